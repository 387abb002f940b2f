//! Every generated Verilog top of both examples passes `verilator --lint-only -Wall`
//! with no waivers (unused byte-lane address bits go to wires named `unused_*`,
//! which Verilator's default `--unused-regexp` exempts, as OpenTitan does).

use std::path::Path;

use hdlgen::simcfg;
use hdlgen_sim::verilator;

#[test]
fn generated_verilog_lints_clean() {
    for file in ["esp.toml", "axi_wide.toml"] {
        let soc = hdlgen::load(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../examples")
                .join(file),
        )
        .unwrap();
        let files = simcfg::rtl_sources(&soc);
        assert!(
            !files.iter().any(|(_, t)| t.contains("lint_off")),
            "no waivers"
        );
        let mut tops: Vec<String> = soc.banks.iter().map(|b| b.tile_module.clone()).collect();
        tops.extend(soc.banks.iter().map(|b| b.module.clone()));
        tops.push(soc.top_module.clone());
        tops.extend(soc.packer.iter().map(|p| p.module.clone()));
        tops.extend(
            soc.autocounter
                .iter()
                .flat_map(|a| a.domains.iter().map(|d| d.module.clone())),
        );
        for top in tops {
            verilator::lint(&files, &top).unwrap_or_else(|e| panic!("{file}: {e}"));
        }
    }
}
