//! The corpus of malformed descriptions in `tests/corpus/`, run through the
//! real binary as users run it.
//!
//! Each file starts with its expectation:
//!
//! ```text
//! # expect: exit 2: "@:11:9: error: catalog.width: 65 is out of range"
//! # why: ...
//! ```
//!
//! (`@` stands for the file name as given to `--soc`), or `# expect: exit 0`
//! for a description that is valid although it tries to inject code through
//! its free text (`: build driver` also builds that one's driver crate).
//!
//! A rejected file must exit 2 with the message, every error line must start
//! with `file:line:col: error: field: ` at a position inside the file, and
//! nothing may be written. An accepted one must produce outputs in which the
//! injected text (`evil`) is nowhere outside comments and string literals,
//! whose Verilog passes `verilator --lint-only -Wall`, whose C header compiles
//! with `gcc -Wall -Wextra -Werror -pedantic`, and (once, for the combined
//! file) whose driver crate builds and passes its tests.

mod support;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Text that only the corpus' descriptions contain.
const EVIL: &str = "evil";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// What a corpus file expects.
#[derive(Debug)]
struct Expect {
    code: i32,
    /// For exit 2: the message, `@` standing for the file name.
    fragment: Option<String>,
    build_driver: bool,
}

fn expectation(name: &str, bytes: &[u8]) -> Expect {
    let first = bytes.split(|b| *b == b'\n').next().unwrap_or_default();
    let first =
        std::str::from_utf8(first).unwrap_or_else(|_| panic!("{name}: header is not UTF-8"));
    let rest = first
        .strip_prefix("# expect: exit ")
        .unwrap_or_else(|| panic!("{name}: first line must be `# expect: exit N[: ...]`"));
    let (code, tail) = rest.split_once(": ").unwrap_or((rest, ""));
    let code: i32 = code
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("{name}: bad exit code"));
    let (fragment, build_driver) = match (code, tail) {
        (0, "") => (None, false),
        (0, "build driver") => (None, true),
        (2, t) => {
            let f = t
                .strip_prefix('"')
                .and_then(|t| t.strip_suffix('"'))
                .unwrap_or_else(|| panic!("{name}: exit 2 needs a quoted message"));
            assert!(!f.is_empty(), "{name}: empty message");
            (Some(f.to_string()), false)
        }
        _ => panic!("{name}: unsupported expectation {first:?}"),
    };
    Expect {
        code,
        fragment,
        build_driver,
    }
}

/// Every corpus file, by name, with its bytes.
fn corpus() -> BTreeMap<String, Vec<u8>> {
    fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                fs::read(&p).unwrap(),
            )
        })
        .collect()
}

/// Outside the repository: cargo must not take the driver crate for a
/// member of our workspace.
fn scratch(name: &str) -> PathBuf {
    let d = scratch_root().join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn scratch_root() -> PathBuf {
    std::env::temp_dir().join(format!("hdlgen-corpus-{}", std::process::id()))
}

/// Every file under `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p
                    .strip_prefix(base)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(rel, fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// Runs hdlgen on corpus file `name` into `<scratch>/out`, which holds an
/// earlier output of one file. Returns (exit code, stderr, scratch dir).
fn run(name: &str) -> (i32, String, PathBuf) {
    let d = scratch(name.trim_end_matches(".toml"));
    let out = d.join("out");
    let earlier = hdlgen::emit::Artifact::new("keep.v", "previous output\n".into());
    hdlgen::output::write_tree(&out, &[earlier], None).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .current_dir(corpus_dir())
        .args(["--soc", name, "--out"])
        .arg(&out)
        .output()
        .expect("hdlgen runs");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        d,
    )
}

/// Why the stderr of a rejected file is not as promised, if it is not.
fn check_stderr(name: &str, text: &[u8], want: &str, err: &str) -> Result<(), String> {
    let want = want.replacen('@', name, 1);
    if !err.contains(&want) {
        return Err(format!("expected {want:?}"));
    }
    let lines: Vec<&str> = err.lines().collect();
    let Some((summary, errors)) = lines.split_last() else {
        return Err("no output".into());
    };
    let want_summary = format!(
        "hdlgen: {} error(s) in {name}; nothing was written",
        errors.len()
    );
    if *summary != want_summary {
        return Err(format!("last line {summary:?}, expected {want_summary:?}"));
    }
    let src = String::from_utf8_lossy(text);
    let src_lines: Vec<&str> = src.split('\n').collect();
    for l in errors {
        let loc = l
            .strip_prefix(&format!("{name}:"))
            .ok_or_else(|| format!("{l:?} does not start with the file name"))?;
        let mut parts = loc.splitn(3, ':');
        let (line, col, rest) = (parts.next(), parts.next(), parts.next().unwrap_or(""));
        let line: usize = line
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("{l:?}: no line"))?;
        let col: usize = col
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("{l:?}: no column"))?;
        if line == 0
            || line > src_lines.len()
            || col == 0
            || col > src_lines[line - 1].chars().count() + 1
        {
            return Err(format!("{l:?}: {line}:{col} is not in the file"));
        }
        let field = rest
            .strip_prefix(" error: ")
            .and_then(|r| r.split_once(": "))
            .map(|(f, _)| f)
            .ok_or_else(|| format!("{l:?}: not `error: field: message`"))?;
        if field.is_empty() || field.contains(' ') && !field.starts_with('(') {
            return Err(format!("{l:?}: field {field:?}"));
        }
    }
    Ok(())
}

