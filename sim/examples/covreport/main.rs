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

mod constants;
mod points;
mod report;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use constants::Constants;
use points::Files;

/// The arguments: coverage directory, `--min` percentage, whether to run Yosys.
fn parse_args() -> Option<(PathBuf, f64, bool)> {
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
    Some((dir?, min, yosys))
}

/// The points of `dir/merged.dat` and, with `yosys`, the constant bits of
/// the sources.
fn load(dir: &Path, yosys: bool) -> Result<(Files, Constants), String> {
    let text = std::fs::read_to_string(dir.join("merged.dat"))
        .map_err(|e| format!("{}: {e}", dir.join("merged.dat").display()))?;
    let files = points::parse(&text).map_err(|e| format!("merged.dat: {e}"))?;
    let constants = if yosys {
        constants::find_constants(&files, &dir.join("src"))?
    } else {
        Constants::new()
    };
    Ok((files, constants))
}

fn main() -> ExitCode {
    let Some((dir, min, yosys)) = parse_args() else {
        eprintln!("usage: covreport DIR [--min PERCENT] [--no-yosys]   (DIR/merged.dat, DIR/src/)");
        return ExitCode::from(2);
    };
    let (files, constants) = match load(&dir, yosys) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("covreport: {e}");
            return ExitCode::from(2);
        }
    };
    let rows = report::rows(&files, &constants);
    let low = report::print_tables(&rows, min);
    report::print_uncovered(&rows, &files, &constants, &dir.join("src"));
    if low.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("covreport: under {min}%: {}", low.join(", "));
        ExitCode::FAILURE
    }
}
