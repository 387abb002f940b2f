//! Directed tests of the compact-snapshot bank's timing
//! (docs/compact-snapshots.md, "What software can see"), each in lockstep
//! with the golden model and checked against values the test computes: six
//! read wait states, writes one edge late, the overflow flag's rise at the
//! sweep's visit, the first edge after reset, and a read and a write taken
//! at the same AXI4-Lite edge.

mod common;

use common::preload::{preload_model, preload_rtl, Preset};
use common::{bank_of, cache, counter, ev_bit, example, example_path, tile_env, word};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::lockstep::Mismatch;
use hdlgen_sim::master::{Done, Op};

/// The bundled compact example, with `edit` applied to its text.
fn compact(edit: impl Fn(String) -> String) -> Soc {
    let text = std::fs::read_to_string(example_path("esp_compact.toml")).unwrap();
    hdlgen::load_str("esp_compact.toml", &edit(text)).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `op` to completion, calling `ev(env, cycle)` before every cycle to
/// set the events; returns the response and the cycles it took.
fn access_with(env: &mut Env, op: Op, mut ev: impl FnMut(&mut Env, u64)) -> (Done, u64) {
    let before = env.completed.len();
    let start = env.ls.cycle;
    env.master.push(op);
    loop {
        let c = env.ls.cycle;
        ev(env, c);
        env.cycle().unwrap_or_else(|m| panic!("{m}"));
        if env.completed.len() > before {
            return (env.completed[before], env.ls.cycle - start);
        }
    }
}

fn rd(env: &mut Env, addr: u32) -> u32 {
    let (d, err) = env.read(addr).unwrap_or_else(|m| panic!("{m}"));
    assert!(!err, "read of {addr:#x} answered with an error");
    d
}

fn wr(env: &mut Env, addr: u32, data: u32) {
    let err = env.write(addr, data).unwrap_or_else(|m| panic!("{m}"));
    assert!(!err, "write of {addr:#x} answered with an error");
}

/// Byte address of the count of monitor `name` in tile 0.
fn count_addr(env: &Env, soc: &Soc, name: &str) -> u32 {
    let m = soc.monitors.iter().position(|m| m.name == name).unwrap();
    env.addr(0, 1 + soc.monitors[m].index)
}

#[test]
fn a_read_takes_six_wait_states_and_a_write_none() {
    let soc = example("esp_compact.toml");
    let (mut env, _) = tile_env(&soc, "cpu", 1);
    env.master.max_delay = 0;
    env.master.ready_percent = 100;
    let info = env.addr(0, word(&soc, "info"));
    let ctrl = env.addr(0, word(&soc, "ctrl"));
    let (_, cycles) = access_with(&mut env, Op::Read { addr: info }, |_, _| {});
    assert_eq!(cycles, 2 + 6, "setup, access and six wait states");
    let (_, cycles) = access_with(
        &mut env,
        Op::Write {
            addr: ctrl,
            data: 0,
            strb: 0xF,
        },
        |_, _| {},
    );
    assert_eq!(cycles, 2, "setup and access");
}

#[test]
fn a_write_acts_one_edge_after_its_request() {
    let soc = example("esp_compact.toml");
    let b = bank_of(&soc, "cpu");
    let bit = ev_bit(&soc, b, counter(&soc, b, "l2_hit"));
    let (mut env, _) = tile_env(&soc, "cpu", 2);
    env.master.max_delay = 0;
    env.ev[0] = 0;
    let ctrl = env.addr(0, word(&soc, "ctrl"));
    let lo = count_addr(&env, &soc, "l2_hit");
    wr(&mut env, ctrl, 2);
    // Freeze, with an event at the request's edge and the two after it. The
    // write acts at the second: it stops the events from the third on, so
    // two count (a flip-flop bank would count one).
    let start = env.ls.cycle;
    let (done, _) = access_with(
        &mut env,
        Op::Write {
            addr: ctrl,
            data: 1,
            strb: 0xF,
        },
        |e, c| e.ev[0] = if c - start < 3 { bit } else { 0 },
    );
    assert_eq!(
        done.commit, start,
        "the request's edge ends its first cycle"
    );
    env.ev[0] = bit;
    env.run(1).unwrap();
    env.ev[0] = 0;
    assert_eq!(rd(&mut env, lo), 2);
}

/// A tile of `n` 8-bit monitors: the count wraps after 256 events.
fn narrow(bus: &str) -> Soc {
    compact(|t| {
        t.replace("width = 32", "width = 8")
            .replace("bus = \"apb\"", &format!("bus = \"{bus}\""))
    })
}

#[test]
fn an_overflow_flag_rises_five_edges_after_the_sweep_reaches_the_wrap() {
    let soc = narrow("apb");
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "l2_hit");
    let bit = ev_bit(&soc, b, c);
    let n = soc.banks[b].counters.len() as u64;
    let (mut env, _) = tile_env(&soc, "cpu", 3);
    env.ev[0] = 0;
    let index = soc.monitors[soc.banks[b].counters[c].monitor].index;
    let ie = env.addr(0, word(&soc, &format!("overflow_irq_enable{}", index / 32)));
    let ovf = env.addr(0, word(&soc, &format!("overflow{}", index / 32)));
    let ctrl = env.addr(0, word(&soc, "ctrl"));
    wr(&mut env, ie, 1 << (index % 32));
    wr(&mut env, ctrl, 2);
    env.run(2).unwrap();
    // 256 events, one per edge, with no read: the last one wraps the count.
    env.ev[0] = bit;
    env.run(256).unwrap();
    env.ev[0] = 0;
    let wrap = env.ls.cycle - 1;
    assert_eq!(env.output("irq"), 0, "the flag waits for the sweep");
    let mut rise = None;
    for _ in 0..n + 10 {
        env.run(1).unwrap();
        if env.output("irq") == 1 {
            rise = Some(env.ls.cycle - 1);
            break;
        }
    }
    let rise = rise.expect("the flag rose within a sweep");
    // No read took a slot: the sweep reaches the counter within n edges,
    // and the flag rises five edges after that visit.
    assert!(
        rise - wrap >= 5 && rise - wrap <= n + 5,
        "wrap at {wrap}, rise at {rise}"
    );
    assert_eq!(rd(&mut env, ovf) >> (index % 32) & 1, 1);
    let lo = count_addr(&env, &soc, "l2_hit");
    assert_eq!(rd(&mut env, lo), 0);
}

