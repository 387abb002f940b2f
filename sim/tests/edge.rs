//! The shim clocks the rising edge without Verilator's input region (the
//! inputs did not change since the clock-low evaluation): every block must
//! behave exactly as under Verilator's own `eval()`.

mod common;

use common::{edges_agree, example};
use hdlgen::simcfg;

#[test]
fn every_tile_kind_clocks_as_under_eval() {
    let soc = example("esp.toml");
    for bank in 0..soc.banks.len() {
        edges_agree(&simcfg::tile_bench(&soc, bank, false).spec, 3, 40_000);
    }
}

#[test]
fn the_soc_wrapper_and_the_packer_clock_as_under_eval() {
    let soc = example("esp.toml");
    edges_agree(&simcfg::soc_bench(&soc, false).spec, 4, 20_000);
    edges_agree(&simcfg::packer_bench(&soc, false).spec, 5, 40_000);
}

#[test]
fn axi_tiles_and_autocounters_clock_as_under_eval() {
    let soc = example("axi_wide.toml");
    edges_agree(&simcfg::tile_bench(&soc, 0, false).spec, 6, 40_000);
    let domains = soc.autocounter.as_ref().map_or(0, |a| a.domains.len());
    assert!(domains > 0, "axi_wide.toml has AutoCounter domains");
    for d in 0..domains {
        edges_agree(&simcfg::autocounter_bench(&soc, d).spec, 7, 40_000);
    }
}
