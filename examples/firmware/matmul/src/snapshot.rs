//! ESP's Monitors API around the multiply: every tile's monitors read from
//! one SoC-wide snapshot (`esp_monitor` in ALL mode) before and after, and
//! the core tile's differences printed.
//!
//! `esp::Vals` holds ESP's monitor groups only, so a description's custom
//! monitors (the reference SoC's `loads` and `stores`, which the core
//! drives) are read in a second SoC-wide snapshot right after, through the
//! tile accessors, and printed marked as such.

use core::fmt::Write;

use monitors::esp::{sub_width, Args, Vals};
use monitors::map::{self, MonitorInfo, DVFS_OP_POINTS, MONITORS, NOC_PLANES, NOC_QUEUES, TILES};
use monitors::{Backend, Monitors};

use crate::Count;

/// Custom monitors a tile can have here (more are left out of the report).
const MAX_CUSTOM: usize = 8;

/// Every monitor of the SoC at one instant, and the core tile's custom
/// monitors at another just after.
pub struct Snapshot {
    esp: Vals,
    custom: [u64; MAX_CUSTOM],
}

/// The monitors of the catalog tile `tile` has (a monitor another kind has
/// reads 0 there and is not reported).
fn of_tile(tile: usize) -> impl Iterator<Item = &'static MonitorInfo> {
    MONITORS
        .iter()
        .filter(move |m| m.kinds.contains(&TILES[tile].kind))
}

fn custom(tile: usize) -> impl Iterator<Item = &'static MonitorInfo> {
    of_tile(tile)
        .filter(|m| m.group == "custom")
        .take(MAX_CUSTOM)
}

impl Snapshot {
    pub fn new() -> Self {
        Snapshot {
            esp: Vals::default(),
            custom: [0; MAX_CUSTOM],
        }
    }

    /// Takes both snapshots through `bus`, in place: a copy of ESP's
    /// values is thousands of cycles on this core, which would separate
    /// the last snapshot from the measurement after it.
    pub fn take<B: Backend>(&mut self, bus: B, tile: usize) {
        let mut mon = Monitors::new(bus);
        mon.esp_monitor(&Args::all(), &mut self.esp);
        mon.snapshot_all();
        for (v, m) in self.custom.iter_mut().zip(custom(tile)) {
            *v = mon.tile(tile).read(m.index);
        }
        mon.release_all();
    }
}

/// Monitor `index`'s entry for tile `tile` in `v`, if ESP's values have
/// one: the groups a cpu tile can have (the memory and accelerator groups
/// are other kinds').
fn esp_value(v: &Vals, tile: usize, index: usize) -> Option<u32> {
    let group = |base: usize, n: usize| (base..base + n).contains(&index).then(|| index - base);
    if map::L2_TILES.contains(&tile) {
        if index == map::MON_L2_HIT_INDEX {
            return Some(v.l2_stats[tile].hits);
        }
        if index == map::MON_L2_MISS_INDEX {
            return Some(v.l2_stats[tile].misses);
        }
    }
    if let Some(p) = group(map::MON_DVFS_BASE_INDEX, DVFS_OP_POINTS) {
        return Some(v.dvfs_op[tile][p]);
    }
    if let Some(p) = group(map::MON_NOC_TILE_INJECT_BASE_INDEX, NOC_PLANES) {
        return Some(v.noc_injects[tile][p]);
    }
    // Plane by plane, each plane's directions in order: the words' order.
    let full = group(map::MON_NOC_QUEUES_FULL_BASE_INDEX, NOC_PLANES * NOC_QUEUES)?;
    Some(v.noc_queue_full[tile].as_flattened()[full])
}

/// `after - before` of every monitor of tile `tile`, one per line:
/// `esp <tile> <monitor> <difference>`, the custom ones ending in `custom`.
pub fn print_diff(out: &mut impl Write, tile: usize, before: &Snapshot, after: &Snapshot) {
    let name = TILES[tile].name;
    let _ = writeln!(
        out,
        "ESP monitors of tile {tile} ({name}), after the multiply minus before:"
    );
    // The tile's values only: `esp_monitor_diff` would take every tile's,
    // looking each monitor's width up in the catalog (hundreds of
    // thousands of cycles on this core for a 3x3 SoC).
    for m in of_tile(tile) {
        let at = |s: &Snapshot| esp_value(&s.esp, tile, m.index).map(u64::from);
        if let (Some(a), Some(b)) = (at(before), at(after)) {
            let value = sub_width(a, b, m.width);
            let _ = writeln!(out, "esp {name} {} {}", m.name, Count(value));
        }
    }
    for (i, m) in custom(tile).enumerate() {
        let value = sub_width(before.custom[i], after.custom[i], m.width);
        let _ = writeln!(out, "esp {name} {} {} custom", m.name, Count(value));
    }
}
