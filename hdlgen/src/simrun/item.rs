//! The work items of a run and how each one runs.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use hdlgen_sim::verilator::DutSpec;
use hdlgen_sim::{traffic, SimError};

use super::csv::{write_csvs, UseRtl};
use super::work::Work;
use super::{counted, progress, use_rtl_from, Options};
use crate::model::Soc;
use crate::simcfg::{autocounter_bench, packer_bench, packer_config_words, soc_bench, tile_bench};

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
    /// The block's id, as `--block` takes it: `tile-<kind>`, `soc`,
    /// `packer`, `autocounter-<domain>`, `autocounter-csv`.
    pub fn id(&self, soc: &Soc) -> String {
        match self {
            Item::Tile(b) => format!("tile-{}", soc.banks[*b].kind),
            Item::Soc => "soc".into(),
            Item::Packer => "packer".into(),
            Item::AutoCounter(d) => format!(
                "autocounter-{}",
                soc.autocounter
                    .as_ref()
                    .map_or("?", |a| a.domains[*d].name.as_str())
            ),
            Item::AutoCounterCsv => "autocounter-csv".into(),
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

/// Runs one block under one seed: its report line(s) and the cycles it
/// simulated. `name` heads its report line.
pub(super) fn run_item(
    soc: &Soc,
    work: &Work,
    name: String,
    o: &Options,
    cache: &Path,
    building: &mut std::time::Duration,
) -> Result<(String, u64), ItemError> {
    let mut run = ItemRun {
        soc,
        o,
        seed: work.seed,
        cache,
        building,
        name,
        line: String::new(),
    };
    let item = &work.item;
    let cycles = match item {
        Item::Tile(_) | Item::Soc => run.traffic(item)?,
        Item::Packer => run.packer()?,
        Item::AutoCounter(d) => run.autocounter(*d)?,
        Item::AutoCounterCsv => run.csv()?,
    };
    Ok((run.line, cycles))
}

/// Swaps a bench's Verilog for the files of `--rtl DIR`, if given.
fn use_given_rtl(o: &Options, spec: &mut DutSpec) -> Result<(), SimError> {
    match o.rtl {
        Some(dir) => use_rtl_from(spec, dir),
        None => Ok(()),
    }
}

/// One item being run: what it needs, and its report line(s).
struct ItemRun<'a, 'o> {
    soc: &'a Soc,
    o: &'a Options<'o>,
    seed: u64,
    cache: &'a Path,
    building: &'a mut std::time::Duration,
    name: String,
    line: String,
}

impl ItemRun<'_, '_> {
    /// A stand-alone tile or the SoC wrapper under random bus traffic.
    fn traffic(&mut self, item: &Item) -> Result<u64, ItemError> {
        let (soc, o, name) = (self.soc, self.o, &self.name);
        let mut bench = match item {
            Item::Tile(b) => tile_bench(soc, *b, false),
            _ => soc_bench(soc, o.vcd.is_some()),
        };
        use_given_rtl(o, &mut bench.spec)?;
        let mut env = counted(self.building, || bench.env(self.cache, self.seed))?;
        if bench.spec.trace {
            if let Some(path) = o.vcd {
                env.ls.dut.trace_to(path)?;
            }
        }
        let t0 = Instant::now();
        let mut shown = progress::Line::new(name, o.cycles);
        let s = traffic::run_random_reporting(&mut env, o.cycles, &mut |done| shown.show(done));
        shown.clear();
        let s = s?;
        let rate = s.cycles as f64 / t0.elapsed().as_secs_f64().max(1e-9);
        // Only where the access policy refused something: a run of a
        // description without one reports as it always did.
        let denied = match s.denied_reads + s.denied_writes {
            0 => String::new(),
            n => format!("  {n:>6} denied"),
        };
        let _ = writeln!(
            self.line,
            "{name:<24} {:>10} cycles  {:>8} reads  {:>8} writes  {:>6} error responses{denied}  {:>3} resets  {:>6.2} M cycles/s  {}",
            s.cycles,
            s.reads,
            s.writes,
            s.errors,
            s.resets,
            rate / 1e6,
            if s.misanswered == 0 { "ok" } else { "FAILED" }
        );
        if s.misanswered > 0 {
            let e = format!(
                "{}{} denied accesses were not answered as [soc] denied says",
                self.line, s.misanswered
            );
            return Err(SimError::Failed(e).into());
        }
        Ok(s.cycles)
    }

    /// The trace packer under a random program.
    fn packer(&mut self) -> Result<u64, ItemError> {
        let (soc, o, name) = (self.soc, self.o, &self.name);
        let mut bench = packer_bench(soc, false);
        use_given_rtl(o, &mut bench.spec)?;
        let mut env = counted(self.building, || bench.env(self.cache, self.seed))?;
        let t0 = Instant::now();
        let rounds = o.cycles.div_ceil(25_000).max(1) as usize;
        let s = env.run_random(&packer_config_words(soc), rounds)?;
        let _ = writeln!(
            self.line,
            "{name:<24} {:>10} cycles  {:>8} packets  {:>8} retired  {:>6} dropped (halting off in {} of {} rounds, counted by the hardware)  {:>3} halted packets  {:>6.2} M cycles/s  {}",
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
            return Err(SimError::Failed(format!("{}{e}", self.line)).into());
        }
        Ok(s.cycles)
    }

    /// AutoCounter domain `d` under random events.
    fn autocounter(&mut self, d: usize) -> Result<u64, ItemError> {
        let (soc, o, name) = (self.soc, self.o, &self.name);
        let mut bench = autocounter_bench(soc, d);
        use_given_rtl(o, &mut bench.spec)?;
        let mut env = counted(self.building, || bench.env(self.cache, self.seed))?;
        let t0 = Instant::now();
        let run = env.run_random(o.cycles)?;
        let _ = writeln!(
            self.line,
            "{name:<24} {:>10} cycles  {:>8} samples  {:>8} overruns (counted)  {:>6.2} M cycles/s  ok",
            run.cycles,
            run.samples.len(),
            run.overruns,
            run.cycles as f64 / t0.elapsed().as_secs_f64().max(1e-9) / 1e6
        );
        Ok(run.cycles)
    }

    /// The AutoCounter CSV files (nothing without AutoCounters or `--csv`).
    fn csv(&mut self) -> Result<u64, ItemError> {
        let (soc, o) = (self.soc, self.o);
        let (Some(ac), Some(dir)) = (soc.autocounter.as_ref(), o.csv) else {
            return Ok(0);
        };
        let from = |spec: &mut DutSpec| use_given_rtl(o, spec);
        let given = o.rtl.is_some().then_some(&from as UseRtl<'_>);
        write_csvs(
            soc,
            ac,
            o.cycles,
            self.seed,
            dir,
            self.cache,
            given,
            &mut self.line,
        )
    }
}
