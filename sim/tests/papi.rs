//! The generated crate's PAPI-style API and multiplexing, on the simulated
//! SoC (every access a real APB transaction), measured against workloads
//! whose event counts the test bench knows exactly: ePAPI's Table 4
//! validation, plus rpistat-style multiplexing of a steady workload.
//!
//! The workload drives the CPU tile's programmable-counter events; it pauses
//! (all events low) while software talks to the counters, as a core does
//! while it runs the measurement code instead of the workload. So the true
//! counts are exactly the events the bench drove.

#[macro_use]
mod common;

use std::fmt::Write as _;
use std::path::PathBuf;

use common::{example, soc_env, word, SimBus};
use esp_demo_monitors::map::*;
use esp_demo_monitors::multiplex::{Multiplexer, Ratio, Thousands, TimeSeries};
use esp_demo_monitors::papi::{event_code_to_name, Error, Papi, State};
use hdlgen::model::Soc;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::rng::Rng;

sim_backend!(esp_demo_monitors);

type Api<'a> = Papi<SimBus<'a>>;

/// Events that fire in each cycle of a workload, one bit per native event.
type Cycle = u128;

/// Drives `cycles` into `tile`'s event inputs, one per clock, then pauses;
/// adds what fired to `truth` (per native event).
fn drive(env: &mut Env, tile: usize, cycles: &[Cycle], truth: &mut [u64]) {
    for &c in cycles {
        env.pev[tile] = c;
        env.run(1).unwrap_or_else(|m| panic!("{m}"));
        for (e, t) in truth.iter_mut().enumerate() {
            *t += (c >> e & 1) as u64;
        }
    }
    env.pev[tile] = 0;
}

/// Per-mille rates of the native events, by name; `cycles` is always 1000.
fn random_cycles(soc: &Soc, rng: &mut Rng, n: usize, rates: &[(&str, u64)]) -> Vec<Cycle> {
    let bits: Vec<(u32, u64)> = rates
        .iter()
        .map(|&(name, r)| (native(soc, name), r))
        .collect();
    (0..n)
        .map(|_| {
            bits.iter()
                .filter(|&&(_, r)| rng.chance(r, 1000))
                .fold(0, |a, &(e, _)| a | 1u128 << e)
        })
        .collect()
}

fn native(soc: &Soc, name: &str) -> u32 {
    let p = soc.programmable.as_ref().unwrap();
    p.events.iter().position(|e| e.name == name).unwrap() as u32
}

/// The true count of `code` (native or preset), from the description's
/// formulas, not the crate's.
fn truth_of(soc: &Soc, code: u32, truth: &[u64]) -> i64 {
    let p = soc.programmable.as_ref().unwrap();
    if code & PRESET_BIT != 0 {
        p.presets[(code & !PRESET_BIT) as usize]
            .terms
            .iter()
            .map(|&(s, e)| i64::from(s) * truth[e] as i64)
            .sum()
    } else {
        truth[code as usize] as i64
    }
}

/// Reads `code`'s count straight from the registers, bypassing the API:
/// finds the counters selecting its native events (not inhibited) and
/// reads them, low word first.
fn raw_read(soc: &Soc, env: &mut Env, tile: usize, code: u32) -> i64 {
    let p = soc.programmable.as_ref().unwrap();
    let mut rd = |reg: String| {
        let (d, err) = env
            .read(env.addr(tile, word(soc, &reg)))
            .unwrap_or_else(|m| panic!("{m}"));
        assert!(!err);
        u64::from(d)
    };
    let mut native = |e: usize| -> i64 {
        for k in 0..p.counters {
            let sel = rd(format!("prog{k}_select"));
            if sel >> 31 == 0 && sel & 0xFF == e as u64 {
                let lo = rd(format!("prog{k}_count_lo"));
                let hi = rd(format!("prog{k}_count_hi"));
                return (lo | hi << 32) as i64;
            }
        }
        panic!("no counter counts event {e}");
    };
    if code & PRESET_BIT != 0 {
        p.presets[(code & !PRESET_BIT) as usize]
            .terms
            .iter()
            .map(|&(s, e)| i64::from(s) * native(e))
            .sum()
    } else {
        native(code as usize)
    }
}

fn accesses(p: &mut Api<'_>) -> u64 {
    p.bus().accesses
}

/// A typical mix: most cycles retire, a third touch the L1D, some branch.
const MIX: &[(&str, u64)] = &[
    ("cycles", 1000),
    ("instret", 700),
    ("l1d_hit", 300),
    ("l1d_miss_clean", 30),
    ("l1d_miss_dirty", 20),
    ("branch", 150),
    ("branch_mispredict", 20),
    ("mem_stall", 100),
];

