//! The multiplexed event sets: from `--sets FILE` or rpistat's default, the
//! multiplexer over `--tile`'s counters, and the loop that ticks it while the
//! command runs.

use std::path::Path;
use std::process::{Child, ExitStatus};
use std::time::{Duration, Instant};

use super::denied::Watched;
use super::events::{self, SetTimes};
use super::report::Section;
use super::{open, Options};
use crate::map;
use crate::multiplex::{Multiplexer, Period, Ratio, TimeSeries};
use crate::papi::{event_code_to_name, event_name_to_code, Papi};

/// The multiplexer over `--tile`'s counters, with the sets and ratios of
/// `--sets` (or the default sets).
pub fn multiplexer(o: &Options) -> Result<Multiplexer<Watched>, String> {
    let papi = open(o, &[o.tile]).and_then(|b| Papi::new(b, o.tile).map_err(|e| format!("tile {}: {e}", o.tile)))?;
    let mut mpx = Multiplexer::new(papi);
    let (sets, ratios) = match &o.sets {
        Some(path) => read_sets(path)?,
        None => (default_sets(mpx.papi()).into_iter().map(|s| (String::new(), s)).collect(), Vec::new()),
    };
    for (at, s) in &sets {
        if let Err(e) = mpx.add_set(s) {
            let names: Vec<&str> = s.iter().map(|&c| event_code_to_name(c).unwrap_or("?")).collect();
            return Err(format!("{at}event set {}: {e}", names.join(", ")));
        }
    }
    for (n, d) in ratios {
        let name: &'static str = Box::leak(format!("{} / {}", event_code_to_name(n).unwrap_or("?"), event_code_to_name(d).unwrap_or("?")).into_boxed_str());
        mpx.add_ratio(Ratio { name, numerator: n, denominator: d, percent: false }).map_err(|e| format!("ratio {name}: {e}"))?;
    }
    Ok(mpx)
}

/// Event sets (where each was given, for messages, and its event codes) and
/// ratios (numerator, denominator).
type Sets = (Vec<(String, Vec<u32>)>, Vec<(u32, u32)>);

/// Every event and preset name.
fn event_names() -> Vec<&'static str> {
    map::PROG_EVENTS.iter().map(|e| e.name).chain(map::PRESETS.iter().map(|p| p.name)).collect()
}

/// What a `--sets` line may hold, for messages.
fn sets_help() -> String {
    let names = event_names();
    format!(
        "a set is a line of event or preset names separated by commas or spaces, e.g. `{}`; valid names: {}",
        names[..names.len().min(2)].join(", "),
        names.join(", ")
    )
}

/// Event sets and ratios from `--sets FILE`.
fn read_sets(path: &Path) -> Result<Sets, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (mut sets, mut ratios) = (Vec::new(), Vec::new());
    let code = |n: &str, line: usize| {
        event_name_to_code(n).map_err(|_| format!("{}:{line}: no event or preset {n:?}; valid: {}", path.display(), event_names().join(", ")))
    };
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if let Some(r) = line.strip_prefix("ratio ") {
            let (n, d) = r.split_once('/').ok_or(format!("{}:{}: write a ratio as `ratio NUM / DEN`", path.display(), i + 1))?;
            ratios.push((code(n.trim(), i + 1)?, code(d.trim(), i + 1)?));
        } else if !line.is_empty() {
            let set: Vec<u32> = line.split(|c: char| c == ',' || c.is_whitespace()).filter(|n| !n.is_empty()).map(|n| code(n, i + 1)).collect::<Result<_, _>>()?;
            if set.is_empty() {
                return Err(format!("{}:{}: no event on this line; {}", path.display(), i + 1, sets_help()));
            }
            sets.push((format!("{}:{}: ", path.display(), i + 1), set));
        }
    }
    if sets.is_empty() {
        // Ratios alone measure nothing: they divide the sets' events.
        return Err(format!("{}: no event set (only blank lines, comments or ratios); {}", path.display(), sets_help()));
    }
    Ok((sets, ratios))
}

/// rpistat's default: every event and preset, packed greedily into sets that
/// all hold the cycle and instruction events (so CPI is exact).
fn default_sets(papi: &mut Papi<Watched>) -> Vec<Vec<u32>> {
    let base: Vec<u32> = [map::CYCLES_EVENT, map::INSTRUCTIONS_EVENT].into_iter().flatten().collect();
    let mut fits = |codes: &[u32]| {
        let Ok(set) = papi.create_eventset() else { return false };
        let ok = papi.add_events(set, codes).is_ok();
        let _ = papi.cleanup_eventset(set);
        let _ = papi.destroy_eventset(set);
        ok
    };
    let others = map::PROG_EVENTS.iter().map(|e| e.code).chain(map::PRESETS.iter().map(|p| p.code)).filter(|c| !base.contains(c));
    let mut sets: Vec<Vec<u32>> = Vec::new();
    let mut current = base.clone();
    for c in others {
        let mut trial = current.clone();
        trial.push(c);
        if fits(&trial) {
            current = trial;
        } else if current.len() > base.len() {
            sets.push(std::mem::replace(&mut current, base.clone()));
            let mut alone = base.clone();
            alone.push(c);
            if fits(&alone) {
                current = alone;
            }
        }
    }
    if current.len() > base.len() || sets.is_empty() {
        sets.push(current);
    }
    sets.truncate(crate::multiplex::MAX_SETS);
    sets
}

/// Runs the command under the multiplexer, noting in `times` how long each
/// set counted; returns its exit status.
pub fn run_multiplexed(o: &Options, child: &mut Child, mpx: &mut Multiplexer<Watched>, series: &mut TimeSeries, times: &mut SetTimes) -> Result<ExitStatus, String> {
    let mut next = Instant::now() + o.interval;
    let mut since = Instant::now();
    let mut ended = |p: Period, series: &mut TimeSeries| {
        let now = Instant::now();
        times[p.set] += u64::try_from((now - since).as_nanos()).unwrap_or(u64::MAX);
        since = now;
        series.push(p);
    };
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            ended(mpx.finish().map_err(|e| e.to_string())?, series);
            return Ok(status);
        }
        let now = Instant::now();
        if now >= next {
            ended(mpx.tick().map_err(|e| e.to_string())?, series);
            next += o.interval;
        }
        std::thread::sleep(next.saturating_duration_since(Instant::now()).min(Duration::from_millis(5)));
    }
}

/// The multiplexed events' part of the report, over a run of `elapsed_ns`.
pub fn section(o: &Options, mpx: &Multiplexer<Watched>, times: &SetTimes, elapsed_ns: u64) -> Section {
    let heading = format!(
        "Multiplexed events of tile {} ({}): {} in turn, {} ms each, {};\n \
         (NN.NN%) is the share of the periods that counted an event, whose count is scaled to the whole run:",
        o.tile,
        map::TILES[o.tile].name,
        plural(mpx.num_sets() as u64, "event set"),
        o.interval.as_millis(),
        plural(mpx.total_periods(), "period")
    );
    events::section(mpx, times, elapsed_ns, heading)
}

/// `n` and `what`, plural unless `n` is 1.
fn plural(n: u64, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}
