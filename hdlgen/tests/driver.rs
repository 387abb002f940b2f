//! The generated driver crate builds on its own, outside this repository, as a
//! firmware author would use it; the C header compiles warning-free.

mod support;

use std::path::Path;
use std::process::Command;

use support::{generate_example, outside};

fn cargo(dir: &Path, target: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO"))
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .args(args)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo {} failed in {}:\n{}",
        args.join(" "),
        dir.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn driver_crates_build_standalone() {
    // The reference SoC has no mem or acc tile and one AutoCounter domain:
    // loops over no tiles and a one-domain stride must stay clippy-clean.
    for file in ["esp.toml", "axi_wide.toml", "reference_soc.toml"] {
        let root = outside(file.trim_end_matches(".toml"));
        let soc = generate_example(file, &root.join("gen"));
        let krate = root.join("gen/driver");
        let target = root.join("target");
        assert!(!krate.join("../../Cargo.toml").exists());
        cargo(&krate, &target, &["build", "--offline"]);
        cargo(
            &krate,
            &target,
            &["build", "--offline", "--no-default-features"],
        );
        cargo(
            &krate,
            &target,
            &["build", "--offline", "--features", "std"],
        );
        cargo(&krate, &target, &["test", "--offline"]);
        cargo(
            &krate,
            &target,
            &[
                "clippy",
                "--offline",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        );
        cargo(
            &krate,
            &target,
            &[
                "clippy",
                "--offline",
                "--features",
                "std",
                "--",
                "-D",
                "warnings",
            ],
        );
        cargo(&krate, &target, &["fmt", "--check"]);
        let lib = std::fs::read_to_string(krate.join("src/lib.rs")).unwrap();
        assert!(lib.contains("no_std"), "{} is no_std by default", soc.name);
        let _ = std::fs::remove_dir_all(&root);
    }
}

#[test]
fn c_header_compiles_without_warnings() {
    for file in ["esp.toml", "axi_wide.toml"] {
        let root = outside(&format!("c-{file}"));
        let soc = generate_example(file, &root);
        let c = root.join("use.c");
        std::fs::write(
            &c,
            format!(
                "#include \"{name}_monitors.h\"\n\
                 uint64_t probe(uintptr_t base);\n\
                 uint64_t probe(uintptr_t base) {{\n\
                 \x20   {name}_snapshot_all(base, 1);\n\
                 \x20   uint64_t v = {name}_read_monitor64(base, {name_u}_TILE_{t}, MON_ACC_TOT_LO_INDEX);\n\
                 \x20   v += {name}_read_monitor(base, 0, MON_DDR_WORD_TRANSFER_INDEX);\n\
                 \x20   {name}_snapshot(base, 1, 0);\n\
                 \x20   return {name}_sub(v, 0, {name_u}_WIDTH_ACC_TOT) + MON_NOC_QUEUES_FULL_BASE_INDEX;\n\
                 }}\n",
                name = soc.name,
                name_u = soc.name.to_uppercase(),
                t = soc.tiles[0].name.to_uppercase()
            ),
        )
        .unwrap();
        for std in ["c99", "c11"] {
            let out = Command::new("gcc")
                .args([
                    &format!("-std={std}"),
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-pedantic",
                    "-c",
                    "-o",
                ])
                .arg(root.join("use.o"))
                .arg("-I")
                .arg(root.join("c"))
                .arg(&c)
                .output()
                .expect("gcc runs");
            assert!(
                out.status.success(),
                "{file} -std={std}:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let _ = std::fs::remove_dir_all(&root);
    }
}