#[test]
fn papi_reads_equal_the_true_counts_and_the_raw_registers() {
    let soc = example("esp.toml");
    let (mut env, _) = soc_env(&soc, 11);
    let tile = PROG_TILES[0];
    let mut rng = Rng::new(11);
    let mut p = Papi::new(SimBus::new(&mut env), tile).unwrap();
    let codes: Vec<u32> = PROG_EVENTS
        .iter()
        .map(|e| e.code)
        .chain(PRESETS.iter().map(|p| p.code))
        .collect();
    let mut table = String::new();
    writeln!(
        table,
        "| event | true count | raw read | PAPI read | difference | bus accesses: start / read / accum / stop |\n|---|---:|---:|---:|---:|---|"
    )
    .unwrap();
    let mut failures = Vec::new();
    for &code in &codes {
        let name = event_code_to_name(code).unwrap();
        let set = p.create_eventset().unwrap();
        p.add_event(set, code).unwrap();
        let a = accesses(&mut p);
        p.start(set).unwrap();
        let start_cost = accesses(&mut p) - a;
        assert_eq!(p.state(set), Ok(State::Running));

        let n = 5000 + rng.below(3000) as usize;
        let work = random_cycles(&soc, &mut rng, n, MIX);
        let mut truth = vec![0u64; PROG_EVENTS.len()];
        drive(p.bus().env, tile, &work, &mut truth);
        let expect = truth_of(&soc, code, &truth);
        let raw = raw_read(&soc, p.bus().env, tile, code);

        let mut v = [0i64; 1];
        let a = accesses(&mut p);
        p.read(set, &mut v).unwrap();
        let read_cost = accesses(&mut p) - a;
        // Accum adds the same counts (read does not reset), then resets.
        let mut acc = [5i64];
        let a = accesses(&mut p);
        p.accum(set, &mut acc).unwrap();
        let accum_cost = accesses(&mut p) - a;
        // After the reset, stop sees only what runs next.
        let more = random_cycles(&soc, &mut rng, 1000, MIX);
        let mut truth2 = vec![0u64; PROG_EVENTS.len()];
        drive(p.bus().env, tile, &more, &mut truth2);
        let mut last = [0i64; 1];
        let a = accesses(&mut p);
        p.stop(set, &mut last).unwrap();
        let stop_cost = accesses(&mut p) - a;
        p.destroy_eventset(set).unwrap();

        writeln!(
            table,
            "| {name} | {} | {} | {} | {} | {start_cost} / {read_cost} / {accum_cost} / {stop_cost} |",
            Thousands(expect),
            Thousands(raw),
            Thousands(v[0]),
            v[0] - expect
        )
        .unwrap();
        if raw != expect || v[0] != expect {
            failures.push(format!("{name}: true {expect}, raw {raw}, PAPI {}", v[0]));
        }
        if acc[0] != 5 + expect {
            failures.push(format!("{name}: accum {} != 5 + {expect}", acc[0]));
        }
        if last[0] != truth_of(&soc, code, &truth2) {
            failures.push(format!("{name}: stop after accum {}", last[0]));
        }
    }
    println!("{table}");
    assert!(failures.is_empty(), "{failures:#?}\n{table}");
}

