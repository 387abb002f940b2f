//! Golden model of the continuous-monitoring trace packer (SPEC §2).
//!
//! Per clock edge: a packet is created for a retired instruction that passes
//! the control-flow filter, the watchpoints and the start/stop triggers (all
//! decided on that same instruction), or for a flush command. Its counters
//! hold the events since the previous packet *including* this cycle's; they
//! restart from zero after it. The packet enters a FIFO unless the FIFO is
//! full (then it is dropped, counted, and its sequence number is skipped).
//! The stream stage offers the FIFO head from registers, held until taken.

use std::collections::VecDeque;

use super::bus::BusSlave;
use crate::cfg::{PackerCfg, PackerReg, PacketField};
use crate::layout::Layout;
use crate::lockstep::Model;

/// CTRL bits.
const ENABLE: u32 = 1;
const CF_FILTER: u32 = 2;
const HALT_ENABLE: u32 = 4;
const FORCE_HALT: u32 = 8;
const START_TRIGGER: u32 = 16;
const STOP_TRIGGER: u32 = 32;

/// Whether `instr` transfers control (RISC-V branches, JAL, JALR, and their
/// compressed forms: C.J, C.BEQZ, C.BNEZ, C.JR, C.JALR, and C.JAL on RV32).
pub fn is_control_flow(instr: u32, rv32: bool) -> bool {
    let quadrant = instr & 3;
    if quadrant == 3 {
        return matches!(instr & 0x7F, 0x63 | 0x6F | 0x67);
    }
    let funct3 = (instr >> 13) & 7;
    let rs1 = (instr >> 7) & 0x1F;
    let rs2 = (instr >> 2) & 0x1F;
    match quadrant {
        1 => matches!(funct3, 5..=7) || (rv32 && funct3 == 1),
        2 => funct3 == 4 && rs1 != 0 && rs2 == 0,
        _ => false,
    }
}

