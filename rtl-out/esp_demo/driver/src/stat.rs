//! The `esp_demo-stat` program (`esp_demo-stat [OPTIONS] -- COMMAND
//! [ARGS...]`, built with the `std` feature on Linux): runs COMMAND and reports
//! what the esp_demo SoC's monitors counted while it ran, as `perf stat`
//! does: the fixed monitors of every tile (or of `--tiles`), from one
//! SoC-wide snapshot before and one after, summed over each tile kind and
//! the SoC, and, over one tile's programmable counters, event sets
//! multiplexed by a timer, with scaled estimates, the share of the run each
//! was counted, rates and ratios. The command is not modified; its exit
//! status is `esp_demo-stat`'s.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::{map, Monitors};
use crate::multiplex::TimeSeries;

// Generated code: laid out by its templates, not by rustfmt.
#[rustfmt::skip]
mod denied;
#[rustfmt::skip]
mod fixed;
#[rustfmt::skip]
mod output;
#[rustfmt::skip]
mod process;
#[rustfmt::skip]
mod report;
#[rustfmt::skip]
mod window;
#[rustfmt::skip]
mod events;
#[rustfmt::skip]
mod sets;

use denied::Watched;
use output::{Dest, WriteError};
use process::exit_code;
use report::{Format, Report};
use window::Source;

const NAME: &str = "esp_demo-stat";
/// The SoC, as file names spell it.
const SOC: &str = "esp_demo";
/// Environment variables that move where the UIO devices are looked for:
/// sysfs's class directory and the device files' directory.
const SYSFS_ENV: &str = "ESP_DEMO_STAT_SYSFS";
const DEV_ENV: &str = "ESP_DEMO_STAT_DEV";

/// Exit status of `esp_demo-stat`'s own failures (as `timeout` and `env`),
/// an access the SoC's monitor policy denies included.
const EXIT_OWN: u8 = 125;

/// Each tile's window's `read_access` and `write_access`, and the SoC's
/// `denied`, as the description spells them: what a denied access is told.
const TILE_READ_ACCESS: [&str; map::NUM_TILES] = ["any", "any", "any", "any", "any", "any", "any", "any", "any"];
const TILE_WRITE_ACCESS: [&str; map::NUM_TILES] = ["any", "any", "any", "any", "any", "any", "any", "any", "any"];
const DENIED: &str = "error";

const USAGE: &str = "\
usage: esp_demo-stat [OPTIONS] -- COMMAND [ARGS...]

Runs COMMAND and reports the esp_demo SoC's performance monitors over its run.

