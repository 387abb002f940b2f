//! Coverage points of Verilator's merged coverage file, per source file,
//! and the generated block each file is.

use std::collections::BTreeMap;

/// One coverage point, merged over the instances of its module.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Point {
    /// Source line.
    pub line: u32,
    /// Column.
    pub col: u32,
    /// What kind of point.
    pub kind: Kind,
    /// Verilator's comment: the branch arm, or the signal bit toggled.
    pub comment: String,
}

/// Verilator's kinds of coverage point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A statement block (`v_line`).
    Line,
    /// An arm of an `if` or `?:` (`v_branch`).
    Branch,
    /// One bit of one signal (`v_toggle`).
    Toggle,
}

/// One source file's points: path under `src/`, and counts summed over instances.
pub type Files = BTreeMap<String, BTreeMap<Point, u64>>;

/// Field `name` of a point's key.
fn field<'a>(key: &'a str, name: &str) -> Option<&'a str> {
    key.split('\x01')
        .filter_map(|kv| kv.split_once('\x02'))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The points of coverage file `text`, counts summed over instances.
pub fn parse(text: &str) -> Result<Files, String> {
    let mut files = Files::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("C '") else {
            continue;
        };
        let (key, count) = rest
            .rsplit_once("' ")
            .ok_or(format!("line {}: no count", n + 1))?;
        let count: u64 = count
            .trim()
            .parse()
            .map_err(|_| format!("line {}: bad count {count}", n + 1))?;
        let page = field(key, "page").unwrap_or("");
        let kind = if page.starts_with("v_toggle") {
            Kind::Toggle
        } else if page.starts_with("v_branch") {
            Kind::Branch
        } else if page.starts_with("v_line") {
            Kind::Line
        } else {
            continue;
        };
        let num = |f: &str| field(key, f).and_then(|v| v.parse().ok()).unwrap_or(0);
        let p = Point {
            line: num("l"),
            col: num("n"),
            kind,
            comment: field(key, "o").unwrap_or("").to_string(),
        };
        let file = field(key, "f").unwrap_or("?").to_string();
        *files.entry(file).or_default().entry(p).or_default() += count;
    }
    Ok(files)
}

/// (block, design) of a generated file name such as `esp_demo_bank_cpu.v`.
pub fn classify(name: &str) -> (String, String) {
    let stem = name.trim_end_matches(".v");
    for (marker, block) in [
        ("_bank_", "bank "),
        ("_tile_", "tile wrapper "),
        ("_autocounter_", "autocounter "),
        ("_bus_", "bus adapter "),
    ] {
        if let Some(i) = stem.rfind(marker) {
            let what = &stem[i + marker.len()..];
            // AutoCounter domains are one template: one block, whatever the domain.
            let block = if marker == "_autocounter_" {
                "autocounter".to_string()
            } else {
                format!("{block}{what}")
            };
            return (block, stem[..i].to_string());
        }
    }
    for (suffix, block) in [("_soc", "soc wrapper"), ("_packer", "packer")] {
        if let Some(design) = stem.strip_suffix(suffix) {
            return (block.to_string(), design.to_string());
        }
    }
    ("other".into(), stem.to_string())
}

/// Where `block` goes in the tables: bus, banks, tiles, wrapper, packer,
/// AutoCounter, the rest.
pub fn block_order(block: &str) -> (u32, String) {
    let rank = match block.split(' ').next().unwrap_or("") {
        "bus" => 0,
        "bank" => 1,
        "tile" => 2,
        "soc" => 3,
        "packer" => 4,
        "autocounter" => 5,
        _ => 6,
    };
    (rank, block.to_string())
}
