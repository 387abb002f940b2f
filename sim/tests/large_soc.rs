//! SoC wrappers larger than `simcfg::HIER_TILES` tiles are verilated with
//! each bank kind as one hierarchy block: the model must still agree with
//! the golden model on every output of every cycle.

mod common;

use std::collections::BTreeSet;

use common::{cache, edges_agree, example_path};
use hdlgen::simcfg::{self, HIER_TILES};
use hdlgen_sim::traffic::run_random;

/// esp.toml's 3 x 3 mesh grown to 3 x `cols`, the new tiles' kinds taken
/// from `kinds` in turn.
fn esp_grown(cols: usize, kinds: &[&str]) -> hdlgen::model::Soc {
    let mut text = std::fs::read_to_string(example_path("esp.toml"))
        .unwrap()
        .replace("cols = 3", &format!("cols = {cols}"));
    for i in 0..3 * cols - 9 {
        let kind = kinds[i % kinds.len()];
        text.push_str(&format!(
            "\n[[tile]]\nname = \"more{i}\"\nkind = \"{kind}\"\n"
        ));
    }
    hdlgen::load_str("large.toml", &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_large_soc_wrapper_builds_each_bank_kind_once_and_agrees_with_the_model() {
    let soc = esp_grown(7, &["cpu", "acc", "mem", "acc"]); // 21 tiles
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
    drop(env);
    // The shim's rising edge reaches the hierarchy blocks as eval()'s does.
    assert!(edges_agree(&bench.spec, 12, 20_000), "edge through eval()");
}

/// Tiles past the 128th: a tile's interrupt is its own bit of the wrapper's
/// `irq` port (the golden model once folded tile 128 + i onto bit i).
#[test]
fn the_interrupt_of_tile_131_is_bit_131() {
    use hdlgen_sim::bus_env::BusDriven;
    let soc = esp_grown(44, &["cpu", "acc"]); // 132 tiles
    let t = 131;
    assert_eq!(soc.banks[soc.tiles[t].bank].kind, "cpu");
    let bench = simcfg::soc_bench(&soc, false);
    let mut env = bench.env(&cache(), 5).unwrap_or_else(|e| panic!("{e}"));
    env.run(4).unwrap();
    let word = |name: &str| {
        soc.tile_window()
            .regs
            .iter()
            .find(|r| r.name == name)
            .unwrap()
            .word
    };
    let p = soc.programmable.as_ref().unwrap();
    let e = p
        .events
        .iter()
        .position(|e| e.name == "l1d_miss_dirty")
        .unwrap() as u32;
    for (reg, v) in [
        ("prog2_select", e),
        ("prog2_threshold_lo", 3),
        ("prog_irq_enable", 1 << 18),
    ] {
        let a = env.addr(t, word(reg));
        assert!(!env.write(a, v).unwrap_or_else(|m| panic!("{m}")));
    }
    env.pev[t] = 1 << e;
    env.run(3).unwrap_or_else(|m| panic!("{m}"));
    env.pev[t] = 0;
    env.run(2).unwrap_or_else(|m| panic!("{m}"));
    let l = env.ls.layout();
    let irq = l.words(env.ls.rtl_outputs(), l.port("irq"));
    assert_eq!(irq[t / 32], 1 << (t % 32), "tile {t}'s bit, and only it");
    assert!(irq.iter().enumerate().all(|(w, &v)| w == t / 32 || v == 0));
}
