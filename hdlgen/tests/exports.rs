//! The register map as other tools read it: the CMSIS-SVD file parses with
//! `svd-parser` and its registers match the model; the SystemRDL file
//! compiles with `systemrdl-compiler` and its registers, addresses and reset
//! values match the model; FuseSoC runs Verilator lint through the generated
//! core file over every top-level module; `verilator -F` reads the file list
//! from anywhere; the Markdown lists every register.

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::model::regdoc::{document, RegisterDoc};
use hdlgen::model::{Access, Soc};
use svd_parser::svd;

mod support;

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

/// Every field says in the SystemRDL what a write does in the RTL, as
/// systemrdl-compiler reads it back from the elaborated tree: read-only
/// fields `sw = r`, W1C flags `onwrite = woclr`, every one-cycle strobe
/// `singlepulse` (so a block generated from the RDL, e.g. by
/// PeakRDL-regblock, does not hold it at 1), and `swmod` where any write
/// acts, whatever its value (AutoCounter `pop`, `global_snapshot`) or on top
/// of storing it (`snapshot`, which takes a new snapshot on every write of
/// 1, and the packer's `ctrl`, whose every write re-arms the triggers);
/// `hwset`/`hwclr` where the hardware changes a stored value (W1C flags,
/// `snapshot` under the SoC-wide snapshot).
#[test]
fn systemrdl_says_what_every_write_does() {
    use hdlgen::model::regdoc::WriteEffect;
    let python = tool("python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check_rdl.py");
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "rdl-fields");
        let doc = document(&soc);
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let out = Command::new(&python)
            .arg(&script)
            .arg(&rdl)
            .arg(&soc.name)
            .arg("--fields")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{file}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut expect = Vec::new();
        for inst in &doc.instances {
            for r in &doc.blocks[inst.block].regs {
                for f in &r.fields {
                    let (sw, onwrite) = match f.access {
                        Access::Ro => ("r", "none"),
                        Access::Rw => ("rw", "none"),
                        Access::W1c => ("rw", "woclr"),
                        Access::Wo => ("w", "none"),
                    };
                    let pulse = u8::from(f.effect != WriteEffect::Store);
                    let swmod = u8::from(f.effect == WriteEffect::PulseOnWrite || f.write_acts);
                    // W1C flags are set by the hardware.
                    let hwset = u8::from(f.hw_sets_clears || f.access == Access::W1c);
                    let hwclr = u8::from(f.hw_sets_clears);
                    expect.push(format!(
                        "{}.{}.{}.{} sw={sw} onwrite={onwrite} singlepulse={pulse} swmod={swmod} hwset={hwset} hwclr={hwclr}",
                        soc.name, inst.name, r.name, f.name
                    ));
                }
            }
        }
        let listed = String::from_utf8(out.stdout).unwrap();
        let got: Vec<&str> = listed.lines().collect();
        let missing: Vec<&String> = expect
            .iter()
            .filter(|e| !got.contains(&e.as_str()))
            .collect();
        let extra: Vec<&&str> = got
            .iter()
            .filter(|g| !expect.iter().any(|e| e == **g))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty() && got.len() == expect.len(),
            "{file}: the compiler's fields differ from the model's\n  model says:\n    {}\n  compiler read:\n    {}",
            missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n    "),
            extra.iter().map(|s| **s).collect::<Vec<_>>().join("\n    ")
        );

        // The strobes of the Verilog templates, named here rather than taken
        // from the model: the tile's ctrl.clear (`clear = ctrl_wr &
        // wr_data[1]`) and global_snapshot (`gsnap_set_req`/`gsnap_clr_req`),
        // the packer's cmd.flush and cmd.clear_drops, the AutoCounter's pop
        // (`pop_cmd`, any write).
        let mut strobes = vec![("ctrl.clear", 0), ("global_snapshot.take", 1)];
        if soc.packer.is_some() {
            strobes.extend([("cmd.flush", 0), ("cmd.clear_drops", 0)]);
        }
        if soc.autocounter.is_some() {
            strobes.push(("pop.pop", 1));
        }
        for (field, swmod) in strobes {
            let lines: Vec<&str> = got
                .iter()
                .copied()
                .filter(|l| l.split(' ').next().unwrap().ends_with(&format!(".{field}")))
                .collect();
            assert!(!lines.is_empty(), "{file}: no field {field}");
            for l in lines {
                assert!(
                    l.ends_with(&format!(
                        " sw=w onwrite=none singlepulse=1 swmod={swmod} hwset=0 hwclr=0"
                    )),
                    "{file}: {l}"
                );
            }
        }
        // Stored fields whose write acts as well; the snapshot, which the
        // SoC-wide snapshot also takes and releases (`gsnap_set`/`gsnap_clr`).
        for (field, hw) in [
            ("snapshot.active", 1),
            ("ctrl.start_trigger", 0),
            ("ctrl.stop_trigger", 0),
        ] {
            for l in got
                .iter()
                .filter(|l| l.split(' ').next().unwrap().ends_with(&format!(".{field}")))
            {
                assert!(
                    l.ends_with(&format!(
                        " sw=rw onwrite=none singlepulse=0 swmod=1 hwset={hw} hwclr={hw}"
                    )),
                    "{file}: {l}"
                );
            }
        }
        // W1C flags and read-only values, counted from the compiler's view.
        let count = |p: &str| got.iter().filter(|l| l.contains(p)).count();
        assert!(count(" onwrite=woclr ") > 10, "{file}: W1C flags");
        assert!(count(" sw=r ") > 50, "{file}: read-only fields");
    }
}

