//! `[autocounter]`: domains and counters.

use super::{Reader, View};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn autocounter(&mut self, t: &View<'_, '_>) -> AutoCounterDesc {
        self.check_keys(t, &["base", "fifo_depth", "read_rate", "domain", "counter"]);
        let domains = self
            .array_of_tables(t, "domain")
            .iter()
            .map(|d| {
                self.check_keys(d, &["name", "multiplier", "divisor"]);
                DomainDesc {
                    name: self.required_string(d, "name", "an identifier such as \"core\""),
                    multiplier: self.u32_or(d, "multiplier", 1..=1024, 1),
                    divisor: self.u32_or(d, "divisor", 1..=1024, 1),
                    span: d.span.clone(),
                }
            })
            .collect();
        let counters = self
            .array_of_tables(t, "counter")
            .iter()
            .map(|c| {
                self.check_keys(
                    c,
                    &[
                        "label",
                        "description",
                        "path",
                        "width",
                        "mode",
                        "domain",
                        "source",
                    ],
                );
                AutoCounterEntry {
                    label: self.required_string(c, "label", "an identifier such as \"iret\""),
                    description: self
                        .string(c, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), c.span.clone())),
                    path: self.required_string(c, "path", "the instance path, e.g. \"tile0.core\""),
                    width: self.u32_or(c, "width", 1..=64, 1),
                    mode: self.choice_or(
                        c,
                        "mode",
                        &[
                            ("accumulate", CounterMode::Accumulate),
                            ("identity", CounterMode::Identity),
                        ],
                        CounterMode::Accumulate,
                    ),
                    domain: self.required_string(
                        c,
                        "domain",
                        "the name of an [[autocounter.domain]]",
                    ),
                    source: self.string(c, "source"),
                    span: c.span.clone(),
                }
            })
            .collect();
        AutoCounterDesc {
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x600C_0000),
            fifo_depth: self.u32_or(t, "fifo_depth", 2..=1024, 8),
            read_rate: self.u32_or(t, "read_rate", 0..=0xFFFF_FFFF, 0),
            domains,
            counters,
            span: t.span.clone(),
        }
    }
}
