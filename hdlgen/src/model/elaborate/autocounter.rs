//! `[autocounter]`: domains, counters, crossings and windows.

use std::collections::BTreeSet;
use std::ops::Range;

use super::super::autocounter::{self, AcCounter, AcDomain, AutoCounter};
use super::super::names::check_identifier;
use super::ErrFn;
use crate::desc::AutoCounterDesc;

/// Validates `[autocounter]`: domains, counters, crossings; lays out windows.
pub(super) fn elaborate_autocounter(
    a: &AutoCounterDesc,
    soc: &str,
    err: &mut ErrFn<'_>,
) -> Option<AutoCounter> {
    let mut ok = true;
    let mut fail = |span: &Range<usize>, field: &str, msg: String| {
        ok = false;
        err(span, field, msg)
    };
    let names = check_domains(a, &mut fail);
    check_counters(a, &names, &mut fail);
    if !ok {
        return None;
    }
    Some(build(a, soc))
}

/// The domains and the FIFO depth; the set of declared domain names.
fn check_domains(a: &AutoCounterDesc, fail: &mut ErrFn<'_>) -> BTreeSet<String> {
    if a.domains.is_empty() {
        fail(&a.span, "autocounter.domain", "no clock domains; add [[autocounter.domain]] with a name (multiplier and divisor default to 1)".into());
    }
    if !a.fifo_depth.value.is_power_of_two() {
        fail(
            &a.fifo_depth.span,
            "autocounter.fifo_depth",
            format!(
                "{} is not a power of two; valid: 2, 4, ... 1024",
                a.fifo_depth.value
            ),
        );
    }
    let mut names = BTreeSet::new();
    for (i, d) in a.domains.iter().enumerate() {
        if let Some(m) = check_identifier(&d.name.value) {
            fail(&d.name.span, &format!("autocounter.domain[{i}].name"), m);
        } else if !names.insert(d.name.value.clone()) {
            fail(
                &d.name.span,
                &format!("autocounter.domain[{i}].name"),
                format!("domain \"{}\" is declared twice", d.name.value),
            );
        }
    }
    names
}

/// Each counter's label, path, domain and source.
fn check_counters(a: &AutoCounterDesc, names: &BTreeSet<String>, fail: &mut ErrFn<'_>) {
    let domain_list = a
        .domains
        .iter()
        .map(|d| d.name.value.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let mut labels = BTreeSet::new();
    for (i, c) in a.counters.iter().enumerate() {
        let f = |k: &str| format!("autocounter.counter[{i}].{k}");
        if let Some(m) = check_identifier(&c.label.value) {
            fail(&c.label.span, &f("label"), m);
        } else if !labels.insert((c.domain.value.clone(), c.label.value.clone())) {
            fail(
                &c.label.span,
                &f("label"),
                format!(
                    "label \"{}\" is used twice in domain \"{}\"",
                    c.label.value, c.domain.value
                ),
            );
        }
        let path_ok = !c.path.value.is_empty()
            && c.path
                .value
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == '.');
        if !path_ok {
            fail(&c.path.span, &f("path"), format!("\"{}\" is not an instance path; use letters, digits, _ and . (e.g. \"tile0.core\")", c.path.value.escape_default()));
        }
        if !names.contains(&c.domain.value) {
            fail(
                &c.domain.span,
                &f("domain"),
                format!(
                    "\"{}\" is not a declared domain; declared: {domain_list}",
                    c.domain.value.escape_default()
                ),
            );
        }
        if let Some(src) = &c.source {
            if !names.contains(&src.value) {
                fail(
                    &src.span,
                    &f("source"),
                    format!(
                        "\"{}\" is not a declared domain; declared: {domain_list}",
                        src.value.escape_default()
                    ),
                );
            } else if src.value != c.domain.value && c.width.value > 1 {
                fail(
                    &c.width.span,
                    &f("width"),
                    format!("a {}-bit value cannot cross from \"{}\" to \"{}\" through a synchroniser (its bits could be sampled apart); count it in its own domain, or make it a 1-bit event", c.width.value, src.value, c.domain.value),
                );
            }
        }
    }
}

/// The AutoCounter block of a valid `[autocounter]`.
fn build(a: &AutoCounterDesc, soc: &str) -> AutoCounter {
    let max_counters = a
        .domains
        .iter()
        .map(|d| {
            a.counters
                .iter()
                .filter(|c| c.domain.value == d.name.value)
                .count()
        })
        .max()
        .unwrap_or(0) as u32;
    let stride = (4u64 << autocounter::word_bits(max_counters)).max(0x400);
    AutoCounter {
        fifo_depth: a.fifo_depth.value,
        stride,
        domains: a
            .domains
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let counters: Vec<AcCounter> = a
                    .counters
                    .iter()
                    .filter(|c| c.domain.value == d.name.value)
                    .map(|c| AcCounter {
                        label: c.label.value.clone(),
                        description: c.description.value.clone(),
                        path: c.path.value.clone(),
                        width: c.width.value,
                        mode: c.mode.value,
                        synchronised: c.source.as_ref().is_some_and(|s| s.value != c.domain.value),
                    })
                    .collect();
                let n = counters.len() as u32;
                let window =
                    autocounter::window(&d.name.value, n, a.read_rate.value, a.fifo_depth.value);
                AcDomain {
                    index: i as u32,
                    name: d.name.value.clone(),
                    module: format!("{soc}_autocounter_{}", d.name.value),
                    multiplier: d.multiplier.value,
                    divisor: d.divisor.value,
                    base: a.base.value + stride * i as u64,
                    counters,
                    window,
                }
            })
            .collect(),
    }
}
