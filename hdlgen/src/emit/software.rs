//! What the Rust crate and the C header share: the model, flattened into the
//! names and numbers software uses (ESP's `MON_*_INDEX` names among them).

use crate::model::names::comment_text;
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
    let monitors = soc
        .monitors
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
        .collect();
    let regs = soc
        .map
        .regs
        .iter()
        .filter(|r| !matches!(r.kind, RegKind::MonitorLo(_) | RegKind::MonitorHi(_)))
        .map(|r| RegView {
            name: r.name.to_uppercase(),
            offset: format!("{:#05x}", r.offset()),
            doc: comment_text(&r.description),
            flag_word: match r.kind {
                RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
                    Some(k)
                }
                _ => None,
            },
        })
        .collect();
    let tiles = soc
        .tiles
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
        .collect();
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
    SoftwareView {
        monitors,
        regs,
        tiles,
        group_bases,
        kind_lists,
    }
}

/// The trace packer as software sees it.
pub struct PackerView {
    /// Register-window base, as hex.
    pub base: String,
    /// Register-window size in bytes, as hex.
    pub window_bytes: String,
    /// Control registers.
    pub regs: Vec<RegView>,
    /// Bytes per packet.
    pub packet_bytes: u32,
    /// Layout id, as hex.
    pub id: String,
    /// (offset, width) of the named fields.
    pub counter0: (u32, u32),
    /// Number of counters.
    pub counters: u32,
    /// Overflow map.
    pub overflow: (u32, u32),
    /// PC.
    pub pc: (u32, u32),
    /// Cycles.
    pub cycles: (u32, u32),
    /// Instruction.
    pub instr: (u32, u32),
    /// Halted cycles.
    pub halted: (u32, u32),
    /// Register 0 (width 1 at 0 when there are none).
    pub register0: (u32, u32),
    /// Number of registers.
    pub registers: u32,
    /// Sequence number.
    pub seq: (u32, u32),
    /// Layout id.
    pub layout_id: (u32, u32),
    /// Every field: (UPPER name, offset, width).
    pub fields: Vec<(String, u32, u32)>,
}

/// The packer of `soc`, if any, for the software emitters.
pub fn packer_view(soc: &Soc) -> Option<PackerView> {
    use crate::model::packer::FieldKind;
    let p = soc.packer.as_ref()?;
    let f = |k| p.field(k).map_or((0, 1), |f| (f.offset, f.width));
    Some(PackerView {
        base: format!("{:#x}", p.base),
        window_bytes: format!("{:#x}", 4u64 << p.word_bits),
        regs: p
            .regs
            .iter()
            .map(|r| RegView {
                name: r.name.to_uppercase(),
                offset: format!("{:#05x}", r.word * 4),
                doc: comment_text(&r.description),
                flag_word: None,
            })
            .collect(),
        packet_bytes: p.stream_width / 8,
        id: format!("{:#06x}", p.layout_id),
        counter0: f(FieldKind::Counter(0)),
        counters: p.counters,
        overflow: f(FieldKind::Overflow),
        pc: f(FieldKind::Pc),
        cycles: f(FieldKind::Cycles),
        instr: f(FieldKind::Instr),
        halted: f(FieldKind::Halted),
        register0: f(FieldKind::Register(0)),
        registers: p.registers,
        seq: f(FieldKind::Seq),
        layout_id: f(FieldKind::LayoutId),
        fields: p
            .fields
            .iter()
            .map(|x| (x.name.to_uppercase(), x.offset, x.width))
            .collect(),
    })
}

/// One programmable-counter event as software sees it.
pub struct ProgEventView {
    /// Identifier.
    pub name: String,
    /// Upper case.
    pub upper: String,
    /// Selector value.
    pub code: u32,
    /// Bit k: counter k can count it.
    pub counters: u32,
    /// Its variant of `map::Event`.
    pub variant: String,
    /// One-line documentation.
    pub doc: String,
    /// Description as a Rust literal.
    pub desc_lit: String,
}

/// A preset as software sees it.
pub struct PresetView {
    /// Upper-case name.
    pub upper: String,
    /// Identifier.
    pub name: String,
    /// Code: `PRESET_BIT | index`.
    pub code: String,
    /// `(sign, native code)` pairs, Rust syntax.
    pub terms: String,
    /// Description as a Rust literal.
    pub desc_lit: String,
    /// One-line documentation.
    pub doc: String,
}

