//! The generated driver crate as embedded firmware uses it: it builds,
//! passes clippy and documents without a warning for the four common
//! bare-metal targets (two without atomic swap), and a typed monitor accessor
//! compiles to exactly one load.

mod support;

use std::path::Path;
use std::process::Command;

use support::{generate_example, outside};

/// Bare-metal targets `scripts/setup.sh` installs with `rustup target add`.
const TARGETS: [&str; 4] = [
    "thumbv6m-none-eabi",
    "thumbv7em-none-eabihf",
    "riscv32imc-unknown-none-elf",
    "riscv64gc-unknown-none-elf",
];

fn cargo(dir: &Path, target_dir: &Path, args: &[&str], env: &[(&str, &str)]) -> String {
    let out = Command::new(env!("CARGO"))
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir)
        .env_remove("RUSTFLAGS")
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo {} failed in {} (targets come from scripts/setup.sh):\n{}",
        args.join(" "),
        dir.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn driver_crates_build_for_bare_metal_targets_clippy_and_doc_clean() {
    for file in ["esp.toml", "axi_wide.toml"] {
        let root = outside(file.trim_end_matches(".toml"));
        generate_example(file, &root.join("gen"));
        let krate = root.join("gen/driver");
        let target_dir = root.join("target");
        for t in TARGETS {
            cargo(
                &krate,
                &target_dir,
                &["clippy", "--offline", "--target", t, "--", "-D", "warnings"],
                &[],
            );
        }
        cargo(
            &krate,
            &target_dir,
            &["doc", "--offline", "--no-deps"],
            &[("RUSTDOCFLAGS", "-D warnings")],
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}

/// `mon.mem(0).mon_ddr_word_transfer()` on `BareMetal`, built for
/// thumbv7em-none-eabihf at `opt-level = "s"` and disassembled: one load, no
/// call (the bounds checks fold away: tile, offset and base are constants).
#[test]
fn a_typed_accessor_is_one_load() {
    let root = outside("disasm");
    let soc = generate_example("esp.toml", &root.join("gen"));
    let probe = root.join("probe");
    write_probe(
        &probe,
        &soc.name,
        "[lib]\ncrate-type = [\"staticlib\"]\n\n[profile.release]\nopt-level = \"s\"\npanic = \"abort\"\n",
        "#![no_std]\n\n\
         #[no_mangle]\n\
         pub fn probe(mon: &mut Monitors<BareMetal>) -> u32 {\n\
         \x20   mon.mem(0).mon_ddr_word_transfer()\n\
         }\n\n\
         #[panic_handler]\n\
         fn panic(_: &core::panic::PanicInfo) -> ! {\n\
         \x20   loop {}\n\
         }\n",
    );
    let target_dir = root.join("target");
    cargo(
        &probe,
        &target_dir,
        &[
            "build",
            "--offline",
            "--release",
            "--target",
            "thumbv7em-none-eabihf",
        ],
        &[],
    );
    let lib = target_dir.join("thumbv7em-none-eabihf/release/libprobe.a");
    let out = Command::new("llvm-objdump")
        .args(["-d", "--no-show-raw-insn", "--disassemble-symbols=probe"])
        .arg(&lib)
        .output()
        .expect("llvm-objdump runs (scripts/setup.sh installs llvm)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains("<probe>:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .collect();
    let mnemonic = |l: &&str| l.split_whitespace().nth(1).unwrap_or("").to_string();
    let loads = body
        .iter()
        .filter(|l| mnemonic(l).starts_with("ldr"))
        .count();
    let calls = body
        .iter()
        .filter(|l| mnemonic(l).starts_with("bl"))
        .count();
    eprintln!("probe:\n{}", body.join("\n"));
    assert!(!body.is_empty(), "no probe in:\n{text}");
    assert_eq!(loads, 1, "one load:\n{}", body.join("\n"));
    assert_eq!(calls, 0, "no call (no panic path):\n{}", body.join("\n"));
    let _ = std::fs::remove_dir_all(&root);
}

/// Writes a crate at `dir` that depends on the generated crate `<name>_monitors`
/// at `../gen/driver`, with `extra` appended to its manifest and, after a `use`
/// of `BareMetal` and `Monitors`, `code` as its `src/lib.rs`.
fn write_probe(dir: &Path, name: &str, extra: &str, code: &str) {
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [dependencies]\n{name}_monitors = {{ path = \"../gen/driver\" }}\n\n{extra}"
        ),
    )
    .unwrap();
    // An inner attribute (`#![no_std]`) must come first.
    let (inner, rest) = match code.strip_prefix("#![no_std]\n") {
        Some(rest) => ("#![no_std]\n", rest),
        None => ("", code),
    };
    std::fs::write(
        dir.join("src/lib.rs"),
        format!("{inner}use {name}_monitors::{{BareMetal, Monitors}};\n{rest}"),
    )
    .unwrap();
}

/// A probe crate using the generated crate at `gen/driver` with `body` as
/// the body of `fn probe(mon: &mut Monitors<BareMetal>) -> u32`; builds it
/// for the host and returns (success, compiler output).
fn build_probe(root: &Path, name: &str, body: &str) -> (bool, String) {
    let probe = root.join(format!("probe-{}", body.len()));
    write_probe(
        &probe,
        name,
        "",
        &format!("pub fn probe(mon: &mut Monitors<BareMetal>) -> u32 {{\n    {body}\n}}\n"),
    );
    let out = Command::new(env!("CARGO"))
        .current_dir(&probe)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env_remove("RUSTFLAGS")
        .args(["build", "--offline"])
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Each tile kind's handle has the monitors of that kind only: asking a CPU
/// tile for the DDR monitor (a mem-tile monitor) does not compile, while the
/// mem tile's handle has it.
#[test]
fn a_monitor_the_kind_lacks_is_a_compile_error() {
    let root = outside("kinds");
    let soc = generate_example("esp.toml", &root.join("gen"));
    let (ok, log) = build_probe(&root, &soc.name, "mon.mem(0).mon_ddr_word_transfer()");
    assert!(ok, "the mem tile has the DDR monitor:\n{log}");
    let (ok, log) = build_probe(&root, &soc.name, "mon.cpu(0).mon_ddr_word_transfer()");
    assert!(!ok, "a CPU tile has no DDR monitor");
    assert!(
        log.contains("no method named `mon_ddr_word_transfer` found") && log.contains("CpuTile<"),
        "{log}"
    );
    let _ = std::fs::remove_dir_all(&root);
}
