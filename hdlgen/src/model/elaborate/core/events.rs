//! The core's event mapping: which programmable event, monitor or
//! AutoCounter counter each core signal drives, as `[core.events]` writes it
//! or by name.

use super::super::super::autocounter::AutoCounter;
use super::super::super::core::{CoreEvent, CoreSignal, CoreTarget};
use super::super::super::{Monitor, Programmable};
use super::super::ErrFn;
use super::Targets;
use crate::desc::{CoreDesc, CoreEventDesc};

/// The events of a core on a tile of `kind`: `[core.events]` as written, or
/// the default mapping; sorted by target.
pub(super) fn core_events(
    c: Option<&CoreDesc>,
    kind: &str,
    targets: &Targets<'_>,
    err: &mut ErrFn<'_>,
) -> Vec<CoreEvent> {
    let monitors = targets.monitors;
    let prog = targets
        .programmable
        .filter(|p| p.kinds.iter().any(|k| k == kind));
    let ac = targets.autocounter;
    let mut events = match c.and_then(|c| c.events.as_ref()) {
        Some(lines) => written_events(lines, kind, monitors, prog, ac, err),
        None => default_events(kind, monitors, prog, ac),
    };
    events.sort_by_key(|e| e.target);
    events
}

/// `[core.events]`: each line's signal driving every target its name
/// names.
fn written_events(
    lines: &[CoreEventDesc],
    kind: &str,
    monitors: &[Monitor],
    prog: Option<&Programmable>,
    ac: Option<&AutoCounter>,
    err: &mut ErrFn<'_>,
) -> Vec<CoreEvent> {
    let ac_labels: Vec<&str> = ac
        .iter()
        .flat_map(|a| &a.domains)
        .filter(|d| d.at_base_clock())
        .flat_map(|d| &d.counters)
        .filter(|c| !c.synchronised)
        .map(|c| c.label.as_str())
        .collect();
    let mut events: Vec<CoreEvent> = Vec::new();
    for l in lines {
        let field = format!("core.events.{}", l.target.value);
        let signal = CoreSignal::parse(&l.signal.value);
        if signal.is_none() {
            err(
                &l.signal.span,
                &field,
                format!(
                    "\"{}\" is not a core signal; valid: {}",
                    l.signal.value.escape_default(),
                    CoreSignal::ALL.map(CoreSignal::name).join(", ")
                ),
            );
        }
        let mut found = ac_targets(&l.target.value, ac);
        match target_of(&l.target.value, kind, monitors, prog, &ac_labels) {
            Ok(t) => found.push(t),
            // A name only AutoCounter counters have is no error.
            Err(_) if !found.is_empty() => {}
            Err(m) => err(&l.target.span, &field, m),
        }
        if let Some(s) = signal {
            events.extend(
                found
                    .into_iter()
                    .map(|target| CoreEvent { target, signal: s }),
            );
        }
    }
    events
}

/// What `name` is in a tile of `kind`.
fn target_of(
    name: &str,
    kind: &str,
    monitors: &[Monitor],
    prog: Option<&Programmable>,
    ac_labels: &[&str],
) -> Result<CoreTarget, String> {
    if let Some(e) = prog.and_then(|p| p.events.iter().position(|e| e.name == name)) {
        return Ok(CoreTarget::Prog(e));
    }
    match monitors.iter().position(|m| m.name == name) {
        Some(m) if !monitors[m].kinds.iter().any(|k| k == kind) => Err(format!(
            "monitor \"{name}\" is not counted in {kind} tiles; valid: {}",
            valid_targets(kind, monitors, prog, ac_labels)
        )),
        Some(m) if monitors[m].synchronised => Err(format!(
            "monitor \"{name}\" is raised in another clock domain than the core's; valid: {}",
            valid_targets(kind, monitors, prog, ac_labels)
        )),
        Some(m) => Ok(CoreTarget::Monitor(m)),
        None => Err(format!(
            "\"{}\" is neither a programmable event nor a monitor of the core's {kind} tile{}; valid: {}",
            name.escape_default(),
            if ac_labels.is_empty() {
                ""
            } else {
                ", nor an AutoCounter counter at the base clock"
            },
            valid_targets(kind, monitors, prog, ac_labels)
        )),
    }
}

fn valid_targets(
    kind: &str,
    monitors: &[Monitor],
    prog: Option<&Programmable>,
    ac_labels: &[&str],
) -> String {
    let mut v: Vec<&str> = prog
        .map(|p| p.events.iter().map(|e| e.name.as_str()).collect())
        .unwrap_or_default();
    v.extend(
        monitors
            .iter()
            .filter(|m| m.kinds.iter().any(|k| k == kind) && !m.synchronised)
            .map(|m| m.name.as_str()),
    );
    for l in ac_labels {
        if !v.contains(l) {
            v.push(l);
        }
    }
    v.join(", ")
}

/// The default mapping: every programmable event and every monitor of the
/// tile's kind named like a core signal (or one of its aliases), and the
/// programmable events the description names for cycles and instructions.
fn default_events(
    kind: &str,
    monitors: &[Monitor],
    prog: Option<&Programmable>,
    ac: Option<&AutoCounter>,
) -> Vec<CoreEvent> {
    let by_name = |n: &str| {
        CoreSignal::ALL
            .into_iter()
            .find(|s| s.aliases().contains(&n))
    };
    let mut v = Vec::new();
    if let Some(p) = prog {
        for (e, ev) in p.events.iter().enumerate() {
            let signal = if p.cycles_event == Some(e) {
                Some(CoreSignal::Cycle)
            } else if p.instructions_event == Some(e) {
                Some(CoreSignal::Instret)
            } else {
                by_name(&ev.name)
            };
            if let Some(signal) = signal {
                v.push(CoreEvent {
                    target: CoreTarget::Prog(e),
                    signal,
                });
            }
        }
    }
    for (m, mon) in monitors.iter().enumerate() {
        if mon.kinds.iter().any(|k| k == kind) && !mon.synchronised {
            if let Some(signal) = by_name(&mon.name) {
                v.push(CoreEvent {
                    target: CoreTarget::Monitor(m),
                    signal,
                });
            }
        }
    }
    for d in ac.iter().flat_map(|a| &a.domains) {
        for c in &d.counters {
            if let Some(signal) = by_name(&c.label) {
                v.extend(
                    ac_targets(&c.label, ac)
                        .into_iter()
                        .map(|target| CoreEvent { target, signal }),
                );
            }
        }
    }
    v.sort_by_key(|e| (e.target, e.signal));
    v.dedup();
    v
}

/// The AutoCounter counters labelled `label` in domains at the base clock
/// (the reference SoC runs one clock): a core signal can drive them all.
fn ac_targets(label: &str, ac: Option<&AutoCounter>) -> Vec<CoreTarget> {
    let Some(ac) = ac else {
        return Vec::new();
    };
    let mut v = Vec::new();
    for (domain, d) in ac.domains.iter().enumerate() {
        if !d.at_base_clock() {
            continue;
        }
        for (counter, c) in d.counters.iter().enumerate() {
            if c.label == label && !c.synchronised {
                v.push(CoreTarget::AutoCounter { domain, counter });
            }
        }
    }
    v
}
