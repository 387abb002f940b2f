//! Description text crafted to break out of comments and strings stays
//! text in every output, and every output still compiles.

use std::fs;
use std::process::Command;

use super::{hdlgen, scratch, tree};

#[test]
fn descriptions_cannot_inject_code() {
    let d = scratch("inject");
    // A TOML string holding a real newline, comment terminators, a backtick
    // directive, quotes and a control character.
    let evil = r#""x */ endmodule\nmodule evil; `define X /* \" ' \u0007 \\""#;
    let text = format!(
        "[soc]\nname = \"s\"\n[[catalog.monitor]]\nname = \"m\"\nkinds = [\"cpu\"]\ndescription = {evil}\n[[tile]]\nname = \"c\"\nkind = \"cpu\"\n"
    );
    fs::write(d.join("e.toml"), text).unwrap();
    let o = hdlgen(&[
        "--soc",
        d.join("e.toml").to_str().unwrap(),
        "--out",
        d.join("out").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for (path, bytes) in tree(&d.join("out")) {
        let text = String::from_utf8(bytes).unwrap();
        if path.ends_with(".md") {
            // A description cannot break out of its table cell or open a code span.
            for line in text.lines().filter(|l| l.starts_with('|')) {
                assert!(line.ends_with('|'), "{path}: {line}");
                // Only the generator's own code spans (hex numbers) remain.
                let unescaped = line.replace("\\`", "");
                let spans: Vec<&str> = unescaped.split('`').skip(1).step_by(2).collect();
                assert!(
                    spans
                        .iter()
                        .all(|c| c.starts_with("0x") && !c.contains(' ')),
                    "{path}: {line}"
                );
            }
        }
        let code = code_only(&path, &text);
        assert!(
            !code.contains("evil") && !code.contains("`define"),
            "{path}: injected code:\n{code}"
        );
    }
    // And every output still compiles.
    let soc = hdlgen::load(&d.join("e.toml")).unwrap();
    let files = hdlgen::simcfg::soc_bench(&soc, false).spec.files;
    hdlgen_sim::verilator::lint(&files, &soc.top_module).unwrap_or_else(|e| panic!("{e}"));
    let gcc = Command::new("gcc")
        .args([
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-fsyntax-only",
            "-x",
            "c",
        ])
        .arg(d.join("out/c/s_monitors.h"))
        .output()
        .unwrap();
    assert!(
        gcc.status.success(),
        "{}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let krate = std::env::temp_dir().join(format!("hdlgen-inject-{}", std::process::id()));
    let _ = fs::remove_dir_all(&krate);
    hdlgen::output::write_tree(&krate, &hdlgen::emit::generate(&soc), None).unwrap();
    let build = Command::new(env!("CARGO"))
        .current_dir(krate.join("driver"))
        .env("CARGO_TARGET_DIR", krate.join("target"))
        .args(["test", "--offline", "-q"])
        .output()
        .unwrap();
    assert!(
        build.status.success(),
        "{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let _ = fs::remove_dir_all(&krate);
}

/// The text of a generated file with comments and string literals removed,
/// by the rules of its language: what a compiler would treat as code.
fn code_only(path: &str, text: &str) -> String {
    let (line_comment, block, strings) = match path.rsplit('.').next() {
        Some("v") => ("//", true, true),
        Some("h") => ("//", true, true),
        Some("rs") => ("//", true, true),
        Some("rdl") => ("//", true, true),
        Some("toml") | Some("core") => ("#", false, true),
        // Prose: its table structure is checked on its own.
        Some("md") => return String::new(),
        // Markup: free text only inside <description> and comments.
        Some("svd") => {
            let mut out = String::new();
            let mut rest = text;
            while let Some(at) = rest.find("<description>").or(rest.find("<!--")) {
                out.push_str(&rest[..at]);
                let close = if rest[at..].starts_with("<!--") {
                    "-->"
                } else {
                    "</description>"
                };
                rest = rest[at..]
                    .find(close)
                    .map_or("", |e| &rest[at + e + close.len()..]);
            }
            out.push_str(rest);
            return out;
        }
        _ => ("\u{0}", false, false),
    };
    let mut out = String::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if text[i..].starts_with(line_comment) {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if block && text[i..].starts_with("/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            i = end;
        } else if strings && b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}
