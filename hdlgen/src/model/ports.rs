//! Port lists of the generated top-level modules. The Verilog templates and the
//! simulation harness both read these, so a port can never be wired in one and
//! missing from the other.

use super::{BusKind, Soc};

/// Port direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    /// Driven by the environment.
    In,
    /// Driven by the module.
    Out,
}

impl std::fmt::Display for Dir {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Dir::In => "input ",
            Dir::Out => "output",
        })
    }
}

/// One port of a module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Port {
    /// Verilog name.
    pub name: String,
    /// Direction.
    pub dir: Dir,
    /// Width in bits (1–1024).
    pub width: u32,
    /// Declared with a range even at width 1 (it is indexed, e.g. `irq[0]`).
    pub vector: bool,
}

/// A port, declared with a range when wider than one bit.
pub(crate) fn port(name: impl Into<String>, dir: Dir, width: u32) -> Port {
    Port {
        name: name.into(),
        dir,
        width,
        vector: width > 1,
    }
}

fn vector(name: impl Into<String>, dir: Dir, width: u32) -> Port {
    Port {
        vector: true,
        ..port(name, dir, width)
    }
}

/// Name of the reset port for the SoC's reset polarity.
pub fn reset_port(soc: &Soc) -> &'static str {
    if soc.reset.active_low {
        "rst_n"
    } else {
        "rst"
    }
}

/// Ports of the bus slave with `aw` byte-address bits.
pub fn bus_ports(bus: BusKind, aw: u32) -> Vec<Port> {
    crate::emit::verilog::bus::interface(bus).ports(aw)
}

/// Ports of the stand-alone tile module of `bank`.
pub fn tile_ports(soc: &Soc, bank: usize) -> Vec<Port> {
    use Dir::*;
    let mut v = vec![port("clk", In, 1), port(reset_port(soc), In, 1)];
    v.extend(bus_ports(soc.bus, soc.map.word_bits + 2));
    v.push(vector("ev", In, soc.banks[bank].counters.len() as u32));
    if let Some(p) = soc
        .programmable
        .as_ref()
        .filter(|_| soc.banks[bank].programmable)
    {
        v.push(vector("pev", In, p.events.len() as u32));
    }
    v.push(port("gsnap_set", In, 1));
    v.push(port("gsnap_clr", In, 1));
    v.push(port("gsnap_set_req", Out, 1));
    v.push(port("gsnap_clr_req", Out, 1));
    v.push(port("irq", Out, 1));
    v
}

/// Ports of the SoC wrapper.
pub fn soc_ports(soc: &Soc) -> Vec<Port> {
    use Dir::*;
    let mut v = vec![port("clk", In, 1), port(reset_port(soc), In, 1)];
    v.extend(bus_ports(soc.bus, soc.soc_addr_bits()));
    for t in &soc.tiles {
        v.push(vector(
            format!("ev_{}", t.name),
            In,
            soc.banks[t.bank].counters.len() as u32,
        ));
    }
    if let Some(p) = soc.programmable.as_ref() {
        for t in soc.tiles.iter().filter(|t| soc.banks[t.bank].programmable) {
            v.push(vector(format!("pev_{}", t.name), In, p.events.len() as u32));
        }
    }
    v.push(vector("irq", Out, soc.tiles.len() as u32));
    v
}

/// Ports of the trace packer.
pub fn packer_ports(soc: &Soc) -> Vec<Port> {
    use Dir::*;
    let p = soc.packer.as_ref().expect("the SoC has a packer");
    let mut v = vec![port("clk", In, 1), port(reset_port(soc), In, 1)];
    v.extend(bus_ports(soc.bus, p.window.word_bits + 2));
    v.push(port("valid", In, 1));
    v.push(port("pc", In, p.pc_width));
    v.push(port("instr", In, 32));
    v.push(vector("events", In, p.counters));
    if p.registers > 0 {
        v.push(vector("regs", In, p.registers * p.register_width));
    }
    v.push(port("halt", Out, 1));
    v.push(port("tdata", Out, p.stream_width));
    v.push(port("tlast", Out, 1));
    v.push(port("tvalid", Out, 1));
    v.push(port("tready", In, 1));
    v
}

