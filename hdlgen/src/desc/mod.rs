//! The description as written: every value keeps the byte span it came from,
//! so that elaboration can point at the offending text.

mod read;

pub use read::{parse, TILE_KINDS};

use std::ops::Range;

use crate::diag::{DescriptionErrors, SourceMap};

/// The text of a description file, or an error located at the first byte
/// that is not UTF-8 (TOML files are UTF-8; without this, such a file was
/// reported as an I/O failure with no location).
pub fn decode<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, DescriptionErrors> {
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
        let at = valid.len()..valid.len();
        DescriptionErrors(vec![SourceMap::new(file, valid).error(
            &at,
            "(encoding)",
            format!(
                "byte {:#04x} is not UTF-8; a description must be UTF-8 text",
                bytes[e.valid_up_to()]
            ),
        )])
    })
}

/// A value and the byte range of the source text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sp<T> {
    /// The value (a default when the field was absent).
    pub value: T,
    /// Where it was written; for a defaulted field, the enclosing table.
    pub span: Range<usize>,
}

impl<T> Sp<T> {
    /// Wraps `value` with its span.
    pub fn new(value: T, span: Range<usize>) -> Self {
        Self { value, span }
    }
}

/// A parsed SoC description file.
#[derive(Debug, Clone)]
pub struct Description {
    /// Path as given by the user (used in every message).
    pub file: String,
    /// Full source text (for line/column lookups).
    pub text: String,
    /// `[soc]`
    pub soc: SocDesc,
    /// `[catalog]`
    pub catalog: CatalogDesc,
    /// `[[tile]]`, in index order.
    pub tiles: Vec<TileDesc>,
    /// `[packer]`: the continuous-monitoring trace packer, if any.
    pub packer: Option<PackerDesc>,
    /// `[autocounter]`: FireSim-style AutoCounter accumulators, if any.
    pub autocounter: Option<AutoCounterDesc>,
    /// `[programmable]`: a bank of event-selectable counters per tile, if any.
    pub programmable: Option<ProgrammableDesc>,
    /// `[core]`, if written (the reference SoC's defaults otherwise).
    pub core: Option<CoreDesc>,
}

/// `[core]`: the reference SoC's core, RAM, console and event mapping.
#[derive(Debug, Clone)]
pub struct CoreDesc {
    /// The cpu tile the core drives (default: the first cpu tile).
    pub tile: Option<Sp<String>>,
    /// The instruction set PicoRV32 is built for.
    pub isa: Sp<CoreIsa>,
    /// RAM bytes, from address 0.
    pub ram: Sp<u64>,
    /// Base address of the console/exit device (default: the first free
    /// 8 bytes from 0x1000_0000).
    pub console: Option<Sp<u64>>,
    /// `[core.events]` as written; `None` when the table is absent (the
    /// default mapping by name applies).
    pub events: Option<Vec<CoreEventDesc>>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// The reference SoC's instruction set: PicoRV32 with or without its
/// multiplier and divider (the M extension).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoreIsa {
    /// RV32IMC (the default).
    Rv32imc,
    /// RV32IC: a smaller core, for a small FPGA (no barrel shifter either:
    /// shifts take a cycle a bit).
    Rv32ic,
}

/// One line of `[core.events]`: `target = "signal"`.
#[derive(Debug, Clone)]
pub struct CoreEventDesc {
    /// A programmable event or a monitor of the core's tile.
    pub target: Sp<String>,
    /// A core signal (see `model::core::CoreSignal`).
    pub signal: Sp<String>,
}

