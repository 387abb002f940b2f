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

#[test]
fn a_low_word_made_all_ones_by_one_lane_carries_into_the_high_word() {
    // Three lanes kept at all ones, the fourth written with all ones: one
    // event carries into the high word.
    let got = after_a_lane_write(0xFFFF_FF00, 0xFF, 1, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(got, (0, 1));
    // The same lane written short of all ones: no carry after one event,
    // one after two.
    let got = after_a_lane_write(0xFFFF_FF00, 0xFE, 1, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(got, (0xFFFF_FFFF, 0));
    let got = after_a_lane_write(0xFFFF_FF00, 0xFE, 2, &|_| {}).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(got, (0, 1));
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
    let m = written_while_counting(&planting(
        "wire        pkeep_nx_0 = ",
        "wire        pkeep_nx_0 = 1'b1 | ",
    ))
    .expect_err("the lockstep catches an increment over a write");
    assert!(m.to_string().contains("expected"), "{m}");
}
