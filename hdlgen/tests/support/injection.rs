//! Whether description text escaped into generated code: the breakout
//! attempts the tests put into descriptions, and a reader of each output
//! format that finds them outside comments and string literals.

use hdlgen::emit::Artifact;

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
        "v" | "sv" | "h" | "c" | "rs" | "rdl" | "cpp" | "dtsi" => strip(text, "//", true, true),
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
