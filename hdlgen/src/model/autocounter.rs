//! AutoCounter (FireSim's out-of-band counters, done in RTL): every clock
//! domain gets one module, clocked by that domain's clock, with its own
//! register window. Base-clock cycles are derived exactly from local cycles
//! with the declared ratio (FireSim truncates, so slow domains drift).

use super::window::{Access, Field, Register, Role, Window};
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
    /// Its register window.
    pub window: Window,
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
        match self.read_rate() {
            0 => 1_000,
            rate => rate,
        }
    }

    /// Reset value of the domains' `read_rate` registers (the same in each).
    pub fn read_rate(&self) -> u32 {
        self.domains
            .first()
            .and_then(|d| d.window.reg(AcRegKind::ReadRate))
            .map_or(0, Register::reset)
    }

    /// Makes every domain's `read_rate` reset to `rate`: modules built for
    /// a run that samples from reset at a host's rate.
    pub fn set_read_rate(&mut self, rate: u32) {
        let role = Role::from(AcRegKind::ReadRate);
        for d in &mut self.domains {
            for r in d.window.regs.iter_mut().filter(|r| r.role == role) {
                for f in &mut r.fields {
                    f.reset = u64::from(rate);
                }
            }
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
            .map(|d| d.base - base + d.window.size())
            .max()?;
        Some((base, 64 - (end - 1).leading_zeros()))
    }
}

/// First word of the head sample in a window.
pub const SAMPLE_WORD0: u32 = 16;

/// The register window of domain `name` with `counters` counters, sampling
/// every `read_rate` base cycles from reset into a FIFO of `fifo_depth`.
pub fn window(name: &str, counters: u32, read_rate: u32, fifo_depth: u32) -> Window {
    let mut regs = control_regs(counters, read_rate, fifo_depth);
    regs.extend(sample_regs(counters));
    // Read-only values are one 32-bit field.
    for r in &mut regs {
        if r.fields.is_empty() {
            r.fields = vec![Field::new("value", 0, 32, Access::Ro, 0, &r.description)];
        }
    }
    Window {
        name: format!("autocounter_{name}"),
        description: format!("AutoCounter accumulators of clock domain {name}"),
        word_bits: word_bits(counters),
        regs,
        // The access policy is the description's, set in elaboration.
        ..Window::default()
    }
}

/// The registers before the head sample.
fn control_regs(counters: u32, read_rate: u32, fifo_depth: u32) -> Vec<Register> {
    use AcRegKind::*;
    use Access::*;
    let f = Field::new;
    vec![
        Register::new(
            "read_rate",
            0,
            ReadRate,
            Rw,
            "Base-clock cycles between samples; 0 turns sampling off",
        )
        .with(vec![f(
            "cycles",
            0,
            32,
            Rw,
            u64::from(read_rate),
            "Base cycles between samples (0: off)",
        )]),
        Register::new("status", 1, Status, Ro, "Samples waiting in the FIFO"),
        Register::new(
            "overruns",
            2,
            Overruns,
            Ro,
            "Samples dropped because the FIFO was full",
        ),
        Register::new(
            "pop",
            3,
            Pop,
            Wo,
            "Write to discard the head sample (after reading it)",
        )
        .with(vec![f(
            "pop",
            0,
            1,
            Wo,
            0,
            "Write: discard the head sample",
        )
        .on_write()]),
        Register::new("info", 4, Info, Ro, "Bits 15:0 counters, 31:16 FIFO depth").with(vec![
            f("counters", 0, 16, Ro, u64::from(counters), "Counters").fixed(),
            f(
                "fifo_depth",
                16,
                16,
                Ro,
                u64::from(fifo_depth),
                "FIFO depth",
            )
            .fixed(),
        ]),
    ]
}

/// The head sample's words: base cycle, local cycle, then every counter,
/// 64 bits each, low word first.
fn sample_regs(counters: u32) -> Vec<Register> {
    use AcRegKind::*;
    let mut regs = Vec::new();
    for i in 0..2 * (2 + counters) {
        let what = match i / 2 {
            0 => "base cycle".to_string(),
            1 => "local cycle".to_string(),
            c => format!("counter {}", c - 2),
        };
        let half = if i % 2 == 0 { "31:0" } else { "63:32" };
        let desc = format!("Head sample: {what}, bits {half}");
        let name = format!("sample{i}");
        regs.push(Register::new(
            &name,
            SAMPLE_WORD0 + i,
            SampleWord(i),
            Access::Ro,
            &desc,
        ));
    }
    regs
}

/// Word-address bits for a window of `counters` counters.
pub fn word_bits(counters: u32) -> u32 {
    let words = SAMPLE_WORD0 + 2 * (2 + counters);
    32 - (words - 1).leading_zeros()
}
