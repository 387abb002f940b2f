//! Programmable counters (event select, inhibit, overflow, threshold
//! interrupt), directed, in lockstep with the golden model.

mod common;

use common::{example, tile_env, word};
use hdlgen::model::Soc;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;

fn rd(env: &mut Env, soc: &Soc, reg: &str) -> u32 {
    let a = env.addr(0, word(soc, reg));
    let (d, err) = env.read(a).unwrap_or_else(|m| panic!("{m}"));
    assert!(!err);
    d
}

fn wr(env: &mut Env, soc: &Soc, reg: &str, v: u32) {
    let a = env.addr(0, word(soc, reg));
    assert!(!env.write(a, v).unwrap_or_else(|m| panic!("{m}")));
}

fn event(soc: &Soc, name: &str) -> u32 {
    soc.programmable
        .as_ref()
        .unwrap()
        .events
        .iter()
        .position(|e| e.name == name)
        .unwrap() as u32
}

/// Holds event `e` high for `n` cycles.
fn pulse(env: &mut Env, e: u32, n: u64) {
    env.pev[0] = 1 << e;
    env.run(n).unwrap_or_else(|m| panic!("{m}"));
    env.pev[0] = 0;
}

fn count(env: &mut Env, soc: &Soc, k: u32) -> u64 {
    let lo = rd(env, soc, &format!("prog{k}_count_lo"));
    let hi = rd(env, soc, &format!("prog{k}_count_hi"));
    u64::from(lo) | u64::from(hi) << 32
}

#[test]
fn counters_start_inhibited_and_count_the_selected_event() {
    let soc = example("esp.toml");
    let (mut env, _) = tile_env(&soc, "cpu", 1);
    let instret = event(&soc, "instret");
    pulse(&mut env, instret, 30);
    assert_eq!(count(&mut env, &soc, 0), 0, "inhibited after reset");
    wr(&mut env, &soc, "prog0_select", instret);
    pulse(&mut env, instret, 50);
    pulse(&mut env, event(&soc, "cycles"), 20);
    assert_eq!(count(&mut env, &soc, 0), 50, "only the selected event");
    // Change the selection at run time: the count carries on.
    wr(&mut env, &soc, "prog0_select", event(&soc, "cycles"));
    pulse(&mut env, event(&soc, "cycles"), 20);
    assert_eq!(count(&mut env, &soc, 0), 70);
    // Inhibit holds it.
    wr(
        &mut env,
        &soc,
        "prog0_select",
        1 << 31 | event(&soc, "cycles"),
    );
    pulse(&mut env, event(&soc, "cycles"), 20);
    assert_eq!(count(&mut env, &soc, 0), 70);
}

#[test]
fn an_event_counts_only_on_the_counters_wired_to_it() {
    let soc = example("esp.toml");
    let (mut env, _) = tile_env(&soc, "cpu", 2);
    let mispredict = event(&soc, "branch_mispredict"); // counter 3 only
    for k in 0..4 {
        wr(&mut env, &soc, &format!("prog{k}_select"), mispredict);
    }
    pulse(&mut env, mispredict, 40);
    let counts: Vec<u64> = (0..4).map(|k| count(&mut env, &soc, k)).collect();
    assert_eq!(counts, [0, 0, 0, 40]);
}

#[test]
fn overflow_wraps_and_sets_a_sticky_flag() {
    let soc = example("esp.toml");
    let (mut env, _) = tile_env(&soc, "cpu", 3);
    let cycles = event(&soc, "cycles");
    wr(&mut env, &soc, "prog1_select", cycles);
    // 48 bits: start 3 below the top.
    wr(&mut env, &soc, "prog1_count_hi", 0xFFFF);
    wr(&mut env, &soc, "prog1_count_lo", 0xFFFF_FFFC);
    pulse(&mut env, cycles, 5);
    assert_eq!(count(&mut env, &soc, 1), 1, "wrapped at 2^48");
    assert_eq!(rd(&mut env, &soc, "prog_flags"), 1 << 1);
    wr(&mut env, &soc, "prog_flags", 1 << 1);
    assert_eq!(rd(&mut env, &soc, "prog_flags"), 0, "write 1 to clear");
}

