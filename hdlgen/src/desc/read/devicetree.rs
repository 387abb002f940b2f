//! `[devicetree]`: the devicetree fragment's bus cells and the tiles'
//! interrupts.

use toml::de::DeValue;

use super::{type_name, Reader, View};
use crate::desc::*;

/// Cells an interrupt specifier may have (PLIC: 1; GIC: 3).
const MAX_INTERRUPT_CELLS: usize = 4;

impl Reader<'_> {
    pub(super) fn devicetree(&mut self, t: &View<'_, '_>) -> DeviceTreeDesc {
        self.check_keys(t, &["cells", "interrupt_parent", "interrupts"]);
        let interrupt_parent =
            self.string(t, "interrupt_parent")
                .filter(|p| match devicetree::label(&p.value) {
                    Ok(_) => true,
                    Err(why) => {
                        self.err(&p.span, &t.field("interrupt_parent"), why);
                        false
                    }
                });
        DeviceTreeDesc {
            cells: self.opt_u32(t, "cells", 1..=2),
            interrupt_parent,
            interrupts: self.interrupts(t),
            span: t.span.clone(),
        }
    }

    /// `interrupts`: one specifier per tile, each an integer (one cell) or
    /// an array of integers, all of as many cells.
    fn interrupts(&mut self, t: &View<'_, '_>) -> Option<Sp<Vec<Sp<Vec<u32>>>>> {
        let v = t.get("interrupts")?;
        let field = t.field("interrupts");
        let DeValue::Array(items) = v.get_ref() else {
            let found = type_name(v.get_ref());
            self.err(
                &v.span(),
                &field,
                format!("expected an array with one interrupt per [[tile]], found {found}"),
            );
            return None;
        };
        let mut out: Vec<Sp<Vec<u32>>> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let at = format!("{field}[{i}]");
            let cells: Option<Vec<u32>> = match item.get_ref() {
                DeValue::Array(cells) if (1..=MAX_INTERRUPT_CELLS).contains(&cells.len()) => cells
                    .iter()
                    .map(|c| self.cell(c.get_ref(), &item.span(), &at))
                    .collect(),
                DeValue::Array(_) => {
                    let msg =
                        format!("an interrupt specifier has 1 to {MAX_INTERRUPT_CELLS} cells");
                    self.err(&item.span(), &at, msg);
                    None
                }
                other => self.cell(other, &item.span(), &at).map(|c| vec![c]),
            };
            // One entry per item written, an invalid one empty (its error
            // stops the run), so the count is the description's.
            let cells = cells.unwrap_or_default();
            let first = out.iter().map(|f| f.value.len()).find(|&n| n > 0);
            if let Some(n) = first.filter(|&n| !cells.is_empty() && n != cells.len()) {
                let msg = format!("{} cells, where the first interrupt has {n}: give every tile's interrupt as many cells (the controller's #interrupt-cells)", cells.len());
                self.err(&item.span(), &at, msg);
            }
            out.push(Sp::new(cells, item.span()));
        }
        Some(Sp::new(out, v.span()))
    }

    /// One cell of an interrupt specifier: an integer that fits 32 bits.
    fn cell(&mut self, v: &DeValue<'_>, span: &std::ops::Range<usize>, field: &str) -> Option<u32> {
        let parsed = match v {
            DeValue::Integer(i) => {
                u32::from_str_radix(&i.as_str().replace('_', ""), i.radix()).ok()
            }
            _ => None,
        };
        if parsed.is_none() {
            let found = match v {
                DeValue::Integer(i) => format!("{i}"),
                other => type_name(other).to_string(),
            };
            let msg = format!("expected an interrupt number (an integer in 0..=4294967295) or an array of them, found {found}");
            self.err(span, field, msg);
        }
        parsed
    }

    /// What `[devicetree]` says of the tiles must fit them: one interrupt
    /// per tile, and a parent only with interrupts to route.
    pub(super) fn check_devicetree(&mut self, d: &DeviceTreeDesc, tiles: usize) {
        if let Some(list) = &d.interrupts {
            if list.value.len() != tiles {
                let msg = format!(
                    "{} interrupts for {tiles} tiles; give one per [[tile]], in the same order",
                    list.value.len()
                );
                self.err(&list.span, "devicetree.interrupts", msg);
            }
        } else if let Some(p) = &d.interrupt_parent {
            let msg = "an interrupt parent without interrupts; add `interrupts`, one per [[tile]], or remove it";
            self.err(&p.span, "devicetree.interrupt_parent", msg);
        }
    }
}
