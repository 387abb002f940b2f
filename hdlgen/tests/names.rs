//! Names that are no keyword of Verilog, SystemVerilog, Rust or C are
//! accepted, even where they look like what generated code uses (`clk`,
//! `rst`, `rst_n`, `main`), and everything generated from them still builds:
//! a collision would show as a lint, compiler or crate error here.

use std::path::Path;
use std::process::Command;

fn run(cmd: &mut Command, what: &str) {
    let o = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run ({e}); run scripts/setup.sh"));
    assert!(
        o.status.success(),
        "{what} failed:\n{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn port_like_names_are_accepted_in_every_slot_and_build() {
    let desc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/names/not_keywords.toml");
    let soc = hdlgen::load(&desc).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(soc.name, "main");
    let names: Vec<&str> = soc.tiles.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["clk", "rst", "rst_n", "main"]);
    // Outside the workspace, as users build the crate.
    let out = std::env::temp_dir().join(format!("hdlgen-names-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    hdlgen::output::write_tree(&out, &hdlgen::emit::generate(&soc), None).unwrap();

    let mut tops = vec![soc.top_module.clone()];
    tops.extend(soc.banks.iter().map(|b| b.tile_module.clone()));
    tops.extend(soc.packer.iter().map(|p| p.module.clone()));
    tops.extend(
        soc.autocounter
            .iter()
            .flat_map(|a| a.domains.iter().map(|d| d.module.clone())),
    );
    assert_eq!(tops.len(), 1 + 3 + 1 + 2);
    for top in &tops {
        run(
            Command::new("verilator")
                .current_dir(out.join("rtl"))
                .args(["--lint-only", "-Wall", "-f", "main.f", "--top-module", top]),
            &format!("verilator --lint-only -Wall {top}"),
        );
    }
    let header = out.join("c/main_monitors.h");
    for (cc, lang) in [("gcc", "c"), ("g++", "c++")] {
        run(
            Command::new(cc)
                .args([
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-pedantic",
                    "-fsyntax-only",
                    "-x",
                    lang,
                ])
                .arg(&header),
            &format!("{cc} on the header"),
        );
    }
    run(
        Command::new(env!("CARGO"))
            .current_dir(out.join("driver"))
            .env("CARGO_TARGET_DIR", out.join("target"))
            .env_remove("RUSTFLAGS")
            .args(["test", "--offline", "-q"]),
        "cargo test of the driver crate",
    );
    let _ = std::fs::remove_dir_all(&out);
}
