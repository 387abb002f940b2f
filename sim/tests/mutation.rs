//! The lockstep check is not vacuous: RTL with a deliberately planted bug must
//! be caught, with cycle, port, expected and actual values and the seed.

mod common;

use common::{bank_of, cache, example, example_compact};
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::traffic::run_random;

/// The bench of `kind`'s tile of `file` with `from` replaced by `to` in its bank.
fn mutant(file: &str, kind: &str, from: &str, to: &str) -> simcfg::Bench {
    mutant_of(&example(file), kind, from, to)
}

/// The bench of `kind`'s tile of `soc` with `from` replaced by `to` in its bank.
fn mutant_of(soc: &hdlgen::Soc, kind: &str, from: &str, to: &str) -> simcfg::Bench {
    let mut bench = simcfg::tile_bench(soc, bank_of(soc, kind), false);
    let bank_file = format!("{}.v", soc.banks[bank_of(soc, kind)].module);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == bank_file)
        .expect("bank source");
    assert!(text.contains(from), "mutation site {from:?} not found");
    *text = text.replacen(from, to, 1);
    bench
}

fn mutant_is_caught(file: &str, kind: &str, from: &str, to: &str) -> String {
    caught(mutant(file, kind, from, to))
}

/// Runs a mutant's random traffic with seed 5 and returns the mismatch.
fn caught(bench: simcfg::Bench) -> String {
    let mut env = bench.env(&cache(), 5).unwrap_or_else(|e| panic!("{e}"));
    let m = run_random(&mut env, 200_000).expect_err("the mutant must be caught");
    assert_eq!(m.seed, 5);
    let text = m.to_string();
    assert!(
        text.contains("cycle") && text.contains("expected") && text.contains("seed 5"),
        "{text}"
    );
    text
}

#[test]
fn counter_increment_bug_is_caught() {
    eprintln!(
        "{}",
        mutant_is_caught(
            "esp.toml",
            "cpu",
            "cnt_9 <= sum_9[33:2];",
            "cnt_9 <= sum_9[34:3];"
        )
    );
}

#[test]
fn a_batched_run_reports_the_mismatch_a_cycle_by_cycle_run_reports() {
    // The model runs up to a batch ahead of the RTL; the first mismatch
    // (cycle, port, values) must be the one stepping both together finds.
    // This bug shows only once its counter is read: with seed 64, batches
    // into the run.
    let bench = mutant(
        "esp.toml",
        "cpu",
        "cnt_9 <= sum_9[33:2];",
        "cnt_9 <= sum_9[34:3];",
    );
    let run = |batched: bool| {
        let mut env = bench.env(&cache(), 64).unwrap_or_else(|e| panic!("{e}"));
        env.batched_runs = batched;
        run_random(&mut env, 200_000).expect_err("the mutant must be caught")
    };
    let (batched, stepped) = (run(true), run(false));
    assert!(
        batched.cycle > hdlgen_sim::lockstep::BATCH as u64,
        "{batched}"
    );
    assert_eq!(batched, stepped);
}

#[test]
fn snapshot_bug_is_caught() {
    // Latching the post-edge value would count the snapshot cycle's event twice.
    eprintln!(
        "{}",
        mutant_is_caught(
            "esp.toml",
            "mem",
            "shd_0 <= cnt_0;",
            "shd_0 <= sum_0[33:2];"
        )
    );
}

#[test]
fn axi_response_bug_is_caught() {
    let soc = example("axi_wide.toml");
    let mut bench = simcfg::tile_bench(&soc, bank_of(&soc, "cpu"), false);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| n.contains("bus_axil"))
        .expect("adapter");
    *text = text.replacen(
        "end else if (rready) begin",
        "end else if (rready & bready) begin",
        1,
    );
    let mut env = bench.env(&cache(), 6).unwrap_or_else(|e| panic!("{e}"));
    let m = run_random(&mut env, 100_000).expect_err("the mutant must be caught");
    assert!(m.port == "rvalid" || m.port == "arready", "{m}");
}

fn packer_mutant_is_caught(from: &str, to: &str) -> String {
    use hdlgen::model::packer::{ctrl, PackerRegKind as K};
    let soc = example("esp.toml");
    let mut bench = simcfg::packer_bench(&soc, false);
    let p = soc.packer.as_ref().unwrap();
    let file = format!("{}.v", p.module);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == file)
        .expect("packer source");
    assert!(text.contains(from), "mutation site {from:?} not found");
    *text = text.replacen(from, to, 1);
    let mut env = bench.env(&cache(), 7).unwrap_or_else(|e| panic!("{e}"));
    let w = |k| p.window.word_of(k);
    let mut run = || -> Result<(), hdlgen_sim::lockstep::Mismatch> {
        env.run(4)?;
        env.write(w(K::AlmostFull), 5)?;
        env.write(
            w(K::Ctrl),
            ctrl::ENABLE | ctrl::HALT_ENABLE | ctrl::CF_FILTER,
        )?;
        env.tready_percent = 40;
        env.run(50_000)
    };
    let m = run().expect_err("the mutant must be caught");
    m.to_string()
}

#[test]
fn packer_boundary_event_bug_is_caught() {
    // Restarting counters from the current event bits would count it twice.
    eprintln!(
        "{}",
        packer_mutant_is_caught(
            "end else if (emit) begin\n                    cnt_q <= {K{1'b0}};",
            "end else if (emit) begin\n                    cnt_q <= {K{1'b0}} + events[gi];"
        )
    );
}

#[test]
fn packer_tvalid_bug_is_caught() {
    // Flute's bug: TVALID depending on TREADY.
    eprintln!(
        "{}",
        packer_mutant_is_caught(
            "assign tvalid = tvalid_q;",
            "assign tvalid = tvalid_q & tready;"
        )
    );
}

