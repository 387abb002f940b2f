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
//! covered once it changed.
//!
//! Many signal bits cannot change in any run: zero-extended words, register
//! bits outside a write mask, lint sinks, error responses under
//! `unmapped = "zero"`. Yosys proves them constant (each module with its
//! submodules, its inputs free: `proc; flatten; opt`, then every bit tied to a
//! constant),
//! and the report gives toggle coverage of the other bits beside the raw
//! figure (`--no-yosys` skips this). Exits 1 if a block's line or
//! non-constant toggle coverage is under `--min` (default 0).

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

/// Bits (signal, bit) that Yosys tied to a constant, per source path.
type Constants = BTreeMap<String, BTreeSet<(String, u32)>>;

/// A bit of an RTLIL sigspec: `Some((wire, bit))`, or `None` for a constant.
type SigBit = Option<(String, u32)>;

/// Bits of one RTLIL sigspec, MSB first; `Err` on what this reader does not know.
fn sigspec_bits(tokens: &[&str], widths: &BTreeMap<String, u32>) -> Result<Vec<SigBit>, ()> {
    let mut bits = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        i += 1;
        if t == "{" || t == "}" {
            continue;
        }
        if let Some((n, value)) = t.split_once('\'') {
            let n: usize = n.parse().map_err(|_| ())?;
            // Only 0 and 1 can never toggle; x or z bits stay in the count.
            if value.len() != n || value.chars().any(|c| c != '0' && c != '1') {
                return Err(());
            }
            bits.extend(std::iter::repeat_n(None, n));
            continue;
        }
        // A bare integer is a 32-bit constant.
        if t.parse::<i64>().is_ok() {
            bits.extend(std::iter::repeat_n(None, 32));
            continue;
        }
        let name = t.strip_prefix('\\').unwrap_or(t).to_string();
        let width = *widths.get(&name).ok_or(())?;
        let (hi, lo) = match tokens.get(i).and_then(|s| s.strip_prefix('[')) {
            Some(r) => {
                i += 1;
                let r = r.strip_suffix(']').ok_or(())?;
                let num = |v: &str| v.parse::<u32>().map_err(|_| ());
                match r.split_once(':') {
                    Some((a, b)) => (num(a)?, num(b)?),
                    None => (num(r)?, num(r)?),
                }
            }
            None => (width - 1, 0),
        };
        bits.extend((lo..=hi).rev().map(|b| Some((name.clone(), b))));
    }
    Ok(bits)
}

