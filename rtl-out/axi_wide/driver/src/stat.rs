//! The `axi_wide-stat` program (`axi_wide-stat [OPTIONS] -- COMMAND
//! [ARGS...]`, built with the `std` feature on Linux): runs COMMAND and reports
//! what the axi_wide SoC's monitors counted while it ran, like rpistat:
//! every fixed monitor of every tile (or of `--tiles`), from one SoC-wide
//! snapshot before and one after, and, over one tile's programmable
//! counters, event sets multiplexed by a timer, with scaled estimates, CPI,
//! rates and ratios. The command is not modified; its exit status is
//! `axi_wide-stat`'s.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{ExitCode, ExitStatus};
use std::time::{Duration, Instant};

use crate::map::{self, TileKind};
use crate::{DevMem, Monitors};

// Generated code: laid out by its templates, not by rustfmt.
#[rustfmt::skip]
mod denied;
#[rustfmt::skip]
mod output;
#[rustfmt::skip]
mod process;

use denied::Watched;
use output::{Dest, WriteError};
use process::exit_code;

const NAME: &str = "axi_wide-stat";

/// Exit status of `axi_wide-stat`'s own failures (as `timeout` and `env`),
/// an access the SoC's monitor policy denies included.
const EXIT_OWN: u8 = 125;

/// Each tile's window's `read_access` and `write_access`, and the SoC's
/// `denied`, as the description spells them: what a denied access is told.
const TILE_READ_ACCESS: [&str; map::NUM_TILES] = ["privileged", "privileged", "privileged", "privileged"];
const TILE_WRITE_ACCESS: [&str; map::NUM_TILES] = ["any", "secure_privileged", "any", "any"];
const DENIED: &str = "error";

const USAGE: &str = "\
usage: axi_wide-stat [OPTIONS] -- COMMAND [ARGS...]

Runs COMMAND and reports the axi_wide SoC's performance monitors over its run.

options:
  --tiles LIST      tiles whose fixed monitors are reported (e.g. 0,2,5) [all]
  -o, --output FILE the report [axi_wide-stat.txt]; - for standard output
  --mem FILE        map FILE instead of /dev/mem (its byte 0 is the window base)
  -h, --help        this text

Output files are checked before COMMAND runs and replaced whole when it has
ended; devices and FIFOs are written in place.
";

/// What the command line asked for.
#[derive(Debug)]
struct Options {
    tiles: Vec<usize>,
    /// `-o`; `-` is standard output (so are `--csv -` and `--svg -`).
    output: PathBuf,
    mem: Option<PathBuf>,
    command: Vec<OsString>,
}

fn parse(args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let mut o = Options {
        tiles: (0..map::NUM_TILES).collect(),
        output: PathBuf::from(format!("{NAME}.txt")),
        mem: None,
        command: Vec::new(),
    };
    let mut args = args.peekable();
    while let Some(a) = args.next() {
        let flag = a.to_string_lossy().into_owned();
        let mut value = |what: &str| args.next().ok_or_else(|| format!("{flag} needs {what}"));
        match flag.as_str() {
            "--" => {
                o.command = args.by_ref().collect();
                break;
            }
            "-h" | "--help" => return Err(String::new()),
            "--tiles" => {
                let v = value("a list of tiles")?;
                o.tiles = v
                    .to_string_lossy()
                    .split(',')
                    .map(|t| match t.trim().parse::<usize>() {
                        Ok(n) if n < map::NUM_TILES => Ok(n),
                        _ => Err(format!("--tiles: {t:?} is not a tile; valid: 0..{}", map::NUM_TILES - 1)),
                    })
                    .collect::<Result<_, _>>()?;
            }
            "-o" | "--output" => o.output = value("a file")?.into(),
            "--mem" => o.mem = Some(value("a file")?.into()),
            _ if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            _ => {
                o.command.push(a);
                o.command.extend(args.by_ref());
            }
        }
    }
    if o.command.is_empty() {
        return Err("no command given: axi_wide-stat [OPTIONS] -- COMMAND [ARGS...]".into());
    }
    Ok(o)
}

