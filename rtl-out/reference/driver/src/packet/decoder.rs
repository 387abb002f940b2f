//! The decoder for any layout: field positions planned once per layout,
//! then read branch-free from each packet.

use super::{
    DecodeError, Layout, Record, Sequence, Span, Stats, MAX_BYTES, MAX_COUNTERS, MAX_REGISTERS,
};

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
