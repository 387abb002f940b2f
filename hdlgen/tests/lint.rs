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

#[test]
fn compact_programmable_counters_lint_clean_at_every_width_shape() {
    // Narrow, a whole word, a one-bit high word, a whole high word: each
    // takes other branches of templates/verilog/bank/prog*.v, which the
    // 48-bit example alone does not.
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml"))
            .unwrap();
    for width in [1, 20, 32, 33, 64] {
        let text = text
            .replacen("[soc]\n", "[soc]\nsnapshot = \"compact\"\n", 1)
            .replacen("\nwidth = 48\n", &format!("\nwidth = {width}\n"), 1);
        let soc = hdlgen::load_str("esp.toml", &text).unwrap_or_else(|e| panic!("{e}"));
        let p = soc.programmable.as_ref().expect("programmable counters");
        assert_eq!(p.width, width);
        let files = simcfg::rtl_sources(&soc);
        for b in soc.banks.iter().filter(|b| b.programmable) {
            verilator::lint(&files, &b.module)
                .unwrap_or_else(|e| panic!("width {width}, {}: {e}", b.module));
        }
    }
}