/// `[programmable]`: K counters per tile, each counting one of E events.
#[derive(Debug, Clone)]
pub struct ProgrammableDesc {
    /// Tile kinds that get the bank.
    pub kinds: Sp<Vec<Sp<String>>>,
    /// Physical counters per tile (K).
    pub counters: Sp<u32>,
    /// Counter width.
    pub width: Sp<u32>,
    /// Per-counter threshold register and interrupt (a budget).
    pub threshold: Sp<bool>,
    /// `[[programmable.event]]`: the events, selector value = index.
    pub events: Vec<ProgEventDesc>,
    /// `[[programmable.preset]]`: derived events, as sums and differences of native ones.
    pub presets: Vec<PresetDesc>,
    /// The event that counts core cycles (PAPI's TOT_CYC), for IPC and EPC.
    pub cycles_event: Option<Sp<String>>,
    /// The event that counts retired instructions (PAPI's TOT_INS), for IPC.
    pub instructions_event: Option<Sp<String>>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// A preset event (PAPI's idea): a formula over native events.
#[derive(Debug, Clone)]
pub struct PresetDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text.
    pub description: Sp<String>,
    /// e.g. "l1d_hit + l1d_miss_clean + l1d_miss_dirty" or "cycles - branch".
    pub formula: Sp<String>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// One selectable event.
#[derive(Debug, Clone)]
pub struct ProgEventDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text.
    pub description: Sp<String>,
    /// Counters that can count it (the hardware's wiring); all if absent.
    pub counters: Option<Sp<Vec<Sp<u64>>>>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// `[autocounter]`: out-of-band accumulators sampled into per-domain FIFOs.
#[derive(Debug, Clone)]
pub struct AutoCounterDesc {
    /// Physical base of domain 0's register window (domain d at base + d * 0x400).
    pub base: Sp<u64>,
    /// Samples each domain's FIFO holds.
    pub fifo_depth: Sp<u32>,
    /// Reset value of every domain's read_rate register (0 = sampling off).
    pub read_rate: Sp<u32>,
    /// `[[autocounter.domain]]`.
    pub domains: Vec<DomainDesc>,
    /// `[[autocounter.counter]]`.
    pub counters: Vec<AutoCounterEntry>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// A clock domain: local frequency = base frequency * multiplier / divisor.
#[derive(Debug, Clone)]
pub struct DomainDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Base multiplier.
    pub multiplier: Sp<u32>,
    /// Base divisor.
    pub divisor: Sp<u32>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// Accumulate (add an N-bit increment) or identity (sample a value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterMode {
    /// 64-bit accumulator of N-bit increments.
    Accumulate,
    /// The value itself, sampled.
    Identity,
}

/// One AutoCounter.
#[derive(Debug, Clone)]
pub struct AutoCounterEntry {
    /// Identifier (also the input port name).
    pub label: Sp<String>,
    /// Free text (quoted in the CSV).
    pub description: Sp<String>,
    /// Instance path, e.g. "tile0.core" (CSV label: path_label).
    pub path: Sp<String>,
    /// Event / value width (1..64).
    pub width: Sp<u32>,
    /// Mode.
    pub mode: Sp<CounterMode>,
    /// Clock domain it is counted in.
    pub domain: Sp<String>,
    /// Domain the signal comes from, if another (then it is synchronised).
    pub source: Option<Sp<String>>,
    /// Span of the entry.
    pub span: Range<usize>,
}

/// `[packer]`: the continuous-monitoring trace packer (Flute CMS).
#[derive(Debug, Clone)]
pub struct PackerDesc {
    /// Physical base address of its register window.
    pub base: Sp<u64>,
    /// AXI4-Stream data width in bits.
    pub stream_width: Sp<u32>,
    /// Program-counter width.
    pub pc_width: Sp<u32>,
    /// Width of the cycles-since-last-packet field.
    pub cycles_width: Sp<u32>,
    /// Width of the cycles-halted field.
    pub halted_width: Sp<u32>,
    /// Number of event counters.
    pub counters: Sp<u32>,
    /// Bits per event counter.
    pub counter_width: Sp<u32>,
    /// Number of selected core registers.
    pub registers: Sp<u32>,
    /// Bits per register.
    pub register_width: Sp<u32>,
    /// FIFO entries.
    pub fifo_depth: Sp<u32>,
    /// Reset value of the almost-full threshold.
    pub almost_full: Sp<u32>,
    /// Most cycles the core takes to stop retiring once `halt` rises.
    pub halt_latency: Sp<u32>,
    /// Number of PC watchpoints.
    pub watchpoints: Sp<u32>,
    /// Reset value of the TLAST interval (packets; 0 = only on flush).
    pub tlast_every: Sp<u32>,
    /// RV32 core: decode C.JAL as a jump (in RV64 that encoding is C.ADDIW).
    pub rv32: Sp<bool>,
    /// Span of the table.
    pub span: Range<usize>,
}

/// Bus protocol of the monitor register interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BusKind {
    /// AMBA APB4 (what ESP uses).
    Apb,
    /// AMBA AXI4-Lite.
    Axi4Lite,
}

/// How accesses to unmapped words are answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unmapped {
    /// PSLVERR / SLVERR, read data 0.
    Error,
    /// OKAY, read data 0, writes ignored.
    Zero,
}

/// The LUT size of the FPGA fabric the read path is shaped for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LutSize {
    /// 4-input LUTs (iCE40, ECP5): words are read in pairs.
    Four,
    /// 6-input LUTs (7-series, UltraScale, Intel ALMs): words are read in quads.
    Six,
}

/// How the monitor counters and their overflow flags take the reset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterReset {
    /// As `reset` says, like every other flip-flop.
    WithReset,
    /// The counters and their overflow flags at the clock edge, with
    /// `clear`, whatever `reset` says: the flops of an asynchronous reset
    /// then need no logic for `clear` (7-series FDCE has no synchronous
    /// reset pin: a LUT per counter bit otherwise).
    ClockEdge,
}

