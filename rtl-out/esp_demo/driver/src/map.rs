//! The `esp_demo` SoC's monitor address map, as decided by hdlgen's model.

/// Physical address of tile 0's monitor window (ESP: `MONITOR_BASE_ADDR`).
pub const BASE: usize = 0x60090000;
/// Bytes between consecutive tiles' windows.
pub const TILE_STRIDE: usize = 0x200;
/// Number of tiles.
pub const NUM_TILES: usize = 9;
/// Bytes covered by all tile windows.
pub const WINDOW_BYTES: usize = NUM_TILES * TILE_STRIDE;
/// Monitor words per tile (ESP: 59).
pub const MONITOR_WORDS: usize = 59;
/// Words of each per-monitor flag register (enable, overflow, irq enable).
pub const FLAG_WORDS: usize = 2;
/// NoC planes.
pub const NOC_PLANES: usize = 6;
/// NoC queue directions per plane.
pub const NOC_QUEUES: usize = 5;
/// DVFS operating points.
pub const DVFS_OP_POINTS: usize = 4;

/// Byte offsets of the registers within a tile window.
pub mod reg {
    /// Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)
    pub const SNAPSHOT: usize = 0x000;
    /// Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)
    pub const CTRL: usize = 0x0f0;
    /// Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0
    pub const GLOBAL_SNAPSHOT: usize = 0x0f4;
    /// Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub const INFO: usize = 0x0f8;
    /// Count enable of monitors 0..31 (bit i = monitor 32*0+i) (one word per 32 monitors)
    pub const ENABLE: [usize; super::FLAG_WORDS] = [0x0fc, 0x100];
    /// Sticky overflow flags of monitors 0..31; write 1 to clear (one word per 32 monitors)
    pub const OVERFLOW: [usize; super::FLAG_WORDS] = [0x104, 0x108];
    /// Overflow interrupt enables of monitors 0..31 (one word per 32 monitors)
    pub const OVERFLOW_IRQ_ENABLE: [usize; super::FLAG_WORDS] = [0x10c, 0x110];
    /// Programmable counter 0: bits 2:0 event, bit 31 inhibit (reset 1)
    pub const PROG0_SELECT: usize = 0x114;
    /// Programmable counter 0, bits 31:0; writable (reading it latches the high word)
    pub const PROG0_COUNT_LO: usize = 0x118;
    /// Programmable counter 0, bits 47:32
    pub const PROG0_COUNT_HI: usize = 0x11c;
    /// Threshold of counter 0 (0: none), bits 31:0
    pub const PROG0_THRESHOLD_LO: usize = 0x120;
    /// Threshold of counter 0, bits 47:32
    pub const PROG0_THRESHOLD_HI: usize = 0x124;
    /// Programmable counter 1: bits 2:0 event, bit 31 inhibit (reset 1)
    pub const PROG1_SELECT: usize = 0x128;
    /// Programmable counter 1, bits 31:0; writable (reading it latches the high word)
    pub const PROG1_COUNT_LO: usize = 0x12c;
    /// Programmable counter 1, bits 47:32
    pub const PROG1_COUNT_HI: usize = 0x130;
    /// Threshold of counter 1 (0: none), bits 31:0
    pub const PROG1_THRESHOLD_LO: usize = 0x134;
    /// Threshold of counter 1, bits 47:32
    pub const PROG1_THRESHOLD_HI: usize = 0x138;
    /// Programmable counter 2: bits 2:0 event, bit 31 inhibit (reset 1)
    pub const PROG2_SELECT: usize = 0x13c;
    /// Programmable counter 2, bits 31:0; writable (reading it latches the high word)
    pub const PROG2_COUNT_LO: usize = 0x140;
    /// Programmable counter 2, bits 47:32
    pub const PROG2_COUNT_HI: usize = 0x144;
    /// Threshold of counter 2 (0: none), bits 31:0
    pub const PROG2_THRESHOLD_LO: usize = 0x148;
    /// Threshold of counter 2, bits 47:32
    pub const PROG2_THRESHOLD_HI: usize = 0x14c;
    /// Programmable counter 3: bits 2:0 event, bit 31 inhibit (reset 1)
    pub const PROG3_SELECT: usize = 0x150;
    /// Programmable counter 3, bits 31:0; writable (reading it latches the high word)
    pub const PROG3_COUNT_LO: usize = 0x154;
    /// Programmable counter 3, bits 47:32
    pub const PROG3_COUNT_HI: usize = 0x158;
    /// Threshold of counter 3 (0: none), bits 31:0
    pub const PROG3_THRESHOLD_LO: usize = 0x15c;
    /// Threshold of counter 3, bits 47:32
    pub const PROG3_THRESHOLD_HI: usize = 0x160;
    /// Bit k: counter k overflowed; bit 16+k: counter k reached its threshold; write 1 to clear
    pub const PROG_FLAGS: usize = 0x164;
    /// Interrupt enables for the prog_flags bits
    pub const PROG_IRQ_ENABLE: usize = 0x168;
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
/// (`PPROT[0]` = 1 privileged, `PPROT[1]` = 0 secure; bit 2 is not
/// looked at): each window type's `regs::<window>::READ_ACCESS` and
/// `WRITE_ACCESS`. The value is the set of what the policy asks of a master,
/// bit 0 privileged and bit 1 secure, as the C header's `ESP_DEMO_ACCESS_*`.
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
    /// `PSLVERR`; a read returns 0.
    Error,
    /// No error; a read returns 0, a write is ignored.
    Zero,
}

