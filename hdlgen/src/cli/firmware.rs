//! `hdlgen sim --soc FILE --firmware PROG.elf`: firmware on the reference
//! SoC, with the firmware's outcomes as exit statuses of their own (never
//! hdlgen's 1 and 2, so a script can tell a firmware failure from a tool's).

use std::path::Path;
use std::process::ExitCode;

use hdlgen_sim::SimError;

use super::{load_or_report, print, EXIT_DESCRIPTION, EXIT_FAILURE};
use crate::firmware::{self, FirmwareError, FirmwareOptions, Outcome, RunResult};

/// The firmware wrote a status other than 0 to the exit register.
pub const EXIT_FIRMWARE_STATUS: u8 = 3;
/// `--max-cycles` passed before the firmware wrote the exit register.
pub const EXIT_TIMEOUT: u8 = 4;
/// The core trapped: an illegal instruction, EBREAK or ECALL, a misaligned
/// access.
pub const EXIT_TRAP: u8 = 5;
/// A slave answered one of the core's accesses with an error.
pub const EXIT_BUS_ERROR: u8 = 6;

/// What `--firmware` was asked for.
#[derive(Debug, Clone, Copy)]
pub struct FirmwareRequest<'a> {
    /// The ELF to run.
    pub elf: &'a Path,
    /// Core cycles after which the run stops.
    pub max_cycles: u64,
    /// Seed of the events no core signal drives.
    pub seed: u64,
}

/// The exit status and the closing line of a run that reached an outcome.
fn outcome(r: &RunResult, max_cycles: u64) -> (u8, String) {
    let retired = r.record.total(firmware::CoreEvent::Instret);
    let run = format!(
        "{} cycles, {retired} instruction{} retired, the monitors in lockstep with the golden model",
        r.cycles,
        if retired == 1 { "" } else { "s" }
    );
    let last = |pc: u32| match retired {
        0 => "before any instruction retired".to_string(),
        _ => format!("after the instruction at pc {pc:#010x} retired"),
    };
    match r.outcome {
        Outcome::Exit(0) => (0, format!("the firmware exited with status 0 ({run})")),
        Outcome::Exit(s) => (
            EXIT_FIRMWARE_STATUS,
            format!("the firmware exited with status {s} ({run})"),
        ),
        Outcome::Timeout { pc } => (
            EXIT_TIMEOUT,
            format!("the firmware did not exit within {max_cycles} cycles (--max-cycles); it was stopped {} ({run})", last(pc)),
        ),
        Outcome::Trap { pc } => (
            EXIT_TRAP,
            // RVFI reports the trapping instruction itself as the last one.
            format!("the core trapped at pc {pc:#010x}: an illegal instruction, EBREAK or ECALL, or a misaligned access ({run})"),
        ),
        Outcome::BusError { pc, addr, write } => (
            EXIT_BUS_ERROR,
            format!(
                "bus error: the {} of address {addr:#010x} was answered with an error response, {} ({run})",
                if write { "write" } else { "read" },
                last(pc)
            ),
        ),
    }
}

/// Runs `req.elf` on the reference SoC of the description at `path`: the
/// console's output on standard output, the outcome on standard error.
pub fn firmware(path: &Path, req: &FirmwareRequest) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let elf = match std::fs::read(req.elf) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("hdlgen: cannot read {}: {e}", req.elf.display());
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let opts = FirmwareOptions {
        max_cycles: req.max_cycles,
        seed: req.seed,
        keep_retired: false,
        ..FirmwareOptions::default()
    };
    match firmware::run(&soc, &elf, &opts) {
        Ok(r) => {
            if let Err(code) = print(&String::from_utf8_lossy(&r.console)) {
                return code;
            }
            let (code, line) = outcome(&r, req.max_cycles);
            eprintln!("hdlgen: {line}");
            ExitCode::from(code)
        }
        Err(e) => {
            let (code, text) = match &e {
                FirmwareError::NoCore => (EXIT_DESCRIPTION, format!("{}: {e}", path.display())),
                FirmwareError::Elf(_) => (EXIT_FAILURE, format!("{}: {e}", req.elf.display())),
                FirmwareError::Sim(SimError::Mismatch(m)) => {
                    (EXIT_FAILURE, format!("simulation failed: {m}"))
                }
                FirmwareError::Sim(SimError::MissingTool(m)) => {
                    (EXIT_FAILURE, format!("simulation build failed: {m}"))
                }
                // `Build` and `Failed` name their kind already.
                FirmwareError::Sim(e) => (EXIT_FAILURE, e.to_string()),
                FirmwareError::Core(m) => (EXIT_FAILURE, format!("simulation build failed: {m}")),
            };
            eprintln!("hdlgen: {text}");
            ExitCode::from(code)
        }
    }
}