#[test]
fn reaching_the_threshold_raises_the_interrupt_until_cleared() {
    let soc = example("esp.toml");
    let (mut env, _) = tile_env(&soc, "cpu", 4);
    let miss = event(&soc, "l1d_miss_dirty");
    wr(&mut env, &soc, "prog2_select", miss);
    wr(&mut env, &soc, "prog2_threshold_lo", 100);
    wr(&mut env, &soc, "prog_irq_enable", 1 << 18);
    pulse(&mut env, miss, 99);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 0, "99 of a budget of 100");
    pulse(&mut env, miss, 1);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 1, "budget reached");
    assert_eq!(rd(&mut env, &soc, "prog_flags"), 1 << 18);
    pulse(&mut env, miss, 10);
    assert_eq!(count(&mut env, &soc, 2), 110, "it keeps counting");
    wr(&mut env, &soc, "prog_flags", 1 << 18);
    env.run(1).unwrap();
    assert_eq!(env.output("irq"), 0, "cleared");
    // A new budget: reset the count (the write wins over a same-cycle event).
    env.pev[0] = 1 << miss;
    wr(&mut env, &soc, "prog2_count_lo", 0);
    wr(&mut env, &soc, "prog2_count_hi", 0);
    env.pev[0] = 0;
    let c = count(&mut env, &soc, 2);
    assert!(c <= 4, "restarted from 0 ({c})");
}

#[test]
fn event_sets_that_the_wiring_cannot_count_are_refused() {
    use esp_demo_monitors::eventset::{assign, natives_of, EventError};
    use esp_demo_monitors::map::*;
    let mut natives = [0u32; PROG_COUNTERS];
    let mut counter = [0u8; PROG_COUNTERS];
    // L1D accesses (3 natives) and mispredicts fit the four counters...
    let n = natives_of(&[PRESET_L1D_ACCESS, EVENT_BRANCH_MISPREDICT], &mut natives).unwrap();
    assert_eq!(n, 4);
    assert_eq!(assign(&natives[..n], &mut counter), Ok(()));
    assert_eq!(
        counter[3], 3,
        "branch_mispredict is wired to counter 3 only"
    );
    // ...but mispredicts and memory stalls both need counter 3.
    let n = natives_of(&[EVENT_BRANCH_MISPREDICT, EVENT_MEM_STALL], &mut natives).unwrap();
    assert_eq!(
        assign(&natives[..n], &mut counter),
        Err(EventError::Conflict {
            event: EVENT_MEM_STALL
        })
    );
    // And five natives do not fit four counters.
    assert_eq!(
        natives_of(
            &[PRESET_L1D_ACCESS, PRESET_IDLE_BRANCH_CYCLES],
            &mut natives
        ),
        Err(EventError::TooManyEvents {
            needed: 5,
            counters: 4
        })
    );
    let idle = (PRESET_IDLE_BRANCH_CYCLES & !PRESET_BIT) as usize;
    assert_eq!(
        PRESETS[idle].terms,
        &[(1, EVENT_CYCLES), (-1, EVENT_BRANCH)]
    );
}

/// A description may declare up to 256 events: past the 128th, the port is
/// wider than a `u128` and the golden model must still see every bit.
#[test]
fn an_event_past_the_128th_counts_on_the_counter_that_selects_it() {
    let mut text = std::fs::read_to_string(common::example_path("esp.toml")).unwrap();
    for i in 0..200 {
        text.push_str(&format!("\n[[programmable.event]]\nname = \"extra{i}\"\n"));
    }
    let soc = hdlgen::load_str("wide_events.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let (mut env, _) = tile_env(&soc, "cpu", 6);
    assert!(env.pev_bits(0) > 128, "more than 128 events");
    let e = event(&soc, "extra150");
    assert!(e >= 128, "{e}");
    wr(&mut env, &soc, "prog1_select", e);
    env.pev_hi[0] = 1 << (e - 128);
    env.run(7).unwrap_or_else(|m| panic!("{m}"));
    env.pev_hi[0] = 0;
    // The low word of the same bit position must not count for it.
    env.pev[0] = 1 << (e - 128);
    env.run(5).unwrap_or_else(|m| panic!("{m}"));
    env.pev[0] = 0;
    assert_eq!(count(&mut env, &soc, 1), 7);
    // And random stimulus over all 207 events, in lockstep.
    hdlgen_sim::traffic::run_random(&mut env, 50_000).unwrap_or_else(|m| panic!("{m}"));
}