/// How this SoC answers a denied access.
pub const DENIED: Denied = Denied::Error;

// Monitor word indices, with ESP's names (`monitors.h`).
/// Off-chip memory (DDR) accesses (32 bits, in mem tiles)
pub const MON_DDR_WORD_TRANSFER_INDEX: usize = 0;
/// Coherence requests received by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_REQ_INDEX: usize = 1;
/// Coherence forwards sent by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_FWD_INDEX: usize = 2;
/// Coherence responses received by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_RSP_RCV_INDEX: usize = 3;
/// Coherence responses sent by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_RSP_SND_INDEX: usize = 4;
/// DMA requests received by the LLC (32 bits, in mem tiles)
pub const MON_MEM_DMA_REQ_INDEX: usize = 5;
/// DMA responses sent by the LLC (32 bits, in mem tiles)
pub const MON_MEM_DMA_RSP_INDEX: usize = 6;
/// Coherent-DMA requests received by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_DMA_REQ_INDEX: usize = 7;
/// Coherent-DMA responses sent by the LLC (32 bits, in mem tiles)
pub const MON_MEM_COH_DMA_RSP_INDEX: usize = 8;
/// L2 cache hits (32 bits, in cpu tiles)
pub const MON_L2_HIT_INDEX: usize = 9;
/// L2 cache misses (32 bits, in cpu tiles)
pub const MON_L2_MISS_INDEX: usize = 10;
/// Last-level cache hits (32 bits, in mem tiles)
pub const MON_LLC_HIT_INDEX: usize = 11;
/// Last-level cache misses (32 bits, in mem tiles)
pub const MON_LLC_MISS_INDEX: usize = 12;
/// Accelerator TLB loading cycles (32 bits, in acc tiles)
pub const MON_ACC_TLB_INDEX: usize = 13;
/// Accelerator communication cycles (issuing memory requests or awaiting responses) (64 bits, in acc tiles)
pub const MON_ACC_MEM_LO_INDEX: usize = 14;
/// Accelerator communication cycles (issuing memory requests or awaiting responses) (64 bits, in acc tiles)
pub const MON_ACC_MEM_HI_INDEX: usize = 15;
/// Accelerator total execution cycles (64 bits, in acc tiles)
pub const MON_ACC_TOT_LO_INDEX: usize = 16;
/// Accelerator total execution cycles (64 bits, in acc tiles)
pub const MON_ACC_TOT_HI_INDEX: usize = 17;
/// Accelerator invocations (32 bits, in acc tiles)
pub const MON_ACC_INVOCATIONS_INDEX: usize = 18;
/// Cycles spent at DVFS operating point 0 (32 bits, in cpu, acc tiles)
pub const MON_DVFS_OP0_INDEX: usize = 19;
/// Cycles spent at DVFS operating point 1 (32 bits, in cpu, acc tiles)
pub const MON_DVFS_OP1_INDEX: usize = 20;
/// Cycles spent at DVFS operating point 2 (32 bits, in cpu, acc tiles)
pub const MON_DVFS_OP2_INDEX: usize = 21;
/// Cycles spent at DVFS operating point 3 (32 bits, in cpu, acc tiles)
pub const MON_DVFS_OP3_INDEX: usize = 22;
/// NoC injections on plane 0 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P0_INDEX: usize = 23;
/// NoC injections on plane 1 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P1_INDEX: usize = 24;
/// NoC injections on plane 2 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P2_INDEX: usize = 25;
/// NoC injections on plane 3 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P3_INDEX: usize = 26;
/// NoC injections on plane 4 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P4_INDEX: usize = 27;
/// NoC injections on plane 5 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_INJECT_P5_INDEX: usize = 28;
/// Cycles with the local NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P0_INDEX: usize = 29;
/// Cycles with the east NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P0_INDEX: usize = 30;
/// Cycles with the west NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P0_INDEX: usize = 31;
/// Cycles with the south NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P0_INDEX: usize = 32;
/// Cycles with the north NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P0_INDEX: usize = 33;
/// Cycles with the local NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P1_INDEX: usize = 34;
/// Cycles with the east NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P1_INDEX: usize = 35;
/// Cycles with the west NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P1_INDEX: usize = 36;
/// Cycles with the south NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P1_INDEX: usize = 37;
/// Cycles with the north NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P1_INDEX: usize = 38;
/// Cycles with the local NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P2_INDEX: usize = 39;
/// Cycles with the east NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P2_INDEX: usize = 40;
/// Cycles with the west NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P2_INDEX: usize = 41;
/// Cycles with the south NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P2_INDEX: usize = 42;
/// Cycles with the north NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P2_INDEX: usize = 43;
/// Cycles with the local NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P3_INDEX: usize = 44;
/// Cycles with the east NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P3_INDEX: usize = 45;
/// Cycles with the west NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P3_INDEX: usize = 46;
/// Cycles with the south NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P3_INDEX: usize = 47;
/// Cycles with the north NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P3_INDEX: usize = 48;
/// Cycles with the local NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P4_INDEX: usize = 49;
/// Cycles with the east NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P4_INDEX: usize = 50;
/// Cycles with the west NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P4_INDEX: usize = 51;
/// Cycles with the south NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P4_INDEX: usize = 52;
/// Cycles with the north NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P4_INDEX: usize = 53;
/// Cycles with the local NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_LOCAL_P5_INDEX: usize = 54;
/// Cycles with the east NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_EAST_P5_INDEX: usize = 55;
/// Cycles with the west NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_WEST_P5_INDEX: usize = 56;
/// Cycles with the south NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_SOUTH_P5_INDEX: usize = 57;
/// Cycles with the north NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
pub const MON_NOC_QUEUE_FULL_NORTH_P5_INDEX: usize = 58;
/// First monitor word of its group.
pub const MON_DVFS_BASE_INDEX: usize = 19;
/// First monitor word of its group.
pub const MON_NOC_TILE_INJECT_BASE_INDEX: usize = 23;
/// First monitor word of its group.
pub const MON_NOC_QUEUES_FULL_BASE_INDEX: usize = 29;

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
pub static MONITORS: [MonitorInfo; 57] = [
    MonitorInfo {
        name: "ddr_word_transfer",
        index: 0,
        words: 1,
        width: 32,
        wraps: true,
        description: "Off-chip memory (DDR) accesses",
        group: "ddr_accesses",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_req",
        index: 1,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherence requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_fwd",
        index: 2,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherence forwards sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_rsp_rcv",
        index: 3,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherence responses received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_rsp_snd",
        index: 4,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherence responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_dma_req",
        index: 5,
        words: 1,
        width: 32,
        wraps: true,
        description: "DMA requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_dma_rsp",
        index: 6,
        words: 1,
        width: 32,
        wraps: true,
        description: "DMA responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_dma_req",
        index: 7,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherent-DMA requests received by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "mem_coh_dma_rsp",
        index: 8,
        words: 1,
        width: 32,
        wraps: true,
        description: "Coherent-DMA responses sent by the LLC",
        group: "mem_reqs",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "l2_hit",
        index: 9,
        words: 1,
        width: 32,
        wraps: true,
        description: "L2 cache hits",
        group: "l2_stats",
        kinds: &[TileKind::Cpu],
    },
    MonitorInfo {
        name: "l2_miss",
        index: 10,
        words: 1,
        width: 32,
        wraps: true,
        description: "L2 cache misses",
        group: "l2_stats",
        kinds: &[TileKind::Cpu],
    },
    MonitorInfo {
        name: "llc_hit",
        index: 11,
        words: 1,
        width: 32,
        wraps: true,
        description: "Last-level cache hits",
        group: "llc_stats",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "llc_miss",
        index: 12,
        words: 1,
        width: 32,
        wraps: true,
        description: "Last-level cache misses",
        group: "llc_stats",
        kinds: &[TileKind::Mem],
    },
    MonitorInfo {
        name: "acc_tlb",
        index: 13,
        words: 1,
        width: 32,
        wraps: true,
        description: "Accelerator TLB loading cycles",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_mem",
        index: 14,
        words: 2,
        width: 64,
        wraps: true,
        description: "Accelerator communication cycles (issuing memory requests or awaiting responses)",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_tot",
        index: 16,
        words: 2,
        width: 64,
        wraps: true,
        description: "Accelerator total execution cycles",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "acc_invocations",
        index: 18,
        words: 1,
        width: 32,
        wraps: true,
        description: "Accelerator invocations",
        group: "acc_stats",
        kinds: &[TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op0",
        index: 19,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles spent at DVFS operating point 0",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op1",
        index: 20,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles spent at DVFS operating point 1",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op2",
        index: 21,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles spent at DVFS operating point 2",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "dvfs_op3",
        index: 22,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles spent at DVFS operating point 3",
        group: "dvfs_op",
        kinds: &[TileKind::Cpu, TileKind::Acc],
    },
    MonitorInfo {
        name: "noc_inject_p0",
        index: 23,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 0",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p1",
        index: 24,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 1",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p2",
        index: 25,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 2",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p3",
        index: 26,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 3",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p4",
        index: 27,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 4",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_inject_p5",
        index: 28,
        words: 1,
        width: 32,
        wraps: true,
        description: "NoC injections on plane 5",
        group: "noc_injects",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p0",
        index: 29,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p0",
        index: 30,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p0",
        index: 31,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p0",
        index: 32,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p0",
        index: 33,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 0 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p1",
        index: 34,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p1",
        index: 35,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p1",
        index: 36,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p1",
        index: 37,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p1",
        index: 38,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 1 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p2",
        index: 39,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p2",
        index: 40,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p2",
        index: 41,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p2",
        index: 42,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p2",
        index: 43,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 2 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p3",
        index: 44,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p3",
        index: 45,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p3",
        index: 46,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p3",
        index: 47,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p3",
        index: 48,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 3 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p4",
        index: 49,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 4 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p4",
        index: 50,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 4 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p4",
        index: 51,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 4 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p4",
        index: 52,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 4 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p4",
        index: 53,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 4 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_local_p5",
        index: 54,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the local NoC queue of plane 5 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_east_p5",
        index: 55,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the east NoC queue of plane 5 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_west_p5",
        index: 56,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the west NoC queue of plane 5 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_south_p5",
        index: 57,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the south NoC queue of plane 5 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
    },
    MonitorInfo {
        name: "noc_queue_full_north_p5",
        index: 58,
        words: 1,
        width: 32,
        wraps: true,
        description: "Cycles with the north NoC queue of plane 5 full",
        group: "noc_queue_full",
        kinds: &[TileKind::Cpu, TileKind::Mem, TileKind::Acc, TileKind::Io, TileKind::Slm, TileKind::Empty],
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
    TileInfo { name: "cpu0", kind: TileKind::Cpu, base: 0x60090000 },
    TileInfo { name: "mem0", kind: TileKind::Mem, base: 0x60090200 },
    TileInfo { name: "acc0", kind: TileKind::Acc, base: 0x60090400 },
    TileInfo { name: "acc1", kind: TileKind::Acc, base: 0x60090600 },
    TileInfo { name: "io0", kind: TileKind::Io, base: 0x60090800 },
    TileInfo { name: "acc2", kind: TileKind::Acc, base: 0x60090a00 },
    TileInfo { name: "cpu1", kind: TileKind::Cpu, base: 0x60090c00 },
    TileInfo { name: "mem1", kind: TileKind::Mem, base: 0x60090e00 },
    TileInfo { name: "acc3", kind: TileKind::Acc, base: 0x60091000 },
];

/// A register window as `dts/esp_demo-monitors.dtsi` describes it: a
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
pub static UIO_WINDOWS: [UioWindow; 10] = [
    UioWindow { name: "esp_demo-cpu0", base: 0x60090000, bytes: 0x200 },
    UioWindow { name: "esp_demo-mem0", base: 0x60090200, bytes: 0x200 },
    UioWindow { name: "esp_demo-acc0", base: 0x60090400, bytes: 0x200 },
    UioWindow { name: "esp_demo-acc1", base: 0x60090600, bytes: 0x200 },
    UioWindow { name: "esp_demo-io0", base: 0x60090800, bytes: 0x200 },
    UioWindow { name: "esp_demo-acc2", base: 0x60090a00, bytes: 0x200 },
    UioWindow { name: "esp_demo-cpu1", base: 0x60090c00, bytes: 0x200 },
    UioWindow { name: "esp_demo-mem1", base: 0x60090e00, bytes: 0x200 },
    UioWindow { name: "esp_demo-acc3", base: 0x60091000, bytes: 0x200 },
    UioWindow { name: "esp_demo-packer", base: 0x600b0000, bytes: 0x100 },
];

/// Indices of the cpu tiles.
pub const CPU_TILES: [usize; 2] = [0, 6];
/// Indices of the mem tiles.
pub const MEM_TILES: [usize; 2] = [1, 7];
/// Indices of the acc tiles.
pub const ACC_TILES: [usize; 4] = [2, 3, 5, 8];
/// Indices of the io tiles.
pub const IO_TILES: [usize; 1] = [4];
/// Indices of the slm tiles.
pub const SLM_TILES: [usize; 0] = [];
/// Indices of the empty tiles.
pub const EMPTY_TILES: [usize; 0] = [];
/// Indices of the l2 tiles.
pub const L2_TILES: [usize; 2] = [0, 6];

/// Physical base address of the trace packer's register window.
pub const PACKER_BASE: usize = 0x600b0000;
/// Bytes of the trace packer's register window.
pub const PACKER_WINDOW_BYTES: usize = 0x100;

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
    /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub const WP2_CFG: usize = 0x080;
    /// Watchpoint exact PC or range start, bits 31:0
    pub const WP2_A_LO: usize = 0x084;
    /// High bits
    pub const WP2_A_HI: usize = 0x088;
    /// Watchpoint range end (inclusive), bits 31:0
    pub const WP2_B_LO: usize = 0x08c;
    /// High bits
    pub const WP2_B_HI: usize = 0x090;
    /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub const WP3_CFG: usize = 0x0a0;
    /// Watchpoint exact PC or range start, bits 31:0
    pub const WP3_A_LO: usize = 0x0a4;
    /// High bits
    pub const WP3_A_HI: usize = 0x0a8;
    /// Watchpoint range end (inclusive), bits 31:0
    pub const WP3_B_LO: usize = 0x0ac;
    /// High bits
    pub const WP3_B_HI: usize = 0x0b0;
}

/// The trace packer's packet layout (decided by hdlgen; checked by the decoder).
pub const PACKET_LAYOUT: crate::packet::Layout = crate::packet::Layout {
    packet_bytes: 128,
    id: 0xf309,
    counter0: crate::packet::Span { offset: 0, width: 7 },
    counters: 39,
    overflow: crate::packet::Span { offset: 273, width: 39 },
    pc: crate::packet::Span { offset: 312, width: 64 },
    cycles: crate::packet::Span { offset: 376, width: 64 },
    instr: crate::packet::Span { offset: 440, width: 32 },
    halted: crate::packet::Span { offset: 472, width: 64 },
    register0: crate::packet::Span { offset: 536, width: 64 },
    registers: 4,
    seq: crate::packet::Span { offset: 792, width: 32 },
    layout_id: crate::packet::Span { offset: 824, width: 16 },
};

/// Programmable counters per tile (in cpu tiles).
pub const PROG_COUNTERS: usize = 4;
/// Width of a programmable counter.
pub const PROG_WIDTH: u32 = 48;
/// `prog<k>_select` bit that inhibits counting.
pub const PROG_INHIBIT: u32 = 1 << 31;
/// Tiles that have the programmable counters.
pub const PROG_TILES: [usize; 2] = [0, 6];
/// Offset of `prog<k>_select` in a tile window, by counter.
pub const PROG_SELECT: [usize; PROG_COUNTERS] = [0x114, 0x128, 0x13c, 0x150];
/// Offset of `prog<k>_count_lo` (reading it latches the high word).
pub const PROG_COUNT_LO: [usize; PROG_COUNTERS] = [0x118, 0x12c, 0x140, 0x154];
/// Offset of `prog<k>_count_hi`.
pub const PROG_COUNT_HI: Option<[usize; PROG_COUNTERS]> = Some([0x11c, 0x130, 0x144, 0x158]);
/// Offset of `prog_flags` (bit k: counter k overflowed).
pub const PROG_FLAGS: usize = 0x164;
/// Event that counts core cycles (PAPI's TOT_CYC), if the hardware has one.
pub const CYCLES_EVENT: Option<u32> = Some(0);
/// Event that counts retired instructions (PAPI's TOT_INS), if any.
pub const INSTRUCTIONS_EVENT: Option<u32> = Some(1);

/// An event a programmable counter can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgEvent {
    /// Name.
    pub name: &'static str,
    /// Selector value.
    pub code: u32,
    /// Bit k set: counter k is wired to it.
    pub counters: u32,
    /// What it counts.
    pub description: &'static str,
}

