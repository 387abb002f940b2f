//! The multiplexed events of `--tile`, as `perf stat` shows multiplexed
//! counts: each scaled to the whole run (the multiplexer's estimate), with
//! the share of the run it was counted, `(62.50%)`; then its rates: per
//! second, per thousand instructions, cycles as a clock rate, instructions
//! per cycle and cycles per instruction, and the ratios of `--sets`.

use super::report::{per_second, Metric, Row, Section};
use crate::backend::Backend;
use crate::map;
use crate::multiplex::{Estimate, Multiplexer, MAX_SETS};
use crate::papi::event_code_to_name;

/// Nanoseconds each set of the rotation counted.
pub type SetTimes = [u64; MAX_SETS];

/// The rates of an event counted `value` times over `elapsed_ns`, when the
/// run retired `instructions` and took `cycles` (scaled estimates).
fn rates(code: u32, value: u64, elapsed_ns: u64, instructions: Option<u64>, cycles: Option<u64>) -> Vec<Metric> {
    let mut metrics = Vec::new();
    let ins = instructions.filter(|&i| i > 0);
    if Some(code) == map::CYCLES_EVENT {
        if elapsed_ns > 0 {
            metrics.push(Metric { value: value as f64 / elapsed_ns as f64, unit: "GHz".into() });
        }
    } else if Some(code) == map::INSTRUCTIONS_EVENT {
        if let Some(c) = cycles.filter(|&c| c > 0) {
            metrics.push(Metric { value: value as f64 / c as f64, unit: "insn per cycle".into() });
            if value > 0 {
                metrics.push(Metric { value: c as f64 / value as f64, unit: "cycles per insn".into() });
            }
        }
    } else {
        metrics.extend(per_second(value, elapsed_ns));
        if let Some(i) = ins {
            metrics.push(Metric { value: value as f64 * 1000.0 / i as f64, unit: "per 1k insn".into() });
        }
    }
    metrics
}

/// The ratios whose numerator is `code`, where the denominator was counted.
fn ratios<B: Backend>(mpx: &Multiplexer<B>, code: u32, value: u64) -> Vec<Metric> {
    let scaled = |c: u32| mpx.estimate(c).map(|e| e.scaled);
    mpx.ratios()
        .filter(|r| r.numerator == code)
        .filter_map(|r| {
            let d = scaled(r.denominator).filter(|&d| d > 0)? as f64;
            let below = event_code_to_name(r.denominator).unwrap_or("?");
            Some(if r.percent {
                Metric { value: value as f64 * 100.0 / d, unit: format!("% of {below}") }
            } else {
                Metric { value: value as f64 / d, unit: r.name.to_string() }
            })
        })
        .collect()
}

/// The multiplexed events' section, `heading` on top: the multiplexer's
/// estimates, each set having counted for `times` over a run of
/// `elapsed_ns`.
pub fn section<B: Backend>(mpx: &Multiplexer<B>, times: &SetTimes, elapsed_ns: u64, heading: String) -> Section {
    let scaled = |c: Option<u32>| c.and_then(|c| mpx.estimate(c)).map(|e| e.scaled.max(0) as u64);
    let (instructions, cycles) = (scaled(map::INSTRUCTIONS_EVENT), scaled(map::CYCLES_EVENT));
    let rows = mpx
        .distinct()
        .map(|code| {
            let event = event_code_to_name(code).unwrap_or("?").to_string();
            let runtime_ns = (0..mpx.num_sets()).filter(|&s| mpx.set_events(s).contains(&code)).map(|s| times[s]).sum();
            match mpx.estimate(code) {
                None => Row { value: None, unit: "", event, runtime_ns, percent: 0.0, metrics: Vec::new() },
                Some(e) => {
                    let value = e.scaled.max(0) as u64;
                    let mut metrics = rates(code, value, elapsed_ns, instructions, cycles);
                    metrics.extend(ratios(mpx, code, value));
                    Row { value: Some(value), unit: "", event, runtime_ns, percent: percent(&e), metrics }
                }
            }
        })
        .collect();
    Section { heading, rows, empty: "(no event)" }
}

/// The share of the periods that counted an event, in percent.
fn percent(e: &Estimate) -> f64 {
    if e.total == 0 {
        0.0
    } else {
        e.periods as f64 * 100.0 / e.total as f64
    }
}
