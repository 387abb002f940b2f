//! `esp_demo-stat`, the generated crate's rpistat, end to end on the host:
//! built from a freshly generated crate, run with `--mem` on a file that the
//! command itself advances as counters would (a known schedule), around a
//! real child process; its report's numbers, the exit status, the signals it
//! passes on, its errors, and its outputs through hostile paths (checked
//! before the command runs, replaced whole, `-`, devices, FIFOs, a closed
//! pipe).

mod support;

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

/// The command the tests run under the stat: a small Python program that
/// writes words into the mapped file (`OFFSET=VALUE` arguments, the value
/// `cycles`/`instret` meaning "the count register whose select holds that
/// event"), then exits with the status given.
const WRITER: &str = r#"
import sys, struct
path, status, prog_tile, stride, selects, counts = sys.argv[1:7]
sel = [int(x) for x in selects.split(",")]
cnt = [int(x) for x in counts.split(",")]
base = int(prog_tile) * int(stride)
with open(path, "r+b") as f:
    def rd(at):
        f.seek(at); return struct.unpack("<I", f.read(4))[0]
    def wr(at, v):
        f.seek(at); f.write(struct.pack("<I", v & 0xFFFFFFFF))
    for a in sys.argv[7:]:
        k, v = a.split("=")
        if k.startswith("event"):
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

fn line<'a>(report: &'a str, tile: usize, name: &str) -> &'a str {
    let start = report.find(&format!("  Tile {tile} (")).unwrap();
    report[start..]
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no {name} in tile {tile}:\n{report}"))
}

