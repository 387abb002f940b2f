//! Golden model of the continuous-monitoring trace packer (SPEC §2).
//!
//! Per clock edge: a packet is created for a retired instruction that passes
//! the control-flow filter, the watchpoints and the start/stop triggers (all
//! decided on that same instruction), or for a flush command. Its counters
//! hold the events since the previous packet *including* this cycle's; they
//! restart from zero after it. The packet enters a FIFO unless the FIFO is
//! full (then it is dropped, counted, and its sequence number is skipped).
//! The stream stage offers the FIFO head from registers, held until taken.

mod bits;
mod fifo;
mod filter;
mod packet;

use std::collections::VecDeque;

pub use bits::{get_bits, put_bits};
pub use filter::is_control_flow;

use super::bus::{BusSlave, Gate, Request};
use crate::cfg::{PackerCfg, PackerReg};
use crate::layout::Layout;
use crate::lockstep::Model;

/// CTRL bits.
const ENABLE: u32 = 1;
const CF_FILTER: u32 = 2;
const HALT_ENABLE: u32 = 4;
const FORCE_HALT: u32 = 8;
const START_TRIGGER: u32 = 16;
const STOP_TRIGGER: u32 = 32;

struct Pins {
    rst: usize,
    valid: usize,
    pc: usize,
    instr: usize,
    events: usize,
    regs: Option<usize>,
    halt: usize,
    tdata: usize,
    tlast: usize,
    tvalid: usize,
    tready: usize,
}

/// The core's and the stream sink's inputs in one cycle.
struct CoreIn {
    valid: bool,
    pc: u64,
    instr: u32,
    events: u128,
    tready: bool,
}

/// What this cycle's register write commands.
struct Command {
    /// A packet is flushed out at this edge.
    flush: bool,
    /// The drop counter restarts from zero.
    clear_drops: bool,
    /// CTRL was written (the triggers re-arm).
    ctrl_written: bool,
}

/// Golden model of the packer at its ports.
pub struct PackerModel {
    cfg: PackerCfg,
    layout: Layout,
    pins: Pins,
    bus: BusSlave,
    regs: Vec<u32>,
    prev_pc: u64,
    prev_cf: bool,
    seen: bool,
    started: bool,
    stopped: bool,
    cnt: Vec<u64>,
    ovf: Vec<bool>,
    /// Each counter plus this cycle's event, rebuilt every edge (kept here
    /// so that an edge allocates nothing).
    sums: Vec<u64>,
    cycles: u64,
    halted: u64,
    seq: u32,
    since_last: u32,
    fifo: VecDeque<(Vec<u32>, bool)>,
    out: Vec<u32>,
    out_last: bool,
    out_valid: bool,
    drops: u32,
    flush_pending: bool,
}

impl PackerModel {
    /// A packer in reset.
    pub fn new(cfg: PackerCfg, layout: Layout, active_low: bool) -> Self {
        let p = |n: &str| layout.port(n);
        let pins = Pins {
            rst: p(if active_low { "rst_n" } else { "rst" }),
            valid: p("valid"),
            pc: p("pc"),
            instr: p("instr"),
            events: p("events"),
            regs: (cfg.registers > 0).then(|| p("regs")),
            halt: p("halt"),
            tdata: p("tdata"),
            tlast: p("tlast"),
            tvalid: p("tvalid"),
            tready: p("tready"),
        };
        let words = (cfg.stream_width / 32) as usize;
        let mut m = Self {
            bus: BusSlave::new(cfg.bus, &layout, 0, Gate::window(cfg.policy, cfg.denied)),
            regs: Vec::new(),
            prev_pc: 0,
            prev_cf: false,
            seen: false,
            started: false,
            stopped: false,
            cnt: vec![0; cfg.counters as usize],
            ovf: vec![false; cfg.counters as usize],
            sums: Vec::with_capacity(cfg.counters as usize),
            cycles: 0,
            halted: 0,
            seq: 0,
            since_last: 0,
            fifo: VecDeque::new(),
            out: vec![0; words],
            out_last: false,
            out_valid: false,
            drops: 0,
            flush_pending: false,
            cfg,
            layout,
            pins,
        };
        m.reset();
        m
    }

    fn reset(&mut self) {
        self.bus.reset();
        let max_word = self.cfg.regs.iter().map(|r| r.0).max().unwrap_or(0) as usize;
        self.regs = vec![0; max_word + 1];
        for (w, r) in &self.cfg.regs {
            if let PackerReg::Rw { reset, .. } = r {
                self.regs[*w as usize] = *reset;
            }
        }
        self.prev_pc = 0;
        self.prev_cf = false;
        self.seen = false;
        self.started = false;
        self.stopped = false;
        self.cnt.fill(0);
        self.ovf.fill(false);
        self.cycles = 0;
        self.halted = 0;
        self.seq = 0;
        self.since_last = 0;
        self.fifo.clear();
        self.out.fill(0);
        self.out_last = false;
        self.out_valid = false;
        self.drops = 0;
        self.flush_pending = false;
    }

    fn reset_active(&self, inp: &[u32]) -> bool {
        (self.layout.get(inp, self.pins.rst) == 1) != self.cfg.reset.active_low
    }

    fn ctrl(&self) -> u32 {
        self.regs[self.cfg.ctrl_word as usize]
    }

