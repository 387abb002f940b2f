//! The elaborated model: every tile, monitor, register, address and width,
//! decided once. Emitters and the simulation bridge only read it.

pub mod autocounter;
pub mod catalog;
pub mod core;
mod elaborate;
mod map;
pub mod names;
pub mod packer;
pub mod ports;
pub mod regdoc;

pub use crate::desc::{
    BusKind, CounterReset, LutSize, Overflow, ResetStyle, SnapshotStyle, Unmapped,
};
pub use elaborate::elaborate;

/// ESP's names for the first word of the DVFS, NoC-injection and NoC-queue groups.
pub const GROUP_BASE_NAMES: [&str; 3] = [
    "MON_DVFS_BASE_INDEX",
    "MON_NOC_TILE_INJECT_BASE_INDEX",
    "MON_NOC_QUEUES_FULL_BASE_INDEX",
];

/// ESP Monitors API group of a monitor (the nine read-mask groups, plus custom).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// DDR accesses (mem tiles).
    Ddr,
    /// Coherence traffic at the LLC (mem tiles).
    MemReqs,
    /// L2 hits/misses (cpu tiles).
    L2,
    /// LLC hits/misses (mem tiles).
    Llc,
    /// Accelerator statistics (acc tiles).
    Acc,
    /// DVFS operating-point residency.
    Dvfs,
    /// NoC injections per plane.
    NocInject,
    /// NoC queue-full cycles per direction and plane.
    NocQueueFull,
    /// Added by the description.
    Custom,
}

impl Group {
    /// The group's name after ESP's read-mask constants (`ESP_MON_READ_*`).
    pub fn esp_name(self) -> &'static str {
        match self {
            Group::Ddr => "ddr_accesses",
            Group::MemReqs => "mem_reqs",
            Group::L2 => "l2_stats",
            Group::Llc => "llc_stats",
            Group::Acc => "acc_stats",
            Group::Dvfs => "dvfs_op",
            Group::NocInject => "noc_injects",
            Group::NocQueueFull => "noc_queue_full",
            Group::Custom => "custom",
        }
    }
}

/// One monitor of the catalog (the same in every tile; instantiated only where valid).
#[derive(Debug, Clone)]
pub struct Monitor {
    /// ESP index: the bus word (after the snapshot word) of its low half.
    pub index: u32,
    /// Identifier.
    pub name: String,
    /// Free text (documentation only; sanitised by each emitter).
    pub description: String,
    /// Counter width in bits (1–64).
    pub width: u32,
    /// Bus words: 1, or 2 for a LO/HI pair.
    pub words: u32,
    /// Wrap or saturate.
    pub overflow: Overflow,
    /// Tile kinds it is instantiated in.
    pub kinds: Vec<String>,
    /// ESP API group.
    pub group: Group,
    /// Its event comes from another clock domain: a 2-flop synchroniser
    /// brings it into the tile clock.
    pub synchronised: bool,
}

impl Monitor {
    /// ESP-style index names: `MON_<NAME>_INDEX`, or `_LO_INDEX`/`_HI_INDEX` for a pair.
    pub fn index_names(&self) -> Vec<(String, u32)> {
        let upper = self.name.to_uppercase();
        if self.words == 2 {
            vec![
                (format!("MON_{upper}_LO_INDEX"), self.index),
                (format!("MON_{upper}_HI_INDEX"), self.index + 1),
            ]
        } else {
            vec![(format!("MON_{upper}_INDEX"), self.index)]
        }
    }

    /// Largest value the counter can hold.
    pub fn max(&self) -> u64 {
        if self.width == 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
}

/// Access type of a register, as software sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Read-only.
    Ro,
    /// Read/write.
    Rw,
    /// Read, write 1 to clear.
    W1c,
    /// Write-only command (reads 0).
    Wo,
}

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

/// One event a programmable counter can select.
#[derive(Debug, Clone)]
pub struct ProgEvent {
    /// Identifier.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Counters wired to it.
    pub counters: Vec<u32>,
}

/// K event-selectable counters per tile of some kinds (TC297 CCTRL, RISC-V mhpmevent).
#[derive(Debug, Clone)]
pub struct Programmable {
    /// Tile kinds that have the bank.
    pub kinds: Vec<String>,
    /// Counters per tile.
    pub counters: u32,
    /// Counter width.
    pub width: u32,
    /// Threshold registers and interrupts.
    pub threshold: bool,
    /// Events; the selector value is the index.
    pub events: Vec<ProgEvent>,
    /// Preset events: formulas over `events`.
    pub presets: Vec<Preset>,
    /// Index of the event counting core cycles, if any (for IPC and EPC).
    pub cycles_event: Option<usize>,
    /// Index of the event counting retired instructions, if any (for IPC).
    pub instructions_event: Option<usize>,
}

/// A preset event: a sum of native events with signs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preset {
    /// Identifier.
    pub name: String,
    /// Free text.
    pub description: String,
    /// (+1 or -1, native event index), in formula order.
    pub terms: Vec<(i8, usize)>,
}

