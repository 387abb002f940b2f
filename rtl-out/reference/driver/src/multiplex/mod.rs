//! Time-division multiplexing of event sets over the physical counters
//! (seed 002, rpistat): more events than counters, measured in turns.
//!
//! The caller drives the rotation with [`Multiplexer::tick`] from a timer
//! interrupt (firmware) or a loop (host). Each tick ends a *period*: the
//! running set's counts go into 64-bit virtual counters, its period count
//! goes up, and the next set starts. An event's estimate is its count scaled
//! by `total periods / periods it was counted in`; an event in every set is
//! counted all the time and needs no scaling. Estimates assume the workload
//! behaves alike across periods; the error grows for phases shorter than a
//! rotation (see the time series).

use crate::backend::Backend;
use crate::papi::{Error, EventSet, Papi, MAX_EVENTS};

mod report;
/// Per-period time series, as CSV and as an SVG plot (`std` only).
#[cfg(any(feature = "std", test))]
#[rustfmt::skip]
mod series;

pub use report::{Report, Thousands};
#[cfg(any(feature = "std", test))]
pub use series::TimeSeries;

/// Event sets in one rotation.
pub const MAX_SETS: usize = 8;
/// Ratios one report can show.
pub const MAX_RATIOS: usize = 8;
/// Distinct events over all sets.
pub const MAX_DISTINCT: usize = MAX_SETS * MAX_EVENTS;

/// One measurement period: which set ran and what it counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// Period number, from 0.
    pub index: u64,
    /// Set that counted (its number in the rotation).
    pub set: usize,
    /// Events of that set.
    pub len: usize,
    /// Their codes.
    pub codes: [u32; MAX_EVENTS],
    /// Their counts in this period.
    pub values: [i64; MAX_EVENTS],
}

impl Period {
    /// The count of `code` in this period, if its set counted it.
    pub fn value(&self, code: u32) -> Option<i64> {
        self.codes[..self.len].iter().position(|&c| c == code).map(|i| self.values[i])
    }
}

/// A ratio for the report: `numerator / denominator` of two estimates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    /// Label, e.g. "L1D miss ratio".
    pub name: &'static str,
    /// Event code on top.
    pub numerator: u32,
    /// Event code below.
    pub denominator: u32,
    /// Shown as a percentage.
    pub percent: bool,
}

/// An event's multiplexed totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// Events counted, over every period that counted them.
    pub counted: i64,
    /// Periods that counted them.
    pub periods: u64,
    /// Total periods.
    pub total: u64,
    /// `counted * total / periods`, rounded to nearest.
    pub scaled: i64,
}

impl Estimate {
    /// Whether the event was counted in every period (no scaling).
    pub fn exact(&self) -> bool {
        self.periods == self.total
    }
}

/// Rotates event sets over one tile's programmable counters.
#[derive(Debug)]
pub struct Multiplexer<B: Backend> {
    papi: Papi<B>,
    sets: [Option<EventSet>; MAX_SETS],
    codes: [[u32; MAX_EVENTS]; MAX_SETS],
    lens: [usize; MAX_SETS],
    nsets: usize,
    current: Option<usize>,
    total: u64,
    periods: [u64; MAX_SETS],
    /// 64-bit virtual counters, per set and event.
    counts: [[i64; MAX_EVENTS]; MAX_SETS],
    ratios: [Option<Ratio>; MAX_RATIOS],
}

impl<B: Backend> Multiplexer<B> {
    /// A rotation with no sets yet, over `papi`'s tile.
    pub fn new(papi: Papi<B>) -> Self {
        Multiplexer {
            papi,
            sets: [None; MAX_SETS],
            codes: [[0; MAX_EVENTS]; MAX_SETS],
            lens: [0; MAX_SETS],
            nsets: 0,
            current: None,
            total: 0,
            periods: [0; MAX_SETS],
            counts: [[0; MAX_EVENTS]; MAX_SETS],
            ratios: [None; MAX_RATIOS],
        }
    }

    /// The PAPI layer underneath.
    pub fn papi(&mut self) -> &mut Papi<B> {
        &mut self.papi
    }

    /// Gives the PAPI layer back.
    pub fn into_inner(self) -> Papi<B> {
        self.papi
    }

