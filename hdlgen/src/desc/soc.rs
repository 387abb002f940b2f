//! The `[soc]` table as written: SoC-wide settings and the choices they
//! take.

use super::{AccessPolicy, Denied, Sp};

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
    /// Who may read the windows (each window type may override it).
    pub read_access: Sp<AccessPolicy>,
    /// Who may write the windows (each window type may override it).
    pub write_access: Sp<AccessPolicy>,
    /// Answer to an access the policy denies.
    pub denied: Sp<Denied>,
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