/// The monitor window, each access noted so that a bus error names the tile.
fn open(o: &Options) -> Result<Watched, String> {
    map_window(o).map(Watched::new)
}

/// Maps the monitor window: `/dev/mem` at the SoC's base, or `--mem FILE`.
fn map_window(o: &Options) -> Result<DevMem, String> {
    match &o.mem {
        Some(path) => {
            let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
            if meta.is_dir() {
                return Err(format!("{}: is a directory; give a file that holds the monitor window", path.display()));
            }
            let len = meta.len();
            if meta.is_file() && len < map::WINDOW_BYTES as u64 {
                return Err(format!(
                    "{}: {len} bytes cannot hold the monitor window ({:#x} bytes from offset 0)",
                    path.display(),
                    map::WINDOW_BYTES
                ));
            }
            DevMem::open_at(path, 0).map_err(|e| format!("{}: cannot map: {e}", path.display()))
        }
        None => DevMem::open().map_err(|e| match e.kind() {
            std::io::ErrorKind::PermissionDenied => {
                format!("/dev/mem: {e}: run as root (or with CAP_SYS_RAWIO), or give --mem FILE")
            }
            std::io::ErrorKind::NotFound => "/dev/mem: this system has none; give --mem FILE".to_string(),
            _ => format!(
                "/dev/mem: cannot map {:#x} bytes at {:#x}: {e} (is this the axi_wide SoC? a kernel with CONFIG_STRICT_DEVMEM refuses device memory it owns)",
                map::WINDOW_BYTES,
                map::BASE
            ),
        }),
    }
}

/// Every fixed monitor of `tiles`, from one SoC-wide snapshot.
fn sample(mon: &mut Monitors<Watched>, tiles: &[usize]) -> Vec<Vec<u64>> {
    mon.snapshot_all();
    let values = tiles
        .iter()
        .map(|&t| {
            let mut tile = mon.tile(t);
            monitors_of(map::TILES[t].kind).map(|m| tile.read(m.index)).collect()
        })
        .collect();
    mon.release_all();
    values
}

fn monitors_of(kind: TileKind) -> impl Iterator<Item = &'static map::MonitorInfo> {
    map::MONITORS.iter().filter(move |m| m.kinds.contains(&kind))
}

/// `end - start`, exact across one wrap; a saturating monitor that stopped
/// at its maximum is marked as a lower bound.
fn difference(m: &map::MonitorInfo, start: u64, end: u64) -> (u64, bool) {
    let max = if m.width >= 64 { u64::MAX } else { (1 << m.width) - 1 };
    if m.wraps {
        (end.wrapping_sub(start) & max, false)
    } else {
        (end.saturating_sub(start), end == max)
    }
}

/// `n` with thousands separators, as rpistat prints counts.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The report's head and its fixed monitors: differences over the run.
fn fixed_report(o: &Options, status: ExitStatus, elapsed: Duration, before: &[Vec<u64>], after: &[Vec<u64>]) -> String {
    let mut report = String::new();
    let command: Vec<String> = o.command.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    report += &format!("{NAME}: {}\n", command.join(" "));
    report += &format!("  exit status {}, {:.3} s\n\n", exit_code(status), elapsed.as_secs_f64());
    report += "Fixed monitors (differences over the run, one SoC-wide snapshot each side; + = saturated)\n";
    for (k, &t) in o.tiles.iter().enumerate() {
        let info = &map::TILES[t];
        report += &format!("\n  Tile {t} ({}, {:?})\n", info.name, info.kind);
        let mut group = "";
        for (i, m) in monitors_of(info.kind).enumerate() {
            if m.group != group {
                group = m.group;
                report += &format!("    {group}\n");
            }
            let (d, bound) = difference(m, before[k][i], after[k][i]);
            report += &format!("      {:<28} {:>22}{}\n", m.name, thousands(d), if bound { "+" } else { "" });
        }
    }
    report
}

/// Every tile whose window the run reads.
fn used_tiles(o: &Options) -> Vec<usize> {
    o.tiles.clone()
}

