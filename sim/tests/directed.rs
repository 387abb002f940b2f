//! Directed tests of the exact semantics (SPEC §1), each run in lockstep with
//! the golden model and checked against values computed by the test itself.

mod common;

use common::{bank_of, counter, ev_bit, example, soc_env, tile_env, word};
use hdlgen::model::Soc;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::master::{Done, Op};

/// Runs `op` to completion, calling `ev` before every cycle to set the events.
fn access_with(env: &mut Env, op: Op, mut ev: impl FnMut(&mut Env)) -> Done {
    let before = env.completed.len();
    env.master.push(op);
    loop {
        ev(env);
        env.cycle().unwrap_or_else(|m| panic!("{m}"));
        if env.completed.len() > before {
            return env.completed[before];
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

fn rdw(env: &mut Env, tile: usize, word: u32) -> u32 {
    let a = env.addr(tile, word);
    rd(env, a)
}

fn wrw(env: &mut Env, tile: usize, word: u32, data: u32) {
    let a = env.addr(tile, word);
    wr(env, a, data)
}

fn lo_addr(env: &Env, soc: &Soc, bank: usize, c: usize) -> u32 {
    env.addr(
        0,
        1 + soc.monitors[soc.banks[bank].counters[c].monitor].index,
    )
}

fn event_in_snapshot_cycle(file: &str, kind: &str, monitor: &str) {
    let soc = example(file);
    let b = bank_of(&soc, kind);
    let c = counter(&soc, b, monitor);
    let bit = ev_bit(&soc, b, c);
    let (mut env, _) = tile_env(&soc, kind, 1);
    env.master.max_delay = 0;
    env.master.ready_percent = 100;
    let snap = env.addr(0, 0);
    let lo = lo_addr(&env, &soc, b, c);

    // One event, exactly in the cycle whose edge performs the snapshot.
    let start = env.ls.cycle;
    let mut first = true;
    let done = access_with(
        &mut env,
        Op::Write {
            addr: snap,
            data: 1,
            strb: 0xF,
        },
        |e| {
            e.ev[0] = if first { bit } else { 0 };
            first = false;
        },
    );
    assert_eq!(
        done.commit, start,
        "the snapshot was performed in the event's cycle"
    );
    assert_eq!(
        rd(&mut env, lo),
        0,
        "the snapshot must not contain the event of its own cycle"
    );
    wr(&mut env, snap, 0);
    assert_eq!(rd(&mut env, lo), 1, "the live counter has the event");
    wr(&mut env, snap, 1);
    assert_eq!(
        rd(&mut env, lo),
        1,
        "the next snapshot contains it: never both, never neither"
    );
}

#[test]
fn event_in_the_snapshot_cycle_counts_in_the_next_interval_apb() {
    event_in_snapshot_cycle("esp.toml", "cpu", "l2_hit");
}

#[test]
fn event_in_the_snapshot_cycle_counts_in_the_next_interval_axi() {
    event_in_snapshot_cycle("axi_wide.toml", "mem", "llc_miss");
}

fn snapshot_differences_sum_to_true_count(file: &str, kind: &str, monitor: &str, seed: u64) {
    let soc = example(file);
    let b = bank_of(&soc, kind);
    let c = counter(&soc, b, monitor);
    let bit = ev_bit(&soc, b, c);
    let width = soc.monitors[soc.banks[b].counters[c].monitor].width.min(32);
    let mask = if width == 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    };
    let (mut env, _) = tile_env(&soc, kind, seed);
    env.master.max_delay = 2;
    env.master.ready_percent = 60;
    let snap = env.addr(0, 0);
    let lo = lo_addr(&env, &soc, b, c);
    // prefix[k] = events applied in cycles before cycle k.
    let mut prefix: Vec<u64> = vec![0; env.ls.cycle as usize + 1];
    let mut drive = |e: &mut Env| {
        let on = e.rng.chance(1, 2);
        e.ev[0] = if on { bit } else { 0 };
        let last = *prefix.last().unwrap();
        prefix.push(last + u64::from(on));
    };
    let mut shadows = Vec::new();
    let mut commits = Vec::new();
    for _ in 0..60 {
        for _ in 0..env.rng.below(50) {
            drive(&mut env);
            env.cycle().unwrap();
        }
        let d = access_with(
            &mut env,
            Op::Write {
                addr: snap,
                data: 1,
                strb: 0xF,
            },
            &mut drive,
        );
        commits.push(d.commit);
        let r = access_with(&mut env, Op::Read { addr: lo }, &mut drive);
        shadows.push(r.data);
        access_with(
            &mut env,
            Op::Write {
                addr: snap,
                data: 0,
                strb: 0xF,
            },
            &mut drive,
        );
    }
    for (s, e) in shadows.iter().zip(&commits) {
        assert_eq!(
            u64::from(*s),
            prefix[*e as usize] & u64::from(mask),
            "snapshot at cycle {e}"
        );
    }
    let diffs: u64 = shadows
        .windows(2)
        .map(|w| u64::from(w[1].wrapping_sub(w[0]) & mask))
        .sum();
    let truth = prefix[*commits.last().unwrap() as usize] - prefix[commits[0] as usize];
    assert_eq!(
        diffs, truth,
        "sum of consecutive differences = events between first and last snapshot"
    );
    assert!(truth > 500, "the test applied events ({truth})");
}

#[test]
fn sum_of_snapshot_differences_equals_true_events_apb() {
    snapshot_differences_sum_to_true_count("esp.toml", "acc", "acc_tlb", 7);
}

#[test]
fn sum_of_snapshot_differences_equals_true_events_axi_13_bit() {
    // 13 bits wrap every 8192 events: differences must be taken modulo 2^13.
    snapshot_differences_sum_to_true_count("axi_wide.toml", "mem", "ddr_word_transfer", 8);
}

/// Preloads counter `c`, applies `n` events, returns what the bus reads back.
fn count_from(env: &mut Env, soc: &Soc, b: usize, c: usize, start: u64, n: u64) -> u32 {
    env.poke_counter(0, c, start);
    env.ev[0] = ev_bit(soc, b, c);
    env.run(n).unwrap();
    env.ev[0] = 0;
    rd(env, lo_addr(env, soc, b, c))
}

#[test]
fn rollover_at_2_pow_32_sets_the_sticky_flag_and_the_interrupt() {
    let soc = example("esp.toml");
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "l2_hit");
    let flag = soc.monitors[soc.banks[b].counters[c].monitor].index;
    let (mut env, _) = tile_env(&soc, "cpu", 2);
    let ovf = env.addr(0, word(&soc, "overflow0"));
    let ie = env.addr(0, word(&soc, "overflow_irq_enable0"));
    assert_eq!(rd(&mut env, ovf), 0);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFFFF_FFFD, 5),
        2,
        "wraps through 2^32"
    );
    assert_eq!(rd(&mut env, ovf), 1 << flag);
    assert_eq!(env.output("irq"), 0, "interrupt not enabled yet");
    wr(&mut env, ie, 1 << flag);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 1);
    wr(&mut env, ovf, 0);
    assert_eq!(rd(&mut env, ovf), 1 << flag, "writing 0 does not clear");
    wr(&mut env, ovf, 1 << flag);
    assert_eq!(rd(&mut env, ovf), 0, "writing 1 clears");
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 0);
}

