//! Bus masters that drive the design's slave port by the protocol's rules:
//! APB4 setup/access phases; AXI4-Lite valid held until ready, random delays
//! and random BREADY/RREADY back-pressure. Each transfer carries protection
//! bits (PPROT, AxPROT), held with its address.

use std::collections::VecDeque;

use crate::cfg::{Bus, PROT_TRUSTED};
use crate::layout::{Layout, Pin};
use crate::models::bus::{apb, axi, bus_pins_prefixed};
use crate::rng::Rng;

/// One bus operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Read the word at byte address `addr`.
    Read {
        /// Byte address.
        addr: u32,
    },
    /// Write `data` with byte strobes `strb` at byte address `addr`.
    Write {
        /// Byte address.
        addr: u32,
        /// Data.
        data: u32,
        /// Byte strobes.
        strb: u32,
    },
}

/// A finished operation and its response.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Done {
    /// The operation.
    pub op: Op,
    /// Read data (0 for writes).
    pub data: u32,
    /// Error response.
    pub err: bool,
    /// Cycle whose clock edge performed the access in the slave.
    pub commit: u64,
    /// The protection bits it carried.
    pub prot: u32,
}

/// How a master chooses the protection bits of the operations it is given
/// with [`Master::push`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prot {
    /// These bits on every transfer and on the idle bus.
    Fixed(u32),
    /// Three random bits per transfer (and noise on the idle bus), from a
    /// stream of their own: the rest of the stimulus is the same whatever
    /// they are.
    Random,
}

#[derive(Debug, Clone, Copy)]
enum ApbPhase {
    Idle,
    Setup(Op, u32),
    Access(Op, u32, u64),
}

#[derive(Debug, Clone, Copy)]
struct Pending {
    op: Op,
    prot: u32,
    aw_at: u64,
    w_at: u64,
}

/// A protocol-following bus master.
pub struct Master {
    bus: Bus,
    pins: Vec<Pin>,
    /// Operations waiting, with their protection bits.
    queue: VecDeque<(Op, u32)>,
    apb: ApbPhase,
    wr: Option<Pending>,
    rd: Option<(Op, u32, u64)>,
    b_expect: VecDeque<(Op, u32, u64)>,
    r_expect: VecDeque<(Op, u32, u64)>,
    bready: bool,
    rready: bool,
    prot_rng: Rng,
    /// Percent chance per cycle that BREADY/RREADY are high (AXI) — back-pressure.
    pub ready_percent: u64,
    /// Largest random delay before asserting a valid (AXI), in cycles.
    pub max_delay: u64,
    /// Protection bits of what [`Master::push`] queues: privileged and
    /// secure, as the harness's own software, until a random run says
    /// otherwise.
    pub prot: Prot,
}

impl Master {
    /// A master for `bus` on the ports of `layout`.
    pub fn new(bus: Bus, layout: &Layout) -> Self {
        Self::with_prefix(bus, layout, "")
    }

    /// A master for `bus` on the ports `<prefix><bus port>` of `layout`.
    pub fn with_prefix(bus: Bus, layout: &Layout, prefix: &str) -> Self {
        Self {
            bus,
            pins: bus_pins_prefixed(bus, layout, prefix),
            queue: VecDeque::new(),
            apb: ApbPhase::Idle,
            wr: None,
            rd: None,
            b_expect: VecDeque::new(),
            r_expect: VecDeque::new(),
            bready: true,
            rready: true,
            prot_rng: Rng::new(0x7072_6f74),
            ready_percent: 100,
            max_delay: 0,
            prot: Prot::Fixed(PROT_TRUSTED),
        }
    }

    /// A master for `bus` on the ports of `layout` whose random protection
    /// bits follow `seed`.
    pub fn seeded(bus: Bus, layout: &Layout, seed: u64) -> Self {
        let mut m = Self::new(bus, layout);
        m.seed_prot(seed);
        m
    }

    /// Seeds the stream random protection bits are drawn from.
    pub fn seed_prot(&mut self, seed: u64) {
        self.prot_rng = Rng::new(seed ^ 0x7072_6f74);
    }