#[test]
fn reports_what_the_command_counted_and_passes_its_exit_status() {
    let d = scratch("report");
    let mem = d.join("window.bin");
    let mut bytes = vec![0u8; map::WINDOW_BYTES];
    // Before: a DDR count about to wrap, an L2 count, a 64-bit accelerator
    // count about to carry into its high word.
    let ddr = monitor(1, index_of("ddr_word_transfer"));
    let l2 = monitor(0, index_of("l2_hit"));
    let acc = monitor(2, index_of("acc_mem"));
    put(&mut bytes, ddr, 0xFFFF_FFF0);
    put(&mut bytes, l2, 1000);
    put(&mut bytes, acc, 0xFFFF_FFFF);
    std::fs::write(&mem, &bytes).unwrap();
    std::fs::write(
        d.join("sets.txt"),
        "# one set: CPI is exact\ncycles, instret\n",
    )
    .unwrap();
    let report = d.join("report.txt");
    let writes = [
        (ddr.to_string(), 0x10),
        (l2.to_string(), 1000 + 123_456),
        (acc.to_string(), 4),
        ((acc + 4).to_string(), 1),
        ("event0".to_string(), 4_000_000),
        ("event1".to_string(), 1_000_000),
    ];
    let o = run(
        &[
            "--mem",
            mem.to_str().unwrap(),
            "--sets",
            d.join("sets.txt").to_str().unwrap(),
            "--interval",
            "20",
            "--csv",
            d.join("series.csv").to_str().unwrap(),
            "-o",
            report.to_str().unwrap(),
        ],
        &writer(&mem, 7, &writes),
    );
    assert_eq!(
        o.status.code(),
        Some(7),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = std::fs::read_to_string(&report).unwrap();
    println!("{text}");
    assert!(text.starts_with("esp_demo-stat: python3 "), "{text}");
    assert!(text.contains("  exit status 7, "), "{text}");
    // Wrap-exact differences, with thousands separators, under ESP's groups.
    assert!(
        line(&text, 1, "ddr_word_transfer")
            .trim_end()
            .ends_with(" 32"),
        "{text}"
    );
    assert!(
        line(&text, 0, "l2_hit").trim_end().ends_with(" 123,456"),
        "{text}"
    );
    assert!(
        line(&text, 2, "acc_mem").trim_end().ends_with(" 5"),
        "{text}"
    );
    assert!(
        line(&text, 0, "l2_miss").trim_end().ends_with(" 0"),
        "{text}"
    );
    let tile1 = &text[text.find("  Tile 1 (mem0, Mem)").unwrap()..];
    assert!(tile1.find("    ddr_accesses\n").unwrap() < tile1.find("    mem_reqs\n").unwrap());
    // The multiplexed counters: the counts the command left, and CPI.
    let mux = &text[text.find("Programmable counters of tile 0").unwrap()..];
    assert!(
        mux.contains("cycles                            4,000,000"),
        "{mux}"
    );
    assert!(
        mux.contains("instret                           1,000,000"),
        "{mux}"
    );
    assert!(
        mux.contains("CPI                             4.000"),
        "{mux}"
    );
    let csv = std::fs::read_to_string(d.join("series.csv")).unwrap();
    assert!(csv.lines().count() >= 2, "{csv}");
}

#[test]
fn signals_sent_to_it_reach_the_command_and_the_report_is_still_written() {
    use std::os::unix::process::CommandExt;
    for (signal, code) in [("TERM", 128 + 15), ("INT", 128 + 2)] {
        let d = scratch(&format!("signal-{signal}"));
        let mem = d.join("window.bin");
        std::fs::write(&mem, vec![0u8; map::WINDOW_BYTES]).unwrap();
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
        assert!(text.contains(&format!("exit status {code}")), "{text}");
        assert!(text.contains("Programmable counters of tile 0"), "{text}");
    }
}

#[test]
fn errors_are_clear_and_carry_their_own_exit_status() {
    let d = scratch("errors");
    let small = d.join("small.bin");
    std::fs::write(&small, [0u8; 100]).unwrap();
    let cases: [(&[&str], &[&str], i32, &str); 5] = [
        (
            &["--mem", "/nonexistent/window"],
            &["true"],
            125,
            "/nonexistent/window: No such file or directory",
        ),
        (
            &["--mem", d.to_str().unwrap()],
            &["true"],
            125,
            "is a directory",
        ),
        (
            &["--mem", small.to_str().unwrap()],
            &["true"],
            125,
            "100 bytes cannot hold the monitor window",
        ),
        (
            &["--tile", "1"],
            &["true"],
            125,
            "--tile 1: that tile has no programmable counters; valid: [0, 6]",
        ),
        (
            &["--sets", small.to_str().unwrap()],
            &[],
            125,
            "no command given",
        ),
    ];
    for (args, command, code, message) in cases {
        let command: Vec<String> = command.iter().map(|s| s.to_string()).collect();
        let o = run(args, &command);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let mem = d.join("window.bin");
    std::fs::write(&mem, vec![0u8; map::WINDOW_BYTES]).unwrap();
    let o = run(
        &["--mem", mem.to_str().unwrap(), "-o", "-"],
        &["no-such-command-anywhere".to_string()],
    );
    assert_eq!(o.status.code(), Some(127));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("no-such-command-anywhere: command not found")
    );
    std::fs::write(d.join("bad-sets.txt"), "cycles, warp_drive\n").unwrap();
    let o = run(
        &[
            "--mem",
            mem.to_str().unwrap(),
            "--sets",
            d.join("bad-sets.txt").to_str().unwrap(),
        ],
        &["true".to_string()],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(
        err.contains("bad-sets.txt:1: no event or preset \"warp_drive\"; valid: cycles, instret"),
        "{err}"
    );
}

/// The program cross-builds for Linux on ESP's RISC-V cores with Debian's
/// cross linker (`scripts/setup.sh` installs it and the Rust target).
#[test]
fn cross_builds_for_riscv64_linux() {
    let dir = support::outside("stat-riscv");
    support::generate_example("esp.toml", &dir);
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stat-riscv-target");
    let o = Command::new(env!("CARGO"))
        .current_dir(dir.join("driver"))
        .env("CARGO_TARGET_DIR", &target)
        .env(
            "CARGO_TARGET_RISCV64GC_UNKNOWN_LINUX_GNU_LINKER",
            "riscv64-linux-gnu-gcc",
        )
        .env_remove("RUSTFLAGS")
        .args([
            "build",
            "--offline",
            "-q",
            "--release",
            "--features",
            "std",
            "--bin",
            "esp_demo-stat",
            "--target",
            "riscv64gc-unknown-linux-gnu",
        ])
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        o.status.success(),
        "{}\n(run scripts/setup.sh: it installs gcc-riscv64-linux-gnu and the riscv64gc-unknown-linux-gnu target)",
        String::from_utf8_lossy(&o.stderr)
    );
    let bin = target.join("riscv64gc-unknown-linux-gnu/release/esp_demo-stat");
    let elf = std::fs::read(&bin).unwrap();
    // ELF, 64-bit, little-endian, executable or PIE, machine RISC-V (243).
    assert_eq!(&elf[..4], b"\x7fELF");
    assert_eq!((elf[4], elf[5]), (2, 1));
    assert!(matches!(u16::from_le_bytes([elf[16], elf[17]]), 2 | 3));
    assert_eq!(u16::from_le_bytes([elf[18], elf[19]]), 243);
    println!(
        "esp_demo-stat for riscv64gc-unknown-linux-gnu: {} bytes",
        elf.len()
    );
}

/// A set that never got a multiplexing period shows `<not counted>` (as
/// `perf stat` does), not a 0 that reads as a measured zero: the command
/// ends before the first tick, so only set 0 runs.
#[test]
fn a_set_that_never_ran_is_not_counted() {
    let d = scratch("not-counted");
    let mem = d.join("window.bin");
    std::fs::write(&mem, vec![0u8; map::WINDOW_BYTES]).unwrap();
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
    let set1 = &text[text.find("  Event set 1 (0 periods)").expect(&text)..];
    let hit = set1
        .lines()
        .find(|l| l.trim_start().starts_with("l1d_hit "))
        .expect(&text);
    assert!(hit.trim_end().ends_with("<not counted>"), "{text}");
    let set0 = &text[text.find("  Event set 0 (1 periods)").expect(&text)..];
    let cycles = set0
        .lines()
        .find(|l| l.trim_start().starts_with("cycles "))
        .unwrap();
    assert!(
        cycles.trim_end().ends_with(" 0"),
        "a counted zero stays 0: {text}"
    );
}

/// A `--sets` file that holds no event set (only comments, blank lines or
/// ratios) or a line without an event is refused, naming the file, the line
/// where there is one, and what a valid line looks like.
#[test]
fn sets_files_without_events_are_refused_by_name() {
    let d = scratch("empty-sets");
    let mem = d.join("window.bin");
    std::fs::write(&mem, vec![0u8; map::WINDOW_BYTES]).unwrap();
    let cases = [
        (
            "comments.txt",
            "# nothing but a comment\n\n   \n",
            "comments.txt: no event set",
        ),
        (
            "ratios.txt",
            "ratio cycles / instret\n",
            "ratios.txt: no event set",
        ),
        (
            "commas.txt",
            "cycles, instret\n , ,\n",
            "commas.txt:2: no event on this line",
        ),
        ("empty.txt", "", "empty.txt: no event set"),
    ];
    for (file, text, message) in cases {
        let sets = d.join(file);
        std::fs::write(&sets, text).unwrap();
        let o = run(
            &[
                "--mem",
                mem.to_str().unwrap(),
                "--sets",
                sets.to_str().unwrap(),
                "-o",
                "-",
            ],
            &["true".to_string()],
        );
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(125), "{file}: {err}");
        assert!(err.contains(message), "{file}: {err}");
        assert!(
            err.contains("e.g. `cycles, instret`"),
            "{file}: what is valid: {err}"
        );
        assert!(o.stdout.is_empty(), "{file}: the command did not run");
    }
}

