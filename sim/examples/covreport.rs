//! Per-block coverage report of the generated RTL from a merged Verilator
//! coverage file (`scripts/coverage.sh` makes it).
//!
//! ```sh
//! cargo run --release -p hdlgen-sim --example covreport -- DIR [--min PERCENT]
//! ```
//!
//! `DIR` is what `HDLGEN_COVERAGE` pointed at: `DIR/merged.dat` and the sources
//! under `DIR/src/<hash>/`. A point counts as covered if any instance of its
//! module hit it (a bank is instantiated once per tile), so the figures are
//! those of the generated module, not of one instance. Line coverage is
//! Verilator's `--coverage-line`: statement blocks (`v_line`) and both arms
//! of every `if`/`?:` (`v_branch`). A toggle point is one bit of one signal,
//! covered once it changed. Exits 1 if a block is under `--min` (default 0).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// One coverage point, merged over the instances of its module.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Point {
    line: u32,
    col: u32,
    kind: Kind,
    comment: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Line,
    Branch,
    Toggle,
}

/// Covered and total points.
#[derive(Debug, Default, Clone, Copy)]
struct Frac {
    hit: u64,
    total: u64,
}

impl Frac {
    fn add(&mut self, other: Frac) {
        self.hit += other.hit;
        self.total += other.total;
    }
    fn pct(self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.hit as f64 / self.total as f64
        }
    }
    fn cell(self) -> String {
        format!("{:>6}/{:<6}{:>7.2}%", self.hit, self.total, self.pct())
    }
}

/// One source file's points: path under `src/`, and counts summed over instances.
type Files = BTreeMap<String, BTreeMap<Point, u64>>;

fn field<'a>(key: &'a str, name: &str) -> Option<&'a str> {
    key.split('\x01')
        .filter_map(|kv| kv.split_once('\x02'))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

