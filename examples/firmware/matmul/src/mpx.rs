//! rpistat's measurement: every event the tile's counters can select, more
//! than it has counters, multiplexed. The cycles event is in every set (so
//! it is counted all the time and needs no scaling); the others go first-fit
//! into as few sets as the counters and their wiring allow. Each period is
//! one multiply, and the sets take turns, [`ROUNDS`] periods each; an event
//! a set counted in some periods only is scaled by total periods / its
//! periods.

use core::fmt::Write;

use monitors::map::{CYCLES_EVENT, INSTRUCTIONS_EVENT, PROG_COUNTERS, PROG_EVENTS};
use monitors::multiplex::Multiplexer;
use monitors::papi::{event_code_to_name, event_name_to_code, Error, MAX_EVENTS};
use monitors::Backend;

use crate::workload::Workload;
use crate::{Count, Milli};

/// Periods each set counts.
pub const ROUNDS: usize = 2;

/// Puts every event into a set of the rotation, cycles into each.
pub fn plan<B: Backend>(mpx: &mut Multiplexer<B>) -> Result<(), Error> {
    let mut placed = [false; PROG_EVENTS.len()];
    if let Some(c) = CYCLES_EVENT {
        placed[c as usize] = true;
    }
    while let Some(first) = placed.iter().position(|p| !p) {
        // The PAPI layer refuses an event that cannot be counted alongside
        // the set's others and leaves the set as it was: that refusal is
        // the test of fit.
        let papi = mpx.papi();
        let set = papi.create_eventset()?;
        if let Some(c) = CYCLES_EVENT {
            papi.add_event(set, c)?;
        }
        for e in &PROG_EVENTS {
            if !placed[e.code as usize] && papi.add_event(set, e.code).is_ok() {
                placed[e.code as usize] = true;
            }
        }
        let mut codes = [0u32; MAX_EVENTS];
        let n = papi.list_events(set, &mut codes)?;
        papi.destroy_eventset(set)?;
        if !placed[first] {
            // Not even beside cycles alone: a tile with one counter.
            return Err(Error::Conflict {
                event: first as u32,
            });
        }
        mpx.add_set(&codes[..n])?;
    }
    Ok(())
}

/// Runs the rotation: one multiply per period.
pub fn measure<B: Backend>(mpx: &mut Multiplexer<B>, work: &mut Workload) -> Result<(), Error> {
    let periods = ROUNDS * mpx.num_sets();
    mpx.start()?;
    for p in 0..periods {
        work.run();
        if p + 1 < periods {
            mpx.tick()?;
        } else {
            mpx.finish()?;
        }
    }
    Ok(())
}

/// The estimate of the first of `names` the hardware has.
fn scaled<B: Backend>(mpx: &Multiplexer<B>, names: &[&str]) -> Option<i64> {
    let code = names.iter().find_map(|n| event_name_to_code(n).ok())?;
    mpx.estimate(code).map(|e| e.scaled)
}

/// The sets, each event's estimate and how it was obtained, then CPI and
/// the rates per thousand instructions (PTI) from the estimates.
pub fn print<B: Backend>(out: &mut impl Write, mpx: &Multiplexer<B>) {
    let total = mpx.total_periods();
    let _ = writeln!(
        out,
        "Multiplexed: {} sets over {} counters, {} periods of one multiply",
        mpx.num_sets(),
        PROG_COUNTERS,
        Count(total)
    );
    let _ = writeln!(
        out,
        "  (exact: counted in every period; scaled: count x total periods / periods counted)"
    );
    for s in 0..mpx.num_sets() {
        let _ = write!(out, "mpx set {s}:");
        for &c in mpx.set_events(s) {
            let _ = write!(out, " {}", event_code_to_name(c).unwrap_or("?"));
        }
        let _ = writeln!(out);
    }
    for c in mpx.distinct() {
        let Some(e) = mpx.estimate(c) else { continue };
        let how = if e.exact() { "exact" } else { "scaled" };
        let _ = writeln!(
            out,
            "mpx {} {} {how}: {} counted in {} of {} periods",
            event_code_to_name(c).unwrap_or("?"),
            Count(e.scaled),
            Count(e.counted),
            Count(e.periods),
            Count(e.total)
        );
    }
    let est = |c: Option<u32>| c.and_then(|c| mpx.estimate(c)).map(|e| e.scaled);
    let (Some(cy), Some(ins)) = (est(CYCLES_EVENT), est(INSTRUCTIONS_EVENT)) else {
        return;
    };
    let _ = writeln!(out, "mpx cpi {}", Milli::ratio(cy, ins));
    for (label, names) in [
        ("loads_pti", &["load", "loads"][..]),
        ("stores_pti", &["store", "stores"][..]),
        ("branch_rate_pti", &["branch", "branches"][..]),
    ] {
        if let Some(n) = scaled(mpx, names) {
            let _ = writeln!(out, "mpx {label} {}", Milli::ratio(n * 1000, ins));
        }
    }
}
