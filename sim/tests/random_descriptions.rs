//! Random valid descriptions from a seeded generator: each is elaborated,
//! generated, linted with `verilator -Wall`, elaborated by Yosys without
//! latches, and its SoC wrapper run in lockstep. `scripts/sweep.sh` runs the
//! same checks over many more seeds.

mod common;
// Shared with the sweep, which also uses its table helpers.
#[allow(dead_code)]
#[path = "../examples/sweep/features.rs"]
mod features;

use std::process::Command;

use common::cache;
use hdlgen::simcfg;
use hdlgen_sim::randdesc;
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::{verilator, yosys};

const CYCLES: u64 = 100_000;

fn check(seed: u64) {
    let text = randdesc::generate(seed);
    let soc = hdlgen::load_str(&format!("rnd{seed}.toml"), &text)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    let bench = simcfg::soc_bench(&soc, false);
    let files = simcfg::rtl_sources(&soc);
    for b in &soc.banks {
        verilator::lint(&files, &b.tile_module).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
    verilator::lint(&files, &soc.top_module).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let mut tops: Vec<&str> = vec![&soc.top_module];
    tops.extend(soc.banks.iter().map(|b| b.tile_module.as_str()));
    tops.extend(soc.packer.iter().map(|p| p.module.as_str()));
    if let Some(ac) = &soc.autocounter {
        tops.extend(ac.domains.iter().map(|d| d.module.as_str()));
    }
    yosys::check_no_latches(&files, &tops).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    software_builds(seed, &soc);
    let mut env = bench
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let s = run_random(&mut env, CYCLES).unwrap_or_else(|m| panic!("{m}\n{text}"));
    assert_eq!(s.cycles, CYCLES);
    if let Some(p) = &soc.packer {
        verilator::lint(&files, &p.module).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let mut pe = simcfg::packer_bench(&soc, false)
            .env(&cache(), seed)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let ps = pe
            .run_random(&simcfg::packer_config_words(&soc), 4)
            .unwrap_or_else(|m| panic!("{m}\n{text}"));
        ps.check()
            .unwrap_or_else(|m| panic!("seed {seed}: {m}: {ps:?}\n{text}"));
        eprintln!(
            "seed {seed}: packer {} bits, fifo {}: {ps:?}",
            p.stream_width, p.fifo_depth
        );
    }
    if let Some(ac) = &soc.autocounter {
        for (d, dom) in ac.domains.iter().enumerate() {
            verilator::lint(&files, &dom.module).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let mut e = simcfg::autocounter_bench(&soc, d)
                .env(&cache(), seed)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let run = e
                .run_random(30_000)
                .unwrap_or_else(|m| panic!("{m}\n{text}"));
            eprintln!(
                "seed {seed}: autocounter {} ({}:{}) {} samples",
                dom.name,
                dom.multiplier,
                dom.divisor,
                run.samples.len()
            );
        }
    }
    eprintln!(
        "seed {seed}: {} tiles, {} kinds, {:?} bus, {} monitor words: {s:?}",
        soc.tiles.len(),
        soc.banks.len(),
        soc.bus,
        soc.monitor_words()
    );
}

/// The driver crate passes its own tests and the C header compiles, for any
/// valid description (no memory tiles, no DVFS, no ESP catalog, ...).
fn software_builds(seed: u64, soc: &hdlgen::Soc) {
    let dir = std::env::temp_dir().join(format!("hdlgen-rnd-{seed}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir.join("out"), &hdlgen::emit::generate(soc), None).unwrap();
    let run = |cmd: &mut Command, what: &str| {
        let o = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
        let (out, err) = (
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr),
        );
        assert!(o.status.success(), "seed {seed}: {what}:\n{out}{err}");
    };
    run(
        Command::new(env!("CARGO"))
            .current_dir(dir.join("out/driver"))
            // One target directory for every seed: each seed's crate has its
            // own name, and the dependencies are built once.
            .env(
                "CARGO_TARGET_DIR",
                std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rnd-driver-target"),
            )
            .args(["test", "--offline", "-q"]),
        "cargo test of the driver crate",
    );
    run(
        Command::new("gcc")
            .args([
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-fsyntax-only",
                "-x",
                "c",
            ])
            .arg(dir.join(format!("out/c/{}_monitors.h", soc.name))),
        "gcc on the C header",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The seeds run here; `scripts/sweep.sh` runs the same checks over 200.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=16;

// Four groups of four, so the two cores share the work.
#[test]
fn random_descriptions_1_to_4() {
    (1..=4).for_each(check);
}
#[test]
fn random_descriptions_5_to_8() {
    (5..=8).for_each(check);
}
#[test]
fn random_descriptions_9_to_12() {
    (9..=12).for_each(check);
}
#[test]
fn random_descriptions_13_to_16() {
    (13..=16).for_each(check);
}

/// The first 200 seeds (the sweep's default) reach every block and option.
#[test]
fn two_hundred_seeds_reach_every_feature() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..=200 {
        let soc = hdlgen::load_str("r.toml", &randdesc::generate(seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        seen.extend(features::features(&soc));
    }
    let missing: Vec<_> = features::ALL
        .iter()
        .filter(|f| !seen.contains(*f))
        .collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

/// The seeds run here reach both buses, both resets, odd and wide widths,
/// AutoCounter and programmable counters.
#[test]
fn the_generator_covers_the_design_space() {
    let socs: Vec<_> = SEEDS
        .map(|s| hdlgen::load_str("r.toml", &randdesc::generate(s)).expect("valid"))
        .collect();
    use hdlgen::model::{BusKind, CounterReset};
    assert!(
        socs.iter().any(|s| s.bus == BusKind::Apb)
            && socs.iter().any(|s| s.bus == BusKind::Axi4Lite)
    );
    assert!(
        socs.iter().any(|s| s.reset.asynchronous) && socs.iter().any(|s| !s.reset.asynchronous)
    );
    assert!(socs.iter().any(|s| s.reset.active_low) && socs.iter().any(|s| !s.reset.active_low));
    assert!(
        socs.iter()
            .any(|s| s.reset.asynchronous && s.counter_reset == CounterReset::ClockEdge),
        "counters reset at the clock edge beside an asynchronous reset"
    );
    assert!(socs.iter().any(|s| s.tiles.len() == 1) || socs.iter().any(|s| s.tiles.len() <= 2));
    assert!(socs.iter().any(|s| s.tiles.len() >= 7));
    assert!(socs
        .iter()
        .any(|s| s.monitors.iter().any(|m| m.width % 8 != 0)));
    assert!(socs
        .iter()
        .any(|s| s.monitors.iter().any(|m| m.width > 32 && m.width < 64)));
    assert!(
        socs.iter().filter(|s| s.autocounter.is_some()).count() >= 4,
        "autocounters too"
    );
    assert!(socs.iter().any(|s| s.autocounter.as_ref().is_some_and(|a| a
        .domains
        .iter()
        .any(|d| d.counters.iter().any(|c| c.synchronised)))));
    assert!(
        socs.iter().filter(|s| s.programmable.is_some()).count() >= 3,
        "programmable counters too"
    );
    access_policies_are_covered(&socs);
}

/// Among the seeds run here, tiles, a packer and an AutoCounter domain
/// refuse some accesses, answering both ways.
fn access_policies_are_covered(socs: &[hdlgen::Soc]) {
    use hdlgen::model::{AccessPolicy, Denied, Window};
    let enforced = |w: &Window| w.read != AccessPolicy::Any || w.write != AccessPolicy::Any;
    let tiles = |s: &&hdlgen::Soc| s.banks.iter().any(|b| enforced(&b.window));
    let packer = |s: &&hdlgen::Soc| s.packer.as_ref().is_some_and(|p| enforced(&p.window));
    let ac = |s: &&hdlgen::Soc| {
        s.autocounter
            .as_ref()
            .is_some_and(|a| a.domains.iter().any(|d| enforced(&d.window)))
    };
    for answer in [Denied::Error, Denied::Zero] {
        assert!(
            socs.iter().any(|s| s.denied == answer && tiles(&s)),
            "tiles refusing accesses with {answer:?}"
        );
    }
    assert!(
        socs.iter().any(|s| packer(&s)),
        "a packer refusing accesses"
    );
    assert!(
        socs.iter().any(|s| ac(&s)),
        "an AutoCounter refusing accesses"
    );
}
