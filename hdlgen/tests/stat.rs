//! `esp_demo-stat`, the generated crate's `perf stat`, end to end on the
//! host: built from a freshly generated crate, run with `--mem` on a file
//! that the command itself advances as counters would, around a real child
//! process; its report's numbers in each format (`stat/perf.rs`, read back by
//! `stat/perf_parse.rs`), the exit status, the signals it passes on, its
//! errors, and its outputs through hostile paths (checked before the command
//! runs, replaced whole, `-`, devices, FIFOs, a closed pipe). Refused
//! arguments and sets files are in `stat/refusals.rs`, the hostile output
//! paths in `stat/hostile.rs` and `stat/hostile_run.rs`, windows the SoC's
//! policy denies in `stat/denied.rs`, UIO devices in `stat/uio.rs`, the
//! RISC-V build run under QEMU in `stat/cross.rs`.

mod support;

#[path = "stat/cross.rs"]
mod cross;
#[path = "stat/denied.rs"]
mod denied;
#[path = "stat/hostile.rs"]
mod hostile;
#[path = "stat/hostile_run.rs"]
mod hostile_run;
#[path = "stat/perf.rs"]
mod perf;
#[path = "stat/perf_expect.rs"]
mod perf_expect;
#[path = "stat/perf_parse.rs"]
mod perf_parse;
#[path = "stat/refusals.rs"]
mod refusals;
#[path = "stat/uio.rs"]
mod uio;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use esp_demo_monitors::map;

