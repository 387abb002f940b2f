//! Verilog-2005 emitter: bus adapter, one bank per tile kind, one stand-alone
//! tile per kind, the SoC wrapper, the trace packer and the AutoCounter
//! domains.

use askama::Template;

use super::Artifact;
use crate::model::ports::{self, Port};
use crate::model::{BusKind, SnapshotStyle, Soc, Unmapped, COMPACT_READ_WAIT};

mod autocounter;
mod bank;
mod compact;
mod packer;
mod read_path;

/// Reset text of every `always` block, decided once from the description.
pub(super) struct Reset {
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
#[template(path = "verilog/bus_apb.v", escape = "none")]
struct BusApb<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

#[derive(Template)]
#[template(path = "verilog/bus_axil.v", escape = "none")]
struct BusAxil<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
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
    aw: u32,
    /// Read wait states of the window's blocks (the bus adapter's RWAIT).
    rwait: u32,
    rsp_kind: &'static str,
    prog: bool,
}

struct TileView {
    index: u32,
    name: String,
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
    match soc.bus {
        BusKind::Apb => format!("{}_bus_apb", soc.name),
        BusKind::Axi4Lite => format!("{}_bus_axil", soc.name),
    }
}

fn bus_name(soc: &Soc) -> &'static str {
    match soc.bus {
        BusKind::Apb => "APB4",
        BusKind::Axi4Lite => "AXI4-Lite",
    }
}

/// Every Verilog file for `soc`, under `rtl/`.
pub fn emit(soc: &Soc, header: &str) -> Vec<Artifact> {
    let rst = reset(soc);
    let mut out = Vec::new();
    let bus_module = bus_module(soc);
    let bus_text = match soc.bus {
        BusKind::Apb => BusApb {
            header,
            module: &bus_module,
            rst: &rst,
        }
        .render(),
        BusKind::Axi4Lite => BusAxil {
            header,
            module: &bus_module,
            rst: &rst,
        }
        .render(),
    }
    .expect("bus template renders");
    out.push(Artifact::new(format!("rtl/{bus_module}.v"), bus_text));
    let window = format!("{:#x}", soc.map.stride);
    for (i, b) in soc.banks.iter().enumerate() {
        out.push(Artifact::new(
            format!("rtl/{}.v", b.module),
            if b.compact.is_some() {
                compact::emit(soc, i, header, &rst)
            } else {
                bank::emit(soc, i, header, &rst)
            },
        ));
        let tile = TileTpl {
            header,
            module: &b.tile_module,
            kind: &b.kind,
            bus_name: bus_name(soc),
            window: window.clone(),
            rst: &rst,
            ports: ports::tile_ports(soc, i),
            bus_ports: ports::bus_ports(soc.bus, soc.map.word_bits + 2),
            bus_module: &bus_module,
            bank_module: &b.module,
            aw: soc.map.word_bits + 2,
            rwait: read_wait(soc),
            rsp_kind: "wire",
            prog: b.programmable,
        }
        .render()
        .expect("tile template renders");
        out.push(Artifact::new(format!("rtl/{}.v", b.tile_module), tile));
    }
    let tiles = soc
        .tiles
        .iter()
        .map(|t| TileView {
            index: t.index,
            name: t.name.clone(),
            kind: soc.banks[t.bank].kind.clone(),
            bank_module: soc.banks[t.bank].module.clone(),
            prog: soc.banks[t.bank].programmable,
        })
        .collect();
    let top = SocTpl {
        header,
        module: &soc.top_module,
        bus_name: bus_name(soc),
        window,
        rst: &rst,
        ports: ports::soc_ports(soc),
        bus_ports: ports::bus_ports(soc.bus, soc.soc_addr_bits()),
        bus_module: &bus_module,
        tiles,
        aw: soc.soc_addr_bits(),
        rwait: read_wait(soc),
        wb: soc.map.word_bits,
        tile_bits: soc.tile_bits(),
        window_full: soc.tiles.len() == 1 << soc.tile_bits(),
        unmapped_err: unmapped_err(soc),
        rsp_kind: "reg ",
    }
    .render()
    .expect("soc template renders");
    out.push(Artifact::new(format!("rtl/{}.v", soc.top_module), top));
    if let Some((path, text)) = packer::emit(soc, header, &rst) {
        out.push(Artifact::new(path, text));
    }
    out.extend(autocounter::emit(soc, header, &rst));
    out
}
