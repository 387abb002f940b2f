//! Golden model of a bank's programmable counters, written from SPEC §1:
//! each counts the event its select register picks among those wired to
//! it, with overflow and threshold flags, interrupt enables, and a high
//! word latched by a low-word read.

use super::bank::Access;
use crate::cfg::{ProgCfg, Reg};

/// No event (`Programmable::watch`): far past any event port's words.
const NONE: u32 = u32::MAX;

/// The programmable counters of one bank.
#[derive(Debug, Clone)]
pub struct Programmable {
    cfg: ProgCfg,
    /// Largest count.
    max: u64,
    /// Select registers (bit 31 inhibits).
    sel: Vec<u32>,
    /// The event each counter counts: its selection, if not inhibited and
    /// wired to it (`NONE` otherwise). Derived on every select write, so
    /// that an edge looks up one word per counter.
    watch: Vec<u32>,
    /// Counter values.
    pub count: Vec<u64>,
    thr: Vec<u64>,
    /// High word latched by a low-word read, per counter.
    hold: Vec<Option<u32>>,
    flags: u32,
    /// Where counts are late (`ProgCfg::late`): the counters whose event
    /// was counted at the last edge, which move at this one (bit k).
    pending_inc: u32,
    /// Where flags are late: the flags the last edge's increments raise,
    /// set at this edge.
    pending: u32,
    irq_en: u32,
}

impl Programmable {
    /// The counters of `cfg`, in reset.
    pub fn new(cfg: ProgCfg) -> Self {
        let k = cfg.allowed.len();
        let max = if cfg.width == 64 {
            u64::MAX
        } else {
            (1u64 << cfg.width) - 1
        };
        let mut p = Self {
            cfg,
            max,
            sel: vec![0; k],
            watch: vec![NONE; k],
            count: vec![0; k],
            thr: vec![0; k],
            hold: vec![None; k],
            flags: 0,
            pending_inc: 0,
            pending: 0,
            irq_en: 0,
        };
        p.reset();
        p
    }

    /// Back to the reset state.
    pub fn reset(&mut self) {
        self.sel.fill(1 << 31);
        self.watch.fill(NONE);
        self.count.fill(0);
        self.thr.fill(0);
        self.hold.fill(None);
        self.flags = 0;
        self.pending_inc = 0;
        self.pending = 0;
        self.irq_en = 0;
    }

    /// What a read of programmable register `reg` returns.
    pub fn read(&self, reg: Reg) -> u32 {
        match reg {
            Reg::ProgSelect(k) => self.sel[k as usize],
            Reg::ProgCountLo(k) => self.count[k as usize] as u32,
            Reg::ProgCountHi(k) => {
                self.hold[k as usize].unwrap_or((self.count[k as usize] >> 32) as u32)
            }
            Reg::ProgThreshLo(k) => self.thr[k as usize] as u32,
            Reg::ProgThreshHi(k) => (self.thr[k as usize] >> 32) as u32,
            Reg::ProgFlags => self.flags,
            Reg::ProgIrqEnable => self.irq_en,
            _ => 0,
        }
    }

    /// The event counter `k`'s select register picks, if it counts one.
    fn watched(&self, k: usize) -> u32 {
        let sel = self.sel[k] & self.cfg.select_mask & 0x7FFF_FFFF;
        let wired = self.cfg.allowed[k]
            .get(sel as usize)
            .copied()
            .unwrap_or(false);
        if wired && self.sel[k] >> 31 == 0 {
            sel
        } else {
            NONE
        }
    }

    /// Some enabled flag is set.
    pub fn irq(&self) -> bool {
        self.flags & self.irq_en != 0
    }

    /// One clock edge: access `a` (`written`: the register it writes;
    /// `resp`: the register whose read is answered in this cycle), events
    /// `pev`, the bank's `clear` and `freeze`.
    #[inline]
    pub fn edge(
        &mut self,
        a: &Access,
        pev: &[u32],
        written: Option<Reg>,
        resp: Option<Reg>,
        clear: bool,
        freeze: bool,
    ) {
        // Most edges touch no programmable register: only the counts move
        // (inlined into the bank's edge; the rest is not).
        let prog_reg = |r: Option<Reg>| r.is_some_and(Reg::is_prog);
        if clear || prog_reg(written) || prog_reg(resp) {
            self.edge_access(a, pev, written, resp, clear, freeze);
        } else {
            let mut set = 0;
            for k in 0..self.count.len() {
                if self.counts(k, pev, freeze) {
                    let (next, flags) = self.next(k);
                    self.count[k] = next;
                    set |= flags;
                }
            }
            self.flags |= self.raise(set);
        }
    }

    /// The flags `set` raises at this edge: themselves, or where flags rise
    /// late, those of the edge before (keeping `set` for the next). Under a
    /// clear the caller passes none: a clear drops what its edge raises.
    #[inline]
    fn raise(&mut self, set: u32) -> u32 {
        if self.cfg.late {
            std::mem::replace(&mut self.pending, set)
        } else {
            set
        }
    }

