//! Golden model of the register-bus slave adapter (APB4 or AXI4-Lite), shared
//! by every design that has a register window.

use crate::cfg::Bus;
use crate::layout::{Layout, Pin};

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
pub fn bus_pins(bus: Bus, layout: &Layout) -> Vec<Pin> {
    bus_pins_prefixed(bus, layout, "")
}

/// [`bus_pins`] of ports named `<prefix><bus port>` (a second bus of a top).
pub fn bus_pins_prefixed(bus: Bus, layout: &Layout, prefix: &str) -> Vec<Pin> {
    let names: &[&str] = match bus {
        Bus::Apb => &APB,
        Bus::Axi4Lite => &AXI,
    };
    names
        .iter()
        .map(|n| layout.pin_of(&format!("{prefix}{n}")))
        .collect()
}

/// The slave's state. A block answers a read `rwait` cycles after the
/// cycle after the request (the adapter holds the address meanwhile); APB
/// passes that answer straight to PRDATA in the access phase, with `rwait`
/// wait states, and AXI4-Lite registers it and raises RVALID a cycle later.
#[derive(Debug, Clone, Default)]
pub struct BusSlave {
    bus: Bus,
    pins: Vec<Pin>,
    /// Read wait states.
    rwait: u32,
    /// Edges since the read in flight was requested, if one is.
    age: Option<u32>,
    /// The read's answer is out this cycle.
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
    /// A slave of protocol `bus` on the ports of `layout`, in reset, whose
    /// reads take `rwait` wait states.
    pub fn new(bus: Bus, layout: &Layout, rwait: u32) -> Self {
        Self {
            bus,
            pins: bus_pins(bus, layout),
            rwait,
            ..Self::default()
        }
    }

    /// Back to the reset state.
    pub fn reset(&mut self) {
        *self = Self {
            bus: self.bus,
            pins: std::mem::take(&mut self.pins),
            rwait: self.rwait,
            ..Self::default()
        };
    }

    /// The answer of the read in flight, once the block has it: out when
    /// the read's wait states are over.
    pub fn deliver(&mut self, data: u32, err: bool) {
        self.answer = data;
        self.answer_err = err;
    }

    #[inline]
    fn g(&self, inp: &[u32], i: usize) -> u32 {
        self.pins[i].get(inp)
    }

    /// The access the adapter presents this cycle (byte addresses → words).
    // Always inlined: returned through memory, its fields were stored one
    // by one and read back as a block, which stalls on every call.
    #[inline(always)]
    pub fn request(&self, inp: &[u32]) -> Request {
        let g = |i| self.g(inp, i);
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
                let r_free = (!self.rvalid || g(16) == 1) && self.age.is_none();
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
    #[inline]
    pub fn outputs(&self, inp: &[u32], out: &mut [u32], err_of: impl Fn(u32) -> bool) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => {
                let g = |i| self.g(inp, i);
                let access = g(0) == 1 && g(1) == 1;
                let wait = self.rwait > 0 && g(2) == 0 && !self.answering;
                p[6].set(out, (!wait).into());
                p[7].set(out, if self.answering { self.answer } else { 0 });
                p[8].set(out, (access && err_of(g(3) >> 2)).into());
            }
            Bus::Axi4Lite => {
                let req = self.request(inp);
                p[2].set(out, req.wr.into());
                p[6].set(out, req.wr.into());
                p[7].set(out, self.bresp);
                p[8].set(out, self.bvalid.into());
                let r_free = !self.rvalid || self.g(inp, 16) == 1;
                p[12].set(out, (r_free && self.age.is_none()).into());
                p[13].set(out, self.rdata);
                p[14].set(out, self.rresp);
                p[15].set(out, self.rvalid.into());
            }
        }
    }

    /// The clock edge: registers the responses to `req`; a read's answer is
    /// `rdata` and `rerr`, or, with wait states, what `deliver` gives later.
    pub fn edge(&mut self, inp: &[u32], req: &Request, rdata: u32, rerr: bool, werr: bool) {
        match self.bus {
            Bus::Apb => {}
            Bus::Axi4Lite => {
                let bready = self.g(inp, 9) == 1;
                let rready = self.g(inp, 16) == 1;
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
        self.age = match self.age {
            Some(k) if k < self.rwait => Some(k + 1),
            _ if req.rd => Some(0),
            _ => None,
        };
        self.answering = self.age == Some(self.rwait);
        if req.rd {
            self.answer = rdata;
            self.answer_err = rerr;
        }
    }
}