#[test]
fn rollover_at_an_odd_width() {
    let soc = example("axi_wide.toml");
    let b = bank_of(&soc, "mem");
    let c = counter(&soc, b, "ddr_word_transfer");
    let (mut env, _) = tile_env(&soc, "mem", 3);
    assert_eq!(soc.monitors[soc.banks[b].counters[c].monitor].width, 13);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 8190, 3),
        1,
        "13-bit counter wraps at 8192"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        1,
        "monitor 0's flag"
    );
}

#[test]
fn saturating_counter_holds_at_its_maximum() {
    let soc = example("axi_wide.toml");
    let b = bank_of(&soc, "cpu");
    let c = counter(&soc, b, "l2_miss");
    let m = &soc.monitors[soc.banks[b].counters[c].monitor];
    assert_eq!(
        (m.width, m.overflow),
        (24, hdlgen::model::Overflow::Saturate)
    );
    let flag = m.index;
    let (mut env, _) = tile_env(&soc, "cpu", 4);
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFF_FFFD, 2),
        0xFF_FFFF,
        "reaches max"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        0,
        "reaching max is not an overflow"
    );
    assert_eq!(
        count_from(&mut env, &soc, b, c, 0xFF_FFFF, 10),
        0xFF_FFFF,
        "stays at max"
    );
    assert_eq!(
        rdw(&mut env, 0, word(&soc, "overflow0")),
        1 << flag,
        "lost events flagged"
    );
}