/// Runs FuseSoC target `target` of the core in `dir`; the log and success.
fn fusesoc_run(soc: &Soc, dir: &Path, target: &str) -> (bool, String) {
    let build = dir.join(format!("fusesoc-build-{target}"));
    let _ = std::fs::remove_dir_all(&build);
    std::fs::create_dir_all(&build).unwrap();
    let out = Command::new(tool("fusesoc"))
        .current_dir(&build)
        .arg("--cores-root")
        .arg(dir)
        .args(["run", "--target", target])
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
    (out.status.success(), log)
}

/// The top-level modules of the generated `rtl/` as its text says: every
/// module defined there that no other file instantiates.
fn tops_in_rtl(dir: &Path) -> Vec<String> {
    let mut defined = Vec::new();
    let mut texts = Vec::new();
    for e in std::fs::read_dir(dir.join("rtl")).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "v") {
            let text = std::fs::read_to_string(&path).unwrap();
            for l in text.lines() {
                if let Some(rest) = l.strip_prefix("module ") {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    defined.push((name, path.clone()));
                }
            }
            texts.push((path, text));
        }
    }
    let mut tops: Vec<String> = defined
        .iter()
        .filter(|(m, file)| {
            !texts.iter().any(|(path, text)| {
                path != file
                    && text.lines().any(|l| {
                        l.trim_start()
                            .strip_prefix(m.as_str())
                            .is_some_and(|r| r.starts_with(' '))
                    })
            })
        })
        .map(|(m, _)| m.clone())
        .collect();
    tops.sort();
    tops
}

/// FuseSoC's `lint` target lints every top-level module of the output in one
/// Verilator run, through the lint-only wrapper: the SoC wrapper, and the
/// stand-alone tiles, the packer and the AutoCounter domains it does not
/// instantiate.
#[test]
fn fusesoc_lint_covers_every_top_level_module() {
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "fusesoc");
        let core = std::fs::read_to_string(dir.join(format!("{}.core", soc.name))).unwrap();
        let list = std::fs::read_to_string(dir.join(format!("rtl/{}.f", soc.name))).unwrap();
        for f in list.lines() {
            let name = Path::new(f).file_name().unwrap().to_string_lossy();
            assert!(
                core.contains(&format!("- rtl/{name}\n")),
                "{f} is in the core"
            );
        }
        let mut tops = hdlgen::emit::fusesoc::top_modules(&soc);
        tops.sort();
        assert_eq!(tops, tops_in_rtl(&dir), "{file}: the top-level modules");
        if file == "axi_wide.toml" {
            // SoC, four tile kinds, packer, two AutoCounter domains.
            assert_eq!(tops.len(), 8, "{tops:?}");
        }
        let lint = hdlgen::emit::fusesoc::lint_module(&soc);
        let wrapper = std::fs::read_to_string(dir.join(format!("lint/{lint}.v"))).unwrap();
        for top in &tops {
            assert!(
                wrapper.contains(&format!("    {top} u_{top} ();\n")),
                "{file}: the lint wrapper instantiates {top}"
            );
        }
        assert!(core.contains(&format!("    toplevel: {lint}\n")), "{core}");
        let (ok, log) = fusesoc_run(&soc, &dir, "lint");
        assert!(ok, "{file}: fusesoc lint failed:\n{log}");
        assert!(
            log.contains("lint-verilator"),
            "{file}: Verilator ran:\n{log}"
        );
    }
}