#[test]
fn an_event_at_the_first_edge_after_reset_is_not_counted() {
    let soc = example("esp_compact.toml");
    let b = bank_of(&soc, "cpu");
    let bit = ev_bit(&soc, b, counter(&soc, b, "l2_hit"));
    let (mut env, _) = tile_env(&soc, "cpu", 4);
    env.ev[0] = 0;
    env.assert_reset(3);
    env.run(3).unwrap();
    // Events at the first three edges after reset: the first is not counted.
    env.ev[0] = bit;
    env.run(3).unwrap();
    env.ev[0] = 0;
    let lo = count_addr(&env, &soc, "l2_hit");
    assert_eq!(rd(&mut env, lo), 2);
}

#[test]
fn a_read_and_a_release_at_one_axi_edge_read_the_snapshot() {
    let soc = narrow("axi4lite");
    let b = bank_of(&soc, "cpu");
    let bit = ev_bit(&soc, b, counter(&soc, b, "l2_hit"));
    let (mut env, _) = tile_env(&soc, "cpu", 5);
    env.master.max_delay = 1;
    env.master.ready_percent = 100;
    let snap = env.addr(0, word(&soc, "snapshot"));
    let lo = count_addr(&env, &soc, "l2_hit");
    env.ev[0] = bit;
    let mut same_edge = 0;
    for _ in 0..40 {
        wr(&mut env, snap, 1);
        let held = rd(&mut env, lo);
        assert_eq!(rd(&mut env, lo), held, "the snapshot holds");
        // The release and the read, queued together: the master's random
        // delays take them at one edge about one time in three.
        let before = env.completed.len();
        env.master.push(Op::Write {
            addr: snap,
            data: 0,
            strb: 0xF,
        });
        env.master.push(Op::Read { addr: lo });
        while env.completed.len() < before + 2 {
            env.cycle().unwrap_or_else(|m| panic!("{m}"));
        }
        let done = &env.completed[before..];
        let (w, r) = if matches!(done[0].op, Op::Write { .. }) {
            (done[0], done[1])
        } else {
            (done[1], done[0])
        };
        if w.commit == r.commit {
            same_edge += 1;
            // The shadow holds at the release's edge: the read is the
            // snapshot, though the count has moved on.
            assert_eq!(r.data, held, "read at the release's edge");
            assert_ne!(rd(&mut env, lo), held, "live again after it");
        }
    }
    assert!(
        same_edge >= 5,
        "only {same_edge} read and release at one edge"
    );
}

