//! `hdlgen sim`: the description's blocks run in lockstep with their golden
//! models, one work item at a time (each tile kind alone, the SoC wrapper,
//! the trace packer, each AutoCounter domain, the AutoCounter CSV run), so a
//! run can be split over machines (`--shard K/N`) and reported as JUnit XML.

mod csv;
mod item;
pub mod junit;
mod progress;
pub mod shard;
pub mod work;

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
pub use work::Seeds;

/// What `hdlgen sim` was asked for.
#[derive(Debug, Clone, Copy)]
pub struct Options<'a> {
    /// The description, as given (failures name it in their replay command).
    pub description: &'a Path,
    /// Cycles per block.
    pub cycles: u64,
    /// Seeds of the random stimulus: every block runs under each.
    pub seeds: Seeds,
    /// Only this block (an [`Item::id`]), instead of every one.
    pub block: Option<&'a str>,
    /// VCD of the SoC wrapper's run.
    pub vcd: Option<&'a Path>,
    /// Directory for the AutoCounter CSV files.
    pub csv: Option<&'a Path>,
    /// Verilog to simulate instead of freshly generated files.
    pub rtl: Option<&'a Path>,
    /// This machine's share of the (block, seed) pairs.
    pub shard: Shard,
}

/// A run's outcome: the report, and every item's case for JUnit.
#[derive(Debug)]
pub struct Outcome {
    /// The text `hdlgen sim` prints.
    pub report: String,
    /// One case per (block, seed) pair run.
    pub cases: Vec<junit::Case>,
}

impl Outcome {
    /// Whether every item passed.
    pub fn passed(&self) -> bool {
        self.cases.iter().all(|c| c.outcome.is_ok())
    }
}

/// The blocks a run covers: every one of `soc`'s, or the one `--block`
/// names; an unknown name is refused with the valid ones.
pub fn blocks(soc: &Soc, o: &Options) -> Result<Vec<Item>, String> {
    let all = items(soc, o.csv.is_some());
    match o.block {
        None => Ok(all),
        Some(id) => match all.iter().find(|i| i.id(soc) == id) {
            Some(item) => Ok(vec![item.clone()]),
            None => Err(format!(
                "--block {id:?}: {} has no such block; valid: {}",
                o.description.display(),
                all.iter().map(|i| i.id(soc)).collect::<Vec<_>>().join(", ")
            )),
        },
    }
}

/// Runs this shard's (block, seed) pairs of `blocks`; a failing pair is
/// reported with the command that replays it alone, and the run goes on
/// with the next, so one mismatch does not hide another.
pub fn run(soc: &Soc, blocks: &[Item], o: &Options) -> Outcome {
    let cache = verilator::default_cache_dir();
    let start = Instant::now();
    let mut report = String::new();
    let (mut cases, mut total) = (Vec::new(), 0u64);
    // Time spent verilating and compiling models (or loading cached ones),
    // reported apart from the simulation itself.
    let mut building = std::time::Duration::ZERO;
    let models_before = verilator::models_built_and_loaded();
    for w in work::shard_work(blocks, o.seeds, o.shard) {
        let name = w.name(soc);
        let t0 = Instant::now();
        let outcome =
            run_item(soc, &w, name.clone(), o, &cache, &mut building).map(|(text, cycles)| {
                total += cycles;
                text
            });
        let seconds = t0.elapsed().as_secs_f64();
        if outcome.is_err() {
            let _ = writeln!(report, "{name:<24} FAILED");
        }
        cases.push(junit::Case {
            name,
            seconds,
            outcome: match outcome {
                Ok(text) => {
                    report.push_str(&text);
                    Ok(text.trim_end().to_string())
                }
                Err(e) => Err(format!("{e}\nreproduce: {}", replay(soc, &w, o))),
            },
        });
    }
    let models_after = verilator::models_built_and_loaded();
    let timing = Timing {
        start,
        building,
        models: (
            models_after.0 - models_before.0,
            models_after.1 - models_before.1,
        ),
    };
    let _ = writeln!(
        report,
        "{}",
        summary(soc, blocks, o, &cases, total, &timing)
    );
    Outcome { report, cases }
}

/// Where a run's time went.
struct Timing {
    start: Instant,
    /// Building or loading models.
    building: std::time::Duration,
    /// Models built, and models loaded (built or found in the cache).
    models: (usize, usize),
}

/// The run's last line: what ran and how it went.
fn summary(
    soc: &Soc,
    blocks: &[Item],
    o: &Options,
    cases: &[junit::Case],
    total: u64,
    t: &Timing,
) -> String {
    let failed = cases.iter().filter(|c| c.outcome.is_err()).count();
    let seeds = match o.seeds.count() {
        1 => format!("seed {}", o.seeds.first),
        _ => format!("seeds {}", o.seeds),
    };
    let shard = if o.shard == Shard::ALL {
        String::new()
    } else {
        format!(", shard {}", o.shard)
    };
    let seconds = t.start.elapsed().as_secs_f64();
    let (built, loaded) = t.models;
    if cases.is_empty() {
        format!(
            "{}: shard {} holds none of the {} (block, seed) pairs of this run; nothing ran",
            soc.name,
            o.shard,
            (blocks.len() as u64).saturating_mul(o.seeds.count())
        )
    } else if failed == 0 {
        format!(
            "{}: {} runs, {total} cycles in lockstep with the golden model, no mismatch ({seconds:.1} s, {:.1} s of it building {} and loading {} from the cache, {seeds}{shard})",
            soc.name,
            cases.len(),
            t.building.as_secs_f64(),
            models(built),
            models(loaded - built),
        )
    } else {
        format!(
            "{}: {failed} of {} runs FAILED ({seconds:.1} s, {seeds}{shard})",
            soc.name,
            cases.len(),
        )
    }
}

/// "1 model", "3 models".
fn models(n: usize) -> String {
    match n {
        1 => "1 model".into(),
        n => format!("{n} models"),
    }
}

/// The command that runs pair `w` alone, as `o` ran it.
fn replay(soc: &Soc, w: &work::Work, o: &Options) -> String {
    let mut args: Vec<String> = vec!["hdlgen".into(), "sim".into(), "--soc".into()];
    args.push(shell_word(&o.description.display().to_string()));
    args.extend(["--cycles".into(), o.cycles.to_string()]);
    args.extend(["--block".into(), shell_word(&w.item.id(soc))]);
    args.extend(["--seed".into(), w.seed.to_string()]);
    for (option, dir) in [("--rtl", o.rtl), ("--csv", o.csv)] {
        if let Some(d) = dir {
            args.extend([option.into(), shell_word(&d.display().to_string())]);
        }
    }
    args.join(" ")
}

/// `s` as one word of a POSIX shell command line.
fn shell_word(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./,:=+@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
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
