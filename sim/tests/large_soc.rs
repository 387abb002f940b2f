//! SoC wrappers larger than `simcfg::HIER_TILES` tiles are verilated with
//! each bank kind as one hierarchy block: the model must still agree with
//! the golden model on every output of every cycle.

mod common;

use std::collections::BTreeSet;

use common::{cache, example_path};
use hdlgen::simcfg::{self, HIER_TILES};
use hdlgen_sim::traffic::run_random;

#[test]
fn a_large_soc_wrapper_builds_each_bank_kind_once_and_agrees_with_the_model() {
    // esp.toml's 3 x 3 mesh grown to 3 x 7.
    let mut text = std::fs::read_to_string(example_path("esp.toml"))
        .unwrap()
        .replace("cols = 3", "cols = 7");
    for i in 0..12 {
        let kind = ["cpu", "acc", "mem", "acc"][i % 4];
        text.push_str(&format!(
            "\n[[tile]]\nname = \"more{i}\"\nkind = \"{kind}\"\n"
        ));
    }
    let soc = hdlgen::load_str("large.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    assert!(soc.tiles.len() > HIER_TILES, "{} tiles", soc.tiles.len());
    let bench = simcfg::soc_bench(&soc, false);
    let kinds: BTreeSet<&str> = soc
        .tiles
        .iter()
        .map(|t| soc.banks[t.bank].module.as_str())
        .collect();
    let blocks: BTreeSet<&str> = bench.spec.hier_blocks.iter().map(String::as_str).collect();
    assert_eq!(blocks, kinds, "one hierarchy block per bank kind");
    assert!(bench.spec.backdoors.is_empty());
    let mut env = bench.env(&cache(), 11).unwrap_or_else(|e| panic!("{e}"));
    run_random(&mut env, 150_000).unwrap_or_else(|m| panic!("{m}"));
}
