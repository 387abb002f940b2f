//! A probe: one small description, what the schema and hdlgen must both
//! say of it, and at which field hdlgen must say it. `run` asks both.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::tools::{schema_verdicts, Verdict};

/// What both sides must say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// The schema accepts it, and hdlgen's reader reports nothing at the
    /// fields (nothing at all when there are none).
    Accept,
    /// As `Accept`, and neither does elaboration.
    AcceptLoaded,
    /// The schema rejects it, and hdlgen (reader or elaboration) reports
    /// at one of the fields or inside it (`f.x`, `f[1]`).
    Reject,
    /// As `Reject`, at one of the fields exactly.
    RejectExact,
}

/// What hdlgen's message must also show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    None,
    /// The valid range `min..=max`.
    Range(u64, u64),
    /// The valid choices, in order, after "valid values: " or "valid: ",
    /// in the message about the value `zz_probe`.
    Choices(Vec<String>),
    /// The keys after "valid keys here: ", in any order.
    Keys(Vec<String>),
    /// The description reads the same (spans aside) as this one.
    SameAs(String),
}

#[derive(Debug, Clone)]
pub struct Probe {
    /// What is tried, for messages.
    pub label: String,
    /// The description.
    pub doc: String,
    /// hdlgen's names of the fields concerned.
    pub fields: Vec<String>,
    pub expect: Expect,
    pub check: Check,
}

/// The value the choice probes use: no choice list holds it.
pub const NOT_A_CHOICE: &str = "zz_probe";

/// Whether `field` is one of `fields`, or (unless `exact`) inside one.
fn at(field: &str, fields: &[String], exact: bool) -> bool {
    fields.iter().any(|f| {
        field == f
            || (!exact
                && (field.starts_with(&format!("{f}.")) || field.starts_with(&format!("{f}["))))
    })
}

/// `text` with byte ranges (`span: 3..9`) and the source text left out.
fn without_spans(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // The `text` field holds the whole description: drop its value.
    if let Some(i) = rest.find("text: \"") {
        out.push_str(&rest[..i]);
        let body = &rest[i + 7..];
        let mut escaped = false;
        let end = body
            .char_indices()
            .find(|&(_, c)| {
                let close = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                close
            })
            .map_or(body.len(), |(j, _)| j + 1);
        rest = &body[end..];
    }
    let b: Vec<char> = rest.chars().collect();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let dots = i + 1 < b.len() && b[i] == '.' && b[i + 1] == '.';
            if dots && b.get(i + 2).is_some_and(char::is_ascii_digit) {
                i += 2;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                out.push('_');
                continue;
            }
            out.extend(&b[start..i]);
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// The parsed description, spans aside, or its errors.
fn read(doc: &str) -> Result<String, String> {
    hdlgen::desc::parse("probe.toml", doc)
        .map(|d| without_spans(&format!("{d:?}")))
        .map_err(|e| e.to_string())
}

/// The list after `marker` in `message`, quotes dropped.
fn list_after(message: &str, marker: &str) -> Option<Vec<String>> {
    let tail = &message[message.find(marker)? + marker.len()..];
    let tail = tail.split(';').next().unwrap_or(tail);
    Some(
        tail.split(", ")
            .map(|s| s.trim().trim_matches('"').to_string())
            .collect(),
    )
}

/// Why hdlgen's messages break `check`, if they do.
fn check_messages(p: &Probe, messages: &[String]) -> Option<String> {
    let any = |f: &dyn Fn(&String) -> bool| messages.iter().any(f);
    match &p.check {
        Check::None | Check::SameAs(_) => None,
        Check::Range(lo, hi) => {
            let want = format!("{lo}..={hi}");
            (!any(&|m| m.contains(&want))).then(|| format!("no message names {want}"))
        }
        Check::Choices(want) => {
            let got = messages
                .iter()
                .filter(|m| m.contains(NOT_A_CHOICE))
                .find_map(|m| list_after(m, "valid values: ").or_else(|| list_after(m, "valid: ")));
            (got.as_ref() != Some(want))
                .then(|| format!("hdlgen's choices {got:?}, the schema's {want:?}"))
        }
        Check::Keys(want) => {
            let sorted = |mut v: Vec<String>| {
                v.sort();
                v
            };
            let got = messages
                .iter()
                .find_map(|m| list_after(m, "valid keys here: "))
                .map(sorted);
            let want = sorted(want.clone());
            (got.as_ref() != Some(&want))
                .then(|| format!("hdlgen's keys {got:?}, the schema's {want:?}"))
        }
    }
}

/// Why hdlgen's answer to `p` is not the one expected, if it is not.
fn hdlgen_disagrees(p: &Probe) -> Option<String> {
    let exact = p.expect == Expect::RejectExact;
    let loaded = matches!(
        p.expect,
        Expect::Reject | Expect::RejectExact | Expect::AcceptLoaded
    );
    let diags = if loaded {
        match hdlgen::load_str("probe.toml", &p.doc) {
            Ok(_) => Vec::new(),
            Err(hdlgen::LoadError::Description(d)) => d.0,
            Err(e) => return Some(format!("not a description error: {e}")),
        }
    } else {
        hdlgen::desc::parse("probe.toml", &p.doc)
            .err()
            .map_or_else(Vec::new, |e| e.0)
    };
    let here: Vec<String> = diags
        .iter()
        .filter(|d| p.fields.is_empty() || at(&d.field, &p.fields, exact))
        .map(|d| format!("{}: {}", d.field, d.message))
        .collect();
    match p.expect {
        Expect::Accept | Expect::AcceptLoaded if !here.is_empty() => {
            Some(format!("hdlgen refuses it: {here:?}"))
        }
        Expect::Reject | Expect::RejectExact if here.is_empty() => Some(format!(
            "hdlgen reports nothing at {:?}; all it says: {:?}",
            p.fields,
            diags.iter().map(ToString::to_string).collect::<Vec<_>>()
        )),
        _ => match &p.check {
            Check::SameAs(other) => match (read(&p.doc), read(other)) {
                (Ok(a), Ok(b)) if a == b => None,
                (a, b) => Some(format!("the default reads differently:\n{a:?}\n{b:?}")),
            },
            _ => check_messages(p, &here),
        },
    }
}

/// Asks check-jsonschema (once, over all of them) and hdlgen about every
/// probe; the failures, each with its probe.
pub fn run(name: &str, probes: &[Probe]) -> Vec<String> {
    let dir = crate::tools::scratch(&format!("probes-{name}"));
    let files: Vec<PathBuf> = probes
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let f = dir.join(format!("p{i:04}.toml"));
            std::fs::write(&f, &p.doc).expect("a probe is written");
            f
        })
        .collect();
    let verdicts: BTreeMap<PathBuf, Verdict> = schema_verdicts(&files);
    let mut failures = Vec::new();
    for (p, f) in probes.iter().zip(&files) {
        let accept = matches!(p.expect, Expect::Accept | Expect::AcceptLoaded);
        let schema = match (&verdicts[f], accept) {
            (Verdict::Valid, true) | (Verdict::Invalid(_), false) => None,
            (v, _) => Some(format!("the schema says {v:?}")),
        };
        let why: Vec<String> = schema.into_iter().chain(hdlgen_disagrees(p)).collect();
        if !why.is_empty() {
            failures.push(format!(
                "{} ({}, expected {:?}):\n  {}\n--- {}\n{}",
                p.label,
                p.fields.join(" | "),
                p.expect,
                why.join("\n  "),
                f.display(),
                p.doc
            ));
        }
    }
    failures
}
