//! The programmable counters as the software emitters see them: events,
//! presets and the registers' offsets.

use super::camel;
use crate::model::names::comment_text;
use crate::model::{RegKind, Soc};

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
    let window = soc.tile_window();
    let offsets = |f: &dyn Fn(u32) -> RegKind| -> Option<String> {
        let list: Option<Vec<String>> = (0..p.counters)
            .map(|k| Some(format!("{:#05x}", window.word(f(k))? * 4)))
            .collect();
        list.map(|l| format!("[{}]", l.join(", ")))
    };
    let role = |e: Option<usize>| e.map_or_else(|| "None".to_string(), |i| format!("Some({i})"));
    Some(ProgSoftView {
        select: offsets(&RegKind::ProgSelect).expect("select registers are mapped"),
        count_lo: offsets(&RegKind::ProgCountLo).expect("count registers are mapped"),
        count_hi: offsets(&RegKind::ProgCountHi),
        flags: format!("{:#05x}", window.word_of(RegKind::ProgFlags) * 4),
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
