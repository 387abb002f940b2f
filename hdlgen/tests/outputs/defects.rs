//! The output defects these rules fixed, each reproduced by its own test.

use std::fs;
use std::path::Path;

use crate::harness::*;

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
    dash_is_standard_input_and_output(&dir);
    parquet_goes_to_a_pipe(&dir);
    output_errors_name_the_output(&dir);
}

/// `--input -` and `--output -`: the dump in, the CSV out, no file `-`.
fn dash_is_standard_input_and_output(dir: &Path) {
    let dump = fs::read(dir.join("dump.bin")).unwrap();
    let o = run(
        dir,
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
}

/// Parquet on standard output (a pipe here), where the binary has it.
fn parquet_goes_to_a_pipe(dir: &Path) {
    let o = run(
        dir,
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
}

/// A full device or a closed pipe: the error names the output, not the
/// input; a closed pipe ends quietly with 141.
fn output_errors_name_the_output(dir: &Path) {
    let o = run(
        dir,
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
        dir,
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
        dir,
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
        out.contains(
            "shard 50/50 holds none of the 4 (block, seed) pairs of this run; nothing ran"
        ),
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
        .find(|l| l.starts_with("packer seed"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("dropped (halting off")
            && line.contains("counted by the hardware")
            && !line.contains("lost"),
        "{line}"
    );
}
