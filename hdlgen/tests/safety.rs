//! The promises about the user's files and input: hdlgen never removes what it
//! did not write, never turns a file into a directory, reads a description
//! with a size limit and never blocks on one, and keeps its messages short.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("safety")
        .join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Runs hdlgen with `args` in `cwd`, killing it (and failing) after 20 s.
fn hdlgen_in(cwd: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(cwd)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hdlgen runs");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("hdlgen {args:?} still runs after 20 s: it blocked");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Every entry under `dir` (files with their bytes, directories as `None`).
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, Option<Vec<u8>>>) {
        for e in fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            let kind = fs::symlink_metadata(&p).unwrap().file_type();
            if kind.is_dir() {
                out.insert(p.clone(), None);
                walk(&p, out);
            } else if kind.is_file() {
                out.insert(p.clone(), fs::read(&p).ok());
            } else {
                // Links and FIFOs by name only: reading a FIFO would block.
                out.insert(p.clone(), Some(Vec::new()));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, &mut out);
    out
}

/// Asserts exit 1 with a message that names `dir` and says `why`, and that
/// nothing under `root` changed.
fn assert_refused(
    o: &Output,
    dir: &str,
    why: &str,
    root: &Path,
    before: &BTreeMap<PathBuf, Option<Vec<u8>>>,
) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains(&format!("refusing to write {dir}")), "{err}");
    assert!(err.contains(why), "{err}");
    assert_eq!(&snapshot(root), before, "files changed: {err}");
}

#[test]
fn out_holding_the_description_and_other_files_is_refused() {
    // The reported case: mkdir p; cp esp.toml p/; echo x > p/notes; --out p.
    let d = scratch("own_dir");
    let p = d.join("p");
    fs::create_dir(&p).unwrap();
    fs::copy(example(), p.join("esp.toml")).unwrap();
    fs::write(p.join("notes"), "x\n").unwrap();
    let before = snapshot(&d);
    let o = hdlgen_in(&d, &["--soc", "p/esp.toml", "--out", "p"]);
    assert_refused(
        &o,
        "p",
        "the directory of the description p/esp.toml",
        &d,
        &before,
    );
    // Without the description in it, p is still not hdlgen's.
    fs::remove_file(p.join("esp.toml")).unwrap();
    fs::copy(example(), d.join("esp.toml")).unwrap();
    let before = snapshot(&d);
    let o = hdlgen_in(&d, &["--soc", "esp.toml", "--out", "p"]);
    assert_refused(&o, "p", "hdlgen did not create it", &d, &before);
}

#[test]
fn out_as_the_absolute_working_directory_or_an_ancestor_is_refused() {
    // `--out "$PWD"` in a repository used to delete the working tree and .git.
    let root = scratch("above_repo");
    let repo = root.join("repo");
    fs::create_dir_all(repo.join(".git/objects")).unwrap();
    fs::write(repo.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    fs::create_dir(repo.join("examples")).unwrap();
    fs::copy(example(), repo.join("examples/esp.toml")).unwrap();
    let before = snapshot(&root);
    let abs = fs::canonicalize(&repo).unwrap();
    let o = hdlgen_in(&repo, &["--soc", "examples/esp.toml", "--out", s(&abs)]);
    assert_refused(
        &o,
        s(&abs),
        "a directory above the description",
        &root,
        &before,
    );
    for out in [".", "..", "examples/..", "/"] {
        let o = hdlgen_in(&repo, &["--soc", "examples/esp.toml", "--out", out]);
        assert_eq!(o.status.code(), Some(1), "--out {out}");
        assert_eq!(snapshot(&root), before, "--out {out}");
    }
}

#[test]
fn only_empty_or_own_directories_are_replaced() {
    let d = scratch("own");
    let out = d.join("out");
    fs::create_dir(&out).unwrap();
    // Empty: accepted.
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "out"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let manifest = fs::read_to_string(out.join(".hdlgen-manifest")).unwrap();
    assert!(manifest.contains("\nrtl/esp_demo_soc.v\n"), "{manifest}");
    // Its own output: replaced.
    fs::write(out.join("rtl/esp_demo_soc.v"), "edited\n").unwrap();
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "out"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_ne!(
        fs::read(out.join("rtl/esp_demo_soc.v")).unwrap(),
        b"edited\n"
    );
    // A file the user added (or a build directory): refused, and named.
    fs::create_dir_all(out.join("driver/target")).unwrap();
    fs::write(out.join("driver/target/keep"), "x").unwrap();
    fs::write(out.join("notes.txt"), "mine\n").unwrap();
    let before = snapshot(&d);
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "out"]);
    assert_refused(&o, "out", "driver/target", &d, &before);
    assert_refused(&o, "out", "notes.txt", &d, &before);
    // A manifest someone else wrote does not make a directory hdlgen's.
    let other = d.join("other");
    fs::create_dir(&other).unwrap();
    fs::write(other.join(".hdlgen-manifest"), "data.bin\n").unwrap();
    fs::write(other.join("data.bin"), "1").unwrap();
    let before = snapshot(&d);
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "other"]);
    assert_refused(&o, "other", "not written by hdlgen", &d, &before);
}

