//! Test environment of the trace packer: RTL and golden model in lockstep, a
//! bus master, a RISC-V instruction-stream generator standing in for the core
//! (it obeys `halt` as late as the description's `halt_latency` allows: an
//! instruction retires in cycle t unless `halt` was high in cycle t -
//! latency), random TREADY, and the list of every stream beat the RTL
//! delivered.

use std::collections::VecDeque;

use crate::bus_env::BusDriven;
use crate::cfg::{PackerCfg, PacketField};
use crate::layout::Layout;
use crate::lockstep::{Lockstep, Mismatch};
use crate::master::{Done, Master, Op};
use crate::models::packer::{get_bits, PackerModel};
use crate::rng::Rng;
use crate::verilator::Dut;

/// One retired instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retire {
    /// Its PC.
    pub pc: u64,
    /// Its encoding.
    pub instr: u32,
}

/// A plausible RISC-V instruction stream: straight-line code, compressed and
/// full-size instructions, taken and not-taken branches, jumps, returns, and
/// the occasional jump-to-self (the PC does not change).
#[derive(Debug, Clone)]
pub struct Program {
    pc: u64,
    base: u64,
    span: u64,
}

impl Program {
    /// A stream over `span` bytes from `base`.
    pub fn new(base: u64, span: u64) -> Self {
        Self {
            pc: base,
            base,
            span,
        }
    }

    fn target(&self, rng: &mut Rng) -> u64 {
        self.base + (rng.below(self.span / 2) * 2)
    }

    /// The next instruction to retire.
    pub fn next(&mut self, rng: &mut Rng) -> Retire {
        let pc = self.pc;
        let r = rng.next_u64() as u32;
        let (instr, next) = match rng.below(100) {
            0..=54 => ((r & !0x7F) | 0x13, pc + 4),               // addi
            55..=69 => ((r & 0xFFFF & !0xE003) | 0x0001, pc + 2), // c.addi
            70..=77 => {
                let taken = rng.chance(1, 2);
                (
                    (r & !0x7F) | 0x63,
                    if taken { self.target(rng) } else { pc + 4 },
                ) // branch
            }
            78..=80 => ((r & !0x7F) | 0x6F, self.target(rng)), // jal
            81..=83 => ((r & !0x7F) | 0x67, self.target(rng)), // jalr / ret
            84..=87 => {
                let f3 = [5u32, 6, 7][rng.below(3) as usize];
                let taken = f3 == 5 || rng.chance(1, 2);
                (
                    (r & 0xFFFF & !0xE003) | (f3 << 13) | 1,
                    if taken { self.target(rng) } else { pc + 2 },
                )
            }
            88..=90 => {
                // c.jr / c.jalr: rs1 != 0, rs2 = 0
                let rs1 = 1 + rng.below(31) as u32;
                (
                    0x8002 | (rng.below(2) as u32) << 12 | rs1 << 7,
                    self.target(rng),
                )
            }
            91..=94 => {
                // c.mv / c.add: rs2 != 0, not a jump
                let rs2 = 1 + rng.below(31) as u32;
                (
                    0x8002
                        | (rng.below(2) as u32) << 12
                        | (1 + rng.below(31) as u32) << 7
                        | rs2 << 2,
                    pc + 2,
                )
            }
            95..=96 => ((r & 0xFFFF & !0xE003) | (1 << 13) | 1, pc + 2), // c.jal on RV32, c.addiw on RV64
            _ => ((r & !0x7F) | 0x6F, pc),                               // j . (PC unchanged)
        };
        self.pc = if next >= self.base + self.span {
            self.base
        } else {
            next
        };
        Retire { pc, instr }
    }
}

/// What the core does.
pub enum Core {
    /// Random program; retires with probability `percent` when not halted.
    Random {
        /// The instruction stream.
        program: Program,
        /// Retire probability per cycle, in percent.
        percent: u64,
    },
    /// Exactly these cycles (None = no instruction); then idle.
    Script(VecDeque<Option<Retire>>),
}

