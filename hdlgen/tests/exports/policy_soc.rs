//! A bundled example with an access policy that uses every kind of rule, or
//! with none, and what each window type's policy is under it, written out
//! here rather than taken from the model so the outputs are checked against
//! the description.

// Shared by `exports.rs` and `driver.rs`, each of which uses some of it.
#![allow(dead_code)]

use std::path::Path;

use hdlgen::Soc;

/// The `[[access]]` entries of the policy: `tile_mem` written by secure
/// masters only, `tile_acc` open to all, the packer read by secure
/// privileged masters only.
const OVERRIDES: &str = r#"
[[access]]
window = "tile_mem"
write = "secure"

[[access]]
window = "tile_acc"
read = "any"

[[access]]
window = "packer"
read = "secure_privileged"
"#;

/// The keys of `[soc]` that set the SoC-wide policy.
const POLICY_KEYS: [&str; 3] = ["read_access", "write_access", "denied"];

/// The bundled example `file`'s text with its own policy (if any) removed:
/// the policy keys of `[soc]` and every `[[access]]` table.
fn without_policy(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    let (mut out, mut table) = (String::new(), String::new());
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('[') {
            table = t.split(']').next().unwrap_or_default().to_string();
        }
        let key = t.split(['=', ' ']).next().unwrap_or_default();
        let policy_key = table == "[soc" && POLICY_KEYS.contains(&key);
        if table != "[[access" && !policy_key {
            out.push_str(line);
            out.push('\n');
        }
    }
    let d: toml::Table = out.parse().unwrap();
    let soc = d["soc"].as_table().unwrap();
    assert!(!d.contains_key("access") && !POLICY_KEYS.iter().any(|k| soc.contains_key(*k)));
    out
}

fn load(file: &str, text: &str) -> Soc {
    hdlgen::load_str(file, text)
        .unwrap_or_else(|e| panic!("{file} with its policy replaced: {e:?}"))
}

/// The bundled example `file` with the policy above, elaborated: reads by
/// privileged masters SoC-wide, denied accesses read as zero, and the
/// overrides.
pub fn policy_soc(file: &str) -> Soc {
    let text = without_policy(file);
    assert!(text.contains("\n[soc]\n"), "{file} has a [soc] table");
    let keys = "[soc]\nread_access = \"privileged\"\ndenied = \"zero\"\n";
    load(file, &(text.replacen("[soc]\n", keys, 1) + OVERRIDES))
}

/// The bundled example `file` with every window open to every master.
pub fn open_soc(file: &str) -> Soc {
    load(file, &without_policy(file))
}

/// (read, write) policy of window type `window`, as the description spells it.
pub fn expected(window: &str) -> (&'static str, &'static str) {
    match window {
        "tile_mem" => ("privileged", "secure"),
        "tile_acc" => ("any", "any"),
        "packer" => ("secure_privileged", "any"),
        _ => ("privileged", "any"),
    }
}

/// The SVD `<protection>` letter of window type `window`.
pub fn expected_letter(window: &str) -> Option<char> {
    match window {
        "tile_mem" | "packer" => Some('s'),
        "tile_acc" => None,
        _ => Some('p'),
    }
}
