//! The bridge from the elaborated model to the simulation harness: what each
//! golden model is told, which sources Verilator builds, and which internal
//! signals the tests may reach through the backdoor.

use std::path::Path;

use hdlgen_sim::ac_env::AcEnv;
use hdlgen_sim::cfg::{
    AcCfg, AcCounterCfg, BankCfg, Bus, CounterCfg, DesignCfg, PackerCfg, PackerReg, PacketField,
    ProgCfg, Reg, Reset,
};
use hdlgen_sim::env::Env;
use hdlgen_sim::layout::PortSpec;
use hdlgen_sim::packer_env::{ConfigWords, PackerEnv};
use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::SimError;

use crate::emit;
use crate::model::ports::{self, Dir, Port};
use crate::model::{BusKind, RegKind, Soc, Unmapped};

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

/// Golden-model view of bank `bank` in the tile with index `tile`.
pub fn bank_cfg(soc: &Soc, bank: usize, tile: u32) -> BankCfg {
    let b = &soc.banks[bank];
    let counter_of = |m: usize| b.counters.iter().position(|c| c.monitor == m);
    let regs = soc
        .map
        .regs
        .iter()
        .map(|r| {
            let reg = match r.kind {
                RegKind::Snapshot => Reg::Snapshot,
                RegKind::MonitorLo(m) => counter_of(m).map_or(Reg::Zero, Reg::Lo),
                RegKind::MonitorHi(m) => counter_of(m).map_or(Reg::Zero, Reg::Hi),
                RegKind::Ctrl => Reg::Ctrl,
                RegKind::GlobalSnapshot => Reg::GlobalSnapshot,
                RegKind::Info => Reg::Info(soc.info_value(bank, tile)),
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
            };
            (r.word, reg)
        })
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
                lo_word: 1 + m.index,
                hi_word: (m.words == 2).then_some(2 + m.index),
                synchronised: m.synchronised,
            }
        })
        .collect();
    let prog = soc
        .programmable
        .as_ref()
        .filter(|_| b.programmable)
        .map(|p| ProgCfg {
            width: p.width,
            threshold: p.threshold,
            select_mask: (1 << 31) | ((1 << p.select_bits()) - 1),
            flag_mask: p.flag_mask(),
            allowed: (0..p.counters)
                .map(|k| (0..p.events.len()).map(|e| p.allowed(k, e)).collect())
                .collect(),
        });
    BankCfg {
        word_bits: soc.map.word_bits,
        regs,
        counters,
        unmapped_error: soc.unmapped == Unmapped::Error,
        prog,
        compact: b.compact.is_some(),
    }
}

fn port_specs(ports: &[Port]) -> Vec<PortSpec> {
    ports
        .iter()
        .map(|p| PortSpec {
            name: p.name.clone(),
            input: p.dir == Dir::In,
            width: p.width,
        })
        .collect()
}

/// Every Verilog file of the design (`rtl/`, not the lint-only wrapper in
/// `lint/`), by file name: what lint and synthesis checks read.
pub fn rtl_sources(soc: &Soc) -> Vec<(String, String)> {
    emit::generate(soc)
        .into_iter()
        .filter_map(|a| {
            let name = a.path.strip_prefix("rtl/")?;
            name.ends_with(".v").then(|| (name.to_string(), a.text))
        })
        .collect()
}

