//! The `reference-stat` program (`reference-stat [OPTIONS] -- COMMAND
//! [ARGS...]`, built with the `std` feature on Linux): runs COMMAND and reports
//! what the reference SoC's monitors counted while it ran, like rpistat:
//! every fixed monitor of every tile (or of `--tiles`), from one SoC-wide
//! snapshot before and one after, and, over one tile's programmable
//! counters, event sets multiplexed by a timer, with scaled estimates, CPI,
//! rates and ratios. The command is not modified; its exit status is
//! `reference-stat`'s.

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, ExitStatus};
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Instant;
use std::time::Duration;

use crate::map::{self, TileKind};
use crate::{DevMem, Monitors};
use crate::multiplex::{Multiplexer, Ratio, TimeSeries};
use crate::papi::{event_code_to_name, event_name_to_code, Papi};

const NAME: &str = "reference-stat";

/// Exit status of `reference-stat`'s own failures (as `timeout` and `env`).
const EXIT_OWN: u8 = 125;

const USAGE: &str = "\
usage: reference-stat [OPTIONS] -- COMMAND [ARGS...]

Runs COMMAND and reports the reference SoC's performance monitors over its run.

options:
  --tiles LIST      tiles whose fixed monitors are reported (e.g. 0,2,5) [all]
  --tile N          tile whose programmable counters are multiplexed [0]
  --interval MS     multiplexing period in milliseconds [100]
  --sets FILE       event sets, one per line (event or preset names); lines
                    `ratio NUM / DEN` add ratios [every event and preset, in
                    sets that all hold the cycle and instruction events]
  --csv FILE        per-period counts as CSV
  --svg FILE        per-period counts as an SVG plot
  -o, --output FILE the report [reference-stat.txt]; - for standard output
  --mem FILE        map FILE instead of /dev/mem (its byte 0 is the window base)
  -h, --help        this text
";

/// What the command line asked for.
#[derive(Debug)]
struct Options {
    tiles: Vec<usize>,
    tile: usize,
    interval: Duration,
    sets: Option<PathBuf>,
    csv: Option<PathBuf>,
    svg: Option<PathBuf>,
    output: Option<PathBuf>,
    mem: Option<PathBuf>,
    command: Vec<OsString>,
}

fn parse(args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let mut o = Options {
        tiles: (0..map::NUM_TILES).collect(),
        tile: 0,
        interval: Duration::from_millis(100),
        sets: None,
        csv: None,
        svg: None,
        output: Some(PathBuf::from(format!("{NAME}.txt"))),
        mem: None,
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
            "-o" | "--output" => {
                let v = value("a file")?;
                o.output = (v != "-").then(|| v.into());
            }
            "--mem" => o.mem = Some(value("a file")?.into()),
            _ if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            _ => {
                o.command.push(a);
                o.command.extend(args.by_ref());
            }
        }
    }
    if o.command.is_empty() {
        return Err("no command given: reference-stat [OPTIONS] -- COMMAND [ARGS...]".into());
    }
    Ok(o)
}

/// Maps the monitor window: `/dev/mem` at the SoC's base, or `--mem FILE`.
fn open(o: &Options) -> Result<DevMem, String> {
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
                "/dev/mem: cannot map {:#x} bytes at {:#x}: {e} (is this the reference SoC? a kernel with CONFIG_STRICT_DEVMEM refuses device memory it owns)",
                map::WINDOW_BYTES,
                map::BASE
            ),
        }),
    }
}

