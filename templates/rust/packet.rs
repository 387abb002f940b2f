//! Decoding trace-packer packets, as an AXI DMA writes them to memory (TDATA
//! little-endian: bit i of the stream is bit i % 8 of byte i / 8).
//!
//! This file is plain Rust, not a template: the driver crate carries it as is,
//! and hdlgen's `decode` command compiles the same file, so the host tools and
//! the firmware decode packets with one implementation.

use core::fmt;

/// Most event counters a packet can hold.
pub const MAX_COUNTERS: usize = 64;
/// Most core registers a packet can hold.
pub const MAX_REGISTERS: usize = 8;
/// Widest stream, in 64-bit words.
const MAX_WORDS: usize = 4096 / 64;

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
            && self.packet_bytes.div_ceil(8) <= MAX_WORDS
            && self.counters as usize <= MAX_COUNTERS
            && self.registers as usize <= MAX_REGISTERS
    }
}

#[inline(always)]
fn field(w: &[u64; MAX_WORDS + 1], s: Span) -> u64 {
    let (i, sh) = ((s.offset / 64) as usize, s.offset % 64);
    let lo = w[i] >> sh;
    let v = if sh == 0 {
        lo
    } else {
        lo | (w[i + 1] << (64 - sh))
    };
    if s.width >= 64 {
        v
    } else {
        v & ((1u64 << s.width) - 1)
    }
}

#[inline(always)]
fn at(base: Span, i: u32) -> Span {
    Span {
        offset: base.offset + i * base.width,
        width: base.width,
    }
}

/// Decodes packet streams of one layout, following the sequence numbers.
#[derive(Clone, Debug)]
pub struct Decoder {
    layout: Layout,
    next_seq: Option<u32>,
    stats: Stats,
    // The packet as 64-bit words, plus a zero word so a field can always
    // read the word after its own. Reused: packets overwrite the front.
    words: [u64; MAX_WORDS + 1],
}

impl Decoder {
    /// A decoder for `layout` (panics if `!layout.is_supported()`).
    pub fn new(layout: Layout) -> Self {
        assert!(layout.is_supported(), "unsupported packet layout");
        Self {
            layout,
            next_seq: None,
            stats: Stats::default(),
            words: [0; MAX_WORDS + 1],
        }
    }

    /// What has been decoded so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Decodes one packet (`packet.len() == layout.packet_bytes`); `index` is
    /// only used in errors.
    pub fn decode(&mut self, packet: &[u8], index: usize) -> Result<Record, DecodeError> {
        let l = &self.layout;
        if packet.len() != l.packet_bytes {
            return Err(DecodeError::Truncated {
                len: packet.len(),
                packet_bytes: l.packet_bytes,
            });
        }
        let w = &mut self.words;
        // A stream of 32 x odd bits ends in half a word; the rest stays zero.
        for (dst, src) in w.iter_mut().zip(packet.chunks(8)) {
            let mut b = [0u8; 8];
            b[..src.len()].copy_from_slice(src);
            *dst = u64::from_le_bytes(b);
        }
        let w = &self.words;
        let id = field(w, l.layout_id) as u16;
        if id != l.id {
            return Err(DecodeError::WrongLayout {
                index,
                found: id,
                expected: l.id,
            });
        }
        let mut r = Record {
            seq: field(w, l.seq) as u32,
            pc: field(w, l.pc),
            instr: field(w, l.instr) as u32,
            cycles: field(w, l.cycles),
            halted: field(w, l.halted),
            overflow: field(w, l.overflow),
            counters: [0; MAX_COUNTERS],
            registers: [0; MAX_REGISTERS],
        };
        for i in 0..l.counters {
            r.counters[i as usize] = field(w, at(l.counter0, i)) as u16;
        }
        for i in 0..l.registers {
            r.registers[i as usize] = field(w, at(l.register0, i));
        }
        if let Some(expect) = self.next_seq {
            if r.seq != expect {
                self.stats.gaps += 1;
                self.stats.lost += u64::from(r.seq.wrapping_sub(expect));
            }
        }
        self.next_seq = Some(r.seq.wrapping_add(1));
        self.stats.packets += 1;
        Ok(r)
    }

    /// Decodes every packet of `buf`, in order, handing each to `each`.
    pub fn decode_all(
        &mut self,
        buf: &[u8],
        mut each: impl FnMut(&Record),
    ) -> Result<Stats, DecodeError> {
        let n = self.layout.packet_bytes;
        if !buf.len().is_multiple_of(n) {
            return Err(DecodeError::Truncated {
                len: buf.len(),
                packet_bytes: n,
            });
        }
        for (i, p) in buf.chunks_exact(n).enumerate() {
            let r = self.decode(p, i)?;
            each(&r);
        }
        Ok(self.stats)
    }
}
