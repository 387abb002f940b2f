//! Differences of two readings (ESP's `esp_monitor_diff`), exact across one
//! wrap of each monitor's width.

use super::{AccStats, CacheStats, MemReqs, Vals, SOC_NACC, SOC_NMEM};
use crate::map::*;

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

/// ESP's `esp_monitor_diff`: `end - start` for every value, exact across one
/// wrap of each monitor's width.
// A SoC without mem or acc tiles has 0 of them: those loops run no times.
#[allow(clippy::reversed_empty_ranges)]
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
