//! Description → model: cross-field validation and every derived decision.

use std::collections::BTreeSet;

use super::autocounter::{self, AcCounter, AcDomain, AutoCounter};
use super::catalog::{self, CatalogParams};
use super::map::{self, MapError};
use super::names::{check_fragment, check_identifier};
use super::packer::{self, Packer, PackerParams};
use super::{Bank, Counter, Group, Monitor, Preset, ProgEvent, Programmable, Soc, Tile};
use crate::desc::{
    AutoCounterDesc, Builtin, Description, PackerDesc, ProgrammableDesc, Sp, TILE_KINDS,
};
use crate::diag::{DescriptionErrors, Diagnostic, SourceMap};

/// Most tiles a description may have (the INFO register holds 16 bits of index).
pub const MAX_TILES: usize = 4096;

/// Validates a parsed description and decides everything the emitters need.
pub fn elaborate(d: &Description) -> Result<Soc, DescriptionErrors> {
    let sm = SourceMap::new(&d.file, &d.text);
    let mut errs: Vec<Diagnostic> = Vec::new();
    let mut err = |span: &std::ops::Range<usize>, field: &str, msg: String| {
        errs.push(sm.error(span, field, msg))
    };

    let ident = |v: &Sp<String>,
                 field: &str,
                 err: &mut dyn FnMut(&std::ops::Range<usize>, &str, String)| {
        if let Some(m) = check_identifier(&v.value) {
            err(&v.span, field, m);
        }
    };

    let soc = &d.soc;
    ident(&soc.name, "soc.name", &mut err);
    if let Some(m) = super::names::taken("soc", &soc.name.value) {
        err(&soc.name.span, "soc.name", m);
    }
    let stride = soc.tile_stride.value;
    if !stride.is_power_of_two() {
        err(
            &soc.tile_stride.span,
            "soc.tile_stride",
            format!("{stride:#x} is not a power of two; valid: 0x200, 0x400, ... 0x10000"),
        );
    }
    if stride.is_power_of_two() && !soc.base.value.is_multiple_of(stride) {
        err(
            &soc.base.span,
            "soc.base",
            format!(
                "{:#x} is not aligned to the tile stride {stride:#x}",
                soc.base.value
            ),
        );
    }
    let mut seen = BTreeSet::new();
    for (i, dir) in soc.noc_directions.value.iter().enumerate() {
        if let Some(m) = check_fragment(&dir.value) {
            err(&dir.span, &format!("soc.noc_directions[{i}]"), m);
        }
        if !seen.insert(dir.value.clone()) {
            err(
                &dir.span,
                &format!("soc.noc_directions[{i}]"),
                format!("direction \"{}\" is listed twice", dir.value),
            );
        }
    }
    if let Some(m) = check_fragment(&soc.noc_clock.value) {
        err(&soc.noc_clock.span, "soc.noc_clock", m);
    }
    for (i, c) in d.catalog.monitors.iter().enumerate() {
        if let Some(clock) = &c.clock {
            if let Some(m) = check_fragment(&clock.value) {
                err(&clock.span, &format!("catalog.monitor[{i}].clock"), m);
            }
        }
    }
    // An override's clock names a domain just as a monitor's does.
    for (i, o) in d.catalog.overrides.iter().enumerate() {
        if let Some(clock) = &o.clock {
            if let Some(m) = check_fragment(&clock.value) {
                err(&clock.span, &format!("catalog.override[{i}].clock"), m);
            }
        }
    }
    if soc.noc_directions.value.is_empty() {
        err(
            &soc.noc_directions.span,
            "soc.noc_directions",
            "must list at least one direction, e.g. [\"local\"]".into(),
        );
    }

    // Catalog: built-in monitors, then overrides, then the description's own.
    let cat = &d.catalog;
    let dirs: Vec<String> = soc
        .noc_directions
        .value
        .iter()
        .map(|s| s.value.clone())
        .collect();
    let mut monitors: Vec<Monitor> = match cat.builtin.value {
        Builtin::None => Vec::new(),
        Builtin::Esp => catalog::esp(&CatalogParams {
            planes: soc.noc_planes.value,
            dvfs_points: soc.dvfs_points.value,
            directions: &dirs,
            cache_hierarchy: soc.cache_hierarchy.value,
            dvfs: soc.dvfs.value,
        })
        .into_iter()
        .map(|b| Monitor {
            synchronised: matches!(b.group, Group::NocInject | Group::NocQueueFull)
                && soc.noc_clock.value != "tile",
            index: 0,
            width: if b.words == 2 { 64 } else { cat.width.value },
            overflow: cat.overflow.value,
            kinds: b.kinds.iter().map(|k| k.to_string()).collect(),
            name: b.name,
            description: b.description,
            words: b.words,
            group: b.group,
        })
        .collect(),
    };
    for (i, o) in cat.overrides.iter().enumerate() {
        let field = format!("catalog.override[{i}]");
        let Some(m) = monitors.iter_mut().find(|m| m.name == o.monitor.value) else {
            let names: Vec<&str> = monitors.iter().map(|m| m.name.as_str()).take(8).collect();
            err(
                &o.monitor.span,
                &format!("{field}.monitor"),
                format!(
                    "\"{}\" is not a built-in monitor; built-in names are like {}, ... (see the generated docs)",
                    o.monitor.value.escape_default(),
                    names.join(", ")
                ),
            );
            continue;
        };
        if let Some(w) = &o.width {
            let ok = if m.words == 1 { 1..=32 } else { 33..=64 };
            if !ok.contains(&w.value) {
                err(
                    &w.span,
                    &format!("{field}.width"),
                    format!(
                        "{} takes {} bus word(s) in ESP's map, so its width must be in {}..={}; add a [[catalog.monitor]] for a counter of another size",
                        m.name,
                        m.words,
                        ok.start(),
                        ok.end()
                    ),
                );
            } else {
                m.width = w.value;
            }
        }
        if let Some(ov) = &o.overflow {
            m.overflow = ov.value;
        }
        if let Some(desc) = &o.description {
            m.description = desc.value.clone();
        }
        if let Some(c) = &o.clock {
            m.synchronised = c.value != "tile";
        }
    }
    for (i, c) in cat.monitors.iter().enumerate() {
        let field = format!("catalog.monitor[{i}]");
        ident(&c.name, &format!("{field}.name"), &mut err);
        if monitors.iter().any(|m| m.name == c.name.value) {
            err(
                &c.name.span,
                &format!("{field}.name"),
                format!("a monitor named \"{}\" already exists", c.name.value),
            );
        }
        for (j, k) in c.kinds.value.iter().enumerate() {
            if !TILE_KINDS.contains(&k.value.as_str()) {
                err(
                    &k.span,
                    &format!("{field}.kinds[{j}]"),
                    format!(
                        "\"{}\" is not a tile kind; valid: {}",
                        k.value.escape_default(),
                        TILE_KINDS.join(", ")
                    ),
                );
            }
        }
        let width = c.width.as_ref().map_or(cat.width.value, |w| w.value);
        monitors.push(Monitor {
            index: 0,
            name: c.name.value.clone(),
            description: c.description.value.clone(),
            width,
            words: if width > 32 { 2 } else { 1 },
            overflow: c.overflow.as_ref().map_or(cat.overflow.value, |o| o.value),
            kinds: c.kinds.value.iter().map(|k| k.value.clone()).collect(),
            group: Group::Custom,
            synchronised: c.clock.as_ref().is_some_and(|c| c.value != "tile"),
        });
    }
    if monitors.is_empty() {
        err(
            &cat.builtin.span,
            "catalog",
            "the catalog is empty; use builtin = \"esp\" or add [[catalog.monitor]] entries".into(),
        );
    }
    // Software names every monitor word; two monitors must not share a name
    // (a custom "acc_mem_lo" would collide with the acc_mem pair's low word).
    let mut taken: BTreeSet<String> = super::GROUP_BASE_NAMES
        .iter()
        .map(|s| s.to_string())
        .collect();
    let builtin_count = monitors.len() - cat.monitors.len();
    for (i, m) in monitors.iter().enumerate() {
        for (n, _) in m.index_names() {
            if !taken.insert(n.clone()) && i >= builtin_count {
                let c = &cat.monitors[i - builtin_count];
                err(&c.name.span, &format!("catalog.monitor[{}].name", i - builtin_count), format!("\"{}\" would name a monitor word {n}, which another monitor or group already uses", c.name.value));
            }
        }
    }
    let mut next = 0;
    for m in &mut monitors {
        m.index = next;
        next += m.words;
    }

    let programmable = d
        .programmable
        .as_ref()
        .and_then(|p| elaborate_programmable(p, &mut err));
    let tile_map = if stride.is_power_of_two() {
        match map::layout(&monitors, stride, programmable.as_ref()) {
            Ok(t) => Some(t),
            Err(MapError::TooManyMonitorWords { words, max }) => {
                err(
                    &cat.builtin.span,
                    "catalog",
                    format!("the monitors take {words} bus words but only {max} fit before the tile CSRs at 0x180; use fewer planes, points or monitors"),
                );
                None
            }
            Err(MapError::NoRoomForExtras { needed }) => {
                err(
                    &soc.tile_stride.span,
                    "soc.tile_stride",
                    format!("no room for the {needed} control registers below 0x180; use tile_stride = 0x400 or fewer monitors"),
                );
                None
            }
        }
    } else {
        None
    };
    // Register names are identifiers in the SystemRDL and SVD exports: a
    // custom monitor must not take the name of one of the window's registers.
    for r in tile_map.iter().flat_map(|t| &t.regs) {
        let (super::RegKind::MonitorLo(n) | super::RegKind::MonitorHi(n)) = r.kind else {
            continue;
        };
        let clash = tile_map.iter().flat_map(|t| &t.regs).find(|o| {
            o.name == r.name
                && !matches!(
                    o.kind,
                    super::RegKind::MonitorLo(_) | super::RegKind::MonitorHi(_)
                )
        });
        // Built-in monitors never clash: only the description's own can.
        let own = n.checked_sub(builtin_count).map(|i| (i, &cat.monitors[i]));
        if let (Some(o), Some((i, c))) = (clash, own) {
            err(
                &c.name.span,
                &format!("catalog.monitor[{i}].name"),
                if r.name == c.name.value {
                    format!(
                        "\"{}\" is already the name of a register of the tile window; monitors and registers share names in the SVD and SystemRDL exports; choose another name",
                        c.name.value
                    )
                } else {
                    format!(
                        "\"{}\" would name its word {}, which is already the name of a register of the tile window; choose another name",
                        c.name.value, o.name
                    )
                },
            );
        }
    }

    // Tiles and the banks their kinds need.
    if d.tiles.is_empty() {
        err(
            &(0..0),
            "tile",
            "the SoC has no tiles; add [[tile]] entries with name and kind".into(),
        );
    }
    if d.tiles.len() > MAX_TILES {
        err(
            &d.tiles[MAX_TILES].span,
            "tile",
            format!("at most {MAX_TILES} tiles are supported"),
        );
    }
    let mut names = BTreeSet::new();
    for (i, t) in d.tiles.iter().enumerate() {
        ident(&t.name, &format!("tile[{i}].name"), &mut err);
        if let Some(m) = super::names::taken("tile", &t.name.value) {
            err(&t.name.span, &format!("tile[{i}].name"), m);
        }
        if !names.insert(t.name.value.clone()) {
            err(
                &t.name.span,
                &format!("tile[{i}].name"),
                format!("tile name \"{}\" is used twice", t.name.value),
            );
        }
        if !TILE_KINDS.contains(&t.kind.value.as_str()) {
            err(
                &t.kind.span,
                &format!("tile[{i}].kind"),
                format!(
                    "\"{}\" is not a tile kind; valid: {}",
                    t.kind.value.escape_default(),
                    TILE_KINDS.join(", ")
                ),
            );
        } else if !monitors.iter().any(|m| m.kinds.contains(&t.kind.value)) {
            err(
                &t.kind.span,
                &format!("tile[{i}].kind"),
                format!("no monitor of the catalog is valid in \"{}\" tiles; add a [[catalog.monitor]] with kinds = [\"{}\"]", t.kind.value, t.kind.value),
            );
        }
    }

    let packer = d
        .packer
        .as_ref()
        .and_then(|p| elaborate_packer(p, &soc.name.value, &mut err));
    let autocounter = d
        .autocounter
        .as_ref()
        .and_then(|a| elaborate_autocounter(a, &soc.name.value, &mut err));
    // The exports (SVD, SystemRDL) name every window: tiles by their names,
    // the packer "packer", AutoCounter domains "autocounter_<domain>".
    for (i, t) in d.tiles.iter().enumerate() {
        let other = if packer.is_some() && t.name.value == "packer" {
            Some("the packer's register window".to_string())
        } else {
            autocounter
                .iter()
                .flat_map(|a| &a.domains)
                .find(|dom| t.name.value == format!("autocounter_{}", dom.name))
                .map(|dom| format!("the register window of AutoCounter domain \"{}\"", dom.name))
        };
        if let Some(other) = other {
            err(
                &t.name.span,
                &format!("tile[{i}].name"),
                format!(
                    "\"{}\" is also the name of {other} in the SVD and SystemRDL exports; choose another name",
                    t.name.value
                ),
            );
        }
    }
    if stride.is_power_of_two() && !d.tiles.is_empty() && d.tiles.len() <= MAX_TILES {
        check_address_map(d, stride, packer.as_ref(), autocounter.as_ref(), &mut err);
    }

    if !errs.is_empty() {
        errs.sort_by_key(|d| (d.line, d.col));
        return Err(DescriptionErrors(errs));
    }
    let tile_map = tile_map.expect("layout succeeded when there are no errors");

    let name = soc.name.value.clone();
    let banks: Vec<Bank> = TILE_KINDS
        .iter()
        .enumerate()
        .filter(|(_, k)| d.tiles.iter().any(|t| t.kind.value == **k))
        .map(|(code, kind)| Bank {
            kind: kind.to_string(),
            kind_code: code as u32,
            module: format!("{name}_bank_{kind}"),
            tile_module: format!("{name}_tile_{kind}"),
            programmable: programmable
                .as_ref()
                .is_some_and(|p| p.kinds.iter().any(|k| k == kind)),
            counters: monitors
                .iter()
                .enumerate()
                .filter(|(_, m)| m.kinds.iter().any(|k| k == kind))
                .enumerate()
                .map(|(bit, (n, _))| Counter {
                    monitor: n,
                    event_bit: bit as u32,
                })
                .collect(),
        })
        .collect();
    let tiles = d
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| Tile {
            index: i as u32,
            name: t.name.value.clone(),
            bank: banks
                .iter()
                .position(|b| b.kind == t.kind.value)
                .expect("kind has a bank"),
            base: soc.base.value + stride * i as u64,
        })
        .collect();

    Ok(Soc {
        top_module: format!("{name}_soc"),
        name,
        source: d.file.clone(),
        bus: soc.bus.value,
        reset: soc.reset.value,
        unmapped: soc.unmapped.value,
        base: soc.base.value,
        noc_planes: soc.noc_planes.value,
        dvfs_points: soc.dvfs_points.value,
        noc_directions: dirs,
        monitors,
        map: tile_map,
        banks,
        tiles,
        packer,
        autocounter,
        programmable,
    })
}

