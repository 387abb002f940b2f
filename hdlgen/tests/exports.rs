//! The register map as other tools read it: the CMSIS-SVD file parses with
//! `svd-parser` and its registers match the model; the SystemRDL file
//! compiles with `systemrdl-compiler` and its registers, addresses and reset
//! values match the model; FuseSoC runs Verilator lint through the generated
//! core file; the Markdown lists every register.

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::model::regdoc::{document, RegisterDoc};
use hdlgen::model::{Access, Soc};
use svd_parser::svd;

/// Generates `file` into a directory of its own for test `tag` (tests run
/// in parallel).
fn generated(file: &str, tag: &str) -> (Soc, PathBuf) {
    let soc = hdlgen::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file),
    )
    .unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("exports-{tag}-{}", soc.name));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    (soc, dir)
}

/// The Python tools `scripts/setup.sh` installs (systemrdl-compiler, FuseSoC).
fn tool(name: &str) -> PathBuf {
    let venv = std::env::var_os("HDLGEN_PY").map_or_else(
        || PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cache/hdlgen/py"),
        PathBuf::from,
    );
    let p = venv.join("bin").join(name);
    assert!(
        p.exists(),
        "{} is missing: run scripts/setup.sh (it installs systemrdl-compiler and fusesoc there)",
        p.display()
    );
    p
}

const EXAMPLES: [&str; 2] = ["esp.toml", "axi_wide.toml"];

/// The register document agrees with the model the RTL is built from:
/// offsets from the map, reset values from `reset_value`.
fn doc_matches_model(soc: &Soc, doc: &RegisterDoc) {
    for (bank, b) in soc.banks.iter().enumerate() {
        let block = &doc.blocks[bank];
        assert_eq!(block.name, format!("tile_{}", b.kind));
        for r in &block.regs {
            let m = soc.map.regs.iter().find(|m| m.name == r.name).unwrap();
            assert_eq!(r.offset, m.word * 4, "{}", r.name);
            assert_eq!(r.access, m.access, "{}", r.name);
            let tile = soc.tiles.iter().find(|t| t.bank == bank).unwrap().index;
            assert_eq!(
                soc.reset_value(bank, tile, m) & r.reset_mask(),
                r.reset(),
                "{}.{} reset",
                block.name,
                r.name
            );
        }
    }
}

#[test]
fn svd_parses_and_matches_the_model() {
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "svd");
        let doc = document(&soc);
        doc_matches_model(&soc, &doc);
        let xml = std::fs::read_to_string(dir.join(format!("svd/{}.svd", soc.name))).unwrap();
        let config = svd_parser::Config::default()
            .expand(true)
            .validate_level(svd::ValidateLevel::Strict);
        let device = svd_parser::parse_with_config(&xml, &config)
            .unwrap_or_else(|e| panic!("{file}: the SVD does not parse: {e:#}"));
        assert_eq!(device.name, soc.name);
        assert_eq!(device.peripherals.len(), doc.instances.len());
        let mut registers = 0;
        for inst in &doc.instances {
            let p = device
                .peripherals
                .iter()
                .find(|p| p.name == inst.name)
                .unwrap_or_else(|| panic!("{file}: no peripheral {}", inst.name));
            assert_eq!(p.base_address, inst.base, "{}", inst.name);
            let block = &doc.blocks[inst.block];
            let regs: Vec<_> = p.all_registers().collect();
            assert_eq!(regs.len(), block.regs.len(), "{}", inst.name);
            for r in &block.regs {
                let s = regs
                    .iter()
                    .find(|s| s.name == r.name)
                    .unwrap_or_else(|| panic!("{}.{} missing", inst.name, r.name));
                registers += 1;
                assert_eq!(s.address_offset, r.offset, "{}.{}", inst.name, r.name);
                assert_eq!(s.properties.reset_value, Some(u64::from(r.reset())));
                assert_eq!(s.properties.reset_mask, Some(u64::from(r.reset_mask())));
                let fields: Vec<_> = s.fields().collect();
                assert_eq!(fields.len(), r.fields.len(), "{}.{}", inst.name, r.name);
                for (sf, f) in fields.iter().zip(&r.fields) {
                    assert_eq!(
                        (sf.name.as_str(), sf.bit_range.offset, sf.bit_range.width),
                        (f.name.as_str(), f.lsb, f.width),
                        "{}.{}",
                        inst.name,
                        r.name
                    );
                    let (access, w1c) = match f.access {
                        Access::Ro => (svd::Access::ReadOnly, false),
                        Access::Rw => (svd::Access::ReadWrite, false),
                        Access::W1c => (svd::Access::ReadWrite, true),
                        Access::Wo => (svd::Access::WriteOnly, false),
                    };
                    assert_eq!(
                        sf.access,
                        Some(access),
                        "{}.{}.{}",
                        inst.name,
                        r.name,
                        f.name
                    );
                    assert_eq!(
                        sf.modified_write_values == Some(svd::ModifiedWriteValues::OneToClear),
                        w1c
                    );
                }
            }
        }
        assert!(registers > 100, "{file}: {registers} registers checked");
    }
}

