//! AXI4-Lite slave: one read in flight, responses registered and held until
//! accepted.

use askama::Template;

use super::{BusInterface, Reset};
use crate::model::ports::{port, Dir, Port};

/// The AXI4-Lite protocol.
pub(crate) struct Axil;

/// The one AXI4-Lite instance [`super::interface`] hands out.
pub(crate) static AXIL: Axil = Axil;

#[derive(Template)]
#[template(path = "verilog/bus/axil.v", escape = "none")]
struct AdapterTpl<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

impl BusInterface for Axil {
    fn tag(&self) -> &'static str {
        "axil"
    }

    fn protocol(&self) -> &'static str {
        "AXI4-Lite"
    }

    fn is_apb(&self) -> bool {
        false
    }

    fn ports(&self, aw: u32) -> Vec<Port> {
        use Dir::*;
        vec![
            port("awaddr", In, aw),
            port("awprot", In, 3),
            port("awvalid", In, 1),
            port("awready", Out, 1),
            port("wdata", In, 32),
            port("wstrb", In, 4),
            port("wvalid", In, 1),
            port("wready", Out, 1),
            port("bresp", Out, 2),
            port("bvalid", Out, 1),
            port("bready", In, 1),
            port("araddr", In, aw),
            port("arprot", In, 3),
            port("arvalid", In, 1),
            port("arready", Out, 1),
            port("rdata", Out, 32),
            port("rresp", Out, 2),
            port("rvalid", Out, 1),
            port("rready", In, 1),
        ]
    }

    fn render(&self, header: &str, module: &str, rst: &Reset) -> String {
        AdapterTpl {
            header,
            module,
            rst,
        }
        .render()
        .expect("bus template renders")
    }
}
