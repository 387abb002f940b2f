//! The core of a description: `[soc]`, `[[tile]]` and `[[access]]`, and
//! the kinds of value every table uses. One-line descriptions follow
//! docs/description.md.

use super::{Key, Kind, Literal, Rule, Step, Table};
use crate::desc::{DENIED_CHOICES, POLICY_CHOICES, TILE_KINDS};

/// A lower-case identifier with no double or trailing underscore, as
/// `model::names::check_identifier` accepts (its keyword list aside).
pub const NAME_PATTERN: &str = "^[a-z][a-z0-9]*(_[a-z0-9]+)*$";

pub(super) fn int(min: u64, max: u64) -> Kind {
    Kind::Int {
        min,
        max,
        step: Step::Any,
    }
}

pub(super) fn pow2(min: u64, max: u64) -> Kind {
    Kind::Int {
        min,
        max,
        step: Step::PowerOfTwo,
    }
}

pub(super) fn choice(values: &[&'static str]) -> Kind {
    Kind::Choice(values.to_vec())
}

/// The spellings of a reader's choice table.
pub(super) fn spellings<T>(choices: &[(&'static str, T)]) -> Kind {
    Kind::Choice(choices.iter().map(|(s, _)| *s).collect())
}

pub(super) fn tile_kind() -> Kind {
    choice(TILE_KINDS)
}

/// `[soc]`: its bus and map, then what the ESP catalog scales with.
pub(super) fn soc() -> Table {
    Table {
        doc: "SoC-wide settings.",
        keys: [soc_bus(), soc_style(), soc_catalog()].concat(),
        rules: vec![
            Rule::Requires {
                key: "rows",
                other: "cols",
            },
            Rule::Requires {
                key: "cols",
                other: "rows",
            },
            Rule::NeedsTrue {
                key: "acc_l2",
                needs: "cache_hierarchy",
            },
        ],
    }
}

/// `[soc]`'s name, bus, address map and access policy.
fn soc_bus() -> Vec<Key> {
    use Literal::{Int, Str};
    vec![
        Key::new(
            "name",
            Kind::Name,
            "Lower-case identifier; names the modules, the driver crate and the \
             files.",
        )
        .required()
        .example(Str("esp_demo")),
        Key::new(
            "bus",
            choice(&["apb", "axi4lite"]),
            "Register bus: \"apb\" (APB4, as ESP) or \"axi4lite\".",
        )
        .default(Str("apb")),
        Key::new(
            "base",
            int(0, 0xFFFF_FFFF),
            "Tile t's window is at base + t * tile_stride (ESP: MONITOR_BASE_ADDR); \
             a multiple of tile_stride.",
        )
        .default(Int(0x6009_0000)),
        Key::new(
            "tile_stride",
            pow2(0x200, 0x1_0000),
            "Bytes between consecutive tiles' windows: a power of two, \
             0x200..0x10000.",
        )
        .default(Int(0x200)),
        Key::new(
            "unmapped",
            choice(&["error", "zero"]),
            "Unmapped words: \"error\" (PSLVERR/SLVERR) or \"zero\" (OKAY, read 0).",
        )
        .default(Str("error")),
        Key::new(
            "read_access",
            spellings(&POLICY_CHOICES),
            "Who may read the windows: \"any\", \"privileged\", \"secure\" or \
             \"secure_privileged\" (docs/access-policy.md).",
        )
        .default(Str("any")),
        Key::new(
            "write_access",
            spellings(&POLICY_CHOICES),
            "Who may write the windows (the same choices as read_access).",
        )
        .default(Str("any")),
        Key::new(
            "denied",
            spellings(&DENIED_CHOICES),
            "A denied access: \"error\" (PSLVERR/SLVERR) or \"zero\" (read 0, write \
             ignored).",
        )
        .default(Str("error")),
    ]
}

/// `[soc]`'s hardware style: reset, LUT size, counter reset, snapshots.
fn soc_style() -> Vec<Key> {
    use Literal::Str;
    vec![
        Key::new(
            "reset",
            choice(&["async_low", "async_high", "sync_low", "sync_high"]),
            "Reset of every flip-flop: \"async_low\" (rst_n), \"async_high\", \
             \"sync_low\" or \"sync_high\".",
        )
        .default(Str("async_low")),
        Key::new(
            "fabric",
            choice(&["lut6", "lut4"]),
            "Read path shaped for \"lut6\" (7-series, UltraScale, Intel) or \
             \"lut4\" (iCE40, ECP5).",
        )
        .default(Str("lut6")),
        Key::new(
            "counter_reset",
            choice(&["with_reset", "clock_edge"]),
            "\"with_reset\", or \"clock_edge\": counters and overflow flags reset \
             at the clock edge (docs/register-map.md).",
        )
        .default(Str("with_reset")),
        Key::new(
            "snapshot",
            choice(&["full", "compact"]),
            "\"full\", or \"compact\": counts and snapshots in RAM, six read wait \
             states (docs/compact-snapshots.md).",
        )
        .default(Str("full")),
    ]
}

/// `[soc]`'s NoC, DVFS and cache settings, which the ESP catalog scales with.
fn soc_catalog() -> Vec<Key> {
    use Literal::{Bool, Int, Str};
    vec![
        Key::new(
            "noc_planes",
            int(1, 16),
            "NoC planes (ESP: 6); the catalog scales with them.",
        )
        .default(Int(6)),
        Key::new(
            "dvfs_points",
            int(0, 16),
            "DVFS operating points (ESP: 4); the catalog scales with them.",
        )
        .default(Int(4)),
        Key::new(
            "noc_directions",
            Kind::List {
                item: Box::new(Kind::Name),
                unique: true,
                min_items: 1,
            },
            "NoC queue directions, in ESP's order; the catalog scales with them.",
        )
        .default(Literal::Strs(vec![
            "local", "east", "west", "south", "north",
        ])),
        Key::new(
            "cache_hierarchy",
            Kind::Bool,
            "Coherence, L2 and LLC monitors exist only with caches.",
        )
        .default(Bool(true)),
        Key::new(
            "acc_l2",
            Kind::Bool,
            "Accelerator tiles have a private L2 too (ESP's acc_has_l2); needs \
             cache_hierarchy.",
        )
        .default(Bool(false)),
        Key::new(
            "dvfs",
            Kind::Bool,
            "DVFS operating-point monitors exist only with DVFS.",
        )
        .default(Bool(true)),
        Key::new(
            "noc_clock",
            Kind::Name,
            "Clock domain the NoC monitors' events come from: \"tile\" (the tile's \
             own) or another, e.g. \"noc\".",
        )
        .default(Str("tile")),
        Key::new(
            "rows",
            int(1, 4096),
            "NoC mesh rows (ESP's SOC_ROWS), filled row by row in tile order; with \
             cols, rows x cols = tile count (default: one row).",
        )
        .example(Int(3)),
        Key::new(
            "cols",
            int(1, 4096),
            "NoC mesh columns (ESP's SOC_COLS); set with rows.",
        )
        .example(Int(3)),
    ]
}

/// `[[tile]]`.
pub(super) fn tiles() -> Key {
    let tile = Table {
        doc: "One tile, in ESP index order.",
        keys: vec![
            Key::new("name", Kind::Name, "Lower-case identifier of the tile.")
                .required()
                .example(Literal::Str("cpu0")),
            Key::new(
                "kind",
                tile_kind(),
                "Tile kind: cpu, mem, acc, io, slm or empty.",
            )
            .required()
            .example(Literal::Str("cpu")),
        ],
        rules: Vec::new(),
    };
    Key::new(
        "tile",
        Kind::Tables {
            table: tile,
            min_items: 1,
            max_items: Some(4096),
        },
        "The tiles, in ESP index order (1 to 4096).",
    )
    .required()
}

/// `[[access]]`.
pub(super) fn access() -> Key {
    let window = format!(
        "^(tile_({})|packer|autocounter_{})$",
        TILE_KINDS.join("|"),
        NAME_PATTERN.trim_start_matches('^').trim_end_matches('$')
    );
    let entry = Table {
        doc: "One window type's own access policy.",
        keys: vec![
            Key::new(
                "window",
                Kind::Pattern(window),
                "The window type: tile_<kind>, packer or autocounter_<domain>.",
            )
            .required()
            .example(Literal::Str("tile_cpu")),
            Key::new(
                "read",
                spellings(&POLICY_CHOICES),
                "Who may read it (default soc.read_access).",
            ),
            Key::new(
                "write",
                spellings(&POLICY_CHOICES),
                "Who may write it (default soc.write_access).",
            ),
        ],
        rules: Vec::new(),
    };
    Key::new(
        "access",
        Kind::Tables {
            table: entry,
            min_items: 0,
            max_items: None,
        },
        "Window types whose access policy differs from [soc]'s (docs/access-policy.md).",
    )
}
