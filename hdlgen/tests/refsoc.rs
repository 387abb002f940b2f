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
fn build_c_firmware(soc: &hdlgen::Soc, defines: &[&str]) -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = std::env::temp_dir().join(format!(
        "hdlgen-refsoc-c-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
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
        .args(defines)
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

/// Fails the check with a message unless `cond` holds.
macro_rules! check {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

/// Checks what the C firmware printed against the harness's record: every
/// number is one monitor read, and equals the record's count of the event
/// the monitor should count at the cycle the read sampled.
fn check_c_output(soc: &hdlgen::Soc, run: &firmware::RunResult) -> Result<(), String> {
    use hdlgen::firmware::{CoreEvent, Outcome};
    let console = String::from_utf8_lossy(&run.console).into_owned();
    check!(
        run.outcome == Outcome::Exit(0),
        "{:?}; console:\n{console}",
        run.outcome
    );
    let mut printed = console.lines();
    check_counter_reads(soc, run, &mut printed)?;
    check_harness_events(soc, run, &mut printed)?;
    // The record's retirements agree with its counts.
    let loads = run.record.retired.iter().filter(|r| r.rmask != 0).count() as u64;
    check!(loads == run.record.total(CoreEvent::Load), "loads");
    check!(
        run.record.retired.len() as u64 == run.record.total(CoreEvent::Instret),
        "retirements"
    );
    Ok(())
}

/// Index of monitor `name`.
fn monitor_index(soc: &hdlgen::Soc, name: &str) -> usize {
    soc.monitors.iter().position(|m| m.name == name).unwrap()
}

/// The lines of the programmable counters and custom monitors the core
/// counts, next in `printed`: each the two values read, equal to the
/// record's counts at the cycles the reads sampled.
fn check_counter_reads(
    soc: &hdlgen::Soc,
    run: &firmware::RunResult,
    printed: &mut std::str::Lines<'_>,
) -> Result<(), String> {
    use hdlgen::firmware::CoreEvent;
    let word = |name: &str| 4 + 4 * soc.monitors[monitor_index(soc, name)].index;
    let reg = |name: &str| {
        let r = soc.tile_window().regs.iter().find(|r| r.name == name);
        r.unwrap_or_else(|| panic!("register {name}")).offset()
    };
    // What each read returns: the programmable counters count from their
    // select writes (their differences are compared), the custom monitors
    // from reset.
    let expected_reads: Vec<(u32, CoreEvent, bool)> = vec![
        (reg("prog0_count"), CoreEvent::Instret, true),
        (reg("prog1_count"), CoreEvent::Load, true),
        (reg("prog2_count"), CoreEvent::Store, true),
        (reg("prog3_count"), CoreEvent::BranchTaken, true),
        (word("loads"), CoreEvent::Load, false),
        (word("stores"), CoreEvent::Store, false),
    ];
    let reads = &run.monitor_reads;
    check!(
        reads.len() == 2 * 7,
        "{} monitor reads: {reads:?}",
        reads.len()
    );
    let (before, after) = reads.split_at(7);
    for (i, &(offset, event, delta)) in expected_reads.iter().enumerate() {
        let (a, b) = (&before[i], &after[i]);
        check!(
            (a.offset, b.offset) == (offset, offset),
            "read {i} at {:#x}",
            a.offset
        );
        let line = printed.next().unwrap_or_default();
        let nums: Vec<u64> = line
            .split_whitespace()
            .skip(2)
            .filter_map(|n| n.parse().ok())
            .collect();
        check!(
            nums == [u64::from(a.data), u64::from(b.data)],
            "{line}: not what was read"
        );
        let at = |s: u64| run.record.count_through(event, s);
        let (sa, sb) = (a.sampled, b.sampled);
        if delta {
            check!(
                u64::from(b.data - a.data) == at(sb) - at(sa),
                "{line}: the record has {} {event:?} between cycles {sa} and {sb}",
                at(sb) - at(sa)
            );
            check!(b.data > a.data, "{line}: the workload raises {event:?}");
        } else {
            check!(
                (u64::from(a.data), u64::from(b.data)) == (at(sa), at(sb)),
                "{line}: the record has {} and {} {event:?} at cycles {sa} and {sb}",
                at(sa),
                at(sb)
            );
        }
    }
    Ok(())
}

/// l1d_miss has no core signal: it counts the harness's random events,
/// which the harness recorded. Its line is next in `printed`.
fn check_harness_events(
    soc: &hdlgen::Soc,
    run: &firmware::RunResult,
    printed: &mut std::str::Lines<'_>,
) -> Result<(), String> {
    let core = soc.core.as_ref().unwrap();
    let tile = &soc.tiles[core.tile];
    let bit = soc
        .counter_of(tile.bank, monitor_index(soc, "l1d_miss"))
        .unwrap()
        .event_bit;
    let port = format!("ev_{}", tile.name);
    let (a, b) = (
        run.traffic_through(6, &port, bit),
        run.traffic_through(13, &port, bit),
    );
    let line = printed.next().unwrap_or_default();
    check!(
        line == format!("monitor l1d_miss {a} {b}"),
        "{line}: the harness raised {a} and {b}"
    );
    check!(b > a, "l1d_miss counts");
    Ok(())
}

fn c_opts() -> firmware::FirmwareOptions {
    firmware::FirmwareOptions {
        max_cycles: 2_000_000,
        ..Default::default()
    }
}

/// The C firmware reads the cpu tile's programmable counters and custom
/// monitors around a workload and prints them; every number it printed
/// equals the harness's own count from RVFI (or of its own random events)
/// at the cycle the monitor sampled it, and the monitor SoC ran in lockstep
/// with its golden model.
#[test]
fn c_firmware_prints_what_rvfi_counted() {
    let soc = load("reference_soc.toml");
    let elf = build_c_firmware(&soc, &[]);
    let run = firmware::run(&soc, &elf, &c_opts()).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{}", String::from_utf8_lossy(&run.console));
    check_c_output(&soc, &run).unwrap();
}

/// Planted bug: the reference SoC wires the loads monitor and the load
/// event to the stores. The monitor SoC still agrees with its golden model
/// (it counts what it is given), and the check against RVFI fails.
#[test]
fn a_monitor_wired_to_the_wrong_core_event_fails_the_check() {
    let soc = load("reference_soc.toml");
    let elf = build_c_firmware(&soc, &[]);
    let mut spec = firmware::refsoc_spec(&soc).unwrap();
    let top = spec
        .files
        .iter_mut()
        .find(|(n, _)| n.ends_with("_refsoc.v"))
        .unwrap();
    let good = "assign ce[2] = rvfi_valid & |rvfi_mem_rmask;";
    assert!(top.1.contains(good));
    top.1 = top
        .1
        .replace(good, "assign ce[2] = rvfi_valid & |rvfi_mem_wmask;");
    let run = firmware::run_spec(&soc, &spec, &elf, &c_opts()).unwrap();
    let err = check_c_output(&soc, &run).expect_err("the planted bug is caught");
    assert!(err.contains("prog load"), "{err}");
}

/// Planted bug in the monitor SoC: the loads counter drops back to 0 at 50.
/// The golden model, stepping from the ports the reference SoC brought
/// out, disagrees with the RTL when the firmware reads it.
#[test]
fn a_monitor_soc_bug_fails_the_lockstep() {
    let soc = load("reference_soc.toml");
    let elf = build_c_firmware(&soc, &[]);
    let mut spec = firmware::refsoc_spec(&soc).unwrap();
    let index = soc
        .monitors
        .iter()
        .find(|m| m.name == "loads")
        .unwrap()
        .index;
    let bank = spec
        .files
        .iter_mut()
        .find(|(n, _)| n.ends_with("_bank_cpu.v"))
        .unwrap();
    let good = format!("if (clear) cnt_{index} <= 32'd0;");
    assert!(bank.1.contains(&good));
    bank.1 = bank.1.replace(
        &good,
        &format!("if (clear || cnt_{index} == 32'd50) cnt_{index} <= 32'd0;"),
    );
    match firmware::run_spec(&soc, &spec, &elf, &c_opts()) {
        Err(firmware::FirmwareError::Sim(hdlgen_sim::SimError::Mismatch(m))) => {
            assert_eq!(m.port, "m_rdata", "{m}");
        }
        other => panic!("{:?}", other.map(|r| r.outcome)),
    }
}

/// Holding the core's bus handshakes (`halt`, which the packer's halt will
/// drive) stops PicoRV32 within a few cycles and loses nothing: the same
/// instructions retire in the same order, and the core-driven counts the
/// firmware prints are unchanged. Prints how many instructions retire, and
/// how late, after `halt` rises.
#[test]
fn halting_holds_the_core_and_loses_nothing() {
    let soc = load("reference_soc.toml");
    let elf = build_c_firmware(&soc, &[]);
    let free = firmware::run(&soc, &elf, &c_opts()).unwrap();
    let windows = vec![
        (1500, 1800),
        (3001, 3002),
        (4000, 4003),
        (6000, 6500),
        (9000, 9700),
    ];
    let held = firmware::run(
        &soc,
        &elf,
        &firmware::FirmwareOptions {
            halt: windows.clone(),
            ..c_opts()
        },
    )
    .unwrap();
    check_c_output(&soc, &held).unwrap();
    let seq = |r: &firmware::RunResult| -> Vec<(u32, u32, u8, u32)> {
        r.record
            .retired
            .iter()
            .map(|x| (x.pc, x.insn, x.rd, x.mem_addr))
            .collect()
    };
    assert_eq!(seq(&free), seq(&held));
    let text = |r: &firmware::RunResult| String::from_utf8_lossy(&r.console).into_owned();
    for (a, b) in text(&free).lines().zip(text(&held).lines()).take(6) {
        assert_eq!(a, b, "a core-driven count changed");
    }
    assert!(
        // Less than the 1,504 cycles held: the core computes on (a
        // multiply, a shift) until it needs the bus.
        held.cycles > free.cycles + 1_200,
        "{} cycles held, {} free",
        held.cycles,
        free.cycles
    );
    let mut worst = (0usize, 0u64);
    for &(s, e) in &windows {
        let late: Vec<u64> = held
            .record
            .retired
            .iter()
            .filter(|r| (s..e).contains(&r.cycle))
            .map(|r| r.cycle - s)
            .collect();
        worst.0 = worst.0.max(late.len());
        worst.1 = worst.1.max(late.last().copied().unwrap_or(0));
        if e - s >= 300 {
            assert!(late.len() <= 1, "window {s}..{e}: retirements at {late:?}");
        }
    }
    eprintln!(
        "after halt rises: at most {} retirement(s), the last {} cycle(s) later; {} cycles held, {} free",
        worst.0, worst.1, held.cycles, free.cycles
    );
}
