//! rpistat's workload on the reference SoC, a naive matrix multiply,
//! measured three ways through the generated driver crate:
//!
//! 1. exactly, with the PAPI-style high-level calls over as many events as
//!    the core tile has counters (each event's count, then the CPI);
//! 2. with ESP's Monitors API: every tile's monitors from one SoC-wide
//!    snapshot before and after that multiply, the core tile's differences
//!    printed;
//! 3. multiplexed, rpistat's way: every event the counters can select, in
//!    sets that take turns, one multiply per period, the scaled estimates
//!    with how each was obtained, then CPI and rates per thousand
//!    instructions.
//!
//! It exits through the console with 0 when the product is right.
#![no_std]
#![no_main]

mod cs;
mod exact;
mod mpx;
mod snapshot;
mod trace;
mod workload;

use core::fmt::Write;

use monitors::multiplex::Multiplexer;
use monitors::papi::Papi;
use monitors::BareMetal;

use exact::Exact;
use snapshot::Snapshot;
use workload::Workload;

mod soc {
    include!(concat!(env!("OUT_DIR"), "/soc.rs"));
}

// Startup: the reset vector at 0, the interrupt vector at 0x10 (no
// interrupt is enabled here: one ends the run with status 0xfff), the
// stack from the RAM's end, .bss zeroed, then main.
core::arch::global_asm!(
    ".section .text.start, \"ax\"",
    ".globl _start",
    "_start:",
    "    j 2f",
    "    .balign 16",
    "    li t0, {console}",
    "    li t1, 0xfff",
    "    sw t1, 4(t0)",
    "1:  j 1b",
    "2:  la sp, __stack_top",
    "    la t0, __bss_start",
    "    la t1, __bss_end",
    "3:  bgeu t0, t1, 4f",
    "    sw zero, 0(t0)",
    "    addi t0, t0, 4",
    "    j 3b",
    "4:  call main",
    "5:  j 5b",
    console = const soc::CONSOLE,
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

/// A count, printed through `u32` when it fits: 64-bit division is a
/// software routine on RV32, hundreds of cycles for every four digits, and
/// the counts here mostly fit 32 bits.
pub struct Count<T>(pub T);

impl<T: Copy + core::fmt::Display + TryInto<u32>> core::fmt::Display for Count<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0.try_into() {
            Ok(n) => core::fmt::Display::fmt(&n, f),
            Err(_) => self.0.fmt(f),
        }
    }
}

/// `numerator / denominator` to three decimals, truncated: integer
/// arithmetic, so no soft-float formatting is linked in.
pub struct Milli(u64);

impl Milli {
    /// `n / d` (0 for a zero or negative `d`).
    pub fn ratio(n: i64, d: i64) -> Self {
        match (u64::try_from(n), u64::try_from(d)) {
            (Ok(n), Ok(d)) if d > 0 => Milli(n * 1000 / d),
            _ => Milli(0),
        }
    }
}

impl core::fmt::Display for Milli {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{:03}", Count(self.0 / 1000), self.0 % 1000)
    }
}

#[no_mangle]
extern "C" fn main() -> ! {
    let mut out = Console;
    let mut work = Workload::new();
    let bus = BareMetal::take().expect("first use of the monitors");
    let papi = Papi::new(bus, soc::TILE).expect("the core's tile has programmable counters");
    // The rotation's sets are planned before anything is measured: planning
    // is slow on this core (some 200,000 cycles), and the rotation should
    // follow the snapshot taken before it closely.
    let mut mpx = Multiplexer::new(papi);
    mpx::plan(&mut mpx).expect("event sets");

    // The snapshots stay outside the counted multiplies: ESP's ALL mode
    // reads every tile's monitors, hundreds of accesses on a large SoC.
    let (mut before, mut after) = (Snapshot::new(), Snapshot::new());
    before.take(mpx.papi().bus(), soc::TILE);
    let trace = trace::Trace::start();
    let exact = Exact::measure(mpx.papi(), &mut work, soc::REPEAT).expect("exact counts");
    let packets = trace.stop();
    after.take(mpx.papi().bus(), soc::TILE);
    mpx::measure(&mut mpx, &mut work).expect("multiplexed counts");

    // Printing last, so that the measurements follow each other closely:
    // formatting costs hundreds of cycles a character on this core.
    exact.print(&mut out);
    let _ = writeln!(out, "trace packets {packets}");
    snapshot::print_diff(&mut out, soc::TILE, &before, &after);
    mpx::print(&mut out, &mpx);

    exit(if work.product_is_right() { 0 } else { 1 })
}
