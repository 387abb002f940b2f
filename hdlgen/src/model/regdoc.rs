//! Every register of every bus window, with its fields, reset values and
//! access: what the Markdown, CMSIS-SVD and SystemRDL exporters print.
//!
//! Built from the map (`map.rs` decides addresses) and the model's reset
//! values and writable masks, the same ones the RTL templates and the golden
//! models use, so a document cannot disagree with the hardware.

use super::packer::{ctrl, PackerRegKind};
use super::{Access, RegKind, Soc};
use crate::model::autocounter::AcRegKind;

/// A bit field of a register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDoc {
    /// Identifier.
    pub name: String,
    /// Lowest bit.
    pub lsb: u32,
    /// Bits.
    pub width: u32,
    /// Software access.
    pub access: Access,
    /// Reset value (of the field, shifted down to bit 0).
    pub reset: u64,
    /// The reset value is the tile's index, so it differs per instance.
    pub reset_is_tile: bool,
    /// A read-only value fixed at generation time (not driven by logic).
    pub constant: bool,
    /// What a write does besides storing (strobes store nothing).
    pub effect: WriteEffect,
    /// The field stores what is written, and a write also raises a one-cycle
    /// strobe the RTL acts on (SystemRDL's `swmod`).
    pub write_acts: bool,
    /// Besides software, the hardware sets and clears the stored value
    /// (SystemRDL's `hwset` and `hwclr`).
    pub hw_sets_clears: bool,
    /// Free text.
    pub description: String,
}

/// What writing a field does in the RTL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteEffect {
    /// The written value is stored (or the field is not writable).
    Store,
    /// Writing 1 raises a one-cycle strobe; nothing is stored (reads 0).
    PulseOnOne,
    /// Any write raises a one-cycle strobe that carries the written value;
    /// nothing is stored (reads 0).
    PulseOnWrite,
}

/// A 32-bit register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegDoc {
    /// Identifier.
    pub name: String,
    /// Byte offset in its window.
    pub offset: u32,
    /// Software access of the register as a whole.
    pub access: Access,
    /// Free text.
    pub description: String,
    /// Fields, lowest bit first; bits outside every field read 0.
    pub fields: Vec<FieldDoc>,
}

impl RegDoc {
    /// Reset value of the whole register (tile-index fields as 0).
    pub fn reset(&self) -> u32 {
        self.fields
            .iter()
            .filter(|f| !f.reset_is_tile)
            .fold(0, |a, f| a | ((f.reset as u32) << f.lsb))
    }

    /// Bits whose reset value is the same in every instance.
    pub fn reset_mask(&self) -> u32 {
        self.fields
            .iter()
            .filter(|f| !f.reset_is_tile)
            .fold(0, |a, f| a | (mask(f.width) << f.lsb))
    }
}

/// A kind of window: a tile kind's monitor bank, the packer, an AutoCounter domain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockDoc {
    /// Type name, e.g. `tile_cpu`.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Window size in bytes.
    pub size: u64,
    /// Registers by offset.
    pub regs: Vec<RegDoc>,
}

/// A window on the bus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstanceDoc {
    /// Identifier (the tile's name, `packer`, `autocounter_<domain>`).
    pub name: String,
    /// Index into [`RegisterDoc::blocks`].
    pub block: usize,
    /// Physical base address.
    pub base: u64,
    /// Tile index, for tile windows.
    pub tile: Option<u32>,
}

/// Every window of the SoC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterDoc {
    /// Window types.
    pub blocks: Vec<BlockDoc>,
    /// Windows, tiles first in index order.
    pub instances: Vec<InstanceDoc>,
}

fn mask(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    }
}

fn field(
    name: &str,
    lsb: u32,
    width: u32,
    access: Access,
    reset: u64,
    description: &str,
) -> FieldDoc {
    FieldDoc {
        name: name.to_string(),
        lsb,
        width,
        access,
        reset,
        reset_is_tile: false,
        constant: false,
        effect: WriteEffect::Store,
        write_acts: false,
        hw_sets_clears: false,
        description: description.to_string(),
    }
}

/// `f`, a strobe that writing 1 raises.
fn pulse(f: FieldDoc) -> FieldDoc {
    FieldDoc {
        effect: WriteEffect::PulseOnOne,
        ..f
    }
}

