//! The `[packer]` table as written: the continuous-monitoring trace packer.

use std::ops::Range;

use super::Sp;

/// `[packer]`: the continuous-monitoring trace packer (Flute CMS).
#[derive(Debug, Clone)]
pub struct PackerDesc {
    /// Physical base address of its register window.
    pub base: Sp<u64>,
    /// AXI4-Stream data width in bits.
    pub stream_width: Sp<u32>,
    /// Program-counter width.
    pub pc_width: Sp<u32>,
    /// Width of the cycles-since-last-packet field.
    pub cycles_width: Sp<u32>,
    /// Width of the cycles-halted field.
    pub halted_width: Sp<u32>,
    /// Number of event counters.
    pub counters: Sp<u32>,
    /// Bits per event counter.
    pub counter_width: Sp<u32>,
    /// Number of selected core registers.
    pub registers: Sp<u32>,
    /// Bits per register.
    pub register_width: Sp<u32>,
    /// FIFO entries.
    pub fifo_depth: Sp<u32>,
    /// Reset value of the almost-full threshold.
    pub almost_full: Sp<u32>,
    /// Most cycles the core takes to stop retiring once `halt` rises.
    pub halt_latency: Sp<u32>,
    /// Number of PC watchpoints.
    pub watchpoints: Sp<u32>,
    /// Reset value of the TLAST interval (packets; 0 = only on flush).
    pub tlast_every: Sp<u32>,
    /// RV32 core: decode C.JAL as a jump (in RV64 that encoding is C.ADDIW).
    pub rv32: Sp<bool>,
    /// Span of the table.
    pub span: Range<usize>,
}
