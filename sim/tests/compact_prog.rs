//! Programmable counters beside a compact array, whose count enables and
//! all-ones flag are decided an edge ahead of the write they answer:
//! directed, in lockstep with the golden model, with planted faults that
//! the same stimulus must catch.

mod common;

use common::{bank_of, cache, example_compact, word};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::lockstep::Mismatch;
use hdlgen_sim::master::Op;

/// `esp.toml` made compact, and its cpu tile (48-bit programmable counters
/// with thresholds) in lockstep, with `mutate` applied to the bank's RTL.
fn cpu_env(seed: u64, mutate: &dyn Fn(&mut String)) -> Result<(Soc, Env), Mismatch> {
    let soc = example_compact("esp.toml");
    let b = bank_of(&soc, "cpu");
    let mut bench = simcfg::tile_bench(&soc, b, false);
    let file = format!("{}.v", soc.banks[b].module);
    let text = &mut bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == file)
        .expect("the bank's file")
        .1;
    mutate(text);
    let mut env = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    env.run(4)?;
    Ok((soc, env))
}

/// Writes `data` under byte strobes `strb` to register `reg` of tile 0.
fn wr(env: &mut Env, soc: &Soc, reg: &str, data: u32, strb: u32) -> Result<(), Mismatch> {
    let addr = env.addr(0, word(soc, reg));
    let done = env.access(Op::Write { addr, data, strb })?;
    assert!(!done.err, "write of {reg} answered with an error");
    Ok(())
}

fn rd(env: &mut Env, soc: &Soc, reg: &str) -> Result<u32, Mismatch> {
    let addr = env.addr(0, word(soc, reg));
    let (data, err) = env.read(addr)?;
    assert!(!err, "read of {reg} answered with an error");
    Ok(data)
}

/// Counter 0 counting event 0, its low word written to `lo` and then its
/// lowest byte to `byte` alone, then `events` events: the count read back
/// (LO, then HI).
fn after_a_lane_write(
    lo: u32,
    byte: u32,
    events: u64,
    mutate: &dyn Fn(&mut String),
) -> Result<(u32, u32), Mismatch> {
    let (soc, mut env) = cpu_env(3, mutate)?;
    wr(&mut env, &soc, "prog0_select", 0, 0xF)?;
    wr(&mut env, &soc, "prog0_count_lo", lo, 0xF)?;
    wr(&mut env, &soc, "prog0_count_lo", byte, 0x1)?;
    env.pev[0] = 1;
    env.run(events)?;
    env.pev[0] = 0;
    env.run(2)?;
    Ok((
        rd(&mut env, &soc, "prog0_count_lo")?,
        rd(&mut env, &soc, "prog0_count_hi")?,
    ))
}

/// An edit of the bank's RTL: its first `from` becomes `to`.
fn planting(from: &'static str, to: &'static str) -> impl Fn(&mut String) {
    move |t| {
        assert!(t.contains(from), "mutation site");
        *t = t.replacen(from, to, 1);
    }
}