/// Every output the command line asked for: its option and path as given.
fn outputs(o: &Options) -> Vec<(&'static str, &PathBuf)> {
    let all = [("-o", Some(&o.output))];
    all.into_iter().filter_map(|(flag, path)| Some((flag, path?))).collect()
}

/// Checks every output path before the command runs (see [`output`]).
fn check_outputs(o: &Options) -> Result<Vec<Dest>, String> {
    let outs: Vec<(&str, &Path)> = outputs(o).into_iter().map(|(f, p)| (f, p.as_path())).collect();
    let inputs = [("--mem", o.mem.as_deref())];
    let inputs: Vec<(&str, &Path)> = inputs.into_iter().filter_map(|(flag, path)| Some((flag, path?))).collect();
    output::check(&outs, &inputs)
}

/// Writes each output (option, path, destination, bytes); returns the exit
/// status: the command's, [`EXIT_OWN`] if an output failed (the report then
/// goes to standard error, so the run is not lost), 141 if standard output's
/// reader had gone, as for a tool that SIGPIPE ended.
fn write_outputs(outputs: &[(&str, &PathBuf, Dest, Vec<u8>)], command: u8) -> u8 {
    let (mut failed, mut closed) = (false, false);
    for (flag, path, dest, bytes) in outputs {
        match output::write(dest, bytes) {
            Ok(()) => {}
            Err(WriteError::ClosedPipe) => closed = true,
            Err(WriteError::Failed(e)) => {
                failed = true;
                let report = *flag == "-o";
                eprintln!("{NAME}: {flag} {}: {e}{}", path.display(), if report { "; the report follows on standard error" } else { "" });
                if report {
                    let _ = std::io::stderr().write_all(bytes);
                }
            }
        }
    }
    match (failed, closed) {
        (true, _) => EXIT_OWN,
        (false, true) => 141,
        (false, false) => command,
    }
}

/// The program: parses the command line and measures the command; returns
/// the command's exit status, or the program's own (125) or the shell's
/// (126, 127) when the measurement or the command could not run.
pub fn main() -> ExitCode {
    let measured = match parse(std::env::args_os().skip(1)) {
        Ok(o) => measure(&o),
        Err(m) if m.is_empty() => {
            let _ = std::io::stdout().write_all(USAGE.as_bytes());
            return ExitCode::SUCCESS;
        }
        Err(m) => Err((EXIT_OWN, format!("{m}\n\n{USAGE}"))),
    };
    match measured {
        Ok(code) => ExitCode::from(code),
        Err((code, m)) => {
            eprintln!("{NAME}: {m}");
            ExitCode::from(code)
        }
    }
}

/// Checks the outputs, runs the command between two samples of the monitors
/// (multiplexing the programmable counters meanwhile) and writes the
/// outputs. Returns the exit status, or a failure's status (125, or 126/127
/// for a command that cannot run) and message.
fn measure(o: &Options) -> Result<u8, (u8, String)> {
    let own = |m: String| (EXIT_OWN, m);
    let dests = check_outputs(o).map_err(own)?;
    let mut mon = Monitors::new(open(o).map_err(own)?);
    // From the first access of the window to the last: a bus error there is
    // the SoC's policy (or a missing window), reported as such.
    let bus_errors = denied::BusErrors::catch();
    denied::check_info(&mut mon, &used_tiles(o), o.mem.as_deref()).map_err(own)?;
    let before = sample(&mut mon, &o.tiles);
    let started = Instant::now();
    let mut child = process::spawn(&o.command)?;
    process::forward_to(child.id());
    let status = child.wait().map_err(|e| own(e.to_string()))?;
    let elapsed = started.elapsed();
    let after = sample(&mut mon, &o.tiles);
    drop(bus_errors);
    let report = fixed_report(o, status, elapsed, &before, &after);
    let bytes_of = |_: &str| report.as_bytes().to_vec();
    let written: Vec<_> = outputs(o).into_iter().zip(dests).map(|((flag, path), dest)| (flag, path, dest, bytes_of(flag))).collect();
    Ok(write_outputs(&written, exit_code(status)))
}
