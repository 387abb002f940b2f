//! What the golden models are told about a design: behaviour parameters and
//! the addresses the elaborated model decided. Filled in by hdlgen from its
//! model; the golden models never see templates or generated text.

/// Register bus protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bus {
    /// APB4, zero wait states: the block answers in the access phase.
    #[default]
    Apb,
    /// AXI4-Lite.
    Axi4Lite,
}

/// Which masters a window lets through, by the protection bits of the
/// request (APB `PPROT`, AXI `AxPROT`: bit 0 privileged, bit 1 non-secure,
/// bit 2 ignored).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// Every master.
    #[default]
    Any,
    /// Privileged accesses only.
    Privileged,
    /// Secure accesses only.
    Secure,
    /// Accesses both secure and privileged.
    SecurePrivileged,
}

impl Policy {
    /// Every policy, the default first.
    pub const ALL: [Policy; 4] = [
        Policy::Any,
        Policy::Privileged,
        Policy::Secure,
        Policy::SecurePrivileged,
    ];

    /// Whether an access carrying protection bits `prot` is let through.
    #[inline]
    pub fn allows(self, prot: u32) -> bool {
        let privileged = prot & 1 == 1;
        let secure = prot & 2 == 0;
        match self {
            Policy::Any => true,
            Policy::Privileged => privileged,
            Policy::Secure => secure,
            Policy::SecurePrivileged => privileged && secure,
        }
    }

    /// Protection bits near `bits` that the policy refuses: `bits` where
    /// it refuses them, else with one bit changed; `None` for [`Policy::Any`].
    pub fn refused(self, bits: u32) -> Option<u32> {
        match self {
            Policy::Any => None,
            _ if !self.allows(bits) => Some(bits),
            Policy::Secure => Some(bits | 2),
            _ => Some(bits & !1),
        }
    }
}

/// Protection bits every policy lets through: a privileged, secure access.
pub const PROT_TRUSTED: u32 = 0b001;

/// A window's read and write policies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WindowPolicy {
    /// Who may read.
    pub read: Policy,
    /// Who may write.
    pub write: Policy,
}

impl WindowPolicy {
    /// Whether the window lets every master read and write.
    pub fn is_open(self) -> bool {
        self == WindowPolicy::default()
    }
}

/// How the bus adapter answers an access the policy denies (the access
/// itself reaches nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Denied {
    /// An error response, read data 0.
    #[default]
    Error,
    /// OKAY, read data 0.
    Zero,
}

/// Reset style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reset {
    /// Asynchronous assertion.
    pub asynchronous: bool,
    /// Active low.
    pub active_low: bool,
}

/// What a word of a tile window is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reg {
    /// Snapshot (burst) register.
    Snapshot,
    /// Low word of counter `c` (index into `BankCfg::counters`).
    Lo(usize),
    /// High word of counter `c`.
    Hi(usize),
    /// A monitor word with no counter in this tile kind: reads 0.
    Zero,
    /// Freeze / clear.
    Ctrl,
    /// SoC-wide snapshot command.
    GlobalSnapshot,
    /// Constant identification value.
    Info(u32),
    /// Count enables, flag word `k`.
    Enable(u32),
    /// Overflow flags, flag word `k`.
    Overflow(u32),
    /// Overflow interrupt enables, flag word `k`.
    IrqEnable(u32),
    /// Programmable counter `k`'s event select (bit 31 inhibit).
    ProgSelect(u32),
    /// Programmable counter `k`, low word.
    ProgCountLo(u32),
    /// Programmable counter `k`, high word.
    ProgCountHi(u32),
    /// Programmable counter `k`'s threshold, low word.
    ProgThreshLo(u32),
    /// Threshold, high word.
    ProgThreshHi(u32),
    /// Overflow (bit k) and threshold (bit 16+k) flags, W1C.
    ProgFlags,
    /// Interrupt enables of `ProgFlags`.
    ProgIrqEnable,
}

impl Reg {
    /// A register of the programmable counters.
    pub fn is_prog(self) -> bool {
        matches!(
            self,
            Reg::ProgSelect(_)
                | Reg::ProgCountLo(_)
                | Reg::ProgCountHi(_)
                | Reg::ProgThreshLo(_)
                | Reg::ProgThreshHi(_)
                | Reg::ProgFlags
                | Reg::ProgIrqEnable
        )
    }
}

/// The programmable counters of a bank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgCfg {
    /// Counter width.
    pub width: u32,
    /// Threshold registers exist.
    pub threshold: bool,
    /// Writable bits of a select register.
    pub select_mask: u32,
    /// Flag bits that exist.
    pub flag_mask: u32,
    /// `allowed[k][e]`: counter k is wired to event e.
    pub allowed: Vec<Vec<bool>>,
    /// An event counts at the edge after its own, and a flag rises at the
    /// edge after the count, not both at the event's edge.
    pub late: bool,
}

/// One counter of a bank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CounterCfg {
    /// Bits (1–64).
    pub width: u32,
    /// Saturate instead of wrapping.
    pub saturate: bool,
    /// Bit of the `ev` input.
    pub ev_bit: u32,
    /// Flag index: word `flag / 32`, bit `flag % 32` of enable/overflow/irq words.
    pub flag: u32,
    /// Word address of its low word.
    pub lo_word: u32,
    /// Word address of its high word, for counters wider than 32 bits.
    pub hi_word: Option<u32>,
    /// Its event passes a 2-flop synchroniser (two cycles late).
    pub synchronised: bool,
}

