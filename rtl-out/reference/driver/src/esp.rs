//! ESP's Monitors API (`esp_monitor`, `esp_monitor_diff`, `esp_monitor_print`),
//! for the `reference` SoC.
//!
//! Two differences from ESP's C library, both fixes: ALL and MANY sample every
//! tile in the same clock cycle (one SoC-wide snapshot instead of one tile
//! after another), and differences are exact across a wrap (ESP's
//! `sub_monitor_vals` is one short). The 64-bit accelerator counters are read
//! as one torn-free value.

use core::fmt;

use crate::backend::Backend;
use crate::map::{self, *};
use crate::tile::Monitors;

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

/// `end - start` of a `width`-bit counter, exact across one wrap.
pub const fn sub_width(start: u64, end: u64, width: u32) -> u64 {
    let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    end.wrapping_sub(start) & mask
}

/// ESP's `sub_monitor_vals` for a 32-bit monitor, exact across a wrap
/// (ESP's returns one less).
pub const fn sub_monitor_vals(start: u32, end: u32) -> u32 {
    end.wrapping_sub(start)
}

const fn width_of(index: usize) -> u32 {
    let mut i = 0;
    while i < MONITORS.len() {
        if MONITORS[i].index == index {
            return MONITORS[i].width;
        }
        i += 1;
    }
    32
}

fn d32(start: u32, end: u32, index: usize) -> u32 {
    sub_width(start.into(), end.into(), width_of(index)) as u32
}

impl<B: Backend> Monitors<B> {
    /// ESP's `esp_monitor`: SINGLE returns the word; ALL and MANY fill `vals`
    /// from one SoC-wide snapshot and return 0.
    pub fn esp_monitor(&mut self, args: &Args, vals: &mut Vals) -> u32 {
        if args.read_mode == ReadMode::Single {
            return self.tile(args.tile_index).read_word(args.mon_index);
        }
        self.snapshot_all();
        self.read_groups(args, vals);
        self.release_all();
        0
    }

    /// Every monitor of the SoC, sampled in one cycle.
    pub fn read_all(&mut self) -> Vals {
        let mut v = Vals::default();
        self.esp_monitor(&Args::all(), &mut v);
        v
    }

    fn read_groups(&mut self, a: &Args, v: &mut Vals) {
        for (m, &t) in MEM_TILES.iter().enumerate() {
            let mut tile = self.tile(t);
            if a.wants(ESP_MON_READ_DDR_ACCESSES) {
                v.ddr_accesses[m] = tile.read_word(MON_DDR_WORD_TRANSFER_INDEX);
            }
            if a.wants(ESP_MON_READ_MEM_REQS) {
                v.mem_reqs[m] = MemReqs {
                    coh_reqs: tile.read_word(MON_MEM_COH_REQ_INDEX),
                    coh_fwds: tile.read_word(MON_MEM_COH_FWD_INDEX),
                    coh_rsps_rcv: tile.read_word(MON_MEM_COH_RSP_RCV_INDEX),
                    coh_rsps_snd: tile.read_word(MON_MEM_COH_RSP_SND_INDEX),
                    dma_reqs: tile.read_word(MON_MEM_DMA_REQ_INDEX),
                    dma_rsps: tile.read_word(MON_MEM_DMA_RSP_INDEX),
                    coh_dma_reqs: tile.read_word(MON_MEM_COH_DMA_REQ_INDEX),
                    coh_dma_rsps: tile.read_word(MON_MEM_COH_DMA_RSP_INDEX),
                };
            }
            if a.wants(ESP_MON_READ_LLC_STATS) {
                v.llc_stats[m] = CacheStats {
                    hits: tile.read_word(MON_LLC_HIT_INDEX),
                    misses: tile.read_word(MON_LLC_MISS_INDEX),
                };
            }
        }
        if a.wants(ESP_MON_READ_L2_STATS) {
            for &t in L2_TILES.iter() {
                let mut tile = self.tile(t);
                v.l2_stats[t] = CacheStats {
                    hits: tile.read_word(MON_L2_HIT_INDEX),
                    misses: tile.read_word(MON_L2_MISS_INDEX),
                };
            }
        }
        if a.wants(ESP_MON_READ_ACC_STATS) {
            for (n, &t) in ACC_TILES.iter().enumerate() {
                if a.read_mode == ReadMode::All || n == a.acc_index {
                    let mut tile = self.tile(t);
                    v.acc_stats[n] = AccStats {
                        acc_tlb: tile.read_word(MON_ACC_TLB_INDEX),
                        acc_mem: tile.read(MON_ACC_MEM_LO_INDEX),
                        acc_tot: tile.read(MON_ACC_TOT_LO_INDEX),
                        acc_invocations: tile.read_word(MON_ACC_INVOCATIONS_INDEX),
                    };
                }
            }
        }
        for t in 0..NUM_TILES {
            let this = a.read_mode == ReadMode::All || t == a.tile_index;
            let mut tile = self.tile(t);
            if this && a.wants(ESP_MON_READ_DVFS_OP) {
                for (p, slot) in v.dvfs_op[t].iter_mut().enumerate() {
                    *slot = tile.read_word(MON_DVFS_BASE_INDEX + p);
                }
            }
            if this && a.wants(ESP_MON_READ_NOC_INJECTS) {
                for (p, slot) in v.noc_injects[t].iter_mut().enumerate() {
                    *slot = tile.read_word(MON_NOC_TILE_INJECT_BASE_INDEX + p);
                }
            }
            for p in 0..NOC_PLANES {
                let whole_tile = this && a.wants(ESP_MON_READ_NOC_QUEUE_FULL_TILE);
                let plane = a.wants(ESP_MON_READ_NOC_QUEUE_FULL_PLANE) && (a.read_mode == ReadMode::All || p == a.noc_index);
                if whole_tile || plane {
                    for (q, slot) in v.noc_queue_full[t][p].iter_mut().enumerate() {
                        *slot = tile.read_word(MON_NOC_QUEUES_FULL_BASE_INDEX + p * NOC_QUEUES + q);
                    }
                }
            }
        }
    }
}

