//! FuseSoC runs Verilator lint through the generated core file over every
//! top-level module, and catches a bug planted in any of them.

use std::path::Path;
use std::process::Command;

use hdlgen::model::Soc;

use super::{generated, tool, EXAMPLES};

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