#[test]
fn the_high_level_calls_and_ipc_count_exactly() {
    let soc = example("esp.toml");
    let (mut env, _) = soc_env(&soc, 12);
    let tile = PROG_TILES[0];
    let mut rng = Rng::new(12);
    let mut p = Papi::new(SimBus::new(&mut env), tile).unwrap();
    assert_eq!(p.num_counters(), PROG_COUNTERS);
    let codes = [EVENT_INSTRET, EVENT_CYCLES, PRESET_IDLE_BRANCH_CYCLES];
    let expect = |truth: &[u64]| codes.map(|c| truth_of(&soc, c, truth));
    let mut phase = |p: &mut Api<'_>, n: usize| {
        let work = random_cycles(&soc, &mut rng, n, MIX);
        let mut truth = vec![0u64; PROG_EVENTS.len()];
        drive(p.bus().env, tile, &work, &mut truth);
        truth
    };

    p.start_counters(&codes).unwrap();
    let t1 = phase(&mut p, 3000);
    let mut v = [0i64; 3];
    p.read_counters(&mut v).unwrap();
    assert_eq!(v, expect(&t1), "read_counters");
    let t2 = phase(&mut p, 2000);
    let mut acc = v;
    p.accum_counters(&mut acc).unwrap();
    let e2 = expect(&t2);
    assert_eq!(
        acc,
        [v[0] + e2[0], v[1] + e2[1], v[2] + e2[2]],
        "accum_counters"
    );
    let t3 = phase(&mut p, 1000);
    p.stop_counters(&mut v).unwrap();
    assert_eq!(v, expect(&t3), "stop_counters: since the last accum");
    assert_eq!(p.read_counters(&mut v), Err(Error::NotRunning));

    // IPC: the first call starts, the next ones report since the first.
    let r0 = p.ipc().unwrap();
    assert_eq!((r0.cycles, r0.events), (0, 0));
    let t = phase(&mut p, 4000);
    let r = p.ipc().unwrap();
    assert_eq!(
        (r.cycles, r.events),
        (t[EVENT_CYCLES as usize], t[EVENT_INSTRET as usize])
    );
    assert_eq!(r.per_cycle, r.events as f64 / r.cycles as f64);
    assert_eq!(p.epc(EVENT_BRANCH), Err(Error::IsRunning));
    p.rate_stop().unwrap();
    // EPC of a preset.
    p.epc(PRESET_L1D_ACCESS).unwrap();
    let t = phase(&mut p, 2000);
    let r = p.epc(PRESET_L1D_ACCESS).unwrap();
    assert_eq!(r.events as i64, truth_of(&soc, PRESET_L1D_ACCESS, &t));
    assert_eq!(r.cycles, t[EVENT_CYCLES as usize]);
    p.rate_stop().unwrap();

    // Two events wired only to counter 3 cannot count together: refused.
    let set = p.create_eventset().unwrap();
    p.add_event(set, EVENT_BRANCH_MISPREDICT).unwrap();
    let e = p.add_named_event(set, "mem_stall").unwrap_err();
    assert_eq!(
        e,
        Error::Conflict {
            event: EVENT_MEM_STALL
        }
    );
    println!("refused: {e}");
    assert_eq!(p.num_events(set), Ok(1));
    // Five natives on four counters: refused too, whatever the wiring.
    p.remove_named_event(set, "branch_mispredict").unwrap();
    p.add_events(set, &[PRESET_L1D_ACCESS, EVENT_CYCLES])
        .unwrap();
    assert_eq!(
        p.add_event(set, EVENT_INSTRET),
        Err(Error::TooManyEvents {
            needed: 5,
            counters: 4
        })
    );
}

/// One phase of a synthetic program: a loop body run over and over, with an
/// occasional memory stall burst so periods are alike but not identical.
struct Phase {
    body: Vec<Cycle>,
    periods: u64,
}

fn phase(soc: &Soc, rng: &mut Rng, len: usize, mix: &[(&str, u64)], periods: u64) -> Phase {
    Phase {
        body: random_cycles(soc, rng, len, mix),
        periods,
    }
}

/// What a multiplexed run measured, and the truth.
struct Run {
    report: String,
    csv: String,
    svg: String,
    /// (event, true count, estimate, relative error)
    rows: Vec<(u32, i64, i64, f64)>,
}

const PERIOD: usize = 10_000;

/// rpistat's four sets: cycles in each, as its dedicated cycle counter.
fn multiplexed(soc: &Soc, seed: u64, phases: &[Phase], title: &str) -> Run {
    let (mut env, _) = soc_env(soc, seed);
    let tile = PROG_TILES[0];
    let mut rng = Rng::new(seed);
    let mut m = Multiplexer::new(Papi::new(SimBus::new(&mut env), tile).unwrap());
    m.add_set(&[EVENT_CYCLES, EVENT_INSTRET, EVENT_MEM_STALL])
        .unwrap();
    m.add_set(&[EVENT_CYCLES, PRESET_L1D_ACCESS]).unwrap();
    m.add_set(&[EVENT_CYCLES, PRESET_L1D_MISS]).unwrap();
    m.add_set(&[EVENT_CYCLES, EVENT_BRANCH, EVENT_BRANCH_MISPREDICT])
        .unwrap();
    for (name, numerator, denominator) in [
        ("L1D miss ratio", PRESET_L1D_MISS, PRESET_L1D_ACCESS),
        ("Mispredict ratio", EVENT_BRANCH_MISPREDICT, EVENT_BRANCH),
        ("Memory stall share", EVENT_MEM_STALL, EVENT_CYCLES),
    ] {
        m.add_ratio(Ratio {
            name,
            numerator,
            denominator,
            percent: true,
        })
        .unwrap();
    }
    let mut truth = vec![0u64; PROG_EVENTS.len()];
    let mut series = TimeSeries::new();
    m.start().unwrap();
    let stall = (1u128 << EVENT_CYCLES) | (1u128 << EVENT_MEM_STALL);
    let total: u64 = phases.iter().map(|p| p.periods).sum();
    let mut done = 0;
    for ph in phases {
        let mut at = 0;
        for _ in 0..ph.periods {
            // One period of the program: the loop body from where it left
            // off, with a 12-cycle stall burst in 2% of the iterations.
            let mut cycles = Vec::with_capacity(PERIOD);
            while cycles.len() < PERIOD {
                if at == 0 && rng.chance(2, 100) {
                    cycles.extend(std::iter::repeat_n(stall, 12));
                }
                cycles.push(ph.body[at]);
                at = (at + 1) % ph.body.len();
            }
            cycles.truncate(PERIOD);
            drive(m.papi().bus().env, tile, &cycles, &mut truth);
            done += 1;
            // The timer ends each period; after the last, counting stops.
            series.push(if done == total { m.finish() } else { m.tick() }.unwrap());
        }
    }
    let report = m.report(title).to_string();
    let mut rows = Vec::new();
    for code in m.distinct() {
        let t = truth_of(soc, code, &truth);
        let e = m.estimate(code).unwrap().scaled;
        rows.push((code, t, e, (e - t) as f64 / t.max(1) as f64));
    }
    let (mut csv, mut svg) = (Vec::new(), Vec::new());
    series.write_csv(&m, &mut csv).unwrap();
    series.write_svg(&m, title, &mut svg).unwrap();
    Run {
        report,
        csv: String::from_utf8(csv).unwrap(),
        svg: String::from_utf8(svg).unwrap(),
        rows,
    }
}