/// ESP's `esp_monitor_diff`: `end - start` for every value, exact across one
/// wrap of each monitor's width.
pub fn esp_monitor_diff(start: &Vals, end: &Vals) -> Vals {
    let mut d = Vals::default();
    for m in 0..SOC_NMEM {
        d.ddr_accesses[m] = d32(start.ddr_accesses[m], end.ddr_accesses[m], MON_DDR_WORD_TRANSFER_INDEX);
        let (s, e) = (&start.mem_reqs[m], &end.mem_reqs[m]);
        d.mem_reqs[m] = MemReqs {
            coh_reqs: d32(s.coh_reqs, e.coh_reqs, MON_MEM_COH_REQ_INDEX),
            coh_fwds: d32(s.coh_fwds, e.coh_fwds, MON_MEM_COH_FWD_INDEX),
            coh_rsps_rcv: d32(s.coh_rsps_rcv, e.coh_rsps_rcv, MON_MEM_COH_RSP_RCV_INDEX),
            coh_rsps_snd: d32(s.coh_rsps_snd, e.coh_rsps_snd, MON_MEM_COH_RSP_SND_INDEX),
            dma_reqs: d32(s.dma_reqs, e.dma_reqs, MON_MEM_DMA_REQ_INDEX),
            dma_rsps: d32(s.dma_rsps, e.dma_rsps, MON_MEM_DMA_RSP_INDEX),
            coh_dma_reqs: d32(s.coh_dma_reqs, e.coh_dma_reqs, MON_MEM_COH_DMA_REQ_INDEX),
            coh_dma_rsps: d32(s.coh_dma_rsps, e.coh_dma_rsps, MON_MEM_COH_DMA_RSP_INDEX),
        };
        d.llc_stats[m] = CacheStats {
            hits: d32(start.llc_stats[m].hits, end.llc_stats[m].hits, MON_LLC_HIT_INDEX),
            misses: d32(start.llc_stats[m].misses, end.llc_stats[m].misses, MON_LLC_MISS_INDEX),
        };
    }
    for t in 0..NUM_TILES {
        d.l2_stats[t] = CacheStats {
            hits: d32(start.l2_stats[t].hits, end.l2_stats[t].hits, MON_L2_HIT_INDEX),
            misses: d32(start.l2_stats[t].misses, end.l2_stats[t].misses, MON_L2_MISS_INDEX),
        };
        for p in 0..DVFS_OP_POINTS {
            d.dvfs_op[t][p] = d32(start.dvfs_op[t][p], end.dvfs_op[t][p], MON_DVFS_BASE_INDEX + p);
        }
        for p in 0..NOC_PLANES {
            d.noc_injects[t][p] = d32(start.noc_injects[t][p], end.noc_injects[t][p], MON_NOC_TILE_INJECT_BASE_INDEX + p);
            for q in 0..NOC_QUEUES {
                let i = MON_NOC_QUEUES_FULL_BASE_INDEX + p * NOC_QUEUES + q;
                d.noc_queue_full[t][p][q] = d32(start.noc_queue_full[t][p][q], end.noc_queue_full[t][p][q], i);
            }
        }
    }
    for n in 0..SOC_NACC {
        let (s, e) = (&start.acc_stats[n], &end.acc_stats[n]);
        d.acc_stats[n] = AccStats {
            acc_tlb: d32(s.acc_tlb, e.acc_tlb, MON_ACC_TLB_INDEX),
            acc_mem: sub_width(s.acc_mem, e.acc_mem, width_of(MON_ACC_MEM_LO_INDEX)),
            acc_tot: sub_width(s.acc_tot, e.acc_tot, width_of(MON_ACC_TOT_LO_INDEX)),
            acc_invocations: d32(s.acc_invocations, e.acc_invocations, MON_ACC_INVOCATIONS_INDEX),
        };
    }
    d
}

