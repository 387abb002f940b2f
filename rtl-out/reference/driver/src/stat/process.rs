//! The command under measurement: starting it, its exit status, and the
//! signals passed on to it.
//!
//! Signals sent to the stat program are passed on to the command. A
//! terminal's signals (Ctrl-C) reach the command by themselves, being sent to
//! the whole foreground process group: only those sent to this process alone
//! (`kill`) are forwarded, so the command never gets one twice.

use std::ffi::OsString;
use std::process::{Child, Command, ExitStatus};
use std::sync::atomic::{AtomicI32, Ordering};

static CHILD: AtomicI32 = AtomicI32::new(0);

// glibc's `struct sigaction` and the head of `siginfo_t`, the same on
// x86_64, aarch64 and riscv64 Linux (`denied` catches SIGBUS with them too).
#[repr(C)]
pub(super) struct SigAction {
    pub(super) handler: usize,
    pub(super) mask: [u64; 16],
    pub(super) flags: i32,
    pub(super) restorer: usize,
}
#[repr(C)]
pub(super) struct SigInfo {
    signo: i32,
    errno: i32,
    pub(super) code: i32,
}
extern "C" {
    pub(super) fn sigaction(sig: i32, act: *const SigAction, old: *mut SigAction) -> i32;
    fn kill(pid: i32, sig: i32) -> i32;
}
pub(super) const SA_SIGINFO: i32 = 4;
const SA_RESTART: i32 = 0x1000_0000;
/// SIGHUP, SIGINT, SIGQUIT, SIGTERM.
const FORWARDED: [i32; 4] = [1, 2, 3, 15];

extern "C" fn on_signal(sig: i32, info: *const SigInfo, _: *const u8) {
    // `si_code` > 0: the kernel sent it (a terminal's Ctrl-C reaches the
    // command too); <= 0: a process did, to this one only.
    // SAFETY: the kernel passes a valid siginfo_t to an SA_SIGINFO handler.
    let from_process = unsafe { (*info).code <= 0 };
    let child = CHILD.load(Ordering::SeqCst);
    if from_process && child > 0 {
        // SAFETY: kill is async-signal-safe.
        unsafe { kill(child, sig) };
    }
}

/// Catches the forwarded signals (so they do not end this process before
/// the report is written) and sends those from other processes on.
pub fn forward_to(child: u32) {
    CHILD.store(child as i32, Ordering::SeqCst);
    let act = SigAction { handler: on_signal as *const () as usize, mask: [0; 16], flags: SA_SIGINFO | SA_RESTART, restorer: 0 };
    for sig in FORWARDED {
        // SAFETY: a valid action with a handler that only calls kill.
        unsafe { sigaction(sig, &act, core::ptr::null_mut()) };
    }
}

/// Starts `command`; `Err` holds the shell's status for the failure (127:
/// not found, 126: cannot run) and the message.
pub fn spawn(command: &[OsString]) -> Result<Child, (u8, String)> {
    let name = command[0].to_string_lossy().into_owned();
    Command::new(&command[0]).args(&command[1..]).spawn().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => (127, format!("{name}: command not found")),
        std::io::ErrorKind::PermissionDenied => (126, format!("{name}: cannot run: {e}")),
        _ => (126, format!("{name}: {e}")),
    })
}

/// The shell's convention: the code, or 128 + the signal that ended it.
pub fn exit_code(status: ExitStatus) -> u8 {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => c as u8,
        (None, Some(s)) => 128u8.wrapping_add(s as u8),
        _ => 1,
    }
}
