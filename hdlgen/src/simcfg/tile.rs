//! Monitor banks: a stand-alone tile of each kind, and the SoC wrapper with
//! every tile.

use std::path::Path;

use hdlgen_sim::cfg::{BankCfg, CounterCfg, DesignCfg, ProgCfg, Reg};
use hdlgen_sim::env::Env;
use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::SimError;

use super::{design, port_specs, sources, window_policy};
use crate::model::hierarchy::{self, TILE_BANK_INSTANCE};
use crate::model::ports;
use crate::model::window::Role;
use crate::model::{RegKind, Register, Soc, Unmapped};

/// Everything needed to simulate one generated top.
pub struct Bench {
    /// What Verilator builds.
    pub spec: DutSpec,
    /// What the golden model is told.
    pub cfg: DesignCfg,
    /// Event port of each tile.
    pub ev_ports: Vec<String>,
    /// Programmable-counter event port of each tile, if it has one.
    pub pev_ports: Vec<Option<String>>,
    /// (tile, counter) of each backdoor in `spec.backdoors`.
    pub backdoors: Vec<(usize, usize)>,
}

impl Bench {
    /// Builds (or loads from `cache`) the RTL and pairs it with its golden model.
    pub fn env(&self, cache: &Path, seed: u64) -> Result<Env, SimError> {
        let dut = verilator::load(&self.spec, cache, seed)?;
        Ok(Env::new(
            dut,
            self.cfg.clone(),
            &self.ev_ports,
            &self.pev_ports,
            &self.spec.top,
            seed,
            self.backdoors.clone(),
        ))
    }
}

/// What the golden model keeps at register `r` of bank `b` in tile `tile`.
fn reg(b: &crate::model::Bank, tile: u32, r: &Register) -> Reg {
    let counter_of = |m: usize| b.counters.iter().position(|c| c.monitor == m);
    let Role::Tile(kind) = r.role else {
        unreachable!("a tile window holds tile registers")
    };
    match kind {
        RegKind::Snapshot => Reg::Snapshot,
        RegKind::MonitorLo(m) => counter_of(m).map_or(Reg::Zero, Reg::Lo),
        RegKind::MonitorHi(m) => counter_of(m).map_or(Reg::Zero, Reg::Hi),
        RegKind::Ctrl => Reg::Ctrl,
        RegKind::GlobalSnapshot => Reg::GlobalSnapshot,
        RegKind::Info => Reg::Info(r.reset_in(tile)),
        RegKind::Enable(k) => Reg::Enable(k),
        RegKind::OverflowFlags(k) => Reg::Overflow(k),
        RegKind::OverflowIrqEnable(k) => Reg::IrqEnable(k),
        _ if !b.programmable => Reg::Zero,
        RegKind::ProgSelect(k) => Reg::ProgSelect(k),
        RegKind::ProgCountLo(k) => Reg::ProgCountLo(k),
        RegKind::ProgCountHi(k) => Reg::ProgCountHi(k),
        RegKind::ProgThreshLo(k) => Reg::ProgThreshLo(k),
        RegKind::ProgThreshHi(k) => Reg::ProgThreshHi(k),
        RegKind::ProgFlags => Reg::ProgFlags,
        RegKind::ProgIrqEnable => Reg::ProgIrqEnable,
    }
}

/// Golden-model view of bank `bank` in the tile with index `tile`.
pub fn bank_cfg(soc: &Soc, bank: usize, tile: u32) -> BankCfg {
    let b = &soc.banks[bank];
    let regs = b
        .window
        .regs
        .iter()
        .map(|r| (r.word, reg(b, tile, r)))
        .collect();
    let counters = b
        .counters
        .iter()
        .map(|c| {
            let m = &soc.monitors[c.monitor];
            CounterCfg {
                width: m.width,
                saturate: m.overflow == crate::model::Overflow::Saturate,
                ev_bit: c.event_bit,
                flag: m.index,
                lo_word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
                hi_word: b.window.word(RegKind::MonitorHi(c.monitor)),
                synchronised: m.synchronised,
            }
        })
        .collect();
    let mask = |k: RegKind| b.window.reg(k).map_or(0, Register::writable_mask);
    let prog = soc
        .programmable
        .as_ref()
        .filter(|_| b.programmable)
        .map(|p| ProgCfg {
            width: p.width,
            threshold: p.threshold,
            select_mask: mask(RegKind::ProgSelect(0)),
            flag_mask: mask(RegKind::ProgFlags),
            allowed: (0..p.counters)
                .map(|k| (0..p.events.len()).map(|e| p.allowed(k, e)).collect())
                .collect(),
            late: b.prog_late(),
        });
    BankCfg {
        word_bits: soc.map.word_bits,
        regs,
        counters,
        unmapped_error: soc.unmapped == Unmapped::Error,
        prog,
        compact: b.compact.is_some(),
        policy: window_policy(&b.window),
    }
}