    /// Adds a set to the rotation; it must fit the counters on its own
    /// (checked now, not at run time). Returns its number.
    pub fn add_set(&mut self, codes: &[u32]) -> Result<usize, Error> {
        if self.current.is_some() {
            return Err(Error::IsRunning);
        }
        if self.nsets == MAX_SETS {
            return Err(Error::NoMoreEventSets);
        }
        let set = self.papi.create_eventset()?;
        if let Err(e) = self.papi.add_events(set, codes) {
            self.papi.destroy_eventset(set)?;
            return Err(e);
        }
        let i = self.nsets;
        self.sets[i] = Some(set);
        self.codes[i][..codes.len()].copy_from_slice(codes);
        self.lens[i] = codes.len();
        self.nsets += 1;
        Ok(i)
    }

    /// Adds a ratio of two events' estimates to the report.
    pub fn add_ratio(&mut self, ratio: Ratio) -> Result<(), Error> {
        for c in [ratio.numerator, ratio.denominator] {
            if !self.distinct().any(|d| d == c) {
                return Err(Error::NotInSet(c));
            }
        }
        let slot = self.ratios.iter_mut().find(|r| r.is_none()).ok_or(Error::SetFull)?;
        *slot = Some(ratio);
        Ok(())
    }

    /// The ratios added for the report, in the order added.
    pub fn ratios(&self) -> impl Iterator<Item = &Ratio> + '_ {
        self.ratios.iter().flatten()
    }

    /// Sets in the rotation.
    pub fn num_sets(&self) -> usize {
        self.nsets
    }

    /// The events of set `i`.
    pub fn set_events(&self, i: usize) -> &[u32] {
        &self.codes[i][..self.lens[i]]
    }

    /// Every event of the rotation once, in the order first added.
    pub fn distinct(&self) -> impl Iterator<Item = u32> + '_ {
        let all = (0..self.nsets).flat_map(move |s| self.set_events(s).iter().copied().enumerate().map(move |(i, c)| (s, i, c)));
        all.filter(move |&(s, i, c)| {
            // First occurrence only.
            !(0..=s).any(|t| self.set_events(t)[..if t == s { i } else { self.lens[t] }].contains(&c))
        })
        .map(|(_, _, c)| c)
    }

    /// Clears the totals and starts the first set.
    pub fn start(&mut self) -> Result<(), Error> {
        let first = self.sets[0].ok_or(Error::Empty)?;
        if self.current.is_some() {
            return Err(Error::IsRunning);
        }
        self.papi.start(first)?;
        self.current = Some(0);
        self.total = 0;
        self.periods = [0; MAX_SETS];
        self.counts = [[0; MAX_EVENTS]; MAX_SETS];
        Ok(())
    }

    /// Ends the running set's period without starting another.
    fn close(&mut self) -> Result<Period, Error> {
        let cur = self.current.ok_or(Error::NotRunning)?;
        let set = self.sets[cur].ok_or(Error::NoSuchEventSet)?;
        let mut values = [0i64; MAX_EVENTS];
        self.papi.stop(set, &mut values)?;
        self.current = None;
        for (acc, v) in self.counts[cur].iter_mut().zip(&values[..self.lens[cur]]) {
            *acc = acc.wrapping_add(*v);
        }
        self.periods[cur] += 1;
        self.total += 1;
        Ok(Period { index: self.total - 1, set: cur, len: self.lens[cur], codes: self.codes[cur], values })
    }

    /// Ends the period and starts the next set (call from the timer).
    pub fn tick(&mut self) -> Result<Period, Error> {
        let p = self.close()?;
        let next = (p.set + 1) % self.nsets;
        self.papi.start(self.sets[next].ok_or(Error::NoSuchEventSet)?)?;
        self.current = Some(next);
        Ok(p)
    }

    /// Ends the last period and stops counting (rpistat's last set).
    pub fn finish(&mut self) -> Result<Period, Error> {
        self.close()
    }

    /// Total periods so far.
    pub fn total_periods(&self) -> u64 {
        self.total
    }

    /// Periods that set `i` counted.
    pub fn set_periods(&self, i: usize) -> u64 {
        self.periods[i]
    }

    /// `code`'s totals over every set that counts it; `None` if no period
    /// counted it yet.
    pub fn estimate(&self, code: u32) -> Option<Estimate> {
        let (mut counted, mut periods) = (0i64, 0u64);
        for s in 0..self.nsets {
            if let Some(i) = self.set_events(s).iter().position(|&c| c == code) {
                counted = counted.wrapping_add(self.counts[s][i]);
                periods += self.periods[s];
            }
        }
        if periods == 0 {
            return None;
        }
        let total = self.total;
        let scaled = (i128::from(counted) * i128::from(total) + i128::from(periods) / 2) / i128::from(periods);
        Some(Estimate { counted, periods, total, scaled: scaled as i64 })
    }
}
