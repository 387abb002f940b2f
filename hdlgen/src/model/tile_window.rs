//! The monitor window of one tile kind: the map's layout (`map.rs` decides
//! every word) with the fields, resets and access of what that kind's bank
//! implements. Words the bank does not implement keep no fields and read 0.

use super::window::{mask, Access, EnumValue, Field, Register, Window};
use super::{Bank, Programmable, RegKind, Soc};

/// Bit of a programmable counter's select register that inhibits it; it
/// resets to 1, so software picks events before anything counts.
pub const INHIBIT_BIT: u32 = 31;
/// Bit of `prog_flags` (and `prog_irq_enable`) where the threshold flags
/// start: counter k's overflow is bit k, its threshold bit `THRESHOLD_FLAGS + k`.
pub const THRESHOLD_FLAGS: u32 = 16;
/// INFO: (name, lsb, width) of its fields, lowest first.
const INFO_FIELDS: [(&str, u32, u32); 4] = [
    ("tile", 0, 16),
    ("words", 16, 8),
    ("kind", 24, 4),
    ("version", 28, 4),
];

/// Bits of a value of `width` bits that live in word `hi` (0: low word).
fn part(width: u32, hi: bool) -> u32 {
    if hi {
        width.saturating_sub(32)
    } else {
        width.min(32)
    }
}

/// The window of `soc.banks[bank]`, from the layout `regs`.
pub fn build(soc: &Soc, bank: usize, layout: &[Register]) -> Window {
    let b = &soc.banks[bank];
    let regs = layout
        .iter()
        .map(|r| Register {
            fields: fields(soc, bank, r),
            ..r.clone()
        })
        .collect();
    Window {
        name: format!("tile_{}", b.kind),
        description: format!("Monitor window of a {} tile", b.kind),
        word_bits: soc.map.word_bits,
        regs,
        // The access policy is the description's, set in elaboration.
        ..Window::default()
    }
}

/// The fields `soc.banks[bank]` implements at register `r` of the layout.
fn fields(soc: &Soc, bank: usize, r: &Register) -> Vec<Field> {
    use Access::*;
    let b = &soc.banks[bank];
    let prog = soc.programmable.as_ref().filter(|_| b.programmable);
    let f = Field::new;
    let super::window::Role::Tile(kind) = r.role else {
        unreachable!("the tile layout holds tile registers")
    };
    match kind {
        // Every write of 1 takes a new snapshot, even while one is held;
        // the SoC-wide snapshot sets and releases it too.
        RegKind::Snapshot => vec![Field {
            hw_sets_clears: true,
            ..f(
                "active",
                0,
                1,
                Rw,
                0,
                "1: reads return the snapshot taken when it was set",
            )
            .acts()
        }],
        RegKind::MonitorLo(n) | RegKind::MonitorHi(n) => {
            if soc.counter_of(bank, n).is_none() {
                return Vec::new();
            }
            let hi = matches!(kind, RegKind::MonitorHi(_));
            let w = part(soc.monitors[n].width, hi);
            vec![f(
                "count",
                0,
                w,
                Ro,
                0,
                if hi { "Count, high bits" } else { "Count" },
            )]
        }
        RegKind::Ctrl => vec![
            f("freeze", 0, 1, Rw, 0, "1: every counter of the tile holds"),
            f(
                "clear",
                1,
                1,
                Wo,
                0,
                "Write 1: zero every counter and flag of the tile (reads 0)",
            )
            .pulse(),
        ],
        RegKind::GlobalSnapshot => vec![f(
            "take",
            0,
            1,
            Wo,
            0,
            "Write 1: snapshot every tile in the same cycle; write 0: release them all (reads 0)",
        )
        .on_write()],
        RegKind::Info => info(soc, b),
        RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
            flags(soc, b, kind, k)
        }
        _ => prog.map_or_else(Vec::new, |p| prog_fields(p, kind)),
    }
}

