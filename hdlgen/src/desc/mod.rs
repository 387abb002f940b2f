//! The description as written: every value keeps the byte span it came from,
//! so that elaboration can point at the offending text.

mod access;
mod autocounter;
mod catalog;
mod core;
pub mod devicetree;
mod packer;
mod programmable;
mod read;
mod soc;

pub use self::core::{CoreDesc, CoreEventDesc, CoreIsa};
pub use access::{AccessDesc, AccessPolicy, Denied, DENIED_CHOICES, POLICY_CHOICES};
pub use autocounter::{AutoCounterDesc, AutoCounterEntry, CounterMode, DomainDesc};
pub use catalog::{Builtin, CatalogDesc, MonitorDesc, Overflow, OverrideDesc};
pub use devicetree::DeviceTreeDesc;
pub use packer::PackerDesc;
pub use programmable::{PresetDesc, ProgEventDesc, ProgrammableDesc};
pub use read::{parse, TILE_KINDS};
pub use soc::{BusKind, CounterReset, LutSize, ResetStyle, SnapshotStyle, SocDesc, Unmapped};

use std::ops::Range;

use crate::diag::{DescriptionErrors, SourceMap};

/// The text of a description file, or an error located at the first byte
/// that is not UTF-8 (TOML files are UTF-8; without this, such a file was
/// reported as an I/O failure with no location).
pub fn decode<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, DescriptionErrors> {
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
        let at = valid.len()..valid.len();
        DescriptionErrors(vec![SourceMap::new(file, valid).error(
            &at,
            "(encoding)",
            format!(
                "byte {:#04x} is not UTF-8; a description must be UTF-8 text",
                bytes[e.valid_up_to()]
            ),
        )])
    })
}

/// A value and the byte range of the source text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sp<T> {
    /// The value (a default when the field was absent).
    pub value: T,
    /// Where it was written; for a defaulted field, the enclosing table.
    pub span: Range<usize>,
}

impl<T> Sp<T> {
    /// Wraps `value` with its span.
    pub fn new(value: T, span: Range<usize>) -> Self {
        Self { value, span }
    }
}

/// A parsed SoC description file.
#[derive(Debug, Clone)]
pub struct Description {
    /// Path as given by the user (used in every message).
    pub file: String,
    /// Full source text (for line/column lookups).
    pub text: String,
    /// `[soc]`
    pub soc: SocDesc,
    /// `[catalog]`
    pub catalog: CatalogDesc,
    /// `[[tile]]`, in index order.
    pub tiles: Vec<TileDesc>,
    /// `[packer]`: the continuous-monitoring trace packer, if any.
    pub packer: Option<PackerDesc>,
    /// `[autocounter]`: FireSim-style AutoCounter accumulators, if any.
    pub autocounter: Option<AutoCounterDesc>,
    /// `[programmable]`: a bank of event-selectable counters per tile, if any.
    pub programmable: Option<ProgrammableDesc>,
    /// `[core]`, if written (the reference SoC's defaults otherwise).
    pub core: Option<CoreDesc>,
    /// `[[access]]`: window types whose access policy differs from `[soc]`'s.
    pub access: Vec<AccessDesc>,
    /// `[devicetree]`, or its defaults.
    pub devicetree: DeviceTreeDesc,
}

/// One tile of the SoC.
#[derive(Debug, Clone)]
pub struct TileDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Tile kind (cpu, mem, acc, io, slm, empty).
    pub kind: Sp<String>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}
