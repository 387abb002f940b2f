//! A run's work: every (block, seed) pair, in a fixed order, so `--shard
//! K/N` can deal them out over as many machines as there are pairs.

use std::fmt;
use std::str::FromStr;

use super::{Item, Shard};
use crate::model::Soc;

/// `--seeds A..B`: the seeds of a run, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seeds {
    /// First seed.
    pub first: u64,
    /// Last seed (at least `first`).
    pub last: u64,
}

impl Seeds {
    /// The one seed `s`.
    pub fn one(s: u64) -> Self {
        Seeds { first: s, last: s }
    }

    /// How many seeds; saturates for the whole u64 range, which no run
    /// gets through anyway.
    pub fn count(self) -> u64 {
        (self.last - self.first).saturating_add(1)
    }
}

impl FromStr for Seeds {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let bad =
            |why: &str| format!("{s:?} {why}; valid: A..B with A <= B, both included, e.g. 1..100");
        let (a, b) = s
            .split_once("..")
            .ok_or_else(|| bad("is not a seed range"))?;
        let parse = |t: &str| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| bad("is not a seed range"))
        };
        let (first, last) = (parse(a)?, parse(b)?);
        if first > last {
            return Err(bad("runs backwards"));
        }
        Ok(Seeds { first, last })
    }
}

impl fmt::Display for Seeds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.first, self.last)
    }
}

/// One unit of work: a block under one seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Work {
    /// The block.
    pub item: Item,
    /// Its seed.
    pub seed: u64,
}

impl Work {
    /// Its name in reports and JUnit: `tile-cpu seed 7`.
    pub fn name(&self, soc: &Soc) -> String {
        format!("{} seed {}", self.item.id(soc), self.seed)
    }
}

/// This shard's pairs of `blocks` × `seeds`, in the run's order, dealt
/// round-robin: pair `i` is shard `i mod N`'s. The order goes seed by seed,
/// and each seed's blocks start one further along than the last seed's: a
/// shard count that is a multiple of the number of blocks would otherwise
/// give one shard the same block under every seed, and the SoC wrapper,
/// several times slower than a tile, all to one machine. Lazy, so a shard
/// of a long seed range costs only its own share.
pub fn shard_work(blocks: &[Item], seeds: Seeds, shard: Shard) -> impl Iterator<Item = Work> + '_ {
    let per_seed = blocks.len() as u64;
    let total = per_seed.saturating_mul(seeds.count());
    (u64::from(shard.index) - 1..total)
        .step_by(shard.count as usize)
        .map(move |i| {
            let (seed, slot) = (i / per_seed, i % per_seed);
            Work {
                item: blocks[((slot + seed) % per_seed) as usize].clone(),
                seed: seeds.first + seed,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_ranges_parse_and_bad_ones_are_refused() {
        assert_eq!("3..7".parse(), Ok(Seeds { first: 3, last: 7 }));
        assert_eq!("5..5".parse::<Seeds>().map(Seeds::count), Ok(1));
        assert_eq!(Seeds::one(9).to_string(), "9..9");
        for bad in ["7..3", "3", "a..b", "1...2", "", "-1..2"] {
            assert!(bad.parse::<Seeds>().is_err(), "{bad}");
        }
    }

    /// Every (block, seed) pair runs on exactly one shard, whatever N, and
    /// the split is the same every time it is computed.
    #[test]
    fn shards_run_every_pair_exactly_once() {
        let blocks = [Item::Tile(0), Item::Tile(1), Item::Soc, Item::Packer];
        for (first, last) in [(1, 1), (1, 3), (10, 34)] {
            let seeds = Seeds { first, last };
            let pairs = blocks.len() * seeds.count() as usize;
            for n in [1u32, 2, 3, 7, 8, pairs as u32, pairs as u32 + 5, 300] {
                let mut seen = std::collections::BTreeMap::new();
                for k in 1..=n {
                    let shard = Shard { index: k, count: n };
                    let mine: Vec<Work> = shard_work(&blocks, seeds, shard).collect();
                    assert_eq!(mine, shard_work(&blocks, seeds, shard).collect::<Vec<_>>());
                    for w in mine {
                        let b = blocks.iter().position(|x| *x == w.item).unwrap();
                        *seen.entry((b, w.seed)).or_insert(0) += 1;
                    }
                }
                assert_eq!(seen.len(), pairs, "{n} shards, seeds {seeds}");
                assert!(seen.values().all(|&c| c == 1), "{n} shards, seeds {seeds}");
                assert!(seen.keys().all(|&(_, s)| (first..=last).contains(&s)));
            }
        }
    }

    /// With as many shards as blocks, each shard runs every block in turn
    /// rather than one block under every seed.
    #[test]
    fn a_shard_gets_a_mix_of_blocks() {
        let blocks = [Item::Tile(0), Item::Tile(1), Item::Soc];
        let seeds = Seeds { first: 1, last: 6 };
        for k in 1..=3 {
            let mine: Vec<Work> =
                shard_work(&blocks, seeds, Shard { index: k, count: 3 }).collect();
            assert_eq!(mine.len(), 6);
            for b in &blocks {
                assert_eq!(
                    mine.iter().filter(|w| w.item == *b).count(),
                    2,
                    "shard {k}: {mine:?}"
                );
            }
        }
    }

    #[test]
    fn no_blocks_or_a_shard_past_the_pairs_gives_no_work() {
        let seeds = Seeds { first: 1, last: 2 };
        assert_eq!(shard_work(&[], seeds, Shard::ALL).count(), 0);
        let shard = Shard { index: 9, count: 9 };
        assert_eq!(shard_work(&[Item::Soc], seeds, shard).count(), 0);
    }
}
