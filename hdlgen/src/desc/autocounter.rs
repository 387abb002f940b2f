//! The `[autocounter]` table as written: clock domains and their
//! accumulators.

use std::ops::Range;

use super::Sp;

/// `[autocounter]`: out-of-band accumulators sampled into per-domain FIFOs.
#[derive(Debug, Clone)]
pub struct AutoCounterDesc {
    /// Physical base of domain 0's register window (domain d at base + d * 0x400).
    pub base: Sp<u64>,
    /// Samples each domain's FIFO holds.
    pub fifo_depth: Sp<u32>,
    /// Reset value of every domain's read_rate register (0 = sampling off).
    pub read_rate: Sp<u32>,
    /// `[[autocounter.domain]]`.
    pub domains: Vec<DomainDesc>,
    /// `[[autocounter.counter]]`.
    pub counters: Vec<AutoCounterEntry>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// A clock domain: local frequency = base frequency * multiplier / divisor.
#[derive(Debug, Clone)]
pub struct DomainDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Base multiplier.
    pub multiplier: Sp<u32>,
    /// Base divisor.
    pub divisor: Sp<u32>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// Accumulate (add an N-bit increment) or identity (sample a value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterMode {
    /// 64-bit accumulator of N-bit increments.
    Accumulate,
    /// The value itself, sampled.
    Identity,
}

/// One AutoCounter.
#[derive(Debug, Clone)]
pub struct AutoCounterEntry {
    /// Identifier (also the input port name).
    pub label: Sp<String>,
    /// Free text (quoted in the CSV).
    pub description: Sp<String>,
    /// Instance path, e.g. "tile0.core" (CSV label: path_label).
    pub path: Sp<String>,
    /// Event / value width (1..64).
    pub width: Sp<u32>,
    /// Mode.
    pub mode: Sp<CounterMode>,
    /// Clock domain it is counted in.
    pub domain: Sp<String>,
    /// Domain the signal comes from, if another (then it is synchronised).
    pub source: Option<Sp<String>>,
    /// Span of the entry.
    pub span: Range<usize>,
}