    /// Bits as `self.prot` says: for the next transfer, or the idle bus.
    fn next_prot(&mut self) -> u32 {
        match self.prot {
            Prot::Fixed(p) => p,
            Prot::Random => self.prot_rng.below(8) as u32,
        }
    }

    /// Queues an operation, with protection bits as [`Master::prot`] says.
    pub fn push(&mut self, op: Op) {
        let prot = self.next_prot();
        self.queue.push_back((op, prot));
    }

    /// Queues an operation carrying protection bits `prot`.
    pub fn push_as(&mut self, op: Op, prot: u32) {
        self.queue.push_back((op, prot));
    }

    /// Operations queued or in flight.
    pub fn busy(&self) -> usize {
        self.queue.len()
            + usize::from(!matches!(self.apb, ApbPhase::Idle))
            + usize::from(self.wr.is_some())
            + usize::from(self.rd.is_some())
            + self.b_expect.len()
            + self.r_expect.len()
    }

    /// Abandons everything (the design is being reset).
    pub fn reset(&mut self) {
        self.queue.clear();
        self.apb = ApbPhase::Idle;
        self.wr = None;
        self.rd = None;
        self.b_expect.clear();
        self.r_expect.clear();
    }

    /// Sets this cycle's bus inputs.
    pub fn drive(&mut self, inp: &mut [u32], cycle: u64, rng: &mut Rng) {
        match self.bus {
            Bus::Apb => self.drive_apb(inp, rng),
            Bus::Axi4Lite => self.drive_axi(inp, cycle, rng),
        }
    }

    /// APB: one operation at a time, setup then access phase, its address
    /// and protection bits held through both.
    fn drive_apb(&mut self, inp: &mut [u32], rng: &mut Rng) {
        if let ApbPhase::Idle = self.apb {
            if let Some((op, prot)) = self.queue.pop_front() {
                self.apb = ApbPhase::Setup(op, prot);
            }
        }
        let (sel, en, op, prot) = match self.apb {
            ApbPhase::Idle => (false, false, None, self.next_prot()),
            ApbPhase::Setup(op, prot) => (true, false, Some(op), prot),
            ApbPhase::Access(op, prot, _) => (true, true, Some(op), prot),
        };
        let p = &self.pins;
        p[apb::PSEL].set(inp, sel.into());
        p[apb::PENABLE].set(inp, en.into());
        p[apb::PPROT].set(inp, prot);
        match op {
            Some(Op::Write { addr, data, strb }) => {
                p[apb::PWRITE].set(inp, 1);
                p[apb::PADDR].set(inp, addr);
                p[apb::PWDATA].set(inp, data);
                p[apb::PSTRB].set(inp, strb);
            }
            Some(Op::Read { addr }) => {
                p[apb::PWRITE].set(inp, 0);
                p[apb::PADDR].set(inp, addr);
                p[apb::PWDATA].set(inp, rng.next_u64() as u32);
                p[apb::PSTRB].set(inp, 0);
            }
            None => {
                // Idle bus: other signals are don't-care; drive noise.
                p[apb::PWRITE].set(inp, rng.next_u64() as u32 & 1);
                p[apb::PADDR].set(inp, rng.next_u64() as u32);
                p[apb::PWDATA].set(inp, rng.next_u64() as u32);
                p[apb::PSTRB].set(inp, rng.next_u64() as u32);
            }
        }
    }

    /// AXI4-Lite: takes the next operation into its channel's slot, keeping
    /// order, with its random valid delays.
    fn take_axi(&mut self, cycle: u64, rng: &mut Rng) {
        match self.queue.front() {
            Some((Op::Write { .. }, _)) if self.wr.is_none() => {
                let (op, prot) = self.queue.pop_front().expect("front exists");
                let d = self.max_delay + 1;
                self.wr = Some(Pending {
                    op,
                    prot,
                    aw_at: cycle + rng.below(d),
                    w_at: cycle + rng.below(d),
                });
            }
            Some((Op::Read { .. }, _)) if self.rd.is_none() => {
                let (op, prot) = self.queue.pop_front().expect("front exists");
                self.rd = Some((op, prot, cycle + rng.below(self.max_delay + 1)));
            }
            _ => {}
        }
    }

