//! The `axi_wide` SoC's monitor address map, as decided by hdlgen's model.

/// Physical address of tile 0's monitor window (ESP: `MONITOR_BASE_ADDR`).
pub const BASE: usize = 0x40000000;
/// Bytes between consecutive tiles' windows.
pub const TILE_STRIDE: usize = 0x400;
/// Number of tiles.
pub const NUM_TILES: usize = 4;
/// Bytes covered by all tile windows.
pub const WINDOW_BYTES: usize = NUM_TILES * TILE_STRIDE;
/// Monitor words per tile (ESP: 59).
pub const MONITOR_WORDS: usize = 48;
/// Words of each per-monitor flag register (enable, overflow, irq enable).
pub const FLAG_WORDS: usize = 2;
/// NoC planes.
pub const NOC_PLANES: usize = 4;
/// NoC queue directions per plane.
pub const NOC_QUEUES: usize = 5;
/// DVFS operating points.
pub const DVFS_OP_POINTS: usize = 2;

/// Byte offsets of the registers within a tile window.
pub mod reg {
    /// Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)
    pub const SNAPSHOT: usize = 0x000;
    /// Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)
    pub const CTRL: usize = 0x0d0;
    /// Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0
    pub const GLOBAL_SNAPSHOT: usize = 0x0d4;
    /// Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub const INFO: usize = 0x0d8;
    /// Count enable of monitors 0..31 (bit i = monitor 32*0+i) (one word per 32 monitors)
    pub const ENABLE: [usize; super::FLAG_WORDS] = [0x0dc, 0x0e0];
    /// Sticky overflow flags of monitors 0..31; write 1 to clear (one word per 32 monitors)
    pub const OVERFLOW: [usize; super::FLAG_WORDS] = [0x0e4, 0x0e8];
    /// Overflow interrupt enables of monitors 0..31 (one word per 32 monitors)
    pub const OVERFLOW_IRQ_ENABLE: [usize; super::FLAG_WORDS] = [0x0ec, 0x0f0];
    /// Byte offset of monitor word `index` (ESP: `0x004 + 4 * index`).
    pub const fn monitor(index: usize) -> usize {
        0x004 + 4 * index
    }
}

/// `ctrl` bit: hold every counter of the tile.
pub const CTRL_FREEZE: u32 = 1 << 0;
/// `ctrl` bit: zero every counter and overflow flag of the tile (strobe).
pub const CTRL_CLEAR: u32 = 1 << 1;
/// `global_snapshot` value: snapshot every tile in the same cycle.
pub const GLOBAL_SNAPSHOT_TAKE: u32 = 1;
/// `global_snapshot` value: release every tile's snapshot.
pub const GLOBAL_SNAPSHOT_RELEASE: u32 = 0;

/// Which bus masters a window answers, by the request's protection bits
/// (`AxPROT[0]` = 1 privileged, `AxPROT[1]` = 0 secure; bit 2 is not
/// looked at): each window type's `regs::<window>::READ_ACCESS` and
/// `WRITE_ACCESS`. The value is the set of what the policy asks of a master,
/// bit 0 privileged and bit 1 secure, as the C header's `AXI_WIDE_ACCESS_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Every master.
    Any = 0,
    /// Privileged masters only.
    Privileged = 1,
    /// Secure masters only.
    Secure = 2,
    /// Masters both secure and privileged only.
    SecurePrivileged = 3,
}

impl Access {
    /// The policy asks for a privileged master.
    pub const fn needs_privileged(self) -> bool {
        (self as u32) & 1 != 0
    }

    /// The policy asks for a secure master.
    pub const fn needs_secure(self) -> bool {
        (self as u32) & 2 != 0
    }

    /// A window under this policy answers an access with protection bits `prot`.
    pub const fn admits(self, prot: u32) -> bool {
        let held = (prot & 1) | (!prot & 2);
        (self as u32) & !held == 0
    }
}

/// How a window answers an access its policy denies; the access changes
/// nothing either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Denied {
    /// `SLVERR`; a read returns 0.
    Error,
    /// No error; a read returns 0, a write is ignored.
    Zero,
}

/// How this SoC answers a denied access.
pub const DENIED: Denied = Denied::Error;