/// A compact SoC with every mix a bank can hold: a 3-bit saturating
/// counter (narrower than its side counter), a 40-bit pair, mixed widths,
/// a bank of one monitor, and programmable counters beside the array.
const EVERY_MIX: &str = r#"
[soc]
name = "mix"
bus = "apb"
reset = "async_low"
counter_reset = "clock_edge"
snapshot = "compact"
tile_stride = 0x400

[catalog]
builtin = "none"
width = 8

[[catalog.monitor]]
name = "sat3"
kinds = ["cpu", "mem"]
width = 3
overflow = "saturate"

[[catalog.monitor]]
name = "pair"
kinds = ["cpu"]
width = 40

[[catalog.monitor]]
name = "sat9"
kinds = ["cpu"]
width = 9
overflow = "saturate"

[[catalog.monitor]]
name = "wrap6"
kinds = ["cpu"]
width = 6

[[tile]]
name = "t0"
kind = "cpu"

[[tile]]
name = "t1"
kind = "mem"

[programmable]
kinds = ["cpu"]
counters = 2
width = 40
threshold = true

[[programmable.event]]
name = "e0"

[[programmable.event]]
name = "e1"
"#;

#[test]
fn every_mix_runs_in_lockstep() {
    let soc = hdlgen::load_str("mix.toml", EVERY_MIX).unwrap_or_else(|e| panic!("{e}"));
    for kind in ["cpu", "mem"] {
        let (mut env, _) = tile_env(&soc, kind, 6);
        hdlgen_sim::traffic::run_random(&mut env, 60_000).unwrap_or_else(|m| panic!("{kind}: {m}"));
    }
}

#[test]
fn a_saturating_counter_stops_at_its_maximum_and_is_flagged() {
    let soc = hdlgen::load_str("mix.toml", EVERY_MIX).unwrap_or_else(|e| panic!("{e}"));
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "sat3");
    let (mut env, _) = tile_env(&soc, "cpu", 7);
    env.ev[0] = 0;
    let index = soc.monitors[soc.banks[b].counters[c].monitor].index;
    let ovf = env.addr(0, word(&soc, &format!("overflow{}", index / 32)));
    let ctrl = env.addr(0, word(&soc, "ctrl"));
    wr(&mut env, ctrl, 2);
    env.run(2).unwrap();
    // Twenty events into a 3-bit counter: more than one side counter's
    // worth between two visits, and past the maximum.
    env.ev[0] = ev_bit(&soc, b, c);
    env.run(20).unwrap();
    env.ev[0] = 0;
    env.run(20).unwrap();
    let lo = count_addr(&env, &soc, "sat3");
    assert_eq!(rd(&mut env, lo), 7, "stopped at its maximum");
    assert_eq!(rd(&mut env, ovf) >> (index % 32) & 1, 1, "flagged");
}

