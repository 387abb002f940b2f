//! The shim clocks the rising edge without Verilator's input region when no
//! logic of that region reads the clock: every block must behave exactly as
//! under Verilator's own `eval()`, and RTL that derives logic from the clock
//! must be clocked through `eval()`.

mod common;

use common::{edges_agree, example, hand_written};
use hdlgen::simcfg;
use hdlgen_sim::verilator::DutSpec;

/// `spec`'s model skips the input region at its edge and clocks exactly as
/// under `eval()`.
fn clocks_fast_as_under_eval(spec: &DutSpec, seed: u64, cycles: u64) {
    assert!(
        edges_agree(spec, seed, cycles),
        "{}: edge through eval()",
        spec.top
    );
}

#[test]
fn every_tile_kind_clocks_as_under_eval() {
    let soc = example("esp.toml");
    for bank in 0..soc.banks.len() {
        clocks_fast_as_under_eval(&simcfg::tile_bench(&soc, bank, false).spec, 3, 40_000);
    }
}

#[test]
fn the_soc_wrapper_and_the_packer_clock_as_under_eval() {
    let soc = example("esp.toml");
    clocks_fast_as_under_eval(&simcfg::soc_bench(&soc, false).spec, 4, 20_000);
    clocks_fast_as_under_eval(&simcfg::packer_bench(&soc, false).spec, 4, 20_000);
}

#[test]
fn axi_tiles_and_autocounters_clock_as_under_eval() {
    let soc = example("axi_wide.toml");
    let domains = soc.autocounter.as_ref().map_or(0, |a| a.domains.len());
    assert!(domains > 0, "axi_wide.toml has AutoCounter domains");
    clocks_fast_as_under_eval(&simcfg::tile_bench(&soc, 0, false).spec, 6, 40_000);
    for d in 0..domains {
        clocks_fast_as_under_eval(&simcfg::autocounter_bench(&soc, d).spec, 6, 40_000);
    }
}

/// Edited RTL (`hdlgen sim --rtl`) may gate the clock: its input region then
/// computes the gated clock, so skipping it would lose the gated flops'
/// edges. The build must see that and clock the model through `eval()`.
#[test]
fn a_gated_clock_is_clocked_through_eval() {
    let text = "module gated (\n    input  wire       clk,\n    input  wire       rst,\n    input  wire       en,\n    input  wire [7:0] d,\n    output reg  [7:0] q,\n    output reg  [7:0] r\n);\n    wire gclk = clk & en;\n    always @(posedge gclk) q <= d;\n    always @(posedge clk) r <= rst ? 8'd0 : d + 8'd1;\nendmodule\n";
    let spec = hand_written(
        "gated",
        text.into(),
        &[
            ("clk", true, 1),
            ("rst", true, 1),
            ("en", true, 1),
            ("d", true, 8),
            ("q", false, 8),
            ("r", false, 8),
        ],
    );
    assert!(
        !edges_agree(&spec, 9, 2_000),
        "the gated clock's edges need eval()"
    );
}