/// `f`, a strobe that any write raises, with the written value.
fn on_write(f: FieldDoc) -> FieldDoc {
    FieldDoc {
        effect: WriteEffect::PulseOnWrite,
        ..f
    }
}

/// `f`, a stored field whose every write also acts in the RTL.
fn acts(f: FieldDoc) -> FieldDoc {
    FieldDoc {
        write_acts: true,
        ..f
    }
}

/// `f`, marked as a generation-time constant.
fn fixed(f: FieldDoc) -> FieldDoc {
    FieldDoc {
        constant: true,
        ..f
    }
}

/// Bits of a value of `width` bits that live in word `hi` (0: low word).
fn part(width: u32, hi: bool) -> u32 {
    if hi {
        width.saturating_sub(32)
    } else {
        width.min(32)
    }
}

/// The monitor window of tile kind `bank`: only what the bank implements
/// (other words read 0).
fn tile_block(soc: &Soc, bank: usize) -> BlockDoc {
    use Access::*;
    let b = &soc.banks[bank];
    let prog = soc.programmable.as_ref().filter(|_| b.programmable);
    let mut regs = Vec::new();
    for r in &soc.map.regs {
        let f = |name: &str, lsb, width, access, reset, d: &str| {
            field(name, lsb, width, access, reset, d)
        };
        let fields = match r.kind {
            // Every write of 1 takes a new snapshot, even while one is held;
            // the SoC-wide snapshot sets and releases it too.
            RegKind::Snapshot => vec![FieldDoc {
                hw_sets_clears: true,
                ..acts(f("active", 0, 1, Rw, 0, "1: reads return the snapshot taken when it was set"))
            }],
            RegKind::MonitorLo(n) | RegKind::MonitorHi(n) => {
                if soc.counter_of(bank, n).is_none() {
                    continue;
                }
                let hi = matches!(r.kind, RegKind::MonitorHi(_));
                let w = part(soc.monitors[n].width, hi);
                vec![f("count", 0, w, Ro, 0, if hi { "Count, high bits" } else { "Count" })]
            }
            RegKind::Ctrl => vec![
                f("freeze", 0, 1, Rw, 0, "1: every counter of the tile holds"),
                pulse(f("clear", 1, 1, Wo, 0, "Write 1: zero every counter and flag of the tile (reads 0)")),
            ],
            RegKind::GlobalSnapshot => vec![on_write(f(
                "take",
                0,
                1,
                Wo,
                0,
                "Write 1: snapshot every tile in the same cycle; write 0: release them all (reads 0)",
            ))],
            RegKind::Info => {
                let v = soc.info_value(bank, 0);
                let mut tile = f("tile", 0, 16, Ro, 0, "Index of this tile");
                tile.reset_is_tile = true;
                vec![
                    tile,
                    fixed(f("words", 16, 8, Ro, u64::from(v >> 16 & 0xFF), "Monitor words in the map")),
                    fixed(f("kind", 24, 4, Ro, u64::from(v >> 24 & 0xF), "Tile kind code")),
                    fixed(f("version", 28, 4, Ro, u64::from(v >> 28 & 0xF), "Map layout version")),
                ]
            }
            RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
                let (access, reset, what) = match r.kind {
                    RegKind::Enable(_) => (Rw, 1, "counts when 1"),
                    RegKind::OverflowFlags(_) => (W1c, 0, "overflowed (sticky; write 1 to clear)"),
                    _ => (Rw, 0, "overflow raises irq when 1"),
                };
                let mut v: Vec<FieldDoc> = b
                    .counters
                    .iter()
                    .map(|c| &soc.monitors[c.monitor])
                    .filter(|m| m.index / 32 == k)
                    .map(|m| f(&m.name, m.index % 32, 1, access, reset, &format!("{}: {what}", m.name)))
                    .collect();
                if v.is_empty() {
                    continue;
                }
                v.sort_by_key(|x| x.lsb);
                v
            }
            RegKind::ProgSelect(_) => {
                let Some(p) = prog else { continue };
                vec![
                    f("event", 0, p.select_bits(), Rw, 0, "Event code (see the event table)"),
                    f("inhibit", 31, 1, Rw, 1, "1: the counter holds (set at reset)"),
                ]
            }
            RegKind::ProgCountLo(_) | RegKind::ProgCountHi(_) => {
                let Some(p) = prog else { continue };
                let hi = matches!(r.kind, RegKind::ProgCountHi(_));
                vec![f("count", 0, part(p.width, hi), Rw, 0, if hi { "Count, high bits" } else { "Count, bits 31:0" })]
            }
            RegKind::ProgThreshLo(_) | RegKind::ProgThreshHi(_) => {
                let Some(p) = prog else { continue };
                let hi = matches!(r.kind, RegKind::ProgThreshHi(_));
                vec![f("threshold", 0, part(p.width, hi), Rw, 0, "Threshold (0: none)")]
            }
            RegKind::ProgFlags | RegKind::ProgIrqEnable => {
                let Some(p) = prog else { continue };
                let flags = r.kind == RegKind::ProgFlags;
                let access = if flags { W1c } else { Rw };
                let mut v = Vec::new();
                for k in 0..p.counters {
                    v.push(f(&format!("overflow{k}"), k, 1, access, 0, &format!("Counter {k} overflowed")));
                }
                if p.threshold {
                    for k in 0..p.counters {
                        v.push(f(&format!("threshold{k}"), 16 + k, 1, access, 0, &format!("Counter {k} reached its threshold")));
                    }
                }
                v
            }
        };
        regs.push(RegDoc {
            name: r.name.clone(),
            offset: r.word * 4,
            access: r.access,
            description: r.description.clone(),
            fields,
        });
    }
    BlockDoc {
        name: format!("tile_{}", b.kind),
        description: format!("Monitor window of a {} tile", b.kind),
        size: soc.map.stride,
        regs,
    }
}