impl Programmable {
    /// Whether counter `k` can count event `e`.
    pub fn allowed(&self, k: u32, e: usize) -> bool {
        self.events
            .get(e)
            .is_some_and(|ev| ev.counters.contains(&k))
    }

    /// Bits of the event selector.
    pub fn select_bits(&self) -> u32 {
        (32 - (self.events.len() as u32).saturating_sub(1).leading_zeros()).max(1)
    }

    /// Words a value of the counter width takes (1 or 2).
    pub fn words(&self) -> u32 {
        if self.width > 32 {
            2
        } else {
            1
        }
    }

    /// Bits of the flag registers that exist.
    pub fn flag_mask(&self) -> u32 {
        let k = (1u32 << self.counters) - 1;
        if self.threshold {
            k | (k << 16)
        } else {
            k
        }
    }
}

/// One 32-bit register of a tile window.
#[derive(Debug, Clone)]
pub struct Register {
    /// Identifier.
    pub name: String,
    /// Word index within the tile window (byte offset = 4 × word).
    pub word: u32,
    /// What it is.
    pub kind: RegKind,
    /// Software access.
    pub access: Access,
    /// One-line documentation.
    pub description: String,
}

impl Register {
    /// Byte offset within the tile window.
    pub fn offset(&self) -> u32 {
        self.word * 4
    }
}

/// The register map shared by all tiles (reset values differ by tile kind).
#[derive(Debug, Clone)]
pub struct TileMap {
    /// Bytes per tile window.
    pub stride: u64,
    /// Word-address bits within a window (log2(stride / 4)).
    pub word_bits: u32,
    /// Registers in address order.
    pub regs: Vec<Register>,
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
}

/// Sizes of a compact-snapshot bank (`snapshot = "compact"`), decided in
/// `elaborate/compact.rs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompactShape {
    /// Edges between two sweep visits of one monitor, at most.
    pub stretch: u32,
    /// Bits of each monitor's side counter: enough for the events of the
    /// longest stretch between two sweeps of that monitor.
    pub side_bits: u32,
    /// Bits of a RAM word address (a monitor's position in the bank).
    pub index_bits: u32,
    /// Width of every counter of the bank.
    pub width: u32,
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

    /// Reset value of `reg` in a tile with bank `bank` and index `tile`.
    pub fn reset_value(&self, bank: usize, tile: u32, reg: &Register) -> u32 {
        match reg.kind {
            RegKind::Info => self.info_value(bank, tile),
            RegKind::Enable(k) => self.flag_mask(bank, k),
            // Programmable counters start inhibited: software picks events first.
            RegKind::ProgSelect(_) if self.banks[bank].programmable => 1 << 31,
            _ => 0,
        }
    }

    /// Writable bits of a programmable-counter register in `bank`.
    fn prog_mask(&self, bank: usize, kind: RegKind) -> u32 {
        let Some(p) = self
            .programmable
            .as_ref()
            .filter(|_| self.banks[bank].programmable)
        else {
            return 0;
        };
        let lo = if p.width >= 32 {
            u32::MAX
        } else {
            (1 << p.width) - 1
        };
        let hi = if p.width >= 64 {
            u32::MAX
        } else if p.width > 32 {
            (1 << (p.width - 32)) - 1
        } else {
            0
        };
        match kind {
            RegKind::ProgSelect(_) => (1 << 31) | ((1 << p.select_bits()) - 1),
            RegKind::ProgCountLo(_) | RegKind::ProgThreshLo(_) => lo,
            RegKind::ProgCountHi(_) | RegKind::ProgThreshHi(_) => hi,
            RegKind::ProgFlags | RegKind::ProgIrqEnable => p.flag_mask(),
            _ => 0,
        }
    }

    /// Bits of `reg` that software can change (for RW) or clear (for W1C).
    pub fn writable_mask(&self, bank: usize, reg: &Register) -> u32 {
        match reg.kind {
            RegKind::Snapshot => 1,
            RegKind::Ctrl => 1, // freeze; clear is a strobe and reads 0
            RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
                self.flag_mask(bank, k)
            }
            RegKind::ProgSelect(_)
            | RegKind::ProgCountLo(_)
            | RegKind::ProgCountHi(_)
            | RegKind::ProgThreshLo(_)
            | RegKind::ProgThreshHi(_)
            | RegKind::ProgFlags
            | RegKind::ProgIrqEnable => self.prog_mask(bank, reg.kind),
            _ => 0,
        }
    }

    /// Flag bits of word `k` that exist in `bank` (one per instantiated counter).
    pub fn flag_mask(&self, bank: usize, k: u32) -> u32 {
        self.banks[bank]
            .counters
            .iter()
            .map(|c| self.monitors[c.monitor].index)
            .filter(|i| i / 32 == k)
            .fold(0, |acc, i| acc | (1 << (i % 32)))
    }

    /// Value of the INFO register.
    pub fn info_value(&self, bank: usize, tile: u32) -> u32 {
        (tile & 0xFFFF)
            | ((self.monitor_words() & 0xFF) << 16)
            | ((self.banks[bank].kind_code & 0xF) << 24)
            | ((self.map.version & 0xF) << 28)
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
