//! Small assembly programs on the reference SoC: an APB description through
//! the generated bridge, and every way a run can end besides a clean exit
//! (a timeout with its PC, a trap, a bus error with its address), and the
//! ELF files the loader refuses.

mod support;

use std::path::Path;

use hdlgen::firmware::{self, elf::ElfError, FirmwareError, FirmwareOptions, Outcome};

fn load(name: &str) -> hdlgen::Soc {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    hdlgen::load(&root.join("examples").join(name)).expect("example loads")
}

/// Assembles `src` (RV32IMC) linked at `text`; the console's base is `CON`.
fn asm(name: &str, src: &str, text: u32, console: u32) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("hdlgen-refsoc-asm-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = format!(".equ CON, {console:#x}\n{src}");
    let bytes = std::fs::read(support::assemble_rv32(&dir, "prog", &source, text)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

fn reg(soc: &hdlgen::Soc, name: &str) -> u32 {
    soc.tile_window()
        .regs
        .iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("register {name}"))
        .offset()
}

fn opts(max_cycles: u64) -> FirmwareOptions {
    FirmwareOptions {
        max_cycles,
        ..Default::default()
    }
}

/// `examples/esp.toml` is on APB: the core reaches it through the generated
/// AXI4-Lite to APB4 bridge. The firmware reads a tile's INFO register and
/// counts its own instructions on a programmable counter; the monitor SoC
/// runs in lockstep, and the count equals the harness's RVFI record
/// between the two reads' samples.
#[test]
fn apb_soc_through_the_bridge() {
    let soc = load("esp.toml");
    let core = soc.core.as_ref().expect("esp.toml has a cpu tile");
    let tile = &soc.tiles[core.tile];
    let base = tile.base as u32;
    let p = soc.programmable.as_ref().unwrap();
    let instret = p.events.iter().position(|e| e.name == "instret").unwrap();
    let src = format!(
        "li t0, {base:#x}
         li t1, {instret}
         sw t1, {sel}(t0)
         lw a1, {count}(t0)
         li t3, 20
      1: addi t3, t3, -1
         bnez t3, 1b
         lw a2, {count}(t0)
         lw a3, {info}(t0)
         li t2, CON
         sw a3, 0(t2)
         sub a0, a2, a1
         sw a0, 4(t2)
      2: j 2b",
        sel = reg(&soc, "prog0_select"),
        count = reg(&soc, "prog0_count_lo"),
        info = reg(&soc, "info"),
    );
    let elf = asm("apb", &src, 0, core.console);
    let run = firmware::run(&soc, &elf, &opts(100_000)).unwrap_or_else(|e| panic!("{e}"));
    let Outcome::Exit(delta) = run.outcome else {
        panic!("{:?}", run.outcome)
    };
    let reads = &run.monitor_reads;
    assert_eq!(reads.len(), 3, "{reads:?}");
    let info = soc.info_value(tile.bank, tile.index);
    assert_eq!((reads[2].data, reads[2].err), (info, false));
    assert_eq!(run.console, [info as u8]);
    let at = |s: u64| {
        run.record
            .count_through(hdlgen::firmware::CoreEvent::Instret, s)
    };
    assert_eq!(
        u64::from(delta),
        at(reads[1].sampled) - at(reads[0].sampled)
    );
    assert!(delta > 40, "the loop retires 40 instructions: {delta}");
}

/// Firmware that never exits stops at `max_cycles`, with the PC it spins at.
#[test]
fn a_run_that_never_exits_times_out_with_its_pc() {
    let soc = load("reference_soc.toml");
    let elf = asm("spin", "nop\nspin: j spin", 0, 0);
    let run = firmware::run(&soc, &elf, &opts(2_000)).unwrap();
    assert_eq!(run.outcome, Outcome::Timeout { pc: 2 });
    assert_eq!(run.cycles, 2_000);
}

/// An illegal instruction traps the core (interrupts are masked at reset):
/// the run ends with its PC, which RVFI reports as a trapping retirement.
#[test]
fn an_illegal_instruction_traps() {
    let soc = load("reference_soc.toml");
    let elf = asm("illegal", "nop\nnop\n.word 0", 0, 0);
    let run = firmware::run(&soc, &elf, &opts(10_000)).unwrap();
    assert_eq!(run.outcome, Outcome::Trap { pc: 4 });
    let last = run.record.retired.last().unwrap();
    assert_eq!((last.pc, last.insn), (4, 0));
    assert_eq!(run.record.total(hdlgen::firmware::CoreEvent::Trap), 1);
}

/// A load from an address no slave decodes, and a read of an unmapped
/// monitor word (`unmapped = "error"` on APB), end the run with the address.
#[test]
fn bus_errors_end_the_run_with_the_address() {
    let soc = load("reference_soc.toml");
    let elf = asm("decerr", "li t0, 0x20000000\nlw a0, 0(t0)", 0, 0);
    let run = firmware::run(&soc, &elf, &opts(10_000)).unwrap();
    assert!(
        matches!(
            run.outcome,
            Outcome::BusError {
                addr: 0x2000_0000,
                write: false,
                ..
            }
        ),
        "{:?}",
        run.outcome
    );
    let esp = load("esp.toml");
    let last = esp.base as u32 + 0x1fc;
    let elf = asm("slverr", &format!("li t0, {last:#x}\nsw t0, 0(t0)"), 0, 0);
    let run = firmware::run(&esp, &elf, &opts(10_000)).unwrap();
    assert!(
        matches!(run.outcome, Outcome::BusError { write: true, addr, .. } if addr == last),
        "{:?}",
        run.outcome
    );
}

/// The loader refuses what the reference SoC cannot run, with the reason.
#[test]
fn unusable_elf_files_are_refused() {
    let soc = load("reference_soc.toml");
    let err = |bytes: &[u8]| match firmware::run(&soc, bytes, &opts(10)) {
        Err(FirmwareError::Elf(e)) => e,
        other => panic!("{:?}", other.map(|r| r.outcome)),
    };
    assert!(matches!(err(b"#!/bin/sh\necho hi\n"), ElfError::NotElf(_)));
    let host = std::fs::read(std::env::current_exe().unwrap()).unwrap();
    assert!(matches!(err(&host), ElfError::WrongMachine(_)));
    let high = asm("high", "nop", 0xfff0, 0);
    let e = err(&asm("big", ".fill 64, 4, 0x13", 0xfff0, 0));
    assert!(
        matches!(
            e,
            ElfError::DoesNotFit {
                needed: 0x20000,
                ..
            }
        ),
        "{e}"
    );
    assert!(firmware::run(&soc, &high, &opts(10)).is_ok());
    let e = err(&asm("window", "nop", soc.base as u32, 0));
    assert!(
        e.to_string().contains("overlaps the monitor tile windows"),
        "{e}"
    );
    let none = hdlgen::load_str(
        "n.toml",
        "[soc]\nname = \"n\"\n[[tile]]\nname = \"m\"\nkind = \"mem\"\n",
    )
    .unwrap();
    assert!(matches!(
        firmware::run(&none, &high, &opts(10)),
        Err(FirmwareError::NoCore)
    ));
}

/// A monitor interrupt reaches the core: a programmable counter's
/// threshold interrupt is PicoRV32's IRQ line 3, taken at PROGADDR_IRQ
/// (0x10) once the firmware unmasks it with `maskirq`; the handler reads
/// the pending lines with `getq` (q1) and exits with them. RVFI marks the
/// handler's first instruction (`rvfi_intr`), after the threshold was
/// reached.
#[test]
fn a_threshold_interrupt_reaches_the_core() {
    let soc = load("reference_soc.toml");
    let core = soc.core.as_ref().unwrap();
    let base = soc.tiles[core.tile].base as u32;
    let p = soc.programmable.as_ref().unwrap();
    let instret = p.events.iter().position(|e| e.name == "instret").unwrap();
    let line = hdlgen::model::core::IRQ_LINE;
    let src = format!(
        "    j main
         .balign 16
         .insn r 0x0b, 4, 0, a0, x1, x0
         li t2, CON
         sw a0, 4(t2)
      1: j 1b
   main: li t0, {base:#x}
         li t1, 40
         sw t1, {thresh}(t0)
         li t1, 0x10000
         sw t1, {irq_en}(t0)
         li t1, {instret}
         sw t1, {sel}(t0)
         li t1, {mask:#x}
         .insn r 0x0b, 6, 3, x0, t1, x0
      2: j 2b",
        thresh = reg(&soc, "prog0_threshold"),
        irq_en = reg(&soc, "prog_irq_enable"),
        sel = reg(&soc, "prog0_select"),
        mask = !(1u32 << line),
    );
    let elf = asm("irq", &src, 0, core.console);
    let run = firmware::run(&soc, &elf, &opts(20_000)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(run.outcome, Outcome::Exit(1 << line));
    let intr: Vec<_> = run.record.retired.iter().filter(|r| r.intr).collect();
    assert_eq!(intr.len(), 1, "one interrupt taken");
    assert_eq!(intr[0].pc, hdlgen::model::core::IRQ_PC);
    assert_eq!(run.record.total(hdlgen::firmware::CoreEvent::Irq), 1);
    // Taken only after the counter reached its threshold: 40 instructions
    // after the select write.
    let start = run.monitor_writes.last().unwrap().cycle;
    let counted = run
        .record
        .count_through(hdlgen::firmware::CoreEvent::Instret, intr[0].cycle)
        - run
            .record
            .count_through(hdlgen::firmware::CoreEvent::Instret, start);
    assert!(counted > 40, "{counted} instructions before the interrupt");
}