#[test]
fn a_programmable_counter_beside_the_array_counts_its_event() {
    let soc = hdlgen::load_str("mix.toml", EVERY_MIX).unwrap_or_else(|e| panic!("{e}"));
    let (mut env, _) = tile_env(&soc, "cpu", 8);
    let sel = env.addr(0, word(&soc, "prog0_select"));
    let lo = env.addr(0, word(&soc, "prog0_count_lo"));
    wr(&mut env, sel, 1);
    // Event 1 for 25 edges, event 0 for 5: the counter selects event 1.
    env.pev[0] = 0b10;
    env.run(25).unwrap();
    env.pev[0] = 0b01;
    env.run(5).unwrap();
    env.pev[0] = 0;
    assert_eq!(rd(&mut env, lo), 25);
}

/// The bank of the every-mix tile with its 40-bit pair preloaded to
/// `value`, `mutate` applied to its RTL first; with the pair's LO address
/// and event bit.
fn pair_env(
    value: u64,
    seed: u64,
    mutate: &dyn Fn(&mut String),
) -> Result<(Env, u32, u128), Mismatch> {
    pair_env_in(EVERY_MIX, value, seed, mutate)
}

/// `pair_env` in the every-mix SoC as `text` describes it.
fn pair_env_in(
    text: &str,
    value: u64,
    seed: u64,
    mutate: &dyn Fn(&mut String),
) -> Result<(Env, u32, u128), Mismatch> {
    let soc = hdlgen::load_str("mix.toml", text).unwrap_or_else(|e| panic!("{e}"));
    let b = bank_of(&soc, "cpu");
    let mut bench = simcfg::tile_bench(&soc, b, false);
    let preset = [Preset {
        kind: "cpu",
        monitor: "pair",
        value,
    }];
    preload_rtl(&mut bench, &soc, &preset);
    let file = format!("{}.v", soc.banks[b].module);
    mutate(
        &mut bench
            .spec
            .files
            .iter_mut()
            .find(|(n, _)| *n == file)
            .unwrap()
            .1,
    );
    let mut env = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    env.run(4)?;
    preload_model(&mut env, &soc, &preset, false);
    let lo = count_addr(&env, &soc, "pair");
    let bit = ev_bit(&soc, b, counter(&soc, b, "pair"));
    Ok((env, lo, bit))
}

/// The pair's answers across its low word's carry, in lockstep: a LO read
/// at 2^32 - 5, ten events, then two HI reads and a LO read. `mutate`
/// edits the bank's RTL first.
fn pair_across_the_carry(mutate: impl Fn(&mut String)) -> Result<[u32; 4], Mismatch> {
    let (mut env, lo, bit) = pair_env((1 << 32) - 5, 9, &mutate)?;
    let first = env.read(lo)?.0;
    env.ev[0] = bit;
    env.run(10)?;
    env.ev[0] = 0;
    env.run(3)?;
    let kept = env.read(lo + 4)?.0;
    let high = env.read(lo + 4)?.0;
    let low = env.read(lo)?.0;
    Ok([first, kept, high, low])
}

/// HI reads whose side count carries into the high word at the read
/// itself: the RAM holds 2^32 - 1, and the event rises a few edges before
/// the read's request, at six phases of the sweep, so the carry is still
/// in the side counter when the read takes its slot. With `kept`, a LO
/// read comes first and the HI read answers the word it kept.
fn high_word_carried_at_the_read(
    kept: bool,
    mutate: impl Fn(&mut String),
) -> Result<Vec<u32>, Mismatch> {
    let lo_first = |env: &mut Env, lo: u32| env.read(lo).map(|_| ());
    let nothing = |_: &mut Env, _: u32| Ok(());
    let between: &dyn Fn(&mut Env, u32) -> Result<(), Mismatch> =
        if kept { &lo_first } else { &nothing };
    carried_at_the_read((1 << 32) - 1, 4, 10, &mutate, between)
}

