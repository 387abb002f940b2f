//! The elaborated model: every tile, monitor, register, address and width,
//! decided once. Emitters and the simulation bridge only read it.

pub mod autocounter;
pub mod catalog;
pub mod core;
mod devicetree;
mod elaborate;
pub mod hierarchy;
mod map;
pub use map::FIRST_MONITOR_WORD;
mod monitor;
pub mod names;
pub mod packer;
pub mod ports;
mod programmable;
mod tile_window;
pub mod window;
mod windows;

pub use crate::desc::{
    AccessPolicy, BusKind, CounterReset, Denied, LutSize, Overflow, ResetStyle, SnapshotStyle,
    Unmapped,
};
pub use devicetree::DeviceTree;
pub use elaborate::elaborate;
pub use monitor::{Group, Monitor, GROUP_BASE_NAMES};
pub use programmable::{Preset, ProgEvent, Programmable};
pub use tile_window::{INHIBIT_BIT, THRESHOLD_FLAGS};
pub use window::{Access, Register, Window};
pub use windows::WindowInstance;

/// What a register word is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegKind {
    /// ESP's burst register: bit 0 set = reads return the snapshot.
    Snapshot,
    /// Low 32 bits of monitor `n` (index into `Soc::monitors`).
    MonitorLo(usize),
    /// High bits of monitor `n`.
    MonitorHi(usize),
    /// bit 0 freeze, bit 1 clear (write-1 strobe, reads 0).
    Ctrl,
    /// Write 1: SoC-wide snapshot; write 0: SoC-wide release. Reads 0.
    GlobalSnapshot,
    /// Read-only identification: tile index, word count, kind code, map version.
    Info,
    /// Count-enable bits, one per monitor (by monitor index), word `k`.
    Enable(u32),
    /// Sticky overflow flags, word `k`.
    OverflowFlags(u32),
    /// Overflow interrupt enables, word `k`.
    OverflowIrqEnable(u32),
    /// Programmable counter `k`: bits 7:0 event, bit 31 inhibit.
    ProgSelect(u32),
    /// Programmable counter `k`, bits 31:0 (writable).
    ProgCountLo(u32),
    /// Programmable counter `k`, high bits.
    ProgCountHi(u32),
    /// Threshold of programmable counter `k`, bits 31:0 (0: none).
    ProgThreshLo(u32),
    /// Threshold, high bits.
    ProgThreshHi(u32),
    /// Bit k: counter k overflowed; bit 16+k: it reached its threshold (W1C).
    ProgFlags,
    /// Interrupt enables, same bits as `ProgFlags`.
    ProgIrqEnable,
}

/// What the tile windows share: their size, and the layout's counts. The
/// registers themselves are in each bank's [`Bank::window`].
#[derive(Debug, Clone)]
pub struct TileMap {
    /// Bytes per tile window.
    pub stride: u64,
    /// Word-address bits within a window (log2(stride / 4)).
    pub word_bits: u32,
    /// Number of flag words (enable / overflow / irq-enable) per kind of flag.
    pub flag_words: u32,
    /// Version of the map layout, reported in INFO.
    pub version: u32,
}

/// A counter instantiated in a bank.
#[derive(Debug, Clone)]
pub struct Counter {
    /// Index into `Soc::monitors`.
    pub monitor: usize,
    /// Bit of the bank's `ev` input that drives it.
    pub event_bit: u32,
}

/// One Verilog bank module: the monitors of one tile kind.
#[derive(Debug, Clone)]
pub struct Bank {
    /// Tile kind.
    pub kind: String,
    /// Kind code reported in INFO.
    pub kind_code: u32,
    /// Verilog module name of the bank core.
    pub module: String,
    /// Verilog module name of the stand-alone tile (bus adapter + bank).
    pub tile_module: String,
    /// Instantiated counters, in monitor order.
    pub counters: Vec<Counter>,
    /// Whether this kind has the programmable counters.
    pub programmable: bool,
    /// The compact-snapshot bank's sizes, when the SoC asks for that style.
    pub compact: Option<CompactShape>,
    /// Its register window: the map's layout with what this kind implements.
    pub window: Window,
}

impl Bank {
    /// Whether its programmable counters count an event at the edge after
    /// it, and raise a flag at the edge after the count, rather than both at
    /// the event's edge: a compact bank's, whose clock the flip-flop bank's
    /// event select and flag tests would set (docs/programmable-counters.md).
    pub fn prog_late(&self) -> bool {
        self.compact.is_some()
    }
}

/// Sizes of a compact-snapshot bank (`snapshot = "compact"`), decided in
/// `elaborate/compact.rs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompactShape {
    /// Slots of the sweep: one per monitor, and empty ones in a bank of
    /// fewer than three.
    pub slots: u32,
    /// Edges between two sweep visits of one monitor, at most.
    pub stretch: u32,
    /// Bits of each monitor's side counter: enough for the events of the
    /// longest stretch between two sweeps of that monitor.
    pub side_bits: u32,
    /// Bits of a RAM word address (a monitor's position in the bank).
    pub index_bits: u32,
    /// Bits of a RAM word: the widest counter of the bank, and more than
    /// `side_bits`.
    pub ram_width: u32,
}