/// RTL + model + stimulus for the packer.
pub struct PackerEnv {
    /// The lockstep pair.
    pub ls: Lockstep<PackerModel>,
    /// Bus master for the register window.
    pub master: Master,
    /// Stimulus randomness.
    pub rng: Rng,
    /// Golden-model configuration (layout, registers).
    pub cfg: PackerCfg,
    /// The core.
    pub core: Core,
    /// Events applied each cycle (random when `random_events`).
    pub events: u128,
    /// Draw fresh random events every cycle.
    pub random_events: bool,
    /// TREADY probability per cycle, in percent.
    pub tready_percent: u64,
    /// Every beat the RTL delivered: (TDATA words, TLAST).
    pub beats: Vec<(Vec<u32>, bool)>,
    /// Completed bus operations.
    pub completed: Vec<Done>,
    /// Instructions the core retired.
    pub retired: u64,
    /// The core retires nothing while paused (a random core keeps its place).
    pub paused: bool,
    /// PCs the filters compare with (trigger and watchpoint addresses): the
    /// core presents them now and then with `valid` low, as a stalled or
    /// flushed instruction would.
    pub filter_pcs: Vec<u64>,
    layout: Layout,
    inp: Vec<u32>,
    /// This cycle's outputs (reused: no allocation per cycle).
    out: Vec<u32>,
    pins: [usize; 11],
    /// The register-port words drawn this cycle (reused: no allocation per
    /// cycle).
    regs_words: Vec<u32>,
    active_low: bool,
    /// `halt` of the last `halt_latency` cycles, oldest first.
    halts: VecDeque<bool>,
    reset_left: u32,
}

impl PackerEnv {
    /// Pairs the Verilated packer with its golden model; reset is held first.
    pub fn new(dut: Dut, cfg: PackerCfg, design: &str, seed: u64) -> Self {
        let layout = dut.layout.clone();
        let active_low = cfg.reset.active_low;
        let model = PackerModel::new(cfg.clone(), layout.clone(), active_low);
        let p = |n: &str| layout.port(n);
        let pins = [
            p(if active_low { "rst_n" } else { "rst" }),
            p("valid"),
            p("pc"),
            p("instr"),
            p("events"),
            if cfg.registers > 0 {
                p("regs")
            } else {
                usize::MAX
            },
            p("tready"),
            p("tvalid"),
            p("halt"),
            p("tdata"),
            p("tlast"),
        ];
        Self {
            ls: Lockstep::new(dut, model, design, seed),
            master: Master::new(cfg.bus, &layout),
            rng: Rng::new(seed),
            core: Core::Random {
                program: Program::new(0x8000_0000, 0x400),
                percent: 75,
            },
            events: 0,
            random_events: true,
            tready_percent: 100,
            beats: Vec::new(),
            completed: Vec::new(),
            retired: 0,
            paused: false,
            filter_pcs: Vec::new(),
            inp: vec![0; layout.in_words],
            out: Vec::new(),
            layout,
            pins,
            regs_words: Vec::new(),
            active_low,
            halts: VecDeque::new(),
            reset_left: 3,
            cfg,
        }
    }

    /// Holds reset for `cycles` cycles from the next one.
    pub fn assert_reset(&mut self, cycles: u32) {
        self.reset_left = cycles;
    }

