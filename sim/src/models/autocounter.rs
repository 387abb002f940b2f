//! Golden model of one AutoCounter clock-domain module (SPEC §3).

use std::collections::VecDeque;

use super::bus::{BusSlave, Gate};
use crate::cfg::AcCfg;
use crate::layout::Layout;
use crate::lockstep::Model;

/// One sample: base cycle, local cycle, every value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// Base-clock cycle of the sample.
    pub base: u64,
    /// Local-clock cycle of the sample.
    pub local: u64,
    /// Counter values, in column order.
    pub values: Vec<u64>,
}

/// Golden model at the module's ports.
pub struct AcModel {
    cfg: AcCfg,
    layout: Layout,
    rst: usize,
    target_reset: usize,
    trigger: usize,
    ev: Vec<usize>,
    bus: BusSlave,
    read_rate: u32,
    local: u64,
    base: u64,
    frac: u32,
    since: u64,
    acc: Vec<u64>,
    sync: Vec<(bool, bool)>,
    fifo: VecDeque<Sample>,
    overruns: u32,
    now: Vec<u64>,
    /// Every sample ever captured (pushed or dropped), for the tests.
    pub captured: Vec<(Sample, bool)>,
}

impl AcModel {
    /// A module in reset.
    pub fn new(cfg: AcCfg, layout: Layout) -> Self {
        let p = |n: &str| layout.port(n);
        let n = cfg.counters.len();
        let mut m = Self {
            rst: p(if cfg.reset.active_low { "rst_n" } else { "rst" }),
            target_reset: p("target_reset"),
            trigger: p("trigger"),
            ev: cfg.counters.iter().map(|c| p(&c.port)).collect(),
            bus: BusSlave::new(cfg.bus, &layout, 0, Gate::window(cfg.policy, cfg.denied)),
            read_rate: 0,
            local: 0,
            base: 0,
            frac: 0,
            since: 0,
            acc: vec![0; n],
            sync: vec![(false, false); n],
            fifo: VecDeque::new(),
            overruns: 0,
            now: vec![0; n],
            captured: Vec::new(),
            cfg,
            layout,
        };
        m.reset();
        m
    }

    fn reset(&mut self) {
        self.bus.reset();
        self.read_rate = self.cfg.read_rate;
        self.local = 0;
        self.base = 0;
        self.frac = 0;
        self.since = 0;
        self.acc.fill(0);
        self.sync.fill((false, false));
        self.fifo.clear();
        self.overruns = 0;
    }

    fn reset_active(&self, inp: &[u32]) -> bool {
        (self.layout.get(inp, self.rst) == 1) != self.cfg.reset.active_low
    }

    /// Base-clock cycles since reset, as the module counts them.
    pub fn base_cycle(&self) -> u64 {
        self.base
    }

    /// Test backdoor: sets the state the RTL keeps in register `reg`
    /// (`local_q`, `base_q`, `since_q`, `overruns`, `acc_<label>`), as
    /// `Dut::poke` does in the RTL, so 64-bit time and accumulators reach
    /// their top bits in a short test.
    pub fn poke(&mut self, reg: &str, value: u64) {
        match reg {
            "local_q" => self.local = value,
            "base_q" => self.base = value,
            "since_q" => self.since = value,
            "overruns" => self.overruns = value as u32,
            _ => {
                let port = reg.strip_prefix("acc_").map(|l| format!("ev_{l}"));
                let i = self
                    .cfg
                    .counters
                    .iter()
                    .position(|c| Some(&c.port) == port.as_ref() && c.accumulate)
                    .unwrap_or_else(|| panic!("the AutoCounter model has no backdoor for {reg}"));
                self.acc[i] = value;
            }
        }
    }

