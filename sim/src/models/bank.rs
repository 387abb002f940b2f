//! Golden model of one tile's monitor bank, written from SPEC §1:
//! ESP snapshot semantics, torn-free LO/HI, wrap/saturate, sticky overflow,
//! enable/freeze/clear, interrupts, unmapped-access policy.

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
    /// High word latched by the last low-word read, per counter.
    hold: Vec<Option<u32>>,
    snapshot: bool,
    freeze: bool,
    /// Requests to the SoC: set / clear every tile's snapshot.
    pub gsnap_req: (bool, bool),
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
        let mut b = Self {
            cfg,
            by_word,
            cnt: vec![0; n],
            shadow: vec![0; n],
            enable: vec![true; n],
            overflow: vec![false; n],
            irq_enable: vec![false; n],
            hold: vec![None; n],
            snapshot: false,
            freeze: false,
            gsnap_req: (false, false),
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
        self.hold.fill(None);
        self.snapshot = false;
        self.freeze = false;
        self.gsnap_req = (false, false);
    }

    /// Sets a counter's live value directly (the backdoor the tests use).
    pub fn poke(&mut self, c: usize, value: u64) {
        self.cnt[c] = value & max_of(self.cfg.counters[c].width);
    }

    fn visible(&self, c: usize) -> u64 {
        if self.snapshot {
            self.shadow[c]
        } else {
            self.cnt[c]
        }
    }

    fn flags(&self, k: u32, v: &[bool]) -> u32 {
        self.cfg
            .counters
            .iter()
            .enumerate()
            .filter(|(_, c)| c.flag / 32 == k)
            .fold(0, |acc, (i, c)| acc | (u32::from(v[i]) << (c.flag % 32)))
    }

    /// Data and error of a read of word `addr`, from the state before the edge.
    pub fn read(&self, addr: u32) -> (u32, bool) {
        let Some(reg) = self.by_word.get(addr as usize).copied().flatten() else {
            return (0, self.cfg.unmapped_error);
        };
        let data = match reg {
            Reg::Snapshot => u32::from(self.snapshot),
            Reg::Lo(c) => self.visible(c) as u32,
            Reg::Hi(c) => self.hold[c].unwrap_or((self.visible(c) >> 32) as u32),
            Reg::Zero | Reg::GlobalSnapshot => 0,
            Reg::Ctrl => u32::from(self.freeze),
            Reg::Info(v) => v,
            Reg::Enable(k) => self.flags(k, &self.enable),
            Reg::Overflow(k) => self.flags(k, &self.overflow),
            Reg::IrqEnable(k) => self.flags(k, &self.irq_enable),
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
    }

    /// One rising clock edge with access `a`, event vector `ev` and the SoC's
    /// snapshot broadcast (`gset`, `gclr`).
    pub fn edge(&mut self, a: &Access, ev: u128, gset: bool, gclr: bool) {
        let reg_at = |en: bool, addr: u32| {
            if en {
                self.by_word.get(addr as usize).copied().flatten()
            } else {
                None
            }
        };
        let written = reg_at(a.wr_en, a.wr_addr);
        let read = reg_at(a.rd_en, a.rd_addr);
        let lane = |bit: u32| a.wr_strb >> (bit / 8) & 1 == 1;
        let d = |bit: u32| a.wr_data >> bit & 1 == 1;

        let snap_wr = written == Some(Reg::Snapshot) && lane(0);
        let ctrl_wr = written == Some(Reg::Ctrl) && lane(0);
        let gsnap_wr = written == Some(Reg::GlobalSnapshot) && lane(0);
        let clear = ctrl_wr && d(1);
        let take = (snap_wr && d(0)) || gset;
        let release = (snap_wr && !d(0)) || gclr;

        // A low-word read latches the high word; a high-word read consumes it.
        // Both use the values before the edge.
        match read {
            Some(Reg::Lo(c)) if self.cfg.counters[c].hi_word.is_some() => {
                self.hold[c] = Some((self.visible(c) >> 32) as u32);
            }
            Some(Reg::Hi(c)) => self.hold[c] = None,
            _ => {}
        }
        if take {
            self.shadow.copy_from_slice(&self.cnt);
        }
        // Overflow flags cleared by this write (write 1 to clear).
        let w1c = match written {
            Some(Reg::Overflow(k)) => Some(k),
            _ => None,
        };
        for (i, c) in self.cfg.counters.iter().enumerate() {
            if clear {
                self.cnt[i] = 0;
                self.overflow[i] = false;
                continue;
            }
            let inc = ev >> c.ev_bit & 1 == 1 && self.enable[i] && !self.freeze;
            let max = max_of(c.width);
            let at_max = self.cnt[i] == max;
            if inc && !(c.saturate && at_max) {
                self.cnt[i] = self.cnt[i].wrapping_add(1) & max;
            }
            if inc && at_max {
                self.overflow[i] = true;
            } else if w1c == Some(c.flag / 32) && lane(c.flag % 32) && d(c.flag % 32) {
                self.overflow[i] = false;
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
        }
        if take {
            self.snapshot = true;
        } else if release {
            self.snapshot = false;
        }
        if ctrl_wr {
            self.freeze = d(0);
        }
        self.gsnap_req = (gsnap_wr && d(0), gsnap_wr && !d(0));
    }
}
