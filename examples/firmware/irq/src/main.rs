//! The monitor interrupt on the reference SoC: programmable counter 0 of
//! the core's tile counts retired instructions with a threshold, its
//! threshold flag raises the tile's interrupt on PicoRV32's IRQ line 3, and
//! the handler at PROGADDR_IRQ (0x10) reads the count and clears the flag
//! with the generated crate's typed W1C `clear`. Main prints every handler
//! entry and exits through the console with 0 only when the interrupt came
//! as the hardware promises (see `verdict`).
#![no_std]
#![no_main]

mod cs;

use core::cell::RefCell;
use core::fmt::Write;
use core::sync::atomic::{AtomicU32, Ordering};

use critical_section::Mutex;
use monitors::map::{self, Event};
use monitors::regs::tile_cpu::prog_flags;
use monitors::{BareMetal, Monitors};

mod soc {
    include!(concat!(env!("OUT_DIR"), "/soc.rs"));
}

/// The core's IRQ line of its own tile's monitor interrupt (hdlgen's
/// `model::core::IRQ_LINE`).
const IRQ_LINE: u32 = 3;

/// Handler entries kept; more than one means the interrupt fired again.
const MAX_ENTRIES: usize = 4;

/// Spins waited for the interrupt: several times the instructions the
/// threshold needs, so a missing interrupt ends the run rather than hangs it.
const WAIT_SPINS: u32 = soc::THRESHOLD.saturating_mul(4).saturating_add(1000);

/// Spins after the first entry in which a second one would have come (a
/// line still pending after the handler's `clear`): PicoRV32 lets one
/// instruction run after `retirq` before it takes a pending line.
const SETTLE_SPINS: u32 = 200;

/// Instructions the handler may retire before it reads the count: the
/// register saves, the call and the critical section. A count read later
/// than this after the threshold means the interrupt came late.
const HANDLER_SLACK: u32 = 100;

// Startup: the reset vector at 0, jumping over the interrupt vector at
// 0x10. The vector saves the registers a C function may clobber (the
// handler is `extern "C"`, so it keeps the others), passes q1 (the lines
// that were pending) and q0 (where the interrupted code resumes), and
// returns with `retirq`, which jumps to q0 and unmasks nesting again.
core::arch::global_asm!(
    ".section .text.start, \"ax\"",
    ".globl _start",
    "_start:",
    "    j 2f",
    "    .balign 16",
    "    addi sp, sp, -64",
    "    sw ra, 0(sp)",
    "    sw t0, 4(sp)",
    "    sw t1, 8(sp)",
    "    sw t2, 12(sp)",
    "    sw a0, 16(sp)",
    "    sw a1, 20(sp)",
    "    sw a2, 24(sp)",
    "    sw a3, 28(sp)",
    "    sw a4, 32(sp)",
    "    sw a5, 36(sp)",
    "    sw a6, 40(sp)",
    "    sw a7, 44(sp)",
    "    sw t3, 48(sp)",
    "    sw t4, 52(sp)",
    "    sw t5, 56(sp)",
    "    sw t6, 60(sp)",
    // getq a0, q1; getq a1, q0
    "    .insn r 0x0b, 4, 0, a0, x1, x0",
    "    .insn r 0x0b, 4, 0, a1, x0, x0",
    "    call irq_handler",
    "    lw ra, 0(sp)",
    "    lw t0, 4(sp)",
    "    lw t1, 8(sp)",
    "    lw t2, 12(sp)",
    "    lw a0, 16(sp)",
    "    lw a1, 20(sp)",
    "    lw a2, 24(sp)",
    "    lw a3, 28(sp)",
    "    lw a4, 32(sp)",
    "    lw a5, 36(sp)",
    "    lw a6, 40(sp)",
    "    lw a7, 44(sp)",
    "    lw t3, 48(sp)",
    "    lw t4, 52(sp)",
    "    lw t5, 56(sp)",
    "    lw t6, 60(sp)",
    "    addi sp, sp, 64",
    // retirq
    "    .insn r 0x0b, 0, 2, x0, x0, x0",
    "2:  la sp, __stack_top",
    "    la t0, __bss_start",
    "    la t1, __bss_end",
    "3:  bgeu t0, t1, 4f",
    "    sw zero, 0(t0)",
    "    addi t0, t0, 4",
    "    j 3b",
    "4:  call main",
    "5:  j 5b",
);

