//! Shared by the front-end fuzzer (`fuzz_front_end.rs`), the corpus of
//! malformed descriptions (`bad_inputs.rs`), the consumer checks
//! (`exports.rs`, `esp_c.rs`), the driver-crate builds (`driver.rs`,
//! `embedded.rs`) and the reference SoC's firmware (`refsoc*.rs`): what a
//! rejection must look like ([`rejection`]), how to tell whether a
//! description's text escaped into generated code ([`injection`]) or a
//! name is defined twice ([`duplicates`]), the tools `scripts/setup.sh`
//! installs into the project's Python venv, bundled examples generated
//! outside the repository, and firmware assembled or built in Rust
//! ([`rust_firmware`]).

#![allow(dead_code)]

mod duplicates;
mod injection;
mod rejection;
pub mod rust_firmware;
pub mod trace;

// Each test binary uses some of these: the rest are unused there.
#[allow(unused_imports)]
pub use duplicates::duplicate_definition;
#[allow(unused_imports)]
pub use injection::{check_outputs, injected, injected_mark, strip, toml_str, EVIL, MARK};
#[allow(unused_imports)]
pub use rejection::check_rejection;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Generates the bundled example `file` into `out`.
pub fn generate_example(file: &str, out: &Path) -> hdlgen::Soc {
    let soc = hdlgen::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file),
    )
    .unwrap();
    hdlgen::output::write_tree(out, &hdlgen::emit::generate(&soc), None).unwrap();
    soc
}

/// A fresh directory outside the repository (cargo would otherwise see our
/// workspace), named for the test, the process and the call: tests of one
/// binary run on threads, and two asking for one name must not share it.
pub fn outside(name: &str) -> PathBuf {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let d = std::env::temp_dir().join(format!("hdlgen-test-{name}-{}-{call}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A program of the venv `scripts/setup.sh` creates (`$HDLGEN_PY`, default
/// `~/.cache/hdlgen/py`: python, fusesoc). Missing, it fails the test with
/// the fix rather than skipping it.
pub fn venv_tool(name: &str) -> PathBuf {
    let venv = std::env::var_os("HDLGEN_PY").map_or_else(
        || PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cache/hdlgen/py"),
        PathBuf::from,
    );
    let p = venv.join("bin").join(name);
    assert!(
        p.exists(),
        "{} is missing: run scripts/setup.sh (it installs the project's Python tools and Yices there)",
        p.display()
    );
    p
}

/// The CMSIS-SVD 1.3.11 schema (the newest 1.3 one), as the `cmsis-svd`
/// package in the venv ships it.
pub fn svd_schema() -> PathBuf {
    let out = Command::new(venv_tool("python"))
        .args([
            "-c",
            "import cmsis_svd, os; print(os.path.join(os.path.dirname(cmsis_svd.__file__), 'schemas', 'CMSIS-SVD_1_3_11.xsd'))",
        ])
        .output()
        .unwrap();
    let path = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    assert!(
        out.status.success() && path.exists(),
        "the CMSIS-SVD schema is missing: run scripts/setup.sh (it installs cmsis-svd):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// `xmllint --noout --schema CMSIS-SVD_1_3_11.xsd` over `files` in one run:
/// `Err` with xmllint's report if any breaks the schema. Panics if xmllint
/// cannot run (`scripts/setup.sh` installs libxml2-utils).
pub fn svd_schema_check(files: &[&Path]) -> Result<(), String> {
    let out = Command::new("xmllint")
        .args(["--noout", "--schema"])
        .arg(svd_schema())
        .args(files)
        .output()
        .expect("xmllint runs (scripts/setup.sh installs libxml2-utils)");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Assembles `source` (RV32IMC, placed after a global `_start` label),
/// linked at `text`, into `dir/name.elf` with Debian's bare-metal GCC.
pub fn assemble_rv32(dir: &Path, name: &str, source: &str, text: u32) -> PathBuf {
    let src = dir.join(format!("{name}.S"));
    let elf = dir.join(format!("{name}.elf"));
    std::fs::write(&src, format!(".globl _start\n_start:\n{source}\n")).unwrap();
    let o = Command::new("riscv64-unknown-elf-gcc")
        .args([
            "-march=rv32imc",
            "-mabi=ilp32",
            "-nostdlib",
            "-nostartfiles",
        ])
        .arg(format!("-Wl,-Ttext={text:#x}"))
        .arg("-Wl,--no-warn-rwx-segments")
        .arg("-o")
        .arg(&elf)
        .arg(&src)
        .output()
        .expect("riscv64-unknown-elf-gcc (scripts/setup.sh installs it)");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    elf
}
