//! The `[programmable]` table as written: event-selectable counters and
//! their events and presets.

use std::ops::Range;

use super::Sp;

/// `[programmable]`: K counters per tile, each counting one of E events.
#[derive(Debug, Clone)]
pub struct ProgrammableDesc {
    /// Tile kinds that get the bank.
    pub kinds: Sp<Vec<Sp<String>>>,
    /// Physical counters per tile (K).
    pub counters: Sp<u32>,
    /// Counter width.
    pub width: Sp<u32>,
    /// Per-counter threshold register and interrupt (a budget).
    pub threshold: Sp<bool>,
    /// `[[programmable.event]]`: the events, selector value = index.
    pub events: Vec<ProgEventDesc>,
    /// `[[programmable.preset]]`: derived events, as sums and differences of native ones.
    pub presets: Vec<PresetDesc>,
    /// The event that counts core cycles (PAPI's TOT_CYC), for IPC and EPC.
    pub cycles_event: Option<Sp<String>>,
    /// The event that counts retired instructions (PAPI's TOT_INS), for IPC.
    pub instructions_event: Option<Sp<String>>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// A preset event (PAPI's idea): a formula over native events.
#[derive(Debug, Clone)]
pub struct PresetDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text.
    pub description: Sp<String>,
    /// e.g. "l1d_hit + l1d_miss_clean + l1d_miss_dirty" or "cycles - branch".
    pub formula: Sp<String>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// One selectable event.
#[derive(Debug, Clone)]
pub struct ProgEventDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text.
    pub description: Sp<String>,
    /// Counters that can count it (the hardware's wiring); all if absent.
    pub counters: Option<Sp<Vec<Sp<u64>>>>,
    /// Span of the entry.
    pub span: Range<usize>,
}