/// Every selectable event, by code.
pub static PROG_EVENTS: [ProgEvent; 8] = [
    ProgEvent { name: "cycles", code: 0, counters: 15, description: "Core clock cycles" },
    ProgEvent { name: "instret", code: 1, counters: 15, description: "Instructions retired" },
    ProgEvent { name: "l1d_hit", code: 2, counters: 3, description: "L1 data-cache hits" },
    ProgEvent { name: "l1d_miss_clean", code: 3, counters: 6, description: "L1 data-cache misses, clean victim" },
    ProgEvent { name: "l1d_miss_dirty", code: 4, counters: 12, description: "L1 data-cache misses, dirty victim" },
    ProgEvent { name: "branch", code: 5, counters: 15, description: "Branches executed" },
    ProgEvent { name: "branch_mispredict", code: 6, counters: 8, description: "Branches mispredicted" },
    ProgEvent { name: "mem_stall", code: 7, counters: 8, description: "Cycles stalled on memory" },
];
/// Event code: Core clock cycles
pub const EVENT_CYCLES: u32 = 0;
/// Event code: Instructions retired
pub const EVENT_INSTRET: u32 = 1;
/// Event code: L1 data-cache hits
pub const EVENT_L1D_HIT: u32 = 2;
/// Event code: L1 data-cache misses, clean victim
pub const EVENT_L1D_MISS_CLEAN: u32 = 3;
/// Event code: L1 data-cache misses, dirty victim
pub const EVENT_L1D_MISS_DIRTY: u32 = 4;
/// Event code: Branches executed
pub const EVENT_BRANCH: u32 = 5;
/// Event code: Branches mispredicted
pub const EVENT_BRANCH_MISPREDICT: u32 = 6;
/// Event code: Cycles stalled on memory
pub const EVENT_MEM_STALL: u32 = 7;

