//! Bus masters that drive the design's slave port by the protocol's rules:
//! APB4 setup/access phases; AXI4-Lite valid held until ready, random delays
//! and random BREADY/RREADY back-pressure.

use std::collections::VecDeque;

use crate::cfg::Bus;
use crate::layout::Layout;
use crate::models::bus::bus_pins;
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
    pins: Vec<usize>,
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
        Self {
            bus,
            pins: bus_pins(bus, layout),
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
    pub fn drive(&mut self, l: &Layout, inp: &mut [u32], cycle: u64, rng: &mut Rng) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => {
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
                l.set(inp, p[0], sel.into());
                l.set(inp, p[1], en.into());
                match op {
                    Some(Op::Write { addr, data, strb }) => {
                        l.set(inp, p[2], 1);
                        l.set(inp, p[3], addr.into());
                        l.set(inp, p[4], data.into());
                        l.set(inp, p[5], strb.into());
                    }
                    Some(Op::Read { addr }) => {
                        l.set(inp, p[2], 0);
                        l.set(inp, p[3], addr.into());
                        l.set(inp, p[4], rng.next_u64().into());
                        l.set(inp, p[5], 0);
                    }
                    None => {
                        // Idle bus: other signals are don't-care; drive noise.
                        l.set(inp, p[2], (rng.next_u64() & 1).into());
                        l.set(inp, p[3], rng.next_u64().into());
                        l.set(inp, p[4], rng.next_u64().into());
                        l.set(inp, p[5], rng.next_u64().into());
                    }
                }
            }
            Bus::Axi4Lite => {
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
                l.set(inp, p[0], addr.into());
                l.set(inp, p[1], awv.into());
                l.set(inp, p[3], data.into());
                l.set(inp, p[4], strb.into());
                l.set(inp, p[5], wv.into());
                let (arv, raddr) = match self.rd {
                    Some((Op::Read { addr }, at)) => (cycle >= at, addr),
                    _ => (false, rng.next_u64() as u32),
                };
                l.set(inp, p[10], raddr.into());
                l.set(inp, p[11], arv.into());
                self.bready = rng.below(100) < self.ready_percent;
                self.rready = rng.below(100) < self.ready_percent;
                l.set(inp, p[9], self.bready.into());
                l.set(inp, p[16], self.rready.into());
            }
        }
    }

    /// Reads this cycle's outputs (before the edge) and appends what
    /// completed to `done` (no allocation per cycle).
    pub fn observe(
        &mut self,
        l: &Layout,
        inp: &[u32],
        out: &[u32],
        cycle: u64,
        done: &mut Vec<Done>,
    ) {
        let p = &self.pins;
        match self.bus {
            Bus::Apb => match self.apb {
                ApbPhase::Idle => {}
                ApbPhase::Setup(op) => self.apb = ApbPhase::Access(op, cycle),
                ApbPhase::Access(op, commit) => {
                    if l.get(out, p[6]) == 1 {
                        done.push(Done {
                            op,
                            data: l.get(out, p[7]) as u32,
                            err: l.get(out, p[8]) == 1,
                            commit,
                        });
                        self.apb = ApbPhase::Idle;
                    }
                }
            },
            Bus::Axi4Lite => {
                // Responses first: a response slot accepted this cycle frees
                // room that the slave may refill at the same edge.
                if l.get(out, p[8]) == 1 && self.bready {
                    let (op, commit) = self
                        .b_expect
                        .pop_front()
                        .expect("B response with no write outstanding");
                    done.push(Done {
                        op,
                        data: 0,
                        err: l.get(out, p[7]) == 2,
                        commit,
                    });
                }
                if l.get(out, p[15]) == 1 && self.rready {
                    let (op, commit) = self
                        .r_expect
                        .pop_front()
                        .expect("R response with no read outstanding");
                    done.push(Done {
                        op,
                        data: l.get(out, p[13]) as u32,
                        err: l.get(out, p[14]) == 2,
                        commit,
                    });
                }
                let aw = l.get(inp, p[1]) == 1 && l.get(out, p[2]) == 1;
                let w = l.get(inp, p[5]) == 1 && l.get(out, p[6]) == 1;
                assert_eq!(aw, w, "this slave takes address and data together");
                if aw {
                    let pend = self
                        .wr
                        .take()
                        .expect("write handshake with no write pending");
                    self.b_expect.push_back((pend.op, cycle));
                }
                if l.get(inp, p[11]) == 1 && l.get(out, p[12]) == 1 {
                    let (op, _) = self.rd.take().expect("read handshake with no read pending");
                    self.r_expect.push_back((op, cycle));
                }
            }
        }
    }
}
