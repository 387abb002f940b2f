//! The bus slaves a monitor SoC can speak. Each protocol is one
//! [`BusInterface`] in a file of its own, with its adapter template beside it
//! (`templates/verilog/bus/<protocol>.v`); everything that depends on the
//! protocol (module name, label, ports, adapter text) asks [`interface`].

use super::Reset;
use crate::model::ports::Port;
use crate::model::{BusKind, Soc};

mod apb;
mod axil;

pub(crate) use apb::APB;
pub(crate) use axil::AXIL;

/// One bus protocol: what the Verilog, formal and reference-SoC emitters
/// and the port lists need to know about it.
pub(crate) trait BusInterface: Sync {
    /// Short tag of the protocol in file and module names (`apb`).
    fn tag(&self) -> &'static str;

    /// Protocol label in generated comments (`APB4`).
    fn protocol(&self) -> &'static str;

    /// Whether this is APB4: the harness templates drive each protocol's
    /// handshake in a branch of their own, and the reference core reaches an
    /// APB4 slave through the AXI4-Lite to APB4 bridge.
    fn is_apb(&self) -> bool;

    /// Ports of the slave with `aw` byte-address bits.
    fn ports(&self, aw: u32) -> Vec<Port>;

    /// Text of the bus adapter module `module`.
    fn render(&self, header: &str, module: &str, rst: &Reset) -> String;

    /// Verilog module name of the SoC's bus adapter.
    fn module_name(&self, soc: &Soc) -> String {
        format!("{}_bus_{}", soc.name, self.tag())
    }
}

/// The protocol of `bus`.
pub(crate) fn interface(bus: BusKind) -> &'static dyn BusInterface {
    match bus {
        BusKind::Apb => &APB,
        BusKind::Axi4Lite => &AXIL,
    }
}
