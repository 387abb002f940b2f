//! The multiplexed measurement. Each period is one PAPI start of one set in
//! the bus log, so the test knows every counter's window in every period:
//!
//! * the sets take turns in the order printed, cycles in each, and together
//!   hold every event, more than there are counters;
//! * each event's counted total is the record's events in its counter's
//!   windows (exactly; the harness's random events within the bounds the
//!   reads around each window's edges allow);
//! * its estimate is that total × periods / periods it was counted in,
//!   rounded to nearest, as the driver documents, and exact (unscaled)
//!   only for an event counted in every period;
//! * against the record's events over the whole rotation, an estimate is
//!   off by what multiplexing cannot see. Cut the rotation into `T` slices,
//!   one per period, holding its windows; slice `g` raised `y[g]`, period
//!   `g` counted `c[g]`, and the event was counted in the `P` periods `S`.
//!   Then estimate − truth = −T/P × Σ_S (y − c) + (T − P) × (mean_S y −
//!   mean_others y): the events raised while its counter was off in its
//!   own periods (the driver's accesses between two sets), scaled, and the
//!   difference between its periods and the others', which they stand for.
//!   So it is within −T × max_S (y − c) − (T − P) × (max y − min y) and
//!   −T × min_S (y − c) + (T − P) × (max y − min y) of the truth, ±1 for
//!   the rounding;
//! * CPI and the rates per thousand instructions are those of the printed
//!   estimates.

use super::{check, milli, Ctx, Range, Window};

/// A `mpx <event> ...` line, parsed.
struct Line<'a> {
    text: &'a str,
    event: usize,
    scaled: u64,
    exact: bool,
    counted: u64,
    periods: usize,
    total: usize,
}

fn parse<'a>(c: &Ctx, text: &'a str) -> Result<Option<Line<'a>>, String> {
    let p = c.soc.programmable.as_ref().unwrap();
    let w: Vec<&str> = text.split_whitespace().collect();
    let ["mpx", name, scaled, how, counted, "counted", "in", periods, "of", total, "periods"] =
        w[..]
    else {
        return Ok(None);
    };
    let event = p
        .events
        .iter()
        .position(|e| e.name == name)
        .ok_or_else(|| format!("{text}: no such event"))?;
    let n = |s: &str| {
        s.parse::<u64>()
            .map_err(|_| format!("{text}: {s} is not a count"))
    };
    Ok(Some(Line {
        text,
        event,
        scaled: n(scaled)?,
        exact: match how {
            "exact:" => true,
            "scaled:" => false,
            _ => return Err(format!("{text}: neither exact nor scaled")),
        },
        counted: n(counted)?,
        periods: n(periods)? as usize,
        total: n(total)? as usize,
    }))
}

/// The rotation as the bus log shows it.
struct Rotation {
    /// Each period's windows.
    periods: Vec<Vec<Window>>,
    /// The slices' edges: `T + 1` cycles.
    bounds: Vec<u64>,
}

impl Rotation {
    /// The periods, after the exact measurement's start, and their slices.
    /// A slice ends at a read, where the harness's random events are known
    /// exactly too: the first starts at the last read before the first
    /// period, each ends at the first read after its period's counters
    /// stopped.
    fn new(c: &Ctx) -> Result<Self, String> {
        let periods: Vec<Vec<Window>> = c.starts()?.into_iter().skip(1).collect();
        check!(!periods.is_empty(), "no period");
        let reads = &c.run.monitor_reads;
        let first = periods[0].iter().map(|w| w.start).min().unwrap();
        let before = reads.iter().rfind(|r| r.sampled < first);
        let mut bounds = vec![before.ok_or("no read before the rotation")?.sampled];
        for period in &periods {
            let stop = period.iter().map(|w| w.stop).max().unwrap();
            let r = reads.iter().find(|r| r.sampled >= stop);
            bounds.push(r.ok_or("no read after a period")?.sampled);
        }
        let rot = Rotation { periods, bounds };
        for (g, period) in rot.periods.iter().enumerate() {
            for w in period {
                let (from, to) = rot.slice(g);
                check!(
                    from <= w.start && w.stop <= to,
                    "period {g}'s window {w:?} is not inside its slice {from}..={to}"
                );
            }
        }
        Ok(rot)
    }

    fn total(&self) -> usize {
        self.periods.len()
    }

    fn slice(&self, g: usize) -> (u64, u64) {
        (self.bounds[g], self.bounds[g + 1])
    }
}

/// Checks the multiplexed report; returns each estimate against the
/// record, for people.
pub fn check(c: &Ctx) -> Result<Vec<String>, String> {
    let rot = Rotation::new(c)?;
    check_sets(c, &rot)?;
    let mut lines = Vec::new();
    for text in c.console.lines() {
        if let Some(l) = parse(c, text)? {
            lines.push(l);
        }
    }
    let events = c.soc.programmable.as_ref().unwrap().events.len();
    check!(
        lines.len() == events,
        "{} estimates printed for {events} events",
        lines.len()
    );
    let notes = lines
        .iter()
        .map(|l| check_estimate(c, &rot, l))
        .collect::<Result<_, _>>()?;
    check_derived(c, &lines)?;
    Ok(notes)
}

