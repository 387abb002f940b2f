//! Every output path of every hdlgen command through the same hostile
//! paths: the same file as an input or as another output, `-`, a
//! directory, a missing directory, an unwritable one, `/dev/full`, a FIFO
//! with a reader and a closed pipe. Each row checks the exit status, the
//! message, that nothing else changed and that no partial file is left.
//! Then the defects these rules fixed, one test each.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A small SoC with a packer and an AutoCounter domain: cheap models.
const TINY: &str = r#"
[soc]
name = "tiny"
bus = "apb"

[catalog]
builtin = "none"
width = 8

[[catalog.monitor]]
name = "m0"
kinds = ["cpu"]

[[catalog.monitor]]
name = "m1"
kinds = ["cpu"]

[[tile]]
name = "cpu0"
kind = "cpu"

[packer]
stream_width = 160
pc_width = 32
cycles_width = 16
halted_width = 8
counters = 2
counter_width = 4
registers = 0
fifo_depth = 4
almost_full = 3
watchpoints = 1
rv32 = true

[autocounter]
fifo_depth = 4
read_rate = 0

[[autocounter.domain]]
name = "core"

[[autocounter.counter]]
label = "ev"
path = "t"
domain = "core"
"#;

/// A description without `[autocounter]`.
const NO_AC: &str = "[soc]\nname = \"plain\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n";

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("outputs-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Every file under `dir` with its contents (symbolic links as their target).
fn state(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            let key = p.strip_prefix(dir).unwrap().display().to_string();
            let m = fs::symlink_metadata(&p).unwrap();
            if m.is_dir() {
                stack.push(p);
                out.insert(key + "/", Vec::new());
            } else if m.file_type().is_symlink() {
                out.insert(
                    key,
                    fs::read_link(&p)
                        .unwrap()
                        .display()
                        .to_string()
                        .into_bytes(),
                );
            } else if m.is_file() {
                out.insert(key, fs::read(&p).unwrap());
            } else {
                out.insert(key, b"(special)".to_vec());
            }
        }
    }
    out
}

/// Where a run's standard output goes.
enum Stdout {
    Captured,
    /// A pipe whose reader is gone before the command starts.
    Closed,
    /// `/dev/full`.
    Full,
}

/// Runs hdlgen in `dir` with `stdin` on its standard input.
fn run(dir: &Path, args: &[&str], stdin: Option<&[u8]>, stdout: Stdout) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_hdlgen"));
    c.args(args).current_dir(dir).stderr(Stdio::piped());
    c.stdin(match stdin {
        Some(bytes) => {
            let p = dir.join(".stdin");
            fs::write(&p, bytes).unwrap();
            Stdio::from(fs::File::open(&p).unwrap())
        }
        None => Stdio::null(),
    });
    match stdout {
        Stdout::Captured => c.stdout(Stdio::piped()),
        Stdout::Closed => {
            let (reader, writer) = std::io::pipe().unwrap();
            drop(reader);
            c.stdout(writer)
        }
        Stdout::Full => c.stdout(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        ),
    };
    let o = c.output().unwrap();
    let _ = fs::remove_file(dir.join(".stdin"));
    o
}

/// A FIFO at `path` with a reader that collects what is written to it.
fn fifo_with_reader(path: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        fs::File::open(path)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    })
}

/// Opens the FIFO for writing and closes it, so a reader that the command
/// never served returns.
fn release(path: &Path) {
    let _ = fs::OpenOptions::new()
        .write(true)
        .custom_flags_nonblock()
        .open(path);
}

trait NonBlock {
    fn custom_flags_nonblock(&mut self) -> &mut Self;
}

impl NonBlock for fs::OpenOptions {
    fn custom_flags_nonblock(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.custom_flags(libc::O_NONBLOCK)
    }
}

/// Sets `width` bits at `offset` of a little-endian packet.
fn put(p: &mut [u8], offset: u32, width: u32, v: u64) {
    for b in 0..width {
        if v >> b & 1 == 1 {
            let i = (offset + b) as usize;
            p[i / 8] |= 1 << (i % 8);
        }
    }
}

