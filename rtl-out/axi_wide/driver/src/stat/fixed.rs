//! The fixed monitors: one SoC-wide snapshot before the command and one
//! after, their differences summed over each tile kind (`KIND/NAME/`), or
//! shown for each tile (`TILE/NAME/`, `--per-tile`), and over every tile
//! chosen (`NAME`, the SoC). Monitors that stayed 0 are left out unless
//! `--all` asks for them.

use super::denied::Watched;
use super::report::{per_second, Row, Section};
use crate::map::{self, TileKind};
use crate::Monitors;

/// What the fixed monitors' section shows.
#[derive(Clone, Copy, Debug)]
pub struct Shown {
    /// Each tile instead of each tile kind.
    pub per_tile: bool,
    /// Monitors that stayed 0 too.
    pub all: bool,
}

/// Every fixed monitor of `tiles`, from one SoC-wide snapshot.
pub fn sample(mon: &mut Monitors<Watched>, tiles: &[usize]) -> Vec<Vec<u64>> {
    mon.snapshot_all();
    let values = tiles
        .iter()
        .map(|&t| {
            let mut tile = mon.tile(t);
            monitors_of(map::TILES[t].kind).map(|(_, m)| tile.read(m.index)).collect()
        })
        .collect();
    mon.release_all();
    values
}

/// The monitors a tile of `kind` has, with their places in [`map::MONITORS`].
fn monitors_of(kind: TileKind) -> impl Iterator<Item = (usize, &'static map::MonitorInfo)> {
    map::MONITORS.iter().enumerate().filter(move |(_, m)| m.kinds.contains(&kind))
}

/// `end - start`, exact across one wrap; a saturating monitor that stopped
/// at its maximum is marked as a lower bound.
fn difference(m: &map::MonitorInfo, start: u64, end: u64) -> (u64, bool) {
    let max = if m.width >= 64 { u64::MAX } else { (1 << m.width) - 1 };
    if m.wraps {
        (end.wrapping_sub(start) & max, false)
    } else {
        (end.saturating_sub(start), end == max)
    }
}

/// A tile kind's name as the description spells it.
pub fn kind_name(kind: TileKind) -> String {
    format!("{kind:?}").to_lowercase()
}

/// `tiles` as a short list: `0-8`, `0, 2-4`.
fn tile_list(tiles: &[usize]) -> String {
    let mut sorted = tiles.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for t in sorted {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == t => *end = t,
            _ => runs.push((t, t)),
        }
    }
    let shown: Vec<String> = runs.iter().map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}-{b}") }).collect();
    shown.join(", ")
}

/// Each group of the section: its prefix (`cpu/`, `cpu0/`, or none for the
/// SoC) and the positions in `tiles` of its tiles.
fn groups(tiles: &[usize], per_tile: bool) -> Vec<(String, Vec<usize>)> {
    let mut order: Vec<usize> = (0..tiles.len()).collect();
    order.sort_by_key(|&k| tiles[k]);
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for k in order {
        let info = &map::TILES[tiles[k]];
        let name = if per_tile { info.name.to_string() } else { kind_name(info.kind) };
        match groups.iter_mut().find(|(n, _)| *n == name) {
            Some((_, members)) => members.push(k),
            None => groups.push((name, vec![k])),
        }
    }
    let mut all: Vec<(String, Vec<usize>)> = groups.into_iter().map(|(n, m)| (format!("{n}/"), m)).collect();
    all.push((String::new(), (0..tiles.len()).collect()));
    all
}

/// The fixed monitors' section: differences between `before` and `after`
/// (one list per tile of `tiles`, as [`sample`] returns them) over a run of
/// `elapsed_ns`.
pub fn section(tiles: &[usize], before: &[Vec<u64>], after: &[Vec<u64>], elapsed_ns: u64, shown: Shown) -> Section {
    // Each tile's difference per monitor of the map (None: not in its kind).
    let diffs: Vec<Vec<Option<(u64, bool)>>> = tiles
        .iter()
        .enumerate()
        .map(|(k, &t)| {
            let mut row = vec![None; map::MONITORS.len()];
            for (i, (at, m)) in monitors_of(map::TILES[t].kind).enumerate() {
                row[at] = Some(difference(m, before[k][i], after[k][i]));
            }
            row
        })
        .collect();
    let mut rows = Vec::new();
    for (prefix, members) in groups(tiles, shown.per_tile) {
        for (at, m) in map::MONITORS.iter().enumerate() {
            let found: Vec<(u64, bool)> = members.iter().filter_map(|&k| diffs[k][at]).collect();
            let sum = found.iter().fold(0u64, |a, &(d, _)| a.saturating_add(d));
            if found.is_empty() || (sum == 0 && !shown.all) {
                continue;
            }
            let saturated = found.iter().any(|&(_, s)| s);
            rows.push(Row {
                value: Some(sum),
                unit: if saturated { "saturated" } else { "" },
                event: if prefix.is_empty() { m.name.to_string() } else { format!("{prefix}{}/", m.name) },
                runtime_ns: elapsed_ns,
                percent: 100.0,
                metrics: per_second(sum, elapsed_ns).into_iter().collect(),
            });
        }
    }
    let each = if shown.per_tile { "TILE/NAME/ each tile" } else { "KIND/NAME/ summed over a tile kind" };
    let zeros = if shown.all { "" } else { "; those that stayed 0 are left out" };
    Section {
        heading: format!("Fixed monitors of tiles {} ({each}, NAME over them all){zeros}:", tile_list(tiles)),
        rows,
        empty: "(no fixed monitor moved; --all lists them)",
    }
}