// Monitor word indices, with ESP's names (`monitors.h`).
/// DDR beats (13-bit window counter) (13 bits, in mem tiles)
pub const MON_DDR_WORD_TRANSFER_INDEX: usize = 0;
/// Coherence requests received by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_REQ_INDEX: usize = 1;
/// Coherence forwards sent by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_FWD_INDEX: usize = 2;
/// Coherence responses received by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_RSP_RCV_INDEX: usize = 3;
/// Coherence responses sent by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_RSP_SND_INDEX: usize = 4;
/// DMA requests received by the LLC (24 bits, in mem tiles)
pub const MON_MEM_DMA_REQ_INDEX: usize = 5;
/// DMA responses sent by the LLC (24 bits, in mem tiles)
pub const MON_MEM_DMA_RSP_INDEX: usize = 6;
/// Coherent-DMA requests received by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_DMA_REQ_INDEX: usize = 7;
/// Coherent-DMA responses sent by the LLC (24 bits, in mem tiles)
pub const MON_MEM_COH_DMA_RSP_INDEX: usize = 8;
/// L2 cache hits (24 bits, in cpu, acc tiles)
pub const MON_L2_HIT_INDEX: usize = 9;
/// L2 cache misses (24 bits, in cpu, acc tiles)
pub const MON_L2_MISS_INDEX: usize = 10;
/// Last-level cache hits (24 bits, in mem tiles)
pub const MON_LLC_HIT_INDEX: usize = 11;
/// Last-level cache misses (24 bits, in mem tiles)
pub const MON_LLC_MISS_INDEX: usize = 12;
/// Accelerator TLB loading cycles (24 bits, in acc tiles)
pub const MON_ACC_TLB_INDEX: usize = 13;
/// Accelerator communication cycles (issuing memory requests or awaiting responses) (64 bits, in acc tiles)
pub const MON_ACC_MEM_LO_INDEX: usize = 14;
/// Accelerator communication cycles (issuing memory requests or awaiting responses) (64 bits, in acc tiles)
pub const MON_ACC_MEM_HI_INDEX: usize = 15;
/// Accelerator total execution cycles (40 bits, in acc tiles)
pub const MON_ACC_TOT_LO_INDEX: usize = 16;
/// Accelerator total execution cycles (40 bits, in acc tiles)
pub const MON_ACC_TOT_HI_INDEX: usize = 17;
/// Accelerator invocations (24 bits, in acc tiles)
pub const MON_ACC_INVOCATIONS_INDEX: usize = 18;
/// Cycles spent at DVFS operating point 0 (24 bits, in cpu, acc tiles)
pub const MON_DVFS_OP0_INDEX: usize = 19;
/// Cycles spent at DVFS operating point 1 (24 bits, in cpu, acc tiles)
pub const MON_DVFS_OP1_INDEX: usize = 20;
/// NoC injections on plane 0 (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P0_INDEX: usize = 21;
/// NoC injections on plane 1 (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P1_INDEX: usize = 22;
/// NoC injections on plane 2 (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P2_INDEX: usize = 23;
/// NoC injections on plane 3 (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P3_INDEX: usize = 24;
/// Cycles with the local NoC queue of plane 0 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P0_INDEX: usize = 25;
/// Cycles with the east NoC queue of plane 0 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P0_INDEX: usize = 26;
/// Cycles with the west NoC queue of plane 0 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P0_INDEX: usize = 27;
/// Cycles with the south NoC queue of plane 0 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P0_INDEX: usize = 28;
/// Cycles with the north NoC queue of plane 0 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P0_INDEX: usize = 29;
/// Cycles with the local NoC queue of plane 1 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P1_INDEX: usize = 30;
/// Cycles with the east NoC queue of plane 1 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P1_INDEX: usize = 31;
/// Cycles with the west NoC queue of plane 1 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P1_INDEX: usize = 32;
/// Cycles with the south NoC queue of plane 1 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P1_INDEX: usize = 33;
/// Cycles with the north NoC queue of plane 1 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P1_INDEX: usize = 34;
/// Cycles with the local NoC queue of plane 2 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P2_INDEX: usize = 35;
/// Cycles with the east NoC queue of plane 2 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P2_INDEX: usize = 36;
/// Cycles with the west NoC queue of plane 2 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P2_INDEX: usize = 37;
/// Cycles with the south NoC queue of plane 2 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P2_INDEX: usize = 38;
/// Cycles with the north NoC queue of plane 2 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P2_INDEX: usize = 39;
/// Cycles with the local NoC queue of plane 3 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P3_INDEX: usize = 40;
/// Cycles with the east NoC queue of plane 3 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P3_INDEX: usize = 41;
/// Cycles with the west NoC queue of plane 3 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P3_INDEX: usize = 42;
/// Cycles with the south NoC queue of plane 3 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P3_INDEX: usize = 43;
/// Cycles with the north NoC queue of plane 3 full (24 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P3_INDEX: usize = 44;
/// L1 data-cache misses (32 bits, in cpu tiles)
pub const MON_L1D_MISS_INDEX: usize = 45;
/// Bytes moved to and from DDR (48 bits, in mem tiles)
pub const MON_DDR_BYTES_LO_INDEX: usize = 46;
/// Bytes moved to and from DDR (48 bits, in mem tiles)
pub const MON_DDR_BYTES_HI_INDEX: usize = 47;
/// First monitor word of its group.
pub const MON_DVFS_BASE_INDEX: usize = 19;
/// First monitor word of its group.
pub const MON_NOC_TILE_INJECT_BASE_INDEX: usize = 21;
/// First monitor word of its group.
pub const MON_NOC_QUEUES_FULL_BASE_INDEX: usize = 25;