/// [`after_a_lane_write`] on the RTL as generated reads back `want`.
fn reads_after_a_lane_write(lo: u32, byte: u32, events: u64, want: (u32, u32)) {
    let got = after_a_lane_write(lo, byte, events, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(got, want, "{lo:#x}, lane 0 {byte:#x}, {events} events");
}

#[test]
fn a_low_word_made_all_ones_by_one_lane_carries_into_the_high_word() {
    // Three lanes kept at all ones, the fourth written with all ones: one
    // event carries into the high word.
    reads_after_a_lane_write(0xFFFF_FF00, 0xFF, 1, (0, 1));
    // The same lane written short of all ones: no carry after one event,
    // one after two.
    reads_after_a_lane_write(0xFFFF_FF00, 0xFE, 1, (0xFFFF_FFFF, 0));
    reads_after_a_lane_write(0xFFFF_FF00, 0xFE, 2, (0, 1));
}

#[test]
fn a_lane_write_that_ignores_the_written_lanes_is_caught() {
    let m = after_a_lane_write(
        0xFFFF_FF00,
        0xFF,
        1,
        &planting("| (pwones & pstrb)", "| (4'd0 & pstrb)"),
    )
    .expect_err("the lockstep catches a lost carry into the high word");
    assert!(m.to_string().contains("expected"), "{m}");
}

#[test]
fn a_low_word_counts_across_its_halves() {
    // The low 16 bits written to 0xFFF0 by lanes, then counted past 0xFFFF:
    // the carry into bit 16 comes from phalf, kept an edge ahead.
    reads_after_a_lane_write(0x0000_FF00, 0xF0, 30, (0x0001_000E, 0));
    // Written all ones in its low half by a lane: one event carries.
    reads_after_a_lane_write(0x0000_FF00, 0xFF, 1, (0x0001_0000, 0));
}

#[test]
fn a_half_carry_decided_wrong_is_caught() {
    for (from, to, lo) in [
        // Counted into all ones, not seen. (Seen an edge early or late, the
        // carry is wrong for one count and right again after it.)
        ("pcnt_0[15:0] == 16'hFFFE);", "1'b0);", 0xF0),
        // Written all ones by a lane, not seen.
        (
            "| (pwones[1:0] & pstrb[1:0])",
            "| (2'd0 & pstrb[1:0])",
            0xFF,
        ),
    ] {
        let m = after_a_lane_write(0x0000_FF00, lo, 30, &planting(from, to))
            .expect_err("the lockstep catches a wrong carry into bit 16");
        assert!(m.to_string().contains("expected"), "{m}");
    }
}

/// Counter 0 counting event 0 while it is high at every edge, its low and
/// high words written under it: the count read back (LO, then HI).
fn written_while_counting(mutate: &dyn Fn(&mut String)) -> Result<(u32, u32), Mismatch> {
    let (soc, mut env) = cpu_env(5, mutate)?;
    wr(&mut env, &soc, "prog0_select", 0, 0xF)?;
    env.pev[0] = 1;
    env.run(7)?;
    wr(&mut env, &soc, "prog0_count_lo", 0xFFFF_FFF0, 0xF)?;
    wr(&mut env, &soc, "prog0_count_hi", 0x0000_1234, 0xF)?;
    env.run(30)?;
    env.pev[0] = 0;
    env.run(2)?;
    Ok((
        rd(&mut env, &soc, "prog0_count_lo")?,
        rd(&mut env, &soc, "prog0_count_hi")?,
    ))
}

#[test]
fn a_write_of_the_count_wins_over_an_event_at_its_edge() {
    let (lo, hi) = written_while_counting(&|_| {}).unwrap_or_else(|m| panic!("{m}"));
    // The low word took 0xFFFF_FFF0 and then counted on: it carried into the
    // high word, which had been written with 0x1234 in between.
    assert_eq!(hi, 0x1235, "low word {lo:#x}");
    assert!(lo < 0x40, "low word {lo:#x}");
}

#[test]
fn an_event_that_overrides_a_write_of_the_count_is_caught() {
    // The low word moving at the edge that writes the high one.
    let m = written_while_counting(&planting("(pinc_q_0 & ~pwr_hi_0)", "pinc_q_0"))
        .expect_err("the lockstep catches an increment over a write");
    assert!(m.to_string().contains("expected"), "{m}");
}

/// The threshold counter 0 is given in the flag tests below.
const THRESHOLD: u32 = 40;

/// Counter 0 counting event 0 toward [`THRESHOLD`], its flag routed to
/// `irq`, and the event high from the next edge on.
fn counting_to_the_threshold(
    seed: u64,
    mutate: &dyn Fn(&mut String),
) -> Result<(Soc, Env), Mismatch> {
    let (soc, mut env) = cpu_env(seed, mutate)?;
    wr(&mut env, &soc, "prog0_select", 0, 0xF)?;
    wr(&mut env, &soc, "prog0_threshold_lo", THRESHOLD, 0xF)?;
    wr(&mut env, &soc, "prog_irq_enable", 1 << 16, 0xF)?;
    env.pev[0] = 1;
    Ok((soc, env))
}

#[test]
fn an_event_counts_an_edge_late_and_its_threshold_flag_an_edge_later() {
    let (soc, mut env) = counting_to_the_threshold(7, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    let count = word(&soc, "prog0_count_lo");
    let flags = word(&soc, "prog_flags");
    let model = |env: &Env, w: u32| env.ls.model.banks[0].read(w).0;
    // After each edge, in the model, which the lockstep holds the RTL's irq
    // to: the edge the count reaches the threshold, then the flag's.
    let (mut reached, mut rose, mut first) = (None, None, None);
    let start = env.ls.cycle;
    while rose.is_none() {
        assert!(env.ls.cycle < 200, "the flag never rose");
        env.cycle().unwrap_or_else(|m| panic!("{m}"));
        if first.is_none() && model(&env, count) != 0 {
            first = Some(env.ls.cycle - start);
        }
        if reached.is_none() && model(&env, count) == THRESHOLD {
            reached = Some(env.ls.cycle);
        }
        if model(&env, flags) != 0 {
            rose = Some(env.ls.cycle);
        }
    }
    // The event high from the first edge on is counted at the second.
    assert_eq!(first, Some(2), "the count moved the edge after the event");
    assert_eq!(rose, reached.map(|e| e + 1), "the flag rose the edge after");
    assert_eq!(model(&env, flags), 1 << 16);
    env.run(1).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(env.output("irq"), 1, "the RTL's irq follows the flag");
    env.pev[0] = 0;
    env.run(2).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(rd(&mut env, &soc, "prog_flags").unwrap(), 1 << 16);
}

/// Counting through the threshold, with `write` (register, data) issued
/// at each of the 16 edges around the flag's rise in turn, in lockstep:
/// one of them acts at the edge the flag's test is taken or it rises.
fn aimed_around_the_rise(
    reg: &str,
    data: u32,
    mutate: &dyn Fn(&mut String),
) -> Result<(), Mismatch> {
    for d in 0..16 {
        let (soc, mut env) = counting_to_the_threshold(9, mutate)?;
        env.run(u64::from(THRESHOLD) - 12 + d)?;
        wr(&mut env, &soc, reg, data, 0xF)?;
        env.run(30)?;
        env.pev[0] = 0;
        env.run(2)?;
        rd(&mut env, &soc, "prog_flags")?;
    }
    Ok(())
}

#[test]
fn a_clear_at_the_edge_a_threshold_is_reached_drops_the_flag() {
    aimed_around_the_rise("ctrl", 2, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    let m = aimed_around_the_rise(
        "ctrl",
        2,
        &planting("pgoq_0 <= ~clear & pinc_q_0;", "pgoq_0 <= pinc_q_0;"),
    )
    .expect_err("the lockstep catches a flag raised across a clear");
    assert!(m.to_string().contains("irq"), "{m}");
}

#[test]
fn a_write_of_one_at_the_edge_a_threshold_flag_rises_leaves_it_set() {
    aimed_around_the_rise("prog_flags", 1 << 16, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    let clear_wins = |t: &mut String| {
        let set = ") | pflags_set;";
        assert!(t.contains(set), "mutation site");
        *t = t
            .replacen(
                "else pflags <= (pflags & ~(",
                "else pflags <= ((pflags | pflags_set) & ~(",
                1,
            )
            .replacen(set, ");", 1);
    };
    let m = aimed_around_the_rise("prog_flags", 1 << 16, &clear_wins)
        .expect_err("the lockstep catches a write of 1 winning over the rise");
    assert!(m.to_string().contains("expected"), "{m}");
}

#[test]
fn a_threshold_test_that_ignores_the_high_word_is_caught() {
    // A threshold of 2^32 + 40: the low words meet at 40, the high ones not.
    let m = (|| {
        let (soc, mut env) =
            counting_to_the_threshold(13, &planting("&phit_0[47:32], ", "1'b1, "))?;
        wr(&mut env, &soc, "prog0_threshold_hi", 1, 0xF)?;
        env.run(u64::from(THRESHOLD) + 10)
    })()
    .expect_err("the lockstep catches a flag raised on the low word alone");
    assert!(m.to_string().contains("irq"), "{m}");
}

/// Counter 0 left inhibited (its select as reset leaves it, naming event
/// 0) while event 0 is high for 20 edges: its count read back.
fn inhibited(mutate: &dyn Fn(&mut String)) -> Result<u32, Mismatch> {
    let (soc, mut env) = cpu_env(17, mutate)?;
    env.pev[0] = 1;
    env.run(20)?;
    env.pev[0] = 0;
    rd(&mut env, &soc, "prog0_count_lo")
}

#[test]
fn an_inhibited_counter_counts_nothing() {
    assert_eq!(inhibited(&|_| {}).unwrap_or_else(|m| panic!("{m}")), 0);
    let m = inhibited(&planting("pinc_0 = pon_0 & (", "pinc_0 = 1'b1 & ("))
        .expect_err("the lockstep catches an inhibited counter counting");
    assert!(m.to_string().contains("expected"), "{m}");
}