/// Every fixed monitor of `tiles`, from one SoC-wide snapshot.
fn sample(mon: &mut Monitors<DevMem>, tiles: &[usize]) -> Vec<Vec<u64>> {
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

/// Passes signals sent to `reference-stat` on to the command. A terminal's
/// signals (Ctrl-C) reach the command by themselves, being sent to the whole
/// foreground process group: only those sent to this process alone (`kill`)
/// are forwarded, so the command never gets one twice.
mod signals {
    use super::{AtomicI32, Ordering};

    static CHILD: AtomicI32 = AtomicI32::new(0);

    // glibc's `struct sigaction` and the head of `siginfo_t`, the same on
    // x86_64, aarch64 and riscv64 Linux.
    #[repr(C)]
    struct SigAction {
        handler: usize,
        mask: [u64; 16],
        flags: i32,
        restorer: usize,
    }
    #[repr(C)]
    struct SigInfo {
        signo: i32,
        errno: i32,
        code: i32,
    }
    extern "C" {
        fn sigaction(sig: i32, act: *const SigAction, old: *mut SigAction) -> i32;
        fn kill(pid: i32, sig: i32) -> i32;
    }
    const SA_SIGINFO: i32 = 4;
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
}

fn spawn(command: &[OsString]) -> Result<Child, (u8, String)> {
    let name = command[0].to_string_lossy().into_owned();
    Command::new(&command[0]).args(&command[1..]).spawn().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => (127, format!("{name}: command not found")),
        std::io::ErrorKind::PermissionDenied => (126, format!("{name}: cannot run: {e}")),
        _ => (126, format!("{name}: {e}")),
    })
}

/// The shell's convention: the code, or 128 + the signal that ended it.
fn exit_code(status: ExitStatus) -> u8 {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => c as u8,
        (None, Some(s)) => 128u8.wrapping_add(s as u8),
        _ => 1,
    }
}

/// Event sets (event codes) and ratios (numerator, denominator).
type Sets = (Vec<Vec<u32>>, Vec<(u32, u32)>);

/// Event sets and ratios from `--sets FILE`.
fn read_sets(path: &PathBuf) -> Result<Sets, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (mut sets, mut ratios) = (Vec::new(), Vec::new());
    let code = |n: &str, line: usize| {
        event_name_to_code(n).map_err(|_| {
            let names: Vec<&str> = map::PROG_EVENTS.iter().map(|e| e.name).chain(map::PRESETS.iter().map(|p| p.name)).collect();
            format!("{}:{line}: no event or preset {n:?}; valid: {}", path.display(), names.join(", "))
        })
    };
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if let Some(r) = line.strip_prefix("ratio ") {
            let (n, d) = r.split_once('/').ok_or(format!("{}:{}: write a ratio as `ratio NUM / DEN`", path.display(), i + 1))?;
            ratios.push((code(n.trim(), i + 1)?, code(d.trim(), i + 1)?));
        } else if !line.is_empty() {
            sets.push(line.split(|c: char| c == ',' || c.is_whitespace()).filter(|n| !n.is_empty()).map(|n| code(n, i + 1)).collect::<Result<_, _>>()?);
        }
    }
    Ok((sets, ratios))
}

/// rpistat's default: every event and preset, packed greedily into sets that
/// all hold the cycle and instruction events (so CPI is exact).
fn default_sets(papi: &mut Papi<DevMem>) -> Vec<Vec<u32>> {
    let base: Vec<u32> = [map::CYCLES_EVENT, map::INSTRUCTIONS_EVENT].into_iter().flatten().collect();
    let mut fits = |codes: &[u32]| {
        let Ok(set) = papi.create_eventset() else { return false };
        let ok = papi.add_events(set, codes).is_ok();
        let _ = papi.cleanup_eventset(set);
        let _ = papi.destroy_eventset(set);
        ok
    };
    let others = map::PROG_EVENTS.iter().map(|e| e.code).chain(map::PRESETS.iter().map(|p| p.code)).filter(|c| !base.contains(c));
    let mut sets: Vec<Vec<u32>> = Vec::new();
    let mut current = base.clone();
    for c in others {
        let mut trial = current.clone();
        trial.push(c);
        if fits(&trial) {
            current = trial;
        } else if current.len() > base.len() {
            sets.push(std::mem::replace(&mut current, base.clone()));
            let mut alone = base.clone();
            alone.push(c);
            if fits(&alone) {
                current = alone;
            }
        }
    }
    if current.len() > base.len() || sets.is_empty() {
        sets.push(current);
    }
    sets.truncate(crate::multiplex::MAX_SETS);
    sets
}