/// The register windows (tiles, packer, AutoCounter domains) must not
/// overlap, and must end within the 32-bit address space their bases are
/// given in: software would otherwise reach one block through another's
/// addresses. Each clash is reported at the later window's base.
fn check_address_map(
    d: &Description,
    stride: u64,
    packer: Option<&Packer>,
    autocounter: Option<&AutoCounter>,
    err: &mut dyn FnMut(&std::ops::Range<usize>, &str, String),
) {
    let soc = &d.soc;
    let mut windows = vec![(
        "the tile windows",
        "",
        "soc.base",
        &soc.base.span,
        soc.base.value,
        soc.base.value + stride * d.tiles.len() as u64,
    )];
    if let (Some(p), Some(pd)) = (packer, &d.packer) {
        windows.push((
            "the packer window",
            "s",
            "packer.base",
            &pd.base.span,
            p.base,
            p.base + (4 << p.word_bits),
        ));
    }
    if let (Some(a), Some(ad)) = (autocounter, &d.autocounter) {
        let start = ad.base.value;
        windows.push((
            "the AutoCounter windows",
            "",
            "autocounter.base",
            &ad.base.span,
            start,
            start + a.stride * a.domains.len() as u64,
        ));
    }
    let shown = |s: u64, e: u64| format!("{s:#x}-{:#x}", e - 1);
    for (j, &(what, verb_s, field, span, start, end)) in windows.iter().enumerate() {
        if end > 1 << 32 {
            err(
                span,
                field,
                format!(
                    "{what} {} end{verb_s} beyond the 32-bit address space; valid: a base at most {:#x}",
                    shown(start, end),
                    (1u64 << 32) - (end - start)
                ),
            );
        }
        for &(other, _, _, _, s, e) in &windows[..j] {
            if start < e && s < end {
                err(
                    span,
                    field,
                    format!(
                        "{what} {} overlap{verb_s} {other} {}; valid: a base that keeps them apart",
                        shown(start, end),
                        shown(s, e)
                    ),
                );
            }
        }
    }
}