/// The constant bits of the module in RTLIL `text`: every bit of a wire
/// that module-level `connect`s tie to 0 or 1, directly or through other wires.
fn constant_bits(text: &str) -> BTreeSet<(String, u32)> {
    let mut widths = BTreeMap::new();
    let mut out = BTreeSet::new();
    let mut alias: Vec<((String, u32), (String, u32))> = Vec::new();
    let mut in_cell = false;
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        match tokens.first().copied() {
            Some("cell") => in_cell = true,
            Some("end") => in_cell = false,
            Some("wire") => {
                let mut width = 1;
                let mut plain = true;
                let mut j = 1;
                while j + 1 < tokens.len() {
                    match tokens[j] {
                        "width" => width = tokens[j + 1].parse().unwrap_or(0),
                        "offset" | "upto" => plain = false,
                        _ => {}
                    }
                    j += if matches!(tokens[j], "upto" | "signed") {
                        1
                    } else {
                        2
                    };
                }
                // Wires numbered from other than 0 would need their offset.
                if plain && width > 0 {
                    let name = tokens.last().copied().unwrap_or("");
                    let name = name.strip_prefix('\\').unwrap_or(name);
                    widths.insert(name.to_string(), width);
                }
            }
            Some("connect") if !in_cell => {
                // Both sides are sigspecs of one width: try each split.
                let rest = &tokens[1..];
                for split in 1..rest.len() {
                    let (Ok(l), Ok(r)) = (
                        sigspec_bits(&rest[..split], &widths),
                        sigspec_bits(&rest[split..], &widths),
                    ) else {
                        continue;
                    };
                    if l.len() == r.len() && !l.is_empty() {
                        for (lb, rb) in l.into_iter().zip(r) {
                            match (lb, rb) {
                                (Some(b), None) => {
                                    out.insert(b);
                                }
                                (Some(b), Some(src)) => alias.push((b, src)),
                                _ => {}
                            }
                        }
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    // A wire bit that is another wire's constant bit is constant too.
    loop {
        let before = out.len();
        for (b, src) in &alias {
            if out.contains(src) {
                out.insert(b.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Runs Yosys on every source file: its module as the top, with the modules
/// it instantiates flattened in (a wrapper's constants often come from
/// them), its inputs free, and every flip-flop starting at 0 as in coverage
/// runs (so a register that is only ever reset to 0 and reloaded with its own
/// value is constant, whatever the reset style).
fn find_constants(files: &Files, src: &Path) -> Result<Constants, String> {
    let module_of = |path: &str| {
        path.rsplit('/')
            .next()
            .unwrap_or(path)
            .trim_end_matches(".v")
            .to_string()
    };
    // One text per module name for the submodules (a second text of one
    // module is another design's, with the same ports).
    let mut modules: BTreeMap<String, &str> = BTreeMap::new();
    for path in files.keys() {
        modules.entry(module_of(path)).or_insert(path);
    }
    let tmp = std::env::temp_dir().join(format!("covreport-{}.il", std::process::id()));
    let mut out = Constants::new();
    for path in files.keys() {
        let module = module_of(path);
        let others: Vec<&str> = modules
            .iter()
            .filter(|(m, _)| **m != module)
            .map(|(_, p)| *p)
            .collect();
        // SAT-based flip-flop analysis finds registers that only ever reload
        // 0 (flags with no set source); it takes minutes on a whole SoC.
        let sat = if classify(&module).0 == "soc wrapper" {
            ""
        } else {
            " -sat"
        };
        let script = format!(
            "read_verilog {} {path}; hierarchy -top {module}; proc -norom; flatten; \
             setundef -zero -init; opt -full -fine{sat}; opt_clean; write_rtlil {}",
            others.join(" "),
            tmp.display()
        );
        let o = std::process::Command::new("yosys")
            .current_dir(src)
            .args(["-q", "-p", &script])
            .output()
            .map_err(|e| format!("yosys: {e} (or pass --no-yosys)"))?;
        if !o.status.success() {
            return Err(format!(
                "yosys on {path}:\n{}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        let text = std::fs::read_to_string(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
        out.insert(path.clone(), constant_bits(&text));
    }
    let _ = std::fs::remove_file(&tmp);
    Ok(out)
}

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

/// Whether toggle point `p` is a bit Yosys proved constant.
fn is_constant(p: &Point, constants: Option<&BTreeSet<(String, u32)>>) -> bool {
    let (sig, bit) = split_bit(&p.comment);
    constants.is_some_and(|c| c.contains(&(sig.to_string(), bit.unwrap_or(0))))
}

/// Line, toggle, and non-constant toggle figures of one file's points.
fn figures(
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

/// ((block order, block), design, file, path, [lines, toggles, non-constant
/// toggles]) of one table row.
type Row<'a> = ((u32, String), String, String, &'a str, [Frac; 3]);

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut dir = None;
    let mut min = 0.0f64;
    let mut yosys = true;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--no-yosys" => yosys = false,
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
        eprintln!("usage: covreport DIR [--min PERCENT] [--no-yosys]   (DIR/merged.dat, DIR/src/)");
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
    let src = dir.join("src");
    let constants = if yosys {
        match find_constants(&files, &src) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("covreport: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        Constants::new()
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
        let f = figures(points, constants.get(path));
        rows.push((block_order(&block), design, label, path, f));
    }
    rows.sort_by(|a, b| (&a.0, &a.1, &a.2).cmp(&(&b.0, &b.1, &b.2)));

    let head = format!(
        "{:<21} {:<21} {:<21}",
        "lines+branches", "toggles (all bits)", "toggles (non-constant)"
    );
    println!("{:<22} {:<10} {:<34} {head}", "block", "design", "file");
    let mut per_block: BTreeMap<(u32, String), ([Frac; 3], usize)> = BTreeMap::new();
    let mut all = [Frac::default(); 3];
    let cells = |f: &[Frac; 3]| format!("{} {} {}", f[0].cell(), f[1].cell(), f[2].cell());
    for (block, design, label, _, f) in &rows {
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

    println!("\nuncovered points (line, branch arm, or signal bits that never changed):");
    for (_, design, label, path, f) in &rows {
        if f[0].hit == f[0].total && f[1].hit == f[1].total {
            continue;
        }
        let mut out = String::new();
        uncovered(path, &files[*path], constants.get(*path), &src, &mut out);
        println!("  {design} {label} (src/{path}):\n{out}");
    }
    if low.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("covreport: under {min}%: {}", low.join(", "));
        ExitCode::FAILURE
    }
}
