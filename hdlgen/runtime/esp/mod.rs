//! ESP's Monitors API (`esp_monitor`, `esp_monitor_diff`, `esp_monitor_print`),
//! for this crate's SoC.
//!
//! Two differences from ESP's C library, both fixes: ALL and MANY sample every
//! tile in the same clock cycle (one SoC-wide snapshot instead of one tile
//! after another), and differences are exact across a wrap (ESP's
//! `sub_monitor_vals` is one short). The 64-bit accelerator counters are read
//! as one torn-free value.

use crate::map::*;

mod diff;
mod read;
mod report;

pub use diff::{esp_monitor_diff, sub_monitor_vals, sub_width};
pub use report::Report;

/// `read_mask` bit: DDR accesses of every memory tile.
pub const ESP_MON_READ_DDR_ACCESSES: u16 = 0;
/// `read_mask` bit: coherence traffic of every memory tile.
pub const ESP_MON_READ_MEM_REQS: u16 = 1;
/// `read_mask` bit: L2 hits and misses of every tile with an L2 (`map::L2_TILES`).
pub const ESP_MON_READ_L2_STATS: u16 = 2;
/// `read_mask` bit: LLC hits and misses of every memory tile.
pub const ESP_MON_READ_LLC_STATS: u16 = 3;
/// `read_mask` bit: statistics of accelerator `acc_index`.
pub const ESP_MON_READ_ACC_STATS: u16 = 4;
/// `read_mask` bit: DVFS operating points of tile `tile_index`.
pub const ESP_MON_READ_DVFS_OP: u16 = 5;
/// `read_mask` bit: NoC injections of tile `tile_index`.
pub const ESP_MON_READ_NOC_INJECTS: u16 = 6;
/// `read_mask` bit: NoC queue-full counts (all planes, directions) of tile `tile_index`.
pub const ESP_MON_READ_NOC_QUEUE_FULL_TILE: u16 = 7;
/// `read_mask` bit: NoC queue-full counts (all tiles, directions) of plane `noc_index`.
pub const ESP_MON_READ_NOC_QUEUE_FULL_PLANE: u16 = 8;

/// Memory tiles.
pub const SOC_NMEM: usize = MEM_TILES.len();
/// CPU tiles.
pub const SOC_NCPU: usize = CPU_TILES.len();
/// Accelerator tiles.
pub const SOC_NACC: usize = ACC_TILES.len();

/// What `esp_monitor` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadMode {
    /// Every monitor of the SoC.
    All,
    /// One monitor word: `tile_index`, `mon_index`.
    Single,
    /// The groups selected by `read_mask`.
    Many,
}

/// Arguments of `esp_monitor` (ESP's `esp_monitor_args_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Args {
    /// Read mode.
    pub read_mode: ReadMode,
    /// Groups for [`ReadMode::Many`]: bit `ESP_MON_READ_*` set.
    pub read_mask: u16,
    /// Tile for SINGLE, DVFS_OP, NOC_INJECTS, NOC_QUEUE_FULL_TILE.
    pub tile_index: usize,
    /// Accelerator (not tile) index for ACC_STATS.
    pub acc_index: usize,
    /// Monitor word for SINGLE.
    pub mon_index: usize,
    /// NoC plane for NOC_QUEUE_FULL_PLANE.
    pub noc_index: usize,
}

impl Args {
    /// Read everything.
    pub const fn all() -> Self {
        Self { read_mode: ReadMode::All, read_mask: 0, tile_index: 0, acc_index: 0, mon_index: 0, noc_index: 0 }
    }

    /// Read monitor word `mon_index` of tile `tile_index`.
    pub const fn single(tile_index: usize, mon_index: usize) -> Self {
        Self { read_mode: ReadMode::Single, tile_index, mon_index, ..Self::all() }
    }

    /// Read the groups of `read_mask` (set the indices the groups need).
    pub const fn many(read_mask: u16) -> Self {
        Self { read_mode: ReadMode::Many, read_mask, ..Self::all() }
    }

    fn wants(&self, group: u16) -> bool {
        match self.read_mode {
            ReadMode::All => true,
            ReadMode::Single => false,
            ReadMode::Many => self.read_mask >> group & 1 == 1,
        }
    }
}

/// Coherence traffic served by one LLC (ESP's `esp_mem_reqs_t`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemReqs {
    /// Coherence requests received.
    pub coh_reqs: u32,
    /// Coherence forwards sent.
    pub coh_fwds: u32,
    /// Coherence responses received.
    pub coh_rsps_rcv: u32,
    /// Coherence responses sent.
    pub coh_rsps_snd: u32,
    /// DMA requests received.
    pub dma_reqs: u32,
    /// DMA responses sent.
    pub dma_rsps: u32,
    /// Coherent-DMA requests received.
    pub coh_dma_reqs: u32,
    /// Coherent-DMA responses sent.
    pub coh_dma_rsps: u32,
}

/// Hits and misses of one cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Hits.
    pub hits: u32,
    /// Misses.
    pub misses: u32,
}

/// One accelerator's statistics (ESP's `esp_acc_stats_t`, pairs joined).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AccStats {
    /// TLB loading cycles.
    pub acc_tlb: u32,
    /// Communication cycles (ESP's `acc_mem_lo`/`acc_mem_hi`).
    pub acc_mem: u64,
    /// Total execution cycles (ESP's `acc_tot_lo`/`acc_tot_hi`).
    pub acc_tot: u64,
    /// Invocations.
    pub acc_invocations: u32,
}

/// Monitor values (ESP's `esp_monitor_vals_t`), sized for this SoC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vals {
    /// DDR accesses, per memory tile.
    pub ddr_accesses: [u32; SOC_NMEM],
    /// Coherence traffic, per memory tile.
    pub mem_reqs: [MemReqs; SOC_NMEM],
    /// L2 statistics, per tile (the tiles of `map::L2_TILES` are read).
    pub l2_stats: [CacheStats; NUM_TILES],
    /// LLC statistics, per memory tile.
    pub llc_stats: [CacheStats; SOC_NMEM],
    /// Accelerator statistics, per accelerator.
    pub acc_stats: [AccStats; SOC_NACC],
    /// DVFS operating-point cycles, per tile and point.
    pub dvfs_op: [[u32; DVFS_OP_POINTS]; NUM_TILES],
    /// NoC injections, per tile and plane.
    pub noc_injects: [[u32; NOC_PLANES]; NUM_TILES],
    /// NoC queue-full cycles, per tile, plane and direction.
    pub noc_queue_full: [[[u32; NOC_QUEUES]; NOC_PLANES]; NUM_TILES],
}

impl Default for Vals {
    fn default() -> Self {
        Self {
            ddr_accesses: [0; SOC_NMEM],
            mem_reqs: [MemReqs::default(); SOC_NMEM],
            l2_stats: [CacheStats::default(); NUM_TILES],
            llc_stats: [CacheStats::default(); SOC_NMEM],
            acc_stats: [AccStats::default(); SOC_NACC],
            dvfs_op: [[0; DVFS_OP_POINTS]; NUM_TILES],
            noc_injects: [[0; NOC_PLANES]; NUM_TILES],
            noc_queue_full: [[[0; NOC_QUEUES]; NOC_PLANES]; NUM_TILES],
        }
    }
}