struct Console;

impl Write for Console {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        for b in s.bytes() {
            // SAFETY: the console's character register (the description's
            // [core] console).
            unsafe { core::ptr::write_volatile(soc::CONSOLE as *mut u32, u32::from(b)) };
        }
        Ok(())
    }
}

fn exit(status: u32) -> ! {
    // SAFETY: the console's exit register ends the run.
    unsafe { core::ptr::write_volatile((soc::CONSOLE + 4) as *mut u32, status) };
    loop {
        core::hint::spin_loop();
    }
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    let _ = writeln!(Console, "panic: {info}");
    exit(0xdead)
}

/// `maskirq`: sets PicoRV32's interrupt mask (a 1 masks a line), returns
/// the previous one.
fn maskirq(mask: u32) -> u32 {
    let old: u32;
    // SAFETY: changes only PicoRV32's interrupt mask.
    unsafe {
        core::arch::asm!(".insn r 0x0b, 6, 3, {old}, {new}, x0", old = out(reg) old, new = in(reg) mask, options(nostack));
    }
    old
}

/// What one handler entry saw.
#[derive(Clone, Copy)]
struct Entry {
    /// q1: the lines pending when the core took the interrupt.
    pending: u32,
    /// q0: where the interrupted code resumes (bit 0: PicoRV32's
    /// compressed-instruction hint, which `retirq` ignores).
    ret: u32,
    /// Counter 0 as the handler read it.
    count: u32,
    /// `prog_flags` before the handler cleared the threshold flag.
    before: u32,
    /// `prog_flags` after.
    after: u32,
}

const NO_ENTRY: Entry = Entry {
    pending: 0,
    ret: 0,
    count: 0,
    before: 0,
    after: 0,
};

/// Main hands the monitors to the handler as it arms the counter: from
/// then on the handler is their only user.
static MONITORS: Mutex<RefCell<Option<Monitors<BareMetal>>>> = Mutex::new(RefCell::new(None));
static ENTRIES: Mutex<RefCell<[Entry; MAX_ENTRIES]>> =
    Mutex::new(RefCell::new([NO_ENTRY; MAX_ENTRIES]));
/// Handler entries so far (main polls it without masking the interrupt);
/// entries past `MAX_ENTRIES` are counted, not kept.
static TAKEN: AtomicU32 = AtomicU32::new(0);

/// The cpu tile handle of the core's tile.
fn cpu_index() -> usize {
    map::CPU_TILES
        .iter()
        .position(|&t| t == soc::TILE)
        .expect("the core's tile is a cpu tile")
}

#[no_mangle]
extern "C" fn irq_handler(pending: u32, ret: u32) {
    // The core masks nested interrupts already; the section is for the
    // borrow, and maskirq inside the handler leaves that state alone.
    critical_section::with(|cs| {
        let mut entry = Entry {
            pending,
            ret,
            ..NO_ENTRY
        };
        if let Some(mon) = MONITORS.borrow_ref_mut(cs).as_mut() {
            let mut cpu = mon.cpu(cpu_index());
            let mut regs = cpu.regs();
            entry.count = regs.prog0_count().read().count();
            let before = regs.prog_flags().read();
            if before.threshold0() {
                regs.prog_flags().clear(|w| w.threshold0(true));
            }
            entry.before = before.0;
            entry.after = regs.prog_flags().read().0;
        }
        // One hart, and no nesting: nothing else writes TAKEN meanwhile
        // (the core has no atomic read-modify-write).
        let n = TAKEN.load(Ordering::Relaxed);
        if let Some(e) = ENTRIES.borrow_ref_mut(cs).get_mut(n as usize) {
            *e = entry;
        }
        TAKEN.store(n + 1, Ordering::Release);
    });
}

