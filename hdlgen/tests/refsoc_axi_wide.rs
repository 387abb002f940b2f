//! Firmware that needs no programmable counters, on `examples/axi_wide.toml`
//! (AXI4-Lite, wide monitors, a packer and AutoCounter domains): it reads
//! a monitor of its cpu tile around a loop the packer traces through a
//! watchpoint, and the harness drains the AutoCounter domain at the base
//! clock meanwhile. The monitor's delta equals the harness's own events
//! between the two reads' samples, the trace the selected retirements.

mod support;

use std::path::Path;

use hdlgen::firmware::{self, FirmwareOptions, Outcome};
use hdlgen::model::RegKind;
use support::trace::{check, packer, preg};

#[test]
fn axi_wide_monitors_trace_and_autocounter_without_programmable_counters() {
    let soc =
        hdlgen::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/axi_wide.toml"))
            .unwrap();
    assert!(
        soc.programmable.is_none(),
        "axi_wide.toml has no programmable counters"
    );
    let core = soc.core.as_ref().expect("axi_wide.toml has a cpu tile");
    let tile = &soc.tiles[core.tile];
    let bank = tile.bank;
    // A monitor of the cpu tile that no core signal drives: the harness's events.
    let m = soc
        .monitors
        .iter()
        .position(|m| m.name == "l1d_miss")
        .expect("axi_wide.toml's custom cpu monitor");
    let lo = soc
        .tile_window()
        .regs
        .iter()
        .find(|r| r.role == RegKind::MonitorLo(m).into())
        .expect("its low word")
        .offset();
    let base = tile.base as u32 + lo;
    let src = firmware(&soc, base, core.console);
    let dir = support::outside("axi-wide-fw");
    std::fs::create_dir_all(&dir).unwrap();
    let elf = std::fs::read(support::assemble_rv32(&dir, "axi_wide", &src, 0)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let r =
        firmware::run(&soc, &elf, &FirmwareOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let Outcome::Exit(delta) = r.outcome else {
        panic!("{:?}", r.outcome)
    };
    // The two monitor reads, and the harness's events on its bit between them.
    let reads: Vec<usize> = (0..r.monitor_reads.len())
        .filter(|&i| r.monitor_reads[i].offset == base - soc.base as u32)
        .collect();
    assert_eq!(reads.len(), 2, "{:?}", r.monitor_reads);
    let bit = soc.counter_of(bank, m).unwrap().event_bit;
    let port = format!("ev_{}", tile.name);
    let events = r.traffic_through(reads[1], &port, bit) - r.traffic_through(reads[0], &port, bit);
    assert!(events > 100, "{events} events");
    assert_eq!(
        u64::from(delta),
        events,
        "the monitor's delta, the harness's events"
    );
    // Tracing with the exit status holding the delta: `check` wants the
    // drops there, so give it a run whose status is 0 drops.
    let c = check(
        &soc,
        &firmware::RunResult {
            outcome: Outcome::Exit(0),
            ..r.clone()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.decoded, c.selected);
    assert!(c.selected >= 400 * 5, "{c:?}");
    let drained = drained_as_it_ran(&soc, &r);
    eprintln!(
        "delta {delta} = {events} events; {c:?}; samples {drained:?} in {} cycles",
        r.cycles
    );
}

/// The firmware: reads the monitor word at `base` around a loop that
/// watchpoint 0 selects for tracing, waits for the packer to drain, and
/// writes the difference to the console at `console` (the exit status).
fn firmware(soc: &hdlgen::Soc, base: u32, console: u32) -> String {
    format!(
        "    li t5, {base:#x}
    li t0, {pk:#x}
    la t1, loop
    sw t1, {a0}(t0)
    la t1, loop_end
    sw t1, {b0}(t0)
    li t1, 3
    sw t1, {cfg0}(t0)
    li t1, 5
    sw t1, {ctrl}(t0)
    lw a4, 0(t5)
    li t3, 400
loop:
    addi a0, a0, 7
    andi a1, a0, 15
    beqz a1, 1f
    addi a2, a2, 1
1:  addi t3, t3, -1
loop_end:
    bnez t3, loop
    lw a5, 0(t5)
    sw zero, {ctrl}(t0)
2:  lw t1, {level}(t0)
    bnez t1, 2b
    sub a0, a5, a4
    li t2, {con:#x}
    sw a0, 4(t2)
3:  j 3b",
        pk = packer(soc).base,
        a0 = preg(soc, "wp0_a_lo"),
        b0 = preg(soc, "wp0_b_lo"),
        cfg0 = preg(soc, "wp0_cfg"),
        ctrl = preg(soc, "ctrl"),
        level = preg(soc, "level"),
        con = console,
    )
}

/// The AutoCounter domains at the base clock were drained as the firmware
/// ran: the samples of each.
fn drained_as_it_ran(soc: &hdlgen::Soc, r: &firmware::RunResult) -> Vec<usize> {
    let ac = soc.autocounter.as_ref().unwrap();
    let drained: Vec<usize> = r.autocounter.iter().map(Vec::len).collect();
    assert_eq!(
        drained.len(),
        ac.domains.iter().filter(|d| d.at_base_clock()).count()
    );
    assert!(
        drained
            .iter()
            .all(|&n| n as u64 >= r.cycles / u64::from(ac.host_read_rate()) - 2),
        "{drained:?} in {} cycles",
        r.cycles
    );
    drained
}
