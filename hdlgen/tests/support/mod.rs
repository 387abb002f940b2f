//! Shared by the front-end fuzzer (`fuzz_front_end.rs`), the corpus of
//! malformed descriptions (`bad_inputs.rs`), the consumer checks
//! (`exports.rs`, `esp_c.rs`), the driver-crate builds (`driver.rs`,
//! `embedded.rs`) and the reference SoC's firmware (`refsoc*.rs`): what a
//! rejection must look like, how to tell whether a description's text
//! escaped into generated code, the tools `scripts/setup.sh` installs into
//! the project's Python venv, bundled examples generated outside the
//! repository, and firmware assembled or built in Rust
//! ([`rust_firmware`]).

#![allow(dead_code)]

pub mod rust_firmware;
pub mod trace;

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::emit::Artifact;
use hdlgen::{Diagnostic, LoadError};

/// Generates the bundled example `file` into `out`.
pub fn generate_example(file: &str, out: &Path) -> hdlgen::Soc {
    let soc = hdlgen::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file),
    )
    .unwrap();
    hdlgen::output::write_tree(out, &hdlgen::emit::generate(&soc), None).unwrap();
    soc
}

/// A fresh directory outside the repository (cargo would otherwise see our
/// workspace), named for the test and the process.
pub fn outside(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hdlgen-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A program of the venv `scripts/setup.sh` creates (`$HDLGEN_PY`, default
/// `~/.cache/hdlgen/py`: python, fusesoc). Missing, it fails the test with
/// the fix rather than skipping it.
pub fn venv_tool(name: &str) -> PathBuf {
    let venv = std::env::var_os("HDLGEN_PY").map_or_else(
        || PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cache/hdlgen/py"),
        PathBuf::from,
    );
    let p = venv.join("bin").join(name);
    assert!(
        p.exists(),
        "{} is missing: run scripts/setup.sh (it installs the project's Python tools and Yices there)",
        p.display()
    );
    p
}

/// The CMSIS-SVD 1.3.11 schema (the newest 1.3 one), as the `cmsis-svd`
/// package in the venv ships it.
pub fn svd_schema() -> PathBuf {
    let out = Command::new(venv_tool("python"))
        .args([
            "-c",
            "import cmsis_svd, os; print(os.path.join(os.path.dirname(cmsis_svd.__file__), 'schemas', 'CMSIS-SVD_1_3_11.xsd'))",
        ])
        .output()
        .unwrap();
    let path = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    assert!(
        out.status.success() && path.exists(),
        "the CMSIS-SVD schema is missing: run scripts/setup.sh (it installs cmsis-svd):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// `xmllint --noout --schema CMSIS-SVD_1_3_11.xsd` over `files` in one run:
/// `Err` with xmllint's report if any breaks the schema. Panics if xmllint
/// cannot run (`scripts/setup.sh` installs libxml2-utils).
pub fn svd_schema_check(files: &[&Path]) -> Result<(), String> {
    let out = Command::new("xmllint")
        .args(["--noout", "--schema"])
        .arg(svd_schema())
        .args(files)
        .output()
        .expect("xmllint runs (scripts/setup.sh installs libxml2-utils)");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Put after every breakout attempt in the descriptions the tests feed in.
/// Mixed case: no identifier hdlgen derives from a (lower-case) name can
/// contain it, so wherever it appears as code, description text escaped.
pub const MARK: &str = "InJ3cT";

/// Free text crafted to break out of every kind of comment and string
/// literal hdlgen emits (Verilog, Rust, C, TOML, YAML, SystemRDL, XML,
/// Markdown), each followed by [`MARK`].
pub const EVIL: &[&str] = &[
    "x */ InJ3cT /* y",
    "*/ pub fn InJ3cT() {} /*",
    "*/ module InJ3cT; endmodule /*",
    "line one\nInJ3cT();",
    "a\r\nInJ3cT\rb",
    "\" InJ3cT \"",
    "\\\" InJ3cT \\\"",
    "\"); system(\"InJ3cT",
    "\"; InJ3cT(); \"",
    "trailing backslash \\\nInJ3cT = 1;",
    "ends in a backslash \\",
    "// \nInJ3cT",
    "`define InJ3cT 1\n`InJ3cT",
    "\n#define InJ3cT 1\n",
    "endmodule\nmodule InJ3cT; endmodule",
    "nul \u{0} InJ3cT \u{0}",
    "bell \u{7} escape \u{1b}[31m InJ3cT",
    "bidi \u{202e} InJ3cT \u{2066}\u{2069}",
    "separator \u{2028}InJ3cT\u{2029}InJ3cT",
    "next line \u{85}InJ3cT form feed \u{c}InJ3cT vtab \u{b}InJ3cT",
    "</description><InJ3cT/><description>",
    "--> <InJ3cT/> <!--",
    "]]> <InJ3cT/>",
    "| InJ3cT | `InJ3cT` <InJ3cT> [x](javascript:InJ3cT)",
    "*) InJ3cT (*",
    "{{ InJ3cT }} {% InJ3cT %} ${InJ3cT}",
    "'; InJ3cT; '",
    "''' InJ3cT '''",
    "\"\"\" InJ3cT \"\"\"",
    "#[InJ3cT] #![InJ3cT]",
    "\u{feff}InJ3cT é ☃ 𝕏",
];

/// Why a rejection of `text` (read as `file`) is not reported properly, if it is not.
pub fn check_rejection(file: &str, text: &str, e: &LoadError) -> Result<(), String> {
    let LoadError::Description(errs) = e else {
        return Err(format!("rejected without a description error: {e}"));
    };
    if errs.0.is_empty() {
        return Err("rejected with an empty error list".into());
    }
    let lines: Vec<&str> = text.split('\n').collect();
    for d in &errs.0 {
        check_diagnostic(file, &lines, d)?;
    }
    Ok(())
}

fn check_diagnostic(file: &str, lines: &[&str], d: &Diagnostic) -> Result<(), String> {
    if d.file != file {
        return Err(format!("{d}: names file {:?}, not {file:?}", d.file));
    }
    if d.line == 0 || d.line > lines.len() {
        return Err(format!("{d}: line {} outside 1..={}", d.line, lines.len()));
    }
    let width = lines[d.line - 1].chars().count();
    if d.col == 0 || d.col > width + 1 {
        return Err(format!(
            "{d}: column {} outside 1..={} of line {}",
            d.col,
            width + 1,
            d.line
        ));
    }
    if d.field.trim().is_empty() {
        return Err(format!("{d}: no field"));
    }
    if d.message.trim().is_empty() {
        return Err(format!("{d}: no message"));
    }
    let shown = d.to_string();
    let head = format!("{file}:{}:{}: error: {}: ", d.line, d.col, d.field);
    if !shown.starts_with(&head) {
        return Err(format!("{shown:?} does not start with {head:?}"));
    }
    Ok(())
}

/// Why the outputs of an accepted description are unsafe, if they are:
/// a path leaving the output directory, or description text running as code.
pub fn check_outputs(files: &[Artifact]) -> Result<(), String> {
    if files.is_empty() {
        return Err("no outputs".into());
    }
    for f in files {
        let p = &f.path;
        let path_ok = !p.is_empty()
            && !p.starts_with('/')
            && p.split('/').all(|c| !c.is_empty() && c != "." && c != "..")
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
        if !path_ok {
            return Err(format!("unsafe output path {p:?}"));
        }
        if let Some(why) = injected(p, &f.text) {
            return Err(format!("{p}: {why}"));
        }
    }
    Ok(())
}

/// Where [`MARK`] appears as code in generated file `path`, if anywhere.
pub fn injected(path: &str, text: &str) -> Option<String> {
    injected_mark(path, text, MARK)
}

/// Where `mark` (text only a description holds) appears as code in
/// generated file `path`: outside comments and string literals, in a tag,
/// as raw HTML, or at the start of a line of its own.
pub fn injected_mark(path: &str, text: &str, mark: &str) -> Option<String> {
    let ext = path.rsplit('.').next().unwrap_or("");
    // A description must never start a line of its own, in any format.
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with(mark) {
            return Some(format!(
                "line {} starts with injected text: {line:?}",
                n + 1
            ));
        }
    }
    let code = match ext {
        "v" | "sv" | "h" | "c" | "rs" | "rdl" | "cpp" => strip(text, "//", true, true),
        "toml" => strip(text, "#", false, true),
        "core" | "yml" | "yaml" => strip(text, "#", false, false),
        "svd" | "xml" => return xml_injected(text, mark),
        "md" => {
            return text
                .contains(&format!("<{mark}"))
                .then(|| "raw HTML from a description".to_string())
        }
        _ => text.to_string(),
    };
    code.find(mark).map(|at| {
        let s = at.saturating_sub(60);
        let e = (at + 60).min(code.len());
        format!(
            "description text outside comments and strings: ...{}...",
            code.get(s..e).unwrap_or("?")
        )
    })
}

/// XML: text content may hold anything escaped; tags and comments must be ours.
fn xml_injected(text: &str, mark: &str) -> Option<String> {
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        let after = &rest[open..];
        let end = if let Some(body) = after.strip_prefix("<!--") {
            match body.find("-->") {
                Some(e) => {
                    if body[..e].contains("--") {
                        return Some("\"--\" inside an XML comment".into());
                    }
                    4 + e + 3
                }
                None => return Some("unterminated XML comment".into()),
            }
        } else {
            let Some(e) = after.find('>') else {
                return Some("unterminated XML tag".into());
            };
            if after[..e].contains(mark) {
                return Some(format!("description text inside a tag: {}", &after[..=e]));
            }
            e + 1
        };
        rest = &after[end..];
    }
    None
}

/// `text` without comments and string/char literals (C-family rules), i.e.
/// what a compiler reads as code.
pub fn strip(text: &str, line_comment: &str, block: bool, strings: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut it = text.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let rest = &text[i..];
        if rest.starts_with(line_comment) {
            while it.peek().is_some_and(|&(_, c)| c != '\n') {
                it.next();
            }
        } else if block && rest.starts_with("/*") {
            let end = rest[2..].find("*/").map_or(text.len(), |e| i + 2 + e + 2);
            while it.peek().is_some_and(|&(j, _)| j < end) {
                it.next();
            }
        } else if strings && c == '"' {
            while let Some((_, c)) = it.next() {
                match c {
                    '\\' => {
                        it.next();
                    }
                    '"' => break,
                    _ => {}
                }
            }
        } else if strings && c == '\'' && char_literal_len(rest).is_some() {
            let end = i + char_literal_len(rest).unwrap();
            while it.peek().is_some_and(|&(j, _)| j < end) {
                it.next();
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Byte length of a char literal (`'x'`, `'\n'`, `'\u{..}'`) at the start of
/// `s`; `None` for a Rust lifetime or a Verilog sized number's `'`.
fn char_literal_len(s: &str) -> Option<usize> {
    let mut cs = s.char_indices().skip(1);
    let (_, c) = cs.next()?;
    if c == '\\' {
        // Escapes are short: find the closing quote within a few characters.
        s[2..]
            .char_indices()
            .take(10)
            .find(|&(_, c)| c == '\'')
            .map(|(j, _)| 2 + j + 1)
    } else {
        let (j, q) = cs.next()?;
        (q == '\'' && c != '\'').then_some(j + 1)
    }
}

/// A TOML basic string holding exactly `s`.
pub fn toml_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A name the generated files define twice, if any: `#define`s of the C
/// header, declarations and instances of a Verilog module, items of one
/// Rust scope, SVD peripherals, registers and fields, SystemRDL instances of
/// one addrmap. Two definitions of one name do not compile (or load).
pub fn duplicate_definition(files: &[Artifact]) -> Option<String> {
    for f in files {
        let ext = f.path.rsplit('.').next().unwrap_or("");
        let found = match ext {
            "h" => dup_c(&f.text),
            "v" => dup_verilog(&f.text),
            "rs" => dup_rust(&f.text),
            "svd" => dup_svd(&f.text),
            "rdl" => dup_rdl(&f.text),
            _ => None,
        };
        if let Some(d) = found {
            return Some(format!("{}: {d}", f.path));
        }
    }
    None
}

fn first_dup<'a>(names: impl IntoIterator<Item = (String, &'a str)>) -> Option<String> {
    let mut seen = std::collections::BTreeSet::new();
    names
        .into_iter()
        .find(|(key, _)| !seen.insert(key.clone()))
        .map(|(_, name)| format!("{name} is defined twice"))
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// `#define`s of one name clash unless they sit in different branches of
/// one `#if`/`#else` (only one branch is ever compiled).
fn dup_c(text: &str) -> Option<String> {
    // Open conditionals as (group, branch); every define keeps that path.
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut groups = 0;
    let mut seen: Vec<(&str, Vec<(usize, usize)>)> = Vec::new();
    for l in text.lines() {
        let t = l.trim_start();
        if t.starts_with("#if") {
            groups += 1;
            open.push((groups, 0));
        } else if t.starts_with("#el") {
            if let Some(top) = open.last_mut() {
                top.1 += 1;
            }
        } else if t.starts_with("#endif") {
            open.pop();
        } else if let Some(r) = t.strip_prefix("#define ") {
            let n = ident_at(r);
            let exclusive = |other: &[(usize, usize)]| {
                other
                    .iter()
                    .any(|(g, b)| open.iter().any(|(g2, b2)| g == g2 && b != b2))
            };
            if seen.iter().any(|(m, p)| *m == n && !exclusive(p)) {
                return Some(format!("{n} is defined twice"));
            }
            seen.push((n, open.clone()));
        }
    }
    None
}

/// Per module: `wire`/`reg`/port declarations and instance names.
fn dup_verilog(text: &str) -> Option<String> {
    let code = strip(text, "//", true, true);
    for module in code.split("endmodule") {
        let mut names: Vec<(String, &str)> = Vec::new();
        for l in module.lines() {
            let mut t = l.trim_start();
            for kw in ["input ", "output ", "inout "] {
                if let Some(r) = t.strip_prefix(kw) {
                    t = r.trim_start();
                }
            }
            const KW: [&str; 7] = [
                "wire ",
                "reg ",
                "integer ",
                "genvar ",
                "localparam ",
                "parameter ",
                "signed ",
            ];
            let decl = KW.iter().find_map(|kw| t.strip_prefix(kw));
            if let Some(mut r) = decl {
                // `localparam integer K`, `reg signed [3:0] x`: skip types and ranges.
                loop {
                    r = r.trim_start();
                    if let Some(rest) = KW.iter().find_map(|kw| r.strip_prefix(kw)) {
                        r = rest;
                    } else if r.starts_with('[') {
                        r = &r[r.find(']').map_or(r.len(), |i| i + 1)..];
                    } else {
                        break;
                    }
                }
                let list = r.split(['=', ';']).next().unwrap_or("");
                for part in list.split(',') {
                    let n = ident_at(part.trim_start());
                    if !n.is_empty() {
                        names.push((n.to_string(), n));
                    }
                }
            } else if let Some(at) = t.find(" u_") {
                // Instances: `module_name [#(...)] u_x (`
                let n = ident_at(&t[at + 1..]);
                names.push((n.to_string(), n));
            }
        }
        if let Some(d) = first_dup(names) {
            return Some(d);
        }
    }
    None
}

/// `const`, `static` and `fn` items, keyed by their enclosing scopes.
fn dup_rust(text: &str) -> Option<String> {
    let code = strip(text, "//", true, true);
    let mut scopes: Vec<String> = Vec::new();
    let mut names: Vec<(String, &str)> = Vec::new();
    for l in code.lines() {
        let t = l.trim_start();
        let t2 = t.strip_prefix("pub ").unwrap_or(t);
        let t2 = t2.strip_prefix("const fn ").map_or(t2, |r| r);
        let item = [
            "const ", "static ", "fn ", "struct ", "enum ", "mod ", "trait ",
        ]
        .iter()
        .find_map(|kw| t2.strip_prefix(kw));
        if let Some(r) = item {
            let n = ident_at(r);
            if !n.is_empty() && n != "_" {
                names.push((format!("{}::{n}", scopes.join("::")), n));
            }
        }
        for c in l.chars() {
            match c {
                '{' => scopes.push(t.chars().take(60).collect()),
                '}' => {
                    scopes.pop();
                }
                _ => {}
            }
        }
    }
    first_dup(names)
}

/// Peripheral names; register names per peripheral; field names per register.
fn dup_svd(text: &str) -> Option<String> {
    // Scopes: one per open peripheral, register or field; a <name> is unique
    // among the children of its element's parent.
    let mut stack: Vec<usize> = vec![0];
    let mut next = 1;
    let mut names: Vec<(String, &str)> = Vec::new();
    for l in text.lines() {
        let t = l.trim();
        for el in ["peripheral", "register", "field"] {
            if t.starts_with(&format!("<{el}>")) || t.starts_with(&format!("<{el} ")) {
                stack.push(next);
                next += 1;
            }
            if t.starts_with(&format!("</{el}>")) {
                stack.pop();
            }
        }
        if let Some(r) = t.strip_prefix("<name>") {
            let n = r.split('<').next().unwrap_or("");
            // The device's own name is in a scope of its own.
            let parent = stack.len().checked_sub(2).map_or(usize::MAX, |i| stack[i]);
            names.push((format!("{parent}/{n}"), n));
        }
    }
    first_dup(names)
}

/// Instances (`} name @ ...;` and `type name @ ...;`) per addrmap.
fn dup_rdl(text: &str) -> Option<String> {
    let code = strip(text, "//", true, true);
    let mut depth = 0usize;
    let mut names: Vec<(String, &str)> = Vec::new();
    let mut map = 0usize;
    for l in code.lines() {
        let t = l.trim();
        if t.starts_with("addrmap ") {
            map += 1;
        }
        let closes = t.matches('}').count();
        if depth.saturating_sub(closes) == 1 && t.contains(" @ ") {
            let before = t.split(" @ ").next().unwrap_or("");
            let n = before.rsplit([' ', '}']).next().unwrap_or("");
            let n = n.trim_start_matches('\\');
            if !n.is_empty() {
                names.push((format!("{map}/{n}"), n));
            }
        }
        depth = (depth + t.matches('{').count()).saturating_sub(closes);
    }
    first_dup(names)
}

/// Assembles `source` (RV32IMC, placed after a global `_start` label),
/// linked at `text`, into `dir/name.elf` with Debian's bare-metal GCC.
pub fn assemble_rv32(dir: &Path, name: &str, source: &str, text: u32) -> PathBuf {
    let src = dir.join(format!("{name}.S"));
    let elf = dir.join(format!("{name}.elf"));
    std::fs::write(&src, format!(".globl _start\n_start:\n{source}\n")).unwrap();
    let o = Command::new("riscv64-unknown-elf-gcc")
        .args([
            "-march=rv32imc",
            "-mabi=ilp32",
            "-nostdlib",
            "-nostartfiles",
        ])
        .arg(format!("-Wl,-Ttext={text:#x}"))
        .arg("-Wl,--no-warn-rwx-segments")
        .arg("-o")
        .arg(&elf)
        .arg(&src)
        .output()
        .expect("riscv64-unknown-elf-gcc (scripts/setup.sh installs it)");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    elf
}