/// The stand-alone tile of `bank` (TILE_ID 0), for per-kind lockstep runs.
pub fn tile_bench(soc: &Soc, bank: usize, trace: bool) -> Bench {
    let b = &soc.banks[bank];
    let files = sources(soc, &b.tile_module);
    // A compact bank's count is spread over RAM and a side counter: no
    // backdoor (narrow counters reach their wraps by counting).
    let backdoor_counters = if b.compact.is_some() {
        0
    } else {
        b.counters.len()
    };
    let backdoors: Vec<(usize, usize)> = (0..backdoor_counters).map(|c| (0, c)).collect();
    Bench {
        spec: DutSpec {
            top: b.tile_module.clone(),
            files,
            ports: port_specs(&ports::tile_ports(soc, bank)),
            clock: "clk".into(),
            backdoors: b
                .counters
                .iter()
                .take(backdoor_counters)
                .map(|c| {
                    let reg = hierarchy::counter_reg(&soc.monitors[c.monitor]);
                    format!("{TILE_BANK_INSTANCE}.{reg}")
                })
                .collect(),
            trace,
            hier_blocks: Vec::new(),
        },
        cfg: design(soc, vec![bank_cfg(soc, bank, 0)], 0, true),
        ev_ports: vec!["ev".into()],
        pev_ports: vec![b.programmable.then(|| "pev".to_string())],
        backdoors,
    }
}

/// SoC wrappers with more tiles than this are verilated hierarchically: each
/// bank kind compiled once, so the model's build grows with the kinds, not
/// the tiles. Smaller ones stay one model, with every counter's backdoor.
pub const HIER_TILES: usize = 16;

/// The SoC wrapper with every tile.
pub fn soc_bench(soc: &Soc, trace: bool) -> Bench {
    // Verilator 5.006 crashes tracing a hierarchical model: a waveform run
    // builds the one model.
    let hierarchical = soc.tiles.len() > HIER_TILES && !trace;
    let (mut backdoors, mut paths, mut hier_blocks) = (Vec::new(), Vec::new(), Vec::new());
    for (t, tile) in soc.tiles.iter().enumerate() {
        let bank = &soc.banks[tile.bank];
        if hierarchical {
            // A hierarchy block's insides are not in the top's model, so no
            // backdoors: the tile benches of each kind keep preloading counters.
            if !hier_blocks.contains(&bank.module) {
                hier_blocks.push(bank.module.clone());
            }
            continue;
        }
        if bank.compact.is_some() {
            // No backdoor into a compact bank's counts (see `tile_bench`).
            continue;
        }
        for (c, counter) in bank.counters.iter().enumerate() {
            backdoors.push((t, c));
            let reg = hierarchy::counter_reg(&soc.monitors[counter.monitor]);
            paths.push(format!("{}.{reg}", hierarchy::tile_instance(tile)));
        }
    }
    Bench {
        spec: DutSpec {
            top: soc.top_module.clone(),
            files: sources(soc, &soc.top_module),
            ports: port_specs(&ports::soc_ports(soc)),
            clock: "clk".into(),
            backdoors: paths,
            trace,
            hier_blocks,
        },
        cfg: design(
            soc,
            soc.tiles
                .iter()
                .map(|t| bank_cfg(soc, t.bank, t.index))
                .collect(),
            soc.tile_bits(),
            false,
        ),
        ev_ports: soc.tiles.iter().map(|t| format!("ev_{}", t.name)).collect(),
        pev_ports: soc
            .tiles
            .iter()
            .map(|t| {
                soc.banks[t.bank]
                    .programmable
                    .then(|| format!("pev_{}", t.name))
            })
            .collect(),
        backdoors,
    }
}