    /// One clock cycle.
    fn step(&mut self) -> Result<(), Mismatch> {
        let resetting = self.reset_left > 0;
        let l = &self.layout;
        let [rst, valid_p, pc_p, instr_p, ev_p, regs_p, tready_p, tvalid_p, halt_p, tdata_p, tlast_p] =
            self.pins;
        l.set(&mut self.inp, rst, (resetting != self.active_low).into());
        let cycle = self.ls.cycle;
        self.master.drive(&mut self.inp, cycle, &mut self.rng);
        // The core obeys halt `halt_latency` cycles late, at the latest.
        let latency = self.cfg.halt_latency as usize;
        // Latency 0: this cycle's halt, which the registers the model holds
        // after the last edge decide (the model is never behind the RTL).
        let halted = if latency == 0 {
            self.ls.model.halt()
        } else {
            self.halts.len() == latency && self.halts.front() == Some(&true)
        };
        let retire = match &mut self.core {
            _ if resetting => None,
            Core::Random { .. } if self.paused => None,
            Core::Random { program, percent } => {
                (!halted && self.rng.below(100) < *percent).then(|| program.next(&mut self.rng))
            }
            Core::Script(q) => q.pop_front().flatten(),
        };
        l.set(&mut self.inp, valid_p, retire.is_some().into());
        let idle_pc = if !self.filter_pcs.is_empty() && self.rng.chance(1, 8) {
            self.filter_pcs[self.rng.below(self.filter_pcs.len() as u64) as usize]
        } else {
            self.rng.next_u64()
        };
        let r = retire.unwrap_or(Retire {
            pc: idle_pc,
            instr: self.rng.next_u64() as u32,
        });
        l.set(&mut self.inp, pc_p, r.pc.into());
        l.set(&mut self.inp, instr_p, r.instr.into());
        if self.random_events {
            self.events = self.rng.next_u128() & self.rng.next_u128();
        }
        l.set(&mut self.inp, ev_p, self.events);
        if regs_p != usize::MAX {
            let n = l.ports[regs_p].width.div_ceil(32) as usize;
            self.regs_words.clear();
            for _ in 0..n {
                self.regs_words.push(self.rng.next_u64() as u32);
            }
            l.set_words(&mut self.inp, regs_p, &self.regs_words);
        }
        let tready = self.rng.below(100) < self.tready_percent;
        l.set(&mut self.inp, tready_p, tready.into());
        let out = self.ls.step(&self.inp, resetting)?;
        self.out.clear();
        self.out.extend_from_slice(out);
        let out = &self.out;
        let l = &self.layout;
        if resetting {
            self.master.reset();
            self.reset_left -= 1;
        } else {
            self.retired += u64::from(retire.is_some());
            if tready && l.get(out, tvalid_p) == 1 {
                let tdata = l.words(out, tdata_p).to_vec();
                let tlast = l.get(out, tlast_p) == 1;
                self.beats.push((tdata, tlast));
            }
            self.master
                .observe(&self.inp, out, cycle, &mut self.completed);
        }
        self.halts.push_back(l.get(out, halt_p) == 1);
        if self.halts.len() > latency {
            self.halts.pop_front();
        }
        Ok(())
    }

    /// Reads register word `word`.
    pub fn read(&mut self, word: u32) -> Result<u32, Mismatch> {
        let op = Op::Read { addr: word << 2 };
        Ok(self.access(op)?.data)
    }

    /// Writes register word `word`.
    pub fn write(&mut self, word: u32, data: u32) -> Result<(), Mismatch> {
        self.access(Op::Write {
            addr: word << 2,
            data,
            strb: 0xF,
        })
        .map(|_| ())
    }

    /// Field `f` of delivered beat `i`.
    pub fn field(&self, i: usize, f: PacketField) -> u64 {
        let (off, w) = self.cfg.field(f);
        get_bits(&self.beats[i].0, off, w)
    }

    /// Sequence numbers of every delivered beat, in order.
    pub fn seqs(&self) -> Vec<u32> {
        (0..self.beats.len())
            .map(|i| self.field(i, PacketField::Seq) as u32)
            .collect()
    }

    /// Stops the core and drains the FIFO with TREADY high.
    pub fn drain(&mut self) -> Result<(), Mismatch> {
        self.core = Core::Script(VecDeque::new());
        self.tready_percent = 100;
        self.run(u64::from(self.cfg.fifo_depth) + 8)
    }
}

/// Registers `run_random` configures (words of the packer's window).
#[derive(Debug, Clone)]
pub struct ConfigWords {
    /// CTRL.
    pub ctrl: u32,
    /// CMD.
    pub cmd: u32,
    /// ALMOST_FULL.
    pub almost_full: u32,
    /// TLAST_EVERY.
    pub tlast_every: u32,
    /// START_PC (lo, hi).
    pub start: (u32, u32),
    /// STOP_PC (lo, hi).
    pub stop: (u32, u32),
    /// Per watchpoint: (cfg, a_lo, a_hi, b_lo, b_hi).
    pub watchpoints: Vec<[u32; 5]>,
    /// DROPS.
    pub drops: u32,
    /// LEVEL.
    pub level: u32,
    /// STATUS, LEVEL, DROPS, PACKETS: read back while running.
    pub status: [u32; 4],
}