/// One hostile destination for an output option.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Hostile {
    SameAsMem,
    SameAsSets,
    SameAsOtherOutput,
    Dash,
    Directory,
    MissingDirectory,
    UnderProcFile,
    UnderProcDir,
    DevFull,
    FifoWithReader,
    ClosedStdout,
    FileSizeLimit,
}

/// What a run must end with: exit status, whether the command ran, and a
/// word the first line of standard error must hold (`None`: no message).
struct Expect {
    code: i32,
    ran: bool,
    message: Option<&'static str>,
}

impl Hostile {
    const ALL: [Hostile; 12] = [
        Hostile::SameAsMem,
        Hostile::SameAsSets,
        Hostile::SameAsOtherOutput,
        Hostile::Dash,
        Hostile::Directory,
        Hostile::MissingDirectory,
        Hostile::UnderProcFile,
        Hostile::UnderProcDir,
        Hostile::DevFull,
        Hostile::FifoWithReader,
        Hostile::ClosedStdout,
        Hostile::FileSizeLimit,
    ];

    /// The path given to the option, and a label for the table.
    fn path(self, d: &Path) -> (String, &'static str) {
        let at = |name: &str| d.join(name).display().to_string();
        match self {
            Hostile::SameAsMem => (at("window.bin"), "the `--mem` input"),
            Hostile::SameAsSets => (at("sets.txt"), "the `--sets` input"),
            Hostile::SameAsOtherOutput => (at("shared.out"), "another output's (new) file"),
            Hostile::Dash => ("-".into(), "`-`"),
            Hostile::ClosedStdout => ("-".into(), "`-`, standard output a closed pipe"),
            Hostile::Directory => (at("sub"), "a directory"),
            Hostile::MissingDirectory => (at("missing/out"), "in a missing directory"),
            Hostile::UnderProcFile => ("/proc/version/x".into(), "`/proc/version/x`"),
            Hostile::UnderProcDir => ("/proc/hdlgen-stat-x".into(), "`/proc/hdlgen-stat-x`"),
            Hostile::DevFull => ("/dev/full".into(), "`/dev/full`"),
            Hostile::FifoWithReader => (at("fifo"), "a FIFO with a reader"),
            Hostile::FileSizeLimit => (
                at("old.out"),
                "an existing file, write fails (RLIMIT_FSIZE)",
            ),
        }
    }

