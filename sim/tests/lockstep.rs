//! Random lockstep runs: every tile kind of both examples for a million cycles,
//! and both SoC wrappers, with random events, bus traffic, snapshots and resets.

mod common;

use common::{example, soc_env, tile_env};
use hdlgen_sim::traffic::run_random;

const TILE_CYCLES: u64 = 1_000_000;
const SOC_CYCLES: u64 = 300_000;

fn tile_kind(file: &str, kind: &str, seed: u64) {
    let soc = example(file);
    let (mut env, _) = tile_env(&soc, kind, seed);
    let s = run_random(&mut env, TILE_CYCLES).unwrap_or_else(|m| panic!("{m}"));
    eprintln!("{file} {kind}: {s:?}");
    assert_eq!(s.cycles, TILE_CYCLES);
    // The traffic really exercised the bus, including error responses.
    assert!(
        s.reads > TILE_CYCLES / 10 && s.writes > TILE_CYCLES / 10,
        "{s:?}"
    );
    // Backdoor preloads landed in the RTL at the cycle they landed in the
    // model, though the model runs batches ahead of it.
    assert!(s.preloads > 100, "{s:?}");
}

macro_rules! tile_tests {
    ($($name:ident: $file:literal, $kind:literal, $seed:literal;)*) => {
        $(#[test] fn $name() { tile_kind($file, $kind, $seed); })*
    };
}

tile_tests! {
    esp_cpu_tile: "esp.toml", "cpu", 11;
    esp_mem_tile: "esp.toml", "mem", 12;
    esp_acc_tile: "esp.toml", "acc", 13;
    esp_io_tile: "esp.toml", "io", 14;
    axi_cpu_tile: "axi_wide.toml", "cpu", 21;
    axi_mem_tile: "axi_wide.toml", "mem", 22;
    axi_acc_tile: "axi_wide.toml", "acc", 23;
    axi_slm_tile: "axi_wide.toml", "slm", 24;
}

#[test]
fn esp_soc_wrapper() {
    let soc = example("esp.toml");
    let (mut env, _) = soc_env(&soc, 31);
    let s = run_random(&mut env, SOC_CYCLES).unwrap_or_else(|m| panic!("{m}"));
    assert!(
        s.errors > 0,
        "out-of-range tiles and unmapped words must answer PSLVERR: {s:?}"
    );
}

#[test]
fn axi_soc_wrapper() {
    let soc = example("axi_wide.toml");
    let (mut env, _) = soc_env(&soc, 32);
    let s = run_random(&mut env, SOC_CYCLES).unwrap_or_else(|m| panic!("{m}"));
    // unmapped = "zero": only what the access policy denies (unprivileged
    // reads of every tile, writes of the mem tile by others than secure,
    // privileged masters) answers SLVERR.
    assert!(s.denied_reads > 0 && s.denied_writes > 0, "{s:?}");
    assert_eq!(s.errors, s.denied_reads + s.denied_writes, "{s:?}");
    assert_eq!(s.misanswered, 0, "{s:?}");
}
