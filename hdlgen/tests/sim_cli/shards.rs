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
fn shards_run_every_block_and_seed_once_and_merge_to_the_unsharded_result() {
    let dir = scratch("sim-shards");
    let whole = dir.join("all.xml");
    let o = hdlgen(&args(&["--junit", whole.to_str().unwrap()]));
    let (all_out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{all_out}\n{err}");
    let all = junit_cases(&whole);
    // axi_wide.toml's 8 blocks under seeds 5 and 6.
    assert_eq!(all.len(), 16, "{all:?}");
    for seed in [5, 6] {
        for block in ["tile-cpu", "soc", "packer", "autocounter-core"] {
            let case = format!("{block} seed {seed}");
            assert!(all.contains(&case), "{case} in {all:?}");
        }
    }

    // Five shards of 16 pairs: more shards than blocks, so every block is
    // split over shards by seed.
    let shards = shards(&dir, 5);
    let mut union: Vec<String> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    for (file, o) in &shards {
        let (out, err) = text(o);
        assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
        let cases = junit_cases(file);
        assert!((3..=4).contains(&cases.len()), "{cases:?}");
        union.extend(cases);
        lines.extend(out.lines().filter(|l| l.ends_with("ok")).map(without_rate));
    }
    let mut sorted_union = union.clone();
    sorted_union.sort();
    let mut sorted_all = all.clone();
    sorted_all.sort();
    assert_eq!(
        sorted_union, sorted_all,
        "every (block, seed) pair exactly once over the shards"
    );
    // A seed gives a block the same run, whichever shard has it.
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

/// A shard past the last pair runs nothing, exits 0 and writes an empty
/// JUnit file, so a cluster wider than the work still goes green.
#[test]
fn an_empty_shard_exits_0_with_an_empty_report() {
    let dir = scratch("sim-empty-shard");
    let file = dir.join("empty.xml");
    let o = hdlgen(&args(&[
        "--shard",
        "40/40",
        "--junit",
        file.to_str().unwrap(),
    ]));
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(
        out.contains("shard 40/40 holds none of the 16 (block, seed) pairs"),
        "{out}"
    );
    assert!(junit_cases(&file).is_empty());
    assert!(fs::read_to_string(&file)
        .unwrap()
        .contains("tests=\"0\" failures=\"0\""));
}

/// The arguments of every run: a short simulation of `axi_wide.toml`
/// under seeds 5 and 6, and `extra`.
fn args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut a = vec![
        "sim",
        "--soc",
        "examples/axi_wide.toml",
        "--cycles",
        "3000",
        "--seeds",
        "5..6",
    ];
    a.extend(extra);
    a
}

/// `n` shards started at once, as n CI machines would run them: each one's
/// JUnit file and run.
fn shards(dir: &Path, n: u32) -> Vec<(PathBuf, Output)> {
    let started: Vec<(PathBuf, std::process::Child)> = (1..=n)
        .map(|k| {
            let file = dir.join(format!("shard-{k}.xml"));
            let shard = format!("{k}/{n}");
            let child = Command::new(env!("CARGO_BIN_EXE_hdlgen"))
                .args(args(&[
                    "--shard",
                    &shard,
                    "--junit",
                    file.to_str().unwrap(),
                ]))
                .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("hdlgen starts");
            (file, child)
        })
        .collect();
    started
        .into_iter()
        .map(|(file, child)| (file, child.wait_with_output().expect("hdlgen runs")))
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
        out.contains(&format!(
            "{} files, {cases} test cases, 0 failed",
            files.len()
        )),
        "{out}"
    );
    let o = Command::new("python3")
        .arg(root.join("scripts/merge_junit.py"))
        .arg(dir.join("twice.xml"))
        .arg(files[0])
        .arg(files[0])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "a pair run twice is refused");
}

/// The CI examples that run the shards at least parse (actionlint checks
/// the workflow in `ci_files.rs`; `ci/slurm/cluster_test.sh` runs the
/// Slurm script on a real cluster).
fn the_ci_examples_parse() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let o = Command::new("bash")
        .arg("-n")
        .arg(root.join("ci/slurm/sim-shards.sh"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{:?}", text(&o));
    let o = Command::new(support::venv_tool("python"))
        .args(["-c", "import sys, yaml; w = yaml.safe_load(open(sys.argv[1])); assert w['jobs']['merge']['needs'] == 'sim'"])
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
