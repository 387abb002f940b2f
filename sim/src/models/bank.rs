//! Golden model of one tile's monitor bank, written from SPEC §1:
//! ESP snapshot semantics, torn-free LO/HI, wrap/saturate, sticky overflow,
//! enable/freeze/clear, interrupts, unmapped-access policy.
//!
//! Read timing: a read is requested at one edge and answered in the next
//! cycle with the state after that edge ([`Bank::read`]); counters are read
//! through their shadows, which follow the count one cycle behind while no
//! snapshot is held.

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
#[derive(Debug, Clone)]
pub struct Bank {
    cfg: BankCfg,
    by_word: Vec<Option<Reg>>,
    /// Live counter values.
    pub cnt: Vec<u64>,
    shadow: Vec<u64>,
    enable: Vec<bool>,
    overflow: Vec<bool>,
    irq_enable: Vec<bool>,
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
    /// Counters per event input bit.
    by_bit: Vec<Vec<usize>>,
    /// Event bits with at least one enabled counter (refreshed on every
    /// enable write): other events cost nothing.
    live_bits: u128,
    /// Each counter's largest value and whether it saturates, looked up per
    /// event.
    max: Vec<u64>,
    saturate: Vec<bool>,
    /// Counters per overflow-flag word.
    by_flag_word: Vec<Vec<usize>>,
    /// Counters changed since their shadows last followed them: a cycle
    /// costs what changes in it, not a pass over every counter.
    dirty: Vec<usize>,
    is_dirty: Vec<bool>,
    /// Every counter changed (a clear): the shadows copy them all.
    all_dirty: bool,
    /// Programmable counters: select, count, threshold, latched high word.
    psel: Vec<u32>,
    /// Programmable counter values.
    pub pcnt: Vec<u64>,
    pthr: Vec<u64>,
    phold: Vec<Option<u32>>,
    pflags: u32,
    pirq_en: u32,
}

