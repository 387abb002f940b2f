//! The reference SoC: PicoRV32 with the description's monitor SoC on its
//! bus. Its generated Verilog is lint-clean, and firmware runs on it with
//! the monitors in lockstep.

use std::path::Path;

use hdlgen::firmware;

fn load(name: &str) -> hdlgen::Soc {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    hdlgen::load(&root.join("examples").join(name)).expect("example loads")
}

/// Everything hdlgen generates for the reference SoC is `-Wall` clean;
/// PicoRV32 is linted without `-Wall` (its own style), by its file only.
#[test]
fn reference_socs_lint_clean() {
    for ex in ["reference_soc.toml", "axi_wide.toml", "esp.toml"] {
        let soc = load(ex);
        let spec = firmware::refsoc_spec(&soc).expect("PicoRV32 installed (scripts/setup.sh)");
        hdlgen_sim::verilator::lint(&spec.files, &spec.top).unwrap_or_else(|e| panic!("{ex}: {e}"));
    }
}

/// Builds the C firmware of `examples/firmware/c/` for `soc` with Debian's
/// bare-metal GCC and picolibc, against the generated C header.
fn build_c_firmware(soc: &hdlgen::Soc) -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = std::env::temp_dir().join(format!("hdlgen-refsoc-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for a in hdlgen::emit::generate(soc) {
        if let Some(name) = a.path.strip_prefix("c/") {
            std::fs::write(dir.join(name), a.text).unwrap();
        }
    }
    let src = root.join("examples/firmware/c");
    let elf = dir.join("fw.elf");
    let core = soc.core.as_ref().unwrap();
    let out = std::process::Command::new("riscv64-unknown-elf-gcc")
        .args([
            "--specs=picolibc.specs",
            "-march=rv32imc",
            "-mabi=ilp32",
            "-Os",
        ])
        .args(["-Wall", "-Wextra", "-Werror", "-nostartfiles"])
        .arg(format!("-DCONSOLE_BASE={:#x}", core.console))
        .arg("-T")
        .arg(src.join("link.ld"))
        .arg("-I")
        .arg(&dir)
        .arg(src.join("start.S"))
        .arg(src.join("main.c"))
        .args([
            "-Wl,--defsym=vfprintf=__i_vfprintf",
            "-Wl,--no-warn-rwx-segments",
        ])
        .arg("-o")
        .arg(&elf)
        .output()
        .expect("riscv64-unknown-elf-gcc (scripts/setup.sh installs it)");
    assert!(
        out.status.success(),
        "firmware build failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&elf).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

/// The C firmware reads the cpu tile's programmable counters and custom
/// monitors around a workload and prints them; every number it printed
/// equals the harness's own count from RVFI at the cycle the monitor
/// sampled it, and the monitor SoC ran in lockstep with its golden model.
#[test]
fn c_firmware_prints_what_rvfi_counted() {
    use hdlgen::firmware::{CoreEvent, Outcome};
    let soc = load("reference_soc.toml");
    let elf = build_c_firmware(&soc);
    let opts = firmware::FirmwareOptions {
        max_cycles: 2_000_000,
        ..Default::default()
    };
    let run = firmware::run(&soc, &elf, &opts).unwrap_or_else(|e| panic!("{e}"));
    let console = String::from_utf8_lossy(&run.console).into_owned();
    eprintln!("{console}");
    assert_eq!(run.outcome, Outcome::Exit(0), "console:\n{console}");
    let mon = |name: &str| {
        soc.monitors
            .iter()
            .find(|m| m.name == name)
            .unwrap_or_else(|| panic!("monitor {name}"))
            .index
    };
    let reg = |name: &str| {
        soc.map
            .regs
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("register {name}"))
            .offset()
    };
    // What each read returns: the programmable counters count from their
    // select writes (their differences are compared), the custom monitors
    // from reset.
    let expected_reads: Vec<(u32, CoreEvent, bool)> = vec![
        (reg("prog0_count"), CoreEvent::Instret, true),
        (reg("prog1_count"), CoreEvent::Load, true),
        (reg("prog2_count"), CoreEvent::Store, true),
        (reg("prog3_count"), CoreEvent::BranchTaken, true),
        (4 + 4 * mon("loads"), CoreEvent::Load, false),
        (4 + 4 * mon("stores"), CoreEvent::Store, false),
    ];
    let l1d = 4 + 4 * mon("l1d_miss");
    assert_eq!(run.monitor_reads.len(), 2 * 7, "{:?}", run.monitor_reads);
    let (before, after) = run.monitor_reads.split_at(7);
    let mut printed = console.lines();
    for (i, &(offset, event, delta)) in expected_reads.iter().enumerate() {
        let (a, b) = (before[i], after[i]);
        assert_eq!((a.offset, b.offset), (offset, offset));
        let line = printed.next().expect("a line per counter");
        let nums: Vec<u64> = line
            .split_whitespace()
            .skip(2)
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(nums, [u64::from(a.data), u64::from(b.data)], "{line}");
        let at = |s: u64| run.record.count_through(event, s);
        if delta {
            assert_eq!(
                u64::from(b.data - a.data),
                at(b.sampled) - at(a.sampled),
                "{line}: {event:?} between cycles {} and {}",
                a.sampled,
                b.sampled
            );
            assert!(b.data > a.data, "{line}: the workload raises {event:?}");
        } else {
            assert_eq!(
                (u64::from(a.data), u64::from(b.data)),
                (at(a.sampled), at(b.sampled)),
                "{line}: {event:?} at cycles {} and {}",
                a.sampled,
                b.sampled
            );
        }
    }
    assert_eq!((before[6].offset, after[6].offset), (l1d, l1d));
    assert!(printed.next().unwrap().starts_with("monitor l1d_miss"));
    // The record's retirements agree with its counts.
    let loads = run.record.retired.iter().filter(|r| r.rmask != 0).count() as u64;
    assert_eq!(loads, run.record.total(CoreEvent::Load));
    assert_eq!(
        run.record.retired.len() as u64,
        run.record.total(CoreEvent::Instret)
    );
}
