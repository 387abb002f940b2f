//! `[core]`: the reference SoC's core (PicoRV32), its RAM and console, and
//! which core events drive which monitors.

use super::{type_name, Reader, View};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn core(&mut self, t: &View<'_, '_>) -> CoreDesc {
        self.check_keys(t, &["tile", "isa", "ram", "console", "events"]);
        let events = match self.table(t, "events") {
            Some(e) => self.core_events(&e),
            None => Vec::new(),
        };
        CoreDesc {
            tile: self.string(t, "tile"),
            isa: self.choice_or(
                t,
                "isa",
                &[("rv32imc", CoreIsa::Rv32imc), ("rv32ic", CoreIsa::Rv32ic)],
                CoreIsa::Rv32imc,
            ),
            ram: self.uint_or(t, "ram", 0x1000..=0x1000_0000, 0x1_0000),
            console: self.uint(t, "console", 0..=0xFFFF_FFF8),
            events: Some(events).filter(|_| t.get("events").is_some()),
            span: t.span.clone(),
        }
    }

    /// `[core.events]`: monitor or event name = core signal name.
    fn core_events(&mut self, t: &View<'_, '_>) -> Vec<CoreEventDesc> {
        let mut out = Vec::new();
        for (k, v) in t.table.iter() {
            let name = k.get_ref().as_ref();
            match v.get_ref() {
                toml::de::DeValue::String(s) => out.push(CoreEventDesc {
                    target: Sp::new(name.to_string(), k.span()),
                    signal: Sp::new(s.to_string(), v.span()),
                }),
                other => self.err(
                    &v.span(),
                    &t.field(name),
                    format!(
                        "expected a string naming a core signal, found {}",
                        type_name(other)
                    ),
                ),
            }
        }
        out
    }
}
