//! The blocks the reference SoC holds besides the monitor SoC: the trace
//! packer on the core's bus, fed from RVFI, and the AutoCounter domains at
//! the base clock on the harness's own bus. Each input a block takes from
//! the core is decided here, from `model::core`.

use crate::model::core::{trace_counter_signal, CoreSignal, CoreTarget, TRACE_REGISTERS};
use crate::model::Soc;

/// A slave on the core's bus (templates/verilog/refsoc/slave.v).
pub(super) struct Slave {
    /// Prefix of its wires.
    pub n: String,
    /// What it is, for the comment.
    pub what: String,
    pub module: String,
    /// `32'h...`.
    pub base: String,
    pub span: String,
    /// Byte-address bits of its window.
    pub aw: u32,
    /// Its other ports: (port, expression).
    pub conns: Vec<(String, String)>,
}

/// The packer's description in the top's header.
pub(super) struct PackerDoc {
    pub module: String,
    pub regs_doc: String,
    pub events_doc: String,
}

/// An AutoCounter domain on the harness's bus (templates/verilog/refsoc/ac_host.v).
pub(super) struct AcHost {
    pub n: String,
    pub what: String,
    pub name: String,
    pub module: String,
    /// Hex offset of its window on the harness's bus.
    pub off: String,
    pub aw: u32,
    pub conns: Vec<(String, String)>,
}

/// `width` bits of `expr`, which has `from` bits: zero-extended or cut (the
/// cut bits are pushed to `unused`).
fn fit(expr: &str, from: u32, width: u32, unused: &mut Vec<String>) -> String {
    use std::cmp::Ordering::*;
    match width.cmp(&from) {
        Equal => expr.to_string(),
        Greater => format!("{{{}'d0, {expr}}}", width - from),
        Less => {
            unused.push(format!("{expr}[{}:{width}]", from - 1));
            if width == 1 {
                format!("{expr}[0]")
            } else {
                format!("{expr}[{}:0]", width - 1)
            }
        }
    }
}

/// The packer as a slave of the core, or none.
pub(super) fn packer(soc: &Soc, unused: &mut Vec<String>) -> Option<(Slave, PackerDoc)> {
    let p = soc.packer.as_ref()?;
    let events: Vec<String> = (0..p.counters)
        .rev()
        .map(|i| match trace_counter_signal(i) {
            Some(s) => format!("ce[{}]", s.bit()),
            None => "1'b0".into(),
        })
        .collect();
    let rw = p.register_width;
    let slot = |i: u32, unused: &mut Vec<String>| match i {
        0 => fit("rvfi_rd_addr", 5, rw, unused),
        1 => fit("rvfi_rd_wdata", 32, rw, unused),
        _ => format!("{rw}'d0"),
    };
    let mut conns = vec![
        ("valid".to_string(), "rvfi_valid".to_string()),
        ("pc".into(), fit("rvfi_pc_rdata", 32, p.pc_width, unused)),
        ("instr".into(), "rvfi_insn".into()),
        ("events".into(), format!("{{{}}}", events.join(", "))),
    ];
    if p.registers > 0 {
        let slots: Vec<String> = (0..p.registers).rev().map(|i| slot(i, unused)).collect();
        conns.push(("regs".into(), format!("{{{}}}", slots.join(", "))));
    }
    for (port, wire) in [
        ("halt", "pk_halt_w"),
        ("tdata", "t_data"),
        ("tlast", "t_last"),
        ("tvalid", "t_valid"),
        ("tready", "t_ready"),
    ] {
        conns.push((port.into(), wire.into()));
    }
    let counted: Vec<&str> = (0..p.counters)
        .filter_map(trace_counter_signal)
        .map(CoreSignal::name)
        .collect();
    let doc = PackerDoc {
        module: p.module.clone(),
        regs_doc: TRACE_REGISTERS[..(p.registers as usize).min(TRACE_REGISTERS.len())].join(", "),
        events_doc: if counted.is_empty() {
            "nothing".into()
        } else {
            format!("the core's {}", counted.join(", "))
        },
    };
    let aw = p.window.word_bits + 2;
    let slave = Slave {
        n: "pk".into(),
        what: "the trace packer".into(),
        module: p.module.clone(),
        base: format!("32'h{:x}", p.base),
        span: format!("32'h{:x}", 1u64 << aw),
        aw,
        conns,
    };
    Some((slave, doc))
}

/// The AutoCounter domains at the base clock, their bus's base and its
/// byte-address bits.
pub(super) fn autocounters(soc: &Soc) -> (Vec<AcHost>, u64, u32) {
    let Some((ac, (base, aw))) = soc
        .autocounter
        .as_ref()
        .and_then(|a| a.base_clock_bus().map(|b| (a, b)))
    else {
        return (Vec::new(), 0, 0);
    };
    let core = soc.core.as_ref();
    let hosts = ac
        .domains
        .iter()
        .enumerate()
        .filter(|(_, d)| d.at_base_clock())
        .map(|(di, d)| {
            let mut conns = vec![
                // FireSim's target reset and trigger: the SoC's reset
                // resets the block; every sample point is taken.
                ("target_reset".to_string(), "1'b0".to_string()),
                ("trigger".into(), "1'b1".into()),
            ];
            for (ci, c) in d.counters.iter().enumerate() {
                let target = CoreTarget::AutoCounter {
                    domain: di,
                    counter: ci,
                };
                let expr = match core.and_then(|k| k.signal_of(target)) {
                    Some(s) if c.width == 1 => format!("ce[{}]", s.bit()),
                    Some(s) => format!("{{{}'d0, ce[{}]}}", c.width - 1, s.bit()),
                    None => format!("{}'d0", c.width),
                };
                conns.push((format!("ev_{}", c.label), expr));
            }
            AcHost {
                n: format!("ac{di}"),
                what: format!("domain {}, {} counters", d.name, d.counters.len()),
                name: d.name.clone(),
                module: d.module.clone(),
                off: format!("{:x}", d.base - base),
                aw: d.window.word_bits + 2,
                conns,
            }
        })
        .collect();
    (hosts, base, aw)
}
