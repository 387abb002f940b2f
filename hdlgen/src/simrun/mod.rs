//! `hdlgen sim`: the description's blocks run in lockstep with their golden
//! models, one work item at a time (each tile kind alone, the SoC wrapper,
//! the trace packer, each AutoCounter domain, the AutoCounter CSV run), so a
//! run can be split over machines (`--shard K/N`) and reported as JUnit XML.

pub mod junit;
mod progress;
pub mod shard;

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::{traffic, SimError};

use crate::model::Soc;
use crate::simcfg::{
    autocounter_bench, autocounter_csv, packer_bench, packer_config_words, soc_bench, tile_bench,
};
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

/// One unit of a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// The stand-alone tile of bank `n`.
    Tile(usize),
    /// The SoC wrapper with every tile.
    Soc,
    /// The trace packer.
    Packer,
    /// AutoCounter domain `n`.
    AutoCounter(usize),
    /// The AutoCounter CSV files (every domain on one timeline).
    AutoCounterCsv,
}

impl Item {
    /// The item's name in reports and JUnit.
    pub fn name(&self, soc: &Soc) -> String {
        match self {
            Item::Tile(b) => format!("tile kind {}", soc.banks[*b].kind),
            Item::Soc => "SoC wrapper".into(),
            Item::Packer => "trace packer".into(),
            Item::AutoCounter(d) => format!(
                "autocounter {}",
                soc.autocounter
                    .as_ref()
                    .map_or("?", |a| a.domains[*d].name.as_str())
            ),
            Item::AutoCounterCsv => "autocounter csv".into(),
        }
    }
}

/// Every item of a full run of `soc`, in the run's fixed order.
pub fn items(soc: &Soc, csv: bool) -> Vec<Item> {
    let mut items: Vec<Item> = (0..soc.banks.len()).map(Item::Tile).collect();
    items.push(Item::Soc);
    if soc.packer.is_some() {
        items.push(Item::Packer);
    }
    if let Some(ac) = &soc.autocounter {
        items.extend((0..ac.domains.len()).map(Item::AutoCounter));
        if csv {
            items.push(Item::AutoCounterCsv);
        }
    }
    items
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

/// Why one item failed, in the words a report gives each kind.
#[derive(Debug)]
pub enum ItemError {
    /// Building the model, or the simulation itself, failed.
    Sim(SimError),
    /// An output of the item (an AutoCounter CSV file) could not be written.
    Output(crate::output::OutputError),
}

impl From<SimError> for ItemError {
    fn from(e: SimError) -> Self {
        ItemError::Sim(e)
    }
}

impl From<hdlgen_sim::lockstep::Mismatch> for ItemError {
    fn from(m: hdlgen_sim::lockstep::Mismatch) -> Self {
        ItemError::Sim(m.into())
    }
}

impl std::fmt::Display for ItemError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // `Build` and `Failed` name their kind already.
            ItemError::Sim(SimError::MissingTool(m)) => write!(f, "simulation build failed: {m}"),
            ItemError::Sim(SimError::Mismatch(m)) => write!(f, "simulation failed: {m}"),
            ItemError::Sim(e) => write!(f, "{e}"),
            ItemError::Output(e) => write!(f, "{e}"),
        }
    }
}

