//! `--shard K/N`: which of N machines this is; `work.rs` deals each one
//! its (block, seed) pairs, so that N shards together run each exactly once.

use std::fmt;
use std::str::FromStr;

/// Shard `index` (1-based) of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// This shard, 1..=count.
    pub index: u32,
    /// Shards in all.
    pub count: u32,
}

impl Shard {
    /// The whole run.
    pub const ALL: Shard = Shard { index: 1, count: 1 };

    /// Whether item `i` of a list (in its fixed order) is this shard's:
    /// items are dealt round-robin, as `work.rs` deals (block, seed) pairs.
    pub fn has(self, i: usize) -> bool {
        i % self.count as usize == (self.index - 1) as usize
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("{s:?} is not a shard; valid: K/N with 1 <= K <= N, e.g. 2/4");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count): (u32, u32) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_bad_ones_are_refused() {
        assert_eq!("2/4".parse(), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(
            "300/300".parse::<Shard>().map(|s| s.to_string()),
            Ok("300/300".into())
        );
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn shards_hold_every_item_of_a_list_exactly_once() {
        for n in 1..=7u32 {
            for items in 0..20usize {
                let mut seen = vec![0; items];
                for k in 1..=n {
                    let s = Shard { index: k, count: n };
                    (0..items).filter(|&i| s.has(i)).for_each(|i| seen[i] += 1);
                }
                assert!(seen.iter().all(|&c| c == 1), "{n} shards, {items} items");
            }
        }
    }
}