/// One tile's bank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankCfg {
    /// Word-address bits of the window.
    pub word_bits: u32,
    /// Every mapped word and what it is.
    pub regs: Vec<(u32, Reg)>,
    /// Counters, in `ev` bit order.
    pub counters: Vec<CounterCfg>,
    /// Unmapped accesses answer with an error (else OKAY and 0).
    pub unmapped_error: bool,
    /// Programmable counters, if this bank has them.
    pub prog: Option<ProgCfg>,
    /// A compact-snapshot bank: side counters swept into RAM
    /// (docs/compact-snapshots.md), not a flip-flop count and shadow per
    /// counter.
    pub compact: bool,
    /// Who may read and write the tile's window.
    pub policy: WindowPolicy,
}

/// A design under test: one stand-alone tile, or the SoC wrapper.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DesignCfg {
    /// Bus protocol.
    pub bus: Bus,
    /// Reset style.
    pub reset: Reset,
    /// One bank per tile (a stand-alone tile has one).
    pub banks: Vec<BankCfg>,
    /// Tile-select bits above the window (0 for a stand-alone tile).
    pub tile_bits: u32,
    /// Stand-alone tile: `gsnap_*` are ports. SoC: they are internal.
    pub standalone: bool,
    /// The answer to an access a tile's policy denies.
    pub denied: Denied,
}

impl DesignCfg {
    /// The policy of the tile whose window holds word address `word`; a word
    /// past the last tile is never denied (the unmapped answer applies).
    pub fn policy_at(&self, word: u32) -> WindowPolicy {
        let tile = word.checked_shr(self.banks[0].word_bits).unwrap_or(0) as usize;
        self.banks
            .get(tile)
            .map_or_else(WindowPolicy::default, |b| b.policy)
    }
}

/// What a packet field of the trace packer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PacketField {
    /// Event counter `i`.
    Counter(u32),
    /// Overflow map.
    Overflow,
    /// Program counter.
    Pc,
    /// Cycles since the previous packet.
    Cycles,
    /// Instruction.
    Instr,
    /// Cycles halted since the previous packet.
    Halted,
    /// Core register `i`.
    Register(u32),
    /// Sequence number.
    Seq,
    /// Layout id.
    LayoutId,
}

/// A register of the packer's window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackerReg {
    /// Read/write storage with a reset value and a writable mask.
    Rw {
        /// Reset value.
        reset: u32,
        /// Writable bits.
        mask: u32,
    },
    /// Command strobes.
    Cmd,
    /// Status bits.
    Status,
    /// FIFO level.
    Level,
    /// Drop counter.
    Drops,
    /// Packets created.
    Packets,
    /// Layout id.
    LayoutId,
}

/// The trace packer as its golden model sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackerCfg {
    /// Bus protocol.
    pub bus: Bus,
    /// Reset style.
    pub reset: Reset,
    /// Unmapped accesses answer with an error.
    pub unmapped_error: bool,
    /// Who may read and write the window.
    pub policy: WindowPolicy,
    /// The answer to an access the policy denies.
    pub denied: Denied,
    /// Registers by word address.
    pub regs: Vec<(u32, PackerReg)>,
    /// Word of CTRL, CMD, ALMOST_FULL, TLAST_EVERY, START (lo, hi), STOP (lo, hi).
    pub ctrl_word: u32,
    /// See `ctrl_word`.
    pub almost_full_word: u32,
    /// See `ctrl_word`.
    pub tlast_every_word: u32,
    /// See `ctrl_word`.
    pub start_words: (u32, u32),
    /// See `ctrl_word`.
    pub stop_words: (u32, u32),
    /// Per watchpoint: (cfg, a_lo, a_hi, b_lo, b_hi) words.
    pub watchpoints: Vec<[u32; 5]>,
    /// Stream width.
    pub stream_width: u32,
    /// Field layout: (what, offset, width).
    pub fields: Vec<(PacketField, u32, u32)>,
    /// Layout id.
    pub layout_id: u16,
    /// Counters.
    pub counters: u32,
    /// Counter bits.
    pub counter_width: u32,
    /// Registers.
    pub registers: u32,
    /// Register bits.
    pub register_width: u32,
    /// PC bits.
    pub pc_width: u32,
    /// FIFO entries.
    pub fifo_depth: u32,
    /// Highest level at which halting is safe (the hardware's own limit on
    /// the threshold).
    pub halt_limit: u32,
    /// Most cycles the core retires after halt rises.
    pub halt_latency: u32,
    /// C.JAL is a jump (RV32).
    pub rv32: bool,
}

impl PackerCfg {
    /// Offset and width of field `f`.
    pub fn field(&self, f: PacketField) -> (u32, u32) {
        self.fields
            .iter()
            .find(|x| x.0 == f)
            .map(|x| (x.1, x.2))
            .expect("field exists")
    }
}

/// One AutoCounter as its golden model sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcCounterCfg {
    /// Input port.
    pub port: String,
    /// Value width.
    pub width: u32,
    /// Accumulate (else identity).
    pub accumulate: bool,
    /// Through a 2-FF synchroniser.
    pub synchronised: bool,
}

/// One AutoCounter clock-domain module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcCfg {
    /// Bus protocol.
    pub bus: Bus,
    /// Reset style.
    pub reset: Reset,
    /// Unmapped accesses answer with an error.
    pub unmapped_error: bool,
    /// Who may read and write the window.
    pub policy: WindowPolicy,
    /// The answer to an access the policy denies.
    pub denied: Denied,
    /// Local = base * multiplier / divisor.
    pub multiplier: u32,
    /// See `multiplier`.
    pub divisor: u32,
    /// Reset value of read_rate.
    pub read_rate: u32,
    /// Samples the FIFO holds.
    pub fifo_depth: u32,
    /// Counters, in sample order.
    pub counters: Vec<AcCounterCfg>,
    /// Words: read_rate, status, overruns, pop, info; first sample word.
    pub words: [u32; 5],
    /// First word of the head sample.
    pub sample_word0: u32,
}