/// The Verilog a bench of `top` compiles: its file and those of the modules
/// it instantiates, transitively. Only these go into the model and its cache key, so a change to
/// one block rebuilds only the models that contain it.
pub(crate) fn sources(soc: &Soc, top: &str) -> Vec<(String, String)> {
    let all = rtl_sources(soc);
    let module_of = |name: &str| name.trim_end_matches(".v").to_string();
    let mut needed = vec![top.to_string()];
    let mut i = 0;
    while i < needed.len() {
        if let Some((_, text)) = all.iter().find(|(n, _)| module_of(n) == needed[i]) {
            let code: String = text
                .lines()
                .map(|l| l.split("//").next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join("\n");
            let words: std::collections::BTreeSet<&str> = code
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .collect();
            for (n, _) in &all {
                let m = module_of(n);
                if words.contains(m.as_str()) && !needed.contains(&m) {
                    needed.push(m);
                }
            }
        }
        i += 1;
    }
    // In the generator's order: the file list is part of the cache key.
    all.into_iter()
        .filter(|(n, _)| needed.contains(&module_of(n)))
        .collect()
}

fn design(soc: &Soc, banks: Vec<BankCfg>, tile_bits: u32, standalone: bool) -> DesignCfg {
    DesignCfg {
        bus: match soc.bus {
            BusKind::Apb => Bus::Apb,
            BusKind::Axi4Lite => Bus::Axi4Lite,
        },
        reset: Reset {
            asynchronous: soc.reset.asynchronous,
            active_low: soc.reset.active_low,
        },
        banks,
        tile_bits,
        standalone,
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
                .map(|c| format!("u_bank.cnt_{}", soc.monitors[c.monitor].index))
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
            paths.push(format!(
                "u_{}.cnt_{}",
                tile.name, soc.monitors[counter.monitor].index
            ));
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

/// Everything needed to simulate the trace packer.
pub struct PackerBench {
    /// What Verilator builds.
    pub spec: DutSpec,
    /// What the golden model is told.
    pub cfg: PackerCfg,
}

impl PackerBench {
    /// Builds (or loads from `cache`) the packer and pairs it with its golden model.
    pub fn env(&self, cache: &Path, seed: u64) -> Result<PackerEnv, SimError> {
        let dut = verilator::load(&self.spec, cache, seed)?;
        Ok(PackerEnv::new(dut, self.cfg.clone(), &self.spec.top, seed))
    }
}

/// The packer of `soc` (which must have one).
pub fn packer_bench(soc: &Soc, trace: bool) -> PackerBench {
    use crate::model::packer::{FieldKind, PackerRegKind as K};
    let p = soc.packer.as_ref().expect("the description has a [packer]");
    let word = |k: K| {
        p.regs
            .iter()
            .find(|r| r.kind == k)
            .map(|r| r.word)
            .expect("register exists")
    };
    let regs = p
        .regs
        .iter()
        .map(|r| {
            let kind = match r.kind {
                K::Cmd => PackerReg::Cmd,
                K::Status => PackerReg::Status,
                K::Level => PackerReg::Level,
                K::Drops => PackerReg::Drops,
                K::Packets => PackerReg::Packets,
                K::LayoutId => PackerReg::LayoutId,
                _ => PackerReg::Rw {
                    reset: r.reset,
                    mask: r.mask,
                },
            };
            (r.word, kind)
        })
        .collect();
    let fields = p
        .fields
        .iter()
        .map(|f| {
            let k = match f.kind {
                FieldKind::Counter(i) => PacketField::Counter(i),
                FieldKind::Overflow => PacketField::Overflow,
                FieldKind::Pc => PacketField::Pc,
                FieldKind::Cycles => PacketField::Cycles,
                FieldKind::Instr => PacketField::Instr,
                FieldKind::Halted => PacketField::Halted,
                FieldKind::Register(i) => PacketField::Register(i),
                FieldKind::Seq => PacketField::Seq,
                FieldKind::LayoutId => PacketField::LayoutId,
            };
            (k, f.offset, f.width)
        })
        .collect();
    let dc = design(soc, Vec::new(), 0, true);
    PackerBench {
        spec: DutSpec {
            top: p.module.clone(),
            files: sources(soc, &p.module),
            ports: port_specs(&ports::packer_ports(soc)),
            clock: "clk".into(),
            backdoors: Vec::new(),
            trace,
            hier_blocks: Vec::new(),
        },
        cfg: PackerCfg {
            bus: dc.bus,
            reset: dc.reset,
            unmapped_error: soc.unmapped == Unmapped::Error,
            regs,
            ctrl_word: word(K::Ctrl),
            almost_full_word: word(K::AlmostFull),
            tlast_every_word: word(K::TlastEvery),
            start_words: (word(K::StartLo), word(K::StartHi)),
            stop_words: (word(K::StopLo), word(K::StopHi)),
            watchpoints: (0..p.watchpoints)
                .map(|i| {
                    [
                        word(K::WpCfg(i)),
                        word(K::WpALo(i)),
                        word(K::WpAHi(i)),
                        word(K::WpBLo(i)),
                        word(K::WpBHi(i)),
                    ]
                })
                .collect(),
            stream_width: p.stream_width,
            fields,
            layout_id: p.layout_id,
            counters: p.counters,
            counter_width: p.counter_width,
            registers: p.registers,
            register_width: p.register_width,
            pc_width: p.pc_width,
            fifo_depth: p.fifo_depth,
            halt_limit: p.halt_limit(),
            halt_latency: p.halt_latency,
            rv32: p.rv32,
        },
    }
}

/// The packer registers a random run configures.
pub fn packer_config_words(soc: &Soc) -> ConfigWords {
    use crate::model::packer::PackerRegKind as K;
    let p = soc.packer.as_ref().expect("the description has a [packer]");
    let w = |k: K| {
        p.regs
            .iter()
            .find(|r| r.kind == k)
            .map(|r| r.word)
            .expect("register exists")
    };
    ConfigWords {
        ctrl: w(K::Ctrl),
        cmd: w(K::Cmd),
        almost_full: w(K::AlmostFull),
        tlast_every: w(K::TlastEvery),
        start: (w(K::StartLo), w(K::StartHi)),
        stop: (w(K::StopLo), w(K::StopHi)),
        watchpoints: (0..p.watchpoints)
            .map(|i| {
                [
                    w(K::WpCfg(i)),
                    w(K::WpALo(i)),
                    w(K::WpAHi(i)),
                    w(K::WpBLo(i)),
                    w(K::WpBHi(i)),
                ]
            })
            .collect(),
        drops: w(K::Drops),
        level: w(K::Level),
        status: [w(K::Status), w(K::Level), w(K::Drops), w(K::Packets)],
    }
}

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
    let word = |k: K| {
        dom.regs
            .iter()
            .find(|r| r.kind == k)
            .map(|r| r.word)
            .expect("register exists")
    };
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
            multiplier: dom.multiplier,
            divisor: dom.divisor,
            read_rate: ac.read_rate,
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
