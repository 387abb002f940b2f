//! The project's Verilator harness against the marlin crate on the same tile
//! (examples/esp.toml's cpu tile, the committed rtl-out/): build time of a new
//! model with an empty cache, the same again with a warm cache, and the cost
//! per cycle of driving every input and reading every output.
//!
//! One random lockstep run records its inputs; the same inputs are then
//! replayed into the project's bare model (one call per cycle, ports packed
//! into words), into marlin's derived model (`#[verilog]`: a struct field per
//! port, pinned and read around each `eval`) and into marlin's dynamic model
//! (ports by name). Each replay's outputs are compared with the project's, so
//! the three run the same design. Times are CPU time of this process: the
//! thread for the replays, the children (Verilator, the C++ compiler) for the
//! builds. Prints a table.

mod marlin_models;
mod measure;
mod ours;

use std::path::{Path, PathBuf};

use hdlgen::simcfg;
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::verilator;

use marlin_models::{marlin_derived, marlin_dynamic};
use measure::{read_words, write_words, Side, Timed};
use ours::ours;

/// The tile's top module.
const TOP: &str = "esp_demo_tile_cpu";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let rtl = root.join("rtl-out/esp_demo/rtl");
    let soc = hdlgen::load(&root.join("examples/esp.toml")).unwrap_or_else(|e| panic!("{e}"));
    let bank = soc
        .banks
        .iter()
        .position(|b| b.kind == "cpu")
        .expect("a cpu tile");
    let bench = simcfg::tile_bench(&soc, bank, false);
    assert_eq!(bench.spec.top, TOP);
    // Each side runs in a process of its own: two copies of Verilator's
    // runtime in one process share its global state (the thread's context).
    if args.len() == 3 {
        run_side(&args[1], &PathBuf::from(&args[2]), &bench.spec, &rtl);
        return;
    }
    let cycles: usize = args.get(1).and_then(|c| c.parse().ok()).unwrap_or(300_000);
    let scratch = std::env::temp_dir().join(format!("hdlgen-marlin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    let out_words = record(&bench, &scratch, cycles);

    let me = std::env::current_exe().unwrap();
    let ours = Side::spawn(&me, "ours", &scratch);
    let derived = Side::spawn(&me, "marlin", &scratch);
    let dynamic = Side::spawn(&me, "marlin-dyn", &scratch);
    let expected = read_words(&scratch.join("ours.out"));
    let derived_agrees = agreement(
        &expected,
        &read_words(&scratch.join("marlin.out")),
        out_words,
    );
    let dyn_out = read_words(&scratch.join("marlin-dyn.out"));
    let dyn_agrees = agreement(&expected[..dyn_out.len()], &dyn_out, out_words);
    let _ = std::fs::remove_dir_all(&scratch);
    print_table(
        cycles,
        [&ours, &derived, &dynamic],
        [&derived_agrees, &dyn_agrees],
    );
}

/// One side's process: replays the inputs in `scratch`, writes its outputs
/// there and prints its times.
fn run_side(side: &str, scratch: &Path, spec: &verilator::DutSpec, rtl: &Path) {
    let inputs = read_words(&scratch.join("inputs.bin"));
    let (m, out) = match side {
        "ours" => ours(spec, scratch, &inputs),
        "marlin" => marlin_derived(scratch, rtl, &spec.ports, &inputs),
        "marlin-dyn" => marlin_dynamic(scratch, rtl, &spec.ports, &inputs[..inputs.len() / 10]),
        _ => panic!("unknown side {side}"),
    };
    write_words(&scratch.join(format!("{side}.out")), &out);
    m.print();
}

/// One random lockstep run records the inputs every side replays (into
/// `scratch/inputs.bin`); returns the words of a cycle's outputs.
fn record(bench: &simcfg::Bench, scratch: &Path, cycles: usize) -> usize {
    let mut env = bench.env(&scratch.join("record"), 3).expect("model builds");
    let in_words = env.ls.layout().in_words;
    env.record = Some(Vec::with_capacity(cycles * in_words));
    run_random(&mut env, cycles as u64).unwrap_or_else(|m| panic!("{m}"));
    write_words(&scratch.join("inputs.bin"), &env.record.take().unwrap());
    env.ls.layout().out_words
}

/// The table of the three sides: ours, marlin's derived and dynamic models.
fn print_table(
    cycles: usize,
    [ours, derived, dynamic]: [&Side; 3],
    [derived_agrees, dyn_agrees]: [&str; 2],
) {
    let ns = |s: &Side| s.run.as_secs_f64() * 1e9 / s.cycles as f64;
    let t = |t: &Timed| {
        format!(
            "{:.1} s CPU ({:.1} s wall)",
            t.cpu.as_secs_f64(),
            t.wall.as_secs_f64()
        )
    };
    println!(
        "{TOP} (examples/esp.toml), {cycles} cycles of random traffic replayed; {}",
        verilator_version()
    );
    println!();
    println!("| | project harness | marlin, derived model | marlin, dynamic model |");
    println!("|---|---|---|---|");
    println!(
        "| model build, empty cache | {} | {} | (built above) |",
        t(&ours.cold),
        t(&derived.cold)
    );
    println!(
        "| model load, warm cache | {} | {} | {} |",
        t(&ours.warm),
        t(&derived.warm),
        t(&dynamic.warm)
    );
    println!(
        "| CPU per cycle: drive every input, two evals, read every output | {:.0} ns | {:.0} ns | {:.0} ns |",
        ns(ours), ns(derived), ns(dynamic)
    );
    println!("| outputs equal to the project harness's (after 16 reset cycles) | - | {derived_agrees} | {dyn_agrees} |");
}

/// "all N" when every cycle's outputs after the first 16 (reset) agree, else the count that differ.
fn agreement(want: &[u32], got: &[u32], words: usize) -> String {
    let skip = 16 * words;
    let differ = want[skip..]
        .chunks_exact(words)
        .zip(got[skip..].chunks_exact(words))
        .filter(|(a, b)| a != b)
        .count();
    let n = want.len() / words - 16;
    if differ == 0 {
        format!("all {n} cycles")
    } else {
        format!("{differ} of {n} cycles DIFFER")
    }
}

/// The version line of the Verilator on the path.
fn verilator_version() -> String {
    std::process::Command::new("verilator")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}