fn truth_table(rows: &[(u32, i64, i64, f64)]) -> String {
    let mut s =
        String::from("  event                      true count           estimate     error\n");
    for &(code, t, e, err) in rows {
        writeln!(
            s,
            "  {:<22} {:>16} {:>18} {:>8.3} %",
            event_code_to_name(code).unwrap(),
            Thousands(t),
            Thousands(e),
            err * 100.0
        )
        .unwrap();
    }
    s
}

/// The stated bound: multiplexed estimates of a steady workload are within
/// 0.5 % of the true counts (4 sets, 24 periods each, 10,000-cycle periods,
/// events at 2 % of cycles or more). A period miscounted by one would be
/// off by 4 %.
const BOUND: f64 = 0.005;

#[test]
fn multiplexed_estimates_of_a_steady_workload_are_within_the_bound() {
    let soc = example("esp.toml");
    let mut rng = Rng::new(21);
    let steady = [phase(&soc, &mut rng, 997, MIX, 96)];
    let run = multiplexed(&soc, 21, &steady, "steady");
    let table = truth_table(&run.rows);
    println!("{}\n{table}", run.report);
    for &(code, t, e, err) in &run.rows {
        assert!(
            err.abs() <= BOUND,
            "{}: estimate {e} vs true {t}\n{table}",
            event_code_to_name(code).unwrap()
        );
    }
    // Cycles are in every set: counted all the time, so exact.
    let cyc = run.rows.iter().find(|r| r.0 == EVENT_CYCLES).unwrap();
    assert_eq!(cyc.1, cyc.2);
    assert_eq!(cyc.1, 96 * PERIOD as i64);
}

/// The committed example (docs/multiplex/): a program with a compute phase
/// then a memory-bound phase, each 12 rotations long. Regenerate with
/// `HDLGEN_BLESS=1 cargo test -p hdlgen-sim --test papi`.
#[test]
fn the_committed_multiplexing_report_and_plot_are_reproduced() {
    let soc = example("esp.toml");
    let mut rng = Rng::new(5);
    let compute = [
        ("cycles", 1000),
        ("instret", 850),
        ("l1d_hit", 280),
        ("l1d_miss_clean", 6),
        ("l1d_miss_dirty", 2),
        ("branch", 160),
        ("branch_mispredict", 8),
        ("mem_stall", 30),
    ];
    let memory = [
        ("cycles", 1000),
        ("instret", 310),
        ("l1d_hit", 190),
        ("l1d_miss_clean", 60),
        ("l1d_miss_dirty", 35),
        ("branch", 60),
        ("branch_mispredict", 12),
        ("mem_stall", 520),
    ];
    let phases = [
        phase(&soc, &mut rng, 1009, &compute, 48),
        phase(&soc, &mut rng, 1013, &memory, 48),
    ];
    let title = "esp_demo cpu0: a compute phase, then a memory-bound phase";
    let run = multiplexed(&soc, 5, &phases, title);
    let report = format!(
        "{}\nAgainst the counts the test bench drove:\n{}",
        run.report,
        truth_table(&run.rows)
    );
    for &(code, t, e, err) in &run.rows {
        assert!(
            err.abs() <= BOUND,
            "{}: estimate {e} vs true {t}\n{report}",
            event_code_to_name(code).unwrap()
        );
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/multiplex");
    let files = [
        ("report.txt", report),
        ("series.csv", run.csv),
        ("series.svg", run.svg),
    ];
    if std::env::var_os("HDLGEN_BLESS").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in &files {
            std::fs::write(dir.join(name), text).unwrap();
        }
    }
    for (name, text) in &files {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(
            &committed == text,
            "docs/multiplex/{name} differs from this run; if the change is intended, \
             regenerate with HDLGEN_BLESS=1 cargo test -p hdlgen-sim --test papi"
        );
    }
}
