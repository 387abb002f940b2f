//! The `[catalog]` table as written: the built-in catalog, overrides of its
//! monitors and added monitors.

use std::ops::Range;

use super::Sp;

/// What a counter does when it would pass its maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overflow {
    /// Wrap to zero (ESP behaviour).
    Wrap,
    /// Hold at the maximum.
    Saturate,
}

/// Which built-in catalog to start from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// ESP's 59 monitors, scaled by planes, points and directions.
    Esp,
    /// No built-in monitors: the description lists them all.
    None,
}

/// `[catalog]`: which monitors exist.
#[derive(Debug, Clone)]
pub struct CatalogDesc {
    /// Starting catalog.
    pub builtin: Sp<Builtin>,
    /// Default width of single-word monitors.
    pub width: Sp<u32>,
    /// Default overflow behaviour.
    pub overflow: Sp<Overflow>,
    /// `[[catalog.override]]`: changes to built-in monitors.
    pub overrides: Vec<OverrideDesc>,
    /// `[[catalog.monitor]]`: monitors appended after the built-in ones.
    pub monitors: Vec<MonitorDesc>,
}

/// Changes to one built-in monitor.
#[derive(Debug, Clone)]
pub struct OverrideDesc {
    /// Name of the built-in monitor.
    pub monitor: Sp<String>,
    /// New width.
    pub width: Option<Sp<u32>>,
    /// New overflow behaviour.
    pub overflow: Option<Sp<Overflow>>,
    /// New description.
    pub description: Option<Sp<String>>,
    /// Clock domain its event comes from.
    pub clock: Option<Sp<String>>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}

/// A monitor added by the description.
#[derive(Debug, Clone)]
pub struct MonitorDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text for documentation.
    pub description: Sp<String>,
    /// Tile kinds it is instantiated in.
    pub kinds: Sp<Vec<Sp<String>>>,
    /// Counter width (1–64); above 32 it takes two words (LO, HI).
    pub width: Option<Sp<u32>>,
    /// Overflow behaviour.
    pub overflow: Option<Sp<Overflow>>,
    /// Clock domain its event comes from ("tile" = the tile's own clock).
    pub clock: Option<Sp<String>>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}
