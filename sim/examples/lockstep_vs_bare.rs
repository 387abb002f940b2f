//! Lockstep against the bare Verilated model, side by side in one run: each
//! block of a description runs `--cycles` of random traffic in lockstep with
//! its golden model, once recording its inputs and once (the same seed, so
//! the same stimulus) timed, then the recorded inputs are replayed into a
//! fresh instance of the same model with nothing else running, and into the
//! golden model alone (without the run's backdoor preloads, which are not
//! inputs). All are CPU time of this thread (the machine is shared), after
//! a warm-up that builds the models. Prints a table.
//!
//! ```sh
//! cargo run --release -p hdlgen-sim --example lockstep_vs_bare -- examples/esp.toml 300000 [BLOCK]
//! ```

use std::path::Path;
use std::time::Duration;

use hdlgen::simcfg::{self, Bench};
use hdlgen_sim::lockstep::Model;
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::verilator;

/// CPU time of this thread so far (`/proc/thread-self/schedstat`: ns on CPU).
fn cpu() -> Duration {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let ns = text
        .split_whitespace()
        .next()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// CPU seconds of `cycles` of `bench`: (lockstep, bare Verilated model,
/// golden model alone).
fn measure(bench: &Bench, cache: &Path, cycles: u64, seed: u64) -> (f64, f64, f64) {
    // A first run records the inputs; the same seed gives a second run the
    // same stimulus, timed without the recording.
    let mut env = bench.env(cache, seed).expect("model builds");
    env.record = Some(Vec::with_capacity(
        cycles as usize * env.ls.layout().in_words,
    ));
    let recorded = run_random(&mut env, cycles).unwrap_or_else(|m| panic!("{m}"));
    let inputs = env.record.take().unwrap_or_default();
    // One instance of a model at a time: loading holds the cache entry.
    drop(env);
    let mut env = bench.env(cache, seed).expect("model loads");
    let t = cpu();
    let timed = run_random(&mut env, cycles).unwrap_or_else(|m| panic!("{m}"));
    let lockstep = (cpu() - t).as_secs_f64();
    assert_eq!(recorded, timed, "the two runs differ");
    drop(env);
    // The golden model alone on the same inputs: what the lockstep spends
    // besides the RTL is this and the harness.
    let mut env = bench.env(cache, seed).expect("model loads");
    let n_out = env.ls.layout().out_words;
    let n_in = env.ls.layout().in_words;
    let mut out = vec![0u32; n_out];
    let t = cpu();
    for inp in inputs.chunks_exact(n_in) {
        env.ls.model.eval(inp, &mut out);
        env.ls.model.posedge(inp);
    }
    let model = (cpu() - t).as_secs_f64();
    std::hint::black_box(&out);
    drop(env);
    let mut dut = verilator::load(&bench.spec, cache, seed).expect("model loads");
    let (n_in, n_out) = (dut.layout.in_words, dut.layout.out_words);
    let mut out = vec![0u32; n_out];
    let t = cpu();
    for inp in inputs.chunks_exact(n_in) {
        dut.cycle(inp, &mut out);
    }
    let bare = (cpu() - t).as_secs_f64();
    std::hint::black_box(&out);
    (lockstep, bare, model)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap_or_else(|| "examples/esp.toml".into());
    let cycles: u64 = args.next().and_then(|c| c.parse().ok()).unwrap_or(300_000);
    // An optional third argument keeps only the blocks whose name contains it
    // (for profiling one block).
    let only = args.next().unwrap_or_default();
    let soc = hdlgen::load(Path::new(&file)).unwrap_or_else(|e| panic!("{e}"));
    let cache = verilator::default_cache_dir();
    let mut benches: Vec<(String, Bench)> = (0..soc.banks.len())
        .map(|b| {
            (
                format!("tile kind {}", soc.banks[b].kind),
                simcfg::tile_bench(&soc, b, false),
            )
        })
        .collect();
    benches.push(("SoC wrapper".into(), simcfg::soc_bench(&soc, false)));
    println!("lockstep vs bare Verilated model, {file}, {cycles} cycles per block, CPU time of one thread");
    println!("| block | lockstep M cycles/s | bare model M cycles/s | lockstep / bare | golden model alone M cycles/s |");
    println!("|---|---:|---:|---:|---:|");
    for (name, bench) in benches.iter().filter(|(n, _)| n.contains(&only)) {
        measure(bench, &cache, 2_000, 1);
        let (l, b, m) = measure(bench, &cache, cycles, 3);
        let rate = |s: f64| cycles as f64 / s.max(1e-9) / 1e6;
        println!(
            "| {name} | {:.2} | {:.2} | {:.2} | {:.2} |",
            rate(l),
            rate(b),
            b / l,
            rate(m)
        );
    }
}
