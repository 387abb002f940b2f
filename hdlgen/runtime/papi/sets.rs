//! The event-set calls: creating and destroying sets, adding and removing
//! events (all or nothing), listing them.

use super::{event_code_to_name, event_name_to_code, Error, EventSet, Papi, Slot, State, MAX_EVENTS};
use crate::backend::Backend;

impl<B: Backend> Papi<B> {
    /// A new, empty event set (PAPI_create_eventset).
    pub fn create_eventset(&mut self) -> Result<EventSet, Error> {
        let i = self.slots.iter().position(Option::is_none).ok_or(Error::NoMoreEventSets)?;
        self.slots[i] = Some(Slot::EMPTY);
        Ok(EventSet(i as u8))
    }

    /// Frees a stopped event set and its slot (PAPI_destroy_eventset).
    pub fn destroy_eventset(&mut self, set: EventSet) -> Result<(), Error> {
        self.idle(set)?;
        if self.high == Some(set) || self.rate.map(|r| r.0) == Some(set) {
            return Err(Error::NoSuchEventSet);
        }
        self.slots[set.index()] = None;
        Ok(())
    }

    pub(super) fn slot(&self, set: EventSet) -> Result<&Slot, Error> {
        self.slots.get(set.index()).and_then(Option::as_ref).ok_or(Error::NoSuchEventSet)
    }

    /// Fails if `set` is counting.
    fn idle(&self, set: EventSet) -> Result<(), Error> {
        self.slot(set)?;
        if self.running == Some(set) { Err(Error::IsRunning) } else { Ok(()) }
    }

    fn replan(&mut self, set: EventSet, codes: &[u32]) -> Result<(), Error> {
        let plan = Slot::plan(codes)?;
        self.slots[set.index()] = Some(plan);
        Ok(())
    }

    /// Adds one native or preset event (PAPI_add_event); refused, with the
    /// set unchanged, if the set could then not be counted.
    pub fn add_event(&mut self, set: EventSet, code: u32) -> Result<(), Error> {
        self.add_events(set, &[code])
    }

    /// Adds several events, all or none (PAPI_add_events).
    pub fn add_events(&mut self, set: EventSet, codes: &[u32]) -> Result<(), Error> {
        self.idle(set)?;
        let s = *self.slot(set)?;
        let mut next = [0u32; MAX_EVENTS];
        next[..s.len].copy_from_slice(s.codes());
        let mut n = s.len;
        for &c in codes {
            event_code_to_name(c)?;
            if next[..n].contains(&c) {
                return Err(Error::AlreadyInSet(c));
            }
            if n == MAX_EVENTS {
                return Err(Error::SetFull);
            }
            next[n] = c;
            n += 1;
        }
        self.replan(set, &next[..n])
    }

    /// Adds an event by name (PAPI_add_named_event).
    pub fn add_named_event(&mut self, set: EventSet, name: &str) -> Result<(), Error> {
        let code = event_name_to_code(name)?;
        self.add_event(set, code)
    }

    /// Removes one event (PAPI_remove_event).
    pub fn remove_event(&mut self, set: EventSet, code: u32) -> Result<(), Error> {
        self.remove_events(set, &[code])
    }

    /// Removes several events, all or none (PAPI_remove_events).
    pub fn remove_events(&mut self, set: EventSet, codes: &[u32]) -> Result<(), Error> {
        self.idle(set)?;
        let s = *self.slot(set)?;
        if let Some(&c) = codes.iter().find(|c| !s.codes().contains(c)) {
            return Err(Error::NotInSet(c));
        }
        let mut next = [0u32; MAX_EVENTS];
        let mut n = 0;
        for &c in s.codes().iter().filter(|c| !codes.contains(c)) {
            next[n] = c;
            n += 1;
        }
        self.replan(set, &next[..n])
    }

    /// Removes an event by name (PAPI_remove_named_event).
    pub fn remove_named_event(&mut self, set: EventSet, name: &str) -> Result<(), Error> {
        let code = event_name_to_code(name)?;
        self.remove_event(set, code)
    }

    /// Removes every event (PAPI_cleanup_eventset).
    pub fn cleanup_eventset(&mut self, set: EventSet) -> Result<(), Error> {
        self.idle(set)?;
        self.slots[set.index()] = Some(Slot::EMPTY);
        Ok(())
    }

    /// The set's event codes, in the order added (PAPI_list_events); returns
    /// how many were written.
    pub fn list_events(&self, set: EventSet, out: &mut [u32]) -> Result<usize, Error> {
        let s = self.slot(set)?;
        let out = out.get_mut(..s.len).ok_or(Error::BufferTooSmall { needed: s.len })?;
        out.copy_from_slice(s.codes());
        Ok(s.len)
    }

    /// Events in the set (PAPI_num_events).
    pub fn num_events(&self, set: EventSet) -> Result<usize, Error> {
        Ok(self.slot(set)?.len)
    }

    /// Whether the set is counting (PAPI_state).
    pub fn state(&self, set: EventSet) -> Result<State, Error> {
        self.slot(set)?;
        Ok(if self.running == Some(set) { State::Running } else { State::Stopped })
    }
}
