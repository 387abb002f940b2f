//! `[catalog]`: the built-in catalog, overrides of its monitors and added
//! monitors. One-line descriptions follow docs/description.md.

use super::sections::{choice, int, tile_kind};
use super::{Key, Kind, Literal, Table};

const OVERFLOW: &[&str] = &["wrap", "saturate"];

/// `[catalog]`.
pub(super) fn catalog() -> Table {
    use Literal::{Int, Str};
    Table {
        doc: "Which monitors exist: the built-in catalog, overrides and added monitors.",
        keys: vec![
            Key::new(
                "builtin",
                choice(&["esp", "none"]),
                "\"esp\": ESP's monitors with ESP's indices; \"none\": only the \
                 monitors listed here.",
            )
            .default(Str("esp")),
            Key::new(
                "width",
                int(1, 32),
                "Width (1..32) of single-word monitors.",
            )
            .default(Int(32)),
            Key::new(
                "overflow",
                choice(OVERFLOW),
                "A counter at its maximum: \"wrap\" (as ESP) or \"saturate\".",
            )
            .default(Str("wrap")),
            Key::new(
                "override",
                Kind::Tables {
                    table: catalog_override(),
                    min_items: 0,
                    max_items: None,
                },
                "Changes to a built-in monitor (it keeps its words).",
            ),
            Key::new(
                "monitor",
                Kind::Tables {
                    table: catalog_monitor(),
                    min_items: 0,
                    max_items: None,
                },
                "Monitors added after the built-in ones.",
            ),
        ],
        rules: Vec::new(),
    }
}

fn catalog_override() -> Table {
    Table {
        doc: "Changes to a built-in monitor (it keeps its words).",
        keys: vec![
            Key::new("monitor", Kind::Name, "The built-in monitor to change.")
                .required()
                .example(Literal::Str("acc_tot")),
            Key::new(
                "width",
                int(1, 64),
                "New width: 1..32 for a single-word monitor, 33..64 for one of ESP's 64-bit pairs.",
            ),
            Key::new(
                "overflow",
                choice(OVERFLOW),
                "New overflow behaviour: \"wrap\" or \"saturate\".",
            ),
            Key::new("description", Kind::Text, "New description (free text)."),
            Key::new(
                "clock",
                Kind::Name,
                "Clock domain its event comes from (\"tile\": the tile's own).",
            ),
        ],
        rules: Vec::new(),
    }
}

fn catalog_monitor() -> Table {
    Table {
        doc: "A monitor added after the built-in ones.",
        keys: vec![
            Key::new("name", Kind::Name, "Lower-case identifier of the monitor.")
                .required()
                .example(Literal::Str("l1d_miss")),
            Key::new(
                "description",
                Kind::Text,
                "Free text for the documentation and the drivers.",
            ),
            Key::new(
                "kinds",
                Kind::List {
                    item: Box::new(tile_kind()),
                    unique: false,
                    min_items: 0,
                },
                "Tile kinds it is instantiated in.",
            )
            .required()
            .example(Literal::Strs(vec!["cpu"])),
            Key::new(
                "width",
                int(1, 64),
                "Counter width (default catalog.width); over 32 bits it takes two \
                 words, LO then HI.",
            ),
            Key::new(
                "overflow",
                choice(OVERFLOW),
                "\"wrap\" or \"saturate\" (default catalog.overflow).",
            ),
            Key::new(
                "clock",
                Kind::Name,
                "Clock domain its event is raised in (default \"tile\": the tile's \
                 own).",
            ),
        ],
        rules: Vec::new(),
    }
}
