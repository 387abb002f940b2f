//! The reference SoC's `[core]` table as written: core, RAM, console and
//! the event mapping.

use std::ops::Range;

use super::Sp;

/// `[core]`: the reference SoC's core, RAM, console and event mapping.
#[derive(Debug, Clone)]
pub struct CoreDesc {
    /// The cpu tile the core drives (default: the first cpu tile).
    pub tile: Option<Sp<String>>,
    /// The instruction set PicoRV32 is built for.
    pub isa: Sp<CoreIsa>,
    /// RAM bytes, from address 0.
    pub ram: Sp<u64>,
    /// Base address of the console/exit device (default: the first free
    /// 8 bytes from 0x1000_0000).
    pub console: Option<Sp<u64>>,
    /// `[core.events]` as written; `None` when the table is absent (the
    /// default mapping by name applies).
    pub events: Option<Vec<CoreEventDesc>>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// The reference SoC's instruction set: PicoRV32 with or without its
/// multiplier and divider (the M extension).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoreIsa {
    /// RV32IMC (the default).
    Rv32imc,
    /// RV32IC: a smaller core, for a small FPGA (no barrel shifter either:
    /// shifts take a cycle a bit).
    Rv32ic,
}

/// One line of `[core.events]`: `target = "signal"`.
#[derive(Debug, Clone)]
pub struct CoreEventDesc {
    /// A programmable event or a monitor of the core's tile.
    pub target: Sp<String>,
    /// A core signal (see `model::core::CoreSignal`).
    pub signal: Sp<String>,
}
