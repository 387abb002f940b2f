//! Golden model of one tile's monitor bank, written from SPEC §1:
//! ESP snapshot semantics, torn-free LO/HI, wrap/saturate, sticky overflow,
//! enable/freeze/clear, interrupts, unmapped-access policy.
//!
//! Read timing: a read is requested at one edge and answered in the next
//! cycle with the state after that edge ([`Bank::read`]); counters are read
//! through their shadows, which follow the count one cycle behind while no
//! snapshot is held. A compact-snapshot bank is this model fed its accesses
//! one edge late, with its own flag timing (`super::sweep`).

mod step;

use super::prog::Programmable;
use super::sweep::Sweep;
use crate::cfg::{BankCfg, Reg};

/// A register access presented to the bank in one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Access {
    /// A read of `rd_addr` completes at this edge.
    pub rd_en: bool,
    /// Word address read.
    pub rd_addr: u32,
    /// A write completes at this edge.
    pub wr_en: bool,
    /// Word address written.
    pub wr_addr: u32,
    /// Data written.
    pub wr_data: u32,
    /// Byte strobes.
    pub wr_strb: u32,
}

/// Architectural state of a bank.
///
/// Per-counter flags are bit masks indexed by the counter's event bit (its
/// lane: each event input drives one counter), so a cycle's events, enables
/// and interrupts are a few word operations, not a pass over the counters.
#[derive(Debug, Clone)]
pub struct Bank {
    cfg: BankCfg,
    by_word: Vec<Option<Reg>>,
    /// Live counter values, by lane.
    cnt: [u64; 128],
    /// The shadows' values while `follow` is false, by lane.
    shadow: [u64; 128],
    /// The shadows hold the counts from before the last edge: `cnt` minus
    /// that edge's increments (`last_inc`). Following costs nothing per
    /// cycle; `shadow` is written only when following stops (a held
    /// snapshot, a clear, a backdoor write).
    follow: bool,
    /// Lanes incremented at the last edge.
    last_inc: u128,
    enable: u128,
    overflow: u128,
    irq_enable: u128,
    /// Lanes whose counter saturates rather than wraps.
    saturating: u128,
    /// Each lane's largest count (0 where no counter is).
    max: [u64; 128],
    /// High word kept by the last low-word read of a wide counter.
    hold: u32,
    /// The bank's last access was a read of that wide counter's low word.
    lo_last: bool,
    /// Word address of the last wide low-word read.
    lo_addr: u32,
    /// Counter whose low word is answered in this cycle.
    lo_resp: Option<usize>,
    /// The high word answered in this cycle is the kept one.
    hold_use: bool,
    /// Register whose read is answered in this cycle.
    resp: Option<Reg>,
    snapshot: bool,
    freeze: bool,
    /// Synchroniser flops of events from other clock domains, one bit per
    /// event input: the first stage and the second.
    sync1: u128,
    sync2: u128,
    /// Event inputs that go through a synchroniser.
    sync_mask: u128,
    /// Counters per overflow-flag word.
    by_flag_word: Vec<Vec<usize>>,
    /// The programmable counters, where the bank has them.
    pub prog: Option<Programmable>,
    /// A compact-snapshot bank's sweep and delays.
    sweep: Option<Box<Sweep>>,
}

