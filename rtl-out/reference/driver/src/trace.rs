//! This SoC's trace packets, decoded with the packet layout fixed at compile
//! time: every field is read at a constant offset, so decoding runs at close
//! to memory speed. [`crate::packet`] decodes any layout, given at run time.
//!
//! ```
//! # use reference_monitors::trace;
//! let dump = [0u8; 0]; // packets as the DMA wrote them
//! let mut d = trace::Decoder::new();
//! let stats = d.decode_all(&dump, |p| { let _ = p.cycles; }).unwrap();
//! assert_eq!(stats.packets, 0);
//! ```

use crate::packet::{prefetch, DecodeError, Sequence, Stats, PREFETCH_BYTES};

/// Bytes per packet.
pub const PACKET_BYTES: usize = 32;
/// Layout id every packet of this SoC carries.
pub const LAYOUT_ID: u16 = 0x0b87;
/// Event counters per packet.
pub const COUNTERS: usize = 8;
/// Core registers per packet.
pub const REGISTERS: usize = 2;

/// One decoded packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packet {
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
    /// Event counts since the previous packet.
    pub counters: [u16; COUNTERS],
    /// Core registers.
    pub registers: [u64; REGISTERS],
}


#[inline(always)]
fn ld(p: &[u8; PACKET_BYTES], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&p[at..at + 8]);
    u64::from_le_bytes(w)
}


impl Packet {
    /// The layout id in packet `p` (compare with [`LAYOUT_ID`] before
    /// trusting the rest).
    #[inline(always)]
    pub fn layout_id(p: &[u8; PACKET_BYTES]) -> u16 {
        ((ld(p, 24) >> 48) & 0xffff) as u16
    }

    /// A packet of zeros.
    pub const ZERO: Self = Self {
        seq: 0,
        pc: 0,
        instr: 0,
        cycles: 0,
        halted: 0,
        overflow: 0,
        counters: [0; COUNTERS],
        registers: [0; REGISTERS],
    };

    /// Decodes packet `p`, whatever its layout id.
    #[inline(always)]
    pub fn decode(p: &[u8; PACKET_BYTES]) -> Self {
        let mut r = Self::ZERO;
        r.decode_from(p);
        r
    }

    /// Decodes packet `p` into `self`, whatever its layout id.
    #[inline(always)]
    pub fn decode_from(&mut self, p: &[u8; PACKET_BYTES]) {
        self.seq = ((ld(p, 24) >> 16) & 0xffffffff) as u32;
        self.pc = ((ld(p, 0) >> 40) | (ld(p, 8) << 24)) & 0xffffffff;
        self.instr = ((ld(p, 8) >> 32) & 0xffffffff) as u32;
        self.cycles = (ld(p, 8) >> 8) & 0xffffff;
        self.halted = ld(p, 16) & 0xffff;
        self.overflow = (ld(p, 0) >> 32) & 0xff;
        self.counters[0] = (ld(p, 0) & 0xf) as u16;
        self.counters[1] = ((ld(p, 0) >> 4) & 0xf) as u16;
        self.counters[2] = ((ld(p, 0) >> 8) & 0xf) as u16;
        self.counters[3] = ((ld(p, 0) >> 12) & 0xf) as u16;
        self.counters[4] = ((ld(p, 0) >> 16) & 0xf) as u16;
        self.counters[5] = ((ld(p, 0) >> 20) & 0xf) as u16;
        self.counters[6] = ((ld(p, 0) >> 24) & 0xf) as u16;
        self.counters[7] = ((ld(p, 0) >> 28) & 0xf) as u16;
        self.registers[0] = (ld(p, 16) >> 16) & 0xffffffff;
        self.registers[1] = ((ld(p, 16) >> 48) | (ld(p, 24) << 16)) & 0xffffffff;
    }
}

/// Decodes this SoC's packet streams, following the sequence numbers.
#[derive(Clone, Debug, Default)]
pub struct Decoder {
    sequence: Sequence,
}

impl Decoder {
    /// A decoder that has seen no packet.
    pub const fn new() -> Self {
        Self {
            sequence: Sequence::new(),
        }
    }

    /// What has been decoded so far.
    pub fn stats(&self) -> Stats {
        self.sequence.stats()
    }

    /// Decodes one packet (`packet.len() == PACKET_BYTES`); `index` is only
    /// used in errors.
    #[inline]
    pub fn decode(&mut self, packet: &[u8], index: usize) -> Result<Packet, DecodeError> {
        let Ok(p) = <&[u8; PACKET_BYTES]>::try_from(packet) else {
            return Err(DecodeError::Truncated {
                len: packet.len(),
                packet_bytes: PACKET_BYTES,
            });
        };
        self.packet(p, index)
    }

    #[inline(always)]
    fn packet(&mut self, p: &[u8; PACKET_BYTES], index: usize) -> Result<Packet, DecodeError> {
        let mut r = Packet::ZERO;
        self.packet_into(p, index, &mut r)?;
        Ok(r)
    }

    #[inline(always)]
    fn packet_into(&mut self, p: &[u8; PACKET_BYTES], index: usize, r: &mut Packet) -> Result<(), DecodeError> {
        let found = Packet::layout_id(p);
        if found != LAYOUT_ID {
            return Err(DecodeError::WrongLayout {
                index,
                found,
                expected: LAYOUT_ID,
            });
        }
        r.decode_from(p);
        self.sequence.follow(r.seq);
        Ok(())
    }

    /// Decodes every packet of `buf`, in order, handing each to `each`.
    pub fn decode_all(
        &mut self,
        buf: &[u8],
        mut each: impl FnMut(&Packet),
    ) -> Result<Stats, DecodeError> {
        if !buf.len().is_multiple_of(PACKET_BYTES) {
            return Err(DecodeError::Truncated {
                len: buf.len(),
                packet_bytes: PACKET_BYTES,
            });
        }
        let mut r = Packet::ZERO;
        for (i, chunk) in buf.chunks_exact(PACKET_BYTES).enumerate() {
            prefetch(buf.as_ptr().wrapping_add((i + 1) * PACKET_BYTES + PREFETCH_BYTES));
            let p: &[u8; PACKET_BYTES] = chunk.try_into().expect("chunks_exact gives whole packets");
            self.packet_into(p, i, &mut r)?;
            each(&r);
        }
        Ok(self.sequence.stats())
    }
}
