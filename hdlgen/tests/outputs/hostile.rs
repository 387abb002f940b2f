//! Every output option of every command through every hostile path.

use std::fs;

use crate::harness::*;

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
    let fifo = reader.map(|r| collect(&dir.join("fifo"), r));
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
