//! The register map as other tools read it: the CMSIS-SVD file parses with
//! `svd-parser` and its registers match the model; the SystemRDL file
//! compiles with `systemrdl-compiler` and its registers, addresses and reset
//! values match the model; FuseSoC runs Verilator lint through the generated
//! core file over every top-level module; `verilator -F` reads the file list
//! from anywhere; the Markdown lists every register; every document states
//! the access policy.

use std::path::{Path, PathBuf};

use hdlgen::model::{Access, Register, Soc, WindowInstance};
use svd_parser::svd;

mod support;

#[path = "exports/file_list.rs"]
mod file_list;
#[path = "exports/fusesoc.rs"]
mod fusesoc;
#[path = "exports/peakrdl.rs"]
mod peakrdl;
#[path = "exports/policy.rs"]
mod policy;
#[path = "exports/policy_soc.rs"]
mod policy_soc;
#[path = "exports/rdl.rs"]
mod rdl;

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
    support::venv_tool(name)
}

const EXAMPLES: [&str; 2] = ["esp.toml", "axi_wide.toml"];

/// A window type as the exports list it: its name and the registers it
/// implements.
struct Block<'a> {
    name: &'a str,
    regs: Vec<&'a Register>,
}

/// Every window type and every window on the bus, as the exports list them.
struct Doc<'a> {
    blocks: Vec<Block<'a>>,
    instances: Vec<WindowInstance>,
}

fn document(soc: &Soc) -> Doc<'_> {
    Doc {
        blocks: soc
            .windows()
            .into_iter()
            .map(|w| Block {
                name: &w.name,
                regs: w.implemented().collect(),
            })
            .collect(),
        instances: soc.window_instances(),
    }
}

/// Every tile kind's window keeps the shared layout (offsets and access
/// decided by the map), and its reset values differ between tiles only in
/// the bits the reset mask leaves out.
fn doc_matches_model(soc: &Soc, doc: &Doc) {
    for (bank, b) in soc.banks.iter().enumerate() {
        let block = &doc.blocks[bank];
        assert_eq!(block.name, format!("tile_{}", b.kind));
        for r in &block.regs {
            let m = soc
                .tile_window()
                .regs
                .iter()
                .find(|m| m.name == r.name)
                .unwrap();
            assert_eq!(r.offset(), m.word * 4, "{}", r.name);
            assert_eq!(r.access, m.access, "{}", r.name);
            for t in soc.tiles.iter().filter(|t| t.bank == bank) {
                assert_eq!(
                    r.reset_in(t.index) & r.reset_mask(),
                    r.reset(),
                    "{}.{} reset",
                    block.name,
                    r.name
                );
            }
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
            let block = &doc.blocks[inst.window];
            let regs: Vec<_> = p.all_registers().collect();
            assert_eq!(regs.len(), block.regs.len(), "{}", inst.name);
            for r in &block.regs {
                let s = regs
                    .iter()
                    .find(|s| s.name == r.name)
                    .unwrap_or_else(|| panic!("{}.{} missing", inst.name, r.name));
                registers += 1;
                assert_eq!(s.address_offset, r.offset(), "{}.{}", inst.name, r.name);
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

/// `xmllint --schema` against CMSIS-SVD 1.3.11 (svd-parser does not check
/// element order; the schema does).
#[test]
fn svd_validates_against_the_cmsis_svd_schema() {
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "svd-schema");
        let svd = dir.join(format!("svd/{}.svd", soc.name));
        if let Err(e) = support::svd_schema_check(&[&svd]) {
            panic!("{file}: the SVD breaks the CMSIS-SVD schema:\n{e}");
        }
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
                let row = format!("| `{:#05x}` | **{}** | | | ", r.offset(), r.name);
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