fn lo_hi_torn_free(file: &str, monitor: &str) {
    let soc = example(file);
    let b = bank_of(&soc, "acc");
    let c = counter(&soc, b, monitor);
    let (mut env, _) = tile_env(&soc, "acc", 9);
    let lo = lo_addr(&env, &soc, b, c);
    let bit = ev_bit(&soc, b, c);
    let mut carried = 0;
    for k in 0..24u64 {
        // Counting every cycle, the carry into the high word lands between the
        // two reads for some k.
        let start = 0xFFFF_FFFFu64 - k;
        env.poke_counter(0, c, start);
        let poked_at = env.ls.cycle;
        env.ev[0] = bit;
        let l = env.access(Op::Read { addr: lo }).unwrap();
        let h = env.access(Op::Read { addr: lo + 4 }).unwrap();
        env.ev[0] = 0;
        let pair = (u64::from(h.data) << 32) | u64::from(l.data);
        assert_eq!(
            pair,
            start + (l.commit - poked_at),
            "k={k}: LO then HI must be one value"
        );
        if h.commit > l.commit && start + (h.commit - poked_at) > 0xFFFF_FFFF && pair <= 0xFFFF_FFFF
        {
            carried += 1;
        }
    }
    assert!(carried > 0, "some pairs were read across the carry");
}

#[test]
fn lo_then_hi_is_torn_free_across_the_carry_apb() {
    lo_hi_torn_free("esp.toml", "acc_mem");
}

#[test]
fn lo_then_hi_is_torn_free_across_the_carry_axi_40_bit() {
    lo_hi_torn_free("axi_wide.toml", "acc_tot");
}

#[test]
fn reset_in_the_middle_of_a_run_restores_every_reset_value() {
    let soc = example("esp.toml");
    let b = bank_of(&soc, "mem");
    let (mut env, _) = tile_env(&soc, "mem", 10);
    env.ev[0] = u128::MAX;
    env.run(100).unwrap();
    wrw(&mut env, 0, 0, 1);
    wrw(&mut env, 0, word(&soc, "ctrl"), 1);
    wrw(&mut env, 0, word(&soc, "enable0"), 0);
    wrw(&mut env, 0, word(&soc, "overflow_irq_enable0"), u32::MAX);
    assert_ne!(rdw(&mut env, 0, 1), 0);
    env.assert_reset(3);
    env.run(3).unwrap();
    env.ev[0] = 0;
    for r in &soc.map.regs {
        let expect = soc.reset_value(b, 0, r);
        assert_eq!(rdw(&mut env, 0, r.word), expect, "{} after reset", r.name);
    }
}

#[test]
fn back_to_back_transfers_run_at_full_rate() {
    for (file, spacing) in [("esp.toml", 2), ("axi_wide.toml", 1)] {
        let soc = example(file);
        let b = bank_of(&soc, "cpu");
        let (mut env, _) = tile_env(&soc, "cpu", 12);
        env.master.max_delay = 0;
        env.master.ready_percent = 100;
        let en = env.addr(0, word(&soc, "overflow_irq_enable0"));
        let mask = soc.flag_mask(b, 0);
        let values: Vec<u32> = (0..16)
            .map(|i| 0x9E37_79B9u32.wrapping_mul(i + 1))
            .collect();
        for v in &values {
            env.master.push(Op::Write {
                addr: en,
                data: *v,
                strb: 0xF,
            });
        }
        let first = env.completed.len();
        while env.completed.len() < first + values.len() {
            env.cycle().unwrap();
        }
        let commits: Vec<u64> = env.completed[first..].iter().map(|d| d.commit).collect();
        assert!(
            commits.windows(2).all(|w| w[1] - w[0] == spacing),
            "{file}: {commits:?}"
        );
        assert_eq!(
            rd(&mut env, en),
            values[15] & mask,
            "{file}: last write wins"
        );
        // Write then read of the same register, back to back.
        for v in &values {
            env.master.push(Op::Write {
                addr: en,
                data: *v,
                strb: 0xF,
            });
            env.master.push(Op::Read { addr: en });
        }
        let first = env.completed.len();
        while env.completed.len() < first + 2 * values.len() {
            env.cycle().unwrap();
        }
        let reads: Vec<u32> = env.completed[first..]
            .iter()
            .filter(|d| matches!(d.op, Op::Read { .. }))
            .map(|d| d.data)
            .collect();
        let expect: Vec<u32> = values.iter().map(|v| v & mask).collect();
        assert_eq!(reads, expect, "{file}: every read sees the write before it");
    }
}

