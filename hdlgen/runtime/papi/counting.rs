//! Counting a set: start, read, accumulate, reset, stop. Every read brings
//! 64-bit virtual counters up to date, so a narrow counter may wrap between
//! two reads.

use super::{Error, EventSet, Papi, Slot, MASK, MAX_EVENTS};
use crate::backend::Backend;
use crate::map::{PRESETS, PRESET_BIT, PROG_COUNT_HI, PROG_COUNT_LO, PROG_INHIBIT, PROG_SELECT};

impl<B: Backend> Papi<B> {
    /// Starts counting the set from zero (PAPI_start). One set counts at a
    /// time on a tile.
    pub fn start(&mut self, set: EventSet) -> Result<(), Error> {
        let s = *self.slot(set)?;
        match self.running {
            Some(r) if r == set => return Err(Error::IsRunning),
            Some(_) => return Err(Error::OtherIsRunning),
            None => {}
        }
        if s.len == 0 {
            return Err(Error::Empty);
        }
        for i in 0..s.nnat {
            let k = s.counter[i] as usize;
            // Zero while still inhibited, then select: it counts from 0.
            self.bus.write32(self.base + PROG_COUNT_LO[k], 0);
            if let Some(hi) = PROG_COUNT_HI {
                self.bus.write32(self.base + hi[k], 0);
            }
            self.bus.write32(self.base + PROG_SELECT[k], s.natives[i]);
            self.last[k] = 0;
            self.virt[k] = 0;
        }
        self.running = Some(set);
        Ok(())
    }

    /// Brings the virtual counters of the running set up to date.
    fn sample(&mut self, s: &Slot) {
        for i in 0..s.nnat {
            let k = s.counter[i] as usize;
            let mut raw = u64::from(self.bus.read32(self.base + PROG_COUNT_LO[k]));
            if let Some(hi) = PROG_COUNT_HI {
                raw |= u64::from(self.bus.read32(self.base + hi[k])) << 32;
            }
            let raw = raw & MASK;
            self.virt[k] = self.virt[k].wrapping_add(raw.wrapping_sub(self.last[k]) & MASK);
            self.last[k] = raw;
        }
    }

    /// The set's values from the virtual counters, presets evaluated.
    fn values(&self, s: &Slot, out: &mut [i64]) -> Result<(), Error> {
        let out = out.get_mut(..s.len).ok_or(Error::BufferTooSmall { needed: s.len })?;
        let native = |e: u32| self.virt[s.counter[s.native_pos(e)] as usize] as i64;
        for (v, &code) in out.iter_mut().zip(s.codes()) {
            *v = if code & PRESET_BIT != 0 {
                PRESETS[(code & !PRESET_BIT) as usize]
                    .terms
                    .iter()
                    .fold(0i64, |a, &(sign, e)| a.wrapping_add(i64::from(sign).wrapping_mul(native(e))))
            } else {
                native(code)
            };
        }
        Ok(())
    }

    fn running_slot(&self, set: EventSet) -> Result<Slot, Error> {
        let s = *self.slot(set)?;
        if self.running != Some(set) {
            return Err(Error::NotRunning);
        }
        Ok(s)
    }

    /// The set's counts since start or the last reset, without resetting
    /// (PAPI_read). `out[i]` is the i-th event added.
    pub fn read(&mut self, set: EventSet, out: &mut [i64]) -> Result<(), Error> {
        let s = self.running_slot(set)?;
        if out.len() < s.len {
            return Err(Error::BufferTooSmall { needed: s.len });
        }
        self.sample(&s);
        self.values(&s, out)
    }

    /// Adds the set's counts to `acc`, then resets them (PAPI_accum).
    pub fn accum(&mut self, set: EventSet, acc: &mut [i64]) -> Result<(), Error> {
        let s = self.running_slot(set)?;
        let mut now = [0i64; MAX_EVENTS];
        if acc.len() < s.len {
            return Err(Error::BufferTooSmall { needed: s.len });
        }
        self.sample(&s);
        self.values(&s, &mut now)?;
        for (a, v) in acc.iter_mut().zip(&now[..s.len]) {
            *a = a.wrapping_add(*v);
        }
        self.zero(&s);
        Ok(())
    }

    pub(super) fn zero(&mut self, s: &Slot) {
        for i in 0..s.nnat {
            self.virt[s.counter[i] as usize] = 0;
        }
    }

    /// Sets the set's counts back to zero (PAPI_reset).
    pub fn reset(&mut self, set: EventSet) -> Result<(), Error> {
        let s = self.running_slot(set)?;
        self.sample(&s);
        self.zero(&s);
        Ok(())
    }

    /// Stops counting and gives the final counts (PAPI_stop); `out` may be
    /// empty to discard them.
    pub fn stop(&mut self, set: EventSet, out: &mut [i64]) -> Result<(), Error> {
        let s = self.running_slot(set)?;
        if !out.is_empty() && out.len() < s.len {
            return Err(Error::BufferTooSmall { needed: s.len });
        }
        for i in 0..s.nnat {
            let k = s.counter[i] as usize;
            self.bus.write32(self.base + PROG_SELECT[k], PROG_INHIBIT | s.natives[i]);
        }
        self.sample(&s);
        self.running = None;
        if out.is_empty() { Ok(()) } else { self.values(&s, out) }
    }
}
