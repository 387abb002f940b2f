//! `hdlgen sim --firmware` as a firmware author runs it: the console on
//! standard output, and each outcome and each bad input with its own exit
//! status and a message that names the file, the PC or the address.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("firmware-cli-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Assembles `source` for RV32IMC, linked at `at`, into `dir/name.elf`.
fn assemble(dir: &Path, name: &str, source: &str, at: u32) -> PathBuf {
    support::assemble_rv32(dir, name, source, at)
}

fn run(soc: &str, elf: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .current_dir(root())
        .args(["sim", "--soc", soc, "--firmware"])
        .arg(elf)
        .args(extra)
        .output()
        .unwrap()
}

/// Writes `status` to the console's exit register (examples/reference_soc.toml:
/// the console at 0x10000000, exit at +4), after printing `hi`.
fn exits_with(status: u32) -> String {
    format!(
        "  li t0, 0x10000000\n  li t1, 'h'\n  sb t1, 0(t0)\n  li t1, 'i'\n  sb t1, 0(t0)\n  li t1, {status}\n  sw t1, 4(t0)\n1: j 1b\n"
    )
}

#[test]
fn every_outcome_and_bad_input_has_its_status_and_message() {
    let dir = scratch("outcomes");
    let soc = "examples/reference_soc.toml";
    let spin = "1: j 1b\n";
    let nops = "  nop\n  nop\n1: j 1b\n";
    let cases: Vec<(&str, PathBuf, &[&str], i32, &str)> = vec![
        ("exit 0", assemble(&dir, "ok", &exits_with(0), 0), &[], 0, "the firmware exited with status 0"),
        ("exit 7", assemble(&dir, "seven", &exits_with(7), 0), &[], 3, "the firmware exited with status 7"),
        ("never exits", assemble(&dir, "spin", nops, 0), &["--max-cycles", "500"], 4, "did not exit within 500 cycles (--max-cycles); it was stopped after the instruction at pc 0x00000004"),
        ("illegal instruction", assemble(&dir, "illegal", "  nop\n  .word 0\n", 0), &[], 5, "the core trapped at pc 0x00000002: an illegal instruction"),
        ("bus error", assemble(&dir, "buserr", "  li t0, 0x20000000\n  lw t1, 0(t0)\n1: j 1b\n", 0), &["--max-cycles", "5000"], 6, "bus error: the read of address 0x20000000 was answered with an error response"),
        ("overlaps the monitors", assemble(&dir, "overlap", spin, 0x4000_0000), &[], 1, "overlaps the monitor tile windows"),
        ("does not fit the RAM", assemble(&dir, "big", spin, 0x2_0000), &[], 1, "does not fit the RAM at 0x0-0xffff"),
        ("another machine", PathBuf::from("/bin/true"), &[], 1, "/bin/true: an ELF for x86-64"),
        ("not an ELF", root().join(soc), &[], 1, "not an ELF file"),
        ("missing", dir.join("missing.elf"), &[], 1, "cannot read"),
    ];
    let mut table = String::from("| case | exit | message |\n|---|---|---|\n");
    let mut wrong = Vec::new();
    for (case, elf, extra, code, message) in &cases {
        let o = run(soc, elf, extra);
        let err = String::from_utf8_lossy(&o.stderr);
        table += &format!(
            "| {case} | {} | {} |\n",
            o.status.code().unwrap_or(-1),
            err.trim()
        );
        if o.status.code() != Some(*code) || !err.contains(message) {
            wrong.push(format!(
                "{case}: exit {:?} (expected {code}), {err:?} lacks {message:?}",
                o.status.code()
            ));
        }
        if *code == 0 || *code == 3 {
            assert_eq!(
                String::from_utf8_lossy(&o.stdout),
                "hi",
                "{case}: the console on standard output"
            );
        }
    }
    eprintln!("{table}");
    assert!(wrong.is_empty(), "{}\n\n{table}", wrong.join("\n"));
}

#[test]
fn a_description_without_a_cpu_tile_and_misused_options_are_refused() {
    let dir = scratch("no-cpu");
    let elf = assemble(&dir, "ok", &exits_with(0), 0);
    let soc = dir.join("mem_only.toml");
    std::fs::write(
        &soc,
        "[soc]\nname = \"m\"\n\n[[tile]]\nname = \"mem0\"\nkind = \"mem\"\n",
    )
    .unwrap();
    let o = run(soc.to_str().unwrap(), &elf, &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("mem_only.toml") && err.contains("no cpu tile"),
        "{err}"
    );
    for extra in [
        &["--shard", "1/2"][..],
        &["--cycles", "10"],
        &["--junit", "j.xml"],
    ] {
        let o = run("examples/reference_soc.toml", &elf, extra);
        assert_eq!(
            o.status.code(),
            Some(2),
            "{extra:?} is a random-traffic option"
        );
    }
}
