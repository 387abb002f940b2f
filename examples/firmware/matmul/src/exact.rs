//! The exact measurement: as many events as the tile has counters, counted
//! through every multiply with the PAPI-style high-level calls.

use core::fmt::Write;

use monitors::papi::{event_name_to_code, Error, Papi};
use monitors::Backend;

use crate::workload::Workload;
use crate::{Count, Milli};

/// The events measured: the first of these the description has (by
/// name), as many as it has counters.
const EVENTS: [&str; 7] = [
    "cycles",
    "instret",
    "load",
    "store",
    "branch",
    "jump",
    "mem_stall",
];

/// What the counters counted over the multiplies.
pub struct Exact {
    names: [&'static str; EVENTS.len()],
    counts: [i64; EVENTS.len()],
    n: usize,
}

impl Exact {
    /// Counts the events over `repeat` multiplies.
    pub fn measure<B: Backend>(
        papi: &mut Papi<B>,
        work: &mut Workload,
        repeat: u32,
    ) -> Result<Self, Error> {
        let mut codes = [0u32; EVENTS.len()];
        let mut e = Exact {
            names: [""; EVENTS.len()],
            counts: [0; EVENTS.len()],
            n: 0,
        };
        for name in EVENTS {
            if let Ok(code) = event_name_to_code(name) {
                if e.n < papi.num_counters() {
                    codes[e.n] = code;
                    e.names[e.n] = name;
                    e.n += 1;
                }
            }
        }
        papi.start_counters(&codes[..e.n])?;
        for _ in 0..repeat {
            work.run();
        }
        papi.stop_counters(&mut e.counts[..e.n])?;
        Ok(e)
    }

    fn value(&self, name: &str) -> Option<i64> {
        self.names[..self.n]
            .iter()
            .position(|x| *x == name)
            .map(|i| self.counts[i])
    }

    /// Each event's count, then the CPI if both cycles and instructions
    /// were counted.
    pub fn print(&self, out: &mut impl Write) {
        for (name, count) in self.names[..self.n].iter().zip(&self.counts) {
            let _ = writeln!(out, "{name} {}", Count(*count));
        }
        if let (Some(cy), Some(ins)) = (self.value("cycles"), self.value("instret")) {
            let _ = writeln!(out, "cpi {}", Milli::ratio(cy, ins));
        }
    }
}
