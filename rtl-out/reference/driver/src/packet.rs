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

/// Follows a stream's sequence numbers: counts packets and the gaps where
/// packets went missing (every decoder shares it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sequence {
    next: Option<u32>,
    stats: Stats,
}

impl Sequence {
    /// A stream that has not started.
    pub const fn new() -> Self {
        Self {
            next: None,
            stats: Stats {
                packets: 0,
                gaps: 0,
                lost: 0,
            },
        }
    }

    /// Counts a packet with sequence number `seq` and any gap before it.
    #[inline]
    pub fn follow(&mut self, seq: u32) {
        if let Some(expect) = self.next {
            if seq != expect {
                self.stats.gaps += 1;
                self.stats.lost += u64::from(seq.wrapping_sub(expect));
            }
        }
        self.next = Some(seq.wrapping_add(1));
        self.stats.packets += 1;
    }

    /// The sequence number the next packet should carry, once one was seen.
    pub const fn expected(&self) -> Option<u32> {
        self.next
    }

    /// What has been seen so far.
    pub const fn stats(&self) -> Stats {
        self.stats
    }
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

/// How far ahead of the packet being decoded the dump is fetched.
pub const PREFETCH_BYTES: usize = 2048;

/// Asks for the cache line at `p` well before it is read. Decoding a packet
/// is too much work for the core to run ahead to the next ones by itself, so
/// without this every packet waits for memory (it doubles the throughput on
/// a long dump). A hint only: any address is allowed.
#[inline(always)]
pub fn prefetch(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(p.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Where a field's bits are in the packet, decided once per layout: the
/// value is the 64 bits from byte `byte`, shifted right by `shift` (0..8),
/// with the next word's bits above them, masked.
#[derive(Clone, Copy, Debug, Default)]
struct Plan {
    byte: u16,
    shift: u8,
    mask: u64,
}

/// The packet's bytes, with zeros after it so that a field can always read
/// the 16 bytes from its first.
type Bytes = [u8; MAX_BYTES + 16];

#[inline(always)]
fn load(b: &Bytes, i: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[i..i + 8]);
    u64::from_le_bytes(w)
}

impl Plan {
    const fn of(s: Span) -> Self {
        Self {
            byte: (s.offset / 8) as u16,
            shift: (s.offset % 8) as u8,
            mask: if s.width >= 64 {
                u64::MAX
            } else {
                (1u64 << s.width) - 1
            },
        }
    }

    const fn at(base: Span, i: u32) -> Self {
        Self::of(Span {
            offset: base.offset + i * base.width,
            width: base.width,
        })
    }

    // Branch-free and without bounds checks: the byte index is masked into
    // the buffer, and `<< 1 << (63 - shift)` is zero when the shift is.
    #[inline(always)]
    fn get(self, b: &Bytes) -> u64 {
        let i = self.byte as usize & (MAX_BYTES - 1);
        let lo = load(b, i) >> self.shift;
        let hi = (load(b, i + 8) << 1) << (63 - self.shift);
        (lo | hi) & self.mask
    }

    /// `get` for a field of at most 57 bits, which one load holds.
    #[inline(always)]
    fn get_narrow(self, b: &Bytes) -> u64 {
        let i = self.byte as usize & (MAX_BYTES - 1);
        (load(b, i) >> self.shift) & self.mask
    }
}

/// Decodes packet streams of one layout, following the sequence numbers.
///
/// The layout is read at run time (field offsets computed once, in
/// [`Decoder::new`]); a driver crate also has a decoder with its SoC's layout
/// fixed at compile time, several times faster.
#[derive(Clone, Debug)]
pub struct Decoder {
    layout: Layout,
    sequence: Sequence,
    layout_id: Plan,
    fields: [Plan; 6],
    counters: [Plan; MAX_COUNTERS],
    registers: [Plan; MAX_REGISTERS],
    // Reused: every packet overwrites the same front bytes.
    bytes: Bytes,
}

impl Decoder {
    /// A decoder for `layout` (panics if `!layout.is_supported()`; every
    /// layout a description accepts is).
    pub fn new(layout: Layout) -> Self {
        match Self::try_new(layout) {
            Some(d) => d,
            None => panic!("unsupported packet layout"),
        }
    }

    /// A decoder for `layout`, or `None` if `!layout.is_supported()`.
    pub fn try_new(layout: Layout) -> Option<Self> {
        if !layout.is_supported() {
            return None;
        }
        let l = &layout;
        let mut counters = [Plan::default(); MAX_COUNTERS];
        for (i, p) in counters.iter_mut().enumerate().take(l.counters as usize) {
            *p = Plan::at(l.counter0, i as u32);
        }
        let mut registers = [Plan::default(); MAX_REGISTERS];
        for (i, p) in registers.iter_mut().enumerate().take(l.registers as usize) {
            *p = Plan::at(l.register0, i as u32);
        }
        Some(Self {
            layout,
            sequence: Sequence::new(),
            layout_id: Plan::of(l.layout_id),
            fields: [l.pc, l.instr, l.cycles, l.halted, l.overflow, l.seq].map(Plan::of),
            counters,
            registers,
            bytes: [0; MAX_BYTES + 16],
        })
    }

    /// The layout this decoder reads.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// What has been decoded so far.
    pub fn stats(&self) -> Stats {
        self.sequence.stats()
    }

    /// The sequence number the next packet should carry, once one was seen.
    pub fn expected(&self) -> Option<u32> {
        self.sequence.expected()
    }

    /// Decodes one packet (`packet.len() == layout.packet_bytes`); `index` is
    /// only used in errors.
    pub fn decode(&mut self, packet: &[u8], index: usize) -> Result<Record, DecodeError> {
        let mut r = Record::default();
        self.decode_into(packet, index, &mut r)?;
        Ok(r)
    }

    /// Decodes one packet into `r`, reusing it: only the layout's counters
    /// and registers are written, so the rest keeps whatever `r` held.
    #[inline]
    pub fn decode_into(
        &mut self,
        packet: &[u8],
        index: usize,
        r: &mut Record,
    ) -> Result<(), DecodeError> {
        let n = self.layout.packet_bytes;
        if packet.len() != n {
            return Err(DecodeError::Truncated {
                len: packet.len(),
                packet_bytes: n,
            });
        }
        // Bytes past the packet's stay zero: the layout never changes.
        self.bytes[..n].copy_from_slice(packet);
        let w = &self.bytes;
        let id = self.layout_id.get(w) as u16;
        if id != self.layout.id {
            return Err(DecodeError::WrongLayout {
                index,
                found: id,
                expected: self.layout.id,
            });
        }
        let [pc, instr, cycles, halted, overflow, seq] = self.fields.map(|p| p.get(w));
        r.seq = seq as u32;
        r.pc = pc;
        r.instr = instr as u32;
        r.cycles = cycles;
        r.halted = halted;
        r.overflow = overflow;
        let c = self.layout.counters as usize;
        // Counters are at most 16 bits: one load each.
        for (dst, p) in r.counters[..c].iter_mut().zip(&self.counters[..c]) {
            *dst = p.get_narrow(w) as u16;
        }
        let g = self.layout.registers as usize;
        for (dst, p) in r.registers[..g].iter_mut().zip(&self.registers[..g]) {
            *dst = p.get(w);
        }
        self.follow(r.seq);
        Ok(())
    }

    /// Counts a packet with sequence number `seq` and any gap before it.
    #[inline]
    pub fn follow(&mut self, seq: u32) {
        self.sequence.follow(seq);
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
        let mut r = Record::default();
        for (i, p) in buf.chunks_exact(n).enumerate() {
            prefetch(buf.as_ptr().wrapping_add((i + 1) * n + PREFETCH_BYTES));
            self.decode_into(p, i, &mut r)?;
            each(&r);
        }
        Ok(self.sequence.stats())
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
