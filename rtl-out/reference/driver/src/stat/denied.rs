//! Accesses the SoC's monitor policy denies (`read_access`, `write_access`,
//! `denied` in the description). A denied read answers either 0 or a bus
//! error, and neither may reach the report as a count: a 0 would read as a
//! measured zero.
//!
//! Read-as-zero is caught before the first sample: every tile's `info` word
//! holds the map version in bits 31:28, which is never 0, so an `info` word
//! of 0 means the window may not be read (or is not there). A bus error is
//! the SIGBUS Linux delivers for the faulting load; it is caught from the
//! first access of the window to the last, and ends the program with the
//! same message. The command is another process: its own faults never reach
//! this handler (exec resets a caught signal to its default).

use std::sync::atomic::{compiler_fence, AtomicUsize, Ordering};

use super::process::{sigaction, SigAction, SigInfo, SA_SIGINFO};
use super::window::Window;
use super::{DENIED, EXIT_OWN, NAME, TILE_READ_ACCESS, TILE_WRITE_ACCESS};
use crate::{map, Backend, Monitors};

/// SIGBUS on x86_64, aarch64 and riscv64 Linux.
const SIGBUS: i32 = 7;
/// `SIG_DFL`.
const DEFAULT: usize = 0;

extern "C" {
    fn write(fd: i32, buf: *const u8, len: usize) -> isize;
    fn raise(sig: i32) -> i32;
    fn _exit(status: i32) -> !;
}

/// The last access of the window: its tile, shifted left by one, and 1 for
/// a write. The handler cannot ask which load faulted, so each access notes
/// itself first.
static LAST: AtomicUsize = AtomicUsize::new(0);

/// The mapped monitor window, noting each access in [`LAST`] before making it.
#[derive(Debug)]
pub struct Watched(Window);

impl Watched {
    pub fn new(window: Window) -> Self {
        Watched(window)
    }

    /// Where the word at `offset` is, for messages.
    pub fn place(&self, offset: usize) -> String {
        self.0.place(offset)
    }
}

fn note(offset: usize, write: bool) {
    LAST.store((offset / map::TILE_STRIDE) << 1 | usize::from(write), Ordering::Relaxed);
    // The access after this must not be moved before the note: a fault
    // there would be reported against the previous access.
    compiler_fence(Ordering::SeqCst);
}

impl Backend for Watched {
    fn read32(&mut self, offset: usize) -> u32 {
        note(offset, false);
        self.0.read32(offset)
    }

    fn write32(&mut self, offset: usize, value: u32) {
        note(offset, true);
        self.0.write32(offset, value)
    }

    fn barrier(&mut self) {
        self.0.barrier()
    }
}

/// Catches SIGBUS while it lives; dropped, the previous disposition is back.
pub struct BusErrors {
    previous: SigAction,
}

impl std::fmt::Debug for BusErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BusErrors")
    }
}

impl BusErrors {
    pub fn catch() -> Self {
        let act = SigAction { handler: on_bus_error as *const () as usize, mask: [0; 16], flags: SA_SIGINFO, restorer: 0 };
        let mut previous = SigAction { handler: DEFAULT, mask: [0; 16], flags: 0, restorer: 0 };
        // SAFETY: a valid action whose handler only calls async-signal-safe
        // functions; `previous` has room for the old one.
        unsafe { sigaction(SIGBUS, &act, &mut previous) };
        BusErrors { previous }
    }
}

impl Drop for BusErrors {
    fn drop(&mut self) {
        // SAFETY: the action `catch` found in place.
        unsafe { sigaction(SIGBUS, &self.previous, core::ptr::null_mut()) };
    }
}

/// Writes `bytes` to standard error with write(2) alone.
fn put(mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is valid for its length; write is async-signal-safe.
        let n = unsafe { write(2, bytes.as_ptr(), bytes.len()) };
        if n <= 0 {
            return;
        }
        bytes = bytes.get(n as usize..).unwrap_or_default();
    }
}

extern "C" fn on_bus_error(sig: i32, info: *const SigInfo, _: *const u8) {
    // `si_code` > 0: a faulting access of this process; <= 0: a process
    // sent it (`kill`), and it ends this one as it would by default.
    // SAFETY: the kernel passes a valid siginfo_t to an SA_SIGINFO handler.
    if unsafe { (*info).code } <= 0 {
        let default = SigAction { handler: DEFAULT, mask: [0; 16], flags: 0, restorer: 0 };
        // SAFETY: sigaction and raise are async-signal-safe; the signal,
        // blocked while this handler runs, arrives once it returns.
        unsafe {
            sigaction(sig, &default, core::ptr::null_mut());
            raise(sig);
        }
        return;
    }
    let last = LAST.load(Ordering::Relaxed);
    let tile = last >> 1;
    let (doing, verb, key, policies) = if last & 1 == 1 {
        ("writing", "write", "write_access", &TILE_WRITE_ACCESS)
    } else {
        ("reading", "read", "read_access", &TILE_READ_ACCESS)
    };
    // Lookups that cannot panic: unwinding allocates, which a signal
    // handler must not.
    let policy = policies.get(tile).copied().unwrap_or("?");
    let name = map::TILES.get(tile).map_or("?", |t| t.name);
    // Nothing that allocates: static pieces, one write each.
    let pieces = [
        NAME,
        ": access denied by the SoC's monitor policy: ",
        doing,
        " tile ",
        name,
        "'s window raised a bus error (SIGBUS): this process may not ",
        verb,
        " it (",
        key,
        " = \"",
        policy,
        "\", denied = \"",
        DENIED,
        "\"), or no monitor window is there\n",
    ];
    for p in pieces {
        put(p.as_bytes());
    }
    // SAFETY: _exit is async-signal-safe; the report is lost either way.
    unsafe { _exit(i32::from(EXIT_OWN)) }
}

/// Reads the `info` word of each of `tiles` before anything is sampled;
/// `Err` names the first that reads 0, where it is (in `/dev/mem`, the
/// `--mem` file or a UIO device), and the policy the description gives it.
pub fn check_info(mon: &mut Monitors<Watched>, tiles: &[usize]) -> Result<(), String> {
    for &t in tiles {
        if mon.tile(t).info_word() != 0 {
            continue;
        }
        let place = mon.bus().place(t * map::TILE_STRIDE + map::reg::INFO);
        return Err(format!(
            "access denied by the SoC's monitor policy: reading tile {}'s window returned 0 for its info word ({place}), \
             which is never 0 when reads are allowed: this process may not read it (read_access = \"{}\", denied = \"{DENIED}\"), \
             or no monitor window is there",
            map::TILES[t].name,
            TILE_READ_ACCESS[t]
        ));
    }
    Ok(())
}
