//! `[devicetree]`: what the devicetree fragment (`dts/<soc>-monitors.dtsi`)
//! says beyond the windows' addresses. One-line descriptions follow
//! docs/description.md.

use super::sections::int;
use super::{Key, Kind, Literal, Rule, Table};

/// An interrupt controller's label, `&` before it or not: a letter or `_`
/// followed by up to 30 letters, digits or `_` (`desc::devicetree::label`).
const LABEL_PATTERN: &str = "^&?[A-Za-z_][A-Za-z0-9_]{0,30}$";

/// Cells an interrupt specifier may have (PLIC: 1; GIC: 3).
const MAX_INTERRUPT_CELLS: usize = 4;

/// `[devicetree]`.
pub(super) fn devicetree() -> Table {
    let specifier = Kind::IntOrInts {
        min: 0,
        max: 0xFFFF_FFFF,
        max_items: MAX_INTERRUPT_CELLS,
    };
    Table {
        doc: "The UIO devicetree fragment dts/<soc>-monitors.dtsi: bus cells and the \
              tiles' interrupts (docs/stat.md).",
        keys: vec![
            Key::new(
                "cells",
                int(1, 2),
                "#address-cells and #size-cells of its bus node, the board root's: 1 or 2 \
                 (default: 2 if a window ends above 4 GiB, else 1).",
            ),
            Key::new(
                "interrupt_parent",
                Kind::Pattern(LABEL_PATTERN.into()),
                "Label of the interrupt controller the tiles' irq lines reach (\"plic\" \
                 or \"&plic\"); needs interrupts.",
            )
            .example(Literal::Str("&plic")),
            Key::new(
                "interrupts",
                Kind::List {
                    item: Box::new(specifier),
                    unique: false,
                    min_items: 0,
                },
                "One specifier per [[tile]], in order: an integer, or an array of 1 to 4 \
                 cells (as many for every tile).",
            )
            .example(Literal::Ints(vec![1])),
        ],
        rules: vec![Rule::Requires {
            key: "interrupt_parent",
            other: "interrupts",
        }],
    }
}