    /// AXI4-Lite: each channel's valid raised after a random delay.
    fn drive_axi(&mut self, inp: &mut [u32], cycle: u64, rng: &mut Rng) {
        self.take_axi(cycle, rng);
        let (awv, wv, addr, data, strb, awprot) = match self.wr {
            Some(Pending {
                op: Op::Write { addr, data, strb },
                prot,
                aw_at,
                w_at,
            }) => (cycle >= aw_at, cycle >= w_at, addr, data, strb, prot),
            _ => (
                false,
                false,
                rng.next_u64() as u32,
                rng.next_u64() as u32,
                rng.next_u64() as u32,
                self.next_prot(),
            ),
        };
        let (arv, raddr, arprot) = match self.rd {
            Some((Op::Read { addr }, prot, at)) => (cycle >= at, addr, prot),
            _ => (false, rng.next_u64() as u32, self.next_prot()),
        };
        let p = &self.pins;
        p[axi::AWADDR].set(inp, addr);
        p[axi::AWPROT].set(inp, awprot);
        p[axi::AWVALID].set(inp, awv.into());
        p[axi::WDATA].set(inp, data);
        p[axi::WSTRB].set(inp, strb);
        p[axi::WVALID].set(inp, wv.into());
        p[axi::ARADDR].set(inp, raddr);
        p[axi::ARPROT].set(inp, arprot);
        p[axi::ARVALID].set(inp, arv.into());
        self.bready = rng.below(100) < self.ready_percent;
        self.rready = rng.below(100) < self.ready_percent;
        p[axi::BREADY].set(inp, self.bready.into());
        p[axi::RREADY].set(inp, self.rready.into());
    }

    /// Reads this cycle's outputs (before the edge) and appends what
    /// completed to `done` (no allocation per cycle).
    pub fn observe(&mut self, inp: &[u32], out: &[u32], cycle: u64, done: &mut Vec<Done>) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => match self.apb {
                ApbPhase::Idle => {}
                ApbPhase::Setup(op, prot) => self.apb = ApbPhase::Access(op, prot, cycle),
                ApbPhase::Access(op, prot, commit) => {
                    if p[apb::PREADY].get(out) == 1 {
                        done.push(Done {
                            op,
                            data: p[apb::PRDATA].get(out),
                            err: p[apb::PSLVERR].get(out) == 1,
                            commit,
                            prot,
                        });
                        self.apb = ApbPhase::Idle;
                    }
                }
            },
            Bus::Axi4Lite => self.observe_axi(inp, out, cycle, done),
        }
    }

    fn observe_axi(&mut self, inp: &[u32], out: &[u32], cycle: u64, done: &mut Vec<Done>) {
        let p = &self.pins;
        // Responses first: a response slot accepted this cycle frees
        // room that the slave may refill at the same edge.
        if p[axi::BVALID].get(out) == 1 && self.bready {
            let (op, prot, commit) = self
                .b_expect
                .pop_front()
                .expect("B response with no write outstanding");
            done.push(Done {
                op,
                data: 0,
                err: p[axi::BRESP].get(out) == 2,
                commit,
                prot,
            });
        }
        if p[axi::RVALID].get(out) == 1 && self.rready {
            let (op, prot, commit) = self
                .r_expect
                .pop_front()
                .expect("R response with no read outstanding");
            done.push(Done {
                op,
                data: p[axi::RDATA].get(out),
                err: p[axi::RRESP].get(out) == 2,
                commit,
                prot,
            });
        }
        let aw = p[axi::AWVALID].get(inp) == 1 && p[axi::AWREADY].get(out) == 1;
        let w = p[axi::WVALID].get(inp) == 1 && p[axi::WREADY].get(out) == 1;
        assert_eq!(aw, w, "this slave takes address and data together");
        if aw {
            let pend = self
                .wr
                .take()
                .expect("write handshake with no write pending");
            self.b_expect.push_back((pend.op, pend.prot, cycle));
        }
        if p[axi::ARVALID].get(inp) == 1 && p[axi::ARREADY].get(out) == 1 {
            let (op, prot, _) = self.rd.take().expect("read handshake with no read pending");
            self.r_expect.push_back((op, prot, cycle));
        }
    }
}
