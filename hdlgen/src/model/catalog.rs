//! ESP's built-in monitor catalog, scaled by the description's NoC planes,
//! DVFS points and queue directions. Indices follow ESP's Monitors API guide.

use super::Group;

/// A built-in monitor before elaboration (width and overflow still defaults).
pub struct BuiltinMonitor {
    /// Identifier (also the base of the C macro name).
    pub name: String,
    /// What it counts.
    pub description: String,
    /// Tile kinds it is valid in.
    pub kinds: &'static [&'static str],
    /// Bus words it occupies: 2 for ESP's 64-bit LO/HI pairs.
    pub words: u32,
    /// ESP API group.
    pub group: Group,
}

/// Everything the built-in catalog depends on.
pub struct CatalogParams<'a> {
    /// NoC planes (ESP: 6).
    pub planes: u32,
    /// DVFS operating points (ESP: 4).
    pub dvfs_points: u32,
    /// Queue directions (ESP: local, east, west, south, north).
    pub directions: &'a [String],
    /// Coherence, L2 and LLC monitors exist only with a cache hierarchy.
    pub cache_hierarchy: bool,
    /// DVFS monitors exist only with DVFS.
    pub dvfs: bool,
    /// Accelerator tiles have a private L2 (ESP's `acc_has_l2`).
    pub acc_l2: bool,
}

const NONE: &[&str] = &[];
const MEM: &[&str] = &["mem"];
const CPU: &[&str] = &["cpu"];
const ACC: &[&str] = &["acc"];
const CPU_ACC: &[&str] = &["cpu", "acc"];
const ALL: &[&str] = &["cpu", "mem", "acc", "io", "slm", "empty"];

/// ESP's catalog in index order.
pub fn esp(p: &CatalogParams<'_>) -> Vec<BuiltinMonitor> {
    let mut v = memory_system(p);
    v.extend(accelerator());
    v.extend(dvfs(p));
    v.extend(noc(p));
    v
}

/// One built-in monitor.
fn monitor(
    name: impl Into<String>,
    description: impl Into<String>,
    kinds: &'static [&'static str],
    words: u32,
    group: Group,
) -> BuiltinMonitor {
    BuiltinMonitor {
        name: name.into(),
        description: description.into(),
        kinds,
        words,
        group,
    }
}

/// Off-chip memory, the LLC's coherence and DMA traffic, and the caches.
fn memory_system(p: &CatalogParams<'_>) -> Vec<BuiltinMonitor> {
    let cache = |k| if p.cache_hierarchy { k } else { NONE };
    let mut v = vec![monitor(
        "ddr_word_transfer",
        "Off-chip memory (DDR) accesses",
        MEM,
        1,
        Group::Ddr,
    )];
    let coh = [
        ("mem_coh_req", "Coherence requests received by the LLC"),
        ("mem_coh_fwd", "Coherence forwards sent by the LLC"),
        ("mem_coh_rsp_rcv", "Coherence responses received by the LLC"),
        ("mem_coh_rsp_snd", "Coherence responses sent by the LLC"),
        ("mem_dma_req", "DMA requests received by the LLC"),
        ("mem_dma_rsp", "DMA responses sent by the LLC"),
        (
            "mem_coh_dma_req",
            "Coherent-DMA requests received by the LLC",
        ),
        ("mem_coh_dma_rsp", "Coherent-DMA responses sent by the LLC"),
    ];
    for (n, d) in coh {
        v.push(monitor(n, d, cache(MEM), 1, Group::MemReqs));
    }
    let l2 = cache(if p.acc_l2 { CPU_ACC } else { CPU });
    v.push(monitor("l2_hit", "L2 cache hits", l2, 1, Group::L2));
    v.push(monitor("l2_miss", "L2 cache misses", l2, 1, Group::L2));
    v.push(monitor(
        "llc_hit",
        "Last-level cache hits",
        cache(MEM),
        1,
        Group::Llc,
    ));
    v.push(monitor(
        "llc_miss",
        "Last-level cache misses",
        cache(MEM),
        1,
        Group::Llc,
    ));
    v
}

