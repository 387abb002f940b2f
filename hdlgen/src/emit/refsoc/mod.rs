//! Verilog of the reference SoC (`model::core`): PicoRV32, RAM, console and
//! the monitor SoC, with the AXI4-Lite to APB4 bridge an APB SoC needs.
//! PicoRV32's own source is not generated: the simulation reads it from
//! the installed `pythondata-cpu-picorv32` package.

mod blocks;

use askama::Template;

use blocks::{AcHost, PackerDoc, Slave};

use super::verilog::bus::{self, BusInterface};
use super::verilog::{reset, Reset};
use super::Artifact;
use crate::model::core::{Core, CoreSignal, CoreTarget, IRQ_LINE, IRQ_PC, RESET_PC};
use crate::model::ports::{self, Dir, Port};
use crate::model::Soc;

struct TileEv {
    name: String,
    ev: String,
    pev: Option<String>,
    /// Some of its event bits come from the core.
    driven: bool,
}

#[derive(Template)]
#[template(path = "verilog/refsoc/refsoc.v", escape = "none")]
struct RefSocTpl<'a> {
    header: &'a str,
    module: &'a str,
    soc: &'a str,
    mon_module: &'a str,
    rst: &'a Reset,
    ports: Vec<Port>,
    mon_ports: Vec<String>,
    ram_bytes: u32,
    ram_words: u32,
    ram_ab: u32,
    console: String,
    console_word2: String,
    mon_base: String,
    mon_span: String,
    mon_aw: u32,
    apb: bool,
    bridge_module: String,
    tiles: Vec<TileEv>,
    core_tile: usize,
    irq_line: u32,
    irq_others: String,
    latched_irq: String,
    signals: usize,
    reset_pc: String,
    irq_pc: String,
    stack: String,
    /// PicoRV32's multiplier, divider and barrel shifter (1), or none (0):
    /// the small core.
    mul: u32,
    isa: String,
    packer: Option<PackerDoc>,
    slaves: Vec<Slave>,
    ac: Vec<AcHost>,
    ac_base: String,
    ac_aw: u32,
    /// Bits cut from the core's signals where a block takes fewer.
    unused: Vec<String>,
}

#[derive(Template)]
#[template(path = "verilog/refsoc/axil2apb.v", escape = "none")]
struct BridgeTpl<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

/// Module name of the AXI4-Lite to APB4 bridge.
pub fn bridge_module(soc: &Soc) -> String {
    format!("{}_axil2apb", soc.name)
}

/// An event port's value: bit by bit, the core signal mapped to it or the
/// harness's input bit.
fn merged(port: &str, width: u32, driven: &[(u32, CoreSignal)]) -> String {
    if driven.is_empty() {
        return port.to_string();
    }
    let bits: Vec<String> = (0..width)
        .rev()
        .map(|b| match driven.iter().find(|(bit, _)| *bit == b) {
            Some((_, s)) => format!("ce[{}]", s.bit()),
            None => format!("{port}[{b}]"),
        })
        .collect();
    format!("{{{}}}", bits.join(", "))
}

/// Each tile's event inputs, with the core's signals merged into the core
/// tile's.
fn tile_events(soc: &Soc, core: &Core) -> Vec<TileEv> {
    soc.tiles
        .iter()
        .enumerate()
        .map(|(t, tile)| {
            let bank = &soc.banks[tile.bank];
            let mine = t == core.tile;
            let ev_driven: Vec<(u32, CoreSignal)> = core
                .events
                .iter()
                .filter(|_| mine)
                .filter_map(|e| match e.target {
                    CoreTarget::Monitor(m) => soc
                        .counter_of(tile.bank, m)
                        .map(|c| (c.event_bit, e.signal)),
                    CoreTarget::Prog(_) | CoreTarget::AutoCounter { .. } => None,
                })
                .collect();
            let pev_driven: Vec<(u32, CoreSignal)> = core
                .events
                .iter()
                .filter(|_| mine)
                .filter_map(|e| match e.target {
                    CoreTarget::Prog(p) => Some((p as u32, e.signal)),
                    CoreTarget::Monitor(_) | CoreTarget::AutoCounter { .. } => None,
                })
                .collect();
            let pev = soc
                .programmable
                .as_ref()
                .filter(|_| bank.programmable)
                .map(|p| {
                    merged(
                        &format!("pev_{}", tile.name),
                        p.events.len() as u32,
                        &pev_driven,
                    )
                });
            TileEv {
                driven: mine,
                ev: merged(
                    &format!("ev_{}", tile.name),
                    bank.counters.len() as u32,
                    &ev_driven,
                ),
                pev,
                name: tile.name.clone(),
            }
        })
        .collect()
}

