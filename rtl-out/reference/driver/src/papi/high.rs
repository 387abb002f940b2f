//! The high-level calls (`start_counters`, `read_counters`,
//! `accum_counters`, `stop_counters`) and the rates (`ipc`, `epc`), each on
//! an event set of its own.

use super::{event_code_to_name, Error, EventSet, Papi, Rate};
use crate::backend::Backend;
use crate::map;

impl<B: Backend> Papi<B> {
    /// Starts counting `codes` (PAPI_start_counters).
    pub fn start_counters(&mut self, codes: &[u32]) -> Result<(), Error> {
        if self.high.is_some() || self.rate.is_some() {
            return Err(Error::IsRunning);
        }
        if self.running.is_some() {
            return Err(Error::OtherIsRunning);
        }
        let set = self.create_eventset()?;
        let started = self.add_events(set, codes).and_then(|()| self.start(set));
        if let Err(e) = started {
            self.slots[set.index()] = None;
            return Err(e);
        }
        self.high = Some(set);
        Ok(())
    }

    fn high(&self) -> Result<EventSet, Error> {
        self.high.ok_or(Error::NotRunning)
    }

    /// Copies the counts into `out` and resets them (PAPI_read_counters).
    pub fn read_counters(&mut self, out: &mut [i64]) -> Result<(), Error> {
        let set = self.high()?;
        self.read(set, out)?;
        let s = *self.slot(set)?;
        self.zero(&s);
        Ok(())
    }

    /// Adds the counts to `acc` and resets them (PAPI_accum_counters).
    pub fn accum_counters(&mut self, acc: &mut [i64]) -> Result<(), Error> {
        let set = self.high()?;
        self.accum(set, acc)
    }

    /// Stops counting and gives the counts since the last read
    /// (PAPI_stop_counters).
    pub fn stop_counters(&mut self, out: &mut [i64]) -> Result<(), Error> {
        let set = self.high()?;
        self.stop(set, out)?;
        self.slots[set.index()] = None;
        self.high = None;
        Ok(())
    }

    fn rate(&mut self, event: u32, first: u32) -> Result<Rate, Error> {
        let cycles = map::CYCLES_EVENT.ok_or(Error::NoRateEvent)?;
        match self.rate {
            Some((set, e)) if e == event => {
                let mut v = [0i64; 2];
                self.read(set, &mut v)?;
                let (c, n) = (v[0].max(0) as u64, v[1].max(0) as u64);
                Ok(Rate { cycles: c, events: n, per_cycle: if c == 0 { 0.0 } else { n as f64 / c as f64 } })
            }
            Some(_) => Err(Error::IsRunning),
            None => {
                if self.high.is_some() {
                    return Err(Error::IsRunning);
                }
                if self.running.is_some() {
                    return Err(Error::OtherIsRunning);
                }
                let set = self.create_eventset()?;
                let codes = [cycles, first];
                let n = if first == cycles { 1 } else { 2 };
                let started = self.add_events(set, &codes[..n]).and_then(|()| self.start(set));
                if let Err(e) = started {
                    self.slots[set.index()] = None;
                    return Err(e);
                }
                self.rate = Some((set, event));
                Ok(Rate { cycles: 0, events: 0, per_cycle: 0.0 })
            }
        }
    }

    /// Instructions per cycle since the first call (PAPI_ipc): the first
    /// call starts counting and returns zeros.
    pub fn ipc(&mut self) -> Result<Rate, Error> {
        let ins = map::INSTRUCTIONS_EVENT.ok_or(Error::NoRateEvent)?;
        self.rate(ins, ins)
    }

    /// Events of `event` per cycle since the first call (PAPI_epc); `event`
    /// may be a preset.
    pub fn epc(&mut self, event: u32) -> Result<Rate, Error> {
        event_code_to_name(event)?;
        let r = self.rate(event, event)?;
        if Some(event) == map::CYCLES_EVENT {
            // One native event: the cycles are the events.
            return Ok(Rate { events: r.cycles, per_cycle: if r.cycles == 0 { 0.0 } else { 1.0 }, ..r });
        }
        Ok(r)
    }

    /// Ends `ipc`/`epc` counting and frees its counters.
    pub fn rate_stop(&mut self) -> Result<(), Error> {
        let (set, _) = self.rate.ok_or(Error::NotRunning)?;
        self.stop(set, &mut [])?;
        self.slots[set.index()] = None;
        self.rate = None;
        Ok(())
    }
}