    fn reg64(&self, (lo, hi): (u32, u32)) -> u64 {
        u64::from(self.regs[lo as usize]) | (u64::from(self.regs[hi as usize]) << 32)
    }

    /// Test backdoor: sets the state the RTL keeps in register `reg`
    /// (`cyc_q`, `halted_q`, `seq_q`, `drops_q`, `tl_q`), as `Dut::poke` does
    /// in the RTL, so wide counters reach their top bits in a short test.
    pub fn poke(&mut self, reg: &str, value: u64) {
        match reg {
            "cyc_q" => self.cycles = value,
            "halted_q" => self.halted = value,
            "seq_q" => self.seq = value as u32,
            "drops_q" => self.drops = value as u32,
            "tl_q" => self.since_last = value as u32,
            _ => panic!("the packer model has no backdoor for {reg}"),
        }
    }

    fn read(&self, addr: u32) -> (u32, bool) {
        let Some((_, r)) = self.cfg.regs.iter().find(|r| r.0 == addr) else {
            return (0, self.cfg.unmapped_error);
        };
        let c = self.ctrl();
        let data = match r {
            PackerReg::Rw { .. } => self.regs[addr as usize],
            PackerReg::Cmd => 0,
            PackerReg::Status => {
                let tracing =
                    c & ENABLE != 0 && !self.stopped && (c & START_TRIGGER == 0 || self.started);
                u32::from(tracing)
                    | u32::from(self.halt()) << 1
                    | u32::from(self.level() == 0) << 2
                    | u32::from(self.fifo_full()) << 3
                    | u32::from(self.flush_pending) << 4
            }
            PackerReg::Level => self.level(),
            PackerReg::Drops => self.drops,
            PackerReg::Packets => self.seq,
            PackerReg::LayoutId => u32::from(self.cfg.layout_id),
        };
        (data, false)
    }

    /// The core's and the stream sink's inputs in this cycle.
    fn core_inputs(&self, inp: &[u32]) -> CoreIn {
        let (l, p) = (&self.layout, &self.pins);
        CoreIn {
            valid: l.get(inp, p.valid) == 1,
            pc: l.get(inp, p.pc) as u64,
            instr: l.get(inp, p.instr) as u32,
            events: l.get(inp, p.events),
            tready: l.get(inp, p.tready) == 1,
        }
    }

    /// The commands of this cycle's write, under CTRL `c`; a flush that
    /// must wait is kept pending.
    fn command(&mut self, req: &Request, c: u32) -> Command {
        let cmd = req.wr
            && self
                .cfg
                .regs
                .iter()
                .any(|r| r.0 == req.waddr && r.1 == PackerReg::Cmd)
            && req.wstrb & 1 == 1;
        // A flush waits while halting holds the core: its packet would have
        // no room either.
        let flush_req = (cmd && req.wdata & 1 != 0) || self.flush_pending;
        let flush_hold = c & HALT_ENABLE != 0 && self.level_high();
        let flush = flush_req && !flush_hold;
        self.flush_pending = flush_req && flush_hold;
        Command {
            flush,
            clear_drops: cmd && req.wdata & 2 != 0,
            ctrl_written: req.wr && req.waddr == self.cfg.ctrl_word,
        }
    }

    /// Register writes land at this edge.
    fn write_register(&mut self, req: &Request) {
        if req.wr {
            if let Some((_, PackerReg::Rw { mask, .. })) =
                self.cfg.regs.iter().find(|r| r.0 == req.waddr)
            {
                let m = req.lane_mask() & mask;
                let r = &mut self.regs[req.waddr as usize];
                *r = (*r & !m) | (req.wdata & m);
            }
        }
    }
}

impl Model for PackerModel {
    fn eval(&mut self, inp: &[u32], out: &mut [u32]) {
        if self.cfg.reset.asynchronous && self.reset_active(inp) {
            self.reset();
        }
        let l = &self.layout;
        let err_of = |w: u32| self.cfg.unmapped_error && !self.cfg.regs.iter().any(|r| r.0 == w);
        self.bus.outputs(inp, out, err_of);
        l.set(out, self.pins.halt, self.halt().into());
        l.set_words(out, self.pins.tdata, &self.out);
        l.set(out, self.pins.tlast, self.out_last.into());
        l.set(out, self.pins.tvalid, self.out_valid.into());
    }

    fn posedge(&mut self, inp: &[u32]) {
        if self.reset_active(inp) {
            self.reset();
            return;
        }
        let req = self.bus.request(inp);
        let (rdata, rerr) = if req.rd {
            self.read(req.raddr)
        } else {
            (0, false)
        };
        let werr =
            req.wr && self.cfg.unmapped_error && !self.cfg.regs.iter().any(|r| r.0 == req.waddr);
        let core = self.core_inputs(inp);
        let c = self.ctrl();
        let cmd = self.command(&req, c);
        let f = self.filter(c, &core, cmd.flush);
        let halt = self.halt();
        // The FIFO as it was before this edge decides both push and load.
        let stored_before = self.fifo.len();
        let full_before = self.fifo_full();
        self.account(inp, &core, f.emit, cmd.flush, halt, full_before);
        if cmd.clear_drops {
            self.drops = 0;
        }
        self.stream(core.tready, stored_before);
        self.update_triggers(c, &core, &f, cmd.ctrl_written);
        self.write_register(&req);
        self.bus.edge(inp, &req, rdata, rerr, werr);
    }
}