/// What a random packer run saw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PackerStats {
    /// Cycles simulated.
    pub cycles: u64,
    /// Instructions retired by the core.
    pub retired: u64,
    /// Packets delivered on the stream.
    pub delivered: u64,
    /// Sequence numbers that never arrived.
    pub lost: u64,
    /// Packets the hardware counted as dropped (the `drops` register).
    pub dropped: u64,
    /// Packets dropped while halting was on (must be 0).
    pub dropped_halting: u64,
    /// Rounds run with halting on, and with it off.
    pub rounds_halting: u64,
    /// See `rounds_halting`.
    pub rounds_free: u64,
    /// Packets that carried halted cycles.
    pub halted_packets: u64,
}

impl PackerStats {
    /// Why the run broke a promise of the packer, if it did: a lost packet
    /// that was not counted as dropped, or a drop with halting on.
    pub fn check(&self) -> Result<(), String> {
        if self.dropped_halting > 0 {
            return Err(format!(
                "the trace packer dropped {} packets with halting on",
                self.dropped_halting
            ));
        }
        if self.lost != self.dropped {
            return Err(format!(
                "the trace packer lost {} packets but counted {} drops",
                self.lost, self.dropped
            ));
        }
        Ok(())
    }
}

const CTRL_ENABLE: u32 = 1;
const CTRL_HALT: u32 = 4;
const CTRL_FORCE_HALT: u32 = 8;
const CMD_FLUSH: u32 = 1;
const CMD_CLEAR_DROPS: u32 = 2;

impl PackerEnv {
    /// A PC of the program's range, or (now and then) anywhere, with random
    /// high bits where the PC is wider than 32 bits.
    fn random_pc(&mut self) -> u64 {
        let pc = if self.rng.chance(1, 16) {
            self.rng.next_u64()
        } else {
            0x8000_0000 + 2 * self.rng.below(0x200)
        };
        pc & if self.cfg.pc_width >= 64 {
            u64::MAX
        } else {
            (1 << self.cfg.pc_width) - 1
        }
    }

    fn write64(&mut self, (lo, hi): (u32, u32), v: u64) -> Result<(), Mismatch> {
        self.write(lo, v as u32)?;
        self.write(hi, (v >> 32) as u32)
    }

    /// Random filters, triggers (both words of every PC), watchpoints,
    /// threshold and TLAST interval over the program's PCs; CTRL last, with
    /// halting as given (set in its own write first, see `run_random`).
    pub fn configure_randomly(&mut self, w: &ConfigWords, halting: bool) -> Result<(), Mismatch> {
        self.filter_pcs.clear();
        for wp in &w.watchpoints {
            let [cfg_w, a_lo, a_hi, b_lo, b_hi] = *wp;
            let cfg = if self.rng.chance(1, 3) {
                self.rng.below(8) as u32 | 1
            } else {
                0
            };
            let (a, b) = (self.random_pc(), self.random_pc());
            let end = a.max(b).saturating_add(self.rng.below(64));
            self.write(cfg_w, cfg)?;
            self.write64((a_lo, a_hi), a.min(b))?;
            self.write64((b_lo, b_hi), end)?;
            self.filter_pcs.extend([a.min(b), end]);
        }
        let (start, stop) = (self.random_pc(), self.random_pc());
        self.write64(w.start, start)?;
        self.write64(w.stop, stop)?;
        self.filter_pcs.extend([start, stop]);
        let af = self.random_threshold();
        self.write(w.almost_full, af)?;
        let n = self.rng.below(9) as u32;
        self.write(w.tlast_every, n)?;
        let c = self.random_ctrl(halting);
        self.write(w.ctrl, c)
    }

    /// A threshold: anywhere up to past the FIFO (the hardware caps it at
    /// the highest safe level), mostly near that level.
    fn random_threshold(&mut self) -> u32 {
        let limit = self.cfg.halt_limit;
        match self.rng.below(4) {
            0 => self.rng.below(u64::from(self.cfg.fifo_depth) + 3) as u32,
            _ => (limit + self.rng.below(5) as u32).saturating_sub(2),
        }
    }

    fn random_ctrl(&mut self, halting: bool) -> u32 {
        let mut c = CTRL_ENABLE;
        for bit in [2, 16, 32] {
            // control-flow filter, start trigger, stop trigger
            if self.rng.chance(1, if bit == 2 { 2 } else { 4 }) {
                c |= bit;
            }
        }
        if halting {
            c |= CTRL_HALT;
        }
        c
    }

