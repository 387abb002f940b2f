//! The generated crate's PAPI-style API and multiplexing, on the simulated
//! SoC (every access a real APB transaction), measured against workloads
//! whose event counts the test bench knows exactly: ePAPI's Table 4
//! validation, plus rpistat-style multiplexing of a steady workload.
//!
//! The workload drives the CPU tile's programmable-counter events; it pauses
//! (all events low) while software talks to the counters, as a core does
//! while it runs the measurement code instead of the workload. So the true
//! counts are exactly the events the bench drove. Multiplexing is in
//! `papi/multiplexing.rs`.

#[macro_use]
mod common;
#[path = "papi/multiplexing.rs"]
mod multiplexing;

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
