//! AutoCounter host API: read the samples each clock domain's FIFO holds,
//! over a [`Backend`] whose offsets start at [`BASE`], and write them as
//! FireSim AutoCounter CSV (version 1), one file per domain.

use crate::autocounter_csv::{Column, Domain};
use crate::backend::Backend;

/// Physical base address of domain 0's window.
pub const BASE: usize = 0x40200000;
/// Bytes between domain windows.
pub const STRIDE: usize = 0x400;
/// Bytes covered by every domain's window.
pub const WINDOW_BYTES: usize = STRIDE;
/// Most counters in one domain.
pub const MAX_COUNTERS: usize = 2;

/// Byte offsets within a domain's window.
pub mod reg {
    /// Base-clock cycles between samples; 0 turns sampling off.
    pub const READ_RATE: usize = 0x000;
    /// Samples waiting in the FIFO.
    pub const STATUS: usize = 0x004;
    /// Samples dropped because the FIFO was full.
    pub const OVERRUNS: usize = 0x008;
    /// Write to discard the head sample.
    pub const POP: usize = 0x00c;
    /// Counters (bits 15:0) and FIFO depth (bits 31:16).
    pub const INFO: usize = 0x010;
    /// Head sample: base cycle, local cycle, every value; 64 bits each, low word first.
    pub const SAMPLE: usize = 0x040;
}

/// Every clock domain, as its CSV file describes it (file i: `AUTOCOUNTERFILE<i>.csv`).
pub static DOMAINS: [Domain<'static>; 1] = [
    Domain {
        name: "core",
        multiplier: 1,
        divisor: 1,
        columns: &[
            Column { path: "tile0_core", label: "iret", description: "Instructions retired", identity: false, width: 1 },
            Column { path: "tile0_core", label: "mem_wait", description: "Cycles waiting for the bus", identity: false, width: 1 },
        ],
    },
];

/// The AutoCounter windows over a backend.
#[derive(Debug)]
pub struct AutoCounters<B: Backend> {
    bus: B,
}

impl<B: Backend> AutoCounters<B> {
    /// The AutoCounters reached through `bus` (offset 0 = [`BASE`]).
    pub fn new(bus: B) -> Self {
        Self { bus }
    }

    /// The backend.
    pub fn bus(&mut self) -> &mut B {
        &mut self.bus
    }

    fn at(domain: usize, reg: usize) -> usize {
        assert!(domain < DOMAINS.len(), "domain {domain} of {}", DOMAINS.len());
        domain * STRIDE + reg
    }

    /// Samples `domain` every `base_cycles` base-clock cycles (0: stop).
    pub fn set_read_rate(&mut self, domain: usize, base_cycles: u32) {
        self.bus.write32(Self::at(domain, reg::READ_RATE), base_cycles);
    }

    /// Samples waiting in `domain`'s FIFO.
    pub fn pending(&mut self, domain: usize) -> u32 {
        self.bus.read32(Self::at(domain, reg::STATUS))
    }

    /// Samples `domain` dropped because its FIFO was full.
    pub fn overruns(&mut self, domain: usize) -> u32 {
        self.bus.read32(Self::at(domain, reg::OVERRUNS))
    }

    fn read64(&mut self, domain: usize, word: usize) -> u64 {
        let lo = self.bus.read32(Self::at(domain, reg::SAMPLE + 8 * word));
        let hi = self.bus.read32(Self::at(domain, reg::SAMPLE + 8 * word + 4));
        u64::from(lo) | (u64::from(hi) << 32)
    }

    /// Takes `domain`'s oldest sample: returns (base cycle, local cycle) and
    /// fills `values` (one per column); `None` if the FIFO is empty. The
    /// sample stays put until popped, so every 64-bit value is whole.
    pub fn read_sample(&mut self, domain: usize, values: &mut [u64]) -> Option<(u64, u64)> {
        if self.pending(domain) == 0 {
            return None;
        }
        let n = DOMAINS[domain].columns.len();
        let base = self.read64(domain, 0);
        let local = self.read64(domain, 1);
        for (i, v) in values.iter_mut().take(n).enumerate() {
            *v = self.read64(domain, 2 + i);
        }
        self.bus.write32(Self::at(domain, reg::POP), 1);
        Some((base, local))
    }
}

/// Writes `domain`'s CSV file: the header, then one row per sample.
#[cfg(any(feature = "std", test))]
pub fn write_csv(domain: usize, samples: &[(u64, u64, Vec<u64>)], out: &mut impl core::fmt::Write) -> core::fmt::Result {
    crate::autocounter_csv::write_header(out, &DOMAINS[domain])?;
    for (base, local, values) in samples {
        crate::autocounter_csv::write_row(out, *base, *local, values)?;
    }
    Ok(())
}
