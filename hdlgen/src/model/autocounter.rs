//! AutoCounter (FireSim's out-of-band counters, done in RTL): every clock
//! domain gets one module, clocked by that domain's clock, with its own
//! register window. Base-clock cycles are derived exactly from local cycles
//! with the declared ratio (FireSim truncates, so slow domains drift).

use super::Access;
use crate::desc::CounterMode;

/// One counter of a domain.
#[derive(Debug, Clone)]
pub struct AcCounter {
    /// Identifier; the module's input is `ev_<label>`.
    pub label: String,
    /// Free text.
    pub description: String,
    /// Instance path.
    pub path: String,
    /// Event / value width.
    pub width: u32,
    /// Accumulate or identity.
    pub mode: CounterMode,
    /// Comes from another clock domain through a 2-FF synchroniser.
    pub synchronised: bool,
}

impl AcCounter {
    /// The instance path as FireSim spells it: components joined with `_`
    /// (the description's `tile0.core` is FireSim's `tile0_core`).
    pub fn firesim_path(&self) -> String {
        self.path.replace('.', "_")
    }

    /// The CSV column label: `<path>_<label>`, as FireSim writes it (no dots).
    pub fn csv_label(&self) -> String {
        format!("{}_{}", self.firesim_path(), self.label)
    }
}

/// What a register of a domain window is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AcRegKind {
    /// Base cycles between samples (0: sampling off).
    ReadRate,
    /// Samples waiting in the FIFO.
    Status,
    /// Samples dropped because the FIFO was full.
    Overruns,
    /// Write: drop the head sample.
    Pop,
    /// Number of counters and FIFO depth.
    Info,
    /// Word `i` of the head sample: base cycle, local cycle, then every value, 64 bits each, low word first.
    SampleWord(u32),
}

/// A register of a domain window.
#[derive(Debug, Clone)]
pub struct AcReg {
    /// Identifier.
    pub name: String,
    /// Word index.
    pub word: u32,
    /// What it is.
    pub kind: AcRegKind,
    /// Software access.
    pub access: Access,
    /// One-line documentation.
    pub description: String,
}

/// One clock domain's AutoCounter module.
#[derive(Debug, Clone)]
pub struct AcDomain {
    /// Domain index (CSV file AUTOCOUNTERFILE<index>.csv).
    pub index: u32,
    /// Identifier.
    pub name: String,
    /// Verilog module.
    pub module: String,
    /// Local frequency = base * multiplier / divisor.
    pub multiplier: u32,
    /// See `multiplier`.
    pub divisor: u32,
    /// Physical base of its register window.
    pub base: u64,
    /// Counters, in CSV column order.
    pub counters: Vec<AcCounter>,
    /// Registers.
    pub regs: Vec<AcReg>,
    /// Word-address bits of the window.
    pub word_bits: u32,
}

impl AcDomain {
    /// 32-bit words of one sample (base, local, values; 64 bits each).
    pub fn sample_words(&self) -> u32 {
        2 * (2 + self.counters.len() as u32)
    }

    /// Its clock is the base clock (the reference SoC runs one clock, and
    /// holds only these domains).
    pub fn at_base_clock(&self) -> bool {
        self.multiplier == self.divisor
    }

    /// Whole base cycles per local cycle, and the remainder in 1/multiplier units.
    pub fn base_step(&self) -> (u32, u32) {
        (
            self.divisor / self.multiplier,
            self.divisor % self.multiplier,
        )
    }
}

/// The AutoCounter block.
#[derive(Debug, Clone)]
pub struct AutoCounter {
    /// Samples per domain FIFO.
    pub fifo_depth: u32,
    /// Reset value of read_rate.
    pub read_rate: u32,
    /// Bytes between domain windows.
    pub stride: u64,
    /// Domains.
    pub domains: Vec<AcDomain>,
}

impl AutoCounter {
    /// Base cycles between the samples a host takes: `read_rate`, or 1000
    /// (FireSim's driver's default) when the description leaves sampling
    /// off at reset.
    pub fn host_read_rate(&self) -> u32 {
        if self.read_rate == 0 {
            1_000
        } else {
            self.read_rate
        }
    }

    /// The windows of the domains at the base clock as one bus of their
    /// own (the reference SoC's harness bus): its base (the lowest domain
    /// base) and byte-address bits, or `None` without such a domain.
    pub fn base_clock_bus(&self) -> Option<(u64, u32)> {
        let base = self.domains.iter().map(|d| d.base).min()?;
        let end = self
            .domains
            .iter()
            .filter(|d| d.at_base_clock())
            .map(|d| d.base - base + (4 << d.word_bits))
            .max()?;
        Some((base, 64 - (end - 1).leading_zeros()))
    }
}

/// First word of the head sample in a window.
pub const SAMPLE_WORD0: u32 = 16;

/// The register map of a domain with `counters` counters.
pub fn registers(counters: u32) -> Vec<AcReg> {
    use AcRegKind::*;
    use Access::*;
    let mut v = vec![
        AcReg {
            name: "read_rate".into(),
            word: 0,
            kind: ReadRate,
            access: Rw,
            description: "Base-clock cycles between samples; 0 turns sampling off".into(),
        },
        AcReg {
            name: "status".into(),
            word: 1,
            kind: Status,
            access: Ro,
            description: "Samples waiting in the FIFO".into(),
        },
        AcReg {
            name: "overruns".into(),
            word: 2,
            kind: Overruns,
            access: Ro,
            description: "Samples dropped because the FIFO was full".into(),
        },
        AcReg {
            name: "pop".into(),
            word: 3,
            kind: Pop,
            access: Wo,
            description: "Write to discard the head sample (after reading it)".into(),
        },
        AcReg {
            name: "info".into(),
            word: 4,
            kind: Info,
            access: Ro,
            description: "Bits 15:0 counters, 31:16 FIFO depth".into(),
        },
    ];
    for i in 0..2 * (2 + counters) {
        let what = match i / 2 {
            0 => "base cycle".to_string(),
            1 => "local cycle".to_string(),
            c => format!("counter {}", c - 2),
        };
        v.push(AcReg {
            name: format!("sample{i}"),
            word: SAMPLE_WORD0 + i,
            kind: SampleWord(i),
            access: Ro,
            description: format!(
                "Head sample: {what}, bits {}",
                if i % 2 == 0 { "31:0" } else { "63:32" }
            ),
        });
    }
    v
}

/// Word-address bits for a window of `counters` counters.
pub fn word_bits(counters: u32) -> u32 {
    let words = SAMPLE_WORD0 + 2 * (2 + counters);
    32 - (words - 1).leading_zeros()
}
