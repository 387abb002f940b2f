//! Random packer runs: registers configured at random, rounds with and
//! without halting under varying back-pressure, and what they saw.

use super::{Core, PackerEnv, Program};
use crate::bus_env::BusDriven;
use crate::cfg::PacketField;
use crate::lockstep::Mismatch;
use crate::master::Op;

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
    /// [`Lockstep::batch`](crate::lockstep::Lockstep::batch)); the RTL has
    /// caught up when this returns.
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
            self.run_round(w, round, &mut st)?;
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

    /// Round `round` of [`PackerEnv::run_random`], adding what it saw to `st`.
    fn run_round(
        &mut self,
        w: &ConfigWords,
        round: usize,
        st: &mut PackerStats,
    ) -> Result<(), Mismatch> {
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
                    if !self.cfg.policy.is_open() {
                        self.stray()?;
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
        Ok(())
    }
}

impl PackerEnv {
    /// Accesses of software the window's policy may refuse: a read of a
    /// random word with random protection bits (reads change nothing), and
    /// a write of random data with bits the write policy refuses.
    fn stray(&mut self) -> Result<(), Mismatch> {
        let words = self.cfg.regs.iter().map(|r| r.0).max().unwrap_or(0) + 1;
        for _ in 0..1 + self.rng.below(4) {
            let addr = (self.rng.below(words.into()) as u32) << 2;
            let prot = self.rng.below(8) as u32;
            self.access_as(Op::Read { addr }, prot)?;
            let bits = self.rng.below(8) as u32;
            if let Some(prot) = self.cfg.policy.write.refused(bits) {
                let addr = (self.rng.below(words.into()) as u32) << 2;
                let data = self.rng.next_u64() as u32;
                let op = Op::Write {
                    addr,
                    data,
                    strb: 0xF,
                };
                self.access_as(op, prot)?;
            }
        }
        Ok(())
    }
}