/// Validates `[programmable]`: kinds, events, which counters each can use.
fn elaborate_programmable(
    p: &ProgrammableDesc,
    err: &mut dyn FnMut(&std::ops::Range<usize>, &str, String),
) -> Option<Programmable> {
    let mut ok = true;
    let mut fail = |span: &std::ops::Range<usize>, field: &str, msg: String| {
        ok = false;
        err(span, field, msg)
    };
    for (i, k) in p.kinds.value.iter().enumerate() {
        if !TILE_KINDS.contains(&k.value.as_str()) {
            fail(
                &k.span,
                &format!("programmable.kinds[{i}]"),
                format!(
                    "\"{}\" is not a tile kind; valid: {}",
                    k.value.escape_default(),
                    TILE_KINDS.join(", ")
                ),
            );
        }
    }
    if p.events.is_empty() || p.events.len() > 256 {
        fail(
            &p.span,
            "programmable.event",
            format!(
                "{} events; declare 1 to 256 [[programmable.event]] entries",
                p.events.len()
            ),
        );
    }
    let k = p.counters.value;
    let mut names = BTreeSet::new();
    for (i, e) in p.events.iter().enumerate() {
        if let Some(m) = check_identifier(&e.name.value) {
            fail(&e.name.span, &format!("programmable.event[{i}].name"), m);
        } else if !names.insert(e.name.value.clone()) {
            fail(
                &e.name.span,
                &format!("programmable.event[{i}].name"),
                format!("event \"{}\" is declared twice", e.name.value),
            );
        }
        // The C header defines <SOC>_EVENT_<E> and <SOC>_EVENT_<E>_COUNTERS.
        let stem = e.name.value.strip_suffix("_counters");
        if let Some(stem) = stem.filter(|s| p.events.iter().any(|o| o.name.value == *s)) {
            fail(
                &e.name.span,
                &format!("programmable.event[{i}].name"),
                format!(
                    "\"{}\" would name the C macro <SOC>_EVENT_{}, which event \"{stem}\" already defines; choose another name",
                    e.name.value,
                    e.name.value.to_uppercase()
                ),
            );
        }
        if let Some(c) = e.counters.as_ref().filter(|c| c.value.is_empty()) {
            fail(
                &c.span,
                &format!("programmable.event[{i}].counters"),
                format!(
                    "an event wired to no counter could never be counted; list counters in 0..{}, or leave `counters` out for all",
                    k - 1
                ),
            );
        }
        for (j, c) in e.counters.iter().flat_map(|c| c.value.iter()).enumerate() {
            if c.value >= u64::from(k) {
                fail(
                    &c.span,
                    &format!("programmable.event[{i}].counters[{j}]"),
                    format!("counter {} does not exist; valid: 0..{}", c.value, k - 1),
                );
            }
        }
    }
    let mut presets = Vec::new();
    for (i, pr) in p.presets.iter().enumerate() {
        let field = format!("programmable.preset[{i}]");
        if let Some(m) = check_identifier(&pr.name.value) {
            fail(&pr.name.span, &format!("{field}.name"), m);
        } else if !names.insert(pr.name.value.clone()) {
            fail(
                &pr.name.span,
                &format!("{field}.name"),
                format!("\"{}\" is already an event or preset", pr.name.value),
            );
        }
        match parse_formula(&pr.formula.value, |n| {
            p.events.iter().position(|e| e.name.value == n)
        }) {
            Ok(terms) => presets.push(Preset {
                name: pr.name.value.clone(),
                description: pr.description.value.clone(),
                terms,
            }),
            Err((at, msg)) => {
                // Point at the offending character inside the quoted string.
                let s = pr.formula.span.start + 1 + at;
                fail(&(s..s + 1), &format!("{field}.formula"), msg);
            }
        }
    }
    // Named explicitly, or by the usual names (RISC-V's `cycle`/`instret`).
    let mut role = |given: &Option<Sp<String>>, field: &str, usual: &[&str]| match given {
        Some(n) => {
            let found = p.events.iter().position(|e| e.name.value == n.value);
            if found.is_none() {
                fail(
                    &n.span,
                    &format!("programmable.{field}"),
                    format!(
                        "\"{}\" is not a [[programmable.event]]; valid: {}",
                        n.value.escape_default(),
                        p.events
                            .iter()
                            .map(|e| e.name.value.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                );
            }
            found
        }
        None => p
            .events
            .iter()
            .position(|e| usual.contains(&e.name.value.as_str())),
    };
    let cycles_event = role(&p.cycles_event, "cycles_event", &["cycles", "cycle"]);
    let instructions_event = role(
        &p.instructions_event,
        "instructions_event",
        &["instret", "instructions"],
    );
    if !ok {
        return None;
    }
    Some(Programmable {
        presets,
        cycles_event,
        instructions_event,
        kinds: p.kinds.value.iter().map(|k| k.value.clone()).collect(),
        counters: k,
        width: p.width.value,
        threshold: p.threshold.value,
        events: p
            .events
            .iter()
            .map(|e| ProgEvent {
                name: e.name.value.clone(),
                description: e.description.value.clone(),
                counters: e.counters.as_ref().map_or_else(
                    || (0..k).collect(),
                    |c| c.value.iter().map(|x| x.value as u32).collect(),
                ),
            })
            .collect(),
    })
}

/// Validates `[autocounter]`: domains, counters, crossings; lays out windows.
fn elaborate_autocounter(
    a: &AutoCounterDesc,
    soc: &str,
    err: &mut dyn FnMut(&std::ops::Range<usize>, &str, String),
) -> Option<AutoCounter> {
    let mut ok = true;
    let mut fail = |span: &std::ops::Range<usize>, field: &str, msg: String| {
        ok = false;
        err(span, field, msg)
    };
    if a.domains.is_empty() {
        fail(&a.span, "autocounter.domain", "no clock domains; add [[autocounter.domain]] with a name (multiplier and divisor default to 1)".into());
    }
    if !a.fifo_depth.value.is_power_of_two() {
        fail(
            &a.fifo_depth.span,
            "autocounter.fifo_depth",
            format!(
                "{} is not a power of two; valid: 2, 4, ... 1024",
                a.fifo_depth.value
            ),
        );
    }
    let mut names = BTreeSet::new();
    for (i, d) in a.domains.iter().enumerate() {
        if let Some(m) = check_identifier(&d.name.value) {
            fail(&d.name.span, &format!("autocounter.domain[{i}].name"), m);
        } else if !names.insert(d.name.value.clone()) {
            fail(
                &d.name.span,
                &format!("autocounter.domain[{i}].name"),
                format!("domain \"{}\" is declared twice", d.name.value),
            );
        }
    }
    let domain_list = a
        .domains
        .iter()
        .map(|d| d.name.value.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let mut labels = BTreeSet::new();
    for (i, c) in a.counters.iter().enumerate() {
        let f = |k: &str| format!("autocounter.counter[{i}].{k}");
        if let Some(m) = check_identifier(&c.label.value) {
            fail(&c.label.span, &f("label"), m);
        } else if !labels.insert((c.domain.value.clone(), c.label.value.clone())) {
            fail(
                &c.label.span,
                &f("label"),
                format!(
                    "label \"{}\" is used twice in domain \"{}\"",
                    c.label.value, c.domain.value
                ),
            );
        }
        let path_ok = !c.path.value.is_empty()
            && c.path
                .value
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == '.');
        if !path_ok {
            fail(&c.path.span, &f("path"), format!("\"{}\" is not an instance path; use letters, digits, _ and . (e.g. \"tile0.core\")", c.path.value.escape_default()));
        }
        if !names.contains(&c.domain.value) {
            fail(
                &c.domain.span,
                &f("domain"),
                format!(
                    "\"{}\" is not a declared domain; declared: {domain_list}",
                    c.domain.value.escape_default()
                ),
            );
        }
        if let Some(src) = &c.source {
            if !names.contains(&src.value) {
                fail(
                    &src.span,
                    &f("source"),
                    format!(
                        "\"{}\" is not a declared domain; declared: {domain_list}",
                        src.value.escape_default()
                    ),
                );
            } else if src.value != c.domain.value && c.width.value > 1 {
                fail(
                    &c.width.span,
                    &f("width"),
                    format!("a {}-bit value cannot cross from \"{}\" to \"{}\" through a synchroniser (its bits could be sampled apart); count it in its own domain, or make it a 1-bit event", c.width.value, src.value, c.domain.value),
                );
            }
        }
    }
    if !ok {
        return None;
    }
    let max_counters = a
        .domains
        .iter()
        .map(|d| {
            a.counters
                .iter()
                .filter(|c| c.domain.value == d.name.value)
                .count()
        })
        .max()
        .unwrap_or(0) as u32;
    let stride = (4u64 << autocounter::word_bits(max_counters)).max(0x400);
    Some(AutoCounter {
        fifo_depth: a.fifo_depth.value,
        read_rate: a.read_rate.value,
        stride,
        domains: a
            .domains
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let counters: Vec<AcCounter> = a
                    .counters
                    .iter()
                    .filter(|c| c.domain.value == d.name.value)
                    .map(|c| AcCounter {
                        label: c.label.value.clone(),
                        description: c.description.value.clone(),
                        path: c.path.value.clone(),
                        width: c.width.value,
                        mode: c.mode.value,
                        synchronised: c.source.as_ref().is_some_and(|s| s.value != c.domain.value),
                    })
                    .collect();
                let n = counters.len() as u32;
                AcDomain {
                    index: i as u32,
                    name: d.name.value.clone(),
                    module: format!("{soc}_autocounter_{}", d.name.value),
                    multiplier: d.multiplier.value,
                    divisor: d.divisor.value,
                    base: a.base.value + stride * i as u64,
                    counters,
                    regs: autocounter::registers(n),
                    word_bits: autocounter::word_bits(n),
                }
            })
            .collect(),
    })
}