/// The programmable counters as software sees them.
pub struct ProgSoftView {
    /// Counters per tile.
    pub counters: u32,
    /// Width.
    pub width: u32,
    /// Tile kinds with the bank.
    pub kinds: Vec<String>,
    /// Native events.
    pub events: Vec<ProgEventView>,
    /// Preset events.
    pub presets: Vec<PresetView>,
    /// Offsets of `prog<k>_select`, as a Rust array.
    pub select: String,
    /// Offsets of `prog<k>_count_lo`.
    pub count_lo: String,
    /// Offsets of `prog<k>_count_hi`, when counters are wider than 32 bits.
    pub count_hi: Option<String>,
    /// Offset of `prog_flags`.
    pub flags: String,
    /// Indices of the tiles with the bank.
    pub tiles: Vec<u32>,
    /// `Some(code)` of the cycles event, or `None`, as Rust.
    pub cycles: String,
    /// `Some(code)` of the instructions event, or `None`, as Rust.
    pub instructions: String,
}

/// Bit that marks a preset event code (PAPI's PAPI_PRESET_MASK idea).
pub const PRESET_BIT: u32 = 1 << 31;

/// Enum variant names for events: `l1d_miss` is `L1dMiss`. If two names
/// would give one variant (`a__b` and `a_b` both give `AB`), every variant is
/// `Code<code>` instead, so the enum always compiles.
fn event_variants<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let names: Vec<&str> = names.collect();
    let camel: Vec<String> = names
        .iter()
        .map(|n| n.split('_').map(camel).collect::<String>())
        .collect();
    let unique: std::collections::BTreeSet<&String> = camel.iter().collect();
    let valid = camel
        .iter()
        .all(|c| c != "Self" && c.chars().next().is_some_and(|f| f.is_ascii_uppercase()));
    if unique.len() == camel.len() && valid {
        camel
    } else {
        (0..names.len()).map(|i| format!("Code{i}")).collect()
    }
}

/// The programmable counters, if any, for the software emitters.
pub fn prog_view(soc: &Soc) -> Option<ProgSoftView> {
    let p = soc.programmable.as_ref()?;
    let variants = event_variants(p.events.iter().map(|e| e.name.as_str()));
    let events = p
        .events
        .iter()
        .zip(variants)
        .enumerate()
        .map(|(i, (e, variant))| ProgEventView {
            name: e.name.clone(),
            upper: e.name.to_uppercase(),
            code: i as u32,
            counters: e.counters.iter().fold(0, |m, k| m | 1 << k),
            variant,
            doc: comment_text(&e.description),
            desc_lit: format!("{:?}", e.description),
        })
        .collect();
    let presets = p
        .presets
        .iter()
        .enumerate()
        .map(|(i, pr)| PresetView {
            upper: pr.name.to_uppercase(),
            name: pr.name.clone(),
            code: format!("{:#010x}", PRESET_BIT | i as u32),
            terms: pr
                .terms
                .iter()
                .map(|(s, e)| format!("({s}, {e})"))
                .collect::<Vec<_>>()
                .join(", "),
            desc_lit: format!("{:?}", pr.description),
            doc: comment_text(&pr.description),
        })
        .collect();
    // Offsets come from the map, like every other register's.
    let offsets = |f: &dyn Fn(u32) -> RegKind| -> Option<String> {
        let list: Option<Vec<String>> = (0..p.counters)
            .map(|k| {
                let r = soc.map.regs.iter().find(|r| r.kind == f(k))?;
                Some(format!("{:#05x}", r.offset()))
            })
            .collect();
        list.map(|l| format!("[{}]", l.join(", ")))
    };
    let role = |e: Option<usize>| e.map_or_else(|| "None".to_string(), |i| format!("Some({i})"));
    Some(ProgSoftView {
        select: offsets(&RegKind::ProgSelect).expect("select registers are mapped"),
        count_lo: offsets(&RegKind::ProgCountLo).expect("count registers are mapped"),
        count_hi: offsets(&RegKind::ProgCountHi),
        flags: soc
            .map
            .regs
            .iter()
            .find(|r| r.kind == RegKind::ProgFlags)
            .map(|r| format!("{:#05x}", r.offset()))
            .expect("prog_flags is mapped"),
        tiles: soc
            .tiles
            .iter()
            .filter(|t| soc.banks[t.bank].programmable)
            .map(|t| t.index)
            .collect(),
        cycles: role(p.cycles_event),
        instructions: role(p.instructions_event),
        counters: p.counters,
        width: p.width,
        kinds: p.kinds.clone(),
        events,
        presets,
    })
}

#[cfg(test)]
mod tests {
    use super::event_variants;

    #[test]
    fn event_variants_are_camel_case_and_distinct_or_numbered() {
        let v = |names: &[&str]| event_variants(names.iter().copied());
        assert_eq!(v(&["l1d_miss", "cycles"]), ["L1dMiss", "Cycles"]);
        assert_eq!(v(&["a__b", "a_b"]), ["Code0", "Code1"], "one variant twice");
        assert_eq!(v(&["self_", "x"]), ["Code0", "Code1"], "a keyword");
    }
}