    fn expect(self) -> Expect {
        let refused = |message| Expect {
            code: 125,
            ran: false,
            message: Some(message),
        };
        match self {
            Hostile::SameAsMem => refused("--mem"),
            Hostile::SameAsSets => refused("--sets"),
            Hostile::SameAsOtherOutput => refused("shared.out"),
            Hostile::Directory => refused("is a directory"),
            Hostile::MissingDirectory => refused("does not exist"),
            Hostile::UnderProcFile => refused("/proc/version/x"),
            Hostile::UnderProcDir => refused("/proc/hdlgen-stat-x"),
            Hostile::Dash | Hostile::FifoWithReader => Expect {
                code: 3,
                ran: true,
                message: None,
            },
            Hostile::ClosedStdout => Expect {
                code: 141,
                ran: true,
                message: None,
            },
            Hostile::DevFull => Expect {
                code: 125,
                ran: true,
                message: Some("/dev/full"),
            },
            Hostile::FileSizeLimit => Expect {
                code: 125,
                ran: true,
                message: Some("old.out"),
            },
        }
    }
}

/// What each output option writes first, to recognise it wherever it went.
fn signature(option: &str) -> &'static str {
    match option {
        "-o" => "esp_demo-stat: sh ",
        "--csv" => "period,set,",
        _ => "<svg ",
    }
}

/// Every file under `d` and its bytes (a FIFO's as empty), to see what a run
/// changed.
fn tree(d: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    use std::os::unix::fs::FileTypeExt;
    let mut out = std::collections::BTreeMap::new();
    for e in std::fs::read_dir(d).unwrap() {
        let e = e.unwrap();
        let t = e.file_type().unwrap();
        if t.is_dir() {
            out.insert(e.path(), b"<dir>".to_vec());
            out.extend(tree(&e.path()));
        } else if t.is_fifo() {
            out.insert(e.path(), b"<fifo>".to_vec());
        } else {
            out.insert(e.path(), std::fs::read(e.path()).unwrap());
        }
    }
    out
}

/// Drains `fifo` on a thread, as a reader attached to it would.
fn fifo_reader(fifo: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let fifo = fifo.to_path_buf();
    std::thread::spawn(move || {
        use std::io::Read;
        let mut bytes = Vec::new();
        std::fs::File::open(&fifo)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    })
}

/// Lets a reader still waiting on `fifo` (nobody opened it to write) finish.
fn release_fifo(fifo: &Path, reader: std::thread::JoinHandle<Vec<u8>>) -> Vec<u8> {
    use std::os::unix::fs::OpenOptionsExt;
    if !reader.is_finished() {
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(fifo);
    }
    reader.join().unwrap()
}

/// A pipe whose reading end is already closed, as standard output.
fn closed_pipe() -> Stdio {
    use std::os::fd::FromRawFd;
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for both ends; the write end is owned once.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        libc::close(fds[0]);
        Stdio::from(std::os::fd::OwnedFd::from_raw_fd(fds[1]))
    }
}