/// Kind of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    /// Processor tile.
    Cpu,
    /// Memory tile (LLC and DDR controller).
    Mem,
    /// Accelerator tile.
    Acc,
    /// I/O tile.
    Io,
    /// Shared local memory tile.
    Slm,
    /// Empty tile.
    Empty,
}

impl TileKind {
    /// The kind whose code INFO reports (bits 27:24), in the order above.
    pub const fn from_code(code: u32) -> Option<Self> {
        match code {
            0 => Some(TileKind::Cpu),
            1 => Some(TileKind::Mem),
            2 => Some(TileKind::Acc),
            3 => Some(TileKind::Io),
            4 => Some(TileKind::Slm),
            5 => Some(TileKind::Empty),
            _ => None,
        }
    }
}

/// One monitor of the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonitorInfo {
    /// Name.
    pub name: &'static str,
    /// Word index of its low word (ESP index).
    pub index: usize,
    /// Words: 1, or 2 for a LO/HI pair.
    pub words: usize,
    /// Counter width in bits.
    pub width: u32,
    /// Wraps (else saturates) past its maximum.
    pub wraps: bool,
    /// What it counts.
    pub description: &'static str,
    /// ESP's monitor group (`ddr_accesses`, `mem_reqs`, ... or `custom`).
    pub group: &'static str,
    /// Tile kinds it exists in (it reads 0 elsewhere).
    pub kinds: &'static [TileKind],
}