/// Wait states a compact-snapshot bank adds to every read of its window.
pub const COMPACT_READ_WAIT: u32 = 6;

/// One tile of the SoC.
#[derive(Debug, Clone)]
pub struct Tile {
    /// Index (ESP tile number).
    pub index: u32,
    /// Identifier.
    pub name: String,
    /// Index into `Soc::banks`.
    pub bank: usize,
    /// Physical base address of its window.
    pub base: u64,
}

/// The NoC mesh the tiles sit in, filled row by row in tile order (ESP's
/// `socmap` numbering: tile index = row * cols + col).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mesh {
    /// Rows (ESP's `SOC_ROWS`).
    pub rows: u32,
    /// Columns (ESP's `SOC_COLS`).
    pub cols: u32,
}

impl Mesh {
    /// (row, column) of tile `index`.
    pub fn loc(&self, index: u32) -> (u32, u32) {
        (index / self.cols, index % self.cols)
    }
}

/// The elaborated SoC.
#[derive(Debug, Clone)]
pub struct Soc {
    /// Identifier.
    pub name: String,
    /// Description file it came from (for generated headers).
    pub source: String,
    /// Register bus.
    pub bus: BusKind,
    /// Reset style.
    pub reset: ResetStyle,
    /// Unmapped-access policy.
    pub unmapped: Unmapped,
    /// How an access a window's policy denies is answered.
    pub denied: Denied,
    /// LUT size the read path is shaped for.
    pub lut: LutSize,
    /// How the monitor counters and their overflow flags take the reset.
    pub counter_reset: CounterReset,
    /// Where the monitor banks keep counts and snapshots.
    pub snapshot: SnapshotStyle,
    /// Base address of tile 0.
    pub base: u64,
    /// NoC planes.
    pub noc_planes: u32,
    /// DVFS points.
    pub dvfs_points: u32,
    /// NoC directions.
    pub noc_directions: Vec<String>,
    /// The catalog, in index order.
    pub monitors: Vec<Monitor>,
    /// The catalog starts from ESP's 59 monitors, so the driver offers
    /// ESP's monitors API (`esp_monitor`, its read masks).
    pub esp_catalog: bool,
    /// Register map of a tile window.
    pub map: TileMap,
    /// One bank per tile kind in use.
    pub banks: Vec<Bank>,
    /// Tiles in index order.
    pub tiles: Vec<Tile>,
    /// Where the tiles sit in the NoC mesh.
    pub mesh: Mesh,
    /// Verilog module name of the SoC wrapper.
    pub top_module: String,
    /// The continuous-monitoring packer, if the description has one.
    pub packer: Option<packer::Packer>,
    /// AutoCounter accumulators, if the description has them.
    pub autocounter: Option<autocounter::AutoCounter>,
    /// Programmable counters, if the description has them.
    pub programmable: Option<Programmable>,
    /// The reference SoC's core (`[core]`, or its defaults), if the SoC has
    /// a cpu tile for it to drive.
    pub core: Option<core::Core>,
    /// The devicetree fragment's bus cells and interrupts (`[devicetree]`).
    pub devicetree: DeviceTree,
}

impl Soc {
    /// Whether tiles of `kind` have a private L2, i.e. ESP's L2 monitors
    /// (CPU tiles with a cache hierarchy; acc tiles too with `acc_l2`).
    pub fn has_l2(&self, kind: &str) -> bool {
        self.monitors
            .iter()
            .any(|m| m.group == Group::L2 && m.kinds.iter().any(|k| k == kind))
    }

    /// Total monitor words (ESP: 59).
    pub fn monitor_words(&self) -> u32 {
        self.monitors.iter().map(|m| m.words).sum()
    }

    /// Whether `bank` instantiates monitor `m`.
    pub fn counter_of(&self, bank: usize, m: usize) -> Option<&Counter> {
        self.banks[bank].counters.iter().find(|c| c.monitor == m)
    }

    /// Flag bits of word `k` that exist in `bank` (one per instantiated counter).
    pub fn flag_mask(&self, bank: usize, k: u32) -> u32 {
        let w = &self.banks[bank].window;
        w.reg(RegKind::Enable(k)).map_or(0, Register::writable_mask)
    }

    /// The layout every tile window shares: names, words, roles and access
    /// are the same in every bank (fields and resets are not).
    pub fn tile_window(&self) -> &Window {
        &self.banks[0].window
    }

    /// Value of the INFO register of tile `tile`, whose bank is `bank`.
    pub fn info_value(&self, bank: usize, tile: u32) -> u32 {
        let w = &self.banks[bank].window;
        w.reg(RegKind::Info).map_or(0, |r| r.reset_in(tile))
    }

    /// Address bits of the SoC wrapper's bus (covers every tile window).
    /// At least one tile-select bit, so a one-tile SoC still has an unmapped half.
    pub fn soc_addr_bits(&self) -> u32 {
        let bytes = self.map.stride * self.tiles.len().max(2) as u64;
        64 - (bytes - 1).leading_zeros()
    }

    /// Tile-select bits of the SoC wrapper's address.
    pub fn tile_bits(&self) -> u32 {
        self.soc_addr_bits() - self.map.word_bits - 2
    }
}
