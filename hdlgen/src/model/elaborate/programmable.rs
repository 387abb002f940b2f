//! `[programmable]`: counters, events, wiring and presets.

use std::collections::BTreeSet;
use std::ops::Range;

use super::super::names::check_identifier;
use super::super::{Preset, ProgEvent, Programmable};
use super::formula::parse_formula;
use super::ErrFn;
use crate::desc::{ProgrammableDesc, Sp, TILE_KINDS};

/// Validates `[programmable]`: kinds, events, which counters each can use.
pub(super) fn elaborate_programmable(
    p: &ProgrammableDesc,
    err: &mut ErrFn<'_>,
) -> Option<Programmable> {
    let mut ok = true;
    let mut fail = |span: &Range<usize>, field: &str, msg: String| {
        ok = false;
        err(span, field, msg)
    };
    check_kinds(p, &mut fail);
    let k = p.counters.value;
    let mut names = BTreeSet::new();
    check_events(p, &mut names, &mut fail);
    let presets = presets(p, &mut names, &mut fail);
    let cycles_event = role(
        p,
        &p.cycles_event,
        "cycles_event",
        &["cycles", "cycle"],
        &mut fail,
    );
    let instructions_event = role(
        p,
        &p.instructions_event,
        "instructions_event",
        &["instret", "instructions"],
        &mut fail,
    );
    if !ok {
        return None;
    }
    Some(Programmable {
        presets,
        cycles_event,
        instructions_event,
        kinds: p.kinds.value.iter().map(|k| k.value.clone()).collect(),
        counters: k,
        width: p.width.value,
        threshold: p.threshold.value,
        events: p
            .events
            .iter()
            .map(|e| ProgEvent {
                name: e.name.value.clone(),
                description: e.description.value.clone(),
                counters: e.counters.as_ref().map_or_else(
                    || (0..k).collect(),
                    |c| c.value.iter().map(|x| x.value as u32).collect(),
                ),
            })
            .collect(),
    })
}

/// The tile kinds, and how many events there are.
fn check_kinds(p: &ProgrammableDesc, fail: &mut ErrFn<'_>) {
    for (i, k) in p.kinds.value.iter().enumerate() {
        if !TILE_KINDS.contains(&k.value.as_str()) {
            fail(
                &k.span,
                &format!("programmable.kinds[{i}]"),
                format!(
                    "\"{}\" is not a tile kind; valid: {}",
                    k.value.escape_default(),
                    TILE_KINDS.join(", ")
                ),
            );
        }
    }
    if p.events.is_empty() || p.events.len() > 256 {
        fail(
            &p.span,
            "programmable.event",
            format!(
                "{} events; declare 1 to 256 [[programmable.event]] entries",
                p.events.len()
            ),
        );
    }
}

/// Each event's name and the counters it is wired to.
fn check_events(p: &ProgrammableDesc, names: &mut BTreeSet<String>, fail: &mut ErrFn<'_>) {
    let k = p.counters.value;
    for (i, e) in p.events.iter().enumerate() {
        if let Some(m) = check_identifier(&e.name.value) {
            fail(&e.name.span, &format!("programmable.event[{i}].name"), m);
        } else if !names.insert(e.name.value.clone()) {
            fail(
                &e.name.span,
                &format!("programmable.event[{i}].name"),
                format!("event \"{}\" is declared twice", e.name.value),
            );
        }
        // The C header defines <SOC>_EVENT_<E> and <SOC>_EVENT_<E>_COUNTERS.
        let stem = e.name.value.strip_suffix("_counters");
        if let Some(stem) = stem.filter(|s| p.events.iter().any(|o| o.name.value == *s)) {
            fail(
                &e.name.span,
                &format!("programmable.event[{i}].name"),
                format!(
                    "\"{}\" would name the C macro <SOC>_EVENT_{}, which event \"{stem}\" already defines; choose another name",
                    e.name.value,
                    e.name.value.to_uppercase()
                ),
            );
        }
        if let Some(c) = e.counters.as_ref().filter(|c| c.value.is_empty()) {
            fail(
                &c.span,
                &format!("programmable.event[{i}].counters"),
                format!(
                    "an event wired to no counter could never be counted; list counters in 0..{}, or leave `counters` out for all",
                    k - 1
                ),
            );
        }
        for (j, c) in e.counters.iter().flat_map(|c| c.value.iter()).enumerate() {
            if c.value >= u64::from(k) {
                fail(
                    &c.span,
                    &format!("programmable.event[{i}].counters[{j}]"),
                    format!("counter {} does not exist; valid: 0..{}", c.value, k - 1),
                );
            }
        }
    }
}

/// The presets, their names and formulas.
fn presets(
    p: &ProgrammableDesc,
    names: &mut BTreeSet<String>,
    fail: &mut ErrFn<'_>,
) -> Vec<Preset> {
    let mut presets = Vec::new();
    for (i, pr) in p.presets.iter().enumerate() {
        let field = format!("programmable.preset[{i}]");
        if let Some(m) = check_identifier(&pr.name.value) {
            fail(&pr.name.span, &format!("{field}.name"), m);
        } else if !names.insert(pr.name.value.clone()) {
            fail(
                &pr.name.span,
                &format!("{field}.name"),
                format!("\"{}\" is already an event or preset", pr.name.value),
            );
        }
        match parse_formula(&pr.formula.value, |n| {
            p.events.iter().position(|e| e.name.value == n)
        }) {
            Ok(terms) => presets.push(Preset {
                name: pr.name.value.clone(),
                description: pr.description.value.clone(),
                terms,
            }),
            Err((at, msg)) => {
                // Point at the offending character inside the quoted string.
                let s = pr.formula.span.start + 1 + at;
                fail(&(s..s + 1), &format!("{field}.formula"), msg);
            }
        }
    }
    presets
}

/// The event that plays a role (cycles, instructions): the one named
/// explicitly, or by the usual names (RISC-V's `cycle`/`instret`).
fn role(
    p: &ProgrammableDesc,
    given: &Option<Sp<String>>,
    field: &str,
    usual: &[&str],
    fail: &mut ErrFn<'_>,
) -> Option<usize> {
    match given {
        Some(n) => {
            let found = p.events.iter().position(|e| e.name.value == n.value);
            if found.is_none() {
                fail(
                    &n.span,
                    &format!("programmable.{field}"),
                    format!(
                        "\"{}\" is not a [[programmable.event]]; valid: {}",
                        n.value.escape_default(),
                        p.events
                            .iter()
                            .map(|e| e.name.value.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                );
            }
            found
        }
        None => p
            .events
            .iter()
            .position(|e| usual.contains(&e.name.value.as_str())),
    }
}
