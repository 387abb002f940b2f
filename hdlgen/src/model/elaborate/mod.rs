//! Description → model: cross-field validation and every derived decision,
//! one file per block; this one checks `[soc]` and puts the model together.

mod access;
mod address;
mod autocounter;
mod catalog;
mod compact;
mod core;
mod formula;
mod packer;
mod programmable;
mod tiles;

use std::collections::BTreeSet;
use std::ops::Range;

use super::map::{self, MapError};
use super::names::{check_fragment, check_identifier};
use super::Soc;
use crate::desc::{Description, Sp};
use crate::diag::{DescriptionErrors, Diagnostic, SourceMap};

/// Where a check reports an error: span, field, message.
type ErrFn<'a> = dyn FnMut(&Range<usize>, &str, String) + 'a;

/// Most tiles a description may have (the INFO register holds 16 bits of index).
pub const MAX_TILES: usize = 4096;

/// Reports `v` if it is not a valid identifier.
fn ident(v: &Sp<String>, field: &str, err: &mut ErrFn<'_>) {
    if let Some(m) = check_identifier(&v.value) {
        err(&v.span, field, m);
    }
}

/// Checks `[soc]` and the clock names of the catalog.
fn check_soc(d: &Description, err: &mut ErrFn<'_>) {
    let soc = &d.soc;
    ident(&soc.name, "soc.name", err);
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
    if soc.acc_l2.value && !soc.cache_hierarchy.value {
        err(
            &soc.acc_l2.span,
            "soc.acc_l2",
            "an accelerator's private L2 needs the cache hierarchy; set cache_hierarchy = true or acc_l2 = false".into(),
        );
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
}

/// The tile window's layout, or `None` (with the error reported) when the
/// registers do not fit.
fn tile_layout(
    d: &Description,
    monitors: &[super::Monitor],
    programmable: Option<&super::Programmable>,
    err: &mut ErrFn<'_>,
) -> Option<(super::TileMap, Vec<super::Register>)> {
    let (soc, cat) = (&d.soc, &d.catalog);
    let stride = soc.tile_stride.value;
    if !stride.is_power_of_two() {
        return None;
    }
    match map::layout(monitors, stride, programmable) {
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
}

/// Validates a parsed description and decides everything the emitters need.
pub fn elaborate(d: &Description) -> Result<Soc, DescriptionErrors> {
    let sm = SourceMap::new(&d.file, &d.text);
    let mut errs: Vec<Diagnostic> = Vec::new();
    let mut err = |span: &std::ops::Range<usize>, field: &str, msg: String| {
        errs.push(sm.error(span, field, msg))
    };

    check_soc(d, &mut err);
    let soc = &d.soc;
    let stride = soc.tile_stride.value;
    let (monitors, builtin_count) = catalog::monitors(d, &mut err);
    let programmable = d
        .programmable
        .as_ref()
        .and_then(|p| programmable::elaborate_programmable(p, &mut err));
    let tile_map = tile_layout(d, &monitors, programmable.as_ref(), &mut err);
    let layout = tile_map.as_ref().map(|(_, regs)| regs.as_slice());
    catalog::check_register_names(d, layout, builtin_count, &mut err);
    tiles::check(d, &monitors, &mut err);
    access::check(d, &mut err);
    let mesh = tiles::mesh(d, &mut err);
    let packer = d
        .packer
        .as_ref()
        .and_then(|p| packer::elaborate_packer(p, &soc.name.value, &mut err));
    let autocounter = d
        .autocounter
        .as_ref()
        .and_then(|a| autocounter::elaborate_autocounter(a, &soc.name.value, &mut err));
    // The exports (SVD, SystemRDL) name every window: tiles by their names,
    tiles::check_window_names(d, packer.is_some(), autocounter.as_ref(), &mut err);
    if stride.is_power_of_two() && !d.tiles.is_empty() && d.tiles.len() <= MAX_TILES {
        address::check_address_map(d, stride, packer.as_ref(), autocounter.as_ref(), &mut err);
    }
    let windows = address::windows(d, stride, packer.as_ref(), autocounter.as_ref());
    let core = core::elaborate_core(
        d,
        core::Targets {
            monitors: &monitors,
            programmable: programmable.as_ref(),
            autocounter: autocounter.as_ref(),
        },
        &windows,
        &mut err,
    );

    if !errs.is_empty() {
        errs.sort_by_key(|d| (d.line, d.col));
        return Err(DescriptionErrors(errs));
    }
    let (map, layout) = tile_map.expect("layout succeeded when there are no errors");
    Ok(assemble(
        d,
        Blocks {
            monitors,
            map,
            layout,
            mesh,
            packer,
            autocounter,
            programmable,
            core,
        },
    ))
}

/// What elaboration decided, block by block, for [`assemble`].
struct Blocks {
    monitors: Vec<super::Monitor>,
    map: super::TileMap,
    layout: Vec<super::Register>,
    mesh: super::Mesh,
    packer: Option<super::packer::Packer>,
    autocounter: Option<super::autocounter::AutoCounter>,
    programmable: Option<super::Programmable>,
    core: Option<super::core::Core>,
}

/// The SoC of a valid description: the banks and tiles, each bank's window.
fn assemble(d: &Description, b: Blocks) -> Soc {
    let soc = &d.soc;
    let name = soc.name.value.clone();
    let (mut banks, tiles) = tiles::build(
        d,
        &b.monitors,
        b.programmable.as_ref(),
        soc.tile_stride.value,
    );
    if soc.snapshot.value == super::SnapshotStyle::Compact {
        for bank in &mut banks {
            bank.compact = Some(compact::shape(bank, &b.monitors));
        }
    }
    let mut soc = Soc {
        top_module: format!("{name}_soc"),
        name,
        source: d.file.clone(),
        bus: soc.bus.value,
        reset: soc.reset.value,
        unmapped: soc.unmapped.value,
        denied: soc.denied.value,
        lut: soc.lut.value,
        counter_reset: soc.counter_reset.value,
        snapshot: soc.snapshot.value,
        base: soc.base.value,
        noc_planes: soc.noc_planes.value,
        dvfs_points: soc.dvfs_points.value,
        noc_directions: soc
            .noc_directions
            .value
            .iter()
            .map(|s| s.value.clone())
            .collect(),
        monitors: b.monitors,
        esp_catalog: d.catalog.builtin.value == crate::desc::Builtin::Esp,
        map: b.map,
        banks,
        tiles,
        mesh: b.mesh,
        packer: b.packer,
        autocounter: b.autocounter,
        programmable: b.programmable,
        core: b.core,
        devicetree: super::DeviceTree::from(&d.devicetree),
    };
    for bank in 0..soc.banks.len() {
        soc.banks[bank].window = super::tile_window::build(&soc, bank, &b.layout);
    }
    access::apply(d, &mut soc);
    soc
}