/// Reads of the word at `offset` from the pair's LO address, the pair
/// preloaded to `value` and one event rising a few edges before the read's
/// request, at six phases of the sweep (seeds from `seed`); `between` acts
/// after the event, before the read.
fn carried_at_the_read(
    value: u64,
    offset: u32,
    seed: u64,
    mutate: &dyn Fn(&mut String),
    between: &dyn Fn(&mut Env, u32) -> Result<(), Mismatch>,
) -> Result<Vec<u32>, Mismatch> {
    let mut answers = Vec::new();
    for phase in 0..6 {
        let (mut env, lo, bit) = pair_env(value, seed + phase, mutate)?;
        env.run(20 + phase)?;
        env.ev[0] = bit;
        env.run(1)?;
        env.ev[0] = 0;
        between(&mut env, lo)?;
        answers.push(env.read(lo + offset)?.0);
    }
    Ok(answers)
}

#[test]
fn a_low_read_carries_the_side_count_across_bit_16() {
    let answers = carried_at_the_read((1 << 16) - 1, 0, 10, &|_| {}, &|_, _| Ok(()))
        .unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(answers, [1 << 16; 6]);
}

#[test]
fn a_low_read_without_the_carry_into_its_high_half_is_caught() {
    let m = carried_at_the_read(
        (1 << 16) - 1,
        0,
        10,
        &planting("r_lo16[18] ? r_hi1 : base[31:16]", "base[31:16]"),
        &|_, _| Ok(()),
    )
    .expect_err("the lockstep catches a lost carry into bit 16");
    assert!(m.to_string().contains("expected"), "{m}");
}

/// A HI read of a held snapshot of the pair, taken `wait` edges after
/// the event that carries its count into the high word, at six phases of
/// the sweep: whether the snapshot's side count is still pending or the
/// fold has added it into the snapshot's word, the answer carries.
fn snapshot_high_word(wait: u64) -> Result<Vec<u32>, Mismatch> {
    let soc = hdlgen::load_str("mix.toml", EVERY_MIX).unwrap_or_else(|e| panic!("{e}"));
    let snapshot = |env: &mut Env, _: u32| {
        let snap = env.addr(0, word(&soc, "snapshot"));
        env.write(snap, 1)?;
        env.run(wait)
    };
    carried_at_the_read((1 << 32) - 1, 4, 20, &|_| {}, &snapshot)
}

#[test]
fn a_held_snapshots_high_word_carries_the_side_count() {
    for wait in [0, 12] {
        let answers = snapshot_high_word(wait).unwrap_or_else(|m| panic!("{m}"));
        assert_eq!(answers, [1; 6], "read {wait} edges after the snapshot");
    }
}

#[test]
fn a_high_read_carries_the_side_count_into_the_high_word() {
    for kept in [false, true] {
        let answers = high_word_carried_at_the_read(kept, |_| {}).unwrap_or_else(|m| panic!("{m}"));
        assert_eq!(answers, [1; 6], "kept: {kept}");
    }
}

/// An edit of the bank's RTL: its first `from` becomes `to`.
fn planting(from: &'static str, to: &'static str) -> impl Fn(&mut String) {
    move |t| {
        assert!(t.contains(from), "mutation site");
        *t = t.replacen(from, to, 1);
    }
}

#[test]
fn a_high_read_without_the_side_counts_carry_is_caught() {
    let m = high_word_carried_at_the_read(
        false,
        planting("hi_go <= rc[4] & rq_hi & ~rq_hold;", "hi_go <= 1'b0;"),
    )
    .expect_err("the lockstep catches a lost carry");
    assert!(m.to_string().contains("expected"), "{m}");
}

#[test]
fn a_kept_high_word_without_the_side_counts_carry_is_caught() {
    let m = high_word_carried_at_the_read(true, planting("c_hh  = t_lo1 & c_k;", "c_hh  = 1'b0;"))
        .expect_err("the lockstep catches a kept word that lost the carry");
    assert!(m.to_string().contains("expected"), "{m}");
}

