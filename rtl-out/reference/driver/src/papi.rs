//! A PAPI-style API over one tile's programmable counters: the high-level
//! calls (`start_counters`, `read_counters`, `accum_counters`,
//! `stop_counters`, `num_counters`, `ipc`, `epc`) and the low-level event-set
//! calls that ePAPI kept (seed 001, Table 3), with PAPI's names.
//!
//! Differences from PAPI, on purpose:
//! * errors are values ([`Error`]), never negative integers or panics;
//! * adding an event that cannot be counted alongside the set's others
//!   (too few counters, or no wiring that fits) is refused and leaves the set
//!   as it was: a wrong number is never returned;
//! * `add_events` and `remove_events` are all or nothing;
//! * counts are 64-bit *virtual* counters: every read adds the physical
//!   counter's advance modulo its width, so a narrow counter that wraps
//!   between two reads still gives the right total (read at least once per
//!   2^width events);
//! * "reset" is done in software (a new baseline), so no event is lost to a
//!   write racing an increment.
//!
//! Bus cost, for a set of `n` native events (presets count their terms):
//! `start` 2 or 3 accesses per counter (zero the count, select the event),
//! `read`/`accum`/`reset` 1 or 2 per counter (a low-word read latches the
//! high word, so no value is torn), `stop` one more per counter than `read`.

use crate::backend::Backend;
use crate::eventset::{assign, natives_of, EventError};
use crate::map::{
    self, PRESETS, PRESET_BIT, PROG_COUNTERS, PROG_COUNT_HI, PROG_COUNT_LO, PROG_EVENTS,
    PROG_INHIBIT, PROG_SELECT, PROG_WIDTH,
};

/// Event sets one [`Papi`] can hold at a time (the high-level calls use one).
pub const MAX_EVENTSETS: usize = 8;
/// Events (native or preset) one event set can hold.
pub const MAX_EVENTS: usize = 16;

/// Why a call failed (PAPI's error codes, as values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The tile has no programmable counters (PAPI_ENOCMP).
    NoCounters {
        /// Tile index asked for.
        tile: usize,
    },
    /// No native or preset event has this code (PAPI_ENOEVNT).
    NoSuchEvent(u32),
    /// No event has this name (PAPI_ENOEVNT).
    NoSuchName,
    /// The set would need more native events than there are counters
    /// (PAPI_ECNFLCT).
    TooManyEvents {
        /// Native events the set would need.
        needed: usize,
        /// Counters per tile.
        counters: usize,
    },
    /// This native event cannot get a counter alongside the set's others:
    /// the counters wired to it are taken (PAPI_ECNFLCT).
    Conflict {
        /// Native event code.
        event: u32,
    },
    /// The event is already in the set (PAPI_ECNFLCT).
    AlreadyInSet(u32),
    /// The event is not in the set (PAPI_EINVAL).
    NotInSet(u32),
    /// The set already holds [`MAX_EVENTS`] events.
    SetFull,
    /// Every one of the [`MAX_EVENTSETS`] slots is taken (PAPI_ENOMEM).
    NoMoreEventSets,
    /// No such event set, or it was destroyed (PAPI_ENOEVST).
    NoSuchEventSet,
    /// The set is counting; stop it first (PAPI_EISRUN).
    IsRunning,
    /// Another set is counting on these counters (PAPI_EISRUN).
    OtherIsRunning,
    /// The set is not counting (PAPI_ENOTRUN).
    NotRunning,
    /// The set has no events (PAPI_EINVAL).
    Empty,
    /// The output slice is shorter than the set (PAPI_EINVAL).
    BufferTooSmall {
        /// Length needed.
        needed: usize,
    },
    /// The hardware has no event counting cycles (or instructions), so there
    /// is no IPC or EPC (PAPI_ENOEVNT).
    NoRateEvent,
}

impl From<EventError> for Error {
    fn from(e: EventError) -> Self {
        match e {
            EventError::NoSuchEvent(c) => Error::NoSuchEvent(c),
            EventError::TooManyEvents { needed, counters } => Error::TooManyEvents { needed, counters },
            EventError::Conflict { event } => Error::Conflict { event },
        }
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Error::NoCounters { tile } => write!(f, "tile {tile} has no programmable counters"),
            Error::NoSuchEvent(c) => write!(f, "no event has code {c:#x}"),
            Error::NoSuchName => f.write_str("no event has that name"),
            Error::TooManyEvents { needed, counters } => {
                write!(f, "the set needs {needed} counters; the tile has {counters}")
            }
            Error::Conflict { event } => write!(
                f,
                "{} cannot be counted with the set's other events: the counters wired to it are taken",
                event_code_to_name(event).unwrap_or("?")
            ),
            Error::AlreadyInSet(c) => write!(f, "{} is already in the set", event_code_to_name(c).unwrap_or("?")),
            Error::NotInSet(c) => write!(f, "{} is not in the set", event_code_to_name(c).unwrap_or("?")),
            Error::SetFull => write!(f, "an event set holds at most {MAX_EVENTS} events"),
            Error::NoMoreEventSets => write!(f, "all {MAX_EVENTSETS} event sets are in use"),
            Error::NoSuchEventSet => f.write_str("no such event set"),
            Error::IsRunning => f.write_str("the event set is counting; stop it first"),
            Error::OtherIsRunning => f.write_str("another event set is counting on this tile"),
            Error::NotRunning => f.write_str("the event set is not counting"),
            Error::Empty => f.write_str("the event set is empty"),
            Error::BufferTooSmall { needed } => write!(f, "the output needs room for {needed} values"),
            Error::NoRateEvent => f.write_str("the hardware has no cycles (or instructions) event"),
        }
    }
}