/// Ports of AutoCounter domain `d`.
pub fn autocounter_ports(soc: &Soc, d: usize) -> Vec<Port> {
    use Dir::*;
    let dom = &soc
        .autocounter
        .as_ref()
        .expect("the SoC has AutoCounters")
        .domains[d];
    let mut v = vec![port("clk", In, 1), port(reset_port(soc), In, 1)];
    v.extend(bus_ports(soc.bus, dom.window.word_bits + 2));
    v.push(port("target_reset", In, 1));
    v.push(port("trigger", In, 1));
    for c in &dom.counters {
        v.push(port(format!("ev_{}", c.label), In, c.width));
    }
    v
}

/// Ports of the reference SoC (`model::core`): clock, reset, the RAM
/// loader, `halt` (holds the core's bus handshakes) and the harness's event
/// traffic in; then, out, the monitor SoC's
/// own inputs and outputs as it sees them (named `m_<port>`, in the order of
/// [`soc_ports`]: their words are the monitor SoC's port words, so its golden
/// model steps from them), the core's RVFI and bus handshakes, the console,
/// and slave errors; then the packer's halt and stream (`t_*`, with
/// `t_ready` in) and the harness's bus to the AutoCounter domains at the
/// base clock (`h_*`), where the SoC has them.
pub fn refsoc_ports(soc: &Soc) -> Vec<Port> {
    use Dir::*;
    let core = soc.core.as_ref().expect("the SoC has a core");
    let mon = soc_ports(soc);
    let mut v = vec![
        port("clk", In, 1),
        port(reset_port(soc), In, 1),
        port("ld_en", In, 1),
        port("ld_addr", In, core.ram.trailing_zeros() - 2),
        port("ld_data", In, 32),
        port("halt", In, 1),
    ];
    v.extend(
        mon.iter()
            .filter(|p| p.dir == In && (p.name.starts_with("ev_") || p.name.starts_with("pev_")))
            .cloned(),
    );
    for dir in [In, Out] {
        for p in mon.iter().filter(|p| p.dir == dir && p.name != "clk") {
            v.push(Port {
                name: format!("m_{}", p.name),
                dir: Out,
                ..p.clone()
            });
        }
    }
    if soc.packer.is_some() {
        v.push(port("t_ready", In, 1));
    }
    let host = soc.autocounter.as_ref().and_then(|a| a.base_clock_bus());
    let host_ports: Vec<Port> = host
        .map(|(_, aw)| {
            bus_ports(soc.bus, aw)
                .into_iter()
                .map(|p| Port {
                    name: format!("h_{}", p.name),
                    ..p
                })
                .collect()
        })
        .unwrap_or_default();
    v.extend(host_ports.iter().filter(|p| p.dir == In).cloned());
    for (name, width) in REFSOC_OUTPUTS {
        v.push(port(*name, Out, *width));
    }
    if let Some(p) = soc.packer.as_ref() {
        v.push(port("pk_halt", Out, 1));
        v.push(port("t_valid", Out, 1));
        v.push(port("t_last", Out, 1));
        v.push(vector("t_data", Out, p.stream_width));
    }
    v.extend(host_ports.into_iter().filter(|p| p.dir == Out));
    v
}

/// The reference SoC's own outputs after the monitor SoC's.
const REFSOC_OUTPUTS: &[(&str, u32)] = &[
    ("trap", 1),
    ("rvfi_valid", 1),
    ("rvfi_insn", 32),
    ("rvfi_pc_rdata", 32),
    ("rvfi_pc_wdata", 32),
    ("rvfi_rd_addr", 5),
    ("rvfi_rd_wdata", 32),
    ("rvfi_mem_addr", 32),
    ("rvfi_mem_rmask", 4),
    ("rvfi_mem_wmask", 4),
    ("rvfi_mem_rdata", 32),
    ("rvfi_mem_wdata", 32),
    ("rvfi_trap", 1),
    ("rvfi_intr", 1),
    ("c_awvalid", 1),
    ("c_awready", 1),
    ("c_wvalid", 1),
    ("c_arvalid", 1),
    ("c_arready", 1),
    ("c_bvalid", 1),
    ("c_rvalid", 1),
    ("con_valid", 1),
    ("con_data", 8),
    ("exit_valid", 1),
    ("exit_status", 32),
    ("bus_err", 1),
    ("bus_err_write", 1),
    ("bus_err_addr", 32),
];
