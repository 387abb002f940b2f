//! The packer's side of the reference SoC: its stream, taken by a sink
//! that stalls (TREADY low) `stall_percent` of the cycles at random, and
//! the cycles its halt held the core.

use crate::layout::{Layout, Pin};
use crate::rng::Rng;

/// The packer's ports on the reference SoC.
pub(super) struct TracePins {
    ready: Pin,
    valid: Pin,
    last: Pin,
    data: Pin,
    halt: Pin,
}

impl TracePins {
    /// The pins, if the SoC has a packer.
    pub(super) fn of(l: &Layout) -> Option<Self> {
        l.ports.iter().any(|p| p.name == "t_valid").then(|| Self {
            ready: l.pin_of("t_ready"),
            valid: l.pin_of("t_valid"),
            last: l.pin_of("t_last"),
            data: l.pin_of("t_data"),
            halt: l.pin_of("pk_halt"),
        })
    }
}

/// What the stream delivered, and when the packer halted the core.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// Every beat's TDATA, least significant byte first: the dump
    /// `hdlgen decode` reads.
    pub bytes: Vec<u8>,
    /// Beats with TLAST.
    pub last_beats: u64,
    /// Cycles in which the packer's halt was high: [start, end) each.
    pub halts: Vec<(u64, u64)>,
}

/// The sink, beat by beat.
pub(super) struct Sink {
    pins: TracePins,
    stall_percent: u64,
    ready: bool,
    rng: Rng,
    pub(super) trace: Trace,
    halted_since: Option<u64>,
}

impl Sink {
    pub(super) fn new(pins: TracePins, stall_percent: u64, seed: u64) -> Self {
        Self {
            pins,
            stall_percent,
            ready: true,
            rng: Rng::new(seed ^ 0x0074_7261_6365),
            trace: Trace::default(),
            halted_since: None,
        }
    }

    /// Sets TREADY for this cycle.
    pub(super) fn drive(&mut self, inp: &mut [u32]) {
        self.ready = self.stall_percent == 0 || self.rng.below(100) >= self.stall_percent;
        self.pins.ready.set(inp, self.ready.into());
    }

    /// Takes this cycle's outputs.
    pub(super) fn observe(&mut self, out: &[u32], cycle: u64) {
        if self.ready && self.pins.valid.get(out) == 1 {
            for w in self.pins.data.words(out) {
                self.trace.bytes.extend_from_slice(&w.to_le_bytes());
            }
            self.trace.last_beats += u64::from(self.pins.last.get(out));
        }
        match (self.pins.halt.get(out) == 1, self.halted_since) {
            (true, None) => self.halted_since = Some(cycle),
            (false, Some(s)) => {
                self.trace.halts.push((s, cycle));
                self.halted_since = None;
            }
            _ => {}
        }
    }

    /// The trace, a halt still in progress ending at `cycle`.
    pub(super) fn finish(mut self, cycle: u64) -> Trace {
        if let Some(s) = self.halted_since {
            self.trace.halts.push((s, cycle));
        }
        self.trace
    }
}