#[test]
fn a_pair_read_lo_then_hi_is_torn_free_across_the_carry() {
    let answers = pair_across_the_carry(|_| {}).unwrap_or_else(|m| panic!("{m}"));
    // The HI read right after the LO read keeps the LO read's high word,
    // though the count carried into it in between; the next HI read does not.
    assert_eq!(answers, [0xFFFF_FFFB, 0, 1, 5]);
}

#[test]
fn a_fold_without_the_carry_into_the_high_half_is_caught() {
    let m = pair_across_the_carry(planting("{Wq2[39:32], lo_cw[1]}", "{Wq2[39:32], 1'b0}"))
        .expect_err("the lockstep catches a fold that drops the carry into bit 32");
    assert!(m.to_string().contains("expected"), "{m}");
}

/// A saturating pair, two below its maximum and counting on: a LO read
/// then the HI read that keeps its word, in lockstep. `mutate` edits the
/// bank's RTL first.
fn saturated_pair_read(mutate: impl Fn(&mut String)) -> Result<[u32; 2], Mismatch> {
    let text = EVERY_MIX.replacen("width = 40\n", "width = 40\noverflow = \"saturate\"\n", 1);
    let (mut env, lo, bit) = pair_env_in(&text, (1 << 40) - 3, 12, &mutate)?;
    // Events on through both reads: the side count is never empty when
    // the LO read takes it, so the kept word's carry is always one.
    env.ev[0] = bit;
    env.run(20)?;
    let low = env.read(lo)?.0;
    let high = env.read(lo + 4)?.0;
    Ok([low, high])
}

#[test]
fn a_kept_high_word_of_a_saturated_pair_reads_the_maximum() {
    let answers = saturated_pair_read(|_| {}).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(answers, [0xFFFF_FFFF, 0xFF]);
}

#[test]
fn a_kept_high_word_that_forgets_the_saturation_is_caught() {
    let m = saturated_pair_read(planting("hold_ovf <= r_sat & r_ovf;", "hold_ovf <= 1'b0;"))
        .expect_err("the lockstep catches a kept word past the maximum");
    assert!(m.to_string().contains("expected"), "{m}");
}

/// The pair's count after ten events from `value`, read LO then HI (the
/// kept word), in lockstep. `mutate` edits the bank's RTL first.
fn pair_after_ten_events(value: u64, mutate: impl Fn(&mut String)) -> Result<u64, Mismatch> {
    let (mut env, lo, bit) = pair_env(value, 11, &mutate)?;
    env.ev[0] = bit;
    env.run(10)?;
    env.ev[0] = 0;
    env.run(3)?;
    let low = env.read(lo)?.0;
    let high = env.read(lo + 4)?.0;
    Ok(u64::from(high) << 32 | u64::from(low))
}

#[test]
fn a_fold_carries_into_every_segment_of_its_sum() {
    // The fold adds in 16-bit segments, each with its own carry in (the
    // pair is 40 bits wide: three segments).
    for bit in [16, 32] {
        let value = (1 << bit) - 5;
        let count = pair_after_ten_events(value, |_| {}).unwrap_or_else(|m| panic!("{m}"));
        assert_eq!(count, value + 10, "across bit {bit}");
    }
}

#[test]
fn a_fold_without_a_segments_carry_is_caught() {
    // Into bit 32: a_fold_without_the_carry_into_the_high_half_is_caught.
    let m = pair_after_ten_events(
        (1 << 16) - 5,
        planting("{Wq2[31:16], lo_cw[0]}", "{Wq2[31:16], 1'b0}"),
    )
    .expect_err("the lockstep catches a fold that drops the carry into bit 16");
    assert!(m.to_string().contains("expected"), "{m}");
}

#[test]
fn a_pair_without_its_kept_high_word_is_caught() {
    let m = pair_across_the_carry(planting("rq_hold <= lo_last_q &&", "rq_hold <= 1'b0 &&"))
        .expect_err("the lockstep catches a torn pair");
    assert!(m.to_string().contains("expected"), "{m}");
}