/// Runs the command under the multiplexer; returns its exit status.
fn run_multiplexed(o: &Options, child: &mut Child, mpx: &mut Multiplexer<DevMem>, series: &mut TimeSeries) -> Result<ExitStatus, String> {
    let mut next = Instant::now() + o.interval;
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            series.push(mpx.finish().map_err(|e| e.to_string())?);
            return Ok(status);
        }
        let now = Instant::now();
        if now >= next {
            series.push(mpx.tick().map_err(|e| e.to_string())?);
            next += o.interval;
        }
        std::thread::sleep(next.saturating_duration_since(Instant::now()).min(Duration::from_millis(5)));
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("{NAME}: {message}");
    ExitCode::from(EXIT_OWN)
}

/// The program: parses the command line, runs the command, writes the report;
/// returns the command's exit status.
pub fn main() -> ExitCode {
    let o = match parse(std::env::args_os().skip(1)) {
        Ok(o) => o,
        Err(m) if m.is_empty() => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(m) => return fail(&format!("{m}\n\n{USAGE}")),
    };
    let mut mon = match open(&o) {
        Ok(b) => Monitors::new(b),
        Err(m) => return fail(&m),
    };
    let papi = match open(&o).and_then(|b| Papi::new(b, o.tile).map_err(|e| format!("tile {}: {e}", o.tile))) {
        Ok(p) => p,
        Err(m) => return fail(&m),
    };
    let mut mpx = Multiplexer::new(papi);
    let (sets, ratios) = match &o.sets {
        Some(path) => match read_sets(path) {
            Ok(s) => s,
            Err(m) => return fail(&m),
        },
        None => (default_sets(mpx.papi()), Vec::new()),
    };
    for s in &sets {
        if let Err(e) = mpx.add_set(s) {
            let names: Vec<&str> = s.iter().map(|&c| event_code_to_name(c).unwrap_or("?")).collect();
            return fail(&format!("event set {}: {e}", names.join(", ")));
        }
    }
    for (n, d) in ratios {
        let name: &'static str = Box::leak(format!("{} / {}", event_code_to_name(n).unwrap_or("?"), event_code_to_name(d).unwrap_or("?")).into_boxed_str());
        if let Err(e) = mpx.add_ratio(Ratio { name, numerator: n, denominator: d, percent: false }) {
            return fail(&format!("ratio {name}: {e}"));
        }
    }
    let before = sample(&mut mon, &o.tiles);
    if let Err(e) = mpx.start() {
        return fail(&format!("starting the counters: {e}"));
    }
    let mut series = TimeSeries::new();
    let started = Instant::now();
    let mut child = match spawn(&o.command) {
        Ok(c) => c,
        Err((code, m)) => {
            eprintln!("{NAME}: {m}");
            return ExitCode::from(code);
        }
    };
    signals::forward_to(child.id());
    let status = match run_multiplexed(&o, &mut child, &mut mpx, &mut series) {
        Ok(s) => s,
        Err(m) => return fail(&m),
    };
    let elapsed = started.elapsed();
    let after = sample(&mut mon, &o.tiles);

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
    report += "\n";
    report += &mpx.report(&format!("Programmable counters of tile {}, multiplexed every {} ms", o.tile, o.interval.as_millis())).to_string();
    for (path, svg) in [(&o.csv, false), (&o.svg, true)] {
        let Some(path) = path else { continue };
        let written = std::fs::File::create(path).and_then(|f| {
            let mut w = std::io::BufWriter::new(f);
            if svg {
                series.write_svg(&mpx, NAME, &mut w)?;
            } else {
                series.write_csv(&mpx, &mut w)?;
            }
            w.flush()
        });
        if let Err(e) = written {
            eprintln!("{NAME}: {}: {e}", path.display());
        }
    }
    let written = match &o.output {
        Some(path) => std::fs::write(path, &report).map_err(|e| format!("{}: {e}", path.display())),
        None => std::io::stdout().write_all(report.as_bytes()).map_err(|e| e.to_string()),
    };
    if let Err(m) = written {
        eprintln!("{NAME}: {m}");
    }
    ExitCode::from(exit_code(status))
}
