//! Generated RTL elaborates in Yosys with no latches and no structural
//! problems (`check -assert`: multiple drivers, undriven or unused-driver nets).
//! Full synthesis with area and Fmax reports lives in `fpga/`.

use std::path::Path;
use std::process::Command;

fn yosys_check(file: &str) {
    let soc = hdlgen::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file),
    )
    .unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("yosys-{}", soc.name));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    let rtl = dir.join("rtl");
    let list = std::fs::read_to_string(rtl.join(format!("{}.f", soc.name))).unwrap();
    let sources: Vec<&str> = list.lines().collect();
    // The SoC wrapper covers every bank and tile; the packer and the
    // AutoCounter modules stand alone.
    let autocounters = soc
        .autocounter
        .iter()
        .flat_map(|a| a.domains.iter().map(|d| d.module.clone()));
    let tops = std::iter::once(soc.top_module.clone())
        .chain(soc.packer.iter().map(|p| p.module.clone()))
        .chain(autocounters);
    for top in tops {
        let script = format!(
            "read_verilog {}; hierarchy -check -top {top}; proc; opt_clean; check -assert; \
             select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr",
            sources.join(" "),
        );
        let out = Command::new("yosys")
            .current_dir(&rtl)
            .args(["-q", "-p", &script])
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "Yosys is needed for this test and was not found ({e}): run scripts/setup.sh"
                )
            });
        assert!(
            out.status.success(),
            "{file} ({top}): yosys found a problem:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn esp_example_has_no_latches() {
    yosys_check("esp.toml");
}

#[test]
fn axi_example_has_no_latches() {
    yosys_check("axi_wide.toml");
}