fn mask64(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Writes `value`'s low `width` bits at bit `offset` of `words`.
pub fn put_bits(words: &mut [u32], offset: u32, width: u32, value: u64) {
    let value = value & mask64(width);
    for b in 0..width {
        if value >> b & 1 == 1 {
            let i = offset + b;
            words[(i / 32) as usize] |= 1 << (i % 32);
        }
    }
}

/// Reads `width` bits at bit `offset` of `words`.
pub fn get_bits(words: &[u32], offset: u32, width: u32) -> u64 {
    (0..width).fold(0, |v, b| {
        let i = offset + b;
        v | (u64::from(words[(i / 32) as usize] >> (i % 32) & 1) << b)
    })
}

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
            bus: BusSlave::new(cfg.bus, &layout, 0),
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

    fn level(&self) -> u32 {
        self.fifo.len() as u32 + u32::from(self.out_valid)
    }

    /// Whether halting (if on) holds the core and flushes back: the level
    /// is at the threshold register or at the highest safe threshold,
    /// whichever is lower.
    fn level_high(&self) -> bool {
        let threshold = self.regs[self.cfg.almost_full_word as usize].min(self.cfg.halt_limit);
        self.level() >= threshold
    }

    /// The halt output: a function of registers only.
    pub fn halt(&self) -> bool {
        let c = self.ctrl();
        (c & HALT_ENABLE != 0 && self.level_high()) || c & FORCE_HALT != 0
    }

    fn fifo_full(&self) -> bool {
        self.fifo.len() as u32 == self.cfg.fifo_depth
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

    fn watchpoints_pass(&self, pc: u64) -> bool {
        let (mut incl_any, mut incl_hit, mut excl_hit) = (false, false, false);
        for w in &self.cfg.watchpoints {
            let cfg = self.regs[w[0] as usize];
            if cfg & 1 == 0 {
                continue;
            }
            let a = self.reg64((w[1], w[2]));
            let b = self.reg64((w[3], w[4]));
            let hit = if cfg & 2 != 0 {
                a <= pc && pc <= b
            } else {
                pc == a
            };
            if cfg & 4 != 0 {
                excl_hit |= hit;
            } else {
                incl_any = true;
                incl_hit |= hit;
            }
        }
        (!incl_any || incl_hit) && !excl_hit
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
        let l = &self.layout;
        let req = self.bus.request(inp);
        let (rdata, rerr) = if req.rd {
            self.read(req.raddr)
        } else {
            (0, false)
        };
        let werr =
            req.wr && self.cfg.unmapped_error && !self.cfg.regs.iter().any(|r| r.0 == req.waddr);

        let valid = l.get(inp, self.pins.valid) == 1;
        let pc = l.get(inp, self.pins.pc) as u64;
        let instr = l.get(inp, self.pins.instr) as u32;
        let events = l.get(inp, self.pins.events);
        let tready = l.get(inp, self.pins.tready) == 1;
        let c = self.ctrl();
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
        let clear_drops = cmd && req.wdata & 2 != 0;
        let ctrl_written = req.wr && req.waddr == self.cfg.ctrl_word;

        // Filters, on this cycle's instruction.
        let cf = is_control_flow(instr, self.cfg.rv32);
        let pc_changed = !self.seen || pc != self.prev_pc;
        let cf_ok = c & CF_FILTER == 0 || (pc_changed && (cf || self.prev_cf));
        let start_hit = valid && pc == self.reg64(self.cfg.start_words);
        let stop_hit = valid && pc == self.reg64(self.cfg.stop_words);
        let active = c & ENABLE != 0
            && !self.stopped
            && (c & START_TRIGGER == 0 || self.started || start_hit);
        let emit = (valid && active && cf_ok && self.watchpoints_pass(pc)) || flush;
        let halt = self.halt();
        // The FIFO as it was before this edge decides both push and load.
        let stored_before = self.fifo.len();
        let full_before = self.fifo_full();

        // The packet, built field by field from the layout.
        let k = self.cfg.counter_width;
        self.sums.clear();
        for i in 0..self.cnt.len() {
            self.sums.push(self.cnt[i] + (events >> i & 1) as u64);
        }
        let sums = &self.sums;
        let carry = |i: usize| sums[i] >> k & 1 == 1;
        let (_, cw) = self.cfg.field(PacketField::Cycles);
        let (_, hw) = self.cfg.field(PacketField::Halted);
        let cyc_pkt = if self.cycles == mask64(cw) {
            self.cycles
        } else {
            self.cycles + 1
        };
        let halted_pkt = if halt && self.halted != mask64(hw) {
            self.halted + 1
        } else {
            self.halted
        };
        let tlast_every = self.regs[self.cfg.tlast_every_word as usize] & 0xFFFF;
        let last = flush || (tlast_every != 0 && self.since_last + 1 >= tlast_every);

        if emit {
            let mut pkt = vec![0u32; (self.cfg.stream_width / 32) as usize];
            for &(f, off, w) in &self.cfg.fields {
                let v = match f {
                    PacketField::Counter(i) => sums[i as usize],
                    PacketField::Overflow => (0..self.cfg.counters as usize)
                        .filter(|&i| self.ovf[i] || carry(i))
                        .fold(0, |m, i| m | 1 << i),
                    PacketField::Pc => pc,
                    PacketField::Cycles => cyc_pkt,
                    PacketField::Instr => u64::from(instr),
                    PacketField::Halted => halted_pkt,
                    PacketField::Register(i) => {
                        let rw = self.cfg.register_width;
                        get_bits(l.words(inp, self.pins.regs.expect("regs port")), i * rw, rw)
                    }
                    PacketField::Seq => u64::from(self.seq),
                    PacketField::LayoutId => u64::from(self.cfg.layout_id),
                };
                put_bits(&mut pkt, off, w, v);
            }
            if full_before {
                self.drops = self.drops.wrapping_add(1);
            } else {
                self.fifo.push_back((pkt, last));
            }
            self.seq = self.seq.wrapping_add(1);
            self.since_last = if last {
                0
            } else {
                (self.since_last + 1) & 0xFFFF
            };
            self.cnt.fill(0);
            self.ovf.fill(false);
            self.cycles = 0;
            self.halted = 0;
        } else {
            for i in 0..self.cnt.len() {
                self.cnt[i] = self.sums[i] & mask64(k);
                self.ovf[i] |= self.sums[i] >> k & 1 == 1;
            }
            self.cycles = cyc_pkt;
            self.halted = halted_pkt;
        }
        if clear_drops {
            self.drops = 0;
        }

        // Stream stage: the FIFO head moves into the output registers when
        // they are empty or being taken; it was stored before this edge.
        let pop = self.out_valid && tready;
        if (!self.out_valid || pop) && stored_before > 0 {
            let (d, last) = self.fifo.pop_front().expect("stored");
            self.out = d;
            self.out_last = last;
            self.out_valid = true;
        } else if pop {
            self.out_valid = false;
        }

        // Trigger and history state.
        if valid {
            self.prev_pc = pc;
            self.prev_cf = cf;
            self.seen = true;
        }
        if ctrl_written {
            self.started = false;
            self.stopped = false;
        } else {
            if c & ENABLE != 0 && c & START_TRIGGER != 0 && start_hit {
                self.started = true;
            }
            if active && c & STOP_TRIGGER != 0 && stop_hit {
                self.stopped = true;
            }
        }

        // Register writes land at this edge.
        if req.wr {
            if let Some((_, PackerReg::Rw { mask, .. })) =
                self.cfg.regs.iter().find(|r| r.0 == req.waddr)
            {
                let m = req.lane_mask() & mask;
                let r = &mut self.regs[req.waddr as usize];
                *r = (*r & !m) | (req.wdata & m);
            }
        }
        self.bus.edge(inp, &req, rdata, rerr, werr);
    }
}
