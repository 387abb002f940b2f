//! The program cross-builds for Linux on ESP's RISC-V cores, and runs there:
//! under QEMU's user mode (`scripts/setup.sh` installs it), with `--mem`, its
//! report checked as the host build's is.

use std::path::Path;
use std::process::Command;

use super::perf::{self, Shown};
use super::perf_parse::Fmt;
use super::support;

/// The program cross-builds for Linux on ESP's RISC-V cores with Debian's
/// cross linker (`scripts/setup.sh` installs it and the Rust target).
#[test]
fn cross_builds_for_riscv64_linux() {
    let dir = support::outside("stat-riscv");
    support::generate_example("esp.toml", &dir);
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stat-riscv-target");
    let o = Command::new(env!("CARGO"))
        .current_dir(dir.join("driver"))
        .env("CARGO_TARGET_DIR", &target)
        .env(
            "CARGO_TARGET_RISCV64GC_UNKNOWN_LINUX_GNU_LINKER",
            "riscv64-linux-gnu-gcc",
        )
        .env_remove("RUSTFLAGS")
        .args([
            "build",
            "--offline",
            "-q",
            "--release",
            "--features",
            "std",
            "--bin",
            "esp_demo-stat",
            "--target",
            "riscv64gc-unknown-linux-gnu",
        ])
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        o.status.success(),
        "{}\n(run scripts/setup.sh: it installs gcc-riscv64-linux-gnu and the riscv64gc-unknown-linux-gnu target)",
        String::from_utf8_lossy(&o.stderr)
    );
    let bin = target.join("riscv64gc-unknown-linux-gnu/release/esp_demo-stat");
    let elf = std::fs::read(&bin).unwrap();
    // ELF, 64-bit, little-endian, executable or PIE, machine RISC-V (243).
    assert_eq!(&elf[..4], b"\x7fELF");
    assert_eq!((elf[4], elf[5]), (2, 1));
    assert!(matches!(u16::from_le_bytes([elf[16], elf[17]]), 2 | 3));
    assert_eq!(u16::from_le_bytes([elf[18], elf[19]]), 243);
    println!(
        "esp_demo-stat for riscv64gc-unknown-linux-gnu: {} bytes",
        elf.len()
    );
    let qemu = [
        "qemu-riscv64",
        "-L",
        "/usr/riscv64-linux-gnu",
        bin.to_str().unwrap(),
    ]
    .map(String::from);
    let o = Command::new(&qemu[0])
        .args(&qemu[1..])
        .arg("--help")
        .output();
    assert!(
        o.as_ref().is_ok_and(|o| o.status.success()),
        "{o:?}\n(run scripts/setup.sh: it installs qemu-user and the riscv64 C library)"
    );
    let text = perf::quiet_run(&qemu, "qemu-quiet");
    println!("{} lines:\n{text}", text.lines().count());
    for (name, fmt) in [("qemu-human", Fmt::Human), ("qemu-json", Fmt::Json)] {
        let (text, series) = perf::measured(&qemu, name, fmt, Shown::default());
        perf::check(fmt, &text, &series, Shown::default());
    }
}
