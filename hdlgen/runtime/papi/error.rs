//! Why a PAPI call failed: PAPI's error codes, as values.

use super::{event_code_to_name, MAX_EVENTS, MAX_EVENTSETS};
use crate::eventset::EventError;

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
