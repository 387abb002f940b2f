//! The one place where register addresses are decided.
//!
//! ESP-compatible layout: word 0 is the snapshot (burst) register and monitor
//! `i` sits at word `1 + i`. ESP leaves words 0x0F0–0x17C unused and keeps
//! 0x180–0x1FC for the tile's own CSRs, so our extra registers go in the first
//! free words after the monitors, below 0x180 — or, when the catalog fills that
//! space, at 0x200 and up if the tile stride leaves room.

use super::{Access, Monitor, Programmable, RegKind, Register, TileMap};

/// First word of ESP's tile-CSR area (0x180), never used by monitors.
pub const CSR_FIRST_WORD: u32 = 0x180 / 4;
/// Word just past ESP's 0x200 window.
const ESP_WINDOW_WORDS: u32 = 0x200 / 4;
/// Bumped whenever the layout of extra registers changes.
pub const MAP_VERSION: u32 = 1;

/// Why a map could not be laid out.
#[derive(Debug)]
pub enum MapError {
    /// Monitors need more words than fit before the CSR area.
    TooManyMonitorWords { words: u32, max: u32 },
    /// The extra registers do not fit anywhere in the window.
    NoRoomForExtras { needed: u32 },
}

/// Lays out the registers of a tile window of `stride` bytes.
pub fn layout(
    monitors: &[Monitor],
    stride: u64,
    prog: Option<&Programmable>,
) -> Result<TileMap, MapError> {
    let window_words = (stride / 4) as u32;
    let monitor_words: u32 = monitors.iter().map(|m| m.words).sum();
    let max = CSR_FIRST_WORD - 1;
    if monitor_words > max {
        return Err(MapError::TooManyMonitorWords {
            words: monitor_words,
            max,
        });
    }
    let flag_words = monitor_words.div_ceil(32);
    let prog_words = prog.map_or(0, |p| {
        p.counters * (1 + p.words() + if p.threshold { p.words() } else { 0 }) + 2
    });
    let extras = 3 + 3 * flag_words + prog_words;

    let mut regs = vec![Register {
        name: "snapshot".into(),
        word: 0,
        kind: RegKind::Snapshot,
        access: Access::Rw,
        description: "Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)".into(),
    }];
    for (n, m) in monitors.iter().enumerate() {
        let word = 1 + m.index;
        if m.words == 1 {
            regs.push(Register {
                name: m.name.clone(),
                word,
                kind: RegKind::MonitorLo(n),
                access: Access::Ro,
                description: m.description.clone(),
            });
        } else {
            regs.push(Register {
                name: format!("{}_lo", m.name),
                word,
                kind: RegKind::MonitorLo(n),
                access: Access::Ro,
                description: format!(
                    "{} (bits 31:0; reading it latches the high word)",
                    m.description
                ),
            });
            regs.push(Register {
                name: format!("{}_hi", m.name),
                word: word + 1,
                kind: RegKind::MonitorHi(n),
                access: Access::Ro,
                description: format!(
                    "{} (bits {}:32, as latched by the last read of the low word)",
                    m.description,
                    m.width - 1
                ),
            });
        }
    }

    // Extras start on a 16-byte boundary after the monitors (0x0F0 for ESP's 59).
    let after = (1 + monitor_words).next_multiple_of(4);
    let start = if after + extras <= CSR_FIRST_WORD {
        after
    } else if ESP_WINDOW_WORDS + extras <= window_words {
        ESP_WINDOW_WORDS
    } else {
        return Err(MapError::NoRoomForExtras { needed: extras });
    };
    let mut word = start;
    let mut push = |name: String, kind, access, description: String| {
        regs.push(Register {
            name,
            word,
            kind,
            access,
            description,
        });
        word += 1;
    };
    push(
        "ctrl".into(),
        RegKind::Ctrl,
        Access::Rw,
        "Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)".into(),
    );
    push(
        "global_snapshot".into(),
        RegKind::GlobalSnapshot,
        Access::Wo,
        "Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0".into(),
    );
    push(
        "info".into(),
        RegKind::Info,
        Access::Ro,
        "Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version".into(),
    );
    for k in 0..flag_words {
        push(
            format!("enable{k}"),
            RegKind::Enable(k),
            Access::Rw,
            format!(
                "Count enable of monitors {}..{} (bit i = monitor 32*{k}+i)",
                32 * k,
                32 * k + 31
            ),
        );
    }
    for k in 0..flag_words {
        push(
            format!("overflow{k}"),
            RegKind::OverflowFlags(k),
            Access::W1c,
            format!(
                "Sticky overflow flags of monitors {}..{}; write 1 to clear",
                32 * k,
                32 * k + 31
            ),
        );
    }
    for k in 0..flag_words {
        push(
            format!("overflow_irq_enable{k}"),
            RegKind::OverflowIrqEnable(k),
            Access::Rw,
            format!(
                "Overflow interrupt enables of monitors {}..{}",
                32 * k,
                32 * k + 31
            ),
        );
    }
    if let Some(p) = prog {
        let w = p.words() == 2;
        for k in 0..p.counters {
            push(
                format!("prog{k}_select"),
                RegKind::ProgSelect(k),
                Access::Rw,
                format!(
                    "Programmable counter {k}: bits {}:0 event, bit 31 inhibit (reset 1)",
                    p.select_bits() - 1
                ),
            );
            push(format!("prog{k}_count{}", if w { "_lo" } else { "" }), RegKind::ProgCountLo(k), Access::Rw, format!("Programmable counter {k}, bits 31:0; writable (reading it latches the high word)"));
            if w {
                push(
                    format!("prog{k}_count_hi"),
                    RegKind::ProgCountHi(k),
                    Access::Rw,
                    format!("Programmable counter {k}, bits {}:32", p.width - 1),
                );
            }
            if p.threshold {
                push(
                    format!("prog{k}_threshold{}", if w { "_lo" } else { "" }),
                    RegKind::ProgThreshLo(k),
                    Access::Rw,
                    format!("Threshold of counter {k} (0: none), bits 31:0"),
                );
                if w {
                    push(
                        format!("prog{k}_threshold_hi"),
                        RegKind::ProgThreshHi(k),
                        Access::Rw,
                        format!("Threshold of counter {k}, bits {}:32", p.width - 1),
                    );
                }
            }
        }
        push("prog_flags".into(), RegKind::ProgFlags, Access::W1c, "Bit k: counter k overflowed; bit 16+k: counter k reached its threshold; write 1 to clear".into());
        push(
            "prog_irq_enable".into(),
            RegKind::ProgIrqEnable,
            Access::Rw,
            "Interrupt enables for the prog_flags bits".into(),
        );
    }
    regs.sort_by_key(|r| r.word);
    Ok(TileMap {
        stride,
        word_bits: window_words.trailing_zeros(),
        regs,
        flag_words,
        version: MAP_VERSION,
    })
}