fn packer_block(soc: &Soc) -> Option<BlockDoc> {
    use Access::*;
    use PackerRegKind as K;
    let p = soc.packer.as_ref()?;
    let regs = p
        .regs
        .iter()
        .filter_map(|r| {
            let f = |name: &str, lsb, width, access, reset: u32, d: &str| {
                field(name, lsb, width, access, u64::from(reset), d)
            };
            let bit = |name: &str, b: u32, d: &str| {
                f(
                    name,
                    b.trailing_zeros(),
                    1,
                    r.access,
                    u32::from(r.reset & b != 0),
                    d,
                )
            };
            let fields = match r.kind {
                K::Ctrl => vec![
                    bit("enable", ctrl::ENABLE, "Tracing enabled"),
                    bit(
                        "cf_filter",
                        ctrl::CF_FILTER,
                        "Keep only control flow and the instruction after it",
                    ),
                    bit(
                        "halt_enable",
                        ctrl::HALT_ENABLE,
                        "Halt the core while the FIFO is at almost_full",
                    ),
                    bit("force_halt", ctrl::FORCE_HALT, "Halt the core"),
                    // Every write of ctrl re-arms both triggers.
                    acts(bit(
                        "start_trigger",
                        ctrl::START_TRIGGER,
                        "Start tracing at start_pc",
                    )),
                    acts(bit(
                        "stop_trigger",
                        ctrl::STOP_TRIGGER,
                        "Stop tracing after stop_pc",
                    )),
                ],
                K::Cmd => vec![
                    pulse(f(
                        "flush",
                        0,
                        1,
                        Wo,
                        0,
                        "Write 1: emit a packet now, with TLAST (with halting on, once the level is below the threshold)",
                    )),
                    pulse(f("clear_drops", 1, 1, Wo, 0, "Write 1: zero the drop counter")),
                ],
                K::Status => vec![
                    f("tracing", 0, 1, Ro, 0, "Tracing"),
                    f("halt", 1, 1, Ro, 0, "Halt output"),
                    f("empty", 2, 1, Ro, 0, "FIFO empty"),
                    f("full", 3, 1, Ro, 0, "FIFO full"),
                    f("flush_pending", 4, 1, Ro, 0, "A flush waits for room (halting on)"),
                ],
                K::WpCfg(_) => vec![
                    f("enable", 0, 1, Rw, 0, "Watchpoint enabled"),
                    f("range", 1, 1, Rw, 0, "1: range a..=b; 0: exact a"),
                    f(
                        "exclude",
                        2,
                        1,
                        Rw,
                        0,
                        "1: drop matching instructions; 0: keep only them",
                    ),
                ],
                K::LayoutId => vec![fixed(f(
                    "id",
                    0,
                    16,
                    Ro,
                    u32::from(p.layout_id),
                    "Layout id",
                ))],
                K::Level => vec![f("level", 0, p.level_bits(), Ro, 0, "Packets in the FIFO")],
                _ if r.access == Ro => vec![f("value", 0, 32, Ro, r.reset, &r.description)],
                // Writable values: the bits the mask allows, from bit 0.
                _ => {
                    let w = 32 - r.mask.leading_zeros();
                    if w == 0 {
                        return None;
                    }
                    vec![f("value", 0, w, r.access, r.reset, &r.description)]
                }
            };
            Some(RegDoc {
                name: r.name.clone(),
                offset: r.word * 4,
                access: r.access,
                description: r.description.clone(),
                fields,
            })
        })
        // A register with no bits (a PC's high word when PCs are 32-bit) reads 0.
        .collect();
    Some(BlockDoc {
        name: "packer".into(),
        description: "Continuous-monitoring trace packer".into(),
        size: 4 << p.word_bits,
        regs,
    })
}

