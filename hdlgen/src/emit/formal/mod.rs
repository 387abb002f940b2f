//! Formal harnesses (`formal/`): for each tile kind and the packer, a module
//! that drives the generated block through its bus and ports and states its
//! promises as assumptions and assertions for yosys-smtbmc. They stay out of
//! `rtl/`, so no assertion enters the synthesizable Verilog. Where the
//! description's access policy denies anything, a second harness per block
//! ([`policy`]) states that the denied accesses change nothing.
//! [`flag_harness`] renders one more, for hdlgen's own proofs only.

mod flags;
mod policy;

pub use flags::{flag_harness, FlagHarness};

use askama::Template;

use super::verilog::bus;
use super::Artifact;
use crate::model::packer::FieldKind;
use crate::model::ports::{self, Dir, Port};
use crate::model::{Overflow, RegKind, Soc, COMPACT_READ_WAIT};
use policy::Deny;

struct CounterRef {
    index: u32,
    width: u32,
    ev_bit: u32,
    lo_word: u32,
    checked: bool,
    lo_ref: String,
}

struct PairRef {
    index: u32,
    width: u32,
    lo_word: u32,
    pair_expr: String,
    /// The count stops at its maximum rather than wrapping.
    saturate: bool,
}

#[derive(Template)]
#[template(path = "formal/tile.sv", escape = "none")]
struct TileTpl<'a> {
    header: &'a str,
    module: String,
    tile: &'a str,
    bus_name: &'static str,
    apb: bool,
    rst_port: &'static str,
    rst_active_low: bool,
    events: u32,
    /// Read wait states: a compact-snapshot bank's, or 0.
    rwait: u32,
    wb: u32,
    aw: u32,
    ports: Vec<(String, String)>,
    setup: Vec<(u32, String)>,
    snapshot_word: u32,
    counters: Vec<CounterRef>,
    pairs: Vec<PairRef>,
    deny: Deny,
}

#[derive(Template)]
#[template(path = "formal/packer.sv", escape = "none")]
struct PackerTpl<'a> {
    header: &'a str,
    module: String,
    packer: &'a str,
    apb: bool,
    rst_port: &'static str,
    rst_active_low: bool,
    wb: u32,
    aw: u32,
    ports: Vec<(String, String)>,
    pc_width: u32,
    counters: u32,
    regs_width: u32,
    stream_width: u32,
    halt_latency: u32,
    ctrl_word: u32,
    seq_offset: u32,
    deny: Deny,
}

/// Connections of `ports` to the harness's signals of the same name; inputs
/// the harness leaves alone are tied low, outputs it ignores left open.
fn connect(ports: &[Port], tied: &[&str], open: &[&str]) -> Vec<(String, String)> {
    ports
        .iter()
        .map(|p| {
            let expr = if tied.contains(&p.name.as_str()) && p.dir == Dir::In {
                format!("{}'d0", p.width)
            } else if open.contains(&p.name.as_str()) && p.dir == Dir::Out {
                String::new()
            } else {
                p.name.clone()
            };
            (p.name.clone(), expr)
        })
        .collect()
}

fn tile(soc: &Soc, bank: usize, header: &str) -> Artifact {
    let b = &soc.banks[bank];
    let mut counters = Vec::new();
    let mut pairs = Vec::new();
    for c in &b.counters {
        let m = &soc.monitors[c.monitor];
        let low = m.width.min(32);
        let pick = |v: &str| {
            let slice = format!("{v}_{}[{}:0]", m.index, low - 1);
            if low == 32 {
                slice
            } else {
                format!("{{{}'d0, {slice}}}", 32 - low)
            }
        };
        counters.push(CounterRef {
            index: m.index,
            width: m.width,
            ev_bit: c.event_bit,
            lo_word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
            checked: !m.synchronised,
            lo_ref: format!("snap_ref ? {} : {}", pick("shd_ref"), pick("ref")),
        });
        if m.width > 32 && !m.synchronised {
            pairs.push(PairRef {
                index: m.index,
                width: m.width,
                lo_word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
                pair_expr: format!("{{rsp_data[{}:0], lo_val_{}}}", m.width - 33, m.index),
                saturate: m.overflow == Overflow::Saturate,
            });
        }
    }
    let mut setup = vec![(b.window.word_of(RegKind::Ctrl), "00000000".to_string())];
    let mut flag_words: Vec<u32> = b
        .counters
        .iter()
        .map(|c| soc.monitors[c.monitor].index / 32)
        .collect();
    flag_words.dedup();
    setup.extend(
        flag_words
            .iter()
            .map(|&k| (b.window.word_of(RegKind::Enable(k)), "ffffffff".to_string())),
    );
    setup.push((b.window.word_of(RegKind::Snapshot), "00000000".to_string()));
    let module = format!("{}_formal", b.tile_module);
    let text = TileTpl {
        header,
        module: module.clone(),
        tile: &b.tile_module,
        bus_name: bus::interface(soc.bus).protocol(),
        apb: bus::interface(soc.bus).is_apb(),
        rst_port: ports::reset_port(soc),
        rst_active_low: soc.reset.active_low,
        events: b.counters.len() as u32,
        rwait: if b.compact.is_some() {
            COMPACT_READ_WAIT
        } else {
            0
        },
        wb: soc.map.word_bits,
        aw: soc.map.word_bits + 2,
        ports: connect(
            &ports::tile_ports(soc, bank),
            &["pev", "gsnap_set", "gsnap_clr"],
            &["gsnap_set_req", "gsnap_clr_req", "irq"],
        ),
        setup,
        snapshot_word: b.window.word_of(RegKind::Snapshot),
        counters,
        pairs,
        deny: Deny::of(soc, &b.window),
    }
    .render()
    .expect("formal tile template renders");
    Artifact::new(format!("formal/{module}.sv"), text)
}

fn packer(soc: &Soc, header: &str) -> Option<Artifact> {
    let p = soc.packer.as_ref()?;
    let seq = p.field(FieldKind::Seq)?;
    let ctrl_word = p.window.word(crate::model::packer::PackerRegKind::Ctrl)?;
    let module = format!("{}_formal", p.module);
    let text = PackerTpl {
        header,
        module: module.clone(),
        packer: &p.module,
        apb: bus::interface(soc.bus).is_apb(),
        rst_port: ports::reset_port(soc),
        rst_active_low: soc.reset.active_low,
        wb: p.window.word_bits,
        aw: p.window.word_bits + 2,
        ports: connect(&ports::packer_ports(soc), &[], &[]),
        pc_width: p.pc_width,
        counters: p.counters,
        regs_width: p.registers * p.register_width,
        stream_width: p.stream_width,
        halt_latency: p.halt_latency,
        ctrl_word,
        seq_offset: seq.offset,
        deny: Deny::of(soc, &p.window),
    }
    .render()
    .expect("formal packer template renders");
    Some(Artifact::new(format!("formal/{module}.sv"), text))
}

/// Every formal harness for `soc`, under `formal/`.
pub fn emit(soc: &Soc, header: &str) -> Vec<Artifact> {
    let mut out: Vec<Artifact> = (0..soc.banks.len()).map(|b| tile(soc, b, header)).collect();
    out.extend(packer(soc, header));
    for (bank, b) in soc.banks.iter().enumerate() {
        let ports = ports::tile_ports(soc, bank);
        out.extend(policy::harness(
            soc,
            &b.tile_module,
            &ports,
            &b.window,
            header,
        ));
    }
    if let Some(p) = soc.packer.as_ref() {
        let ports = ports::packer_ports(soc);
        out.extend(policy::harness(soc, &p.module, &ports, &p.window, header));
    }
    out
}
