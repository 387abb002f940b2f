//! The AutoCounter domains' benches, and FireSim's CSV of their samples.

use std::path::Path;

use hdlgen_sim::ac_env::AcEnv;
use hdlgen_sim::cfg::{AcCfg, AcCounterCfg};
use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::SimError;

use super::{design, port_specs, sources, window_policy};
use crate::model::ports;
use crate::model::{Soc, Unmapped};

/// Everything needed to simulate one AutoCounter domain.
pub struct AcBench {
    /// What Verilator builds.
    pub spec: DutSpec,
    /// What the golden model is told.
    pub cfg: AcCfg,
}

impl AcBench {
    /// Builds (or loads from `cache`) the module and pairs it with its golden model.
    pub fn env(&self, cache: &Path, seed: u64) -> Result<AcEnv, SimError> {
        let dut = verilator::load(&self.spec, cache, seed)?;
        Ok(AcEnv::new(dut, self.cfg.clone(), &self.spec.top, seed))
    }
}

/// AutoCounter domain `d` of `soc`.
pub fn autocounter_bench(soc: &Soc, d: usize) -> AcBench {
    use crate::model::autocounter::{AcRegKind as K, SAMPLE_WORD0};
    let ac = soc
        .autocounter
        .as_ref()
        .expect("the description has [autocounter]");
    let dom = &ac.domains[d];
    let word = |k: K| dom.window.word_of(k);
    let dc = design(soc, Vec::new(), 0, true);
    AcBench {
        spec: DutSpec {
            top: dom.module.clone(),
            files: sources(soc, &dom.module),
            ports: port_specs(&ports::autocounter_ports(soc, d)),
            clock: "clk".into(),
            backdoors: Vec::new(),
            trace: false,
            hier_blocks: Vec::new(),
        },
        cfg: AcCfg {
            bus: dc.bus,
            reset: dc.reset,
            unmapped_error: soc.unmapped == Unmapped::Error,
            policy: window_policy(&dom.window),
            denied: dc.denied,
            multiplier: dom.multiplier,
            divisor: dom.divisor,
            read_rate: ac.read_rate(),
            fifo_depth: ac.fifo_depth,
            counters: dom
                .counters
                .iter()
                .map(|c| AcCounterCfg {
                    port: format!("ev_{}", c.label),
                    width: c.width,
                    accumulate: c.mode == crate::desc::CounterMode::Accumulate,
                    synchronised: c.synchronised,
                })
                .collect(),
            words: [
                word(K::ReadRate),
                word(K::Status),
                word(K::Overruns),
                word(K::Pop),
                word(K::Info),
            ],
            sample_word0: SAMPLE_WORD0,
        },
    }
}

/// Writes FireSim AutoCounter CSV (version 1) for domain `d` of `soc`:
/// the header, then one row per sample.
pub fn autocounter_csv(
    soc: &Soc,
    d: usize,
    samples: &[hdlgen_sim::models::autocounter::Sample],
) -> String {
    use crate::autocounter_csv::{write_header, write_row, Column, Domain};
    let dom = &soc.autocounter.as_ref().expect("autocounters").domains[d];
    let paths: Vec<String> = dom.counters.iter().map(|c| c.firesim_path()).collect();
    let columns: Vec<Column<'_>> = dom
        .counters
        .iter()
        .zip(&paths)
        .map(|(c, path)| Column {
            path,
            label: &c.label,
            description: &c.description,
            identity: c.mode == crate::desc::CounterMode::Identity,
            width: c.width,
        })
        .collect();
    let domain = Domain {
        name: &dom.name,
        multiplier: dom.multiplier,
        divisor: dom.divisor,
        columns: &columns,
    };
    let mut out = String::new();
    write_header(&mut out, &domain).expect("writing to a String");
    for s in samples {
        write_row(&mut out, s.base, s.local, &s.values).expect("writing to a String");
    }
    out
}