/// A width bug planted in an AutoCounter module (which the SoC wrapper does
/// not instantiate) fails the `lint` target, and so does one planted in any
/// other top-level module: one run reports every one of them.
#[test]
fn fusesoc_lint_catches_a_bug_in_every_top_level_module() {
    let (soc, dir) = generated("axi_wide.toml", "fusesoc-bug");
    let dom = &soc.autocounter.as_ref().unwrap().domains[0];
    let path = dir.join(format!("rtl/{}.v", dom.module));
    let text = std::fs::read_to_string(&path).unwrap();
    let planted = text.replacen(
        "wire [63:0] local_next = local_q + 64'd1;",
        "wire [62:0] local_next = local_q + 64'd1;",
        1,
    );
    assert_ne!(planted, text, "the bug was planted");
    std::fs::write(&path, planted).unwrap();
    let (ok, log) = fusesoc_run(&soc, &dir, "lint");
    assert!(
        !ok,
        "the lint target caught the AutoCounter's width bug:\n{log}"
    );
    let warned = |log: &str, module: &str| {
        log.lines()
            .any(|l| l.contains("%Warning-WIDTH") && l.contains(&format!("/rtl/{module}.v:")))
    };
    assert!(warned(&log, &dom.module), "{log}");

    // The same kind of bug in every other top-level module at once.
    let tops = hdlgen::emit::fusesoc::top_modules(&soc);
    for top in tops.iter().filter(|t| **t != dom.module) {
        let path = dir.join(format!("rtl/{top}.v"));
        let text = std::fs::read_to_string(&path).unwrap();
        let at = text.rfind("endmodule").unwrap();
        let planted = format!(
            "{}    wire [6:0] planted = 8'd200;\n{}",
            &text[..at],
            &text[at..]
        );
        std::fs::write(&path, planted).unwrap();
    }
    let (ok, log) = fusesoc_run(&soc, &dir, "lint");
    assert!(!ok, "the lint target caught the planted bugs:\n{log}");
    for top in &tops {
        assert!(warned(&log, top), "{top}: no WIDTH warning:\n{log}");
    }
}

/// `rtl/<soc>.f` names files relative to itself, so `verilator -F` reads it
/// from any directory (the command in docs/outputs.md), for every top-level
/// module.
#[test]
fn the_file_list_works_with_verilator_dash_f_from_anywhere() {
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "filelist");
        let list = dir.join(format!("rtl/{}.f", soc.name));
        let elsewhere = dir.join("elsewhere");
        std::fs::create_dir_all(&elsewhere).unwrap();
        for top in hdlgen::emit::fusesoc::top_modules(&soc) {
            let out = Command::new("verilator")
                .current_dir(&elsewhere)
                .args(["--lint-only", "-Wall", "-F"])
                .arg(&list)
                .args(["--top-module", &top])
                .output()
                .expect("verilator runs (scripts/setup.sh installs it)");
            assert!(
                out.status.success(),
                "{file}: verilator -F {} --top-module {top}:\n{}",
                list.display(),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// The `verilator ... -F rtl-out/...` commands that the README sends readers
/// to (docs/outputs.md, the file list's row) work as written from the
/// repository root, on the committed output (kept current by
/// `tests/cli.rs`), and from another directory with the paths made absolute;
/// the same command with `-f` does not (the list's names are relative to the
/// list, not to where Verilator runs).
#[test]
fn the_readmes_file_list_commands_work() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let page = std::fs::read_to_string(root.join("docs/outputs.md")).unwrap();
    let commands: Vec<Vec<&str>> = page
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|c| c.starts_with("verilator ") && c.contains(" -F "))
        .map(|c| c.split_whitespace().skip(1).collect())
        .collect();
    assert!(
        commands.len() >= 2,
        "the verilator -F commands of docs/outputs.md"
    );
    let elsewhere = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme-file-list");
    std::fs::create_dir_all(&elsewhere).unwrap();
    for args in &commands {
        let absolute: Vec<String> = args
            .iter()
            .map(|a| {
                if a.starts_with("rtl-out/") {
                    root.join(a).to_string_lossy().into_owned()
                } else {
                    a.to_string()
                }
            })
            .collect();
        let dash_f: Vec<&str> = args
            .iter()
            .map(|a| if *a == "-F" { "-f" } else { a })
            .collect();
        for (cwd, args, works) in [
            (
                root.as_path(),
                args.iter().map(|a| a.to_string()).collect(),
                true,
            ),
            (elsewhere.as_path(), absolute, true),
            (
                root.as_path(),
                dash_f.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
                false,
            ),
        ] {
            let out = Command::new("verilator")
                .current_dir(cwd)
                .args(&args)
                .output()
                .expect("verilator runs (scripts/setup.sh installs it)");
            assert_eq!(
                out.status.success(),
                works,
                "verilator {} (in {}):\n{}",
                args.join(" "),
                cwd.display(),
                String::from_utf8_lossy(&out.stderr)
            );
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
