//! Names the generated files define twice, per language: two definitions
//! of one name do not compile (or load).

use hdlgen::emit::Artifact;

use super::injection::strip;

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
