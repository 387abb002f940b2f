//! Decoding trace-packer packets, as an AXI DMA writes them to memory (TDATA
//! little-endian: bit i of the stream is bit i % 8 of byte i / 8).
//!
//! These files are plain Rust, not templates: the driver crate carries them as
//! they are, and hdlgen's `decode` command compiles the same files, so the
//! host tools and the firmware decode packets with one implementation.

use core::fmt;

// The layout and what a packet holds are here.
mod decoder;
mod sequence;

pub use decoder::{prefetch, Decoder, PREFETCH_BYTES};
pub use sequence::Sequence;

/// Most event counters a packet can hold.
pub const MAX_COUNTERS: usize = 64;
/// Most core registers a packet can hold.
pub const MAX_REGISTERS: usize = 8;
/// Widest stream, in bytes.
const MAX_BYTES: usize = 4096 / 8;

/// Where a field sits in a packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// First bit.
    pub offset: u32,
    /// Bits (1..=64).
    pub width: u32,
}

/// The packet layout, as the description's model decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes per packet (the stream width / 8).
    pub packet_bytes: usize,
    /// Layout id carried by every packet.
    pub id: u16,
    /// Counter 0; counter i follows at `offset + i * width`.
    pub counter0: Span,
    /// Number of event counters.
    pub counters: u32,
    /// Overflow map (bit i: counter i wrapped).
    pub overflow: Span,
    /// Program counter.
    pub pc: Span,
    /// Cycles since the previous packet.
    pub cycles: Span,
    /// Instruction.
    pub instr: Span,
    /// Cycles halted since the previous packet.
    pub halted: Span,
    /// Register 0; register i follows at `offset + i * width`.
    pub register0: Span,
    /// Number of core registers.
    pub registers: u32,
    /// Sequence number.
    pub seq: Span,
    /// Layout id.
    pub layout_id: Span,
}

/// One decoded packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// Sequence number.
    pub seq: u32,
    /// Program counter.
    pub pc: u64,
    /// Instruction.
    pub instr: u32,
    /// Cycles since the previous packet (this one's included).
    pub cycles: u64,
    /// Cycles halted since the previous packet.
    pub halted: u64,
    /// Overflow map: bit i set if counter i is only known modulo 2^width.
    pub overflow: u64,
    /// Event counts since the previous packet (the first `Layout::counters`).
    pub counters: [u16; MAX_COUNTERS],
    /// Core registers (the first `Layout::registers`).
    pub registers: [u64; MAX_REGISTERS],
}

/// Why a buffer could not be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The buffer is not a whole number of packets.
    Truncated {
        /// Bytes in the buffer.
        len: usize,
        /// Bytes per packet.
        packet_bytes: usize,
    },
    /// A packet carries another layout id: it was written by other hardware.
    WrongLayout {
        /// Packet index in the buffer.
        index: usize,
        /// Id found.
        found: u16,
        /// Id expected.
        expected: u16,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Truncated { len, packet_bytes } => {
                write!(f, "{len} bytes is not a whole number of {packet_bytes}-byte packets")
            }
            DecodeError::WrongLayout { index, found, expected } => write!(
                f,
                "packet {index} has layout id {found:#06x}, this decoder expects {expected:#06x} (another description's hardware?)"
            ),
        }
    }
}

impl core::error::Error for DecodeError {}

/// What a decode run saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Packets decoded.
    pub packets: u64,
    /// Places where the sequence number jumped.
    pub gaps: u64,
    /// Packets missing at those places (dropped by the hardware or the host).
    pub lost: u64,
}

impl Layout {
    /// Checks that the layout is one this decoder handles: every layout the
    /// description accepts (streams of 64..4096 bits in steps of 32).
    pub const fn is_supported(&self) -> bool {
        self.packet_bytes.is_multiple_of(4)
            && self.packet_bytes > 0
            && self.packet_bytes <= MAX_BYTES
            && self.counters as usize <= MAX_COUNTERS
            && self.registers as usize <= MAX_REGISTERS
            && self.counter0.width <= 16
    }
}

impl Default for Record {
    fn default() -> Self {
        Self {
            seq: 0,
            pc: 0,
            instr: 0,
            cycles: 0,
            halted: 0,
            overflow: 0,
            counters: [0; MAX_COUNTERS],
            registers: [0; MAX_REGISTERS],
        }
    }
}
