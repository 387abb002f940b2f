//! Reading the monitors (ESP's `esp_monitor`): ALL and MANY from one
//! SoC-wide snapshot.

use super::*;
use crate::backend::Backend;
use crate::tile::Monitors;

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