fn parse(text: &str) -> Result<Files, String> {
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
fn classify(name: &str) -> (String, String) {
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

fn block_order(block: &str) -> (u32, String) {
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

/// Line and toggle figures of one file's points.
fn figures(points: &BTreeMap<Point, u64>) -> (Frac, Frac) {
    let mut line = Frac::default();
    let mut toggle = Frac::default();
    for (p, n) in points {
        let f = if p.kind == Kind::Toggle {
            &mut toggle
        } else {
            &mut line
        };
        f.total += 1;
        f.hit += u64::from(*n > 0);
    }
    (line, toggle)
}

/// `name[3]` → (`name`, Some(3)).
fn split_bit(s: &str) -> (&str, Option<u32>) {
    match s.strip_suffix(']').and_then(|t| t.rsplit_once('[')) {
        Some((n, b)) => match b.parse() {
            Ok(b) => (n, Some(b)),
            Err(_) => (s, None),
        },
        None => (s, None),
    }
}

/// Bit list as ranges: 0,1,2,5 → `[2:0],[5]`.
fn ranges(bits: &BTreeSet<u32>) -> String {
    let mut out = Vec::new();
    let mut it = bits.iter().copied().peekable();
    while let Some(lo) = it.next() {
        let mut hi = lo;
        while it.peek() == Some(&(hi + 1)) {
            hi = it.next().expect("peeked");
        }
        out.push(if hi == lo {
            format!("[{lo}]")
        } else {
            format!("[{hi}:{lo}]")
        });
    }
    out.join(",")
}

fn uncovered(path: &str, points: &BTreeMap<Point, u64>, src: &Path, out: &mut String) {
    let text = std::fs::read_to_string(src.join(path)).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let mut by_line: BTreeMap<u32, Vec<&Point>> = BTreeMap::new();
    let mut toggles: BTreeMap<&str, BTreeSet<u32>> = BTreeMap::new();
    for (p, n) in points {
        if *n > 0 {
            continue;
        }
        if p.kind == Kind::Toggle {
            let (sig, bit) = split_bit(&p.comment);
            toggles.entry(sig).or_default().extend(bit);
        } else {
            by_line.entry(p.line).or_default().push(p);
        }
    }
    for (l, ps) in &by_line {
        let what: Vec<String> = ps
            .iter()
            .map(|p| {
                format!(
                    "{}{}",
                    if p.kind == Kind::Branch {
                        "branch "
                    } else {
                        ""
                    },
                    p.comment
                )
            })
            .collect();
        let src_line = lines
            .get((*l as usize).wrapping_sub(1))
            .map_or("", |s| s.trim());
        let _ = writeln!(out, "    line {l:>5} [{}]: {src_line}", what.join(", "));
    }
    for (sig, bits) in &toggles {
        let _ = writeln!(out, "    toggle {sig}{} never changed", ranges(bits));
    }
}

/// ((block order, block), design, file, path, lines, toggles) of one table row.
type Row<'a> = ((u32, String), String, String, &'a str, Frac, Frac);

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut dir = None;
    let mut min = 0.0f64;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--min" => {
                min = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--min needs a percentage")
            }
            _ => dir = Some(PathBuf::from(a)),
        }
    }
    let Some(dir) = dir else {
        eprintln!("usage: covreport DIR [--min PERCENT]   (DIR/merged.dat, DIR/src/)");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(dir.join("merged.dat")) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("covreport: {}: {e}", dir.join("merged.dat").display());
            return ExitCode::from(2);
        }
    };
    let files = match parse(&text) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("covreport: merged.dat: {e}");
            return ExitCode::from(2);
        }
    };
    // Rows: (block, design, file); a second text of the same file (another
    // description of the same name) is shown as its own row.
    let mut rows: Vec<Row<'_>> = Vec::new();
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    for (path, points) in &files {
        let name = path.rsplit('/').next().unwrap_or(path).to_string();
        let (block, design) = classify(&name);
        let n = seen.entry(name.clone()).or_default();
        *n += 1;
        let label = if *n > 1 {
            format!("{name} (text {n})")
        } else {
            name
        };
        let (l, t) = figures(points);
        rows.push((block_order(&block), design, label, path, l, t));
    }
    rows.sort_by(|a, b| (&a.0, &a.1, &a.2).cmp(&(&b.0, &b.1, &b.2)));

    println!(
        "{:<22} {:<10} {:<34} {:<21} {:<21}",
        "block", "design", "file", "lines+branches", "toggles"
    );
    let mut per_block: BTreeMap<(u32, String), (Frac, Frac, usize)> = BTreeMap::new();
    let (mut all_l, mut all_t) = (Frac::default(), Frac::default());
    for (block, design, label, _, l, t) in &rows {
        println!(
            "{:<22} {:<10} {:<34} {} {}",
            block.1,
            design,
            label,
            l.cell(),
            t.cell()
        );
        let e = per_block.entry(block.clone()).or_default();
        e.0.add(*l);
        e.1.add(*t);
        e.2 += 1;
        all_l.add(*l);
        all_t.add(*t);
    }
    println!("\nper block (all designs):");
    println!(
        "{:<22} {:>5} {:<21} {:<21}",
        "block", "files", "lines+branches", "toggles"
    );
    let mut low = Vec::new();
    for ((_, block), (l, t, n)) in &per_block {
        println!("{block:<22} {n:>5} {} {}", l.cell(), t.cell());
        if l.pct() < min || t.pct() < min {
            low.push(block.clone());
        }
    }
    println!(
        "{:<22} {:>5} {} {}",
        "all",
        rows.len(),
        all_l.cell(),
        all_t.cell()
    );

    println!("\nuncovered points (line, branch arm, or signal bits that never changed):");
    let src = dir.join("src");
    for (_, design, label, path, l, t) in &rows {
        if l.hit == l.total && t.hit == t.total {
            continue;
        }
        let mut out = String::new();
        uncovered(path, &files[*path], &src, &mut out);
        println!("  {design} {label} (src/{path}):\n{out}");
    }
    if low.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("covreport: under {min}%: {}", low.join(", "));
        ExitCode::FAILURE
    }
}
