//! Which physical counter counts which native event of an event set, given
//! the hardware's wiring (`map::PROG_EVENTS`). Presets expand to their
//! native events. A set whose events cannot all get a counter is refused,
//! naming the event that does not fit: counting it anyway would give a wrong
//! number. (The PAPI-style API builds on this.)

use crate::map::{PRESETS, PRESET_BIT, PROG_COUNTERS, PROG_EVENTS};

/// Why an event set cannot be counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventError {
    /// No native or preset event has this code.
    NoSuchEvent(u32),
    /// The set needs more native events than there are counters.
    TooManyEvents {
        /// Native events needed.
        needed: usize,
        /// Counters per tile.
        counters: usize,
    },
    /// This native event cannot get a counter alongside the others: the
    /// counters wired to it are all needed by events it cannot displace.
    Conflict {
        /// Native event code.
        event: u32,
    },
}

impl core::fmt::Display for EventError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            EventError::NoSuchEvent(code) => write!(f, "no native or preset event has code {code:#x}"),
            EventError::TooManyEvents { needed, counters } => {
                write!(f, "the set needs {needed} native events but a tile has {counters} counters")
            }
            EventError::Conflict { event } => {
                write!(f, "native event {event:#x} cannot get a counter alongside the others")
            }
        }
    }
}

impl core::error::Error for EventError {}

/// The native events of `codes`, each once, in first-use order; returns how
/// many were written to `out`.
pub fn natives_of(codes: &[u32], out: &mut [u32; PROG_COUNTERS]) -> Result<usize, EventError> {
    let mut n = 0;
    let mut add = |e: u32, n: &mut usize| -> Result<(), EventError> {
        if out[..*n].contains(&e) {
            return Ok(());
        }
        if *n == PROG_COUNTERS {
            return Err(EventError::TooManyEvents { needed: *n + 1, counters: PROG_COUNTERS });
        }
        out[*n] = e;
        *n += 1;
        Ok(())
    };
    for &code in codes {
        if code & PRESET_BIT != 0 {
            let p = PRESETS.get((code & !PRESET_BIT) as usize).ok_or(EventError::NoSuchEvent(code))?;
            for &(_, e) in p.terms {
                add(e, &mut n)?;
            }
        } else if (code as usize) < PROG_EVENTS.len() {
            add(code, &mut n)?;
        } else {
            return Err(EventError::NoSuchEvent(code));
        }
    }
    Ok(n)
}

fn place(i: usize, natives: &[u32], owner: &mut [Option<usize>; PROG_COUNTERS], seen: &mut u32) -> bool {
    let wired = PROG_EVENTS[natives[i] as usize].counters;
    for k in 0..PROG_COUNTERS {
        if wired >> k & 1 == 0 || *seen >> k & 1 == 1 {
            continue;
        }
        *seen |= 1 << k;
        // Free, or its owner can move to another of its counters.
        let free = match owner[k] {
            None => true,
            Some(j) => place(j, natives, owner, seen),
        };
        if free {
            owner[k] = Some(i);
            return true;
        }
    }
    false
}

/// Gives each of `natives` a counter it is wired to, all different:
/// `counter[i]` counts `natives[i]`. A maximum matching, so it finds an
/// assignment whenever one exists.
pub fn assign(natives: &[u32], counter: &mut [u8; PROG_COUNTERS]) -> Result<(), EventError> {
    if natives.len() > PROG_COUNTERS {
        return Err(EventError::TooManyEvents { needed: natives.len(), counters: PROG_COUNTERS });
    }
    let mut owner: [Option<usize>; PROG_COUNTERS] = [None; PROG_COUNTERS];
    for (i, &e) in natives.iter().enumerate() {
        if e as usize >= PROG_EVENTS.len() {
            return Err(EventError::NoSuchEvent(e));
        }
        let mut seen = 0u32;
        if !place(i, natives, &mut owner, &mut seen) {
            return Err(EventError::Conflict { event: e });
        }
    }
    for (k, o) in owner.iter().enumerate() {
        if let Some(i) = o {
            counter[*i] = k as u8;
        }
    }
    Ok(())
}
