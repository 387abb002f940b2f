//! `[catalog]`: the built-in catalog, overrides and custom monitors.

use super::{Reader, View, OVERFLOW};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn catalog(&mut self, t: &View<'_, '_>) -> CatalogDesc {
        self.check_keys(t, &["builtin", "width", "overflow", "override", "monitor"]);
        let overrides = self
            .array_of_tables(t, "override")
            .iter()
            .map(|o| {
                self.check_keys(o, &["monitor", "width", "overflow", "description", "clock"]);
                OverrideDesc {
                    monitor: self.required_string(o, "monitor", "the name of a built-in monitor"),
                    width: self.opt_u32(o, "width", 1..=64),
                    overflow: self.choice(o, "overflow", OVERFLOW),
                    description: self.string(o, "description"),
                    clock: self.string(o, "clock"),
                    span: o.span.clone(),
                }
            })
            .collect();
        let monitors = self
            .array_of_tables(t, "monitor")
            .iter()
            .map(|m| {
                self.check_keys(
                    m,
                    &["name", "description", "kinds", "width", "overflow", "clock"],
                );
                let kinds = self.string_list(m, "kinds");
                if kinds.is_none() && m.get("kinds").is_none() {
                    self.err(
                        &m.span,
                        &m.field("kinds"),
                        format!(
                            "missing required field `kinds` (tile kinds it exists in: {})",
                            TILE_KINDS.join(", ")
                        ),
                    );
                }
                MonitorDesc {
                    name: self.required_string(m, "name", "an identifier"),
                    description: self
                        .string(m, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), m.span.clone())),
                    kinds: kinds.unwrap_or_else(|| Sp::new(Vec::new(), m.span.clone())),
                    width: self.opt_u32(m, "width", 1..=64),
                    overflow: self.choice(m, "overflow", OVERFLOW),
                    clock: self.string(m, "clock"),
                    span: m.span.clone(),
                }
            })
            .collect();
        CatalogDesc {
            builtin: self.choice_or(
                t,
                "builtin",
                &[("esp", Builtin::Esp), ("none", Builtin::None)],
                Builtin::Esp,
            ),
            width: self.u32_or(t, "width", 1..=32, 32),
            overflow: self.choice_or(t, "overflow", OVERFLOW, Overflow::Wrap),
            overrides,
            monitors,
        }
    }
}
