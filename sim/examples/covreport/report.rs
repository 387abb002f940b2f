//! The report: coverage figures per file and per block, and the points
//! no run reached.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use crate::constants::Constants;
use crate::points::{block_order, classify, Files, Kind, Point};

/// Covered and total points.
#[derive(Debug, Default, Clone, Copy)]
pub struct Frac {
    /// Covered.
    pub hit: u64,
    /// All.
    pub total: u64,
}

impl Frac {
    /// Adds `other`'s points.
    pub fn add(&mut self, other: Frac) {
        self.hit += other.hit;
        self.total += other.total;
    }
    /// Percent covered (100 with no points).
    pub fn pct(self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.hit as f64 / self.total as f64
        }
    }
    /// A table cell: covered/total and percent.
    pub fn cell(self) -> String {
        format!("{:>6}/{:<6}{:>7.2}%", self.hit, self.total, self.pct())
    }
}

/// ((block order, block), design, file, path, [lines, toggles, non-constant
/// toggles]) of one table row.
pub type Row<'a> = ((u32, String), String, String, &'a str, [Frac; 3]);

/// Whether toggle point `p` is a bit Yosys proved constant.
fn is_constant(p: &Point, constants: Option<&BTreeSet<(String, u32)>>) -> bool {
    let (sig, bit) = split_bit(&p.comment);
    constants.is_some_and(|c| c.contains(&(sig.to_string(), bit.unwrap_or(0))))
}

/// Line, toggle, and non-constant toggle figures of one file's points.
pub fn figures(
    points: &BTreeMap<Point, u64>,
    constants: Option<&BTreeSet<(String, u32)>>,
) -> [Frac; 3] {
    let mut f = [Frac::default(); 3];
    for (p, n) in points {
        let hit = u64::from(*n > 0);
        let slots: &[usize] = match p.kind {
            Kind::Toggle if is_constant(p, constants) => &[1],
            Kind::Toggle => &[1, 2],
            _ => &[0],
        };
        for &s in slots {
            f[s].total += 1;
            f[s].hit += hit;
        }
    }
    f
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

/// Lists `path`'s uncovered points into `out`: lines with their source, and
/// the bits of each signal that never changed.
fn uncovered(
    path: &str,
    points: &BTreeMap<Point, u64>,
    constants: Option<&BTreeSet<(String, u32)>>,
    src: &Path,
    out: &mut String,
) {
    let text = std::fs::read_to_string(src.join(path)).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let mut by_line: BTreeMap<u32, Vec<&Point>> = BTreeMap::new();
    let mut toggles: BTreeMap<&str, BTreeSet<u32>> = BTreeMap::new();
    let mut constant = 0;
    for (p, n) in points {
        if *n > 0 {
            continue;
        }
        if p.kind == Kind::Toggle && is_constant(p, constants) {
            constant += 1;
        } else if p.kind == Kind::Toggle {
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
    if constant > 0 {
        let _ = writeln!(
            out,
            "    ({constant} more toggle bits never changed: constant, proved by Yosys)"
        );
    }
}

/// The table rows of `files`: (block, design, file); a second text of the
/// same file (another description of the same name) is its own row.
pub fn rows<'a>(files: &'a Files, constants: &Constants) -> Vec<Row<'a>> {
    let mut rows: Vec<Row<'_>> = Vec::new();
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    for (path, points) in files {
        let name = path.rsplit('/').next().unwrap_or(path).to_string();
        let (block, design) = classify(&name);
        let n = seen.entry(name.clone()).or_default();
        *n += 1;
        let label = if *n > 1 {
            format!("{name} (text {n})")
        } else {
            name
        };
        let f = figures(points, constants.get(path));
        rows.push((block_order(&block), design, label, path, f));
    }
    rows.sort_by(|a, b| (&a.0, &a.1, &a.2).cmp(&(&b.0, &b.1, &b.2)));
    rows
}

/// Prints the per-file and per-block tables; returns the blocks whose line
/// or non-constant toggle coverage is under `min` percent.
pub fn print_tables(rows: &[Row<'_>], min: f64) -> Vec<String> {
    let head = format!(
        "{:<21} {:<21} {:<21}",
        "lines+branches", "toggles (all bits)", "toggles (non-constant)"
    );
    println!("{:<22} {:<10} {:<34} {head}", "block", "design", "file");
    let mut per_block: BTreeMap<(u32, String), ([Frac; 3], usize)> = BTreeMap::new();
    let mut all = [Frac::default(); 3];
    let cells = |f: &[Frac; 3]| format!("{} {} {}", f[0].cell(), f[1].cell(), f[2].cell());
    for (block, design, label, _, f) in rows {
        println!("{:<22} {:<10} {:<34} {}", block.1, design, label, cells(f));
        let e = per_block.entry(block.clone()).or_default();
        for i in 0..3 {
            e.0[i].add(f[i]);
            all[i].add(f[i]);
        }
        e.1 += 1;
    }
    println!("\nper block (all designs):");
    println!("{:<22} {:>5} {head}", "block", "files");
    let mut low = Vec::new();
    for ((_, block), (f, n)) in &per_block {
        println!("{block:<22} {n:>5} {}", cells(f));
        if f[0].pct() < min || f[2].pct() < min {
            low.push(block.clone());
        }
    }
    println!("{:<22} {:>5} {}", "all", rows.len(), cells(&all));
    low
}

/// Prints the uncovered points of every row not fully covered.
pub fn print_uncovered(rows: &[Row<'_>], files: &Files, constants: &Constants, src: &Path) {
    println!("\nuncovered points (line, branch arm, or signal bits that never changed):");
    for (_, design, label, path, f) in rows {
        if f[0].hit == f[0].total && f[1].hit == f[1].total {
            continue;
        }
        let mut out = String::new();
        uncovered(path, &files[*path], constants.get(*path), src, &mut out);
        println!("  {design} {label} (src/{path}):\n{out}");
    }
}
