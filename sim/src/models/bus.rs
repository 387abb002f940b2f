//! Golden model of the register-bus slave adapter (APB4 or AXI4-Lite), shared
//! by every design that has a register window, with the access policy's gate
//! in front of the block: a refused request reaches no block, and the
//! adapter answers it itself.

mod gate;
mod ports;

pub use gate::Gate;
pub(crate) use ports::{apb, axi};
pub use ports::{APB, AXI};

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
    /// A read the policy refused is taken at this edge (`rd` is false): the
    /// adapter answers it.
    pub rd_denied: bool,
    /// Likewise a write.
    pub wr_denied: bool,
}

impl Request {
    /// The 32-bit mask of the written byte lanes.
    pub fn lane_mask(&self) -> u32 {
        (0..4)
            .filter(|b| self.wstrb >> b & 1 == 1)
            .fold(0, |m, b| m | (0xFF << (8 * b)))
    }
}

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
///
/// A request the gate refuses reaches no block. APB answers it in its
/// access phase at once (no wait states), PRDATA 0; AXI4-Lite takes it with
/// the usual handshake and timing and answers RDATA 0. Either way the
/// response is an error or OKAY as the design's `denied` says.
#[derive(Debug, Clone, Default)]
pub struct BusSlave {
    bus: Bus,
    pins: Vec<Pin>,
    /// Read wait states.
    rwait: u32,
    gate: Gate,
    /// Edges since the read in flight was taken, if one is.
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
    /// reads take `rwait` wait states, behind `gate`.
    pub fn new(bus: Bus, layout: &Layout, rwait: u32, gate: Gate) -> Self {
        Self {
            bus,
            pins: bus_pins(bus, layout),
            rwait,
            gate,
            ..Self::default()
        }
    }

    /// Back to the reset state.
    pub fn reset(&mut self) {
        *self = Self {
            bus: self.bus,
            pins: std::mem::take(&mut self.pins),
            rwait: self.rwait,
            gate: std::mem::take(&mut self.gate),
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
        let (rd, wr, raddr, waddr, rprot, wprot) = match self.bus {
            Bus::Apb => {
                let setup = g(apb::PSEL) == 1 && g(apb::PENABLE) == 0;
                let write = g(apb::PWRITE) == 1;
                let word = g(apb::PADDR) >> 2;
                let prot = g(apb::PPROT);
                (setup && !write, setup && write, word, word, prot, prot)
            }
            Bus::Axi4Lite => {
                let b_free = !self.bvalid || g(axi::BREADY) == 1;
                let r_free = (!self.rvalid || g(axi::RREADY) == 1) && self.age.is_none();
                (
                    g(axi::ARVALID) == 1 && r_free,
                    g(axi::AWVALID) == 1 && g(axi::WVALID) == 1 && b_free,
                    g(axi::ARADDR) >> 2,
                    g(axi::AWADDR) >> 2,
                    g(axi::ARPROT),
                    g(axi::AWPROT),
                )
            }
        };
        let rd_deny = rd && self.gate.refuses_read(raddr, rprot);
        let wr_deny = wr && self.gate.refuses_write(waddr, wprot);
        let (wdata, wstrb) = match self.bus {
            Bus::Apb => (g(apb::PWDATA), g(apb::PSTRB)),
            Bus::Axi4Lite => (g(axi::WDATA), g(axi::WSTRB)),
        };
        Request {
            rd: rd && !rd_deny,
            raddr,
            wr: wr && !wr_deny,
            waddr,
            wdata,
            wstrb,
            rd_denied: rd_deny,
            wr_denied: wr_deny,
        }
    }

    /// Drives the slave's outputs for the current inputs; `err_of(word)` is
    /// whether an access of that word address answers with an error.
    #[inline]
    pub fn outputs(&self, inp: &[u32], out: &mut [u32], err_of: impl Fn(u32) -> bool) {
        match self.bus {
            Bus::Apb => self.apb_outputs(inp, out, err_of),
            Bus::Axi4Lite => {
                let p = &self.pins;
                let req = self.request(inp);
                let w_take = req.wr || req.wr_denied;
                p[axi::AWREADY].set(out, w_take.into());
                p[axi::WREADY].set(out, w_take.into());
                p[axi::BRESP].set(out, self.bresp);
                p[axi::BVALID].set(out, self.bvalid.into());
                let r_free = !self.rvalid || self.g(inp, axi::RREADY) == 1;
                p[axi::ARREADY].set(out, (r_free && self.age.is_none()).into());
                p[axi::RDATA].set(out, self.rdata);
                p[axi::RRESP].set(out, self.rresp);
                p[axi::RVALID].set(out, self.rvalid.into());
            }
        }
    }

    /// APB's outputs. The gate judges the address and PPROT on the bus
    /// whatever the phase, as the adapter does: a read it refuses needs no
    /// wait state and shows PRDATA 0.
    #[inline]
    fn apb_outputs(&self, inp: &[u32], out: &mut [u32], err_of: impl Fn(u32) -> bool) {
        let p = &self.pins;
        let g = |i| self.g(inp, i);
        let access = g(apb::PSEL) == 1 && g(apb::PENABLE) == 1;
        let write = g(apb::PWRITE) == 1;
        let (word, prot) = (g(apb::PADDR) >> 2, g(apb::PPROT));
        let rd_deny = self.gate.refuses_read(word, prot);
        let deny = if write {
            self.gate.refuses_write(word, prot)
        } else {
            rd_deny
        };
        let wait = self.rwait > 0 && !write && !rd_deny && !self.answering;
        p[apb::PREADY].set(out, (!wait).into());
        let data = if self.answering && !rd_deny {
            self.answer
        } else {
            0
        };
        p[apb::PRDATA].set(out, data);
        let err = if deny {
            self.gate.deny_err
        } else {
            err_of(word)
        };
        p[apb::PSLVERR].set(out, (access && err).into());
    }

    /// The clock edge: registers the responses to `req`; a read's answer is
    /// `rdata` and `rerr`, or, with wait states, what `deliver` gives later.
    /// A refused read's answer is 0 and the denial's response.
    pub fn edge(&mut self, inp: &[u32], req: &Request, rdata: u32, rerr: bool, werr: bool) {
        let deny_resp = if self.gate.deny_err { 2 } else { 0 };
        if self.bus == Bus::Axi4Lite {
            let bready = self.g(inp, axi::BREADY) == 1;
            let rready = self.g(inp, axi::RREADY) == 1;
            if req.wr_denied {
                self.bvalid = true;
                self.bresp = deny_resp;
            } else if req.wr {
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
        // AXI4-Lite takes a refused read as any other; APB never sees one
        // here (it is answered in its access phase).
        let taken = req.rd || (req.rd_denied && self.bus == Bus::Axi4Lite);
        self.age = match self.age {
            Some(k) if k < self.rwait => Some(k + 1),
            _ if taken => Some(0),
            _ => None,
        };
        self.answering = self.age == Some(self.rwait);
        if req.rd {
            self.answer = rdata;
            self.answer_err = rerr;
        } else if taken {
            self.answer = 0;
            self.answer_err = deny_resp != 0;
        }
    }
}
