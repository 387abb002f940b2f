//! What the Rust crate and the C header share: the model, flattened into the
//! names and numbers software uses (ESP's `MON_*_INDEX` names among them).

use crate::model::names::comment_text;
use crate::model::window::Role;
use crate::model::{Group, Overflow, RegKind, Soc, GROUP_BASE_NAMES};

/// A monitor as software sees it.
pub struct MonitorView {
    /// Identifier.
    pub name: String,
    /// Identifier in upper case.
    pub upper: String,
    /// Word index of its low word.
    pub index: u32,
    /// 1 or 2.
    pub words: u32,
    /// Counter width.
    pub width: u32,
    /// Wraps rather than saturates.
    pub wraps: bool,
    /// One-line documentation (comment-safe).
    pub doc: String,
    /// The description as a Rust string literal.
    pub desc_lit: String,
    /// `TileKind::Cpu, ...`.
    pub kinds: String,
    /// ESP group (`ddr_accesses`, ...).
    pub group: &'static str,
    /// ESP-style index macros: `MON_<NAME>_INDEX`, or `_LO_INDEX`/`_HI_INDEX`.
    pub macros: Vec<(String, u32)>,
}

/// A control register (not a monitor word).
pub struct RegView {
    /// Upper-case name (`CTRL`, `ENABLE0`, ...).
    pub name: String,
    /// Byte offset in a tile window, as hex.
    pub offset: String,
    /// One-line documentation.
    pub doc: String,
    /// Flag word `k` of a per-monitor register family.
    pub flag_word: Option<u32>,
}

/// A tile as software sees it.
pub struct TileView {
    /// Index.
    pub index: u32,
    /// Identifier.
    pub name: String,
    /// Identifier in upper case.
    pub upper: String,
    /// `Cpu`, `Mem`, ...
    pub kind: String,
    /// `cpu`, `mem`, ...
    pub kind_lower: String,
    /// Physical base address, as hex.
    pub base: String,
}

/// Everything both software emitters need.
pub struct SoftwareView {
    /// Monitors in index order.
    pub monitors: Vec<MonitorView>,
    /// Control registers in address order.
    pub regs: Vec<RegView>,
    /// Tiles in index order.
    pub tiles: Vec<TileView>,
    /// ESP's group base macros.
    pub group_bases: Vec<(String, u32)>,
    /// Tile indices per kind, as `(KIND, indices)`.
    pub kind_lists: Vec<(String, Vec<u32>)>,
}

/// `cpu` → `Cpu`.
pub(super) fn camel(kind: &str) -> String {
    let mut c = kind.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// Flattens `soc` for the software emitters.
pub fn view(soc: &Soc) -> SoftwareView {
    SoftwareView {
        monitors: monitors(soc),
        regs: regs(soc),
        tiles: tiles(soc),
        group_bases: group_bases(soc),
        kind_lists: kind_lists(soc),
    }
}

/// The catalog as software names it.
fn monitors(soc: &Soc) -> Vec<MonitorView> {
    soc.monitors
        .iter()
        .map(|m| {
            let upper = m.name.to_uppercase();
            let macros = m.index_names();
            let where_ = if m.kinds.is_empty() {
                "not instantiated in any tile kind".to_string()
            } else {
                format!("in {} tiles", m.kinds.join(", "))
            };
            MonitorView {
                doc: comment_text(&format!("{} ({} bits, {where_})", m.description, m.width)),
                desc_lit: format!("{:?}", m.description),
                kinds: m
                    .kinds
                    .iter()
                    .map(|k| format!("TileKind::{}", camel(k)))
                    .collect::<Vec<_>>()
                    .join(", "),
                name: m.name.clone(),
                group: m.group.esp_name(),
                upper,
                index: m.index,
                words: m.words,
                width: m.width,
                wraps: m.overflow == Overflow::Wrap,
                macros,
            }
        })
        .collect()
}

/// The tile window's registers after the monitors.
fn regs(soc: &Soc) -> Vec<RegView> {
    soc.tile_window()
        .regs
        .iter()
        .filter(|r| {
            !matches!(
                r.role,
                Role::Tile(RegKind::MonitorLo(_) | RegKind::MonitorHi(_))
            )
        })
        .map(|r| RegView {
            name: r.name.to_uppercase(),
            offset: format!("{:#05x}", r.offset()),
            doc: comment_text(&r.description),
            flag_word: match r.role {
                Role::Tile(
                    RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k),
                ) => Some(k),
                _ => None,
            },
        })
        .collect()
}

/// The tiles and their window bases.
fn tiles(soc: &Soc) -> Vec<TileView> {
    soc.tiles
        .iter()
        .map(|t| {
            let kind = &soc.banks[t.bank].kind;
            TileView {
                index: t.index,
                name: t.name.clone(),
                upper: t.name.to_uppercase(),
                kind: camel(kind),
                kind_lower: kind.clone(),
                base: format!("{:#x}", t.base),
            }
        })
        .collect()
}

/// ESP's base-index macros of the DVFS, NoC-injection and NoC-queue groups,
/// when the catalog has them.
fn group_bases(soc: &Soc) -> Vec<(String, u32)> {
    let first = |g: Group| soc.monitors.iter().find(|m| m.group == g).map(|m| m.index);
    let mut group_bases = Vec::new();
    if let (Some(inject), Some(queue)) = (first(Group::NocInject), first(Group::NocQueueFull)) {
        let bases = [first(Group::Dvfs).unwrap_or(inject), inject, queue];
        group_bases = GROUP_BASE_NAMES
            .iter()
            .map(|n| n.to_string())
            .zip(bases)
            .collect();
    }
    group_bases
}

/// Tile indices per kind, and of the tiles with an L2.
fn kind_lists(soc: &Soc) -> Vec<(String, Vec<u32>)> {
    let mut kind_lists: Vec<(String, Vec<u32>)> = crate::desc::TILE_KINDS
        .iter()
        .map(|k| {
            let list = soc
                .tiles
                .iter()
                .filter(|t| soc.banks[t.bank].kind == *k)
                .map(|t| t.index)
                .collect();
            (k.to_uppercase(), list)
        })
        .collect();
    let l2 = soc
        .tiles
        .iter()
        .filter(|t| soc.has_l2(&soc.banks[t.bank].kind))
        .map(|t| t.index)
        .collect();
    kind_lists.push(("L2".into(), l2));
    kind_lists
}

mod packer;
mod prog;

pub use packer::{packer_view, PackerView};
pub use prog::{prog_view, ProgSoftView};