/// The native events, as `prog<k>_select`'s event field takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Core clock cycles
    Cycles,
    /// Instructions retired
    Instret,
    /// L1 data-cache hits
    L1dHit,
    /// L1 data-cache misses, clean victim
    L1dMissClean,
    /// L1 data-cache misses, dirty victim
    L1dMissDirty,
    /// Branches executed
    Branch,
    /// Branches mispredicted
    BranchMispredict,
    /// Cycles stalled on memory
    MemStall,
}

impl Event {
    /// The selector value.
    pub const fn code(self) -> u32 {
        match self {
            Event::Cycles => 0,
            Event::Instret => 1,
            Event::L1dHit => 2,
            Event::L1dMissClean => 3,
            Event::L1dMissDirty => 4,
            Event::Branch => 5,
            Event::BranchMispredict => 6,
            Event::MemStall => 7,
        }
    }

    /// The event with selector value `code`.
    pub const fn from_code(code: u32) -> Option<Self> {
        match code {
            0 => Some(Event::Cycles),
            1 => Some(Event::Instret),
            2 => Some(Event::L1dHit),
            3 => Some(Event::L1dMissClean),
            4 => Some(Event::L1dMissDirty),
            5 => Some(Event::Branch),
            6 => Some(Event::BranchMispredict),
            7 => Some(Event::MemStall),
            _ => None,
        }
    }
}

