//! The packet FIFO, the stream stage after it, and the halt output that
//! keeps the FIFO from filling.

use super::{PackerModel, FORCE_HALT, HALT_ENABLE};

impl PackerModel {
    /// Packets held: in the FIFO and in the stream stage.
    pub(super) fn level(&self) -> u32 {
        self.fifo.len() as u32 + u32::from(self.out_valid)
    }

    /// Whether halting (if on) holds the core and flushes back: the level
    /// is at the threshold register or at the highest safe threshold,
    /// whichever is lower.
    pub(super) fn level_high(&self) -> bool {
        let threshold = self.regs[self.cfg.almost_full_word as usize].min(self.cfg.halt_limit);
        self.level() >= threshold
    }

    /// The halt output: a function of registers only.
    pub fn halt(&self) -> bool {
        let c = self.ctrl();
        (c & HALT_ENABLE != 0 && self.level_high()) || c & FORCE_HALT != 0
    }

    pub(super) fn fifo_full(&self) -> bool {
        self.fifo.len() as u32 == self.cfg.fifo_depth
    }

    /// Stream stage: the FIFO head moves into the output registers when
    /// they are empty or being taken; it was stored before this edge
    /// (`stored_before` packets).
    pub(super) fn stream(&mut self, tready: bool, stored_before: usize) {
        let pop = self.out_valid && tready;
        if (!self.out_valid || pop) && stored_before > 0 {
            let (d, last) = self.fifo.pop_front().expect("stored");
            self.out = d;
            self.out_last = last;
            self.out_valid = true;
        } else if pop {
            self.out_valid = false;
        }
    }
}
