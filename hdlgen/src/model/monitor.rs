//! The monitor catalog's entries: what each counter counts, how wide, and
//! which ESP Monitors API group it belongs to.

use super::Overflow;

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
