//! Halting's promise, for every FIFO depth and halt latency: with halting on,
//! no packet is lost, whatever threshold software writes, and a flush waits
//! for room instead of being dropped.

mod common;

use std::collections::VecDeque;

use common::cache;
use hdlgen::model::packer::{cmd, ctrl, PackerRegKind as K};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::packer_env::{Core, PackerEnv, Program};

fn soc(depth: u32, almost_full: u32, latency: u32) -> Soc {
    let text = format!(
        "[soc]\nname = \"pmin\"\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\
         [packer]\nfifo_depth = {depth}\nalmost_full = {almost_full}\nhalt_latency = {latency}\n"
    );
    hdlgen::load_str("pmin.toml", &text).unwrap_or_else(|e| panic!("{e}"))
}

fn word(soc: &Soc, k: K) -> u32 {
    let p = soc.packer.as_ref().unwrap();
    p.window.word_of(k)
}

fn reg_mask(soc: &Soc, k: K) -> u32 {
    let p = soc.packer.as_ref().unwrap();
    p.window.reg(k).unwrap().writable_mask()
}

fn env(soc: &Soc, seed: u64) -> PackerEnv {
    let mut e = simcfg::packer_bench(soc, false)
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{e}"));
    e.core = Core::Script(VecDeque::new());
    e.run(4).unwrap();
    e
}

/// The reported case: a 2-entry FIFO with `almost_full = 1` lost 409, 10 and
/// 13 packets in `hdlgen sim --cycles 200000` with seeds 1, 2 and 3.
#[test]
fn a_two_entry_fifo_loses_nothing_in_hdlgen_sim_runs() {
    let soc = soc(2, 1, 1);
    let w = simcfg::packer_config_words(&soc);
    for seed in 1..=3 {
        let mut e = env(&soc, seed);
        let s = e.run_random(&w, 8).unwrap_or_else(|m| panic!("{m}"));
        s.check()
            .unwrap_or_else(|m| panic!("seed {seed}: {m}: {s:?}"));
        assert!(s.delivered > 2_000, "{s:?}");
        assert!(s.halted_packets > 0, "{s:?}");
    }
}

/// Runs a core that stalls for `latency` cycles against a stream that
/// rarely takes packets, with halting on and the threshold register at
/// `threshold`; returns (packets created, drops counted, packets delivered).
fn stalled_stream(
    e: &mut PackerEnv,
    soc: &Soc,
    threshold: u32,
    flushes: bool,
) -> (u32, u32, usize) {
    e.write(word(soc, K::AlmostFull), threshold).unwrap();
    e.write(word(soc, K::Ctrl), ctrl::ENABLE | ctrl::HALT_ENABLE)
        .unwrap();
    e.core = Core::Random {
        program: Program::new(0x8000_0000, 0x400),
        percent: 100,
    };
    for round in 0..40u64 {
        e.tready_percent = [0, 3, 0, 20][round as usize % 4];
        e.run(200).unwrap_or_else(|m| panic!("{m}"));
        if flushes {
            e.write(word(soc, K::Cmd), cmd::FLUSH).unwrap();
        }
    }
    e.paused = true;
    e.drain().unwrap_or_else(|m| panic!("{m}"));
    // A flush still waiting goes out once the FIFO has drained.
    e.run(4).unwrap();
    let created = e.read(word(soc, K::Packets)).unwrap();
    let drops = e.read(word(soc, K::Drops)).unwrap();
    (created, drops, e.beats.len())
}

#[test]
fn every_depth_and_latency_loses_nothing_whatever_the_threshold() {
    for depth in [2, 4, 16] {
        for latency in [0, 1, 2, 3].into_iter().filter(|&l| l <= depth) {
            let limit = depth + 1 - latency;
            let soc = soc(depth, limit, latency);
            assert_eq!(soc.packer.as_ref().unwrap().halt_limit(), limit);
            // At the limit, past it (the hardware caps it), and the largest
            // value the register holds.
            let widest = reg_mask(&soc, K::AlmostFull);
            // (At latency 0 and depth 2, limit + 1 does not fit the register.)
            for threshold in [limit, limit + 1, widest]
                .into_iter()
                .filter(|&t| t <= widest)
            {
                let mut e = env(&soc, u64::from(depth * 100 + latency * 10 + threshold));
                let (created, drops, delivered) = stalled_stream(&mut e, &soc, threshold, true);
                let at = format!("depth {depth}, latency {latency}, threshold {threshold}");
                assert!(created > 200, "{at}: {created} packets");
                assert_eq!(drops, 0, "{at}");
                assert_eq!(delivered, created as usize, "{at}: every packet delivered");
            }
        }
    }
}

#[test]
fn a_core_slower_than_its_declared_latency_loses_packets() {
    // The promise rests on halt_latency: a core that takes one cycle more
    // than declared overruns the FIFO, which shows the test can fail.
    let soc = soc(4, 4, 1);
    let mut e = env(&soc, 5);
    e.cfg.halt_latency = 2;
    let (created, drops, delivered) = stalled_stream(&mut e, &soc, 4, false);
    assert!(drops > 0, "{created} created, {delivered} delivered");
    assert_eq!(delivered + drops as usize, created as usize);
}

#[test]
fn a_flush_into_a_full_fifo_waits_for_room() {
    let soc = soc(4, 4, 1);
    let mut e = env(&soc, 6);
    let status = word(&soc, K::Status);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE | ctrl::HALT_ENABLE)
        .unwrap();
    e.tready_percent = 0;
    e.core = Core::Random {
        program: Program::new(0x8000_0000, 0x400),
        percent: 100,
    };
    e.run(12).unwrap_or_else(|m| panic!("{m}"));
    let st = e.read(status).unwrap();
    // With a one-cycle core the limit is the depth: halted and full, no loss.
    assert_eq!(st & 0b11010, 0b01010, "halted and full: {st:#x}");
    // The core stays halted while the flush waits for room.
    e.paused = true;
    e.write(word(&soc, K::Cmd), cmd::FLUSH).unwrap();
    let st = e.read(status).unwrap();
    assert_eq!(st & 0x10, 0x10, "the flush is pending: {st:#x}");
    let created = e.read(word(&soc, K::Packets)).unwrap();
    e.tready_percent = 100;
    e.run(20).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(e.read(status).unwrap() & 0x10, 0, "the flush went out");
    assert_eq!(e.read(word(&soc, K::Packets)).unwrap(), created + 1);
    assert_eq!(e.read(word(&soc, K::Drops)).unwrap(), 0);
    assert!(e.beats.last().unwrap().1, "the flush packet carries TLAST");
}

#[test]
fn settings_that_cannot_keep_the_promise_are_refused() {
    let load = |depth: u32, af: u32, latency: u32| {
        let text = format!(
            "[soc]\nname = \"p\"\n[[tile]]\nname = \"c\"\nkind = \"cpu\"\n\
             [packer]\nfifo_depth = {depth}\nalmost_full = {af}\nhalt_latency = {latency}\n"
        );
        hdlgen::load_str("p.toml", &text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(load(2, 2, 1).is_ok());
    let e = load(2, 2, 2).unwrap_err();
    assert!(
        e.contains("p.toml:8:15: error: packer.almost_full: almost_full = 2 would lose packets"),
        "{e}"
    );
    assert!(e.contains("halt_latency = 2: 1..=1"), "{e}");
    let e = load(4, 2, 8).unwrap_err();
    assert!(e.contains("p.toml:7:14: error: packer.fifo_depth"), "{e}");
    assert!(e.contains("valid: fifo_depth >= 8"), "{e}");
}