fn max_of(width: u32) -> u64 {
    if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl Bank {
    /// A bank in its reset state.
    pub fn new(cfg: BankCfg) -> Self {
        let mut by_word = vec![None; 1usize << cfg.word_bits];
        for (w, r) in &cfg.regs {
            by_word[*w as usize] = Some(*r);
        }
        let n = cfg.counters.len();
        let k = cfg.prog.as_ref().map_or(0, |p| p.allowed.len());
        let mut by_bit = vec![Vec::new(); 128];
        let mut by_flag_word: Vec<Vec<usize>> = Vec::new();
        let mut sync_mask = 0u128;
        for (i, c) in cfg.counters.iter().enumerate() {
            by_bit[c.ev_bit as usize].push(i);
            if c.synchronised {
                sync_mask |= 1 << c.ev_bit;
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
            by_bit,
            live_bits: 0,
            max: cfg.counters.iter().map(|c| max_of(c.width)).collect(),
            saturate: cfg.counters.iter().map(|c| c.saturate).collect(),
            by_flag_word,
            dirty: Vec::with_capacity(n),
            is_dirty: vec![false; n],
            all_dirty: false,
            psel: vec![0; k],
            pcnt: vec![0; k],
            pthr: vec![0; k],
            phold: vec![None; k],
            pflags: 0,
            pirq_en: 0,
            cfg,
            by_word,
            cnt: vec![0; n],
            shadow: vec![0; n],
            enable: vec![true; n],
            overflow: vec![false; n],
            irq_enable: vec![false; n],
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
        self.enable.fill(true);
        self.overflow.fill(false);
        self.irq_enable.fill(false);
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
        self.dirty.clear();
        self.is_dirty.fill(false);
        self.all_dirty = false;
        self.psel.fill(1 << 31);
        self.pcnt.fill(0);
        self.pthr.fill(0);
        self.phold.fill(None);
        self.pflags = 0;
        self.pirq_en = 0;
        self.refresh_live_bits();
    }

    fn refresh_live_bits(&mut self) {
        self.live_bits = self
            .cfg
            .counters
            .iter()
            .zip(&self.enable)
            .filter(|(_, &on)| on)
            .fold(0, |m, (c, _)| m | 1 << c.ev_bit);
    }

    /// Sets a counter's live value directly (the backdoor the tests use).
    pub fn poke(&mut self, c: usize, value: u64) {
        self.cnt[c] = value & self.max[c];
        self.mark(c);
    }

    fn mark(&mut self, c: usize) {
        if !self.is_dirty[c] {
            self.is_dirty[c] = true;
            self.dirty.push(c);
        }
    }

    /// What a read of counter `c` returns: its shadow.
    fn visible(&self, c: usize) -> u64 {
        self.shadow[c]
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

    fn flags(&self, k: u32, v: &[bool]) -> u32 {
        self.cfg
            .counters
            .iter()
            .enumerate()
            .filter(|(_, c)| c.flag / 32 == k)
            .fold(0, |acc, (i, c)| acc | (u32::from(v[i]) << (c.flag % 32)))
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
            Reg::Enable(k) => self.flags(k, &self.enable),
            Reg::Overflow(k) => self.flags(k, &self.overflow),
            Reg::IrqEnable(k) => self.flags(k, &self.irq_enable),
            Reg::ProgSelect(k) => self.psel[k as usize],
            Reg::ProgCountLo(k) => self.pcnt[k as usize] as u32,
            Reg::ProgCountHi(k) => {
                self.phold[k as usize].unwrap_or((self.pcnt[k as usize] >> 32) as u32)
            }
            Reg::ProgThreshLo(k) => self.pthr[k as usize] as u32,
            Reg::ProgThreshHi(k) => (self.pthr[k as usize] >> 32) as u32,
            Reg::ProgFlags => self.pflags,
            Reg::ProgIrqEnable => self.pirq_en,
        };
        (data, false)
    }

    /// Whether a write of word `addr` answers with an error.
    pub fn write_error(&self, addr: u32) -> bool {
        self.cfg.unmapped_error && self.by_word.get(addr as usize).copied().flatten().is_none()
    }

    /// Interrupt output: any enabled overflow flag.
    pub fn irq(&self) -> bool {
        self.overflow
            .iter()
            .zip(&self.irq_enable)
            .any(|(o, e)| *o && *e)
            || self.pflags & self.pirq_en != 0
    }

    /// The programmable counters' part of a clock edge (before the monitors'
    /// state changes: it reads `freeze` as it was).
    fn prog_edge(
        &mut self,
        a: &Access,
        pev: &[u32],
        written: Option<Reg>,
        resp: Option<Reg>,
        clear: bool,
    ) {
        // Taken out for the edge and put back: no copy of the wiring table
        // per cycle.
        let Some(p) = self.cfg.prog.take() else {
            return;
        };
        let max = max_of(p.width);
        let lanes = (0..4)
            .filter(|b| a.wr_strb >> b & 1 == 1)
            .fold(0u32, |m, b| m | (0xFF << (8 * b)));
        let merge = |old: u32, mask: u32| (old & !(lanes & mask)) | (a.wr_data & lanes & mask);
        let lo_mask = max as u32;
        let hi_mask = (max >> 32) as u32;
        let mut set = 0u32;
        for k in 0..p.allowed.len() {
            let sel = (self.psel[k] & p.select_mask & 0x7FFF_FFFF) as usize;
            let wired = p.allowed[k].get(sel).copied().unwrap_or(false);
            // Up to 256 events: the port's words, not a fixed-width integer.
            let raised = pev.get(sel / 32).is_some_and(|w| w >> (sel % 32) & 1 == 1);
            let inc = wired && raised && self.psel[k] >> 31 == 0 && !self.freeze;
            let next = self.pcnt[k].wrapping_add(1) & max;
            if inc && self.pcnt[k] == max {
                set |= 1 << k;
            }
            if p.threshold && inc && self.pthr[k] != 0 && next == self.pthr[k] {
                set |= 1 << (16 + k);
            }
            let kk = k as u32;
            // A low-word read latches the high word in its response cycle; a
            // high-word read's response, or a write of the count, drops it.
            let count_written =
                written == Some(Reg::ProgCountLo(kk)) || written == Some(Reg::ProgCountHi(kk));
            match resp {
                Some(Reg::ProgCountLo(r)) if r == kk && p.width > 32 => {
                    self.phold[k] = Some((self.pcnt[k] >> 32) as u32)
                }
                Some(Reg::ProgCountHi(r)) if r == kk => self.phold[k] = None,
                _ if count_written => self.phold[k] = None,
                _ => {}
            }
            let (lo, hi) = (self.pcnt[k] as u32, (self.pcnt[k] >> 32) as u32);
            self.pcnt[k] = if clear {
                0
            } else if written == Some(Reg::ProgCountLo(kk)) {
                (u64::from(hi) << 32 | u64::from(merge(lo, u32::MAX))) & max
            } else if written == Some(Reg::ProgCountHi(kk)) {
                (u64::from(merge(hi, hi_mask)) << 32 | u64::from(lo)) & max
            } else if inc {
                next
            } else {
                self.pcnt[k]
            };
            if written == Some(Reg::ProgSelect(kk)) {
                self.psel[k] = merge(self.psel[k], p.select_mask);
            }
            let (tlo, thi) = (self.pthr[k] as u32, (self.pthr[k] >> 32) as u32);
            if written == Some(Reg::ProgThreshLo(kk)) {
                self.pthr[k] = u64::from(thi) << 32 | u64::from(merge(tlo, lo_mask));
            } else if written == Some(Reg::ProgThreshHi(kk)) {
                self.pthr[k] = u64::from(merge(thi, hi_mask)) << 32 | u64::from(tlo);
            }
        }
        self.pflags = if clear {
            0
        } else {
            let w1c = if written == Some(Reg::ProgFlags) {
                a.wr_data & lanes
            } else {
                0
            };
            (self.pflags & !w1c) | set
        };
        if written == Some(Reg::ProgIrqEnable) {
            self.pirq_en = merge(self.pirq_en, p.flag_mask);
        }
        self.cfg.prog = Some(p);
    }

    /// One rising clock edge with access `a`, event vector `ev` and the SoC's
    /// snapshot broadcast (`gset`, `gclr`).
    pub fn edge(&mut self, a: &Access, ev: u128, pev: &[u32], gset: bool, gclr: bool) {
        let written = self.reg_at(a.wr_en, a.wr_addr);
        let read = self.reg_at(a.rd_en, a.rd_addr);
        let lane = |bit: u32| a.wr_strb >> (bit / 8) & 1 == 1;
        let d = |bit: u32| a.wr_data >> bit & 1 == 1;

        let snap_wr = written == Some(Reg::Snapshot) && lane(0);
        let ctrl_wr = written == Some(Reg::Ctrl) && lane(0);
        let clear = ctrl_wr && d(1);
        let take = (snap_wr && d(0)) || gset;
        let release = (snap_wr && !d(0)) || gclr;
        let resp = self.resp.take();
        self.prog_edge(a, pev, written, resp, clear);
        self.resp = read;

        // Torn-free wide reads: the low word's response cycle keeps the
        // high word of the same shadow value, for a high-word read that
        // directly follows (no other access of this bank in between).
        if let Some(c) = self.lo_resp.take() {
            self.hold = (self.visible(c) >> 32) as u32;
        }
        let word_mask = (1u32 << self.cfg.word_bits) - 1;
        self.hold_use = a.rd_en && self.lo_last && a.rd_addr == (self.lo_addr + 1) & word_mask;
        let wide_lo = match read {
            Some(Reg::Lo(c)) if self.cfg.counters[c].hi_word.is_some() => Some(c),
            _ => None,
        };
        if a.rd_en || a.wr_en {
            self.lo_last = wide_lo.is_some();
        }
        if wide_lo.is_some() {
            self.lo_addr = a.rd_addr;
        }
        self.lo_resp = wide_lo;
        // Shadows follow the count while no snapshot is held, and take it at
        // a snapshot edge.
        if !self.snapshot || take {
            if self.all_dirty {
                self.shadow.copy_from_slice(&self.cnt);
                self.all_dirty = false;
            } else {
                for &i in &self.dirty {
                    self.shadow[i] = self.cnt[i];
                }
            }
            for &i in &self.dirty {
                self.is_dirty[i] = false;
            }
            self.dirty.clear();
        }
        // Synchroniser flops shift every cycle, whatever else happens; a
        // synchronised event counts two cycles after it arrives.
        let seen = (ev & !self.sync_mask) | (self.sync2 & self.sync_mask);
        self.sync2 = self.sync1;
        self.sync1 = ev & self.sync_mask;
        if clear {
            self.cnt.fill(0);
            self.overflow.fill(false);
            self.all_dirty = true;
        } else {
            // Overflow flags cleared by this write (write 1 to clear); an
            // overflow in the same cycle sets the flag again below.
            if let Some(Reg::Overflow(k)) = written {
                for &i in self
                    .by_flag_word
                    .get(k as usize)
                    .map_or(&[][..], Vec::as_slice)
                {
                    let bit = self.cfg.counters[i].flag % 32;
                    if lane(bit) && d(bit) {
                        self.overflow[i] = false;
                    }
                }
            }
            let mut bits = if self.freeze {
                0
            } else {
                seen & self.live_bits
            };
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                for k in 0..self.by_bit[b].len() {
                    let i = self.by_bit[b][k];
                    if !self.enable[i] {
                        continue;
                    }
                    let max = self.max[i];
                    let at_max = self.cnt[i] == max;
                    if !(self.saturate[i] && at_max) {
                        self.cnt[i] = self.cnt[i].wrapping_add(1) & max;
                        self.mark(i);
                    }
                    if at_max {
                        self.overflow[i] = true;
                    }
                }
            }
        }
        // Enable and interrupt-enable words: plain read/write bits.
        if let Some(Reg::Enable(k) | Reg::IrqEnable(k)) = written {
            let is_enable = matches!(written, Some(Reg::Enable(_)));
            for (i, c) in self.cfg.counters.iter().enumerate() {
                let bit = c.flag % 32;
                if c.flag / 32 == k && lane(bit) {
                    if is_enable {
                        self.enable[i] = d(bit);
                    } else {
                        self.irq_enable[i] = d(bit);
                    }
                }
            }
            if is_enable {
                self.refresh_live_bits();
            }
        }
        if take {
            self.snapshot = true;
        } else if release {
            self.snapshot = false;
        }
        if ctrl_wr {
            self.freeze = d(0);
        }
    }
}
