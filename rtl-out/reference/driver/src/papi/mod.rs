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
use crate::eventset::{assign, natives_of};
use crate::map::{self, PRESETS, PRESET_BIT, PROG_COUNTERS, PROG_EVENTS, PROG_INHIBIT, PROG_SELECT, PROG_WIDTH};

// `Papi` and the event names are here; its calls are grouped by what
// they do.
mod counting;
mod error;
mod high;
mod sets;

pub use error::Error;

/// Event sets one [`Papi`] can hold at a time (the high-level calls use one).
pub const MAX_EVENTSETS: usize = 8;
/// Events (native or preset) one event set can hold.
pub const MAX_EVENTS: usize = 16;

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
}