/// Why a failed run wrote something, if it did.
fn check_nothing_written(d: &Path) -> Result<(), String> {
    let out = tree(&d.join("out"));
    if out.len() != 2
        || !out.contains_key(hdlgen::output::MANIFEST)
        || out.get("keep.v").map(Vec::as_slice) != Some(b"previous output\n".as_slice())
    {
        return Err(format!(
            "the output directory changed: {:?}",
            out.keys().collect::<Vec<_>>()
        ));
    }
    let siblings: Vec<_> = fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    if siblings.len() != 1 {
        return Err(format!("temporary files left: {siblings:?}"));
    }
    Ok(())
}

#[test]
fn corpus_covers_every_kind_of_mistake() {
    let files = corpus();
    assert!(files.len() >= 50, "{} corpus files", files.len());
    for (prefix, at_least) in [
        ("type_", 8),
        ("missing_", 6),
        ("unknown_", 4),
        ("dup_", 8),
        ("range_", 15),
        ("overlap_", 4),
        ("reserved_", 8),
        ("ident_", 5),
        ("inject_", 10),
        ("inject_ok_", 5),
        ("syntax_", 3),
    ] {
        let n = files.keys().filter(|k| k.starts_with(prefix)).count();
        assert!(n >= at_least, "only {n} corpus files named {prefix}*");
    }
    for (name, bytes) in &files {
        let e = expectation(name, bytes);
        assert_eq!(
            e.code == 0,
            name.starts_with("inject_ok_"),
            "{name}: only inject_ok_* files are valid"
        );
    }
}

#[test]
fn corpus_rejections_name_file_line_column_and_write_nothing() {
    let before = tree(&corpus_dir());
    let mut failures = Vec::new();
    let mut n = 0;
    for (name, bytes) in corpus() {
        let e = expectation(&name, &bytes);
        let Some(want) = e.fragment else { continue };
        n += 1;
        let (code, err, d) = run(&name);
        let r = if code != e.code {
            Err(format!("exit {code}, expected {}", e.code))
        } else {
            check_stderr(&name, &bytes, &want, &err).and_then(|()| check_nothing_written(&d))
        };
        if let Err(why) = r {
            failures.push(format!("{name}: {why}\n{err}"));
        }
        let _ = fs::remove_dir_all(&d);
    }
    let _ = fs::remove_dir(scratch_root());
    assert_eq!(tree(&corpus_dir()), before, "the corpus directory changed");
    assert!(n >= 50, "{n} rejected files");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The Verilog tops of a generated tree: every module nothing else instantiates.
fn tops(soc: &hdlgen::Soc) -> Vec<String> {
    let mut t = vec![soc.top_module.clone()];
    t.extend(soc.packer.iter().map(|p| p.module.clone()));
    t.extend(
        soc.autocounter
            .iter()
            .flat_map(|a| a.domains.iter().map(|d| d.module.clone())),
    );
    t
}

fn tool(cmd: &mut Command, what: &str) -> Result<(), String> {
    let o = cmd
        .output()
        .map_err(|e| format!("{what}: cannot run ({e}); run scripts/setup.sh"))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed:\n{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

/// Why the outputs of accepted file `name` (in `out`) are unsafe, if they are.
fn check_injection(name: &str, out: &Path, build_driver: bool) -> Result<(), String> {
    let files = tree(out);
    let mut shown = false;
    for (path, bytes) in &files {
        let text = String::from_utf8(bytes.clone()).map_err(|_| format!("{path}: not UTF-8"))?;
        for mark in [EVIL, support::MARK] {
            if let Some(why) = support::injected_mark(path, &text, mark) {
                return Err(format!("{path}: {why}"));
            }
        }
        shown |= text.contains(EVIL);
    }
    if !shown {
        return Err("no output holds the description at all: nothing was tested".into());
    }
    let soc = hdlgen::load(&corpus_dir().join(name)).map_err(|e| e.to_string())?;
    let rtl = out.join("rtl");
    for top in tops(&soc) {
        tool(
            Command::new("verilator")
                .current_dir(&rtl)
                .args(["--lint-only", "-Wall", "-f"])
                .arg(format!("{}.f", soc.name))
                .args(["--top-module", &top]),
            &format!("verilator --lint-only -Wall ({top})"),
        )?;
    }
    tool(
        Command::new("gcc")
            .args([
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-fsyntax-only",
                "-x",
                "c",
            ])
            .arg(out.join(format!("c/{}_monitors.h", soc.name))),
        "gcc -fsyntax-only on the header",
    )?;
    if build_driver {
        let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("corpus-driver-target");
        tool(
            Command::new(env!("CARGO"))
                .current_dir(out.join("driver"))
                .env("CARGO_TARGET_DIR", &target)
                .env_remove("RUSTFLAGS")
                .args(["test", "--offline", "-q"]),
            "cargo test of the driver crate",
        )?;
    }
    Ok(())
}

#[test]
fn corpus_injections_through_descriptions_stay_in_comments_and_strings() {
    let mut failures = Vec::new();
    let (mut n, mut built) = (0, 0);
    for (name, bytes) in corpus() {
        let e = expectation(&name, &bytes);
        if e.code != 0 {
            continue;
        }
        n += 1;
        built += usize::from(e.build_driver);
        let (code, err, d) = run(&name);
        let r = if code != 0 {
            Err(format!("exit {code}, expected 0:\n{err}"))
        } else {
            check_injection(&name, &d.join("out"), e.build_driver)
        };
        if let Err(why) = r {
            failures.push(format!("{name}: {why}"));
        }
        let _ = fs::remove_dir_all(&d);
    }
    let _ = fs::remove_dir(scratch_root());
    assert!(
        n >= 5 && built == 1,
        "{n} valid files, {built} driver builds"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
