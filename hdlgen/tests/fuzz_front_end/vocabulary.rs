//! The vocabulary the generators draw on: the examples, the built-in
//! monitor names, the format's keys and table headers, reserved words of
//! the generated languages, and names generated code already uses.

use std::path::Path;

use crate::rng::Rng;
use crate::support::{EVIL, MARK};

/// What the generators draw on: the examples and the built-in monitor names.
pub struct Ctx {
    pub examples: Vec<String>,
    pub builtin: Vec<String>,
}

impl Ctx {
    pub fn new() -> Self {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
        let examples: Vec<String> = ["esp.toml", "axi_wide.toml"]
            .iter()
            .map(|f| std::fs::read_to_string(root.join(f)).unwrap())
            .collect();
        let builtin = hdlgen::load_str("esp.toml", &examples[0])
            .unwrap()
            .monitors
            .iter()
            .map(|m| m.name.clone())
            .collect();
        RISKY.get_or_init(|| risky_words(&examples));
        Ctx { examples, builtin }
    }
}

pub const KEYS: &[&str] = &[
    "name",
    "bus",
    "base",
    "tile_stride",
    "unmapped",
    "reset",
    "noc_planes",
    "dvfs_points",
    "noc_directions",
    "cache_hierarchy",
    "dvfs",
    "noc_clock",
    "builtin",
    "width",
    "overflow",
    "monitor",
    "description",
    "kinds",
    "clock",
    "kind",
    "stream_width",
    "pc_width",
    "cycles_width",
    "halted_width",
    "counters",
    "counter_width",
    "registers",
    "register_width",
    "fifo_depth",
    "almost_full",
    "watchpoints",
    "tlast_every",
    "rv32",
    "read_rate",
    "multiplier",
    "divisor",
    "label",
    "path",
    "mode",
    "domain",
    "source",
    "threshold",
    "formula",
    "cycles_event",
    "instructions_event",
    "soc",
    "catalog",
    "tile",
    "packer",
    "autocounter",
    "programmable",
    "override",
    "event",
    "preset",
    "nme",
    "Name",
    "buss",
    "widht",
    "",
];

pub const HEADERS: &[&str] = &[
    "[soc]",
    "[catalog]",
    "[[tile]]",
    "[packer]",
    "[autocounter]",
    "[programmable]",
    "[[catalog.override]]",
    "[[catalog.monitor]]",
    "[[autocounter.domain]]",
    "[[autocounter.counter]]",
    "[[programmable.event]]",
    "[[programmable.preset]]",
    "[tile]",
    "[[soc]]",
    "[soc.name]",
    "[catalog.monitor]",
    "[[catalog]]",
    "[x.y.z]",
    "[\"soc\"]",
    "[ soc ]",
    "[[ tile ]]",
    "[soc",
    "[[tile]",
    "[]",
    "[[]]",
];

pub const RESERVED: &[&str] = &[
    "module",
    "endmodule",
    "always",
    "wire",
    "reg",
    "input",
    "output",
    "assign",
    "begin",
    "end",
    "logic",
    "fn",
    "struct",
    "impl",
    "self",
    "type",
    "match",
    "mod",
    "crate",
    "pub",
    "int",
    "char",
    "void",
    "static",
    "typedef",
    "union",
    "return",
    "clk",
    "rst",
    "rst_n",
    "main",
    "default",
    "for",
    "while",
    "if",
    "else",
    "case",
    "true",
    "false",
    "signed",
    "unsafe",
];

pub const TILE_KINDS: &[&str] = &["cpu", "mem", "acc", "io", "slm", "empty"];

/// Identifiers hdlgen itself generates (and their `_`-separated prefixes and
/// suffixes), from the examples' outputs: the names most likely to clash
/// with generated code when a description uses them.
static RISKY: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();

fn risky_words(examples: &[String]) -> Vec<String> {
    let mut words = std::collections::BTreeSet::new();
    for text in examples {
        let soc = hdlgen::load_str("x.toml", text).unwrap();
        for f in hdlgen::emit::generate(&soc) {
            let code = match f.path.rsplit('.').next() {
                Some("v" | "rs" | "h" | "rdl") => crate::support::strip(&f.text, "//", true, true),
                _ => continue,
            };
            for token in code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                let lower = token.to_ascii_lowercase();
                let parts: Vec<&str> = lower.split('_').collect();
                for i in 0..parts.len() {
                    words.insert(parts[i..].join("_"));
                    words.insert(parts[..=i].join("_"));
                }
            }
        }
    }
    words
        .into_iter()
        .filter(|w| hdlgen::model::names::check_identifier(w).is_none())
        .collect()
}

/// A name generated code already uses, or `usual`.
pub fn or_risky(r: &mut Rng, usual: String) -> String {
    match RISKY.get() {
        Some(words) if r.chance(0.04) => r.pick(words).clone(),
        _ => usual,
    }
}

pub fn random_name(r: &mut Rng) -> String {
    if let Some(words) = RISKY.get().filter(|_| r.chance(0.1)) {
        return r.pick(words).clone();
    }
    const PARTS: &[&str] = &[
        "cpu", "mem", "acc", "io", "tile", "core", "l2", "dma", "noc", "x", "y", "fabric", "hit",
        "miss", "uncore", "gpu", "a", "q7",
    ];
    let mut s = r.pick(PARTS).to_string();
    for _ in 0..r.below(3) {
        s.push('_');
        s.push_str(r.s(PARTS));
    }
    if r.chance(0.5) {
        s.push_str(&r.below(100).to_string());
    }
    s
}

pub fn bad_name(r: &mut Rng) -> String {
    match r.below(8) {
        0 => r.pick(RESERVED).to_string(),
        1 => r
            .pick(&[
                "", "Cpu", "9a", "a__b", "a_", "_a", "a-b", "a b", "a.b", "évil", "a;b",
            ])
            .to_string(),
        2 => "a".repeat(41),
        3 => r.pick(EVIL).to_string(),
        4 => format!("{}\n", random_name(r)),
        5 => format!("x{MARK}"),
        _ => random_name(r),
    }
}