options:
  --tiles LIST      tiles whose fixed monitors are reported (e.g. 0,2,5) [all]
  --per-tile        each tile's fixed monitors [summed over each tile kind]
  --all             every fixed monitor [those that stayed 0 are left out]
  --tile N          tile whose programmable counters are multiplexed [0]
  --interval MS     multiplexing period in milliseconds [100]
  --sets FILE       event sets, one per line (event or preset names); lines
                    `ratio NUM / DEN` add ratios [every event and preset, in
                    sets that all hold the cycle and instruction events]
  --csv FILE        per-period counts as CSV; - for standard output
  --svg FILE        per-period counts as an SVG plot; - for standard output
  -o, --output FILE the report [esp_demo-stat.txt]; - for standard output
  -x, --field-separator SEP
                    the report as perf's fields separated by SEP: value, unit,
                    event, run time (ns), percentage counted, metric value,
                    metric unit
  -j, --json        the report as perf's JSON, one object per line
  --uio             map each tile's UIO device, found by name in
                    /sys/class/uio [if listed there; /dev/mem otherwise]
  --mem FILE        map FILE instead (its byte 0 is tile 0's window base)
  -h, --help        this text

Output files are checked before COMMAND runs and replaced whole when it has
ended; devices and FIFOs are written in place. $ESP_DEMO_STAT_SYSFS and
$ESP_DEMO_STAT_DEV replace /sys/class/uio and /dev.
";

/// What the command line asked for.
#[derive(Debug)]
struct Options {
    tiles: Vec<usize>,
    per_tile: bool,
    all: bool,
    format: Format,
    tile: usize,
    interval: Duration,
    sets: Option<PathBuf>,
    csv: Option<PathBuf>,
    svg: Option<PathBuf>,
    /// `-o`; `-` is standard output (so are `--csv -` and `--svg -`).
    output: PathBuf,
    mem: Option<PathBuf>,
    uio: bool,
    command: Vec<OsString>,
}

fn parse(args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let mut o = Options {
        tiles: (0..map::NUM_TILES).collect(),
        per_tile: false,
        all: false,
        format: Format::Human,
        tile: 0,
        interval: Duration::from_millis(100),
        sets: None,
        csv: None,
        svg: None,
        output: PathBuf::from(format!("{NAME}.txt")),
        mem: None,
        uio: false,
        command: Vec::new(),
    };
    let mut args = args.peekable();
    while let Some(a) = args.next() {
        let flag = a.to_string_lossy().into_owned();
        let mut value = |what: &str| args.next().ok_or_else(|| format!("{flag} needs {what}"));
        let number = |v: OsString, what: &str| {
            v.to_string_lossy().parse::<usize>().map_err(|_| format!("{flag}: {v:?} is not {what}"))
        };
        match flag.as_str() {
            "--" => {
                o.command = args.by_ref().collect();
                break;
            }
            "-h" | "--help" => return Err(String::new()),
            "--tiles" => o.tiles = tile_list(&value("a list of tiles")?)?,
            "--per-tile" => o.per_tile = true,
            "--all" => o.all = true,
            "-x" | "--field-separator" => {
                let sep = value("a separator")?.to_string_lossy().into_owned();
                if sep.is_empty() {
                    return Err(format!("{flag}: the separator is empty; give one, e.g. {flag} , or {flag} ';'"));
                }
                o.format = format(&o.format, Format::Fields(sep))?;
            }
            "-j" | "--json" => o.format = format(&o.format, Format::Json)?,
            "--tile" => {
                let n = number(value("a tile")?, "a tile number")?;
                if !map::PROG_TILES.contains(&n) {
                    return Err(format!("--tile {n}: that tile has no programmable counters; valid: {:?}", map::PROG_TILES));
                }
                o.tile = n;
            }
            "--interval" => {
                let ms = number(value("milliseconds")?, "a number of milliseconds")?;
                if ms == 0 {
                    return Err("--interval: 0 ms; valid: 1 or more".into());
                }
                o.interval = Duration::from_millis(ms as u64);
            }
            "--sets" => o.sets = Some(value("a file")?.into()),
            "--csv" => o.csv = Some(value("a file")?.into()),
            "--svg" => o.svg = Some(value("a file")?.into()),
            "-o" | "--output" => o.output = value("a file")?.into(),
            "--mem" => o.mem = Some(value("a file")?.into()),
            "--uio" => o.uio = true,
            _ if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            _ => {
                o.command.push(a);
                o.command.extend(args.by_ref());
            }
        }
    }
    if o.uio && o.mem.is_some() {
        return Err("--uio and --mem each choose where the window is: give one of them".into());
    }
    if o.command.is_empty() {
        return Err("no command given: esp_demo-stat [OPTIONS] -- COMMAND [ARGS...]".into());
    }
    Ok(o)
}

/// `--tiles`: tile numbers separated by commas, each once.
fn tile_list(v: &OsString) -> Result<Vec<usize>, String> {
    let mut tiles = Vec::new();
    for t in v.to_string_lossy().split(',') {
        match t.trim().parse::<usize>() {
            Ok(n) if n < map::NUM_TILES => {
                if !tiles.contains(&n) {
                    tiles.push(n);
                }
            }
            _ => return Err(format!("--tiles: {t:?} is not a tile; valid: 0..{}", map::NUM_TILES - 1)),
        }
    }
    Ok(tiles)
}

/// The report's format, `-x` or `--json`: one of them at most.
fn format(old: &Format, new: Format) -> Result<Format, String> {
    match (old, &new) {
        (Format::Human, _) | (Format::Fields(_), Format::Fields(_)) | (Format::Json, Format::Json) => Ok(new),
        _ => Err("-x and --json each choose the report's format: give one of them".into()),
    }
}

/// The monitor window of `tiles`, each access noted so that a bus error
/// names the tile.
fn open(o: &Options, tiles: &[usize]) -> Result<Watched, String> {
    let source = match (&o.mem, o.uio) {
        (Some(path), _) => Source::Mem(path.clone()),
        (None, true) => Source::Uio,
        (None, false) => Source::Auto,
    };
    window::open(&source, tiles).map(Watched::new)
}

/// Every tile whose window the run reads.
fn used_tiles(o: &Options) -> Vec<usize> {
    let mut tiles = o.tiles.clone();
    if !tiles.contains(&o.tile) {
        tiles.push(o.tile);
    }
    tiles
}

/// Every output the command line asked for: its option and path as given.
fn outputs(o: &Options) -> Vec<(&'static str, &PathBuf)> {
    let all = [("-o", Some(&o.output)), ("--csv", o.csv.as_ref()), ("--svg", o.svg.as_ref())];
    all.into_iter().filter_map(|(flag, path)| Some((flag, path?))).collect()
}

/// Checks every output path before the command runs (see [`output`]).
fn check_outputs(o: &Options) -> Result<Vec<Dest>, String> {
    let outs: Vec<(&str, &Path)> = outputs(o).into_iter().map(|(f, p)| (f, p.as_path())).collect();
    let inputs = [("--mem", o.mem.as_deref()), ("--sets", o.sets.as_deref())];
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
    let mut mon = Monitors::new(open(o, &used_tiles(o)).map_err(own)?);
    // From the first access of the window to the last: a bus error there is
    // the SoC's policy (or a missing window), reported as such.
    let bus_errors = denied::BusErrors::catch();
    denied::check_info(&mut mon, &used_tiles(o)).map_err(own)?;
    let mut mpx = sets::multiplexer(o).map_err(own)?;
    let before = fixed::sample(&mut mon, &o.tiles);
    mpx.start().map_err(|e| own(format!("starting the counters: {e}")))?;
    let (mut series, mut times) = (TimeSeries::new(), [0; crate::multiplex::MAX_SETS]);
    let started = Instant::now();
    let mut child = process::spawn(&o.command)?;
    process::forward_to(child.id());
    let status = sets::run_multiplexed(o, &mut child, &mut mpx, &mut series, &mut times).map_err(own)?;
    let elapsed_ns = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX);
    let after = fixed::sample(&mut mon, &o.tiles);
    drop(bus_errors);
    let shown = fixed::Shown { per_tile: o.per_tile, all: o.all };
    let report = Report {
        command: o.command.iter().map(|a| a.to_string_lossy()).collect::<Vec<_>>().join(" "),
        status: exit_code(status),
        elapsed_ns,
        sections: vec![
            fixed::section(&o.tiles, &before, &after, elapsed_ns, shown),
            sets::section(o, &mpx, &times, elapsed_ns),
        ],
    }
    .render(&o.format);
    // Writing into memory cannot fail.
    let bytes_of = |flag: &str| {
        let mut b = Vec::new();
        let _ = match flag {
            "--csv" => series.write_csv(&mpx, &mut b),
            "--svg" => series.write_svg(&mpx, NAME, &mut b),
            _ => b.write_all(report.as_bytes()),
        };
        b
    };
    let written: Vec<_> = outputs(o).into_iter().zip(dests).map(|((flag, path), dest)| (flag, path, dest, bytes_of(flag))).collect();
    Ok(write_outputs(&written, exit_code(status)))
}
