//! rpistat's workload on the reference SoC: a naive matrix multiply,
//! measured with the generated driver's PAPI-style API over the core tile's
//! programmable counters. Prints each event's count, then cycles,
//! instructions and CPI, and exits through the console with 0 when the
//! product is right.
#![no_std]
#![no_main]

mod cs;

use core::fmt::Write;

use monitors::papi::{event_name_to_code, Papi};
use monitors::BareMetal;

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

const N: usize = 8;

// rpistat's naive kernel, indexed as written there.
#[allow(clippy::needless_range_loop)]
#[inline(never)]
fn matmul(a: &[[u32; N]; N], b: &[[u32; N]; N], c: &mut [[u32; N]; N]) {
    for i in 0..N {
        for j in 0..N {
            let mut s = 0u32;
            for k in 0..N {
                s = s.wrapping_add(a[i][k].wrapping_mul(b[k][j]));
            }
            c[i][j] = s;
        }
    }
}

/// The events measured: the first of these the description has (by
/// name), as many as it has counters.
const EVENTS: [&str; 7] = [
    "cycles",
    "instret",
    "load",
    "store",
    "branch",
    "jump",
    "mem_stall",
];

#[allow(clippy::needless_range_loop)]
#[no_mangle]
extern "C" fn main() -> ! {
    let mut out = Console;
    let mut a = [[0u32; N]; N];
    let mut b = [[0u32; N]; N];
    for i in 0..N {
        for j in 0..N {
            a[i][j] = (i * N + j) as u32;
            b[i][j] = (i + 2 * j) as u32;
        }
    }
    let mut c = [[0u32; N]; N];
    let bus = BareMetal::take().expect("first use of the monitors");
    let mut papi = Papi::new(bus, soc::TILE).expect("the core's tile has programmable counters");
    let mut codes = [0u32; EVENTS.len()];
    let mut names = [""; EVENTS.len()];
    let mut n = 0;
    for name in EVENTS {
        if let Ok(code) = event_name_to_code(name) {
            if n < papi.num_counters() {
                codes[n] = code;
                names[n] = name;
                n += 1;
            }
        }
    }
    papi.start_counters(&codes[..n]).expect("start");
    for _ in 0..soc::REPEAT {
        matmul(&a, &b, &mut c);
    }
    let mut counts = [0i64; EVENTS.len()];
    papi.stop_counters(&mut counts[..n]).expect("stop");
    for (name, count) in names[..n].iter().zip(&counts) {
        let _ = writeln!(out, "{name} {count}");
    }
    let value = |name: &str| {
        names[..n]
            .iter()
            .position(|x| *x == name)
            .map(|i| counts[i])
    };
    if let (Some(cy), Some(ins)) = (value("cycles"), value("instret")) {
        let _ = writeln!(out, "cpi {}.{:03}", cy / ins, (cy % ins) * 1000 / ins);
    }
    // The product's checksum against the closed form.
    let mut ok = true;
    for i in 0..N {
        for j in 0..N {
            let want: u32 = (0..N).map(|k| ((i * N + k) * (k + 2 * j)) as u32).sum();
            ok &= c[i][j] == want;
        }
    }
    exit(if ok { 0 } else { 1 })
}
