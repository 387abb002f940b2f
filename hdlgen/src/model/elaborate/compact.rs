//! The compact-snapshot bank (`soc.snapshot = "compact"`): which banks can
//! take it, and the sizes of each one's side counters and RAM.
//!
//! A sweep visits one monitor per clock edge and folds its side counter
//! into the monitor's RAM word; a read takes the sweep's slot for its own
//! monitor, and one read is out at a time, for its wait states and the
//! edge after. The side counter must hold every event between two visits.

use super::super::map;
use super::super::{Bank, CompactShape, Monitor, Overflow, Programmable, COMPACT_READ_WAIT};
use super::ErrFn;
use crate::desc::{Description, SnapshotStyle, TILE_KINDS};

/// Widest RAM word: a monitor word of the bus.
const MAX_WIDTH: u32 = 32;

/// Most monitors in one compact bank: each takes one bus word, and the
/// register map holds that many below ESP's tile CSRs (the golden model's
/// lane masks would hold 128).
const MAX_MONITORS: usize = (map::CSR_FIRST_WORD - 1) as usize;

/// Fewest monitors in one compact bank: with two, a monitor's fold would
/// read its RAM word at the edge the fold before writes it.
const MIN_MONITORS: usize = 3;

/// Edges from one read request to the earliest next one: the request's
/// own, its wait states and the answer's.
const READ_SPACING: u32 = COMPACT_READ_WAIT + 1;

/// Edges between two visits of one monitor in a bank of `n`, at most: `n`
/// sweep slots plus the reads that took slots in it, at most one in
/// `READ_SPACING` edges.
fn longest_stretch(n: u32) -> u32 {
    let mut t = n;
    while t - t.div_ceil(READ_SPACING) < n {
        t += 1;
    }
    t
}

/// Side-counter bits for a bank of `n` monitors: an event per edge of the
/// longest stretch must fit.
pub(super) fn side_bits(n: u32) -> u32 {
    u32::BITS - longest_stretch(n).leading_zeros()
}

fn index_bits(n: u32) -> u32 {
    // Groups of eight are picked by the bits above the low three: keep one.
    (u32::BITS - (n - 1).leading_zeros()).max(4)
}

/// The monitors a bank of `kind` holds.
fn of_kind<'m>(monitors: &'m [Monitor], kind: &str) -> Vec<&'m Monitor> {
    monitors
        .iter()
        .filter(|m| m.kinds.iter().any(|k| k == kind))
        .collect()
}

/// Rejects, with the reason, every tile kind in use whose bank the compact
/// style cannot hold.
pub(super) fn check(
    d: &Description,
    monitors: &[Monitor],
    programmable: Option<&Programmable>,
    err: &mut ErrFn<'_>,
) {
    let style = &d.soc.snapshot;
    if style.value != SnapshotStyle::Compact {
        return;
    }
    let field = "soc.snapshot";
    let valid = "(or use snapshot = \"full\")";
    for kind in TILE_KINDS
        .iter()
        .filter(|k| d.tiles.iter().any(|t| t.kind.value == **k))
    {
        if programmable.is_some_and(|p| p.kinds.iter().any(|k| k == kind)) {
            err(&style.span, field, format!(
                "tile kind \"{kind}\" has programmable counters, which a compact bank does not hold; remove \"{kind}\" from programmable.kinds {valid}"
            ));
        }
        let ms = of_kind(monitors, kind);
        if ms.len() < MIN_MONITORS || ms.len() > MAX_MONITORS {
            err(&style.span, field, format!(
                "tile kind \"{kind}\" has {} monitors; a compact bank holds {MIN_MONITORS} to {MAX_MONITORS} {valid}",
                ms.len()
            ));
            continue;
        }
        let k = side_bits(ms.len() as u32);
        let w = ms[0].width;
        // One error per kind and rule, naming the first monitor that breaks it.
        let first = |bad: &dyn Fn(&Monitor) -> bool| {
            let v: Vec<&&Monitor> = ms.iter().filter(|m| bad(m)).collect();
            let more = match v.len() {
                0 | 1 => String::new(),
                2 => " (and 1 other)".to_string(),
                n => format!(" (and {} others)", n - 1),
            };
            v.first().map(|m| (m.name.clone(), m.width, more))
        };
        if let Some((name, _, more)) = first(&|m| m.overflow != Overflow::Wrap) {
            err(&style.span, field, format!(
                "monitor \"{name}\"{more} of tile kind \"{kind}\" saturates; a compact bank's counters wrap: set overflow = \"wrap\" {valid}"
            ));
        }
        if let Some((name, width, more)) = first(&|m| m.width != w) {
            err(&style.span, field, format!(
                "monitor \"{name}\"{more} of tile kind \"{kind}\" is {width} bits wide and \"{}\" {w}; a compact bank's counters share one width {valid}",
                ms[0].name
            ));
        } else if w <= k || w > MAX_WIDTH {
            err(&style.span, field, format!(
                "the monitors of tile kind \"{kind}\" are {w} bits wide; with {} monitors a compact bank's counters are {} to {MAX_WIDTH} bits {valid}",
                ms.len(), k + 1
            ));
        }
    }
}

/// The sizes of `bank` as a compact bank (it passed `check`).
pub(super) fn shape(bank: &Bank, monitors: &[Monitor]) -> CompactShape {
    let n = bank.counters.len() as u32;
    CompactShape {
        stretch: longest_stretch(n),
        side_bits: side_bits(n),
        index_bits: index_bits(n),
        width: monitors[bank.counters[0].monitor].width,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_counter_holds_the_longest_stretch() {
        // 59 monitors: 59 slots and 10 reads, 69 events.
        assert_eq!(longest_stretch(59), 69);
        assert_eq!(side_bits(59), 7);
        assert_eq!(side_bits(2), 2);
        // 109 slots and 19 reads: 128 events need eight bits.
        assert_eq!(side_bits(109), 8);
        assert_eq!(side_bits(108), 7);
        assert_eq!(index_bits(59), 6);
        assert_eq!(index_bits(2), 4);
        assert_eq!(index_bits(128), 7);
    }
}