/// INFO: the tile's index, then constants of the generation.
fn info(soc: &Soc, b: &Bank) -> Vec<Field> {
    let values = [0, soc.monitor_words(), b.kind_code, soc.map.version];
    let docs = [
        "Index of this tile",
        "Monitor words in the map",
        "Tile kind code",
        "Map layout version",
    ];
    INFO_FIELDS
        .iter()
        .zip(values.iter().zip(docs))
        .map(|(&(name, lsb, width), (&v, doc))| {
            let field = Field::new(
                name,
                lsb,
                width,
                Access::Ro,
                u64::from(v & mask(width)),
                doc,
            );
            if name == "tile" {
                Field {
                    reset_is_tile: true,
                    ..field
                }
            } else {
                field.fixed()
            }
        })
        .collect()
}

/// A flag word: one bit per monitor of the bank whose index falls in word `k`.
fn flags(soc: &Soc, b: &Bank, kind: RegKind, k: u32) -> Vec<Field> {
    use Access::*;
    let (access, reset, what) = match kind {
        RegKind::Enable(_) => (Rw, 1, "counts when 1"),
        RegKind::OverflowFlags(_) => (W1c, 0, "overflowed (sticky; write 1 to clear)"),
        _ => (Rw, 0, "overflow raises irq when 1"),
    };
    let mut v: Vec<Field> = b
        .counters
        .iter()
        .map(|c| &soc.monitors[c.monitor])
        .filter(|m| m.index / 32 == k)
        .map(|m| {
            let desc = format!("{}: {what}", m.name);
            Field::new(&m.name, m.index % 32, 1, access, reset, &desc)
        })
        .collect();
    v.sort_by_key(|x| x.lsb);
    v
}

/// The programmable counters' registers.
fn prog_fields(p: &Programmable, kind: RegKind) -> Vec<Field> {
    use Access::*;
    let f = Field::new;
    match kind {
        RegKind::ProgSelect(_) => {
            let event = Field {
                values: p
                    .events
                    .iter()
                    .enumerate()
                    .map(|(code, e)| EnumValue {
                        name: e.name.clone(),
                        value: code as u32,
                        description: e.description.clone(),
                    })
                    .collect(),
                ..f(
                    "event",
                    0,
                    p.select_bits(),
                    Rw,
                    0,
                    "Event code (see the event table)",
                )
            };
            let inhibit = f(
                "inhibit",
                INHIBIT_BIT,
                1,
                Rw,
                1,
                "1: the counter holds (set at reset)",
            );
            vec![event, inhibit]
        }
        RegKind::ProgCountLo(_) | RegKind::ProgCountHi(_) => {
            let hi = matches!(kind, RegKind::ProgCountHi(_));
            let doc = if hi {
                "Count, high bits"
            } else {
                "Count, bits 31:0"
            };
            vec![f("count", 0, part(p.width, hi), Rw, 0, doc)]
        }
        RegKind::ProgThreshLo(_) | RegKind::ProgThreshHi(_) => {
            let hi = matches!(kind, RegKind::ProgThreshHi(_));
            vec![f(
                "threshold",
                0,
                part(p.width, hi),
                Rw,
                0,
                "Threshold (0: none)",
            )]
        }
        RegKind::ProgFlags | RegKind::ProgIrqEnable => {
            let access = if kind == RegKind::ProgFlags { W1c } else { Rw };
            let mut v: Vec<Field> = (0..p.counters)
                .map(|k| {
                    let doc = format!("Counter {k} overflowed");
                    f(&format!("overflow{k}"), k, 1, access, 0, &doc)
                })
                .collect();
            if p.threshold {
                v.extend((0..p.counters).map(|k| {
                    let doc = format!("Counter {k} reached its threshold");
                    f(
                        &format!("threshold{k}"),
                        THRESHOLD_FLAGS + k,
                        1,
                        access,
                        0,
                        &doc,
                    )
                }));
            }
            v
        }
        _ => unreachable!("every other tile register is handled in `fields`"),
    }
}