impl core::error::Error for Error {}

/// The code of the native or preset event called `name` (PAPI_event_name_to_code).
pub fn event_name_to_code(name: &str) -> Result<u32, Error> {
    if let Some(e) = PROG_EVENTS.iter().find(|e| e.name == name) {
        return Ok(e.code);
    }
    PRESETS.iter().find(|p| p.name == name).map(|p| p.code).ok_or(Error::NoSuchName)
}

/// The name of event `code`, native or preset (PAPI_event_code_to_name).
pub fn event_code_to_name(code: u32) -> Result<&'static str, Error> {
    if code & PRESET_BIT != 0 {
        PRESETS.get((code & !PRESET_BIT) as usize).map(|p| p.name).ok_or(Error::NoSuchEvent(code))
    } else {
        PROG_EVENTS.get(code as usize).map(|e| e.name).ok_or(Error::NoSuchEvent(code))
    }
}

/// Whether an event set is counting (PAPI_state).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Not counting.
    Stopped,
    /// Counting.
    Running,
}

/// Handle of an event set (PAPI's `int EventSet`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventSet(u8);

impl EventSet {
    /// Slot number.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Events of a set and where their native events are counted.
#[derive(Clone, Copy, Debug)]
struct Slot {
    codes: [u32; MAX_EVENTS],
    len: usize,
    natives: [u32; PROG_COUNTERS],
    nnat: usize,
    /// `counter[i]` counts `natives[i]`.
    counter: [u8; PROG_COUNTERS],
}

impl Slot {
    const EMPTY: Slot = Slot { codes: [0; MAX_EVENTS], len: 0, natives: [0; PROG_COUNTERS], nnat: 0, counter: [0; PROG_COUNTERS] };

    fn codes(&self) -> &[u32] {
        &self.codes[..self.len]
    }

    /// Recomputes natives and counters for `codes`; the slot is untouched on error.
    fn plan(codes: &[u32]) -> Result<Slot, Error> {
        if codes.len() > MAX_EVENTS {
            return Err(Error::SetFull);
        }
        let mut s = Slot::EMPTY;
        s.codes[..codes.len()].copy_from_slice(codes);
        s.len = codes.len();
        s.nnat = natives_of(codes, &mut s.natives)?;
        assign(&s.natives[..s.nnat], &mut s.counter)?;
        Ok(s)
    }

    fn native_pos(&self, e: u32) -> usize {
        self.natives[..self.nnat].iter().position(|&n| n == e).expect("planned")
    }
}

/// Counts from the IPC or EPC calls (PAPI_ipc / PAPI_epc, without wall-clock
/// times: the hardware counts cycles, not seconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Core cycles since the first call.
    pub cycles: u64,
    /// Instructions (IPC) or the chosen event (EPC) since the first call.
    pub events: u64,
    /// `events / cycles` (0 before any cycle).
    pub per_cycle: f64,
}

/// The PAPI-style interface to tile `tile`'s programmable counters.
#[derive(Debug)]
pub struct Papi<B: Backend> {
    bus: B,
    base: usize,
    slots: [Option<Slot>; MAX_EVENTSETS],
    running: Option<EventSet>,
    /// Set of the high-level calls, and of `ipc`/`epc` (with the event's code).
    high: Option<EventSet>,
    rate: Option<(EventSet, u32)>,
    /// Raw value at the last read, per physical counter.
    last: [u64; PROG_COUNTERS],
    /// Virtual 64-bit count since start or reset, per physical counter.
    virt: [u64; PROG_COUNTERS],
}

const MASK: u64 = if PROG_WIDTH >= 64 { u64::MAX } else { (1u64 << PROG_WIDTH) - 1 };

impl<B: Backend> Papi<B> {
    /// Takes over tile `tile`'s programmable counters (PAPI_library_init):
    /// inhibits every one of them. `bus` reaches the monitor window (tile 0
    /// at offset 0).
    pub fn new(bus: B, tile: usize) -> Result<Self, Error> {
        if !map::PROG_TILES.contains(&tile) {
            return Err(Error::NoCounters { tile });
        }
        let mut p = Papi {
            bus,
            base: tile * map::TILE_STRIDE,
            slots: [None; MAX_EVENTSETS],
            running: None,
            high: None,
            rate: None,
            last: [0; PROG_COUNTERS],
            virt: [0; PROG_COUNTERS],
        };
        for sel in PROG_SELECT {
            p.bus.write32(p.base + sel, PROG_INHIBIT);
        }
        Ok(p)
    }

    /// Gives the backend back (counters keep their state).
    pub fn into_inner(self) -> B {
        self.bus
    }

    /// The backend.
    pub fn bus(&mut self) -> &mut B {
        &mut self.bus
    }

    /// Physical counters per tile (PAPI_num_counters).
    pub fn num_counters(&self) -> usize {
        PROG_COUNTERS
    }

    // ---- low level -------------------------------------------------------

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

    fn slot(&self, set: EventSet) -> Result<&Slot, Error> {
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

    fn zero(&mut self, s: &Slot) {
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

    // ---- high level ------------------------------------------------------

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