#[test]
fn systemrdl_compiles_and_matches_the_model() {
    let python = tool("python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check_rdl.py");
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "rdl");
        let doc = document(&soc);
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let out = Command::new(&python)
            .arg(&script)
            .arg(&rdl)
            .arg(&soc.name)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{file}: systemrdl-compiler rejected {}:\n{}",
            rdl.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let listed = String::from_utf8(out.stdout).unwrap();
        let mut expect = Vec::new();
        for inst in &doc.instances {
            for r in &doc.blocks[inst.block].regs {
                // INFO's tile index is driven per tile, without a reset.
                expect.push(format!(
                    "{}.{}.{} {:#x} {:#x}",
                    soc.name,
                    inst.name,
                    r.name,
                    inst.base + u64::from(r.offset),
                    r.reset()
                ));
            }
        }
        let mut got: Vec<&str> = listed.lines().collect();
        got.sort();
        expect.sort();
        assert_eq!(got, expect, "{file}: the compiler's registers");
    }
}

#[test]
fn fusesoc_lints_the_generated_core_with_verilator() {
    let fusesoc = tool("fusesoc");
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "fusesoc");
        let core = std::fs::read_to_string(dir.join(format!("{}.core", soc.name))).unwrap();
        let list = std::fs::read_to_string(dir.join(format!("rtl/{}.f", soc.name))).unwrap();
        for f in list.lines() {
            assert!(core.contains(&format!("- rtl/{f}\n")), "{f} is in the core");
        }
        let build = dir.join("fusesoc-build");
        std::fs::create_dir_all(&build).unwrap();
        let out = Command::new(&fusesoc)
            .current_dir(&build)
            .arg("--cores-root")
            .arg(&dir)
            .args(["run", "--target", "lint"])
            .arg(format!(
                "hdlgen:monitors:{}:{}",
                soc.name,
                env!("CARGO_PKG_VERSION")
            ))
            .output()
            .unwrap();
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{file}: fusesoc lint failed:\n{log}");
        assert!(
            log.contains("lint-verilator"),
            "{file}: Verilator ran:\n{log}"
        );
    }
}

#[test]
fn markdown_lists_every_window_register_and_field() {
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "md");
        let doc = document(&soc);
        let md =
            std::fs::read_to_string(dir.join(format!("docs/{}_registers.md", soc.name))).unwrap();
        for inst in &doc.instances {
            assert!(md.contains(&format!("| {}", inst.name)), "{}", inst.name);
            assert!(md.contains(&format!("`{:#010x}`", inst.base)));
        }
        for b in &doc.blocks {
            let section = md
                .split(&format!("\n## {}\n", b.name))
                .nth(1)
                .unwrap_or_else(|| panic!("{file}: no section {}", b.name));
            let section = section.split("\n## ").next().unwrap();
            for r in &b.regs {
                let row = format!("| `{:#05x}` | **{}** | | | ", r.offset, r.name);
                let at = section
                    .find(&row)
                    .unwrap_or_else(|| panic!("{file}: {}.{} row", b.name, r.name));
                let fields = section[at..].lines().skip(1).take(r.fields.len());
                for (line, f) in fields.zip(&r.fields) {
                    assert!(line.contains(&format!(" | {} | ", f.name)), "{line}");
                }
            }
        }
    }
}