/// Busy work the counter counts while main waits.
#[inline(never)]
fn spin(spins: u32, until: impl Fn() -> bool) -> u32 {
    let mut i = 0;
    while i < spins && !until() {
        i += 1;
    }
    i
}

/// Why the entries are not what the hardware promises, if they are not:
/// the first entry is the threshold's (line 3 alone pending, the flag set,
/// the count past the threshold by no more than the handler's own
/// instructions, the flag clear after `clear`), and no other: the monitor
/// line is a level the reference SoC does not latch, so it falls with
/// `clear` and is not taken again.
fn verdict(entries: &[Entry]) -> Result<(), &'static str> {
    let line = 1 << IRQ_LINE;
    let set = |flags: u32| prog_flags::R(flags).threshold0();
    let [first] = entries else {
        return Err("not exactly one handler entry");
    };
    if first.pending != line {
        return Err("the first entry was not for line 3 alone");
    }
    if !set(first.before) {
        return Err("the threshold flag was not set at the first entry");
    }
    if !(soc::THRESHOLD..=soc::THRESHOLD.saturating_add(HANDLER_SLACK)).contains(&first.count) {
        return Err("the count at the first entry is not just past the threshold");
    }
    if set(first.after) {
        return Err("the threshold flag still set after clear");
    }
    Ok(())
}

#[no_mangle]
extern "C" fn main() -> ! {
    let mut out = Console;
    let mut mon = Monitors::new(BareMetal::take().expect("first use of the monitors"));
    let _ = writeln!(out, "threshold {}", soc::THRESHOLD);
    {
        let mut cpu = mon.cpu(cpu_index());
        let mut regs = cpu.regs();
        regs.prog0_select()
            .write(|w| w.event(Event::Instret).inhibit(true));
        regs.prog0_count().write(|w| w.count(0));
        regs.prog0_threshold()
            .write(|w| w.threshold(soc::THRESHOLD));
        regs.prog_flags()
            .clear(|w| w.threshold0(true).overflow0(true));
        regs.prog_irq_enable().write(|w| w.threshold0(true));
    }
    // Line 3 only: an illegal instruction or a bus error stays a trap the
    // harness reports, not a call of this handler.
    let unmasked = !(1u32 << IRQ_LINE);
    critical_section::with(|cs| {
        // Armed last, inside the section: the handler finds the monitors
        // however soon the count reaches the threshold.
        mon.cpu(cpu_index())
            .regs()
            .prog0_select()
            .write(|w| w.event(Event::Instret).inhibit(false));
        *MONITORS.borrow_ref_mut(cs) = Some(mon);
    });
    maskirq(unmasked);
    let waited = spin(WAIT_SPINS, || TAKEN.load(Ordering::Acquire) > 0);
    spin(SETTLE_SPINS, || false);
    maskirq(!0);
    let taken = TAKEN.load(Ordering::Acquire);
    let entries = critical_section::with(|cs| *ENTRIES.borrow_ref(cs));
    let kept = &entries[..(taken as usize).min(MAX_ENTRIES)];
    let _ = writeln!(out, "waited {waited} spins");
    for e in kept {
        let _ = writeln!(
            out,
            "irq pending {:#x} ret {:#x} count {} flags {:#x} cleared {:#x}",
            e.pending, e.ret, e.count, e.before, e.after
        );
    }
    let _ = writeln!(out, "entries {taken}");
    match verdict(kept) {
        Ok(()) => exit(0),
        Err(why) => {
            let _ = writeln!(out, "unexpected: {why}");
            exit(1)
        }
    }
}
