//! Tiles: names and kinds, window names shared with the other blocks, and
//! the bank of every kind in use.

use std::collections::BTreeSet;

use super::super::autocounter::AutoCounter;
use super::super::{Bank, Counter, Mesh, Monitor, Programmable, Tile};
use super::{ident, ErrFn, MAX_TILES};
use crate::desc::{Description, TILE_KINDS};

/// The mesh: `soc.rows` x `soc.cols`, which must hold exactly the tiles
/// (ESP numbers every mesh position); one row of all tiles when neither is set.
pub(super) fn mesh(d: &Description, err: &mut ErrFn<'_>) -> Mesh {
    let n = d.tiles.len().max(1) as u32;
    let (rows, cols) = match (&d.soc.rows, &d.soc.cols) {
        (None, None) => return Mesh { rows: 1, cols: n },
        (Some(r), None) => {
            err(
                &r.span,
                "soc.rows",
                "set soc.cols too, or neither (one row of all tiles)".into(),
            );
            return Mesh { rows: 1, cols: n };
        }
        (None, Some(c)) => {
            err(
                &c.span,
                "soc.cols",
                "set soc.rows too, or neither (one row of all tiles)".into(),
            );
            return Mesh { rows: 1, cols: n };
        }
        (Some(r), Some(c)) => (r, c),
    };
    let positions = u64::from(rows.value) * u64::from(cols.value);
    if positions != d.tiles.len() as u64 {
        err(
            &rows.span,
            "soc.rows",
            format!(
                "a {} x {} mesh has {positions} positions but the description has {n} tiles; tiles fill the mesh row by row, so rows x cols must equal the tile count (empty positions are tiles of kind \"empty\")",
                rows.value, cols.value
            ),
        );
        return Mesh { rows: 1, cols: n };
    }
    Mesh {
        rows: rows.value,
        cols: cols.value,
    }
}

/// Checks the tiles' names and kinds.
pub(super) fn check(d: &Description, monitors: &[Monitor], err: &mut ErrFn<'_>) {
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
        ident(&t.name, &format!("tile[{i}].name"), err);
        if let Some(m) = super::super::names::taken("tile", &t.name.value) {
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
}

/// The exports (SVD, SystemRDL) name every window: tiles by their names,
/// the packer "packer", AutoCounter domains "autocounter_<domain>".
pub(super) fn check_window_names(
    d: &Description,
    has_packer: bool,
    autocounter: Option<&AutoCounter>,
    err: &mut ErrFn<'_>,
) {
    for (i, t) in d.tiles.iter().enumerate() {
        let other = if has_packer && t.name.value == "packer" {
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
}

/// One bank per tile kind in use, and every tile with its window.
pub(super) fn build(
    d: &Description,
    monitors: &[Monitor],
    programmable: Option<&Programmable>,
    stride: u64,
) -> (Vec<Bank>, Vec<Tile>) {
    let soc = &d.soc;
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
            programmable: programmable.is_some_and(|p| p.kinds.iter().any(|k| k == kind)),
            compact: None,
            // Filled in once the SoC is put together (`tile_window.rs`).
            window: Default::default(),
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

    (banks, tiles)
}
