//! The trace packer on a real core: PicoRV32's RVFI retirements feed the
//! packer of the reference SoC, firmware programs its watchpoints, and the
//! decoded stream must be exactly the retirements that configuration
//! selects, with the counters, cycles and halted cycles of the harness's
//! own record. Halting holds the core and loses nothing; without it, the
//! drops the packer counts are the retirements missing from the stream.
//! Planted bugs (a watchpoint bound off by one, halt a cycle late) fail.

mod support;

use std::path::Path;

use hdlgen::firmware::{self, FirmwareOptions, RunResult};
use support::trace::{check, check_halting, halt_latency, packer, preg};

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `examples/reference_soc.toml` with `edit` applied to its `[packer]` lines.
fn reference(edit: impl Fn(&str) -> String) -> hdlgen::Soc {
    let text = std::fs::read_to_string(root().join("examples/reference_soc.toml")).unwrap();
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = support::outside(&format!("trace-desc-{n}"));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("reference_soc.toml");
    std::fs::write(&path, edit(&text)).unwrap();
    let soc = hdlgen::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    soc
}

/// CTRL bits the program writes.
const ENABLE: u32 = 1;
const HALT_ENABLE: u32 = 4;

/// A program that traces a loop: watchpoint 0 includes the loop's range
/// (its first instruction to the backward branch, inclusive), watchpoint 1
/// excludes one instruction inside it. It turns tracing off after the
/// loop, waits for the stream to drain, and exits with the drop count.
fn program(soc: &hdlgen::Soc, ctrl: u32, iterations: u32) -> Vec<u8> {
    let core = soc.core.as_ref().unwrap();
    let src = format!(
        "    li t0, {base:#x}
    la t1, loop
    sw t1, {a0}(t0)
    la t1, loop_end
    sw t1, {b0}(t0)
    li t1, 3
    sw t1, {cfg0}(t0)
    la t1, skip
    sw t1, {a1}(t0)
    li t1, 5
    sw t1, {cfg1}(t0)
    li t1, {ctrl}
    sw t1, {ctrl_reg}(t0)
    li a0, 0
    li t3, {iterations}
    li t4, 0x800
loop:
    addi a0, a0, 3
    lw a1, 0(t4)
    sw a0, 0(t4)
    c.mv a2, a0
skip:
    xor a2, a0, a1
    mul a3, a2, a0
    addi t3, t3, -1
loop_end:
    bnez t3, loop
    sw zero, {ctrl_reg}(t0)
drain:
    lw t1, {level}(t0)
    bnez t1, drain
    lw a0, {drops}(t0)
    li t2, {con:#x}
    sw a0, 4(t2)
1:  j 1b",
        base = packer(soc).base,
        a0 = preg(soc, "wp0_a_lo"),
        b0 = preg(soc, "wp0_b_lo"),
        cfg0 = preg(soc, "wp0_cfg"),
        a1 = preg(soc, "wp1_a_lo"),
        cfg1 = preg(soc, "wp1_cfg"),
        ctrl_reg = preg(soc, "ctrl"),
        level = preg(soc, "level"),
        drops = preg(soc, "drops"),
        con = core.console,
    );
    let dir = support::outside(&format!("trace-prog-{ctrl}-{iterations}"));
    std::fs::create_dir_all(&dir).unwrap();
    let elf = std::fs::read(support::assemble_rv32(&dir, "trace", &src, 0)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    elf
}

fn run(soc: &hdlgen::Soc, elf: &[u8], stall_percent: u64) -> RunResult {
    let opts = FirmwareOptions {
        max_cycles: 2_000_000,
        stall_percent,
        ..FirmwareOptions::default()
    };
    firmware::run(soc, elf, &opts).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_trace_is_the_selected_retirements() {
    let soc = reference(str::to_string);
    let elf = program(&soc, ENABLE, 300);
    let r = run(&soc, &elf, 0);
    let c = check(&soc, &r).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.drops, 0);
    // 7 of the loop's 8 instructions, every iteration.
    assert_eq!(c.selected, 300 * 7);
    assert_eq!(c.decoded, c.selected);
    eprintln!("{c:?}");
}

#[test]
fn halting_holds_the_core_and_loses_no_packet() {
    let soc = reference(str::to_string);
    let latency = packer(&soc).halt_latency;
    let elf = program(&soc, ENABLE | HALT_ENABLE, 300);
    let r = run(&soc, &elf, 97);
    let c = check_halting(&soc, &r).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.decoded, c.selected);
    let halts = &r.trace.as_ref().unwrap().halts;
    assert!(
        halts.len() > 50,
        "the core was halted {} times",
        halts.len()
    );
    let (most, late) = halt_latency(&r);
    eprintln!(
        "{c:?}; {} halts; at most {most} retirement(s) within a halt, the last {late} cycle(s) after it rose; halt_latency = {latency}",
        halts.len()
    );
    assert!(most as u32 <= latency);
}

#[test]
fn without_halting_the_drops_are_the_missing_retirements() {
    let soc = reference(|t| {
        t.replace(
            "fifo_depth = 16\nalmost_full = 12",
            "fifo_depth = 2\nalmost_full = 1",
        )
    });
    let elf = program(&soc, ENABLE, 300);
    let r = run(&soc, &elf, 95);
    let c = check(&soc, &r).unwrap_or_else(|e| panic!("{e}"));
    assert!(c.drops > 100, "{c:?}");
    eprintln!("{c:?}");
}

/// Planted bug: watchpoint 0's upper bound compares with `<`, so the
/// loop's last instruction is never traced.
#[test]
fn a_watchpoint_bound_off_by_one_fails_the_check() {
    let soc = reference(str::to_string);
    let mut spec = firmware::refsoc_spec(&soc).unwrap();
    let f = spec
        .files
        .iter_mut()
        .find(|(n, _)| *n == format!("{}.v", packer(&soc).module))
        .unwrap();
    let good = "pc64 <= {r_wp0_b_hi, r_wp0_b_lo}";
    assert!(f.1.contains(good));
    f.1 = f.1.replace(good, "pc64 < {r_wp0_b_hi, r_wp0_b_lo}");
    let r = run_spec(&soc, &spec, &program(&soc, ENABLE, 50), 0);
    let err = check(&soc, &r).expect_err("the planted bug is caught");
    eprintln!("{err}");
}

/// Planted bug: the packer's halt reaches the core a cycle late, which
/// makes it a core that retires for one cycle after halt rises. Against
/// the declared halt_latency = 0 packets are lost; declaring 1 (and the
/// threshold it allows) holds that same core without a loss: the
/// declaration is tight.
#[test]
fn halt_one_cycle_late_fails_the_check() {
    let late = |soc: &hdlgen::Soc| {
        let mut spec = firmware::refsoc_spec(soc).unwrap();
        let top = spec
            .files
            .iter_mut()
            .find(|(n, _)| n.ends_with("_refsoc.v"))
            .unwrap();
        let good = "wire core_halt = halt | pk_halt_w;";
        assert!(top.1.contains(good));
        top.1 = top.1.replace(
            good,
            "reg pk_halt_q;\n    always @(posedge clk) pk_halt_q <= pk_halt_w;\n    wire core_halt = halt | pk_halt_q;",
        );
        spec
    };
    let soc = reference(str::to_string);
    let elf = program(&soc, ENABLE | HALT_ENABLE, 300);
    let r = run_spec(&soc, &late(&soc), &elf, 97);
    let err = check_halting(&soc, &r).expect_err("the planted bug is caught");
    eprintln!("declared 0: {err}");
    let one = reference(|t| {
        t.replace("almost_full = 17", "almost_full = 16")
            .replace("halt_latency = 0", "halt_latency = 1")
    });
    let r = run_spec(&one, &late(&one), &elf, 97);
    let c = check_halting(&one, &r).unwrap_or_else(|e| panic!("declared 1: {e}"));
    eprintln!("declared 1: {c:?}");
}

fn run_spec(
    soc: &hdlgen::Soc,
    spec: &hdlgen_sim::verilator::DutSpec,
    elf: &[u8],
    stall_percent: u64,
) -> RunResult {
    let opts = FirmwareOptions {
        max_cycles: 2_000_000,
        stall_percent,
        ..FirmwareOptions::default()
    };
    firmware::run_spec(soc, spec, elf, &opts).unwrap()
}