/// Every monitor, in index order.
pub static MONITORS: [MonitorInfo; 45] = [
    MonitorInfo {
        name: "ddr_word_transfer",
        index: 0,
        words: 1,
        width: 13,
        wraps: true,
        description: "DDR beats (13-bit window counter)",
        group: "ddr_accesses",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_req",
        index: 1,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherence requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_fwd",
        index: 2,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherence forwards sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_rsp_rcv",
        index: 3,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherence responses received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_rsp_snd",
        index: 4,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherence responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_dma_req",
        index: 5,
        words: 1,
        width: 24,
        wraps: false,
        description: "DMA requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_dma_rsp",
        index: 6,
        words: 1,
        width: 24,
        wraps: false,
        description: "DMA responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_dma_req",
        index: 7,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherent-DMA requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_dma_rsp",
        index: 8,
        words: 1,
        width: 24,
        wraps: false,
        description: "Coherent-DMA responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "l2_hit",
        index: 9,
        words: 1,
        width: 24,
        wraps: false,
        description: "L2 cache hits",
        group: "l2_stats",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "l2_miss",
        index: 10,
        words: 1,
        width: 24,
        wraps: false,
        description: "L2 cache misses",
        group: "l2_stats",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "llc_hit",
        index: 11,
        words: 1,
        width: 24,
        wraps: false,
        description: "Last-level cache hits",
        group: "llc_stats",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "llc_miss",
        index: 12,
        words: 1,
        width: 24,
        wraps: false,
        description: "Last-level cache misses",
        group: "llc_stats",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "acc_tlb",
        index: 13,
        words: 1,
        width: 24,
        wraps: false,
        description: "Accelerator TLB loading cycles",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_mem",
        index: 14,
        words: 2,
        width: 64,
        wraps: false,
        description: "Accelerator communication cycles (issuing memory requests or awaiting responses)",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_tot",
        index: 16,
        words: 2,
        width: 40,
        wraps: true,
        description: "Accelerator total execution cycles",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_invocations",
        index: 18,
        words: 1,
        width: 24,
        wraps: false,
        description: "Accelerator invocations",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op0",
        index: 19,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles spent at DVFS operating point 0",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op1",
        index: 20,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles spent at DVFS operating point 1",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "noc_inject_p0",
        index: 21,
        words: 1,
        width: 24,
        wraps: false,
        description: "NoC injections on plane 0",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p1",
        index: 22,
        words: 1,
        width: 24,
        wraps: false,
        description: "NoC injections on plane 1",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p2",
        index: 23,
        words: 1,
        width: 24,
        wraps: false,
        description: "NoC injections on plane 2",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p3",
        index: 24,
        words: 1,
        width: 24,
        wraps: false,
        description: "NoC injections on plane 3",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p0",
        index: 25,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the local NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p0",
        index: 26,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the east NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p0",
        index: 27,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the west NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p0",
        index: 28,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the south NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p0",
        index: 29,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the north NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p1",
        index: 30,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the local NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p1",
        index: 31,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the east NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p1",
        index: 32,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the west NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p1",
        index: 33,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the south NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p1",
        index: 34,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the north NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p2",
        index: 35,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the local NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p2",
        index: 36,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the east NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p2",
        index: 37,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the west NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p2",
        index: 38,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the south NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p2",
        index: 39,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the north NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p3",
        index: 40,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the local NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p3",
        index: 41,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the east NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p3",
        index: 42,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the west NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p3",
        index: 43,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the south NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p3",
        index: 44,
        words: 1,
        width: 24,
        wraps: false,
        description: "Cycles with the north NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "l1d_miss",
        index: 45,
        words: 1,
        width: 32,
        wraps: true,
        description: "L1 data-cache misses",
        group: "custom",
        kinds: &[TileKind::Cpu],
    },
    MonitorInfo {
        name: "ddr_bytes",
        index: 46,
        words: 2,
        width: 48,
        wraps: false,
        description: "Bytes moved to and from DDR",
        group: "custom",
        kinds: &[TileKind::Mem],
    },
];

/// One tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileInfo {
    /// Name.
    pub name: &'static str,
    /// Kind.
    pub kind: TileKind,
    /// Physical address of its window.
    pub base: usize,
}

/// Every tile, in index order.
pub static TILES: [TileInfo; NUM_TILES] = [
    TileInfo { name: "cpu", kind: TileKind::Cpu, base: 0x40000000 },
    TileInfo { name: "mem", kind: TileKind::Mem, base: 0x40000400 },
    TileInfo { name: "acc", kind: TileKind::Acc, base: 0x40000800 },
    TileInfo { name: "slm", kind: TileKind::Slm, base: 0x40000c00 },
];

/// A register window as `dts/axi_wide-monitors.dtsi` describes it: a
/// `generic-uio` node whose name, without its unit address, is the name of
/// its Linux UIO device (`/sys/class/uio/uioN/name`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UioWindow {
    /// The node's name, and its UIO device's.
    pub name: &'static str,
    /// Physical address.
    pub base: usize,
    /// Bytes.
    pub bytes: usize,
}

/// Every register window as a UIO device: the tiles' first, in index order
/// (`UIO_WINDOWS[t]` is tile `t`'s), then the trace packer's and each
/// AutoCounter domain's, as the SoC has them.
pub static UIO_WINDOWS: [UioWindow; 7] = [
    UioWindow { name: "axi_wide-cpu", base: 0x40000000, bytes: 0x400 },
    UioWindow { name: "axi_wide-mem", base: 0x40000400, bytes: 0x400 },
    UioWindow { name: "axi_wide-acc", base: 0x40000800, bytes: 0x400 },
    UioWindow { name: "axi_wide-slm", base: 0x40000c00, bytes: 0x400 },
    UioWindow { name: "axi_wide-packer", base: 0x40100000, bytes: 0x80 },
    UioWindow { name: "axi_wide-autocounter_uncore", base: 0x40200000, bytes: 0x80 },
    UioWindow { name: "axi_wide-autocounter_core", base: 0x40200400, bytes: 0x80 },
];