    fn read(&self, addr: u32) -> (u32, bool) {
        let [rr, status, overruns, pop, info] = self.cfg.words;
        let n = self.cfg.counters.len() as u32;
        let data = match addr {
            a if a == rr => self.read_rate,
            a if a == status => self.fifo.len() as u32,
            a if a == overruns => self.overruns,
            a if a == pop => 0,
            a if a == info => (self.cfg.fifo_depth << 16) | n,
            a if a >= self.cfg.sample_word0 && a < self.cfg.sample_word0 + 2 * (2 + n) => {
                let i = a - self.cfg.sample_word0;
                self.fifo.front().map_or(0, |s| {
                    let v = match i / 2 {
                        0 => s.base,
                        1 => s.local,
                        c => s.values[(c - 2) as usize],
                    };
                    (v >> (32 * (i % 2))) as u32
                })
            }
            _ => return (0, self.cfg.unmapped_error),
        };
        (data, false)
    }

    fn mapped(&self, addr: u32) -> bool {
        let n = self.cfg.counters.len() as u32;
        self.cfg.words.contains(&addr)
            || (addr >= self.cfg.sample_word0 && addr < self.cfg.sample_word0 + 2 * (2 + n))
    }
}

impl Model for AcModel {
    fn eval(&mut self, inp: &[u32], out: &mut [u32]) {
        if self.cfg.reset.asynchronous && self.reset_active(inp) {
            self.reset();
        }
        let err_of = |w: u32| self.cfg.unmapped_error && !self.mapped(w);
        self.bus.outputs(inp, out, err_of);
    }

    fn posedge(&mut self, inp: &[u32]) {
        if self.reset_active(inp) {
            self.reset();
            return;
        }
        let l = &self.layout;
        let req = self.bus.request(inp);
        let (rdata, rerr) = if req.rd {
            self.read(req.raddr)
        } else {
            (0, false)
        };
        let werr = req.wr && self.cfg.unmapped_error && !self.mapped(req.waddr);

        // Time: divisor/multiplier base cycles per local cycle, exactly.
        let (m, d) = (self.cfg.multiplier, self.cfg.divisor);
        let sum = self.frac + d % m;
        let carry = sum >= m;
        let base_inc = u64::from(d / m) + u64::from(carry);
        let base_next = self.base + base_inc;
        let local_next = self.local + 1;

        let target_reset = l.get(inp, self.target_reset) == 1;
        let mut now = std::mem::take(&mut self.now);
        for (i, c) in self.cfg.counters.iter().enumerate() {
            let raw = l.get(inp, self.ev[i]) as u64;
            let input = if c.synchronised {
                u64::from(self.sync[i].1)
            } else {
                raw
            };
            let value = if target_reset { 0 } else { input };
            let v = if c.accumulate {
                self.acc[i].wrapping_add(value)
            } else {
                value
            };
            now[i] = v;
            if c.accumulate {
                self.acc[i] = v;
            }
            if c.synchronised {
                self.sync[i] = (raw & 1 == 1, self.sync[i].0);
            }
        }

        // Push and pop both go by the FIFO as it was before this edge.
        let len_before = self.fifo.len();
        let rr = u64::from(self.read_rate);
        let since_next = self.since + base_inc;
        let point = rr != 0 && since_next >= rr;
        if point && l.get(inp, self.trigger) == 1 {
            let s = Sample {
                base: base_next,
                local: local_next,
                values: now.clone(),
            };
            let stored = (len_before as u32) < self.cfg.fifo_depth;
            if stored {
                self.fifo.push_back(s.clone());
            } else {
                self.overruns = self.overruns.wrapping_add(1);
            }
            self.captured.push((s, stored));
        }
        self.now = now;
        if req.wr && req.waddr == self.cfg.words[3] && len_before > 0 {
            self.fifo.pop_front();
        }
        self.since = if rr == 0 {
            0
        } else if point {
            // Sample points within one local cycle merge: no backlog.
            (since_next - rr).min(rr - 1)
        } else {
            since_next
        };
        self.base = base_next;
        self.local = local_next;
        self.frac = if carry { sum - m } else { sum };
        if req.wr && req.waddr == self.cfg.words[0] {
            let mask = req.lane_mask();
            self.read_rate = (self.read_rate & !mask) | (req.wdata & mask);
        }
        self.bus.edge(inp, &req, rdata, rerr, werr);
    }
}