/// Builds `esp_demo-stat` once per test process.
fn stat() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        let dir = support::outside("stat-crate");
        support::generate_example("esp.toml", &dir);
        let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stat-target");
        let o = Command::new(env!("CARGO"))
            .current_dir(dir.join("driver"))
            .env("CARGO_TARGET_DIR", &target)
            .env_remove("RUSTFLAGS")
            .args([
                "build",
                "--offline",
                "-q",
                "--features",
                "std",
                "--bin",
                "esp_demo-stat",
            ])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let _ = std::fs::remove_dir_all(&dir);
        target.join("debug/esp_demo-stat")
    })
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("stat-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Byte offset of monitor word `index` of `tile` in the mapped window.
fn monitor(tile: usize, index: usize) -> usize {
    tile * map::TILE_STRIDE + map::reg::monitor(index)
}

fn index_of(name: &str) -> usize {
    map::MONITORS.iter().find(|m| m.name == name).unwrap().index
}

fn put(mem: &mut [u8], at: usize, v: u32) {
    mem[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

/// A window whose counts are all 0 and whose tiles' `info` words read as
/// hardware that allows reads answers (map version 1, the tile's index):
/// the program refuses an `info` word of 0 as a denied read.
fn window() -> Vec<u8> {
    let mut bytes = vec![0u8; map::WINDOW_BYTES];
    for t in 0..map::NUM_TILES {
        put(
            &mut bytes,
            t * map::TILE_STRIDE + map::reg::INFO,
            1 << 28 | t as u32,
        );
    }
    bytes
}

/// The command the tests run under the stat: a small Python program that
/// writes words into the mapped file (`OFFSET=VALUE` arguments;
/// `eventCODE=VALUE` writes the count register whose select holds that
/// event; `pause=MS` waits), then exits with the status given.
const WRITER: &str = r#"
import sys, struct, time
path, status, prog_tile, stride, selects, counts = sys.argv[1:7]
sel = [int(x) for x in selects.split(",")]
cnt = [int(x) for x in counts.split(",")]
base = int(prog_tile) * int(stride)
# Unbuffered: the program changes the selects while this runs.
with open(path, "r+b", buffering=0) as f:
    def rd(at):
        f.seek(at); return struct.unpack("<I", f.read(4))[0]
    def wr(at, v):
        f.seek(at); f.write(struct.pack("<I", v & 0xFFFFFFFF))
    for a in sys.argv[7:]:
        k, v = a.split("=")
        if k == "pause":
            time.sleep(int(v) / 1000)
        elif k.startswith("event"):
            code = int(k[5:])
            for s, c in zip(sel, cnt):
                if rd(base + s) & 0xFF == code and not rd(base + s) >> 31:
                    wr(base + c, int(v))
        else:
            wr(int(k), int(v))
sys.exit(int(status))
"#;

fn writer(mem: &Path, status: u8, writes: &[(String, u64)]) -> Vec<String> {
    let join = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let script = mem.with_file_name("advance.py");
    std::fs::write(&script, WRITER).unwrap();
    let mut cmd = vec![
        "python3".to_string(),
        script.display().to_string(),
        mem.display().to_string(),
        status.to_string(),
        map::PROG_TILES[0].to_string(),
        map::TILE_STRIDE.to_string(),
        join(&map::PROG_SELECT),
        join(&map::PROG_COUNT_LO),
    ];
    cmd.extend(writes.iter().map(|(k, v)| format!("{k}={v}")));
    cmd
}

fn run(args: &[&str], command: &[String]) -> Output {
    Command::new(stat())
        .args(args)
        .arg("--")
        .args(command)
        .output()
        .unwrap()
}

#[test]
fn signals_sent_to_it_reach_the_command_and_the_report_is_still_written() {
    use std::os::unix::process::CommandExt;
    for (signal, code) in [("TERM", 128 + 15), ("INT", 128 + 2)] {
        let d = scratch(&format!("signal-{signal}"));
        let mem = d.join("window.bin");
        std::fs::write(&mem, window()).unwrap();
        let report = d.join("report.txt");
        let started = Instant::now();
        let mut cmd = Command::new(stat());
        cmd.args([
            "--mem",
            mem.to_str().unwrap(),
            "-o",
            report.to_str().unwrap(),
            "--",
            "sleep",
            "30",
        ])
        .stdin(Stdio::null());
        // A signal ignored here stays ignored in the command, as it should
        // (nohup): a test suite started in the background of a script has
        // SIGINT ignored, so the command would outlive it. Start from the
        // defaults, as a terminal does.
        // SAFETY: only async-signal-safe calls between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                for sig in [libc::SIGHUP, libc::SIGINT, libc::SIGQUIT, libc::SIGTERM] {
                    libc::signal(sig, libc::SIG_DFL);
                }
                Ok(())
            });
        }
        let mut child = cmd.spawn().unwrap();
        // Signal once the command runs (its handlers are set right after).
        let children = format!("/proc/{0}/task/{0}/children", child.id());
        let waiting = Instant::now();
        while std::fs::read_to_string(&children).map_or(true, |c| c.trim().is_empty())
            && waiting.elapsed() < Duration::from_secs(10)
        {
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(200));
        assert!(Command::new("kill")
            .args([format!("-{signal}"), child.id().to_string()])
            .status()
            .unwrap()
            .success());
        let status = child.wait().unwrap();
        assert_eq!(
            status.code(),
            Some(code),
            "SIG{signal}: the command's death by it"
        );
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the command was stopped"
        );
        let text = std::fs::read_to_string(&report).unwrap();
        assert!(text.contains(&format!("(exit status {code}):")), "{text}");
        assert!(text.contains(" Multiplexed events of tile 0 "), "{text}");
    }
}

/// A set that never got a multiplexing period shows `<not counted>` (as
/// `perf stat` does), not a 0 that reads as a measured zero: the command
/// ends before the first tick, so only set 0 runs.
#[test]
fn a_set_that_never_ran_is_not_counted() {
    let d = scratch("not-counted");
    let mem = d.join("window.bin");
    std::fs::write(&mem, window()).unwrap();
    std::fs::write(d.join("sets.txt"), "cycles, instret\nl1d_hit\n").unwrap();
    let o = run(
        &[
            "--mem",
            mem.to_str().unwrap(),
            "--sets",
            d.join("sets.txt").to_str().unwrap(),
            "--interval",
            "60000",
            "-o",
            "-",
        ],
        &["true".to_string()],
    );
    let text = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let rows = perf_parse::human(&text).rows;
    let row = |event: &str| rows.iter().find(|r| r.event == event).expect(&text);
    assert_eq!(row("l1d_hit").value, "<not counted>", "{text}");
    assert_eq!(row("l1d_hit").percent.as_deref(), Some("0.00"), "{text}");
    assert_eq!(row("cycles").value, "0", "a counted zero stays 0: {text}");
    assert_eq!(row("cycles").percent, None, "counted all along: {text}");
}