/// Validates `[packer]` and lays out its packet and registers.
fn elaborate_packer(
    p: &PackerDesc,
    soc: &str,
    err: &mut dyn FnMut(&std::ops::Range<usize>, &str, String),
) -> Option<Packer> {
    let mut ok = true;
    let sw = p.stream_width.value;
    if !sw.is_multiple_of(32) {
        err(
            &p.stream_width.span,
            "packer.stream_width",
            format!("{sw} is not a multiple of 32; valid: 64, 96, ... 4096"),
        );
        ok = false;
    }
    let depth = p.fifo_depth.value;
    if !depth.is_power_of_two() {
        err(
            &p.fifo_depth.span,
            "packer.fifo_depth",
            format!("{depth} is not a power of two; valid: 2, 4, ... 65536"),
        );
        ok = false;
    }
    if p.almost_full.value > depth {
        err(
            &p.almost_full.span,
            "packer.almost_full",
            format!(
                "{} is above fifo_depth {depth}; valid: 1..={depth}",
                p.almost_full.value
            ),
        );
        ok = false;
    }
    let params = PackerParams {
        stream_width: sw,
        pc_width: p.pc_width.value,
        cycles_width: p.cycles_width.value,
        halted_width: p.halted_width.value,
        counters: p.counters.value,
        counter_width: p.counter_width.value,
        registers: p.registers.value,
        register_width: p.register_width.value,
    };
    let fields = packer::fields(&params);
    let used = fields.last().map_or(0, |f| f.offset + f.width);
    if used > sw {
        let parts: Vec<String> = [
            ("counters", p.counters.value * p.counter_width.value),
            ("overflow map", p.counters.value),
            ("pc", p.pc_width.value),
            ("cycles", p.cycles_width.value),
            ("instruction", 32),
            ("halted", p.halted_width.value),
            ("registers", p.registers.value * p.register_width.value),
            ("sequence number", 32),
            ("layout id", 16),
        ]
        .iter()
        .map(|(n, b)| format!("{n} {b}"))
        .collect();
        err(
            &p.stream_width.span,
            "packer.stream_width",
            format!(
                "the packet needs {used} bits ({}) but the stream is {sw} bits; valid: stream_width >= {}, or fewer or narrower fields",
                parts.join(" + "),
                used.next_multiple_of(32)
            ),
        );
        ok = false;
    }
    if !ok {
        return None;
    }
    let level_bits = 32 - depth.leading_zeros();
    Some(Packer {
        module: format!("{soc}_packer"),
        base: p.base.value,
        stream_width: sw,
        pc_width: p.pc_width.value,
        counters: p.counters.value,
        counter_width: p.counter_width.value,
        registers: p.registers.value,
        register_width: p.register_width.value,
        fifo_depth: depth,
        watchpoints: p.watchpoints.value,
        rv32: p.rv32.value,
        layout_id: packer::layout_id(sw, &fields),
        used_bits: used,
        fields,
        regs: packer::registers(
            p.pc_width.value,
            level_bits,
            p.almost_full.value,
            p.tlast_every.value,
            p.watchpoints.value,
        ),
        word_bits: packer::word_bits(p.watchpoints.value),
    })
}