/// A dump of `packets` packets of `TINY`'s layout, numbered from 0.
fn dump_of(packets: u64) -> Vec<u8> {
    let soc = hdlgen::load_str("tiny.toml", TINY).unwrap();
    let l = hdlgen::decode::layout(soc.packer.as_ref().unwrap());
    let mut dump = Vec::new();
    for seq in 0..packets {
        let mut p = vec![0u8; l.packet_bytes];
        put(&mut p, l.seq.offset, 32, seq);
        put(&mut p, l.pc.offset, 32, 0x8000_0000 + 4 * seq);
        put(&mut p, l.layout_id.offset, 16, l.id.into());
        dump.extend(p);
    }
    dump
}

/// The hostile paths every output goes through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hostile {
    SameAsInput,
    SameAsOutput,
    Dash,
    Directory,
    MissingDirectory,
    Unwritable,
    DevFull,
    Fifo,
    ClosedPipe,
}

const HOSTILE: [Hostile; 9] = [
    Hostile::SameAsInput,
    Hostile::SameAsOutput,
    Hostile::Dash,
    Hostile::Directory,
    Hostile::MissingDirectory,
    Hostile::Unwritable,
    Hostile::DevFull,
    Hostile::Fifo,
    Hostile::ClosedPipe,
];

/// One command's output option: how to run it with a path in its place.
struct Target {
    /// `decode --output`, ...
    name: &'static str,
    /// The arguments, with `{P}` for the path under test.
    args: &'static [&'static str],
    /// The file the option writes when given a directory (`--csv DIR`,
    /// `--out DIR`), relative to it.
    inside: Option<&'static str>,
    /// Another output's arguments with `{P}` for the path under test, and
    /// the path that makes them clash (`None`: the command has one output).
    other_output: Option<(&'static [&'static str], &'static str)>,
    /// The path that is one of the command's inputs.
    an_input: &'static str,
}

const TARGETS: [Target; 6] = [
    Target {
        name: "decode --output",
        args: &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "dump.bin",
            "--output",
            "{P}",
        ],
        inside: None,
        other_output: Some((&["--plot", "{P}"], "clash")),
        an_input: "dump.bin",
    },
    Target {
        name: "decode --plot",
        args: &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "dump.bin",
            "--output",
            "table.csv",
            "--plot",
            "{P}",
        ],
        inside: None,
        other_output: Some((&[], "table.csv")),
        an_input: "tiny.toml",
    },
    Target {
        name: "sim --junit",
        // The last of four items: the AutoCounter domain alone.
        args: &[
            "sim",
            "--soc",
            "tiny.toml",
            "--cycles",
            "300",
            "--shard",
            "4/4",
            "--junit",
            "{P}",
        ],
        inside: None,
        other_output: Some((&["--vcd", "{P}"], "clash")),
        an_input: "tiny.toml",
    },
    Target {
        name: "sim --vcd",
        // The second of four items: the SoC wrapper, which the VCD records.
        args: &[
            "sim",
            "--soc",
            "tiny.toml",
            "--cycles",
            "300",
            "--shard",
            "2/4",
            "--vcd",
            "{P}",
        ],
        inside: None,
        other_output: Some((&["--junit", "{P}"], "clash")),
        an_input: "tiny.toml",
    },
    Target {
        name: "sim --csv",
        // The last of five items: the AutoCounter CSV run.
        args: &[
            "sim",
            "--soc",
            "tiny.toml",
            "--cycles",
            "300",
            "--shard",
            "5/5",
            "--csv",
            "{P}",
        ],
        inside: Some("AUTOCOUNTERFILE0.csv"),
        other_output: Some((&["--junit", "{P}/AUTOCOUNTERFILE0.csv"], "clash")),
        an_input: "tiny.toml",
    },
    Target {
        name: "generate --out",
        args: &["--soc", "tiny.toml", "--out", "{P}"],
        inside: Some("rtl/tiny_soc.v"),
        other_output: None,
        an_input: ".",
    },
];

/// What one row did.
struct Outcome {
    code: Option<i32>,
    stderr: String,
    stdout: Vec<u8>,
    /// What a FIFO's reader received.
    fifo: Option<Vec<u8>>,
    /// Files that appeared or changed (names), beside the expected output.
    changed: Vec<String>,
}

