//! The monitor catalog: built-in monitors, overrides, the description's
//! own, their word indices, and names that must stay unique.

use std::collections::BTreeSet;

use super::super::catalog::{self, CatalogParams};
use super::super::window::{Register, Role};
use super::super::{Group, Monitor, RegKind, GROUP_BASE_NAMES};
use super::{ident, ErrFn};
use crate::desc::{Builtin, Description, TILE_KINDS};

/// Every monitor of the SoC, indexed in word order, and how many are built in.
pub(super) fn monitors(d: &Description, err: &mut ErrFn<'_>) -> (Vec<Monitor>, usize) {
    let cat = &d.catalog;
    let mut monitors = builtin_monitors(d);
    apply_overrides(d, &mut monitors, err);
    add_own_monitors(d, &mut monitors, err);
    if monitors.is_empty() {
        err(
            &cat.builtin.span,
            "catalog",
            "the catalog is empty; use builtin = \"esp\" or add [[catalog.monitor]] entries".into(),
        );
    }
    let builtin_count = monitors.len() - cat.monitors.len();
    check_word_names(d, &monitors, builtin_count, err);
    let mut next = 0;
    for m in &mut monitors {
        m.index = next;
        next += m.words;
    }

    (monitors, builtin_count)
}

/// The built-in catalog's monitors, shaped by `[soc]` and `[catalog]`.
fn builtin_monitors(d: &Description) -> Vec<Monitor> {
    let soc = &d.soc;
    let cat = &d.catalog;
    let dirs: Vec<String> = soc
        .noc_directions
        .value
        .iter()
        .map(|s| s.value.clone())
        .collect();
    match cat.builtin.value {
        Builtin::None => Vec::new(),
        Builtin::Esp => catalog::esp(&CatalogParams {
            planes: soc.noc_planes.value,
            dvfs_points: soc.dvfs_points.value,
            directions: &dirs,
            cache_hierarchy: soc.cache_hierarchy.value,
            dvfs: soc.dvfs.value,
            acc_l2: soc.acc_l2.value,
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
    }
}

/// `[[catalog.override]]`: changes to built-in monitors.
fn apply_overrides(d: &Description, monitors: &mut [Monitor], err: &mut ErrFn<'_>) {
    let cat = &d.catalog;
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
}

/// `[[catalog.monitor]]`: the description's own monitors, after the
/// built-in ones.
fn add_own_monitors(d: &Description, monitors: &mut Vec<Monitor>, err: &mut ErrFn<'_>) {
    let cat = &d.catalog;
    for (i, c) in cat.monitors.iter().enumerate() {
        let field = format!("catalog.monitor[{i}]");
        ident(&c.name, &format!("{field}.name"), err);
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
}

/// Software names every monitor word; two monitors must not share a name
/// (a custom "acc_mem_lo" would collide with the acc_mem pair's low word).
fn check_word_names(
    d: &Description,
    monitors: &[Monitor],
    builtin_count: usize,
    err: &mut ErrFn<'_>,
) {
    let cat = &d.catalog;
    let mut taken: BTreeSet<String> = GROUP_BASE_NAMES.iter().map(|s| s.to_string()).collect();
    for (i, m) in monitors.iter().enumerate() {
        for (n, _) in m.index_names() {
            if !taken.insert(n.clone()) && i >= builtin_count {
                let c = &cat.monitors[i - builtin_count];
                err(&c.name.span, &format!("catalog.monitor[{}].name", i - builtin_count), format!("\"{}\" would name a monitor word {n}, which another monitor or group already uses", c.name.value));
            }
        }
    }
}

/// Register names are identifiers in the SystemRDL and SVD exports: a
/// custom monitor must not take the name of one of the window's registers.
pub(super) fn check_register_names(
    d: &Description,
    layout: Option<&[Register]>,
    builtin_count: usize,
    err: &mut ErrFn<'_>,
) {
    let cat = &d.catalog;
    let monitor_of = |r: &Register| match r.role {
        Role::Tile(RegKind::MonitorLo(n) | RegKind::MonitorHi(n)) => Some(n),
        _ => None,
    };
    let regs = layout.unwrap_or_default();
    for r in regs {
        let Some(n) = monitor_of(r) else {
            continue;
        };
        let clash = regs
            .iter()
            .find(|o| o.name == r.name && monitor_of(o).is_none());
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
}