/// The accelerator tiles' TLB, memory and execution cycles.
fn accelerator() -> Vec<BuiltinMonitor> {
    vec![
        monitor(
            "acc_tlb",
            "Accelerator TLB loading cycles",
            ACC,
            1,
            Group::Acc,
        ),
        monitor(
            "acc_mem",
            "Accelerator communication cycles (issuing memory requests or awaiting responses)",
            ACC,
            2,
            Group::Acc,
        ),
        monitor(
            "acc_tot",
            "Accelerator total execution cycles",
            ACC,
            2,
            Group::Acc,
        ),
        monitor(
            "acc_invocations",
            "Accelerator invocations",
            ACC,
            1,
            Group::Acc,
        ),
    ]
}

/// Cycles at each DVFS operating point.
fn dvfs(p: &CatalogParams<'_>) -> Vec<BuiltinMonitor> {
    (0..p.dvfs_points)
        .map(|i| {
            monitor(
                format!("dvfs_op{i}"),
                format!("Cycles spent at DVFS operating point {i}"),
                if p.dvfs { CPU_ACC } else { NONE },
                1,
                Group::Dvfs,
            )
        })
        .collect()
}

/// NoC injections per plane, then full queues per plane and direction
/// (direction varying fastest).
fn noc(p: &CatalogParams<'_>) -> Vec<BuiltinMonitor> {
    let mut v: Vec<BuiltinMonitor> = (0..p.planes)
        .map(|plane| {
            monitor(
                format!("noc_inject_p{plane}"),
                format!("NoC injections on plane {plane}"),
                ALL,
                1,
                Group::NocInject,
            )
        })
        .collect();
    for plane in 0..p.planes {
        for dir in p.directions {
            v.push(monitor(
                format!("noc_queue_full_{dir}_p{plane}"),
                format!("Cycles with the {dir} NoC queue of plane {plane} full"),
                ALL,
                1,
                Group::NocQueueFull,
            ));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn esp_default() -> Vec<BuiltinMonitor> {
        let dirs: Vec<String> = ["local", "east", "west", "south", "north"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        esp(&CatalogParams {
            planes: 6,
            dvfs_points: 4,
            directions: &dirs,
            cache_hierarchy: true,
            dvfs: true,
            acc_l2: false,
        })
    }

    /// Word index of each monitor, as ESP's guide lists them.
    fn word_of(cat: &[BuiltinMonitor], name: &str) -> u32 {
        let mut w = 0;
        for m in cat {
            if m.name == name {
                return w;
            }
            w += m.words;
        }
        panic!("{name} not in catalog")
    }

    #[test]
    fn default_catalog_has_esp_indices() {
        let cat = esp_default();
        assert_eq!(cat.iter().map(|m| m.words).sum::<u32>(), 59);
        assert_eq!(word_of(&cat, "ddr_word_transfer"), 0);
        assert_eq!(word_of(&cat, "mem_coh_dma_rsp"), 8);
        assert_eq!(word_of(&cat, "l2_hit"), 9);
        assert_eq!(word_of(&cat, "llc_miss"), 12);
        assert_eq!(word_of(&cat, "acc_tlb"), 13);
        assert_eq!(word_of(&cat, "acc_mem"), 14);
        assert_eq!(word_of(&cat, "acc_tot"), 16);
        assert_eq!(word_of(&cat, "acc_invocations"), 18);
        assert_eq!(word_of(&cat, "dvfs_op0"), 19);
        assert_eq!(word_of(&cat, "noc_inject_p0"), 23);
        assert_eq!(word_of(&cat, "noc_inject_p5"), 28);
        assert_eq!(word_of(&cat, "noc_queue_full_local_p0"), 29);
        // direction varies fastest, then plane
        assert_eq!(word_of(&cat, "noc_queue_full_east_p0"), 30);
        assert_eq!(word_of(&cat, "noc_queue_full_local_p1"), 34);
        assert_eq!(word_of(&cat, "noc_queue_full_north_p5"), 58);
    }
}