/// Indices of the cpu tiles.
pub const CPU_TILES: [usize; 1] = [0];
/// Indices of the mem tiles.
pub const MEM_TILES: [usize; 1] = [1];
/// Indices of the acc tiles.
pub const ACC_TILES: [usize; 1] = [2];
/// Indices of the io tiles.
pub const IO_TILES: [usize; 0] = [];
/// Indices of the slm tiles.
pub const SLM_TILES: [usize; 1] = [3];
/// Indices of the empty tiles.
pub const EMPTY_TILES: [usize; 0] = [];
/// Indices of the l2 tiles.
pub const L2_TILES: [usize; 2] = [0, 2];

/// Physical base address of the trace packer's register window.
pub const PACKER_BASE: usize = 0x40100000;
/// Bytes of the trace packer's register window.
pub const PACKER_WINDOW_BYTES: usize = 0x80;

/// Byte offsets of the trace packer's registers.
pub mod packer_reg {
    /// Bit 0 enable, 1 control-flow filter, 2 halt on almost-full (reset 1), 3 force halt, 4 start trigger, 5 stop trigger; a write re-arms the triggers
    pub const CTRL: usize = 0x000;
    /// Write bit 0: flush (emit a packet now, with TLAST; with halting on, once the level is below the threshold); bit 1: zero the drop counter; reads 0
    pub const CMD: usize = 0x004;
    /// Bit 0 tracing, 1 halt output, 2 FIFO empty, 3 FIFO full, 4 flush pending
    pub const STATUS: usize = 0x008;
    /// Packets in the FIFO (including the one offered on the stream)
    pub const LEVEL: usize = 0x00c;
    /// Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower
    pub const ALMOST_FULL: usize = 0x010;
    /// TLAST on every Nth packet (0: only on flush)
    pub const TLAST_EVERY: usize = 0x014;
    /// Packets dropped because the FIFO was full
    pub const DROPS: usize = 0x018;
    /// Packets created so far (the next sequence number)
    pub const PACKETS: usize = 0x01c;
    /// Layout id carried by every packet
    pub const LAYOUT_ID: usize = 0x020;
    /// Start trigger PC, bits 31:0
    pub const START_PC_LO: usize = 0x024;
    /// Start trigger PC, high bits
    pub const START_PC_HI: usize = 0x028;
    /// Stop trigger PC, bits 31:0
    pub const STOP_PC_LO: usize = 0x02c;
    /// Stop trigger PC, high bits
    pub const STOP_PC_HI: usize = 0x030;
    /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub const WP0_CFG: usize = 0x040;
    /// Watchpoint exact PC or range start, bits 31:0
    pub const WP0_A_LO: usize = 0x044;
    /// High bits
    pub const WP0_A_HI: usize = 0x048;
    /// Watchpoint range end (inclusive), bits 31:0
    pub const WP0_B_LO: usize = 0x04c;
    /// High bits
    pub const WP0_B_HI: usize = 0x050;
    /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub const WP1_CFG: usize = 0x060;
    /// Watchpoint exact PC or range start, bits 31:0
    pub const WP1_A_LO: usize = 0x064;
    /// High bits
    pub const WP1_A_HI: usize = 0x068;
    /// Watchpoint range end (inclusive), bits 31:0
    pub const WP1_B_LO: usize = 0x06c;
    /// High bits
    pub const WP1_B_HI: usize = 0x070;
}

/// The trace packer's packet layout (decided by hdlgen; checked by the decoder).
pub const PACKET_LAYOUT: crate::packet::Layout = crate::packet::Layout {
    packet_bytes: 32,
    id: 0x0b87,
    counter0: crate::packet::Span { offset: 0, width: 4 },
    counters: 8,
    overflow: crate::packet::Span { offset: 32, width: 8 },
    pc: crate::packet::Span { offset: 40, width: 32 },
    cycles: crate::packet::Span { offset: 72, width: 24 },
    instr: crate::packet::Span { offset: 96, width: 32 },
    halted: crate::packet::Span { offset: 128, width: 16 },
    register0: crate::packet::Span { offset: 144, width: 32 },
    registers: 2,
    seq: crate::packet::Span { offset: 208, width: 32 },
    layout_id: crate::packet::Span { offset: 240, width: 16 },
};