/// Runs one item: its report line(s) and the cycles it simulated.
fn run_item(
    soc: &Soc,
    item: &Item,
    o: &Options,
    cache: &Path,
    building: &mut std::time::Duration,
) -> Result<(String, u64), ItemError> {
    let from = |spec: &mut DutSpec| -> Result<(), SimError> {
        match o.rtl {
            Some(dir) => use_rtl_from(spec, dir),
            None => Ok(()),
        }
    };
    let mut line = String::new();
    let name = item.name(soc);
    let cycles = match item {
        Item::Tile(_) | Item::Soc => {
            let mut bench = match item {
                Item::Tile(b) => tile_bench(soc, *b, false),
                _ => soc_bench(soc, o.vcd.is_some()),
            };
            from(&mut bench.spec)?;
            let mut env = counted(building, || bench.env(cache, o.seed))?;
            if bench.spec.trace {
                if let Some(path) = o.vcd {
                    env.ls.dut.trace_to(path)?;
                }
            }
            let t0 = Instant::now();
            let mut shown = progress::Line::new(&name, o.cycles);
            let s = traffic::run_random_reporting(&mut env, o.cycles, &mut |done| shown.show(done));
            shown.clear();
            let s = s?;
            let rate = s.cycles as f64 / t0.elapsed().as_secs_f64().max(1e-9);
            let _ = writeln!(
                line,
                "{name:<16} {:>10} cycles  {:>8} reads  {:>8} writes  {:>6} error responses  {:>3} resets  {:>6.2} M cycles/s  ok",
                s.cycles,
                s.reads,
                s.writes,
                s.errors,
                s.resets,
                rate / 1e6
            );
            s.cycles
        }
        Item::Packer => {
            let mut bench = packer_bench(soc, false);
            from(&mut bench.spec)?;
            let mut env = counted(building, || bench.env(cache, o.seed))?;
            let t0 = Instant::now();
            let rounds = o.cycles.div_ceil(25_000).max(1) as usize;
            let s = env.run_random(&packer_config_words(soc), rounds)?;
            let _ = writeln!(
                line,
                "{name:<16} {:>10} cycles  {:>8} packets  {:>8} retired  {:>6} dropped (halting off in {} of {} rounds, counted by the hardware)  {:>3} halted packets  {:>6.2} M cycles/s  {}",
                s.cycles,
                s.delivered,
                s.retired,
                s.dropped,
                s.rounds_free,
                s.rounds_free + s.rounds_halting,
                s.halted_packets,
                s.cycles as f64 / t0.elapsed().as_secs_f64().max(1e-9) / 1e6,
                if s.check().is_ok() { "ok" } else { "FAILED" }
            );
            if let Err(e) = s.check() {
                return Err(SimError::Failed(format!("{line}{e}")).into());
            }
            s.cycles
        }
        Item::AutoCounter(d) => {
            let mut bench = autocounter_bench(soc, *d);
            from(&mut bench.spec)?;
            let mut env = counted(building, || bench.env(cache, o.seed))?;
            let t0 = Instant::now();
            let run = env.run_random(o.cycles)?;
            let _ = writeln!(
                line,
                "{name:<16} {:>10} cycles  {:>8} samples  {:>8} overruns (counted)  {:>6.2} M cycles/s  ok",
                run.cycles,
                run.samples.len(),
                run.overruns,
                run.cycles as f64 / t0.elapsed().as_secs_f64().max(1e-9) / 1e6
            );
            run.cycles
        }
        Item::AutoCounterCsv => {
            let (Some(ac), Some(dir)) = (soc.autocounter.as_ref(), o.csv) else {
                return Ok((line, 0));
            };
            let given = o.rtl.is_some().then_some(&from as UseRtl<'_>);
            write_csvs(soc, ac, o.cycles, o.seed, dir, cache, given, &mut line)?
        }
    };
    Ok((line, cycles))
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

/// Swaps a bench's Verilog for the files of `hdlgen sim --rtl DIR`.
type UseRtl<'a> = &'a dyn Fn(&mut DutSpec) -> Result<(), SimError>;

/// `hdlgen sim --csv DIR`: one steady run of every AutoCounter domain on a
/// shared base-clock timeline, sampled every read_rate base cycles from
/// reset as FireSim's driver does (1000 when the description's read_rate is
/// 0: the modules are then built with that reset value, unless `--rtl` gives
/// them, which get it written at run time), one CSV file per domain.
#[allow(clippy::too_many_arguments)]
fn write_csvs(
    soc: &Soc,
    ac: &crate::model::autocounter::AutoCounter,
    cycles: u64,
    seed: u64,
    dir: &Path,
    cache: &Path,
    given_rtl: Option<UseRtl<'_>>,
    report: &mut String,
) -> Result<u64, ItemError> {
    let rate = ac.host_read_rate();
    let mut sampling = soc.clone();
    if let Some(a) = sampling.autocounter.as_mut() {
        a.read_rate = rate;
    }
    let mut envs = Vec::new();
    for d in 0..ac.domains.len() {
        let mut bench = autocounter_bench(&sampling, d);
        if let Some(use_given) = given_rtl {
            use_given(&mut bench.spec)?;
            // That RTL resets read_rate to the description's value.
            bench.cfg.read_rate = ac.read_rate;
        }
        envs.push(bench.env(cache, seed)?);
    }
    let runs = hdlgen_sim::ac_env::run_steady_together(&mut envs, cycles, rate)?;
    let mut total = 0;
    for (d, (dom, run)) in ac.domains.iter().zip(&runs).enumerate() {
        total += run.cycles;
        let [file, dropped] = csv_files(dir, dom.index);
        write_file(&file, autocounter_csv(soc, d, &run.samples).as_bytes())?;
        // Version-1 readers see only the CSV; drops go beside it.
        let _ = std::fs::remove_file(&dropped);
        if run.overruns > 0 {
            let note = format!("samples dropped (FIFO full): {}\n", run.overruns);
            write_file(&dropped, note.as_bytes())?;
        }
        let _ = writeln!(
            report,
            "{:<16} wrote {} ({} samples every {rate} base cycles)",
            "",
            file.display(),
            run.samples.len()
        );
    }
    Ok(total)
}

/// The files `--csv DIR` writes for AutoCounter domain `index`: its CSV and
/// the note of samples dropped.
pub fn csv_files(dir: &Path, index: u32) -> [std::path::PathBuf; 2] {
    ["csv", "dropped"].map(|ext| dir.join(format!("AUTOCOUNTERFILE{index}.{ext}")))
}

/// Writes one output file whole, through the checks every output gets.
fn write_file(path: &Path, text: &[u8]) -> Result<(), ItemError> {
    let named = crate::output::Named {
        option: "--csv",
        path,
    };
    crate::output::plan(&[], &[named])
        .and_then(|dests| crate::output::write_whole(&dests[0], text))
        .map_err(ItemError::Output)
}