    /// `rounds` rounds of 25,000 cycles under varying back-pressure, then
    /// drains the FIFO. Three rounds in four run with halting on, the others
    /// with it off. Each round starts with the core paused: the drop counter
    /// is read and cleared and halting switched on or off (a core keeps
    /// retiring for `halt_latency` cycles after halting is switched on, so
    /// only then does the promise hold); then, with the core running, the
    /// filters, triggers and threshold are set, and during the round flushes,
    /// forced halts, drop-counter clears (halting rounds) and new thresholds
    /// near the FIFO level arrive at random.
    ///
    /// The model runs up to a batch ahead of the RTL meanwhile (see
    /// [`Lockstep::batch`]); the RTL has caught up when this returns.
    pub fn run_random(&mut self, w: &ConfigWords, rounds: usize) -> Result<PackerStats, Mismatch> {
        self.ls.batch(true)?;
        let run = self.run_rounds(w, rounds);
        self.ls.end_batch(run)
    }

    fn run_rounds(&mut self, w: &ConfigWords, rounds: usize) -> Result<PackerStats, Mismatch> {
        if !matches!(self.core, Core::Random { .. }) {
            self.core = Core::Random {
                program: Program::new(0x8000_0000, 0x400),
                percent: 75,
            };
        }
        let first_beat = self.beats.len();
        let mut st = PackerStats::default();
        self.paused = true;
        let created_before = self.read(w.status[3])?;
        self.write(w.cmd, CMD_CLEAR_DROPS)?;
        for round in 0..rounds {
            let halting = round % 4 != 3;
            self.paused = true;
            st.dropped += u64::from(self.read(w.drops)?);
            self.write(w.cmd, CMD_CLEAR_DROPS)?;
            let ctrl = if halting { CTRL_HALT } else { 0 };
            self.write(w.ctrl, ctrl)?;
            self.run(self.cfg.halt_latency.into())?;
            self.paused = false;
            self.configure_randomly(w, halting)?;
            self.tready_percent = [100, 50, 10, 2][round % 4];
            let end = self.ls.cycle + 25_000;
            let mut ctrl = self.random_ctrl(halting);
            while self.ls.cycle < end {
                let n = 50 + self.rng.below(1500);
                self.run(n)?;
                match self.rng.below(6) {
                    0 => self.write(w.cmd, CMD_FLUSH)?,
                    1 => {
                        self.write(w.ctrl, ctrl | CTRL_FORCE_HALT)?;
                        let n = self.rng.below(40);
                        self.run(n)?;
                        ctrl = self.random_ctrl(halting);
                        self.write(w.ctrl, ctrl)?;
                    }
                    2 => {
                        let level = self.read(w.level)?;
                        let af = (level + self.rng.below(5) as u32).saturating_sub(2);
                        self.write(w.almost_full, af)?;
                    }
                    3 if halting => {
                        st.dropped_halting += u64::from(self.read(w.drops)?);
                        self.write(w.cmd, CMD_CLEAR_DROPS | CMD_FLUSH)?;
                    }
                    _ => {
                        for s in w.status {
                            self.read(s)?;
                        }
                    }
                }
            }
            let d = u64::from(self.read(w.drops)?);
            if halting {
                st.dropped_halting += d;
                st.rounds_halting += 1;
            } else {
                st.rounds_free += 1;
            }
        }
        self.paused = true;
        st.dropped += u64::from(self.read(w.drops)?);
        self.drain()?;
        let created = self.read(w.status[3])?.wrapping_sub(created_before);
        st.cycles = self.ls.cycle;
        st.retired = self.retired;
        st.delivered = (self.beats.len() - first_beat) as u64;
        st.lost = u64::from(created) - st.delivered;
        st.halted_packets = (first_beat..self.beats.len())
            .filter(|&i| self.field(i, PacketField::Halted) > 0)
            .count() as u64;
        Ok(st)
    }
}

impl BusDriven for PackerEnv {
    fn cycle(&mut self) -> Result<(), Mismatch> {
        self.step()
    }
    fn resetting(&self) -> bool {
        self.reset_left > 0
    }
    fn master(&mut self) -> &mut Master {
        &mut self.master
    }
    fn completed(&self) -> &[Done] {
        &self.completed
    }
}
