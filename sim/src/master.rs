//! Bus masters that drive the design's slave port by the protocol's rules:
//! APB4 setup/access phases; AXI4-Lite valid held until ready, random delays
//! and random BREADY/RREADY back-pressure.

use std::collections::VecDeque;

use crate::cfg::Bus;
use crate::layout::{Layout, Pin};
use crate::models::bus::bus_pins_prefixed;
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
}

#[derive(Debug, Clone, Copy)]
enum ApbPhase {
    Idle,
    Setup(Op),
    Access(Op, u64),
}

#[derive(Debug, Clone, Copy)]
struct Pending {
    op: Op,
    aw_at: u64,
    w_at: u64,
}

/// A protocol-following bus master.
pub struct Master {
    bus: Bus,
    pins: Vec<Pin>,
    queue: VecDeque<Op>,
    apb: ApbPhase,
    wr: Option<Pending>,
    rd: Option<(Op, u64)>,
    b_expect: VecDeque<(Op, u64)>,
    r_expect: VecDeque<(Op, u64)>,
    bready: bool,
    rready: bool,
    /// Percent chance per cycle that BREADY/RREADY are high (AXI) — back-pressure.
    pub ready_percent: u64,
    /// Largest random delay before asserting a valid (AXI), in cycles.
    pub max_delay: u64,
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
            ready_percent: 100,
            max_delay: 0,
        }
    }

    /// Queues an operation.
    pub fn push(&mut self, op: Op) {
        self.queue.push_back(op);
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

    /// APB: one operation at a time, setup then access phase.
    fn drive_apb(&mut self, inp: &mut [u32], rng: &mut Rng) {
        let p = &self.pins;
        if let ApbPhase::Idle = self.apb {
            if let Some(op) = self.queue.pop_front() {
                self.apb = ApbPhase::Setup(op);
            }
        }
        let (sel, en, op) = match self.apb {
            ApbPhase::Idle => (false, false, None),
            ApbPhase::Setup(op) => (true, false, Some(op)),
            ApbPhase::Access(op, _) => (true, true, Some(op)),
        };
        p[0].set(inp, sel.into());
        p[1].set(inp, en.into());
        match op {
            Some(Op::Write { addr, data, strb }) => {
                p[2].set(inp, 1);
                p[3].set(inp, addr);
                p[4].set(inp, data);
                p[5].set(inp, strb);
            }
            Some(Op::Read { addr }) => {
                p[2].set(inp, 0);
                p[3].set(inp, addr);
                p[4].set(inp, rng.next_u64() as u32);
                p[5].set(inp, 0);
            }
            None => {
                // Idle bus: other signals are don't-care; drive noise.
                p[2].set(inp, rng.next_u64() as u32 & 1);
                p[3].set(inp, rng.next_u64() as u32);
                p[4].set(inp, rng.next_u64() as u32);
                p[5].set(inp, rng.next_u64() as u32);
            }
        }
    }

    /// AXI4-Lite: each channel's valid raised after a random delay.
    fn drive_axi(&mut self, inp: &mut [u32], cycle: u64, rng: &mut Rng) {
        let p = &self.pins;
        // Take the next operation into its channel's slot, keeping order.
        match self.queue.front() {
            Some(Op::Write { .. }) if self.wr.is_none() => {
                let op = self.queue.pop_front().expect("front exists");
                let d = self.max_delay + 1;
                self.wr = Some(Pending {
                    op,
                    aw_at: cycle + rng.below(d),
                    w_at: cycle + rng.below(d),
                });
            }
            Some(Op::Read { .. }) if self.rd.is_none() => {
                let op = self.queue.pop_front().expect("front exists");
                self.rd = Some((op, cycle + rng.below(self.max_delay + 1)));
            }
            _ => {}
        }
        let (awv, wv, addr, data, strb) = match self.wr {
            Some(Pending {
                op: Op::Write { addr, data, strb },
                aw_at,
                w_at,
            }) => (cycle >= aw_at, cycle >= w_at, addr, data, strb),
            _ => (
                false,
                false,
                rng.next_u64() as u32,
                rng.next_u64() as u32,
                rng.next_u64() as u32,
            ),
        };
        p[0].set(inp, addr);
        p[1].set(inp, awv.into());
        p[3].set(inp, data);
        p[4].set(inp, strb);
        p[5].set(inp, wv.into());
        let (arv, raddr) = match self.rd {
            Some((Op::Read { addr }, at)) => (cycle >= at, addr),
            _ => (false, rng.next_u64() as u32),
        };
        p[10].set(inp, raddr);
        p[11].set(inp, arv.into());
        self.bready = rng.below(100) < self.ready_percent;
        self.rready = rng.below(100) < self.ready_percent;
        p[9].set(inp, self.bready.into());
        p[16].set(inp, self.rready.into());
    }

    /// Reads this cycle's outputs (before the edge) and appends what
    /// completed to `done` (no allocation per cycle).
    pub fn observe(&mut self, inp: &[u32], out: &[u32], cycle: u64, done: &mut Vec<Done>) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => match self.apb {
                ApbPhase::Idle => {}
                ApbPhase::Setup(op) => self.apb = ApbPhase::Access(op, cycle),
                ApbPhase::Access(op, commit) => {
                    if p[6].get(out) == 1 {
                        done.push(Done {
                            op,
                            data: p[7].get(out),
                            err: p[8].get(out) == 1,
                            commit,
                        });
                        self.apb = ApbPhase::Idle;
                    }
                }
            },
            Bus::Axi4Lite => {
                // Responses first: a response slot accepted this cycle frees
                // room that the slave may refill at the same edge.
                if p[8].get(out) == 1 && self.bready {
                    let (op, commit) = self
                        .b_expect
                        .pop_front()
                        .expect("B response with no write outstanding");
                    done.push(Done {
                        op,
                        data: 0,
                        err: p[7].get(out) == 2,
                        commit,
                    });
                }
                if p[15].get(out) == 1 && self.rready {
                    let (op, commit) = self
                        .r_expect
                        .pop_front()
                        .expect("R response with no read outstanding");
                    done.push(Done {
                        op,
                        data: p[13].get(out),
                        err: p[14].get(out) == 2,
                        commit,
                    });
                }
                let aw = p[1].get(inp) == 1 && p[2].get(out) == 1;
                let w = p[5].get(inp) == 1 && p[6].get(out) == 1;
                assert_eq!(aw, w, "this slave takes address and data together");
                if aw {
                    let pend = self
                        .wr
                        .take()
                        .expect("write handshake with no write pending");
                    self.b_expect.push_back((pend.op, cycle));
                }
                if p[11].get(inp) == 1 && p[12].get(out) == 1 {
                    let (op, _) = self.rd.take().expect("read handshake with no read pending");
                    self.r_expect.push_back((op, cycle));
                }
            }
        }
    }
}
