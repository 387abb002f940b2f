//! The compact-snapshot bank (`soc.snapshot = "compact"`): the sizes of each
//! bank's sweep, side counters and RAM.
//!
//! A sweep visits one slot per clock edge and folds the slot's side counter
//! into the monitor's RAM word; a read takes the sweep's slot for its own
//! monitor, and one read is out at a time, for its wait states and the
//! edge after. The side counter must hold every event between two visits.
//! Any tile kind with monitors can be compact: counters of any width up to
//! 64 and either overflow rule share the RAM, and the programmable counters
//! stay in flip-flops beside it.

use super::super::{Bank, CompactShape, Monitor, COMPACT_READ_WAIT};

/// Fewest sweep slots: with two, a monitor's fold would read its RAM word
/// at the edge the fold before writes it, so a bank of one or two monitors
/// sweeps empty slots too.
const MIN_SLOTS: u32 = 3;

/// Edges from one read request to the earliest next one: the request's
/// own, its wait states and the answer's.
const READ_SPACING: u32 = COMPACT_READ_WAIT + 1;

/// Edges between two visits of one monitor in a sweep of `slots`, at most:
/// the slots plus the reads that took slots in it, at most one in
/// `READ_SPACING` edges.
fn longest_stretch(slots: u32) -> u32 {
    let mut t = slots;
    while t - t.div_ceil(READ_SPACING) < slots {
        t += 1;
    }
    t
}

/// Side-counter bits for a sweep of `slots`: an event per edge of the
/// longest stretch must fit.
fn side_bits(slots: u32) -> u32 {
    u32::BITS - longest_stretch(slots).leading_zeros()
}

fn index_bits(slots: u32) -> u32 {
    // Groups of eight are picked by the bits above the low three: keep one.
    (u32::BITS - (slots - 1).leading_zeros()).max(4)
}

/// The sizes of `bank` as a compact bank (every bank has a monitor:
/// `tiles::check`).
pub(super) fn shape(bank: &Bank, monitors: &[Monitor]) -> CompactShape {
    let n = bank.counters.len() as u32;
    let slots = n.max(MIN_SLOTS);
    let side_bits = side_bits(slots);
    let widest = bank
        .counters
        .iter()
        .map(|c| monitors[c.monitor].width)
        .max()
        .unwrap_or(1);
    CompactShape {
        slots,
        stretch: longest_stretch(slots),
        side_bits,
        index_bits: index_bits(slots),
        // The fold's carry test reads the word's bits above the side
        // counter's: keep at least one, even for counters narrower than it.
        ram_width: widest.max(side_bits + 1),
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
        assert_eq!(side_bits(3), 3);
        // 109 slots and 19 reads: 128 events need eight bits.
        assert_eq!(side_bits(109), 8);
        assert_eq!(side_bits(108), 7);
        assert_eq!(index_bits(59), 6);
        assert_eq!(index_bits(3), 4);
        assert_eq!(index_bits(128), 7);
    }
}
