//! `[programmable]`: counters, events and presets.

use std::ops::RangeInclusive;

use toml::de::DeValue;

use super::{type_name, Reader, View};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn uint_list(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u64>,
    ) -> Option<Sp<Vec<Sp<u64>>>> {
        let v = t.get(key)?;
        let field = t.field(key);
        let DeValue::Array(items) = v.get_ref() else {
            self.err(
                &v.span(),
                &field,
                format!(
                    "expected an array of integers, found {}",
                    type_name(v.get_ref())
                ),
            );
            return None;
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let n = match item.get_ref() {
                DeValue::Integer(n) => {
                    u64::from_str_radix(&n.as_str().replace('_', ""), n.radix()).ok()
                }
                _ => None,
            };
            match n {
                Some(n) if range.contains(&n) => out.push(Sp::new(n, item.span())),
                _ => self.err(
                    &item.span(),
                    &format!("{field}[{i}]"),
                    format!("expected an integer in {}..={}", range.start(), range.end()),
                ),
            }
        }
        Some(Sp::new(out, v.span()))
    }

    pub(super) fn programmable(&mut self, t: &View<'_, '_>) -> ProgrammableDesc {
        self.check_keys(
            t,
            &[
                "kinds",
                "counters",
                "width",
                "threshold",
                "cycles_event",
                "instructions_event",
                "event",
                "preset",
            ],
        );
        let presets = self
            .array_of_tables(t, "preset")
            .iter()
            .map(|e| {
                self.check_keys(e, &["name", "description", "formula"]);
                PresetDesc {
                    name: self.required_string(e, "name", "an identifier such as \"l1d_access\""),
                    description: self
                        .string(e, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), e.span.clone())),
                    formula: self.required_string(
                        e,
                        "formula",
                        "native events joined by + and -, e.g. \"hit + miss\"",
                    ),
                    span: e.span.clone(),
                }
            })
            .collect();
        let events = self
            .array_of_tables(t, "event")
            .iter()
            .map(|e| {
                self.check_keys(e, &["name", "description", "counters"]);
                ProgEventDesc {
                    name: self.required_string(e, "name", "an identifier such as \"l1d_miss\""),
                    description: self
                        .string(e, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), e.span.clone())),
                    counters: self.uint_list(e, "counters", 0..=15),
                    span: e.span.clone(),
                }
            })
            .collect();
        let default_kinds = vec![Sp::new("cpu".to_string(), t.span.clone())];
        ProgrammableDesc {
            kinds: self
                .string_list(t, "kinds")
                .unwrap_or_else(|| Sp::new(default_kinds, t.span.clone())),
            counters: self.u32_or(t, "counters", 1..=16, 4),
            width: self.u32_or(t, "width", 1..=64, 48),
            threshold: self.boolean_or(t, "threshold", true),
            events,
            presets,
            cycles_event: self.string(t, "cycles_event"),
            instructions_event: self.string(t, "instructions_event"),
            span: t.span.clone(),
        }
    }
}