/// The OR of every other tile's interrupt, for the core's interrupt line.
fn irq_others(soc: &Soc, core: &Core) -> String {
    let others: Vec<String> = (0..soc.tiles.len())
        .filter(|t| *t != core.tile)
        .map(|t| format!("m_irq[{t}]"))
        .collect();
    if others.is_empty() {
        "1'b0".to_string()
    } else {
        format!("|{{{}}}", others.join(", "))
    }
}

/// The reference SoC's files, under `refsoc/` (none without a core).
pub fn emit(soc: &Soc, header: &str) -> Vec<Artifact> {
    let Some(core) = soc.core.as_ref() else {
        return Vec::new();
    };
    let rst = reset(soc);
    let tiles = tile_events(soc, core);
    let irq_others = irq_others(soc, core);
    let span = soc.map.stride * soc.tiles.len() as u64;
    let bridge = bridge_module(soc);
    let mut unused = Vec::new();
    let (slaves, packer) = match blocks::packer(soc, &mut unused) {
        Some((s, d)) => (vec![s], Some(d)),
        None => (Vec::new(), None),
    };
    let (ac, ac_base, ac_aw) = blocks::autocounters(soc);
    let text = RefSocTpl {
        header,
        module: &core.module,
        soc: &soc.name,
        mon_module: &soc.top_module,
        rst: &rst,
        ports: ports::refsoc_ports(soc),
        mon_ports: ports::soc_ports(soc).into_iter().map(|p| p.name).collect(),
        ram_bytes: core.ram,
        ram_words: core.ram / 4,
        ram_ab: core.ram.trailing_zeros(),
        console: format!("{:#010x}", core.console),
        console_word2: format!("29'h{:x}", core.console >> 3),
        mon_base: format!("32'h{:x}", soc.base),
        mon_span: format!("32'h{span:x}"),
        mon_aw: soc.soc_addr_bits(),
        apb: bus::interface(soc.bus).is_apb(),
        bridge_module: bridge.clone(),
        tiles,
        core_tile: core.tile,
        irq_line: IRQ_LINE,
        irq_others,
        latched_irq: format!("{:08x}", !(0b11u32 << IRQ_LINE)),
        signals: CoreSignal::ALL.len(),
        reset_pc: format!("{RESET_PC:08x}"),
        irq_pc: format!("{IRQ_PC:08x}"),
        stack: format!("{:08x}", core.ram),
        mul: u32::from(core.has_mul()),
        isa: core.march().to_uppercase(),
        packer,
        slaves,
        ac,
        ac_base: format!("{ac_base:#010x}"),
        ac_aw,
        unused,
    }
    .render()
    .expect("reference SoC template renders");
    let mut out = vec![Artifact::new(format!("refsoc/{}.v", core.module), text)];
    if bus::interface(soc.bus).is_apb() {
        let text = BridgeTpl {
            header,
            module: &bridge,
            rst: &rst,
        }
        .render()
        .expect("bridge template renders");
        out.push(Artifact::new(format!("refsoc/{bridge}.v"), text));
    }
    out
}

/// Ports of the AXI4-Lite to APB4 bridge, for a stand-alone test bench.
pub fn bridge_ports(soc: &Soc) -> Vec<Port> {
    let aw = soc.soc_addr_bits();
    let mut v = vec![
        Port {
            name: "clk".into(),
            dir: Dir::In,
            width: 1,
            vector: false,
        },
        Port {
            name: ports::reset_port(soc).into(),
            dir: Dir::In,
            width: 1,
            vector: false,
        },
    ];
    v.extend(bus::AXIL.ports(aw));
    // The APB side, directions flipped: the bridge is its master.
    v.extend(bus::APB.ports(aw).into_iter().map(|p| Port {
        dir: if p.dir == Dir::In { Dir::Out } else { Dir::In },
        ..p
    }));
    v
}