#[test]
fn packer_filter_lag_bug_is_caught() {
    eprintln!(
        "{}",
        packer_mutant_is_caught(
            "wire        cf_ok = !cf_filter || (pc_changed && (is_cf || prev_cf_q));",
            "wire        cf_ok = !cf_filter || (pc_changed && prev_cf_q);"
        )
    );
}

fn autocounter_mutant_is_caught(from: &str, to: &str) -> String {
    let soc = example("axi_wide.toml");
    let d = soc
        .autocounter
        .as_ref()
        .unwrap()
        .domains
        .iter()
        .position(|x| x.name == "core")
        .unwrap();
    let mut bench = simcfg::autocounter_bench(&soc, d);
    let file = format!("{}.v", soc.autocounter.as_ref().unwrap().domains[d].module);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == file)
        .expect("autocounter source");
    assert!(text.contains(from), "mutation site {from:?} not found");
    *text = text.replacen(from, to, 1);
    // Batched (the model up to a batch ahead of the RTL) and stepped runs
    // must report the same first mismatch.
    let runs = [true, false].map(|batched| {
        let mut env = bench.env(&cache(), 9).unwrap_or_else(|e| panic!("{e}"));
        env.batched_runs = batched;
        env.run_random(100_000)
            .expect_err("the mutant must be caught")
    });
    assert_eq!(runs[0], runs[1], "batched and stepped runs differ");
    runs[0].to_string()
}

#[test]
fn autocounter_truncating_base_cycles_bug_is_caught() {
    // FireSim's drift: dropping the remainder of the base-cycle ratio.
    eprintln!(
        "{}",
        autocounter_mutant_is_caught(
            "wire        frac_carry = frac_sum >= ",
            "wire        frac_carry = 1'b0 && frac_sum >= "
        )
    );
}

#[test]
fn autocounter_counting_under_reset_bug_is_caught() {
    eprintln!(
        "{}",
        autocounter_mutant_is_caught(
            "wire [63:0] val_iret = target_reset ? 64'd0 :",
            "wire [63:0] val_iret = 1'b0 ? 64'd0 :"
        )
    );
}

#[test]
fn autocounter_read_rate_zero_bug_is_caught() {
    // FireSim's read_rate 0 wraps instead of disabling.
    eprintln!(
        "{}",
        autocounter_mutant_is_caught(
            "wire        point = read_rate != 32'd0 && ",
            "wire        point = "
        )
    );
}

#[test]
fn programmable_inhibit_bug_is_caught() {
    eprintln!(
        "{}",
        mutant_is_caught(
            "esp.toml",
            "cpu",
            "wire        pinc_0 = pev_0 & ~psel_0[31] & run_q;",
            "wire        pinc_0 = pev_0 & run_q;"
        )
    );
}

#[test]
fn programmable_carry_into_the_high_word_bug_is_caught() {
    // The low word's all-ones flag, decided an edge ahead, never set by
    // counting, so the low word's carry is lost (a compact bank's
    // programmable counters).
    eprintln!(
        "{}",
        caught(mutant_of(
            &example_compact("esp.toml"),
            "cpu",
            "pwfull_0 : pcnt_0[31:0] == 32'hFFFFFFFE);",
            "pwfull_0 : 1'b0);"
        ))
    );
}

#[test]
fn programmable_threshold_test_bug_is_caught() {
    // The carry-free test of count + 1 == threshold without the carry into
    // bit 0 (a compact bank's programmable counters).
    eprintln!(
        "{}",
        caught(mutant_of(
            &example_compact("esp.toml"),
            "cpu",
            "& ~pthr_2[46:0], 1'b1};",
            "& ~pthr_2[46:0], 1'b0};"
        ))
    );
}

#[test]
fn missing_synchroniser_is_caught() {
    // ESP's bug: NoC events used in the tile clock as they are.
    eprintln!(
        "{}",
        mutant_is_caught(
            "esp.toml",
            "io",
            "wire        evt_23 = sync2_23;",
            "wire        evt_23 = ev[0];"
        )
    );
}

#[test]
fn hi_latch_bug_is_caught_on_a_carry() {
    // Deterministic: LO then HI reads while the counter carries into its
    // high word; the mutant returns the live high word, torn.
    use hdlgen_sim::bus_env::BusDriven;
    let soc = example("esp.toml");
    let b = bank_of(&soc, "acc");
    let mut bench = simcfg::tile_bench(&soc, b, false);
    let bank_file = format!("{}.v", soc.banks[b].module);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == bank_file)
        .unwrap();
    *text = text.replacen("hold_use_q ? hold_q : hi_14", "hi_14", 1);
    let mut env = bench.env(&cache(), 5).unwrap_or_else(|e| panic!("{e}"));
    let c = soc.banks[b]
        .counters
        .iter()
        .position(|c| soc.monitors[c.monitor].name == "acc_mem")
        .unwrap();
    let bit = 1u128 << soc.banks[b].counters[c].event_bit;
    let lo = env.addr(0, 15);
    let run = |env: &mut hdlgen_sim::env::Env| -> Result<(), hdlgen_sim::lockstep::Mismatch> {
        env.run(4)?;
        for k in 0..8u64 {
            env.poke_counter(0, c, 0xFFFF_FFFF - k);
            env.ev[0] = bit;
            env.read(lo)?;
            env.read(lo + 4)?;
        }
        Ok(())
    };
    let m = run(&mut env).expect_err("the torn read must be caught");
    assert_eq!(m.port, "prdata", "{m}");
}