/// ESP's `esp_monitor_print`: the values `args` selects, one per line.
#[derive(Debug)]
pub struct Report<'a> {
    args: &'a Args,
    vals: &'a Vals,
}

impl Vals {
    /// The values selected by `args`, formatted for people.
    pub fn report<'a>(&'a self, args: &'a Args) -> Report<'a> {
        Report { args, vals: self }
    }
}

impl fmt::Display for Vals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.report(&Args::all()).fmt(f)
    }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, v) = (self.args, self.vals);
        writeln!(f, "ESP monitors of reference")?;
        for (m, &t) in MEM_TILES.iter().enumerate() {
            let name = map::TILES[t].name;
            if a.wants(ESP_MON_READ_DDR_ACCESSES) {
                writeln!(f, "  mem {m} ({name}) ddr accesses: {}", v.ddr_accesses[m])?;
            }
            if a.wants(ESP_MON_READ_MEM_REQS) {
                let r = &v.mem_reqs[m];
                writeln!(
                    f,
                    "  mem {m} ({name}) coherence: reqs {} fwds {} rsps rcv {} rsps snd {} dma reqs {} dma rsps {} coh-dma reqs {} coh-dma rsps {}",
                    r.coh_reqs, r.coh_fwds, r.coh_rsps_rcv, r.coh_rsps_snd, r.dma_reqs, r.dma_rsps, r.coh_dma_reqs, r.coh_dma_rsps
                )?;
            }
            if a.wants(ESP_MON_READ_LLC_STATS) {
                writeln!(f, "  mem {m} ({name}) llc: hits {} misses {}", v.llc_stats[m].hits, v.llc_stats[m].misses)?;
            }
        }
        if a.wants(ESP_MON_READ_L2_STATS) {
            for &t in L2_TILES.iter() {
                let s = &v.l2_stats[t];
                writeln!(f, "  tile {t} ({}) l2: hits {} misses {}", map::TILES[t].name, s.hits, s.misses)?;
            }
        }
        if a.wants(ESP_MON_READ_ACC_STATS) {
            for (n, &t) in ACC_TILES.iter().enumerate() {
                if a.read_mode == ReadMode::All || n == a.acc_index {
                    let s = &v.acc_stats[n];
                    writeln!(
                        f,
                        "  acc {n} ({}) tlb cycles {} mem cycles {} total cycles {} invocations {}",
                        map::TILES[t].name, s.acc_tlb, s.acc_mem, s.acc_tot, s.acc_invocations
                    )?;
                }
            }
        }
        for t in 0..NUM_TILES {
            let this = a.read_mode == ReadMode::All || t == a.tile_index;
            let name = map::TILES[t].name;
            if this && a.wants(ESP_MON_READ_DVFS_OP) && DVFS_OP_POINTS > 0 {
                writeln!(f, "  tile {t} ({name}) dvfs op cycles: {:?}", v.dvfs_op[t])?;
            }
            if this && a.wants(ESP_MON_READ_NOC_INJECTS) {
                writeln!(f, "  tile {t} ({name}) noc injections per plane: {:?}", v.noc_injects[t])?;
            }
            for p in 0..NOC_PLANES {
                let whole_tile = this && a.wants(ESP_MON_READ_NOC_QUEUE_FULL_TILE);
                let plane = a.wants(ESP_MON_READ_NOC_QUEUE_FULL_PLANE) && (a.read_mode == ReadMode::All || p == a.noc_index);
                if whole_tile || plane {
                    writeln!(f, "  tile {t} ({name}) plane {p} queue-full cycles by direction: {:?}", v.noc_queue_full[t][p])?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(any(feature = "std", test))]
impl Vals {
    /// ESP's `esp_monitor_print` to a file (or any writer).
    pub fn print_to(&self, args: &Args, out: &mut impl std::io::Write) -> std::io::Result<()> {
        write!(out, "{}", self.report(args))
    }
}
