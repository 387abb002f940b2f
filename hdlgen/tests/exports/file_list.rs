//! `verilator -F` reads the generated file list from anywhere, as the
//! README's commands do.

use std::path::Path;
use std::process::Command;

use super::{generated, EXAMPLES};

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
