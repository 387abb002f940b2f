//! A bank's clock edge: register writes, snapshots, torn-free wide reads,
//! synchronisers and counting.

use super::{bit, Access, Bank};
use crate::cfg::Reg;

/// Whether byte lane of bit `b` of `a`'s write is strobed.
fn strobed(a: &Access, b: u32) -> bool {
    a.wr_strb >> (b / 8) & 1 == 1
}

/// Bit `b` of `a`'s write data.
fn data_bit(a: &Access, b: u32) -> bool {
    a.wr_data >> b & 1 == 1
}

impl Bank {
    /// One rising clock edge with access `a`, event vector `ev` and the SoC's
    /// snapshot broadcast (`gset`, `gclr`).
    pub fn edge(&mut self, a: &Access, ev: u128, pev: &[u32], gset: bool, gclr: bool) {
        let Some(mut sw) = self.sweep.take() else {
            self.step(a, ev, pev, gset, gclr, false);
            return;
        };
        // A compact bank: the access and the broadcast act one edge late,
        // the events at once; flags rise when the sweep folds the carry.
        let (held, hset, hclr) = sw.delay(a, gset, gclr);
        let drop = sw.drop_events();
        let (clear, wraps) = self.step(&held, ev, pev, hset, hclr, drop);
        let counters = &self.cfg.counters;
        self.overflow |= sw.edge(wraps, clear, a.rd_en, |i| counters[i].ev_bit);
        sw.answer = held.rd_en.then(|| self.read(held.rd_addr));
        self.sweep = Some(sw);
    }

    /// The edge's effect on the registers, `drop` losing its events.
    /// Returns whether a clear acted, and the lanes that wrapped.
    fn step(
        &mut self,
        a: &Access,
        ev: u128,
        pev: &[u32],
        gset: bool,
        gclr: bool,
        drop: bool,
    ) -> (bool, u128) {
        let written = self.reg_at(a.wr_en, a.wr_addr);
        let read = self.reg_at(a.rd_en, a.rd_addr);
        let snap_wr = written == Some(Reg::Snapshot) && strobed(a, 0);
        let ctrl_wr = written == Some(Reg::Ctrl) && strobed(a, 0);
        let clear = ctrl_wr && data_bit(a, 1);
        let take = (snap_wr && data_bit(a, 0)) || gset;
        let release = (snap_wr && !data_bit(a, 0)) || gclr;
        let resp = self.resp.take();
        // Before the monitors' state changes: it reads `freeze` as it was.
        if let Some(p) = &mut self.prog {
            p.edge(a, pev, written, resp, clear, self.freeze);
        }
        self.resp = read;
        self.track_wide_read(a, read);
        let load = self.load_shadows(take, clear);
        let seen = self.synchronise(ev);
        let (inc, wrapped) = if clear {
            self.cnt.fill(0);
            self.overflow = 0;
            (0, 0)
        } else {
            self.clear_overflow_flags(a, written);
            self.count(seen, drop)
        };
        if load && !clear {
            self.follow = true;
            self.last_inc = inc;
        }
        self.write_enables(a, written);
        if take {
            self.snapshot = true;
        } else if release {
            self.snapshot = false;
        }
        if ctrl_wr {
            self.freeze = data_bit(a, 0);
        }
        (clear, wrapped)
    }

    /// Torn-free wide reads: the low word's response cycle keeps the
    /// high word of the same shadow value, for a high-word read that
    /// directly follows (no other access of this bank in between).
    fn track_wide_read(&mut self, a: &Access, read: Option<Reg>) {
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
    }

    /// Shadows follow the count while no snapshot is held, and take it at
    /// a snapshot edge: either way they get the count from before this
    /// edge, which following keeps as "the count minus this edge's
    /// increments". A clear loses that count, so it is written out.
    /// Returns whether the shadows load at this edge.
    fn load_shadows(&mut self, take: bool, clear: bool) -> bool {
        let load = !self.snapshot || take;
        if !load || clear {
            if load {
                self.follow = false;
                self.shadow.copy_from_slice(&self.cnt);
            } else {
                self.stop_following();
            }
        }
        load
    }

    /// Synchroniser flops shift every cycle, whatever else happens; a
    /// synchronised event counts two cycles after it arrives. Returns the
    /// events that count at this edge.
    fn synchronise(&mut self, ev: u128) -> u128 {
        let seen = (ev & !self.sync_mask) | (self.sync2 & self.sync_mask);
        self.sync2 = self.sync1;
        self.sync1 = ev & self.sync_mask;
        seen
    }

    /// Overflow flags cleared by this write (write 1 to clear); an
    /// overflow in the same cycle sets the flag again.
    fn clear_overflow_flags(&mut self, a: &Access, written: Option<Reg>) {
        if let Some(Reg::Overflow(k)) = written {
            for &i in self
                .by_flag_word
                .get(k as usize)
                .map_or(&[][..], Vec::as_slice)
            {
                let c = &self.cfg.counters[i];
                if strobed(a, c.flag % 32) && data_bit(a, c.flag % 32) {
                    self.overflow &= !bit(c.ev_bit);
                }
            }
        }
    }

    /// Steps the counters of the events `seen` (none while frozen or when
    /// `drop`). Returns the lanes that counted and those that wrapped.
    fn count(&mut self, seen: u128, drop: bool) -> (u128, u128) {
        let fired = if self.freeze || drop {
            0
        } else {
            seen & self.enable
        };
        // Every fired counter steps; those that were at their maximum
        // wrapped and raise their overflow flag (a compact bank's, when
        // the sweep finds the wrap).
        let mut wrapped = 0u128;
        for half in 0..2 {
            let mut bits = (fired >> (64 * half)) as u64;
            let mut at_max = 0u64;
            while bits != 0 {
                let l = 64 * half + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (c, max) = (self.cnt[l], self.max[l]);
                at_max |= u64::from(c == max) << (l % 64);
                self.cnt[l] = c.wrapping_add(1) & max;
            }
            wrapped |= u128::from(at_max) << (64 * half);
        }
        if !self.cfg.compact {
            self.overflow |= wrapped;
        }
        // A saturating counter at its maximum stays there.
        let mut stuck = wrapped & self.saturating;
        let inc = fired & !stuck;
        while stuck != 0 {
            let l = stuck.trailing_zeros() as usize;
            stuck &= stuck - 1;
            self.cnt[l] = self.max[l];
        }
        (inc, wrapped)
    }

    /// Enable and interrupt-enable words: plain read/write bits.
    fn write_enables(&mut self, a: &Access, written: Option<Reg>) {
        if let Some(Reg::Enable(k) | Reg::IrqEnable(k)) = written {
            let mask = if matches!(written, Some(Reg::Enable(_))) {
                &mut self.enable
            } else {
                &mut self.irq_enable
            };
            for &i in self
                .by_flag_word
                .get(k as usize)
                .map_or(&[][..], Vec::as_slice)
            {
                let c = &self.cfg.counters[i];
                if strobed(a, c.flag % 32) {
                    *mask = (*mask & !bit(c.ev_bit))
                        | (u128::from(data_bit(a, c.flag % 32)) << c.ev_bit);
                }
            }
        }
    }
}
