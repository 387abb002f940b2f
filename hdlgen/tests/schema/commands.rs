//! `hdlgen check`, `--message-format json`, `hdlgen completions` and
//! `hdlgen man`, run as users run them.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

use crate::tools::{hdlgen, hdlgen_in, root, scratch, text};

/// A copy of the ESP example with two mistakes: a bus that does not exist
/// (line 8) and a misspelt key (line 27).
fn two_mistakes(dir: &Path) -> String {
    let good = std::fs::read_to_string(root().join("examples/esp.toml")).unwrap();
    let bad = good
        .replacen("\nbus = \"apb\"", "\nbus = \"ahb\"", 1)
        .replacen("\nwidth = 32", "\nwidht = 32", 1);
    assert_ne!(bad, good);
    std::fs::write(dir.join("bad.toml"), bad).unwrap();
    "bad.toml".into()
}

/// Every file under `dir`.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = walk(dir).iter().map(|p| p.display().to_string()).collect();
    v.sort();
    v
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .flat_map(|e| {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p)
            } else {
                vec![p]
            }
        })
        .collect()
}

/// The JSON lines of standard output.
fn records(o: &Output) -> Vec<Value> {
    text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

#[test]
fn check_accepts_the_examples_and_writes_nothing() {
    let d = scratch("check-ok");
    std::fs::copy(root().join("examples/esp.toml"), d.join("esp.toml")).unwrap();
    let o = hdlgen_in(&d, &["check", "esp.toml"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "hdlgen: esp.toml is valid: esp_demo (9 tiles)\n"
    );
    assert_eq!(listing(&d), vec![d.join("esp.toml").display().to_string()]);
    let examples: Vec<String> = crate::corpus::examples()
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    let mut args = vec!["check"];
    args.extend(examples.iter().map(String::as_str));
    let o = hdlgen(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout).lines().count(), examples.len());
}

#[test]
fn check_reports_every_error_in_both_formats_alike() {
    let d = scratch("check-bad");
    let bad = two_mistakes(&d);
    let human = hdlgen_in(&d, &["check", &bad]);
    assert_eq!(human.status.code(), Some(2));
    let err = text(&human.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].starts_with("bad.toml:8:7: error: soc.bus: "),
        "{err}"
    );
    assert!(
        lines[1].starts_with("bad.toml:27:1: error: catalog.widht: unknown key"),
        "{err}"
    );
    assert_eq!(lines[2], "hdlgen: 2 error(s) in bad.toml");

    let json = hdlgen_in(&d, &["check", "--message-format", "json", &bad]);
    assert_eq!(json.status.code(), Some(2));
    assert_eq!(text(&json.stderr), "hdlgen: 2 error(s) in bad.toml\n");
    let r = records(&json);
    assert_eq!(r.len(), 3, "{r:?}");
    for (rec, line) in r.iter().zip(&lines[..2]) {
        assert_eq!(rec["reason"], "diagnostic");
        assert_eq!(rec["severity"], "error");
        assert_eq!(rec["file"], "bad.toml");
        assert_eq!(rec["rendered"], *line, "the JSON says what people read");
        let located = format!(
            "bad.toml:{}:{}: error: {}: {}",
            rec["line"],
            rec["column"],
            rec["field"].as_str().unwrap(),
            rec["message"].as_str().unwrap()
        );
        assert_eq!(located, *line);
    }
    assert_eq!(
        (&r[0]["line"], &r[0]["column"], &r[0]["field"]),
        (&Value::from(8), &Value::from(7), &Value::from("soc.bus"))
    );
    assert_eq!(
        r[2],
        serde_json::json!({"reason": "finished", "file": "bad.toml", "success": false, "errors": 2})
    );
    assert_eq!(listing(&d), vec![d.join("bad.toml").display().to_string()]);
}

