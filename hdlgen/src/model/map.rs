//! The one place where register addresses are decided.
//!
//! ESP-compatible layout: word 0 is the snapshot (burst) register and monitor
//! `i` sits at word `1 + i`. ESP leaves words 0x0F0–0x17C unused and keeps
//! 0x180–0x1FC for the tile's own CSRs, so our extra registers go in the first
//! free words after the monitors, below 0x180 — or, when the catalog fills that
//! space, at 0x200 and up if the tile stride leaves room.

use super::window::{Access, Register};
use super::{Monitor, Programmable, RegKind, TileMap, INHIBIT_BIT, THRESHOLD_FLAGS};

/// Word of ESP's monitor index 0: monitor `i` starts at `FIRST_MONITOR_WORD + i`.
pub const FIRST_MONITOR_WORD: u32 = 1;
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

/// A register of the layout: where it is and what it is. Its fields differ
/// by tile kind and are filled in by `tile_window.rs`.
fn reg(name: String, word: u32, kind: RegKind, access: Access, description: String) -> Register {
    Register::new(&name, word, kind, access, &description)
}

/// Lays out the registers of a tile window of `stride` bytes, in address order.
pub fn layout(
    monitors: &[Monitor],
    stride: u64,
    prog: Option<&Programmable>,
) -> Result<(TileMap, Vec<Register>), MapError> {
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

    let mut regs = monitor_words_of(monitors);

    // Extras start on a 16-byte boundary after the monitors (0x0F0 for ESP's 59).
    let after = (FIRST_MONITOR_WORD + monitor_words).next_multiple_of(4);
    let start = if after + extras <= CSR_FIRST_WORD {
        after
    } else if ESP_WINDOW_WORDS + extras <= window_words {
        ESP_WINDOW_WORDS
    } else {
        return Err(MapError::NoRoomForExtras { needed: extras });
    };
    let mut word = start;
    let mut push = |name: String, kind, access, description: String| {
        regs.push(reg(name, word, kind, access, description));
        word += 1;
    };
    controls(&mut push, flag_words);
    if let Some(p) = prog {
        programmable(&mut push, p);
    }
    regs.sort_by_key(|r| r.word);
    let map = TileMap {
        stride,
        word_bits: window_words.trailing_zeros(),
        flag_words,
        version: MAP_VERSION,
    };
    Ok((map, regs))
}

/// The snapshot word, then each monitor's words at ESP's index + 1.
fn monitor_words_of(monitors: &[Monitor]) -> Vec<Register> {
    let mut regs = vec![reg(
        "snapshot".into(),
        0,
        RegKind::Snapshot,
        Access::Rw,
        "Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)".into(),
    )];
    for (n, m) in monitors.iter().enumerate() {
        let word = FIRST_MONITOR_WORD + m.index;
        if m.words == 1 {
            regs.push(reg(
                m.name.clone(),
                word,
                RegKind::MonitorLo(n),
                Access::Ro,
                m.description.clone(),
            ));
        } else {
            regs.push(reg(
                format!("{}_lo", m.name),
                word,
                RegKind::MonitorLo(n),
                Access::Ro,
                format!(
                    "{} (bits 31:0; reading it latches the high word)",
                    m.description
                ),
            ));
            regs.push(reg(
                format!("{}_hi", m.name),
                word + 1,
                RegKind::MonitorHi(n),
                Access::Ro,
                format!(
                    "{} (bits {}:32, as latched by the last read of the low word)",
                    m.description,
                    m.width - 1
                ),
            ));
        }
    }

    regs
}

/// Adds a register at the next free word.
type Push<'a> = dyn FnMut(String, RegKind, Access, String) + 'a;

/// The control, global-snapshot and INFO words, then the flag words.
fn controls(push: &mut Push<'_>, flag_words: u32) {
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
}

/// Each programmable counter's select, count and threshold words, then the
/// flags and their interrupt enables.
fn programmable(push: &mut Push<'_>, p: &Programmable) {
    let w = p.words() == 2;
    for k in 0..p.counters {
        push(
            format!("prog{k}_select"),
            RegKind::ProgSelect(k),
            Access::Rw,
            format!(
                "Programmable counter {k}: bits {}:0 event, bit {INHIBIT_BIT} inhibit (reset 1)",
                p.select_bits() - 1
            ),
        );
        push(
            format!("prog{k}_count{}", if w { "_lo" } else { "" }),
            RegKind::ProgCountLo(k),
            Access::Rw,
            format!(
                "Programmable counter {k}, bits 31:0; writable (reading it latches the high word)"
            ),
        );
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
    push("prog_flags".into(), RegKind::ProgFlags, Access::W1c, format!("Bit k: counter k overflowed; bit {THRESHOLD_FLAGS}+k: counter k reached its threshold; write 1 to clear"));
    push(
        "prog_irq_enable".into(),
        RegKind::ProgIrqEnable,
        Access::Rw,
        "Interrupt enables for the prog_flags bits".into(),
    );
}
