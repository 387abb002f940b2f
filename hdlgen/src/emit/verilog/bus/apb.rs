//! APB4 slave: zero wait states, or RWAIT on reads for a block that answers
//! late.

use askama::Template;

use super::{BusInterface, Reset};
use crate::model::ports::{port, Dir, Port};

/// The APB4 protocol.
pub(crate) struct Apb;

/// The one APB4 instance [`super::interface`] hands out.
pub(crate) static APB: Apb = Apb;

#[derive(Template)]
#[template(path = "verilog/bus/apb.v", escape = "none")]
struct AdapterTpl<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

impl BusInterface for Apb {
    fn tag(&self) -> &'static str {
        "apb"
    }

    fn protocol(&self) -> &'static str {
        "APB4"
    }

    fn is_apb(&self) -> bool {
        true
    }

    fn ports(&self, aw: u32) -> Vec<Port> {
        use Dir::*;
        vec![
            port("psel", In, 1),
            port("penable", In, 1),
            port("pwrite", In, 1),
            port("paddr", In, aw),
            port("pwdata", In, 32),
            port("pstrb", In, 4),
            port("pprot", In, 3),
            port("pready", Out, 1),
            port("prdata", Out, 32),
            port("pslverr", Out, 1),
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
