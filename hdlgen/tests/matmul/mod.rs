//! What matmul printed, checked against the harness's own record of the
//! run: the RVFI record of the core's events and the harness's random
//! events on every monitor no core signal drives. Each part of the report
//! has its module; this one knows where an event comes from and how many
//! of it a counter saw between two bus accesses.

pub mod exact;
pub mod mpx;
pub mod snapshot;
pub mod trace;

use hdlgen::firmware::{CoreEvent, RunResult};
use hdlgen::model::core::CoreTarget;

/// Fails the check with a message unless `cond` holds.
macro_rules! check {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}
pub(crate) use check;

/// Where the events a counter counts come from.
#[derive(Debug, Clone)]
pub enum Source {
    /// A core signal: the RVFI record has every one, at its cycle.
    Core(CoreEvent),
    /// The harness's random events on `bit` of event port `port`, which
    /// reach the counter `delay` cycles late (a NoC monitor's two-flop
    /// synchroniser).
    Traffic { port: String, bit: u32, delay: u64 },
}

/// A count known exactly (`lo == hi`) or to lie between two bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub lo: u64,
    pub hi: u64,
}

impl Range {
    pub fn exact(n: u64) -> Self {
        Range { lo: n, hi: n }
    }

    pub fn contains(self, n: u64) -> bool {
        (self.lo..=self.hi).contains(&n)
    }
}

impl std::ops::Add for Range {
    type Output = Range;
    fn add(self, o: Range) -> Range {
        Range {
            lo: self.lo + o.lo,
            hi: self.hi + o.hi,
        }
    }
}

impl std::fmt::Display for Range {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.lo == self.hi {
            write!(f, "{}", self.lo)
        } else {
            write!(f, "{}..={}", self.lo, self.hi)
        }
    }
}

/// A stretch in which a programmable counter counted `event`: the events of
/// the cycles after the edge of the select write (`start`) up to and
/// including the cycle of the inhibiting write (`stop`).
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub event: usize,
    pub start: u64,
    pub stop: u64,
}

/// One run of matmul on one description.
pub struct Ctx<'a> {
    pub soc: &'a hdlgen::Soc,
    pub run: &'a RunResult,
    pub console: String,
}

impl<'a> Ctx<'a> {
    pub fn new(soc: &'a hdlgen::Soc, run: &'a RunResult) -> Self {
        let console = String::from_utf8_lossy(&run.console).into_owned();
        Ctx { soc, run, console }
    }

    pub fn core(&self) -> &hdlgen::model::core::Core {
        self.soc.core.as_ref().expect("a core")
    }

    /// Byte offset, in the monitor SoC's window, of register `name` of the
    /// core's tile.
    pub fn reg(&self, name: &str) -> u32 {
        let tile = self.soc.tiles[self.core().tile].base - self.soc.base;
        let r = self.soc.tile_window().regs.iter().find(|r| r.name == name);
        tile as u32 + r.unwrap_or_else(|| panic!("register {name}")).offset()
    }

    /// Every stretch in which a programmable counter of the core's tile
    /// counted, grouped by the run of select writes that started it: one
    /// group per PAPI start, in order.
    pub fn starts(&self) -> Result<Vec<Vec<Window>>, String> {
        let p = self
            .soc
            .programmable
            .as_ref()
            .expect("programmable counters");
        let select: Vec<u32> = (0..p.counters)
            .map(|k| self.reg(&format!("prog{k}_select")))
            .collect();
        let mut groups: Vec<Vec<Window>> = Vec::new();
        let mut open: Vec<Option<(usize, usize, u64)>> = vec![None; select.len()];
        let mut starting = false;
        for w in &self.run.monitor_writes {
            let Some(k) = select.iter().position(|&o| o == w.offset) else {
                continue;
            };
            if w.data >> 31 == 0 {
                check!(
                    open[k].is_none(),
                    "counter {k} reselected while counting, at cycle {}",
                    w.cycle
                );
                if !starting {
                    groups.push(Vec::new());
                    starting = true;
                }
                open[k] = Some((groups.len() - 1, w.data as usize, w.cycle));
            } else {
                starting = false;
                if let Some((g, event, start)) = open[k].take() {
                    groups[g].push(Window {
                        event,
                        start,
                        stop: w.cycle,
                    });
                }
            }
        }
        if let Some(k) = open.iter().position(Option::is_some) {
            return Err(format!("counter {k} still counting when the run ended"));
        }
        Ok(groups)
    }

    /// Where programmable event `e` of the core's tile comes from.
    pub fn prog_source(&self, e: usize) -> Source {
        match self.core().signal_of(CoreTarget::Prog(e)) {
            Some(s) => Source::Core(CoreEvent::parse(s.name()).expect("a core event")),
            None => Source::Traffic {
                port: format!("pev_{}", self.soc.tiles[self.core().tile].name),
                bit: e as u32,
                delay: 0,
            },
        }
    }

    /// Where monitor `m`'s events in the core's tile come from.
    pub fn monitor_source(&self, m: usize) -> Source {
        if let Some(s) = self.core().signal_of(CoreTarget::Monitor(m)) {
            return Source::Core(CoreEvent::parse(s.name()).expect("a core event"));
        }
        let tile = &self.soc.tiles[self.core().tile];
        let counter = self.soc.counter_of(tile.bank, m).expect("in the tile");
        Source::Traffic {
            port: format!("ev_{}", tile.name),
            bit: counter.event_bit,
            delay: if self.soc.monitors[m].synchronised {
                2
            } else {
                0
            },
        }
    }

    /// `src`'s events in cycles up to and including `cycle` (as the counter
    /// sees them).
    pub fn through(&self, src: &Source, cycle: u64) -> Range {
        match src {
            Source::Core(e) => Range::exact(self.run.record.count_through(*e, cycle)),
            Source::Traffic { port, bit, delay } => match cycle.checked_sub(*delay) {
                Some(c) => self.traffic_through(port, *bit, c),
                None => Range::exact(0),
            },
        }
    }

    /// `src`'s events in cycles `from + 1 ..= to`.
    pub fn between(&self, src: &Source, from: u64, to: u64) -> Range {
        let (a, b) = (self.through(src, from), self.through(src, to));
        Range {
            lo: b.lo.saturating_sub(a.hi),
            hi: b.hi - a.lo.min(b.hi),
        }
    }

    /// The harness's events on `port`'s `bit` up to and including `cycle`.
    /// The harness tells them only at the cycles monitor reads sampled, so
    /// between two reads the count is bounded by both: it never falls, and
    /// rises by at most one a cycle.
    fn traffic_through(&self, port: &str, bit: u32, cycle: u64) -> Range {
        let reads = &self.run.monitor_reads;
        let i = reads.partition_point(|r| r.sampled <= cycle);
        let t = |j: usize| self.run.traffic_through(j, port, bit);
        // Out of reset nothing has been raised: a sample at "cycle -1".
        let (before, at_before) = match i.checked_sub(1) {
            Some(j) => (reads[j].sampled as i64, t(j)),
            None => (-1, 0),
        };
        let mut lo = at_before;
        let mut hi = at_before + (cycle as i64 - before) as u64;
        if let Some(r) = reads.get(i) {
            let after = t(i);
            hi = hi.min(after);
            lo = lo.max(after.saturating_sub(r.sampled - cycle));
        }
        Range { lo, hi }
    }
}

/// `n / d` to three decimals, truncated, as matmul prints it.
pub fn milli(n: u64, d: u64) -> String {
    let q = n * 1000 / d;
    format!("{}.{:03}", q / 1000, q % 1000)
}