/// Parses "a + b - c": terms with signs. `event` maps a name to its index.
/// Errors carry the byte offset in the formula.
fn parse_formula(
    f: &str,
    event: impl Fn(&str) -> Option<usize>,
) -> Result<Vec<(i8, usize)>, (usize, String)> {
    let mut terms = Vec::new();
    let mut sign = 1i8;
    let mut expect_term = true;
    let b = f.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' => i += 1,
            b'+' | b'-' if !expect_term => {
                sign = if b[i] == b'+' { 1 } else { -1 };
                expect_term = true;
                i += 1;
            }
            c if expect_term && (c.is_ascii_lowercase() || c == b'_') => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let name = &f[start..i];
                let e = event(name).ok_or_else(|| {
                    (
                        start,
                        format!("\"{name}\" is not a native event of [[programmable.event]]"),
                    )
                })?;
                terms.push((sign, e));
                expect_term = false;
            }
            _ => {
                let want = if expect_term {
                    "an event name"
                } else {
                    "+ or -"
                };
                return Err((
                    i,
                    format!(
                        "expected {want} at \"{}\"",
                        f[i..].chars().take(8).collect::<String>()
                    ),
                ));
            }
        }
    }
    if expect_term {
        return Err((
            f.len(),
            "the formula ends without an event; e.g. \"hit + miss\"".into(),
        ));
    }
    Ok(terms)
}

#[cfg(test)]
mod tests {
    use super::parse_formula;

    fn ev(n: &str) -> Option<usize> {
        ["cycles", "branch", "hit", "miss"]
            .iter()
            .position(|x| *x == n)
    }

    #[test]
    fn formulas() {
        assert_eq!(parse_formula("hit + miss", ev), Ok(vec![(1, 2), (1, 3)]));
        assert_eq!(
            parse_formula("cycles - branch", ev),
            Ok(vec![(1, 0), (-1, 1)])
        );
        assert_eq!(parse_formula("  hit", ev), Ok(vec![(1, 2)]));
        assert_eq!(parse_formula("hit + nope", ev).unwrap_err().0, 6);
        assert_eq!(parse_formula("hit +", ev).unwrap_err().0, 5);
        assert_eq!(parse_formula("hit miss", ev).unwrap_err().0, 4);
        assert!(parse_formula("", ev).is_err());
    }
}
