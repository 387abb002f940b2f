//! Verilog-2005 emitter: bus adapter, one bank per tile kind, one stand-alone
//! tile per kind, the SoC wrapper, the trace packer and the AutoCounter
//! domains.

use askama::Template;

use super::Artifact;
use crate::model::hierarchy;
use crate::model::ports::{self, Port};
use crate::model::{SnapshotStyle, Soc, Unmapped, COMPACT_READ_WAIT};

pub(crate) use policy::words as policy_words;

mod autocounter;
mod bank;
pub(crate) mod bus;
mod compact;
mod packer;
mod policy;
mod prog;
mod read_path;

/// Reset text of every `always` block, decided once from the description.
pub(crate) struct Reset {
    pub(super) port: &'static str,
    pub(super) sens: &'static str,
    pub(super) active: &'static str,
}

pub(super) fn reset(soc: &Soc) -> Reset {
    let r = soc.reset;
    Reset {
        port: ports::reset_port(soc),
        sens: match (r.asynchronous, r.active_low) {
            (false, _) => "",
            (true, true) => " or negedge rst_n",
            (true, false) => " or posedge rst",
        },
        active: if r.active_low { "!rst_n" } else { "rst" },
    }
}

#[derive(Template)]
#[template(path = "verilog/tile.v", escape = "none")]
struct TileTpl<'a> {
    header: &'a str,
    module: &'a str,
    kind: &'a str,
    bus_name: &'static str,
    window: String,
    rst: &'a Reset,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: &'a str,
    bank_module: &'a str,
    /// The bank's instance name (`model::hierarchy`).
    bank_instance: &'static str,
    aw: u32,
    /// Read wait states of the window's blocks (the bus adapter's RWAIT).
    rwait: u32,
    rsp_kind: &'static str,
    gate: policy::Gate,
    prog: bool,
}

struct TileView {
    index: u32,
    name: String,
    /// Its bank's instance name (`model::hierarchy`).
    instance: String,
    kind: String,
    bank_module: String,
    prog: bool,
}

#[derive(Template)]
#[template(path = "verilog/soc.v", escape = "none")]
struct SocTpl<'a> {
    header: &'a str,
    module: &'a str,
    bus_name: &'static str,
    window: String,
    rst: &'a Reset,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: &'a str,
    tiles: Vec<TileView>,
    aw: u32,
    /// Read wait states of the window's blocks (the bus adapter's RWAIT).
    rwait: u32,
    wb: u32,
    tile_bits: u32,
    window_full: bool,
    unmapped_err: &'static str,
    rsp_kind: &'static str,
    gate: policy::Gate,
}

/// The error-response bit for unmapped words.
pub(super) fn unmapped_err(soc: &Soc) -> &'static str {
    match soc.unmapped {
        Unmapped::Error => "1'b1",
        Unmapped::Zero => "1'b0",
    }
}

/// Read wait states of the monitor windows: a compact-snapshot bank answers
/// later than a flip-flop one.
fn read_wait(soc: &Soc) -> u32 {
    match soc.snapshot {
        SnapshotStyle::Full => 0,
        SnapshotStyle::Compact => COMPACT_READ_WAIT,
    }
}

/// Verilog module name of the SoC's bus adapter.
pub fn bus_module(soc: &Soc) -> String {
    crate::model::hierarchy::bus_module(soc)
}

/// Every Verilog file for `soc`, under `rtl/`.
pub fn emit(soc: &Soc, header: &str) -> Vec<Artifact> {
    let rst = reset(soc);
    let bus_module = bus_module(soc);
    let bus_text = bus::interface(soc.bus).render(header, &bus_module, &rst);
    let mut out = vec![Artifact::new(format!("rtl/{bus_module}.v"), bus_text)];
    for bank in 0..soc.banks.len() {
        out.extend(bank_files(soc, bank, header, &rst, &bus_module));
    }
    out.push(top(soc, header, &rst, &bus_module));
    if let Some((path, text)) = packer::emit(soc, header, &rst) {
        out.push(Artifact::new(path, text));
    }
    out.extend(autocounter::emit(soc, header, &rst));
    out
}

/// Bank `i`'s module and its stand-alone tile.
fn bank_files(soc: &Soc, i: usize, header: &str, rst: &Reset, bus_module: &str) -> [Artifact; 2] {
    let b = &soc.banks[i];
    let bank_text = if b.compact.is_some() {
        compact::emit(soc, i, header, rst)
    } else {
        bank::emit(soc, i, header, rst)
    };
    let tile = TileTpl {
        header,
        module: &b.tile_module,
        kind: &b.kind,
        bus_name: bus::interface(soc.bus).protocol(),
        window: format!("{:#x}", soc.map.stride),
        rst,
        ports: ports::tile_ports(soc, i),
        bus_ports: ports::bus_ports(soc.bus, soc.map.word_bits + 2),
        bus_module,
        bank_module: &b.module,
        bank_instance: hierarchy::TILE_BANK_INSTANCE,
        aw: soc.map.word_bits + 2,
        rwait: read_wait(soc),
        rsp_kind: "wire",
        gate: policy::window_gate(soc, &b.window),
        prog: b.programmable,
    }
    .render()
    .expect("tile template renders");
    [
        Artifact::new(format!("rtl/{}.v", b.module), bank_text),
        Artifact::new(format!("rtl/{}.v", b.tile_module), tile),
    ]
}

/// The SoC wrapper: every tile's bank behind one bus slave.
fn top(soc: &Soc, header: &str, rst: &Reset, bus_module: &str) -> Artifact {
    let tiles = soc
        .tiles
        .iter()
        .map(|t| TileView {
            index: t.index,
            name: t.name.clone(),
            instance: hierarchy::tile_instance(t),
            kind: soc.banks[t.bank].kind.clone(),
            bank_module: soc.banks[t.bank].module.clone(),
            prog: soc.banks[t.bank].programmable,
        })
        .collect();
    let text = SocTpl {
        header,
        module: &soc.top_module,
        bus_name: bus::interface(soc.bus).protocol(),
        window: format!("{:#x}", soc.map.stride),
        rst,
        ports: ports::soc_ports(soc),
        bus_ports: ports::bus_ports(soc.bus, soc.soc_addr_bits()),
        bus_module,
        tiles,
        aw: soc.soc_addr_bits(),
        rwait: read_wait(soc),
        wb: soc.map.word_bits,
        tile_bits: soc.tile_bits(),
        window_full: soc.tiles.len() == 1 << soc.tile_bits(),
        unmapped_err: unmapped_err(soc),
        rsp_kind: "reg ",
        gate: policy::soc_gate(soc),
    }
    .render()
    .expect("soc template renders");
    Artifact::new(format!("rtl/{}.v", soc.top_module), text)
}
