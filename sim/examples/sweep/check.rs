//! Checking one seed: its description generated and loaded, then linted,
//! elaborated and run in lockstep, each step timed.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::randdesc;
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::{verilator, yosys};

use crate::features;
use crate::opts::Opts;

/// What checking one seed gave.
pub struct Outcome {
    /// The seed.
    pub seed: u64,
    /// The features its design exercises.
    pub features: Vec<&'static str>,
    /// Its line of the table.
    pub row: String,
    /// Cycles run in lockstep.
    pub cycles: u64,
    /// Time taken.
    pub time: Duration,
    /// The failing step and its message.
    pub failure: Option<(&'static str, String)>,
    /// The description checked.
    pub description: String,
}

/// A failing step and its message.
type Failure = (&'static str, String);

/// Runs `f`, turning a panic into an error (some harness checks assert).
fn guarded<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => Err(p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panicked".into())),
    }
}

/// The steps of one seed, each timed into `times`.
struct Steps<'a> {
    soc: &'a Soc,
    seed: u64,
    o: &'a Opts,
    times: String,
}

impl Steps<'_> {
    /// Runs step `name`, guarded, noting its time.
    fn step(
        &mut self,
        name: &'static str,
        f: &mut dyn FnMut() -> Result<u64, String>,
    ) -> Result<u64, Failure> {
        let t = Instant::now();
        let r = guarded(f);
        let _ = write!(self.times, " {name} {:.1}", t.elapsed().as_secs_f64());
        r.map_err(|e| (name, e))
    }

    /// Every step the options ask for; adds the lockstep cycles to `cycles`.
    fn run(&mut self, cycles: &mut u64) -> Result<(), Failure> {
        let (soc, o) = (self.soc, self.o);
        let bench = simcfg::soc_bench(soc, false);
        let files = &simcfg::rtl_sources(soc);
        let mut tops: Vec<&str> = vec![&soc.top_module];
        tops.extend(soc.banks.iter().map(|b| b.tile_module.as_str()));
        tops.extend(soc.packer.iter().map(|p| p.module.as_str()));
        if let Some(ac) = &soc.autocounter {
            tops.extend(ac.domains.iter().map(|d| d.module.as_str()));
        }
        if o.lint {
            self.step("lint", &mut || {
                for top in &tops {
                    verilator::lint(files, top).map_err(|e| e.to_string())?;
                }
                Ok(0)
            })?;
        }
        if o.yosys {
            self.step("yosys", &mut || {
                yosys::check_no_latches(files, &tops)
                    .map(|()| 0)
                    .map_err(|e| e.to_string())
            })?;
        }
        if !o.sim {
            return Ok(());
        }
        self.simulate(&bench, cycles)
    }

    /// The lockstep runs: the SoC wrapper, the tiles (if asked), the
    /// packer and every AutoCounter domain.
    fn simulate(&mut self, bench: &simcfg::Bench, cycles: &mut u64) -> Result<(), Failure> {
        let (soc, o, seed) = (self.soc, self.o, self.seed);
        *cycles += self.step("soc", &mut || {
            let mut env = bench.env(&o.cache, seed).map_err(|e| e.to_string())?;
            let s = run_random(&mut env, o.cycles).map_err(|m| m.to_string())?;
            Ok(s.cycles)
        })?;
        if o.tiles {
            *cycles += self.step("tiles", &mut || {
                let mut n = 0;
                for b in 0..soc.banks.len() {
                    let mut env = simcfg::tile_bench(soc, b, false)
                        .env(&o.cache, seed)
                        .map_err(|e| e.to_string())?;
                    n += run_random(&mut env, o.cycles)
                        .map_err(|m| m.to_string())?
                        .cycles;
                }
                Ok(n)
            })?;
        }
        if soc.packer.is_some() {
            *cycles += self.step("packer", &mut || {
                let mut env = simcfg::packer_bench(soc, false)
                    .env(&o.cache, seed)
                    .map_err(|e| e.to_string())?;
                let s = env
                    .run_random(&simcfg::packer_config_words(soc), 1)
                    .map_err(|m| m.to_string())?;
                s.check().map_err(|e| format!("{e}: {s:?}"))?;
                Ok(s.cycles)
            })?;
        }
        if let Some(ac) = &soc.autocounter {
            *cycles += self.step("autocounter", &mut || {
                let mut n = 0;
                for d in 0..ac.domains.len() {
                    let mut env = simcfg::autocounter_bench(soc, d)
                        .env(&o.cache, seed)
                        .map_err(|e| e.to_string())?;
                    n += env.run_random(o.cycles).map_err(|m| m.to_string())?.cycles;
                }
                Ok(n)
            })?;
        }
        Ok(())
    }
}

/// Checks the design of `seed`.
pub fn check(seed: u64, o: &Opts) -> Outcome {
    let t0 = Instant::now();
    let text = randdesc::generate(seed);
    let mut out = Outcome {
        seed,
        features: Vec::new(),
        row: String::new(),
        cycles: 0,
        time: Duration::ZERO,
        failure: None,
        description: text.clone(),
    };
    let soc = match hdlgen::load_str(&format!("rnd{seed}.toml"), &text) {
        Ok(s) => s,
        Err(e) => {
            out.failure = Some(("generate", e.to_string()));
            out.time = t0.elapsed();
            return out;
        }
    };
    out.features = features::features(&soc);
    let mut steps = Steps {
        soc: &soc,
        seed,
        o,
        times: String::new(),
    };
    out.failure = steps.run(&mut out.cycles).err();
    out.time = t0.elapsed();
    out.row = row(&soc, &out, &steps.times);
    out
}

/// The table line of a checked design.
fn row(soc: &Soc, out: &Outcome, times: &str) -> String {
    let reset = format!(
        "{}_{}",
        if soc.reset.asynchronous {
            "async"
        } else {
            "sync"
        },
        if soc.reset.active_low { "low" } else { "high" }
    );
    format!(
        "{:>2} tiles {:>3} words {:<10} {:<40} {:>7} cycles {:>5.1} s ({} )",
        soc.tiles.len(),
        soc.monitor_words(),
        reset,
        features::blocks(soc),
        out.cycles,
        out.time.as_secs_f64(),
        times.trim_start()
    )
}
