//! Golden model of the register-bus slave adapter (APB4 or AXI4-Lite), shared
//! by every design that has a register window.

use crate::cfg::Bus;
use crate::layout::Layout;

/// A register access as the adapter presents it in one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Request {
    /// A read of `raddr` completes at this edge.
    pub rd: bool,
    /// Word address read.
    pub raddr: u32,
    /// A write of `waddr` completes at this edge.
    pub wr: bool,
    /// Word address written.
    pub waddr: u32,
    /// Data written.
    pub wdata: u32,
    /// Byte strobes.
    pub wstrb: u32,
}

impl Request {
    /// The 32-bit mask of the written byte lanes.
    pub fn lane_mask(&self) -> u32 {
        (0..4)
            .filter(|b| self.wstrb >> b & 1 == 1)
            .fold(0, |m, b| m | (0xFF << (8 * b)))
    }
}

/// APB4 port names, in the order the slave model and the master both use.
pub const APB: [&str; 9] = [
    "psel", "penable", "pwrite", "paddr", "pwdata", "pstrb", "pready", "prdata", "pslverr",
];
/// AXI4-Lite port names, likewise.
pub const AXI: [&str; 17] = [
    "awaddr", "awvalid", "awready", "wdata", "wstrb", "wvalid", "wready", "bresp", "bvalid",
    "bready", "araddr", "arvalid", "arready", "rdata", "rresp", "rvalid", "rready",
];

/// Indices in `layout` of the bus ports, in the order of `APB` / `AXI`.
pub fn bus_pins(bus: Bus, layout: &Layout) -> Vec<usize> {
    let names: &[&str] = match bus {
        Bus::Apb => &APB,
        Bus::Axi4Lite => &AXI,
    };
    names.iter().map(|n| layout.port(n)).collect()
}

/// The slave's state. Every block answers a read in the cycle after the
/// request (the adapter holds the address meanwhile); APB passes that answer
/// straight to PRDATA in the access phase, AXI4-Lite registers it and raises
/// RVALID a cycle later.
#[derive(Debug, Clone, Default)]
pub struct BusSlave {
    bus: Bus,
    pins: Vec<usize>,
    /// A read was requested at the last edge: its answer is out this cycle.
    answering: bool,
    answer: u32,
    answer_err: bool,
    bvalid: bool,
    bresp: u32,
    rvalid: bool,
    rdata: u32,
    rresp: u32,
}

impl BusSlave {
    /// A slave of protocol `bus` on the ports of `layout`, in reset.
    pub fn new(bus: Bus, layout: &Layout) -> Self {
        Self {
            bus,
            pins: bus_pins(bus, layout),
            ..Self::default()
        }
    }

    /// Back to the reset state.
    pub fn reset(&mut self) {
        *self = Self {
            bus: self.bus,
            pins: std::mem::take(&mut self.pins),
            ..Self::default()
        };
    }

    #[inline]
    fn g(&self, l: &Layout, inp: &[u32], i: usize) -> u32 {
        l.get(inp, self.pins[i]) as u32
    }

    /// The access the adapter presents this cycle (byte addresses → words).
    pub fn request(&self, l: &Layout, inp: &[u32]) -> Request {
        let g = |i| self.g(l, inp, i);
        match self.bus {
            Bus::Apb => {
                let setup = g(0) == 1 && g(1) == 0;
                let write = g(2) == 1;
                Request {
                    rd: setup && !write,
                    wr: setup && write,
                    raddr: g(3) >> 2,
                    waddr: g(3) >> 2,
                    wdata: g(4),
                    wstrb: g(5),
                }
            }
            Bus::Axi4Lite => {
                let b_free = !self.bvalid || g(9) == 1;
                let r_free = (!self.rvalid || g(16) == 1) && !self.answering;
                Request {
                    wr: g(1) == 1 && g(5) == 1 && b_free,
                    waddr: g(0) >> 2,
                    wdata: g(3),
                    wstrb: g(4),
                    rd: g(11) == 1 && r_free,
                    raddr: g(10) >> 2,
                }
            }
        }
    }

    /// Drives the slave's outputs for the current inputs; `err_of(word)` is
    /// whether an access of that word address answers with an error.
    pub fn outputs(&self, l: &Layout, inp: &[u32], out: &mut [u32], err_of: &dyn Fn(u32) -> bool) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => {
                let g = |i| self.g(l, inp, i);
                let access = g(0) == 1 && g(1) == 1;
                l.set(out, p[6], 1);
                l.set(
                    out,
                    p[7],
                    if self.answering { self.answer } else { 0 }.into(),
                );
                l.set(out, p[8], (access && err_of(g(3) >> 2)).into());
            }
            Bus::Axi4Lite => {
                let req = self.request(l, inp);
                l.set(out, p[2], req.wr.into());
                l.set(out, p[6], req.wr.into());
                l.set(out, p[7], self.bresp.into());
                l.set(out, p[8], self.bvalid.into());
                let r_free = !self.rvalid || self.g(l, inp, 16) == 1;
                l.set(out, p[12], (r_free && !self.answering).into());
                l.set(out, p[13], self.rdata.into());
                l.set(out, p[14], self.rresp.into());
                l.set(out, p[15], self.rvalid.into());
            }
        }
    }

    /// The clock edge: registers the responses to `req`.
    pub fn edge(
        &mut self,
        l: &Layout,
        inp: &[u32],
        req: &Request,
        rdata: u32,
        rerr: bool,
        werr: bool,
    ) {
        match self.bus {
            Bus::Apb => {}
            Bus::Axi4Lite => {
                let bready = self.g(l, inp, 9) == 1;
                let rready = self.g(l, inp, 16) == 1;
                if req.wr {
                    self.bvalid = true;
                    self.bresp = if werr { 2 } else { 0 };
                } else if bready {
                    self.bvalid = false;
                }
                if self.answering {
                    self.rvalid = true;
                    self.rdata = self.answer;
                    self.rresp = if self.answer_err { 2 } else { 0 };
                } else if rready {
                    self.rvalid = false;
                }
            }
        }
        self.answering = req.rd;
        if req.rd {
            self.answer = rdata;
            self.answer_err = rerr;
        }
    }
}
