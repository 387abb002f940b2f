//! `hdlgen sim --shard K/N`: the shards run every block once, give the
//! unsharded result, and their JUnit files merge; a bad shard is refused.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::{hdlgen, scratch, support, text};

/// Test case names of a JUnit file `hdlgen sim --junit` wrote.
fn junit_cases(path: &Path) -> Vec<String> {
    let x = fs::read_to_string(path).unwrap();
    x.split("<testcase ")
        .skip(1)
        .map(|c| {
            let name = c.split(" name=\"").nth(1).unwrap();
            name[..name.find('"').unwrap()].to_string()
        })
        .collect()
}

/// A block's report line without its speed (the one thing that varies).
fn without_rate(line: &str) -> String {
    line.split("  ")
        .filter(|f| !f.contains("M cycles/s"))
        .collect::<Vec<_>>()
        .join("  ")
}

#[test]
fn four_shards_run_every_block_once_and_merge_to_the_unsharded_result() {
    let dir = scratch("sim-shards");
    let whole = dir.join("all.xml");
    let o = hdlgen(
        &args(&["--junit".into(), whole.display().to_string()])
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let (all_out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{all_out}\n{err}");
    let all = junit_cases(&whole);
    assert!(all.len() >= 5, "{all:?}");

    let shards = four_shards(&dir);
    let mut union: Vec<String> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    for (file, o) in &shards {
        let o = o.as_ref().unwrap();
        let (out, err) = text(o);
        assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
        union.extend(junit_cases(file));
        lines.extend(out.lines().filter(|l| l.ends_with("ok")).map(without_rate));
    }
    let mut sorted_union = union.clone();
    sorted_union.sort();
    let mut sorted_all = all.clone();
    sorted_all.sort();
    assert_eq!(
        sorted_union, sorted_all,
        "every block exactly once over the shards"
    );
    // The same seed gives every block the same run, whichever shard has it.
    let mut whole_lines: Vec<String> = all_out
        .lines()
        .filter(|l| l.ends_with("ok"))
        .map(without_rate)
        .collect();
    whole_lines.sort();
    lines.sort();
    assert_eq!(lines, whole_lines);

    let files: Vec<&PathBuf> = shards.iter().map(|(f, _)| f).collect();
    the_merge_script_joins_them(&dir, &files, all.len());
    the_ci_examples_parse();
}

/// The arguments of every run: a short simulation of `axi_wide.toml` with
/// seed 5, and `extra`.
fn args(extra: &[String]) -> Vec<String> {
    let mut a: Vec<String> = [
        "sim",
        "--soc",
        "examples/axi_wide.toml",
        "--cycles",
        "3000",
        "--seed",
        "5",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    a.extend(extra.iter().cloned());
    a
}

/// Four shards, in parallel, as four CI machines would run them: each
/// one's JUnit file and run.
fn four_shards(dir: &Path) -> Vec<(PathBuf, std::io::Result<Output>)> {
    (1..=4)
        .map(|k| {
            let file = dir.join(format!("shard-{k}.xml"));
            let a = args(&[
                "--shard".into(),
                format!("{k}/4"),
                "--junit".into(),
                file.display().to_string(),
            ]);
            let child = Command::new(env!("CARGO_BIN_EXE_hdlgen"))
                .args(&a)
                .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
                .output();
            (file, child)
        })
        .collect()
}

/// The merge script joins the shards' `files` (`cases` test cases in all)
/// and would refuse a block run twice.
fn the_merge_script_joins_them(dir: &Path, files: &[&PathBuf], cases: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut merge = Command::new("python3");
    merge
        .arg(root.join("scripts/merge_junit.py"))
        .arg(dir.join("merged.xml"));
    merge.args(files);
    let o = merge.output().unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(
        out.contains(&format!("4 files, {cases} test cases, 0 failed")),
        "{out}"
    );
    let o = Command::new("python3")
        .arg(root.join("scripts/merge_junit.py"))
        .arg(dir.join("twice.xml"))
        .arg(files[0])
        .arg(files[0])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "a block run twice is refused");
}

/// The CI examples that run the shards at least parse.
fn the_ci_examples_parse() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let o = Command::new("bash")
        .arg("-n")
        .arg(root.join("ci/slurm/sim-shards.sh"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{:?}", text(&o));
    let o = Command::new(support::venv_tool("python"))
        .args(["-c", "import sys, yaml; w = yaml.safe_load(open(sys.argv[1])); assert w['jobs']['sim']['strategy']['matrix']['shard'] == [1, 2, 3, 4]; assert w['jobs']['merge']['needs'] == 'sim'"])
        .arg(root.join("ci/github/sim-shards.yml"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{:?}", text(&o));
}

#[test]
fn a_bad_shard_is_refused_with_what_is_valid() {
    let o = hdlgen(&["sim", "--soc", "examples/axi_wide.toml", "--shard", "5/4"]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("valid: K/N with 1 <= K <= N"), "{err}");
}