/// Runs `t` with the hostile path `h` in a fresh directory.
fn run_row(t: &Target, h: Hostile) -> Option<Outcome> {
    let dir = scratch(&format!("{}-{h:?}", t.name.replace([' ', '-'], "")));
    fs::write(dir.join("tiny.toml"), TINY).unwrap();
    fs::write(dir.join("dump.bin"), dump_of(40)).unwrap();
    fs::create_dir(dir.join("sub")).unwrap();
    let path: String = match h {
        Hostile::SameAsInput => match t.inside {
            // A directory output whose file is a link to the description.
            Some(inside) if t.an_input != "." => {
                let d = dir.join("linked");
                fs::create_dir_all(d.join(inside).parent().unwrap()).unwrap();
                std::os::unix::fs::symlink(dir.join("tiny.toml"), d.join(inside)).unwrap();
                "linked".into()
            }
            // The directory the description is in, by a path with a name.
            _ if t.an_input == "." => format!("../{}", dir.file_name().unwrap().to_string_lossy()),
            _ => t.an_input.into(),
        },
        Hostile::SameAsOutput => match t.other_output {
            Some((_, clash)) => clash.into(),
            None => return None,
        },
        Hostile::Dash | Hostile::ClosedPipe => "-".into(),
        Hostile::Directory => "sub".into(),
        Hostile::MissingDirectory => "missing/out".into(),
        Hostile::Unwritable => "/proc/self/hdlgen-out".into(),
        Hostile::DevFull => "/dev/full".into(),
        Hostile::Fifo => "fifo".into(),
    };
    // A directory output on a closed pipe: the report is what is lost.
    let path = if h == Hostile::ClosedPipe && t.inside.is_some() {
        "sub".to_string()
    } else {
        path
    };
    let mut args: Vec<String> = t.args.iter().map(|a| a.replace("{P}", &path)).collect();
    if h == Hostile::SameAsOutput {
        let (other, _) = t.other_output.unwrap();
        args.extend(other.iter().map(|a| a.replace("{P}", &path)));
        if t.inside.is_some() {
            // The directory exists, so the clash is between two files.
            fs::create_dir(dir.join(&path)).unwrap();
        }
    }
    let reader = (h == Hostile::Fifo).then(|| fifo_with_reader(&dir.join("fifo")));
    let before = state(&dir);
    let stdout = match h {
        Hostile::ClosedPipe => Stdout::Closed,
        _ => Stdout::Captured,
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = run(&dir, &args, None, stdout);
    if h == Hostile::Fifo {
        release(&dir.join("fifo"));
    }
    let fifo = reader.map(|r| r.join().unwrap());
    let after = state(&dir);
    let changed = after
        .iter()
        .filter(|(k, v)| before.get(*k) != Some(v))
        .map(|(k, _)| k.clone())
        .chain(before.keys().filter(|k| !after.contains_key(*k)).cloned())
        .collect();
    Some(Outcome {
        code: o.status.code(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
        stdout: o.stdout,
        fifo,
        changed,
    })
}

/// What a row must show: the exit status, a piece of its message (empty:
/// standard error stays empty), what standard output or the FIFO's reader
/// gets, and the directory whose files may change (None: nothing may).
struct Expect {
    code: i32,
    message: &'static str,
    received: Option<&'static str>,
    may_change: Option<&'static str>,
}

fn expect(t: &Target, h: Hostile) -> Expect {
    use Hostile::*;
    let e = |code, message, received, may_change| Expect {
        code,
        message,
        received,
        may_change,
    };
    let head = match t.name {
        "decode --output" => "seq,pc",
        "decode --plot" => "<svg",
        "sim --junit" => "<?xml",
        "sim --vcd" => "$",
        _ => "",
    };
    let same_input = match t.name {
        "decode --output" => "is the same file as --input dump.bin",
        "generate --out" => "it is the directory of the description",
        _ => "is the same file as --soc tiny.toml",
    };
    let table = (t.name == "decode --plot").then_some("table.csv");
    match (t.inside.is_some(), h) {
        (_, SameAsInput) => e(1, same_input, None, None),
        (_, SameAsOutput) => e(1, "are the same file", None, None),
        (false, Dash) => e(0, "", Some(head), table),
        (true, Dash) => e(1, "cannot go to standard output", None, None),
        (false, Directory) => e(1, "it is a directory", None, None),
        (true, Directory) => e(0, "", None, Some("sub/")),
        (false, MissingDirectory) if true => {
            e(1, "the directory missing does not exist", None, None)
        }
        (true, MissingDirectory) if t.name == "generate --out" => e(0, "", None, Some("missing/")),
        (true, MissingDirectory) => e(1, "the directory missing does not exist", None, None),
        (_, Unwritable) => e(1, "/proc/self", None, None),
        (false, DevFull) => e(
            1,
            "cannot write /dev/full: No space left on device",
            None,
            None,
        ),
        (true, DevFull | Fifo) => e(1, "directory", None, None),
        (false, Fifo) => e(0, "", Some(head), table),
        (false, ClosedPipe) => e(141, "", None, None),
        (true, ClosedPipe) => e(141, "", None, Some("sub/")),
        _ => unreachable!(),
    }
}

#[test]
fn every_output_through_every_hostile_path() {
    let mut table =
        String::from("| command and option | path | exit | message |\n|---|---|---|---|\n");
    let mut failures = Vec::new();
    for t in &TARGETS {
        for h in HOSTILE {
            let Some(o) = run_row(t, h) else {
                table += &format!(
                    "| `{}` | {h:?} | - | (one output: no other to clash with) |\n",
                    t.name
                );
                continue;
            };
            let ex = expect(t, h);
            let first = o
                .stderr
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            table += &format!(
                "| `{}` | {h:?} | {} | {} |\n",
                t.name,
                o.code.unwrap_or(-1),
                first.replace('|', "\\|")
            );
            let mut wrong = Vec::new();
            if o.code != Some(ex.code) {
                wrong.push(format!("exit {:?}, expected {}", o.code, ex.code));
            }
            // A closed pipe ends quietly: a report moved to standard error
            // may be there, an error may not.
            let quiet = ["hdlgen:", "Broken pipe", "cannot write", "panicked"];
            if ex.message.is_empty() && ex.code != 0 && quiet.iter().any(|q| o.stderr.contains(q)) {
                wrong.push("expected no error message".into());
            }
            if !o.stderr.contains(ex.message) {
                wrong.push(format!("message lacks {:?}", ex.message));
            }
            if let Some(head) = ex.received {
                let got = o.fifo.as_deref().unwrap_or(&o.stdout);
                if !got.starts_with(head.as_bytes()) {
                    wrong.push(format!(
                        "received {:?}, expected it to start with {head:?}",
                        String::from_utf8_lossy(&got[..got.len().min(40)])
                    ));
                }
            }
            let stray: Vec<&String> = o
                .changed
                .iter()
                .filter(|c| !ex.may_change.is_some_and(|m| c.starts_with(m)))
                .collect();
            if !stray.is_empty() {
                wrong.push(format!("changed {stray:?}"));
            }
            if o.changed
                .iter()
                .any(|c| c.contains("hdlgen-tmp") || c.contains("hdlgen-probe"))
            {
                wrong.push(format!("left a temporary file: {:?}", o.changed));
            }
            if !wrong.is_empty() {
                failures.push(format!(
                    "{} / {h:?}: {}\n  stderr: {}",
                    t.name,
                    wrong.join("; "),
                    o.stderr.trim()
                ));
            }
        }
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{}\n\n{table}", failures.join("\n"));
}

/// A scratch directory holding `TINY` and a dump of 40 packets.
fn with_inputs(name: &str) -> PathBuf {
    let dir = scratch(name);
    fs::write(dir.join("tiny.toml"), TINY).unwrap();
    fs::write(dir.join("dump.bin"), dump_of(40)).unwrap();
    dir
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Defect 1: a decode never overwrites one of its inputs, however the
/// output reaches it (the same name, another path, a symbolic or a hard
/// link), and refuses before it reads anything.
#[test]
fn decode_refuses_an_output_that_is_one_of_its_inputs() {
    let dir = with_inputs("same-input");
    std::os::unix::fs::symlink("dump.bin", dir.join("soft.bin")).unwrap();
    fs::hard_link(dir.join("dump.bin"), dir.join("hard.bin")).unwrap();
    fs::create_dir(dir.join("sub")).unwrap();
    let before = state(&dir);
    for (option, path, input) in [
        ("--output", "dump.bin", "--input dump.bin"),
        ("--output", "./sub/../dump.bin", "--input dump.bin"),
        ("--output", "soft.bin", "--input dump.bin"),
        ("--output", "hard.bin", "--input dump.bin"),
        ("--output", "tiny.toml", "--soc tiny.toml"),
        ("--plot", "dump.bin", "--input dump.bin"),
    ] {
        let mut args = vec!["decode", "--soc", "tiny.toml", "--input", "dump.bin"];
        if option == "--plot" {
            args.extend(["--output", "t.csv"]);
        }
        args.extend([option, path]);
        let o = run(&dir, &args, None, Stdout::Captured);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{option} {path}: {err}");
        assert!(
            err.contains(&format!("refusing to write {path}")) && err.contains(input),
            "{option} {path}: {err}"
        );
        assert_eq!(state(&dir), before, "{option} {path} changed a file");
    }
}

/// Defects 2 and 4: `-` is standard input and standard output; Parquet
/// goes to a pipe; an output error names the output, and a closed pipe
/// ends quietly with 141.
#[test]
fn decode_dash_is_a_stream_and_errors_name_the_output() {
    let dir = with_inputs("dash");
    let dump = fs::read(dir.join("dump.bin")).unwrap();
    let o = run(
        &dir,
        &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "-",
            "--output",
            "-",
        ],
        Some(&dump),
        Stdout::Captured,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let csv = String::from_utf8(o.stdout).unwrap();
    assert_eq!(csv.lines().count(), 41, "a header and 40 rows:\n{csv}");
    assert!(!dir.join("-").exists(), "a file named - was written");
    let o = run(
        &dir,
        &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "dump.bin",
            "--format",
            "parquet",
            "--output",
            "-",
        ],
        None,
        Stdout::Captured,
    );
    // The binary has the feature when the workspace's tests are built
    // together (the sim crate asks for it).
    if cfg!(feature = "parquet") {
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert!(
            o.stdout.starts_with(b"PAR1") && o.stdout.ends_with(b"PAR1"),
            "not a Parquet file on standard output"
        );
    } else {
        assert_eq!(o.status.code(), Some(1));
        assert!(
            stderr(&o).contains("without Parquet support"),
            "{}",
            stderr(&o)
        );
    }
    let o = run(
        &dir,
        &["decode", "--soc", "tiny.toml", "--input", "dump.bin"],
        None,
        Stdout::Full,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("cannot write standard output: No space left on device")
            && !err.contains("dump.bin:"),
        "{err}"
    );
    let o = run(
        &dir,
        &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "dump.bin",
            "--output",
            "/dev/full",
        ],
        None,
        Stdout::Captured,
    );
    let err = stderr(&o);
    assert!(
        o.status.code() == Some(1)
            && err.contains("cannot write /dev/full")
            && !err.contains("dump.bin:"),
        "{err}"
    );
    let o = run(
        &dir,
        &["decode", "--soc", "tiny.toml", "--input", "dump.bin"],
        None,
        Stdout::Closed,
    );
    assert_eq!((o.status.code(), stderr(&o).as_str()), (Some(141), ""));
}

/// Defect 3: two outputs on one file are refused up front.
#[test]
fn decode_refuses_two_outputs_on_one_file() {
    let dir = with_inputs("two-outputs");
    let before = state(&dir);
    let o = run(
        &dir,
        &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "dump.bin",
            "--output",
            "f",
            "--plot",
            "f",
        ],
        None,
        Stdout::Captured,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("--plot and --output f are the same file"),
        "{err}"
    );
    assert_eq!(state(&dir), before);
}

/// Defect 10: an empty dump says so, and its plot draws no invented scale.
#[test]
fn an_empty_dump_says_it_is_empty() {
    let dir = with_inputs("empty");
    fs::write(dir.join("empty.bin"), b"").unwrap();
    let o = run(
        &dir,
        &[
            "decode",
            "--soc",
            "tiny.toml",
            "--input",
            "empty.bin",
            "--output",
            "e.csv",
            "--plot",
            "e.svg",
        ],
        None,
        Stdout::Captured,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("the dump is empty") && !err.contains("on every one"),
        "{err}"
    );
    let svg = fs::read_to_string(dir.join("e.svg")).unwrap();
    assert!(
        svg.contains("the dump is empty") && !svg.contains("text-anchor=\"end\""),
        "{svg}"
    );
}

/// Defects 5 and 6: sim's outputs are checked before anything is simulated,
/// `--csv` needs an `[autocounter]`, and each failure says its kind.
#[test]
fn sim_checks_its_outputs_before_simulating() {
    let dir = with_inputs("sim-up-front");
    fs::write(dir.join("plain.toml"), NO_AC).unwrap();
    fs::create_dir(dir.join("sub")).unwrap();
    fs::write(dir.join("file"), "mine").unwrap();
    let before = state(&dir);
    for (args, code, message) in [
        (
            &["--vcd", "/proc/self/x.vcd"][..],
            1,
            "refusing to write /proc/self/x.vcd: its directory /proc/self cannot be written",
        ),
        (
            &["--vcd", "missing/x.vcd"],
            1,
            "the directory missing does not exist",
        ),
        (
            &["--vcd", "sub"],
            1,
            "refusing to write sub: it is a directory",
        ),
        (
            &["--csv", "file"],
            1,
            "refusing to write file: --csv names a directory",
        ),
        (
            &["--junit", "sub"],
            1,
            "refusing to write sub: it is a directory",
        ),
    ] {
        let mut all = vec!["sim", "--soc", "tiny.toml", "--cycles", "100"];
        all.extend(args);
        let o = run(&dir, &all, None, Stdout::Captured);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(
            err.contains(message) && err.contains("nothing was simulated"),
            "{args:?}: {err}"
        );
        assert!(o.stdout.is_empty(), "{args:?} simulated");
        assert!(!err.contains("simulation build failed"), "{err}");
    }
    let o = run(
        &dir,
        &["sim", "--soc", "plain.toml", "--csv", "sub"],
        None,
        Stdout::Captured,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("plain.toml has no [autocounter] section"),
        "{err}"
    );
    let o = run(
        &dir,
        &["sim", "--soc", "tiny.toml", "--cycles", "0"],
        None,
        Stdout::Captured,
    );
    assert_eq!(o.status.code(), Some(2), "--cycles 0: {}", stderr(&o));
    assert!(stderr(&o).contains("--cycles"), "{}", stderr(&o));
    assert_eq!(state(&dir), before);
}

/// Defect 9: an empty shard says it ran nothing and writes valid JUnit with
/// a time that is not negative; the packer's drops with halting off read as
/// counted drops, not as losses.
#[test]
fn sim_reports_empty_shards_and_counted_drops_plainly() {
    let dir = with_inputs("sim-words");
    let o = run(
        &dir,
        &[
            "sim",
            "--soc",
            "tiny.toml",
            "--shard",
            "50/50",
            "--junit",
            "j.xml",
        ],
        None,
        Stdout::Captured,
    );
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        out.contains("shard 50/50 holds none of the 4 blocks of this run; nothing ran"),
        "{out}"
    );
    let xml = fs::read_to_string(dir.join("j.xml")).unwrap();
    assert!(
        xml.contains("tests=\"0\"") && xml.contains("time=\"0.000\"") && !xml.contains("-0.000"),
        "{xml}"
    );
    // The packer is the third of four items.
    let o = run(
        &dir,
        &[
            "sim",
            "--soc",
            "tiny.toml",
            "--cycles",
            "30000",
            "--shard",
            "3/4",
        ],
        None,
        Stdout::Captured,
    );
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}{}", stderr(&o));
    let line = out
        .lines()
        .find(|l| l.starts_with("trace packer"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("dropped (halting off")
            && line.contains("counted by the hardware")
            && !line.contains("lost"),
        "{line}"
    );
}