#[test]
fn global_snapshot_samples_every_tile_in_the_same_cycle() {
    let soc = example("esp.toml");
    let (mut env, _) = soc_env(&soc, 13);
    let tiles = soc.tiles.len();
    let inject = 1 + soc
        .monitors
        .iter()
        .find(|m| m.name == "noc_inject_p0")
        .unwrap()
        .index;
    env.ev = vec![u128::MAX; tiles];
    env.run(50).unwrap();
    // ESP's way: one tile after another. The values differ.
    let mut serial = Vec::new();
    for t in 0..tiles {
        wrw(&mut env, t, 0, 1);
        serial.push(rdw(&mut env, t, inject));
    }
    assert!(
        serial.windows(2).all(|w| w[0] < w[1]),
        "serial snapshots are taken at different times: {serial:?}"
    );
    // Ours: one write, every tile latched on the same edge.
    let gs = word(&soc, "global_snapshot");
    wrw(&mut env, 4, gs, 1);
    let global: Vec<u32> = (0..tiles).map(|t| rdw(&mut env, t, inject)).collect();
    assert!(
        global
            .iter()
            .all(|v| *v == global[0] && *v > serial[tiles - 1]),
        "{global:?}"
    );
    wrw(&mut env, 0, gs, 0);
    for t in 0..tiles {
        assert_eq!(rdw(&mut env, t, 0), 0, "global release reaches tile {t}");
    }
}

#[test]
fn freeze_enable_and_clear_controls() {
    let soc = example("esp.toml");
    let b = bank_of(&soc, "cpu");
    let hit = counter(&soc, b, "l2_hit");
    let miss = counter(&soc, b, "l2_miss");
    let (mut env, _) = tile_env(&soc, "cpu", 14);
    let ctrl = env.addr(0, word(&soc, "ctrl"));
    let (hit_a, miss_a) = (lo_addr(&env, &soc, b, hit), lo_addr(&env, &soc, b, miss));
    env.ev[0] = ev_bit(&soc, b, hit) | ev_bit(&soc, b, miss);
    wr(&mut env, ctrl, 1);
    let frozen = rd(&mut env, hit_a);
    env.run(20).unwrap();
    assert_eq!(rd(&mut env, hit_a), frozen, "freeze holds the counter");
    wr(&mut env, ctrl, 0);
    env.run(20).unwrap();
    assert!(rd(&mut env, hit_a) > frozen + 20);
    let flag = soc.monitors[soc.banks[b].counters[miss].monitor].index;
    let enable0 = env.addr(0, word(&soc, "enable0"));
    wr(&mut env, enable0, soc.flag_mask(b, 0) & !(1 << flag));
    let m0 = rd(&mut env, miss_a);
    env.run(20).unwrap();
    assert_eq!(rd(&mut env, miss_a), m0, "a disabled counter holds");
    env.ev[0] = 0;
    wr(&mut env, ctrl, 2);
    assert_eq!(
        (rd(&mut env, hit_a), rd(&mut env, miss_a)),
        (0, 0),
        "clear zeroes the counters"
    );
    assert_eq!(rd(&mut env, ctrl), 0, "clear is a strobe; reads 0");
}

#[test]
fn events_from_the_noc_clock_are_synchronised_two_cycles_late() {
    let soc = example("esp.toml");
    let b = bank_of(&soc, "io");
    let c = counter(&soc, b, "noc_inject_p1");
    assert!(
        soc.monitors[soc.banks[b].counters[c].monitor].synchronised,
        "noc_clock = \"noc\""
    );
    let (mut env, _) = tile_env(&soc, "io", 15);
    env.poke_counter(0, c, 0);
    env.ev[0] = ev_bit(&soc, b, c);
    env.run(10).unwrap();
    env.ev[0] = 0;
    // Read the live counter through the backdoor: two events are still in
    // the synchroniser.
    assert_eq!(env.peek_counter(0, c), 8);
    env.run(2).unwrap();
    assert_eq!(env.peek_counter(0, c), 10, "none lost, none added");
}