#[test]
fn check_refuses_a_missing_file_and_a_directory_clearly() {
    let d = scratch("check-missing");
    let o = hdlgen_in(&d, &["check", "nope.toml"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.starts_with("nope.toml: cannot read: ") && err.contains("No such file"),
        "{err}"
    );
    let o = hdlgen_in(&d, &["check", "."]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains(".: is a directory, not a regular file"),
        "{}",
        text(&o.stderr)
    );
    // In JSON: one diagnostic with no position, and the summary.
    let o = hdlgen_in(&d, &["check", "--message-format", "json", "nope.toml", "."]);
    assert_eq!(o.status.code(), Some(2), "the worst of the files");
    let r = records(&o);
    assert_eq!(r.len(), 4, "{r:?}");
    assert_eq!(
        (&r[0]["line"], &r[0]["field"]),
        (&Value::Null, &Value::Null)
    );
    assert!(
        r[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("cannot read: "),
        "{r:?}"
    );
    assert_eq!(r[1]["success"], false);
    assert_eq!(
        r[2]["message"],
        "is a directory, not a regular file; a description must be a TOML file"
    );
    let o = hdlgen_in(&d, &["check"]);
    assert_eq!(o.status.code(), Some(2), "a FILE is required");
}

#[test]
fn generation_reports_in_json_too() {
    let d = scratch("generate-json");
    let bad = two_mistakes(&d);
    let o = hdlgen_in(
        &d,
        &["--soc", &bad, "--out", "out", "--message-format", "json"],
    );
    assert_eq!(o.status.code(), Some(2));
    let r = records(&o);
    assert_eq!(r.len(), 3);
    assert_eq!(r[1]["field"], "catalog.widht");
    assert!(!d.join("out").exists(), "nothing is written");
    std::fs::copy(root().join("examples/esp.toml"), d.join("esp.toml")).unwrap();
    let o = hdlgen_in(
        &d,
        &[
            "--soc",
            "esp.toml",
            "--out",
            "out",
            "--message-format",
            "json",
        ],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let r = records(&o);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0]["reason"], "finished");
    assert_eq!(r[0]["success"], true);
    assert_eq!(r[0]["out"], "out");
    assert!(r[0]["files"].as_u64().unwrap() >= 10);
    assert!(d.join("out/rtl").is_dir());
}

#[test]
fn completions_are_valid_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let o = hdlgen(&["completions", shell]);
        assert!(o.status.success(), "{shell}: {}", text(&o.stderr));
        let script = text(&o.stdout);
        assert!(
            script.contains("message-format") && script.contains("check"),
            "{shell}"
        );
    }
    let f = scratch("completions").join("hdlgen.bash");
    std::fs::write(&f, hdlgen(&["completions", "bash"]).stdout).unwrap();
    let o = Command::new("bash")
        .arg("-n")
        .arg(&f)
        .output()
        .expect("bash runs");
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "bash -n: {}",
        text(&o.stderr)
    );
    // Sourced, it completes the subcommands.
    let probe = format!(
        "source {}; COMP_WORDS=(hdlgen ch); COMP_CWORD=1; _hdlgen hdlgen ch hdlgen; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        f.display()
    );
    let o = Command::new("bash")
        .args(["-c", &probe])
        .output()
        .expect("bash runs");
    assert_eq!(text(&o.stdout).trim(), "check", "{}", text(&o.stderr));
}

#[test]
fn man_pages_render_without_a_warning() {
    let d = scratch("man");
    let mut pages = vec![String::new()];
    pages.extend(["sim", "decode", "check", "schema", "completions", "man"].map(String::from));
    for page in &pages {
        let o = if page.is_empty() {
            hdlgen(&["man"])
        } else {
            hdlgen(&["man", page])
        };
        assert!(o.status.success(), "{page}: {}", text(&o.stderr));
        let f = d.join(format!("hdlgen-{page}.1"));
        std::fs::write(&f, &o.stdout).unwrap();
        let shown = Command::new("man")
            .args(["--warnings=all", "-l"])
            .arg(&f)
            .env("MANWIDTH", "80")
            .output()
            .expect("man runs (apt-get install man-db)");
        assert!(shown.status.success(), "{page}: {}", text(&shown.stderr));
        assert!(
            shown.stderr.is_empty(),
            "man warns about hdlgen {page}:\n{}",
            text(&shown.stderr)
        );
        let out = text(&shown.stdout);
        let name = if page.is_empty() {
            "hdlgen".to_string()
        } else {
            format!("hdlgen-{page}")
        };
        assert!(
            out.contains(&name) && out.contains("SYNOPSIS"),
            "{page}:\n{out}"
        );
    }
    let top = text(&hdlgen(&["man"]).stdout);
    assert!(
        top.contains("hdlgen\\-check(1)"),
        "the subcommands' pages are named"
    );
    let o = hdlgen(&["man", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("pages: sim, decode, check"),
        "{}",
        text(&o.stderr)
    );
}
