//! What a compact-snapshot bank adds to the bank's semantics
//! (docs/compact-snapshots.md): accesses act one edge late, reads answer
//! after six wait states, and overflow flags rise when the sweep reaches the
//! wrapped counter.
//!
//! The sweep visits one slot per edge, in bank order, except at an edge
//! with a read request, where it waits. Slot `i` is counter `i`'s; a bank
//! of fewer than three counters has empty slots up to three. A visit at edge `t` takes every
//! event counted up to and including `t`; if the counter wrapped since its
//! previous visit, its overflow flag rises at edge `t + FLAG_DELAY`. A clear
//! drops every rise not yet made, and the wraps not yet visited.

use super::bank::Access;

/// Wait states of a read: the answer is out in the cycle after edge
/// `request + READ_WAIT`, where a flip-flop bank's is out after `request`.
pub const READ_WAIT: u32 = 6;

/// Edges from a visit to the rise of the flag it found.
const FLAG_DELAY: usize = 5;

/// Fewest slots a sweep has.
const MIN_SLOTS: usize = 3;

/// The sweep, the delayed access and the flag rises in flight.
#[derive(Debug, Clone, Default)]
pub struct Sweep {
    /// Counters swept (the bank's).
    n: usize,
    /// Slots of the sweep.
    slots: usize,
    /// The next slot to visit.
    next: usize,
    /// The access requested at the last edge, acting at the next one, with
    /// the SoC's snapshot broadcast of that edge.
    held: (Access, bool, bool),
    /// Lanes that wrapped since their last visit.
    wrapped: u128,
    /// Flag rises in flight: `due[0]` rises at the next edge.
    due: [u128; FLAG_DELAY],
    /// Events at the next edge are not counted (the first edge after reset).
    fresh: bool,
    /// A read acting at the last edge: (data, error), from the state after it.
    pub answer: Option<(u32, bool)>,
}

impl Sweep {
    /// A sweep over `n` counters, in its reset state.
    pub fn new(n: usize) -> Self {
        Self {
            n,
            slots: n.max(MIN_SLOTS),
            fresh: true,
            ..Self::default()
        }
    }

    /// Back to the reset state.
    pub fn reset(&mut self) {
        *self = Self::new(self.n);
    }

    /// At an edge: holds this edge's access and broadcast, and returns the
    /// ones that act at it (those of the edge before).
    pub fn delay(&mut self, a: &Access, gset: bool, gclr: bool) -> (Access, bool, bool) {
        std::mem::replace(&mut self.held, (*a, gset, gclr))
    }

    /// Whether this edge's events are dropped; true only at the first edge
    /// after reset.
    pub fn drop_events(&mut self) -> bool {
        std::mem::take(&mut self.fresh)
    }

    /// At an edge, after the counts moved: `wraps` are the lanes that
    /// wrapped at it, `clear` whether a clear acted at it, `read` whether a
    /// read was requested at it (the sweep then waits), and `lane_of(i)` is
    /// counter `i`'s lane. Returns the flags that rise at this edge.
    pub fn edge(
        &mut self,
        wraps: u128,
        clear: bool,
        read: bool,
        lane_of: impl Fn(usize) -> u32,
    ) -> u128 {
        let rise = self.due[0];
        self.due.rotate_left(1);
        self.due[FLAG_DELAY - 1] = 0;
        let rise = if clear {
            self.due = [0; FLAG_DELAY];
            self.wrapped = 0;
            0
        } else {
            rise
        };
        self.wrapped |= wraps;
        if !read {
            if self.next < self.n {
                let lane = 1u128 << lane_of(self.next);
                self.due[FLAG_DELAY - 1] |= self.wrapped & lane;
                self.wrapped &= !lane;
            }
            self.next = (self.next + 1) % self.slots;
        }
        rise
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrap_rises_five_edges_after_the_next_visit() {
        let mut s = Sweep::new(4);
        // Edge 0 visits counter 0; counter 2 wraps at edge 0.
        assert_eq!(s.edge(1 << 2, false, false, |i| i as u32), 0);
        // Edge 1 visits 1; edge 2 is a read (the sweep waits); edge 3 visits 2.
        assert_eq!(s.edge(0, false, false, |i| i as u32), 0);
        assert_eq!(s.edge(0, false, true, |i| i as u32), 0);
        for _ in 0..FLAG_DELAY {
            assert_eq!(s.edge(0, false, false, |i| i as u32), 0);
        }
        assert_eq!(s.edge(0, false, false, |i| i as u32), 1 << 2);
    }

    #[test]
    fn a_lone_counter_is_visited_every_third_edge() {
        let mut s = Sweep::new(1);
        // Edge 0 visits the counter; edges 1 and 2 visit empty slots.
        s.edge(0, false, false, |i| i as u32);
        s.edge(1, false, false, |i| i as u32);
        let rises: Vec<u128> = (0..8)
            .map(|_| s.edge(0, false, false, |i| i as u32))
            .collect();
        // Edge 3 visits it and finds the wrap: the flag rises at edge 8.
        assert_eq!(rises, [0, 0, 0, 0, 0, 0, 1, 0]);
    }

    #[test]
    fn a_clear_drops_rises_in_flight() {
        let mut s = Sweep::new(2);
        s.edge(1, false, false, |i| i as u32);
        for _ in 0..FLAG_DELAY - 1 {
            s.edge(0, false, false, |i| i as u32);
        }
        assert_eq!(s.edge(0, true, false, |i| i as u32), 0);
        for _ in 0..2 * FLAG_DELAY {
            assert_eq!(s.edge(0, false, false, |i| i as u32), 0);
        }
    }
}