/// Runs `esp_demo-stat` with `option` pointing at `hostile`, in a fresh
/// directory; returns its output and the first line of its standard error,
/// or the reasons it broke the rules.
fn run_hostile(option: &str, hostile: Hostile) -> (Output, String, Vec<String>) {
    use std::os::unix::process::CommandExt;
    let d = scratch(&format!("hostile{}-{hostile:?}", option.replace('-', "")));
    std::fs::write(d.join("window.bin"), vec![0u8; map::WINDOW_BYTES]).unwrap();
    std::fs::write(d.join("sets.txt"), "cycles, instret\n").unwrap();
    std::fs::create_dir(d.join("sub")).unwrap();
    std::fs::write(d.join("old.out"), "old\n").unwrap();
    let (path, _) = hostile.path(&d);
    let reader = (hostile == Hostile::FifoWithReader).then(|| fifo_reader(Path::new(&path)));
    let before = tree(&d);
    let mut args: Vec<String> = ["--mem", "window.bin", "--sets", "sets.txt"]
        .map(String::from)
        .to_vec();
    if option != "-o" {
        args.extend(["-o".into(), "/dev/null".into()]);
    }
    if hostile == Hostile::SameAsOtherOutput {
        args.extend([
            if option == "-o" { "--csv" } else { "-o" }.into(),
            path.clone(),
        ]);
    }
    args.extend([option.to_string(), path.clone()]);
    let marker = d.join("ran");
    let mut cmd = Command::new(stat());
    cmd.current_dir(&d)
        .args(&args)
        .args(["--", "sh", "-c", "touch \"$0\"; exit 3"])
        .arg(&marker);
    if hostile == Hostile::ClosedStdout {
        cmd.stdout(closed_pipe());
    }
    if hostile == Hostile::FileSizeLimit {
        // SAFETY: only async-signal-safe calls between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                // EFBIG instead of death by SIGXFSZ, past the first 16 bytes.
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                let limit = libc::rlimit {
                    rlim_cur: 16,
                    rlim_max: 16,
                };
                libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
                Ok(())
            });
        }
    }
    let o = cmd.output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let first = err.lines().next().unwrap_or("(none)").to_string();
    let want = hostile.expect();
    let mut broken = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            broken.push(what);
        }
    };
    check(
        o.status.code() == Some(want.code),
        format!("exit status {:?}, not {}", o.status.code(), want.code),
    );
    check(
        marker.exists() == want.ran,
        format!("the command ran: {}, not {}", marker.exists(), want.ran),
    );
    match want.message {
        Some(word) => check(
            first.contains(word) && first.contains(&path),
            format!("message {first:?} names neither {word:?} nor {path:?}"),
        ),
        None => check(err.is_empty(), format!("a message: {err:?}")),
    }
    check(!err.contains("panicked"), format!("a panic: {err}"));
    let got = match (hostile, reader) {
        (Hostile::Dash, _) => o.stdout.clone(),
        (Hostile::FifoWithReader, Some(r)) => release_fifo(Path::new(&path), r),
        _ => Vec::new(),
    };
    if matches!(hostile, Hostile::Dash | Hostile::FifoWithReader) {
        let got = String::from_utf8_lossy(&got);
        check(
            got.starts_with(signature(option)),
            format!("{option} wrote {:?}", &got[..got.len().min(60)]),
        );
    }
    if hostile == Hostile::DevFull && option == "-o" {
        check(
            err.contains("Fixed monitors"),
            "the report is not on standard error".into(),
        );
    }
    // Nothing else changed: no partial or temporary file, no file named `-`,
    // inputs and the old file intact; only the command's marker is new. A
    // run writes the window's control registers, so there only its size
    // must stay.
    let mut after = tree(&d);
    after.remove(&marker);
    let mut before = before;
    if want.ran {
        for t in [&mut before, &mut after] {
            let window = t.get_mut(&d.join("window.bin")).unwrap();
            *window = window.len().to_le_bytes().to_vec();
        }
    }
    check(
        after == before,
        format!(
            "the directory changed: {:?}",
            after
                .keys()
                .filter(|k| before.get(*k) != after.get(*k))
                .collect::<Vec<_>>()
        ),
    );
    let _ = std::fs::remove_dir_all(&d);
    (o, first, broken)
}

/// Every output option through every hostile destination: refused before
/// the command runs (status 125, a message naming the path and why),
/// written in place (`-`, devices, FIFOs), or failing at the end with 125
/// and a message; never a partial or temporary file, never a lost report.
#[test]
fn hostile_output_paths() {
    let mut table = String::from("| command | option | path | exit status | first line of the message |\n|---|---|---|---|---|\n");
    let mut failures = Vec::new();
    for option in ["-o", "--csv", "--svg"] {
        for hostile in Hostile::ALL {
            let (o, first, broken) = run_hostile(option, hostile);
            let label = hostile.path(Path::new("DIR")).1;
            let shown = first.replace(env!("CARGO_TARGET_TMPDIR"), "TMP");
            table += &format!(
                "| esp_demo-stat | `{option}` | {label} | {} | {shown} |\n",
                o.status.code().map_or("signal".into(), |c| c.to_string())
            );
            failures.extend(broken.into_iter().map(|b| format!("{option} {label}: {b}")));
        }
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{table}\n{}", failures.join("\n"));
}
