//! Printing readings (ESP's `esp_monitor_print`).

use core::fmt;

use super::*;
use crate::{map, SOC};

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
        writeln!(f, "ESP monitors of {SOC}")?;
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
