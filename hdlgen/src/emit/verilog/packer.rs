//! Verilog of the trace packer.

use askama::Template;

use super::{bus_module, unmapped_err, Reset};
use crate::model::packer::{FieldKind, Packer, PackerRegKind};
use crate::model::ports::{self, Port};
use crate::model::window::{Register, Role};
use crate::model::{Access, Soc};

struct RwReg {
    name: String,
    word: u32,
    reset: String,
    mask: String,
    comment: String,
}

#[derive(Template)]
#[template(path = "verilog/packer.v", escape = "none")]
struct PackerTpl<'a> {
    header: &'a str,
    module: &'a str,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: String,
    rst: &'a Reset,
    wb: u32,
    aw: u32,
    /// Read wait states of the window's blocks (the bus adapter's RWAIT).
    rwait: u32,
    rsp_kind: &'static str,
    gate: super::policy::Gate,
    k: u32,
    n: u32,
    sw: u32,
    depth: u32,
    ab: u32,
    level_bits: u32,
    halt_limit: u32,
    halt_latency: u32,
    cw: u32,
    hw: u32,
    pcw: u32,
    rv32: bool,
    layout_id: String,
    rw_regs: Vec<RwReg>,
    ctrl_word: u32,
    cmd_word: u32,
    pc64: String,
    wps: Vec<u32>,
    incl_any: String,
    incl_hit: String,
    excl_hit: String,
    pkt_expr: String,
    reads: Vec<(u32, String)>,
    unmapped_err: &'static str,
}

fn any(terms: Vec<String>) -> String {
    if terms.is_empty() {
        "1'b0".into()
    } else {
        terms.join(" || ")
    }
}

/// The packet as one concatenation, most significant field first.
fn packet_expr(p: &Packer) -> String {
    let mut parts = Vec::new();
    let pad = p.stream_width - p.used_bits;
    if pad > 0 {
        parts.push(format!("{pad}'d0"));
    }
    for f in p.fields.iter().rev() {
        let e = match f.kind {
            FieldKind::LayoutId => "LAYOUT_ID",
            FieldKind::Seq => "seq_q",
            FieldKind::Register(0) => "regs",
            FieldKind::Register(_) => continue,
            FieldKind::Halted => "halted_pkt",
            FieldKind::Instr => "instr",
            FieldKind::Cycles => "cyc_pkt",
            FieldKind::Pc => "pc",
            FieldKind::Overflow => "ovf_pkt",
            FieldKind::Counter(0) => "cnt_pkt",
            FieldKind::Counter(_) => continue,
        };
        parts.push(e.to_string());
    }
    format!("{{{}}}", parts.join(", "))
}

fn read_expr(p: &Packer, r: &Register) -> String {
    use PackerRegKind::*;
    let lb = p.level_bits();
    let Role::Packer(kind) = r.role else {
        unreachable!("the packer window holds packer registers")
    };
    match kind {
        Cmd => "32'd0".into(),
        Status => "status".into(),
        Level => format!("{{{}'d0, level}}", 32 - lb),
        Drops => "drops_q".into(),
        Packets => "seq_q".into(),
        LayoutId => "{16'd0, LAYOUT_ID}".into(),
        _ => format!("r_{}", r.name),
    }
}

/// The packer module, if `soc` has one.
pub fn emit(soc: &Soc, header: &str, rst: &Reset) -> Option<(String, String)> {
    let p = soc.packer.as_ref()?;
    let field_width = |k| p.field(k).map_or(1, |f| f.width);
    let wps: Vec<u32> = (0..p.watchpoints).collect();
    let text = PackerTpl {
        header,
        module: &p.module,
        ports: ports::packer_ports(soc),
        bus_ports: ports::bus_ports(soc.bus, p.window.word_bits + 2),
        bus_module: bus_module(soc),
        rst,
        wb: p.window.word_bits,
        aw: p.window.word_bits + 2,
        rwait: 0,
        rsp_kind: "reg ",
        gate: super::policy::window_gate(soc, &p.window),
        k: p.counter_width,
        n: p.counters,
        sw: p.stream_width,
        depth: p.fifo_depth,
        ab: p.fifo_depth.trailing_zeros().max(1),
        level_bits: p.level_bits(),
        halt_limit: p.halt_limit(),
        halt_latency: p.halt_latency,
        cw: field_width(FieldKind::Cycles),
        hw: field_width(FieldKind::Halted),
        pcw: p.pc_width,
        rv32: p.rv32,
        layout_id: format!("{:04x}", p.layout_id),
        rw_regs: p
            .window
            .regs
            .iter()
            .filter(|r| r.access == Access::Rw)
            .map(|r| RwReg {
                name: r.name.clone(),
                word: r.word,
                reset: format!("{:08x}", r.reset()),
                mask: format!("{:08x}", r.writable_mask()),
                comment: crate::model::names::comment_text(&r.description),
            })
            .collect(),
        ctrl_word: p.window.word_of(PackerRegKind::Ctrl),
        cmd_word: p.window.word_of(PackerRegKind::Cmd),
        pc64: if p.pc_width == 64 {
            "pc".into()
        } else {
            format!("{{{}'d0, pc}}", 64 - p.pc_width)
        },
        incl_any: any(wps.iter().map(|i| format!("wp{i}_incl")).collect()),
        incl_hit: any(wps
            .iter()
            .map(|i| format!("(wp{i}_incl && wp{i}_hit)"))
            .collect()),
        excl_hit: any(wps
            .iter()
            .map(|i| format!("(wp{i}_excl && wp{i}_hit)"))
            .collect()),
        wps,
        pkt_expr: packet_expr(p),
        reads: p
            .window
            .regs
            .iter()
            .map(|r| (r.word, read_expr(p, r)))
            .collect(),
        unmapped_err: unmapped_err(soc),
    }
    .render()
    .expect("packer template renders");
    Some((format!("rtl/{}.v", p.module), text))
}