#[test]
fn a_symbolic_link_to_a_directory_writes_into_that_directory() {
    let d = scratch("link");
    fs::create_dir(d.join("real")).unwrap();
    std::os::unix::fs::symlink("real", d.join("link")).unwrap();
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "link"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(d.join("link").is_symlink());
    assert!(d.join("real/rtl/esp_demo_soc.v").is_file());
    let names: Vec<_> = fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 2, "no leftovers: {names:?}");
}

#[test]
fn out_naming_a_regular_file_is_refused_without_leftovers() {
    let d = scratch("file");
    fs::write(d.join("result"), "a file of the user's\n").unwrap();
    let before = snapshot(&d);
    let o = hdlgen_in(&d, &["--soc", s(&example()), "--out", "result"]);
    assert_refused(&o, "result", "is a file, not a directory", &d, &before);
}

#[test]
fn descriptions_that_are_not_regular_files_are_refused_at_once() {
    let d = scratch("special");
    let fifo = d.join("desc.fifo");
    let status = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(status.success());
    for (path, what) in [
        (s(&fifo), "is a FIFO, not a regular file"),
        ("/dev/zero", "is a device, not a regular file"),
        (s(&d), "is a directory, not a regular file"),
    ] {
        let o = hdlgen_in(&d, &["--soc", path, "--out", "out"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{path}: {err}");
        assert!(err.contains(&format!("{path}: {what}")), "{err}");
        assert!(!d.join("out").exists());
    }
    // `sim` and `decode` read descriptions the same way.
    let o = hdlgen_in(&d, &["sim", "--soc", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn descriptions_over_the_size_limit_are_refused() {
    let d = scratch("large");
    let big = d.join("big.toml");
    let mut text = fs::read_to_string(example()).unwrap();
    let pad = format!("# {}\n", "x".repeat(1 << 16));
    while text.len() as u64 <= hdlgen::MAX_DESCRIPTION_BYTES {
        text.push_str(&pad);
    }
    fs::write(&big, &text).unwrap();
    let o = hdlgen_in(&d, &["--soc", "big.toml", "--out", "out"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("a description may be at most 16 MiB"), "{err}");
    assert!(!d.join("out").exists());
    // Just under the limit is read as usual.
    text.truncate(fs::read_to_string(example()).unwrap().len());
    fs::write(&big, &text).unwrap();
    let o = hdlgen_in(&d, &["--soc", "big.toml", "--out", "out"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_megabyte_long_name_is_not_echoed_in_full() {
    let d = scratch("long_name");
    let name = format!("cpu{}", "x".repeat(1 << 20));
    // As a value (a name too long), then as a key (unknown).
    for (file, text, want) in [
        (
            "value.toml",
            format!("[soc]\nname = \"s\"\n\n[[tile]]\nname = \"{name}\"\nkind = \"cpu\"\n"),
            "value.toml:5:8: error: tile[0].name: \"cpuxxx",
        ),
        (
            "key.toml",
            format!("[soc]\nname = \"s\"\n\n[{name}]\n"),
            "key.toml:4:2: error: cpuxxx",
        ),
    ] {
        fs::write(d.join(file), text).unwrap();
        let o = hdlgen_in(&d, &["--soc", file, "--out", "out"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.len() < 1000, "{} bytes of messages", err.len());
        assert!(err.contains(want), "{err}");
        assert!(err.contains("characters]…xxxx"), "{err}");
    }
}
