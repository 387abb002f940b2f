//! The counters a packet carries and the packet itself: built field by
//! field from the layout, then queued, or dropped when the FIFO is full.

use super::bits::{get_bits, mask64, put_bits};
use super::{CoreIn, PackerModel};
use crate::cfg::PacketField;

/// The cycle and halt counts as they stand after this cycle, and whether
/// a packet made now ends a TLAST group.
struct Stamp {
    cycles: u64,
    halted: u64,
    last: bool,
}

impl PackerModel {
    /// This edge's counting: a packet takes the counters including this
    /// cycle's events and restarts them; without one they keep counting.
    /// `halt` and `full_before` are as they were before this edge.
    pub(super) fn account(
        &mut self,
        inp: &[u32],
        core: &CoreIn,
        emit: bool,
        flush: bool,
        halt: bool,
        full_before: bool,
    ) {
        let k = self.cfg.counter_width;
        self.sums.clear();
        for i in 0..self.cnt.len() {
            self.sums.push(self.cnt[i] + (core.events >> i & 1) as u64);
        }
        let stamp = self.stamp(flush, halt);
        if emit {
            let pkt = self.packet(inp, core, &stamp);
            if full_before {
                self.drops = self.drops.wrapping_add(1);
            } else {
                self.fifo.push_back((pkt, stamp.last));
            }
            self.seq = self.seq.wrapping_add(1);
            self.since_last = if stamp.last {
                0
            } else {
                (self.since_last + 1) & 0xFFFF
            };
            self.cnt.fill(0);
            self.ovf.fill(false);
            self.cycles = 0;
            self.halted = 0;
        } else {
            for i in 0..self.cnt.len() {
                self.cnt[i] = self.sums[i] & mask64(k);
                self.ovf[i] |= self.sums[i] >> k & 1 == 1;
            }
            self.cycles = stamp.cycles;
            self.halted = stamp.halted;
        }
    }

    /// The cycle count saturates at its field's top, as does the halt count
    /// (which counts only halted cycles).
    fn stamp(&self, flush: bool, halt: bool) -> Stamp {
        let (_, cw) = self.cfg.field(PacketField::Cycles);
        let (_, hw) = self.cfg.field(PacketField::Halted);
        let cycles = if self.cycles == mask64(cw) {
            self.cycles
        } else {
            self.cycles + 1
        };
        let halted = if halt && self.halted != mask64(hw) {
            self.halted + 1
        } else {
            self.halted
        };
        let tlast_every = self.regs[self.cfg.tlast_every_word as usize] & 0xFFFF;
        let last = flush || (tlast_every != 0 && self.since_last + 1 >= tlast_every);
        Stamp {
            cycles,
            halted,
            last,
        }
    }

    /// The packet's words, from `sums` (the counters plus this cycle's events).
    fn packet(&self, inp: &[u32], core: &CoreIn, stamp: &Stamp) -> Vec<u32> {
        let k = self.cfg.counter_width;
        let sums = &self.sums;
        let carry = |i: usize| sums[i] >> k & 1 == 1;
        let mut pkt = vec![0u32; (self.cfg.stream_width / 32) as usize];
        for &(f, off, w) in &self.cfg.fields {
            let v = match f {
                PacketField::Counter(i) => sums[i as usize],
                PacketField::Overflow => (0..self.cfg.counters as usize)
                    .filter(|&i| self.ovf[i] || carry(i))
                    .fold(0, |m, i| m | 1 << i),
                PacketField::Pc => core.pc,
                PacketField::Cycles => stamp.cycles,
                PacketField::Instr => u64::from(core.instr),
                PacketField::Halted => stamp.halted,
                PacketField::Register(i) => {
                    let rw = self.cfg.register_width;
                    let regs = self.pins.regs.expect("regs port");
                    get_bits(self.layout.words(inp, regs), i * rw, rw)
                }
                PacketField::Seq => u64::from(self.seq),
                PacketField::LayoutId => u64::from(self.cfg.layout_id),
            };
            put_bits(&mut pkt, off, w, v);
        }
        pkt
    }
}
