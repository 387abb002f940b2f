//! `hdlgen sim --soc FILE --firmware PROG.elf`: firmware on the reference
//! SoC, with the firmware's outcomes as exit statuses of their own (never
//! hdlgen's 1 and 2, so a script can tell a firmware failure from a tool's).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use hdlgen_sim::SimError;

use super::{load_or_report, output_failed, print, EXIT_DESCRIPTION, EXIT_FAILURE};
use crate::firmware::{self, FirmwareError, FirmwareOptions, Outcome, RunResult};
use crate::output::{self, Dest, Named, OutputError};
use crate::Soc;

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
    /// Where the packer's stream goes (`-`: standard output).
    pub trace: Option<&'a Path>,
    /// Where the AutoCounter CSV files go.
    pub csv: Option<&'a Path>,
    /// Percent of cycles the stream's sink stalls.
    pub stall_percent: u64,
}

/// Where a run's files go, checked before it starts.
struct Outputs {
    trace: Option<Dest>,
    /// Per domain the harness drains (in order): its CSV.
    csv: Vec<Dest>,
}

/// Why the description cannot give what was asked for, if it cannot.
fn unavailable(soc: &Soc, req: &FirmwareRequest) -> Option<String> {
    if req.trace.is_some() && soc.packer.is_none() {
        return Some("has no [packer] section, so --trace has no stream to write".into());
    }
    let drained = soc.autocounter.as_ref().and_then(|a| a.base_clock_bus());
    if req.csv.is_some() && drained.is_none() {
        return Some(match soc.autocounter {
            None => "has no [autocounter] section, so --csv has no AutoCounter files to write".into(),
            Some(_) => "has no AutoCounter domain at the base clock: the reference SoC runs one clock, so --csv has no AutoCounter files to write".into(),
        });
    }
    None
}

/// Checks every output against the inputs and each other (making
/// `--csv DIR` if it is missing) before anything is simulated.
fn plan(path: &Path, soc: &Soc, req: &FirmwareRequest) -> Result<Outputs, OutputError> {
    let inputs = [
        Named {
            option: "--soc",
            path,
        },
        Named {
            option: "--firmware",
            path: req.elf,
        },
    ];
    let csv_paths: Vec<PathBuf> = match (req.csv, &soc.autocounter) {
        (Some(dir), Some(ac)) => {
            output::prepare_dir(&Named {
                option: "--csv",
                path: dir,
            })?;
            ac.domains
                .iter()
                .filter(|d| d.at_base_clock())
                .map(|d| {
                    let [csv, _] = crate::simrun::csv_files(dir, d.index);
                    csv
                })
                .collect()
        }
        _ => Vec::new(),
    };
    let mut outputs: Vec<Named> = req
        .trace
        .map(|path| Named {
            option: "--trace",
            path,
        })
        .into_iter()
        .collect();
    outputs.extend(csv_paths.iter().map(|path| Named {
        option: "--csv",
        path,
    }));
    let mut dests = output::plan(&inputs, &outputs)?.into_iter();
    Ok(Outputs {
        trace: req.trace.and_then(|_| dests.next()),
        csv: dests.collect(),
    })
}

/// Writes the run's trace and CSV files.
fn write_outputs(soc: &Soc, out: &Outputs, r: &RunResult) -> Result<(), OutputError> {
    if let (Some(dest), Some(t)) = (&out.trace, &r.trace) {
        output::write_whole(dest, &t.bytes)?;
    }
    let domains = soc
        .autocounter
        .iter()
        .flat_map(|a| a.domains.iter().enumerate())
        .filter(|(_, d)| d.at_base_clock())
        .map(|(i, _)| i);
    for ((d, dest), samples) in domains.zip(&out.csv).zip(&r.autocounter) {
        output::write_whole(
            dest,
            crate::simcfg::autocounter_csv(soc, d, samples).as_bytes(),
        )?;
    }
    Ok(())
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
    if let Some(why) = unavailable(&soc, req) {
        eprintln!("hdlgen: {} {why}", path.display());
        return ExitCode::from(EXIT_DESCRIPTION);
    }
    let outputs = match plan(path, &soc, req) {
        Ok(o) => o,
        Err(e) => return output_failed(&e, "; nothing was simulated"),
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
        stall_percent: req.stall_percent,
        ..FirmwareOptions::default()
    };
    match firmware::run(&soc, &elf, &opts) {
        Ok(r) => {
            let console = String::from_utf8_lossy(&r.console);
            // The stream on standard output moves the console aside.
            if outputs.trace == Some(Dest::Stdout) {
                eprint!("{console}");
            } else if let Err(code) = print(&console) {
                return code;
            }
            if let Err(e) = write_outputs(&soc, &outputs, &r) {
                return output_failed(&e, "");
            }
            let (code, line) = outcome(&r, req.max_cycles);
            if let (Some(dest), Some(t), Some(p)) = (&outputs.trace, &r.trace, &soc.packer) {
                let packets = t.bytes.len() / (p.stream_width / 8) as usize;
                eprintln!("hdlgen: {packets} trace packets written to {}", dest.name());
            }
            if let Some(dir) = req.csv {
                let samples: usize = r.autocounter.iter().map(Vec::len).sum();
                eprintln!(
                    "hdlgen: {samples} AutoCounter samples of {} domain(s) written to {}",
                    r.autocounter.len(),
                    dir.display()
                );
            }
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