    /// [`Programmable::edge`] where a register of theirs is accessed or the
    /// bank clears.
    #[inline(never)]
    fn edge_access(
        &mut self,
        a: &Access,
        pev: &[u32],
        written: Option<Reg>,
        resp: Option<Reg>,
        clear: bool,
        freeze: bool,
    ) {
        let max = self.max;
        let lanes = (0..4)
            .filter(|b| a.wr_strb >> b & 1 == 1)
            .fold(0u32, |m, b| m | (0xFF << (8 * b)));
        let merge = |old: u32, mask: u32| (old & !(lanes & mask)) | (a.wr_data & lanes & mask);
        let lo_mask = max as u32;
        let hi_mask = (max >> 32) as u32;
        let mut set = 0u32;
        for k in 0..self.count.len() {
            let (inc, next, flags) = self.step(k, pev, freeze);
            set |= flags;
            let kk = k as u32;
            // A low-word read latches the high word in its response cycle; a
            // high-word read's response, or a write of the count, drops it.
            let count_written =
                written == Some(Reg::ProgCountLo(kk)) || written == Some(Reg::ProgCountHi(kk));
            match resp {
                Some(Reg::ProgCountLo(r)) if r == kk && self.cfg.width > 32 => {
                    self.hold[k] = Some((self.count[k] >> 32) as u32)
                }
                Some(Reg::ProgCountHi(r)) if r == kk => self.hold[k] = None,
                _ if count_written => self.hold[k] = None,
                _ => {}
            }
            let (lo, hi) = (self.count[k] as u32, (self.count[k] >> 32) as u32);
            self.count[k] = if clear {
                0
            } else if written == Some(Reg::ProgCountLo(kk)) {
                (u64::from(hi) << 32 | u64::from(merge(lo, u32::MAX))) & max
            } else if written == Some(Reg::ProgCountHi(kk)) {
                (u64::from(merge(hi, hi_mask)) << 32 | u64::from(lo)) & max
            } else if inc {
                next
            } else {
                self.count[k]
            };
            if written == Some(Reg::ProgSelect(kk)) {
                self.sel[k] = merge(self.sel[k], self.cfg.select_mask);
                self.watch[k] = self.watched(k);
            }
            let (tlo, thi) = (self.thr[k] as u32, (self.thr[k] >> 32) as u32);
            if written == Some(Reg::ProgThreshLo(kk)) {
                self.thr[k] = u64::from(thi) << 32 | u64::from(merge(tlo, lo_mask));
            } else if written == Some(Reg::ProgThreshHi(kk)) {
                self.thr[k] = u64::from(merge(thi, hi_mask)) << 32 | u64::from(tlo);
            }
        }
        let set = self.raise(if clear { 0 } else { set });
        self.flags = if clear {
            0
        } else {
            let w1c = if written == Some(Reg::ProgFlags) {
                a.wr_data & lanes
            } else {
                0
            };
            (self.flags & !w1c) | set
        };
        if written == Some(Reg::ProgIrqEnable) {
            self.irq_en = merge(self.irq_en, self.cfg.flag_mask);
        }
    }

    /// Whether programmable counter `k` counts at this edge, its next value
    /// if it does, and the flags (overflow, threshold) that raises.
    #[inline]
    fn step(&mut self, k: usize, pev: &[u32], freeze: bool) -> (bool, u64, u32) {
        if !self.counts(k, pev, freeze) {
            return (false, self.count[k], 0);
        }
        let (next, set) = self.next(k);
        (true, next, set)
    }

    /// Whether counter `k` counts at this edge: its event at this edge, not
    /// frozen; or where counts are late, the one at the edge before (and
    /// this edge's is kept for the next).
    #[inline]
    fn counts(&mut self, k: usize, pev: &[u32], freeze: bool) -> bool {
        let now = !freeze && self.raised(k, pev);
        if !self.cfg.late {
            return now;
        }
        let bit = 1 << k;
        let was = self.pending_inc & bit != 0;
        self.pending_inc = (self.pending_inc & !bit) | if now { bit } else { 0 };
        was
    }

    /// Whether the event counter `k` watches is raised in `pev`.
    #[inline]
    fn raised(&self, k: usize, pev: &[u32]) -> bool {
        let e = self.watch[k] as usize;
        // Up to 256 events: the port's words, not a fixed-width integer.
        pev.get(e / 32).is_some_and(|w| w >> (e % 32) & 1 == 1)
    }

    /// Counter `k`'s value after an event, and the flags (overflow,
    /// threshold) that raises.
    #[inline]
    fn next(&self, k: usize) -> (u64, u32) {
        let max = self.max;
        let next = self.count[k].wrapping_add(1) & max;
        let mut set = 0;
        if self.count[k] == max {
            set |= 1 << k;
        }
        if self.cfg.threshold && self.thr[k] != 0 && next == self.thr[k] {
            set |= 1 << (16 + k);
        }
        (next, set)
    }
}
