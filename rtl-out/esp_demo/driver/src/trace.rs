//! This SoC's trace packets, decoded with the packet layout fixed at compile
//! time: every field is read at a constant offset, so decoding runs at close
//! to memory speed. [`crate::packet`] decodes any layout, given at run time.
//!
//! ```
//! # use esp_demo_monitors::trace;
//! let dump = [0u8; 0]; // packets as the DMA wrote them
//! let mut d = trace::Decoder::new();
//! let stats = d.decode_all(&dump, |p| { let _ = p.cycles; }).unwrap();
//! assert_eq!(stats.packets, 0);
//! ```

use crate::packet::{prefetch, DecodeError, Sequence, Stats, PREFETCH_BYTES};

/// Bytes per packet.
pub const PACKET_BYTES: usize = 128;
/// Layout id every packet of this SoC carries.
pub const LAYOUT_ID: u16 = 0xf309;
/// Event counters per packet.
pub const COUNTERS: usize = 39;
/// Core registers per packet.
pub const REGISTERS: usize = 4;

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
        (((ld(p, 96) >> 56) | (ld(p, 104) << 8)) & 0xffff) as u16
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
        self.seq = ((ld(p, 96) >> 24) & 0xffffffff) as u32;
        self.pc = (ld(p, 32) >> 56) | (ld(p, 40) << 8);
        self.instr = (((ld(p, 48) >> 56) | (ld(p, 56) << 8)) & 0xffffffff) as u32;
        self.cycles = (ld(p, 40) >> 56) | (ld(p, 48) << 8);
        self.halted = (ld(p, 56) >> 24) | (ld(p, 64) << 40);
        self.overflow = (ld(p, 32) >> 17) & 0x7fffffffff;
        self.counters[0] = (ld(p, 0) & 0x7f) as u16;
        self.counters[1] = ((ld(p, 0) >> 7) & 0x7f) as u16;
        self.counters[2] = ((ld(p, 0) >> 14) & 0x7f) as u16;
        self.counters[3] = ((ld(p, 0) >> 21) & 0x7f) as u16;
        self.counters[4] = ((ld(p, 0) >> 28) & 0x7f) as u16;
        self.counters[5] = ((ld(p, 0) >> 35) & 0x7f) as u16;
        self.counters[6] = ((ld(p, 0) >> 42) & 0x7f) as u16;
        self.counters[7] = ((ld(p, 0) >> 49) & 0x7f) as u16;
        self.counters[8] = ((ld(p, 0) >> 56) & 0x7f) as u16;
        self.counters[9] = (((ld(p, 0) >> 63) | (ld(p, 8) << 1)) & 0x7f) as u16;
        self.counters[10] = ((ld(p, 8) >> 6) & 0x7f) as u16;
        self.counters[11] = ((ld(p, 8) >> 13) & 0x7f) as u16;
        self.counters[12] = ((ld(p, 8) >> 20) & 0x7f) as u16;
        self.counters[13] = ((ld(p, 8) >> 27) & 0x7f) as u16;
        self.counters[14] = ((ld(p, 8) >> 34) & 0x7f) as u16;
        self.counters[15] = ((ld(p, 8) >> 41) & 0x7f) as u16;
        self.counters[16] = ((ld(p, 8) >> 48) & 0x7f) as u16;
        self.counters[17] = ((ld(p, 8) >> 55) & 0x7f) as u16;
        self.counters[18] = (((ld(p, 8) >> 62) | (ld(p, 16) << 2)) & 0x7f) as u16;
        self.counters[19] = ((ld(p, 16) >> 5) & 0x7f) as u16;
        self.counters[20] = ((ld(p, 16) >> 12) & 0x7f) as u16;
        self.counters[21] = ((ld(p, 16) >> 19) & 0x7f) as u16;
        self.counters[22] = ((ld(p, 16) >> 26) & 0x7f) as u16;
        self.counters[23] = ((ld(p, 16) >> 33) & 0x7f) as u16;
        self.counters[24] = ((ld(p, 16) >> 40) & 0x7f) as u16;
        self.counters[25] = ((ld(p, 16) >> 47) & 0x7f) as u16;
        self.counters[26] = ((ld(p, 16) >> 54) & 0x7f) as u16;
        self.counters[27] = (((ld(p, 16) >> 61) | (ld(p, 24) << 3)) & 0x7f) as u16;
        self.counters[28] = ((ld(p, 24) >> 4) & 0x7f) as u16;
        self.counters[29] = ((ld(p, 24) >> 11) & 0x7f) as u16;
        self.counters[30] = ((ld(p, 24) >> 18) & 0x7f) as u16;
        self.counters[31] = ((ld(p, 24) >> 25) & 0x7f) as u16;
        self.counters[32] = ((ld(p, 24) >> 32) & 0x7f) as u16;
        self.counters[33] = ((ld(p, 24) >> 39) & 0x7f) as u16;
        self.counters[34] = ((ld(p, 24) >> 46) & 0x7f) as u16;
        self.counters[35] = ((ld(p, 24) >> 53) & 0x7f) as u16;
        self.counters[36] = (((ld(p, 24) >> 60) | (ld(p, 32) << 4)) & 0x7f) as u16;
        self.counters[37] = ((ld(p, 32) >> 3) & 0x7f) as u16;
        self.counters[38] = ((ld(p, 32) >> 10) & 0x7f) as u16;
        self.registers[0] = (ld(p, 64) >> 24) | (ld(p, 72) << 40);
        self.registers[1] = (ld(p, 72) >> 24) | (ld(p, 80) << 40);
        self.registers[2] = (ld(p, 80) >> 24) | (ld(p, 88) << 40);
        self.registers[3] = (ld(p, 88) >> 24) | (ld(p, 96) << 40);
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
