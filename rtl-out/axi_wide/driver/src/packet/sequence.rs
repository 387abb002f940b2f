//! Following a stream's sequence numbers.

use super::Stats;

/// Follows a stream's sequence numbers: counts packets and the gaps where
/// packets went missing (every decoder shares it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sequence {
    next: Option<u32>,
    stats: Stats,
}

impl Sequence {
    /// A stream that has not started.
    pub const fn new() -> Self {
        Self {
            next: None,
            stats: Stats {
                packets: 0,
                gaps: 0,
                lost: 0,
            },
        }
    }

    /// Counts a packet with sequence number `seq` and any gap before it.
    #[inline]
    pub fn follow(&mut self, seq: u32) {
        if let Some(expect) = self.next {
            if seq != expect {
                self.stats.gaps += 1;
                self.stats.lost += u64::from(seq.wrapping_sub(expect));
            }
        }
        self.next = Some(seq.wrapping_add(1));
        self.stats.packets += 1;
    }

    /// The sequence number the next packet should carry, once one was seen.
    pub const fn expected(&self) -> Option<u32> {
        self.next
    }

    /// What has been seen so far.
    pub const fn stats(&self) -> Stats {
        self.stats
    }
}
