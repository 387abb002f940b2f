//! The optional blocks: `[packer]`, `[autocounter]`, `[programmable]` and
//! `[core]`. One-line descriptions follow their pages under docs/.

use super::sections::{choice, int, pow2, tile_kind, NAME_PATTERN};
use super::{Key, Kind, Literal, Step, Table};
use crate::model::core::CoreSignal;

/// `[packer]` (docs/packer.md); the defaults give Flute's CMS packet.
pub(super) fn packer() -> Table {
    Table {
        doc: "The continuous-monitoring trace packer (docs/packer.md).",
        keys: [packer_packet(), packer_flow()].concat(),
        rules: Vec::new(),
    }
}

/// `[packer]`'s window and the packet's fields.
fn packer_packet() -> Vec<Key> {
    use Literal::Int;
    vec![
        Key::new(
            "base",
            int(0, 0xFFFF_FFFF),
            "Physical address of its register window (on the monitors' bus).",
        )
        .default(Int(0x600B_0000)),
        Key::new(
            "stream_width",
            Kind::Int {
                min: 64,
                max: 4096,
                step: Step::MultipleOf(32),
            },
            "AXI4-Stream TDATA bits: a multiple of 32, 64..4096.",
        )
        .default(Int(1024)),
        Key::new("pc_width", int(16, 64), "Program-counter bits.").default(Int(64)),
        Key::new(
            "cycles_width",
            int(1, 64),
            "Bits of the cycles since the previous packet.",
        )
        .default(Int(64)),
        Key::new(
            "halted_width",
            int(1, 64),
            "Bits of the cycles halted since the previous packet.",
        )
        .default(Int(64)),
        Key::new(
            "counters",
            int(1, 64),
            "Event counters of counter_width bits, plus an overflow map.",
        )
        .default(Int(39)),
        Key::new("counter_width", int(1, 16), "Bits per event counter.").default(Int(7)),
        Key::new(
            "registers",
            int(0, 8),
            "Core registers in each packet, of register_width bits.",
        )
        .default(Int(4)),
        Key::new("register_width", int(1, 64), "Bits per core register.").default(Int(64)),
    ]
}

/// `[packer]`'s FIFO, halting, filters and framing.
fn packer_flow() -> Vec<Key> {
    use Literal::{Bool, Int};
    vec![
        Key::new(
            "fifo_depth",
            pow2(2, 65536),
            "FIFO entries: a power of two, 2..65536.",
        )
        .default(Int(2048)),
        Key::new(
            "almost_full",
            int(0, 0xFFFF_FFFF),
            "Reset value of the halt threshold (1..=a bound set by fifo_depth and \
             halt_latency).",
        )
        .default(Int(2000)),
        Key::new(
            "halt_latency",
            int(0, 64),
            "Cycles the core may keep retiring after halt rises.",
        )
        .default(Int(1)),
        Key::new("watchpoints", int(0, 16), "PC watchpoints.").default(Int(4)),
        Key::new(
            "tlast_every",
            int(0, 65535),
            "Reset value of the TLAST interval in packets (0: only on flush).",
        )
        .default(Int(16)),
        Key::new(
            "rv32",
            Kind::Bool,
            "RV32 core: C.JAL is a jump (on RV64 that encoding is C.ADDIW).",
        )
        .default(Bool(false)),
    ]
}

/// `[autocounter]` (docs/autocounter.md).
pub(super) fn autocounter() -> Table {
    use Literal::Int;
    let domain = Table {
        doc: "A clock domain: local clock = base clock * multiplier / divisor.",
        keys: vec![
            Key::new("name", Kind::Name, "Lower-case identifier of the domain.")
                .required()
                .example(Literal::Str("core")),
            Key::new(
                "multiplier",
                int(1, 1024),
                "Local clock = base clock * multiplier / divisor.",
            )
            .default(Int(1)),
            Key::new(
                "divisor",
                int(1, 1024),
                "Local clock = base clock * multiplier / divisor.",
            )
            .default(Int(1)),
        ],
        rules: Vec::new(),
    };
    Table {
        doc: "FireSim-style AutoCounter accumulators (docs/autocounter.md).",
        keys: vec![
            Key::new(
                "base",
                int(0, 0xFFFF_FFFF),
                "Domain d's register window is at base + d * 0x400.",
            )
            .default(Int(0x600C_0000)),
            Key::new(
                "fifo_depth",
                pow2(2, 1024),
                "Samples each domain's FIFO holds: a power of two, 2..1024.",
            )
            .default(Int(8)),
            Key::new(
                "read_rate",
                int(0, 0xFFFF_FFFF),
                "Reset value of every domain's read_rate register (0: sampling off).",
            )
            .default(Int(0)),
            Key::new(
                "domain",
                Kind::Tables {
                    table: domain,
                    min_items: 1,
                    max_items: None,
                },
                "The clock domains (at least one).",
            )
            .required(),
            Key::new(
                "counter",
                Kind::Tables {
                    table: autocounter_counter(),
                    min_items: 0,
                    max_items: None,
                },
                "The accumulators.",
            ),
        ],
        rules: Vec::new(),
    }
}