/// Bit that marks a preset event code.
pub const PRESET_BIT: u32 = 1 << 31;

/// A preset event: a sum of native events with signs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Name.
    pub name: &'static str,
    /// Code (`PRESET_BIT | index`).
    pub code: u32,
    /// (sign, native event code) terms.
    pub terms: &'static [(i8, u32)],
    /// What it counts.
    pub description: &'static str,
}

/// Every preset event, by index.
pub static PRESETS: [Preset; 3] = [
    Preset { name: "l1d_access", code: 0x80000000, terms: &[(1, 2), (1, 3), (1, 4)], description: "L1 data-cache accesses" },
    Preset { name: "l1d_miss", code: 0x80000001, terms: &[(1, 3), (1, 4)], description: "L1 data-cache misses" },
    Preset { name: "idle_branch_cycles", code: 0x80000002, terms: &[(1, 0), (-1, 5)], description: "Cycles without a branch" },
];
/// Preset code: L1 data-cache accesses
pub const PRESET_L1D_ACCESS: u32 = 0x80000000;
/// Preset code: L1 data-cache misses
pub const PRESET_L1D_MISS: u32 = 0x80000001;
/// Preset code: Cycles without a branch
pub const PRESET_IDLE_BRANCH_CYCLES: u32 = 0x80000002;