/// The header and the sets, against the periods of the bus log.
fn check_sets(c: &Ctx, rot: &Rotation) -> Result<(), String> {
    let p = c.soc.programmable.as_ref().unwrap();
    let total = rot.total();
    let sets: Vec<Vec<&str>> = c
        .console
        .lines()
        .filter_map(|l| l.strip_prefix("mpx set "))
        .map(|l| l.split_whitespace().skip(1).collect())
        .collect();
    let header = format!(
        "Multiplexed: {} sets over {} counters, {total} periods of one multiply",
        sets.len(),
        p.counters
    );
    check!(c.console.lines().any(|l| l == header), "no {header:?}");
    check!(
        !sets.is_empty() && total.is_multiple_of(sets.len()),
        "{total} periods of {} sets",
        sets.len()
    );
    for (i, set) in sets.iter().enumerate() {
        check!(
            c.console
                .lines()
                .any(|l| l.starts_with(&format!("mpx set {i}: "))),
            "set {i} is not numbered {i}"
        );
        if let Some(cy) = p.cycles_event {
            check!(
                set.contains(&p.events[cy].name.as_str()),
                "set {i} has no cycles: {set:?}"
            );
        }
    }
    for (g, period) in rot.periods.iter().enumerate() {
        let mut ran: Vec<&str> = period
            .iter()
            .map(|w| p.events[w.event].name.as_str())
            .collect();
        let mut set = sets[g % sets.len()].clone();
        ran.sort_unstable();
        set.sort_unstable();
        check!(
            ran == set,
            "period {g} counted {ran:?}, not set {}'s {set:?}",
            g % sets.len()
        );
    }
    let counted = (0..p.events.len())
        .filter(|&e| rot.periods.iter().flatten().any(|w| w.event == e))
        .count();
    check!(
        counted == p.events.len() && counted > p.counters as usize,
        "{counted} of the {} events counted, over {} counters: no multiplexing",
        p.events.len(),
        p.counters
    );
    Ok(())
}

/// One event's counted total, estimate, and the estimate against the
/// record's count over the rotation (described in the result).
fn check_estimate(c: &Ctx, rot: &Rotation, l: &Line) -> Result<String, String> {
    let (text, total) = (l.text, rot.total());
    let src = c.prog_source(l.event);
    // (period, what its window raised), for the periods that counted it.
    let own: Vec<(usize, Range)> = rot
        .periods
        .iter()
        .enumerate()
        .filter_map(|(g, ws)| {
            let w = ws.iter().find(|w| w.event == l.event)?;
            Some((g, c.between(&src, w.start, w.stop)))
        })
        .collect();
    check!(
        (l.periods, l.total) == (own.len(), total),
        "{text}: counted in {} of {total} periods",
        own.len()
    );
    let counted = own.iter().fold(Range::exact(0), |a, (_, r)| a + *r);
    check!(
        counted.contains(l.counted),
        "{text}: the record has {counted} in its windows"
    );
    let (t, p) = (total as u64, own.len() as u64);
    let want = (u128::from(l.counted) * u128::from(t) + u128::from(p / 2)) / u128::from(p);
    check!(
        u128::from(l.scaled) == want && l.exact == (p == t),
        "{text}: {} x {t} / {p} is {want}",
        l.counted
    );

    let truth = c.between(&src, rot.bounds[0], rot.bounds[total]);
    let y: Vec<Range> = (0..total)
        .map(|g| c.between(&src, rot.slice(g).0, rot.slice(g).1))
        .collect();
    let spread = y.iter().map(|r| r.hi).max().unwrap() - y.iter().map(|r| r.lo).min().unwrap();
    // What the counter did not see of its periods' slices: (least, most).
    let unseen = |&(g, r): &(usize, Range)| (y[g].lo.saturating_sub(r.hi), y[g].hi - r.lo);
    let most = own.iter().map(|x| unseen(x).1).max().unwrap();
    let least = own.iter().map(|x| unseen(x).0).min().unwrap();
    let sampling = (t - p) * spread;
    let lo = truth.lo.saturating_sub(t * most + sampling + 1);
    let hi = (truth.hi + sampling + 1).saturating_sub(t * least);
    check!(
        (lo..=hi).contains(&l.scaled),
        "{text}: the record has {truth} over the rotation; multiplexing allows {lo}..={hi}"
    );
    Ok(format!(
        "{}: counted {} (record {counted}), estimate {} against {truth} over the rotation \
         ({:+.1} %), allowed {lo}..={hi}",
        c.soc.programmable.as_ref().unwrap().events[l.event].name,
        l.counted,
        l.scaled,
        (l.scaled as f64 / truth.hi as f64 - 1.0) * 100.0
    ))
}

/// CPI and the rates per thousand instructions, from the estimates.
fn check_derived(c: &Ctx, lines: &[Line]) -> Result<(), String> {
    let p = c.soc.programmable.as_ref().unwrap();
    let est = |names: &[&str]| {
        lines
            .iter()
            .find(|l| names.contains(&p.events[l.event].name.as_str()))
            .map(|l| l.scaled)
    };
    let mut derived = Vec::new();
    if let (Some(cy), Some(ins)) = (
        p.cycles_event.and_then(|e| est(&[&p.events[e].name])),
        p.instructions_event.and_then(|e| est(&[&p.events[e].name])),
    ) {
        derived.push(format!("mpx cpi {}", milli(cy, ins)));
        for (label, names) in [
            ("loads_pti", ["load", "loads"]),
            ("stores_pti", ["store", "stores"]),
            ("branch_rate_pti", ["branch", "branches"]),
        ] {
            if let Some(n) = est(&names) {
                derived.push(format!("mpx {label} {}", milli(n * 1000, ins)));
            }
        }
    }
    let printed: Vec<&str> = c
        .console
        .lines()
        .filter(|l| {
            l.starts_with("mpx ") && !l.starts_with("mpx set ") && l.split_whitespace().count() == 3
        })
        .collect();
    check!(
        printed == derived,
        "derived figures {printed:?}, from the estimates {derived:?}"
    );
    Ok(())
}
