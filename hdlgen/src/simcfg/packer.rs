//! The trace packer's bench.

use std::path::Path;

use hdlgen_sim::cfg::{PackerCfg, PackerReg, PacketField};
use hdlgen_sim::packer_env::{ConfigWords, PackerEnv};
use hdlgen_sim::verilator::{self, DutSpec};
use hdlgen_sim::SimError;

use super::{design, port_specs, sources, window_policy};
use crate::model::packer::Packer;
use crate::model::ports;
use crate::model::window::Role;
use crate::model::{Soc, Unmapped};

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

/// What the golden model keeps at each word of the packer's window.
fn regs(p: &Packer) -> Vec<(u32, PackerReg)> {
    use crate::model::packer::PackerRegKind as K;
    p.window
        .regs
        .iter()
        .map(|r| {
            let Role::Packer(kind) = r.role else {
                unreachable!("the packer window holds packer registers")
            };
            let kind = match kind {
                K::Cmd => PackerReg::Cmd,
                K::Status => PackerReg::Status,
                K::Level => PackerReg::Level,
                K::Drops => PackerReg::Drops,
                K::Packets => PackerReg::Packets,
                K::LayoutId => PackerReg::LayoutId,
                _ => PackerReg::Rw {
                    reset: r.reset(),
                    mask: r.writable_mask(),
                },
            };
            (r.word, kind)
        })
        .collect()
}

/// The packet's fields as the golden model names them.
fn fields(p: &Packer) -> Vec<(PacketField, u32, u32)> {
    use crate::model::packer::FieldKind;
    p.fields
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
        .collect()
}

/// The packer of `soc` (which must have one).
pub fn packer_bench(soc: &Soc, trace: bool) -> PackerBench {
    use crate::model::packer::PackerRegKind as K;
    let p = soc.packer.as_ref().expect("the description has a [packer]");
    let word = |k: K| p.window.word_of(k);
    let regs = regs(p);
    let fields = fields(p);
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
            policy: window_policy(&p.window),
            denied: dc.denied,
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
    let w = |k: K| p.window.word_of(k);
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