fn autocounter_counter() -> Table {
    Table {
        doc: "One AutoCounter.",
        keys: vec![
            Key::new(
                "label",
                Kind::Name,
                "Lower-case identifier; also its input port.",
            )
            .required()
            .example(Literal::Str("iret")),
            Key::new("description", Kind::Text, "Free text (quoted in the CSV)."),
            Key::new(
                "path",
                Kind::Pattern("^[A-Za-z0-9_.]+$".into()),
                "Instance path, letters, digits, _ and . (CSV label: path_label).",
            )
            .required()
            .example(Literal::Str("tile0.core")),
            Key::new(
                "width",
                int(1, 64),
                "Bits of the increment (accumulate) or of the value (identity).",
            )
            .default(Literal::Int(1)),
            Key::new(
                "mode",
                choice(&["accumulate", "identity"]),
                "\"accumulate\": N-bit increments into 64 bits; \"identity\": a value, sampled.",
            )
            .default(Literal::Str("accumulate")),
            Key::new(
                "domain",
                Kind::Name,
                "The [[autocounter.domain]] it is counted in.",
            )
            .required()
            .example(Literal::Str("core")),
            Key::new(
                "source",
                Kind::Name,
                "The domain the signal is raised in, if another (1-bit only: a 2-FF synchroniser).",
            ),
        ],
        rules: Vec::new(),
    }
}

/// `[programmable]` (docs/programmable-counters.md).
pub(super) fn programmable() -> Table {
    use Literal::{Bool, Int};
    Table {
        doc: "Event-selectable counters per tile (docs/programmable-counters.md).",
        keys: vec![
            Key::new(
                "kinds",
                Kind::List {
                    item: Box::new(tile_kind()),
                    unique: false,
                    min_items: 0,
                },
                "Tile kinds that get the bank.",
            )
            .default(Literal::Strs(vec!["cpu"])),
            Key::new("counters", int(1, 16), "Physical counters per tile (K).").default(Int(4)),
            Key::new("width", int(1, 64), "Counter width.").default(Int(48)),
            Key::new(
                "threshold",
                Kind::Bool,
                "A threshold per counter, with an interrupt: a per-task budget.",
            )
            .default(Bool(true)),
            Key::new(
                "cycles_event",
                Kind::Name,
                "The event counting core cycles, for IPC (default: the event called \
                 cycles or cycle).",
            ),
            Key::new(
                "instructions_event",
                Kind::Name,
                "The event counting retired instructions, for IPC (default: instret or \
                 instructions).",
            ),
            Key::new(
                "event",
                Kind::Tables {
                    table: programmable_event(),
                    min_items: 1,
                    max_items: Some(256),
                },
                "The selectable events (1 to 256); the selector value is the index.",
            )
            .required(),
            Key::new(
                "preset",
                Kind::Tables {
                    table: programmable_preset(),
                    min_items: 0,
                    max_items: None,
                },
                "PAPI-style derived events: sums and differences of native ones.",
            ),
        ],
        rules: Vec::new(),
    }
}

fn programmable_event() -> Table {
    Table {
        doc: "A selectable event; its selector value is its index.",
        keys: vec![
            Key::new("name", Kind::Name, "Lower-case identifier of the event.")
                .required()
                .example(Literal::Str("l1d_hit")),
            Key::new("description", Kind::Text, "Free text."),
            Key::new(
                "counters",
                Kind::List {
                    item: Box::new(int(0, 15)),
                    unique: false,
                    min_items: 0,
                },
                "The counters wired to it (all, if absent).",
            ),
        ],
        rules: Vec::new(),
    }
}

fn programmable_preset() -> Table {
    Table {
        doc: "A PAPI-style derived event.",
        keys: vec![
            Key::new("name", Kind::Name, "Lower-case identifier of the preset.")
                .required()
                .example(Literal::Str("l1d_access")),
            Key::new("description", Kind::Text, "Free text."),
            Key::new(
                "formula",
                Kind::Pattern(formula_pattern()),
                "Native events joined by + and -, e.g. \"l1d_hit + l1d_miss\".",
            )
            .required()
            .example(Literal::Str("l1d_hit")),
        ],
        rules: Vec::new(),
    }
}

/// Event names joined by `+` and `-`, with spaces and tabs anywhere
/// between (`model::elaborate::formula`; the events are names).
fn formula_pattern() -> String {
    let name = NAME_PATTERN.trim_start_matches('^').trim_end_matches('$');
    format!("^[ \\t]*{name}([ \\t]*[+-][ \\t]*{name})*[ \\t]*$")
}

/// `[core]` (docs/reference-soc.md).
pub(super) fn core() -> Table {
    let signals = CoreSignal::ALL.iter().map(|s| s.name()).collect();
    Table {
        doc: "The reference SoC's core, RAM, console and event mapping (docs/reference-soc.md).",
        keys: vec![
            Key::new(
                "tile",
                Kind::Name,
                "The cpu tile the core's events drive (default: the first cpu tile).",
            )
            .example(Literal::Str("cpu0")),
            Key::new(
                "isa",
                choice(&["rv32imc", "rv32ic"]),
                "\"rv32imc\", or \"rv32ic\": PicoRV32 without its multiplier, divider \
                 and barrel shifter.",
            )
            .default(Literal::Str("rv32imc")),
            Key::new(
                "ram",
                pow2(0x1000, 0x1000_0000),
                "Bytes of RAM from address 0: a power of two, 0x1000..0x10000000.",
            )
            .default(Literal::Int(0x1_0000)),
            Key::new(
                "console",
                Kind::Int {
                    min: 0,
                    max: 0xFFFF_FFF8,
                    step: Step::MultipleOf(8),
                },
                "Console: byte writes at +0 print, a word at +4 ends the run (default: \
                 the first free 8 bytes from 0x10000000).",
            ),
            Key::new(
                "events",
                Kind::Map(Box::new(Kind::Choice(signals))),
                "Monitor or programmable event = core signal (default: by the usual names).",
            ),
        ],
        rules: Vec::new(),
    }
}
