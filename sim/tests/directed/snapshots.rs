//! Snapshots: an event in the snapshot cycle counts in the next interval,
//! differences sum to the true count, and the SoC-wide snapshot samples
//! every tile in the same cycle.

use super::*;

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