/// Where a monitor bank keeps its counts and its snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SnapshotStyle {
    /// Every counter and its snapshot copy in flip-flops; a read answers
    /// in the next cycle.
    Full,
    /// Small side counters in flip-flops, swept into wide counts and
    /// snapshots in RAM (block RAM on iCE40, LUT RAM on 7-series): about
    /// half the flip-flops, at the cost of six wait states on reads.
    Compact,
}

/// Reset style of every generated flip-flop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResetStyle {
    /// Asynchronous (in the sensitivity list) or synchronous.
    pub asynchronous: bool,
    /// Active-low (`rst_n`) or active-high (`rst`).
    pub active_low: bool,
}

/// What a counter does when it would pass its maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overflow {
    /// Wrap to zero (ESP behaviour).
    Wrap,
    /// Hold at the maximum.
    Saturate,
}

/// `[soc]`: SoC-wide settings.
#[derive(Debug, Clone)]
pub struct SocDesc {
    /// Identifier used for module, crate and file names.
    pub name: Sp<String>,
    /// Register bus.
    pub bus: Sp<BusKind>,
    /// Physical base address of tile 0's monitor window.
    pub base: Sp<u64>,
    /// Bytes between consecutive tiles' windows.
    pub tile_stride: Sp<u64>,
    /// Answer to unmapped accesses.
    pub unmapped: Sp<Unmapped>,
    /// Reset style.
    pub reset: Sp<ResetStyle>,
    /// LUT size the read path is shaped for.
    pub lut: Sp<LutSize>,
    /// How the monitor counters and their overflow flags take the reset.
    pub counter_reset: Sp<CounterReset>,
    /// Where the monitor banks keep counts and snapshots.
    pub snapshot: Sp<SnapshotStyle>,
    /// Number of NoC planes (ESP: 6).
    pub noc_planes: Sp<u32>,
    /// Number of DVFS operating points (ESP: 4).
    pub dvfs_points: Sp<u32>,
    /// NoC queue directions, in ESP's order (local, east, west, south, north).
    pub noc_directions: Sp<Vec<Sp<String>>>,
    /// Whether the cache hierarchy (and so its monitors) exists.
    pub cache_hierarchy: Sp<bool>,
    /// Whether DVFS (and so its operating-point monitors) exists.
    pub dvfs: Sp<bool>,
    /// Whether accelerator tiles have a private L2 (and so L2 monitors).
    pub acc_l2: Sp<bool>,
    /// Clock domain the NoC monitors' events come from ("tile" = the tile's own).
    pub noc_clock: Sp<String>,
    /// Mesh rows (ESP's `SOC_ROWS`); tiles fill the mesh row by row.
    pub rows: Option<Sp<u32>>,
    /// Mesh columns (ESP's `SOC_COLS`).
    pub cols: Option<Sp<u32>>,
}

/// Which built-in catalog to start from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// ESP's 59 monitors, scaled by planes, points and directions.
    Esp,
    /// No built-in monitors: the description lists them all.
    None,
}

/// `[catalog]`: which monitors exist.
#[derive(Debug, Clone)]
pub struct CatalogDesc {
    /// Starting catalog.
    pub builtin: Sp<Builtin>,
    /// Default width of single-word monitors.
    pub width: Sp<u32>,
    /// Default overflow behaviour.
    pub overflow: Sp<Overflow>,
    /// `[[catalog.override]]`: changes to built-in monitors.
    pub overrides: Vec<OverrideDesc>,
    /// `[[catalog.monitor]]`: monitors appended after the built-in ones.
    pub monitors: Vec<MonitorDesc>,
}

/// Changes to one built-in monitor.
#[derive(Debug, Clone)]
pub struct OverrideDesc {
    /// Name of the built-in monitor.
    pub monitor: Sp<String>,
    /// New width.
    pub width: Option<Sp<u32>>,
    /// New overflow behaviour.
    pub overflow: Option<Sp<Overflow>>,
    /// New description.
    pub description: Option<Sp<String>>,
    /// Clock domain its event comes from.
    pub clock: Option<Sp<String>>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}

/// A monitor added by the description.
#[derive(Debug, Clone)]
pub struct MonitorDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Free text for documentation.
    pub description: Sp<String>,
    /// Tile kinds it is instantiated in.
    pub kinds: Sp<Vec<Sp<String>>>,
    /// Counter width (1–64); above 32 it takes two words (LO, HI).
    pub width: Option<Sp<u32>>,
    /// Overflow behaviour.
    pub overflow: Option<Sp<Overflow>>,
    /// Clock domain its event comes from ("tile" = the tile's own clock).
    pub clock: Option<Sp<String>>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}

/// One tile of the SoC.
#[derive(Debug, Clone)]
pub struct TileDesc {
    /// Identifier.
    pub name: Sp<String>,
    /// Tile kind (cpu, mem, acc, io, slm, empty).
    pub kind: Sp<String>,
    /// Span of the whole entry.
    pub span: Range<usize>,
}