fn autocounter_blocks(soc: &Soc) -> Vec<(BlockDoc, u64, String)> {
    use Access::*;
    let Some(ac) = soc.autocounter.as_ref() else {
        return Vec::new();
    };
    ac.domains
        .iter()
        .map(|d| {
            let regs = d
                .regs
                .iter()
                .map(|r| {
                    let fields = match r.kind {
                        AcRegKind::ReadRate => vec![field(
                            "cycles",
                            0,
                            32,
                            Rw,
                            u64::from(ac.read_rate),
                            "Base cycles between samples (0: off)",
                        )],
                        AcRegKind::Pop => {
                            vec![on_write(field(
                                "pop",
                                0,
                                1,
                                Wo,
                                0,
                                "Write: discard the head sample",
                            ))]
                        }
                        AcRegKind::Info => vec![
                            fixed(field(
                                "counters",
                                0,
                                16,
                                Ro,
                                d.counters.len() as u64,
                                "Counters",
                            )),
                            fixed(field(
                                "fifo_depth",
                                16,
                                16,
                                Ro,
                                u64::from(ac.fifo_depth),
                                "FIFO depth",
                            )),
                        ],
                        _ => vec![field("value", 0, 32, Ro, 0, &r.description)],
                    };
                    RegDoc {
                        name: r.name.clone(),
                        offset: r.word * 4,
                        access: r.access,
                        description: r.description.clone(),
                        fields,
                    }
                })
                .collect();
            (
                BlockDoc {
                    name: format!("autocounter_{}", d.name),
                    description: format!("AutoCounter accumulators of clock domain {}", d.name),
                    size: 4 << d.word_bits,
                    regs,
                },
                d.base,
                format!("autocounter_{}", d.name),
            )
        })
        .collect()
}

/// Every window of `soc`, with its registers and fields.
pub fn document(soc: &Soc) -> RegisterDoc {
    let mut blocks: Vec<BlockDoc> = (0..soc.banks.len()).map(|b| tile_block(soc, b)).collect();
    let mut instances: Vec<InstanceDoc> = soc
        .tiles
        .iter()
        .map(|t| InstanceDoc {
            name: t.name.clone(),
            block: t.bank,
            base: soc.base + u64::from(t.index) * soc.map.stride,
            tile: Some(t.index),
        })
        .collect();
    if let Some(b) = packer_block(soc) {
        instances.push(InstanceDoc {
            name: "packer".into(),
            block: blocks.len(),
            base: soc.packer.as_ref().map_or(0, |p| p.base),
            tile: None,
        });
        blocks.push(b);
    }
    for (b, base, name) in autocounter_blocks(soc) {
        instances.push(InstanceDoc {
            name,
            block: blocks.len(),
            base,
            tile: None,
        });
        blocks.push(b);
    }
    RegisterDoc { blocks, instances }
}