#[test]
fn a_hi_read_returns_the_kept_word_only_right_after_its_lo_read() {
    for (file, monitor) in [("esp.toml", "acc_mem"), ("axi_wide.toml", "acc_tot")] {
        let soc = example(file);
        let b = bank_of(&soc, "acc");
        let c = counter(&soc, b, monitor);
        let (mut env, _) = tile_env(&soc, "acc", 4);
        env.ev[0] = 0;
        let lo = lo_addr(&env, &soc, b, c);
        let info = env.addr(0, word(&soc, "info"));
        let ctrl = env.addr(0, word(&soc, "ctrl"));
        env.poke_counter(0, c, 5 << 32 | 7);
        env.run(2).unwrap();
        assert_eq!(rd(&mut env, lo), 7, "{file}");
        env.poke_counter(0, c, 6 << 32 | 9);
        env.run(2).unwrap();
        assert_eq!(
            rd(&mut env, lo + 4),
            5,
            "{file}: HI right after LO is the kept word"
        );
        // Any other access in between: the HI read is the counter's now.
        assert_eq!(rd(&mut env, lo), 9, "{file}");
        env.poke_counter(0, c, 7 << 32 | 1);
        env.run(2).unwrap();
        rd(&mut env, info);
        assert_eq!(
            rd(&mut env, lo + 4),
            7,
            "{file}: a read in between ends the hold"
        );
        assert_eq!(rd(&mut env, lo), 1, "{file}");
        env.poke_counter(0, c, 8 << 32);
        env.run(2).unwrap();
        wr(&mut env, ctrl, 0);
        assert_eq!(
            rd(&mut env, lo + 4),
            8,
            "{file}: a write in between ends the hold"
        );
        // A lone HI read, long after anything else, is the current word too.
        env.poke_counter(0, c, 9 << 32);
        env.run(50).unwrap();
        assert_eq!(rd(&mut env, lo + 4), 9, "{file}: a lone HI read");
    }
}

/// `counter_reset = "clock_edge"` beside ESP's asynchronous reset: the
/// counters and their overflow flags reset at the clock edge (with `clear`,
/// on flops with a synchronous reset), everything else asynchronously; irq,
/// the reset values, the clear and a long random run agree with the golden
/// model.
#[test]
fn counters_reset_at_the_clock_edge_beside_an_asynchronous_reset() {
    let text = std::fs::read_to_string(common::example_path("esp.toml")).unwrap();
    let text = text.replacen(
        "reset = \"async_low\"",
        "reset = \"async_low\"\ncounter_reset = \"clock_edge\"",
        1,
    );
    let soc = hdlgen::load_str("esp.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let b = bank_of(&soc, "cpu");
    let hit = counter(&soc, b, "l2_hit");
    let (mut env, bench) = tile_env(&soc, "cpu", 15);
    let bank_file = format!("{}.v", soc.banks[b].module);
    let (_, bank) = bench
        .spec
        .files
        .iter()
        .find(|(n, _)| *n == bank_file)
        .expect("bank source");
    assert!(
        bank.contains("always @(posedge clk) begin\n        if (cnt_clr) cnt_"),
        "the counters' flops reset at the clock edge"
    );
    env.ev[0] = u128::MAX;
    env.run(100).unwrap();
    assert!(env.peek_counter(0, hit) > 90);
    // An overflow with its interrupt enabled: irq is high until reset, and
    // low in the reset cycle itself (compared with the model, whose reset
    // acts at once), though the flag resets only at the edge.
    let flag = soc.monitors[soc.banks[b].counters[hit].monitor].index;
    env.ev[0] = 0;
    env.poke_counter(0, hit, 0xFFFF_FFFF);
    wrw(&mut env, 0, word(&soc, "overflow_irq_enable0"), 1 << flag);
    env.ev[0] = ev_bit(&soc, b, hit);
    env.run(2).unwrap();
    env.ev[0] = 0;
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 1);
    // One edge inside reset clears the counters; every register reads its
    // reset value after it.
    env.assert_reset(1);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 0, "irq is low in reset");
    assert_eq!(env.peek_counter(0, hit), 0);
    for r in &soc.map.regs {
        let expect = soc.reset_value(b, 0, r);
        assert_eq!(rdw(&mut env, 0, r.word), expect, "{} after reset", r.name);
    }
    env.ev[0] = u128::MAX;
    env.run(50).unwrap();
    env.ev[0] = 0;
    let hit_a = lo_addr(&env, &soc, b, hit);
    assert!(rd(&mut env, hit_a) > 40);
    wrw(&mut env, 0, word(&soc, "ctrl"), 2);
    assert_eq!(rd(&mut env, hit_a), 0, "clear zeroes the counters");
    let s = hdlgen_sim::traffic::run_random(&mut env, 300_000).unwrap_or_else(|m| panic!("{m}"));
    assert!(s.preloads > 0 && s.reads > 0, "{s:?}");
}
