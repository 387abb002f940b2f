//! `hdlgen sim`: the description's blocks run in lockstep with their golden
//! models, one work item at a time (each tile kind alone, the SoC wrapper,
//! the trace packer, each AutoCounter domain, the AutoCounter CSV run), so a
//! run can be split over machines (`--shard K/N`) and reported as JUnit XML.

mod csv;
mod item;
pub mod junit;
mod progress;
pub mod shard;

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::SimError;

use crate::model::Soc;
pub use csv::csv_files;
use item::run_item;
pub use item::{items, Item, ItemError};
pub use shard::Shard;

/// What `hdlgen sim` was asked for.
#[derive(Debug, Clone, Copy)]
pub struct Options<'a> {
    /// Cycles per block.
    pub cycles: u64,
    /// Seed of the random stimulus.
    pub seed: u64,
    /// VCD of the SoC wrapper's run.
    pub vcd: Option<&'a Path>,
    /// Directory for the AutoCounter CSV files.
    pub csv: Option<&'a Path>,
    /// Verilog to simulate instead of freshly generated files.
    pub rtl: Option<&'a Path>,
    /// This machine's share of the items.
    pub shard: Shard,
}

/// A run's outcome: the report, and every item's case for JUnit.
#[derive(Debug)]
pub struct Outcome {
    /// The text `hdlgen sim` prints.
    pub report: String,
    /// One case per item run.
    pub cases: Vec<junit::Case>,
}

impl Outcome {
    /// Whether every item passed.
    pub fn passed(&self) -> bool {
        self.cases.iter().all(|c| c.outcome.is_ok())
    }
}

/// Runs this shard's items; a failing item is reported and the run goes on
/// with the next, so one mismatch does not hide another.
pub fn run(soc: &Soc, o: &Options) -> Outcome {
    let cache = verilator::default_cache_dir();
    let start = Instant::now();
    let mut report = String::new();
    let (mut cases, mut total) = (Vec::new(), 0u64);
    // Time spent verilating and compiling models (or loading cached ones),
    // reported apart from the simulation itself.
    let mut building = std::time::Duration::ZERO;
    for (i, item) in items(soc, o.csv.is_some()).iter().enumerate() {
        if !o.shard.has(i) {
            continue;
        }
        let t0 = Instant::now();
        let outcome = run_item(soc, item, o, &cache, &mut building).map(|(text, cycles)| {
            total += cycles;
            text
        });
        let seconds = t0.elapsed().as_secs_f64();
        match &outcome {
            Ok(text) => report.push_str(text),
            Err(_) => {
                let _ = writeln!(report, "{:<16} FAILED", item.name(soc));
            }
        }
        cases.push(junit::Case {
            name: item.name(soc),
            seconds,
            outcome: outcome
                .map(|t| t.trim_end().to_string())
                .map_err(|e| e.to_string()),
        });
    }
    let failed = cases.iter().filter(|c| c.outcome.is_err()).count();
    let shard = if o.shard == Shard::ALL {
        String::new()
    } else {
        format!(", shard {}", o.shard)
    };
    let _ = if cases.is_empty() {
        writeln!(
            report,
            "{}: shard {} holds none of the {} blocks of this run; nothing ran",
            soc.name,
            o.shard,
            items(soc, o.csv.is_some()).len()
        )
    } else if failed == 0 {
        writeln!(
            report,
            "{}: {total} cycles in lockstep with the golden model, no mismatch ({:.1} s, {:.1} s of it building or loading models, seed {}{shard})",
            soc.name,
            start.elapsed().as_secs_f64(),
            building.as_secs_f64(),
            o.seed
        )
    } else {
        writeln!(
            report,
            "{}: {failed} of {} blocks FAILED ({:.1} s, seed {}{shard})",
            soc.name,
            cases.len(),
            start.elapsed().as_secs_f64(),
            o.seed
        )
    };
    Outcome { report, cases }
}

/// Builds (or loads) a model with `build`, adding the time it took to
/// `building`.
fn counted<T>(building: &mut std::time::Duration, build: impl FnOnce() -> T) -> T {
    let t0 = Instant::now();
    let r = build();
    *building += t0.elapsed();
    r
}

/// Replaces every Verilog file of `bench` with the file of the same name in
/// `dir`; a missing or unreadable file is an error, so a partial directory
/// never mixes two generations.
fn use_rtl_from(spec: &mut DutSpec, dir: &Path) -> Result<(), SimError> {
    for (name, text) in &mut spec.files {
        let path = dir.join(name.as_str());
        *text = std::fs::read_to_string(&path)
            .map_err(|e| SimError::Build(format!("{}: cannot read: {e}", path.display())))?;
    }
    Ok(())
}
