//! Which names a description may use. Names become Verilog, Rust and C
//! identifiers, so only a safe subset is accepted: this is what stops a name
//! from injecting code into any output.

mod keywords;

/// Longest accepted identifier.
pub const MAX_LEN: usize = 40;

/// Why `name` is not a valid identifier, or `None` if it is.
pub fn check_identifier(name: &str) -> Option<String> {
    let valid_chars = name
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    let starts_ok = name.chars().next().is_some_and(|c| c.is_ascii_lowercase());
    if name.is_empty() {
        return Some("must not be empty; use lower-case letters, digits and _".into());
    }
    if !valid_chars || !starts_ok {
        return Some(format!(
            "\"{}\" is not a valid name; use a lower-case letter followed by lower-case letters, digits and _ (e.g. \"cpu0\")",
            name.escape_default()
        ));
    }
    if name.len() > MAX_LEN {
        return Some(format!("\"{name}\" is longer than {MAX_LEN} characters"));
    }
    if name.contains("__") || name.ends_with('_') {
        return Some(format!(
            "\"{name}\" contains a double or trailing underscore, reserved in generated names"
        ));
    }
    if is_reserved(name) {
        return Some(format!(
            "\"{name}\" is a reserved word in Verilog, SystemVerilog, Rust or C; choose another name"
        ));
    }
    None
}

/// Why `part` cannot be part of a generated identifier (it need not be one by
/// itself: "local" is fine inside `noc_queue_full_local_p0`).
pub fn check_fragment(part: &str) -> Option<String> {
    match check_identifier(part) {
        Some(_) if is_reserved(part) => None,
        other => other,
    }
}

/// Why `name` cannot name a `slot` ("soc", "tile"), if it cannot: the
/// identifiers generated from it would clash with ones hdlgen always emits.
pub fn taken(slot: &str, name: &str) -> Option<String> {
    let clash = match (slot, name) {
        // The C header's prefix would be ESP's own MON_* / MONITOR_* names.
        ("soc", "mon" | "monitor") => "ESP's MON_* and MONITOR_* macros in the C header",
        // u_<tile> in the SoC wrapper; <SOC>_TILE_<TILE> in the C header.
        ("tile", "bus") => "the bus adapter instance u_bus in the SoC wrapper",
        ("tile", "stride") => "the C header's <SOC>_TILE_STRIDE",
        _ => return None,
    };
    Some(format!(
        "\"{name}\" would clash with {clash}; choose another name"
    ))
}

/// Whether `name` is a keyword in any language we emit (or read back).
pub fn is_reserved(name: &str) -> bool {
    keywords::RESERVED.contains(&name)
}

/// Text safe to place inside a `//` or `/* */` comment (Verilog, Rust, C):
/// one line, printable ASCII, no comment terminators.
pub fn comment_text(s: &str) -> String {
    let flat: String = s
        .chars()
        .map(|c| match c {
            ' '..='~' => c,
            c if c.is_whitespace() => ' ',
            _ => '?',
        })
        .collect();
    let mut out = flat.replace("*/", "* /").replace("/*", "/ *");
    // Keep a line-continuation backslash from joining the next line in C.
    while out.ends_with('\\') {
        out.pop();
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        assert!(check_identifier("cpu0").is_none());
        assert!(check_identifier("endmodule").is_some());
        assert!(check_identifier("Cpu").is_some());
        assert!(check_identifier("a;b").is_some());
        assert!(check_identifier("9a").is_some());
        assert!(check_identifier("a__b").is_some());
    }

    #[test]
    fn comments_cannot_escape() {
        let evil = "x */ module evil; /* \n endmodule \\";
        let c = comment_text(evil);
        assert!(!c.contains("*/") && !c.contains("/*") && !c.contains('\n') && !c.ends_with('\\'));
    }
}