fn max_of(width: u32) -> u64 {
    if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// Bit `lane` of a lane mask.
fn bit(lane: u32) -> u128 {
    1u128 << lane
}

impl Bank {
    /// A bank in its reset state.
    pub fn new(cfg: BankCfg) -> Self {
        let mut by_word = vec![None; 1usize << cfg.word_bits];
        for (w, r) in &cfg.regs {
            by_word[*w as usize] = Some(*r);
        }
        let mut max = [0u64; 128];
        let mut lanes = 0u128;
        let mut by_flag_word: Vec<Vec<usize>> = Vec::new();
        let (mut sync_mask, mut saturating) = (0u128, 0u128);
        for (i, c) in cfg.counters.iter().enumerate() {
            assert!(
                lanes & bit(c.ev_bit) == 0,
                "event bit {} drives two counters",
                c.ev_bit
            );
            lanes |= bit(c.ev_bit);
            max[c.ev_bit as usize] = max_of(c.width);
            if c.synchronised {
                sync_mask |= bit(c.ev_bit);
            }
            if c.saturate {
                saturating |= bit(c.ev_bit);
            }
            let w = (c.flag / 32) as usize;
            if by_flag_word.len() <= w {
                by_flag_word.resize(w + 1, Vec::new());
            }
            by_flag_word[w].push(i);
        }
        let mut b = Self {
            sync1: 0,
            sync2: 0,
            sync_mask,
            saturating,
            max,
            by_flag_word,
            prog: cfg.prog.clone().map(Programmable::new),
            sweep: cfg
                .compact
                .then(|| Box::new(Sweep::new(cfg.counters.len()))),
            cfg,
            by_word,
            cnt: [0; 128],
            shadow: [0; 128],
            follow: false,
            last_inc: 0,
            enable: 0,
            overflow: 0,
            irq_enable: 0,
            hold: 0,
            lo_last: false,
            lo_addr: 0,
            lo_resp: None,
            hold_use: false,
            resp: None,
            snapshot: false,
            freeze: false,
        };
        b.reset();
        b
    }

    /// Configuration.
    pub fn cfg(&self) -> &BankCfg {
        &self.cfg
    }

    /// Returns every register to its reset value.
    pub fn reset(&mut self) {
        self.cnt.fill(0);
        self.shadow.fill(0);
        self.follow = false;
        self.last_inc = 0;
        self.enable = self.cfg.counters.iter().fold(0, |m, c| m | bit(c.ev_bit));
        self.overflow = 0;
        self.irq_enable = 0;
        self.hold = 0;
        self.lo_last = false;
        self.lo_addr = 0;
        self.lo_resp = None;
        self.hold_use = false;
        self.resp = None;
        self.snapshot = false;
        self.freeze = false;
        self.sync1 = 0;
        self.sync2 = 0;
        if let Some(p) = &mut self.prog {
            p.reset();
        }
        if let Some(sw) = &mut self.sweep {
            sw.reset();
        }
    }

    /// Sets a counter's live value directly (the backdoor the tests use).
    pub fn poke(&mut self, c: usize, value: u64) {
        // The shadows' "count before the last edge" would otherwise see
        // the new value.
        self.stop_following();
        let l = self.cfg.counters[c].ev_bit as usize;
        self.cnt[l] = value & self.max[l];
    }

    /// Writes the followed values into `shadow`; from here on the shadows
    /// are what `shadow` holds.
    fn stop_following(&mut self) {
        if !self.follow {
            return;
        }
        for l in 0..128 {
            self.shadow[l] = self.followed(l);
        }
        self.follow = false;
    }

    /// Lane `l`'s count before the last edge.
    fn followed(&self, l: usize) -> u64 {
        self.cnt[l].wrapping_sub((self.last_inc >> l) as u64 & 1) & self.max[l]
    }

    /// What a read of counter `c` returns: its shadow.
    fn visible(&self, c: usize) -> u64 {
        let l = self.cfg.counters[c].ev_bit as usize;
        if self.follow {
            self.followed(l)
        } else {
            self.shadow[l]
        }
    }

    fn reg_at(&self, en: bool, addr: u32) -> Option<Reg> {
        if en {
            self.by_word.get(addr as usize).copied().flatten()
        } else {
            None
        }
    }

    /// The SoC-wide snapshot requests (set, clear) this access raises, in
    /// its own cycle.
    pub fn gsnap_req(&self, a: &Access) -> (bool, bool) {
        let gsnap_wr =
            self.reg_at(a.wr_en, a.wr_addr) == Some(Reg::GlobalSnapshot) && a.wr_strb & 1 == 1;
        (
            gsnap_wr && a.wr_data & 1 == 1,
            gsnap_wr && a.wr_data & 1 == 0,
        )
    }

    /// Flag word `k` of the lane mask `v`.
    fn flags(&self, k: u32, v: u128) -> u32 {
        self.by_flag_word
            .get(k as usize)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|&i| &self.cfg.counters[i])
            .fold(0, |acc, c| {
                acc | (u32::from(v & bit(c.ev_bit) != 0) << (c.flag % 32))
            })
    }

    /// Data and error of a read of word `addr` requested at the last edge:
    /// the answer in this cycle, from the state after that edge.
    pub fn read(&self, addr: u32) -> (u32, bool) {
        let Some(reg) = self.by_word.get(addr as usize).copied().flatten() else {
            return (0, self.cfg.unmapped_error);
        };
        let data = match reg {
            Reg::Snapshot => u32::from(self.snapshot),
            Reg::Lo(c) => self.visible(c) as u32,
            Reg::Hi(_) if self.hold_use => self.hold,
            Reg::Hi(c) => (self.visible(c) >> 32) as u32,
            Reg::Zero | Reg::GlobalSnapshot => 0,
            Reg::Ctrl => u32::from(self.freeze),
            Reg::Info(v) => v,
            Reg::Enable(k) => self.flags(k, self.enable),
            Reg::Overflow(k) => self.flags(k, self.overflow),
            Reg::IrqEnable(k) => self.flags(k, self.irq_enable),
            // Listed, not a catch-all: a new kind of register must be
            // answered here.
            Reg::ProgSelect(_)
            | Reg::ProgCountLo(_)
            | Reg::ProgCountHi(_)
            | Reg::ProgThreshLo(_)
            | Reg::ProgThreshHi(_)
            | Reg::ProgFlags
            | Reg::ProgIrqEnable => self.prog.as_ref().map_or(0, |p| p.read(reg)),
        };
        (data, false)
    }

    /// Whether a write of word `addr` answers with an error.
    pub fn write_error(&self, addr: u32) -> bool {
        self.cfg.unmapped_error && self.by_word.get(addr as usize).copied().flatten().is_none()
    }

    /// Interrupt output: any enabled overflow flag.
    pub fn irq(&self) -> bool {
        self.overflow & self.irq_enable != 0 || self.prog.as_ref().is_some_and(Programmable::irq)
    }

    /// A compact bank's answer to the read that acted at the last edge:
    /// (data, error), out after the read's wait states.
    pub fn take_answer(&mut self) -> Option<(u32, bool)> {
        self.sweep.as_mut().and_then(|sw| sw.answer.take())
    }
}
