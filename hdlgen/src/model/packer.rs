//! The continuous-monitoring packer: the packet's bit layout and the register
//! map, decided here once; the RTL, the decoder and the docs read them.
//!
//! Fields are packed from bit 0 in the order of the Flute CMS packet
//! (counters, overflow map, PC, cycles since last packet, instruction, cycles
//! halted, registers), then the packet sequence number and the layout id in
//! the spare bits, so the host can detect lost packets and a wrong decoder.

use super::Access;

/// What a packet field holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// Event counter `i` (events since the previous packet, modulo 2^k).
    Counter(u32),
    /// Overflow map: bit `i` set if counter `i` wrapped since the previous packet.
    Overflow,
    /// Program counter of the instruction.
    Pc,
    /// Cycles since the previous packet, this one's cycle included.
    Cycles,
    /// The instruction (32 bits; a compressed one in the low half).
    Instr,
    /// Cycles the core was halted since the previous packet.
    Halted,
    /// Selected core register `i`.
    Register(u32),
    /// Packet sequence number (32 bits, counts dropped packets too).
    Seq,
    /// Layout id (16 bits).
    LayoutId,
}

/// One field of the packet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Identifier (CSV column name).
    pub name: String,
    /// What it holds.
    pub kind: FieldKind,
    /// First bit.
    pub offset: u32,
    /// Bits.
    pub width: u32,
}

/// A register of the packer's window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackerRegKind {
    /// Enables and modes.
    Ctrl,
    /// Command strobes.
    Cmd,
    /// Status bits.
    Status,
    /// FIFO level.
    Level,
    /// Almost-full threshold.
    AlmostFull,
    /// TLAST interval.
    TlastEvery,
    /// Packets dropped (FIFO full).
    Drops,
    /// Packets created (the next sequence number).
    Packets,
    /// Layout id.
    LayoutId,
    /// Start trigger PC, bits 31:0 / 63:32.
    StartLo,
    /// High word.
    StartHi,
    /// Stop trigger PC, bits 31:0.
    StopLo,
    /// High word.
    StopHi,
    /// Watchpoint `i`: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include).
    WpCfg(u32),
    /// Watchpoint `i` address A (exact value, or range start), low word.
    WpALo(u32),
    /// High word.
    WpAHi(u32),
    /// Watchpoint `i` range end (inclusive), low word.
    WpBLo(u32),
    /// High word.
    WpBHi(u32),
}

/// One register of the packer's window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackerReg {
    /// Identifier.
    pub name: String,
    /// Word index in the window.
    pub word: u32,
    /// What it is.
    pub kind: PackerRegKind,
    /// Software access.
    pub access: Access,
    /// Reset value.
    pub reset: u32,
    /// Bits software can write.
    pub mask: u32,
    /// One-line documentation.
    pub description: String,
}

/// CTRL bits.
pub mod ctrl {
    /// Tracing enabled.
    pub const ENABLE: u32 = 1 << 0;
    /// Keep only control-flow instructions and the instruction after one.
    pub const CF_FILTER: u32 = 1 << 1;
    /// Halt the core while the FIFO is at its almost-full threshold.
    pub const HALT_ENABLE: u32 = 1 << 2;
    /// Halt the core unconditionally.
    pub const FORCE_HALT: u32 = 1 << 3;
    /// Start tracing at the start-trigger PC.
    pub const START_TRIGGER: u32 = 1 << 4;
    /// Stop tracing after the stop-trigger PC.
    pub const STOP_TRIGGER: u32 = 1 << 5;
    /// Every CTRL bit.
    pub const ALL: u32 = 0x3F;
}

/// CMD bits (write-only strobes).
pub mod cmd {
    /// Emit a packet now, with TLAST.
    pub const FLUSH: u32 = 1 << 0;
    /// Zero the drop counter.
    pub const CLEAR_DROPS: u32 = 1 << 1;
}

/// The elaborated packer.
#[derive(Debug, Clone)]
pub struct Packer {
    /// Verilog module name.
    pub module: String,
    /// Physical base of its register window.
    pub base: u64,
    /// AXI4-Stream TDATA width.
    pub stream_width: u32,
    /// PC width.
    pub pc_width: u32,
    /// Event counters.
    pub counters: u32,
    /// Bits per counter.
    pub counter_width: u32,
    /// Selected registers.
    pub registers: u32,
    /// Bits per register.
    pub register_width: u32,
    /// FIFO entries.
    pub fifo_depth: u32,
    /// Most cycles the core takes to stop retiring once `halt` rises.
    pub halt_latency: u32,
    /// Watchpoints.
    pub watchpoints: u32,
    /// Decode C.JAL as a jump.
    pub rv32: bool,
    /// Packet fields from bit 0 up.
    pub fields: Vec<Field>,
    /// Bits used by fields.
    pub used_bits: u32,
    /// Layout id (also in every packet).
    pub layout_id: u16,
    /// Registers in address order.
    pub regs: Vec<PackerReg>,
    /// Word-address bits of the window.
    pub word_bits: u32,
}

impl Packer {
    /// The field of `kind`.
    pub fn field(&self, kind: FieldKind) -> Option<&Field> {
        self.fields.iter().find(|f| f.kind == kind)
    }

    /// Bits of the FIFO-level registers.
    pub fn level_bits(&self) -> u32 {
        32 - self.fifo_depth.leading_zeros()
    }

    /// The highest halt threshold that still loses no packet: see
    /// [`halt_limit`].
    pub fn halt_limit(&self) -> u32 {
        halt_limit(self.fifo_depth, self.halt_latency)
    }
}

/// The highest level at which `halt` may rise without losing a packet, for a
/// FIFO of `depth` entries and a core that retires for up to `latency` more
/// cycles once `halt` is high.
///
/// The FIFO holds `depth` packets plus the one offered on the stream, and a
/// packet is dropped only when all `depth` are taken. An instruction retired
/// in cycle t passed a `halt` that was low in cycle t - latency, so the level
/// was at most threshold - 1 then; one packet a cycle at most arrives in the
/// `latency` cycles since, so the level before t's packet is at most
/// threshold - 1 + latency. That packet fits while this is at most `depth`
/// (with the output register full, `depth - 1` stored; empty, it is reloaded
/// from a non-empty FIFO in every cycle, so `depth` stored never meets an
/// empty output register when `depth >= 2`): threshold <= depth + 1 - latency.
/// The hardware halts at the lower of this and the `almost_full` register,
/// so no value software writes there can break the promise.
pub fn halt_limit(depth: u32, latency: u32) -> u32 {
    (depth + 1).saturating_sub(latency)
}

/// Everything the layout depends on.
pub struct PackerParams {
    /// See [`Packer`].
    pub stream_width: u32,
    /// Bits.
    pub pc_width: u32,
    /// Bits.
    pub cycles_width: u32,
    /// Bits.
    pub halted_width: u32,
    /// Count.
    pub counters: u32,
    /// Bits.
    pub counter_width: u32,
    /// Count.
    pub registers: u32,
    /// Bits.
    pub register_width: u32,
}

/// The packet's fields, in order from bit 0.
pub fn fields(p: &PackerParams) -> Vec<Field> {
    let mut kinds: Vec<(String, FieldKind, u32)> = (0..p.counters)
        .map(|i| {
            (
                format!("counter{i}"),
                FieldKind::Counter(i),
                p.counter_width,
            )
        })
        .collect();
    kinds.push(("overflow".into(), FieldKind::Overflow, p.counters));
    kinds.push(("pc".into(), FieldKind::Pc, p.pc_width));
    kinds.push(("cycles".into(), FieldKind::Cycles, p.cycles_width));
    kinds.push(("instr".into(), FieldKind::Instr, 32));
    kinds.push(("halted".into(), FieldKind::Halted, p.halted_width));
    kinds.extend(
        (0..p.registers).map(|i| (format!("reg{i}"), FieldKind::Register(i), p.register_width)),
    );
    kinds.push(("seq".into(), FieldKind::Seq, 32));
    kinds.push(("layout_id".into(), FieldKind::LayoutId, 16));
    let mut offset = 0;
    kinds
        .into_iter()
        .map(|(name, kind, width)| {
            let f = Field {
                name,
                kind,
                offset,
                width,
            };
            offset += width;
            f
        })
        .collect()
}

/// A 16-bit digest of the layout: equal layouts, equal ids.
pub fn layout_id(stream_width: u32, fields: &[Field]) -> u16 {
    let mut h: u32 = 0x811C_9DC5;
    let mut eat = |v: u32| {
        for b in v.to_le_bytes() {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
    };
    eat(stream_width);
    for f in fields {
        eat(f.offset);
        eat(f.width);
        eat(match f.kind {
            FieldKind::Counter(i) => i,
            FieldKind::Overflow => 0x100,
            FieldKind::Pc => 0x101,
            FieldKind::Cycles => 0x102,
            FieldKind::Instr => 0x103,
            FieldKind::Halted => 0x104,
            FieldKind::Register(i) => 0x200 + i,
            FieldKind::Seq => 0x105,
            FieldKind::LayoutId => 0x106,
        });
    }
    (h ^ (h >> 16)) as u16
}

fn mask(bits: u32) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    }
}

/// The packer's register map.
pub fn registers(
    pc_width: u32,
    level_bits: u32,
    almost_full: u32,
    tlast_every: u32,
    watchpoints: u32,
) -> Vec<PackerReg> {
    use Access::*;
    use PackerRegKind::*;
    let lo = mask(pc_width);
    let hi = mask(pc_width.saturating_sub(32));
    let mut v = Vec::new();
    let mut push = |name: String, word, kind, access, reset, mask, description: &str| {
        v.push(PackerReg {
            name,
            word,
            kind,
            access,
            reset,
            mask,
            description: description.to_string(),
        })
    };
    push("ctrl".into(), 0, Ctrl, Rw, ctrl::HALT_ENABLE, ctrl::ALL, "Bit 0 enable, 1 control-flow filter, 2 halt on almost-full (reset 1), 3 force halt, 4 start trigger, 5 stop trigger; a write re-arms the triggers");
    push(
        "cmd".into(),
        1,
        Cmd,
        Wo,
        0,
        0,
        "Write bit 0: flush (emit a packet now, with TLAST; with halting on, once the level is below the threshold); bit 1: zero the drop counter; reads 0",
    );
    push(
        "status".into(),
        2,
        Status,
        Ro,
        0,
        0,
        "Bit 0 tracing, 1 halt output, 2 FIFO empty, 3 FIFO full, 4 flush pending",
    );
    push(
        "level".into(),
        3,
        Level,
        Ro,
        0,
        0,
        "Packets in the FIFO (including the one offered on the stream)",
    );
    push(
        "almost_full".into(),
        4,
        AlmostFull,
        Rw,
        almost_full,
        mask(level_bits),
        "Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower",
    );
    push(
        "tlast_every".into(),
        5,
        TlastEvery,
        Rw,
        tlast_every,
        0xFFFF,
        "TLAST on every Nth packet (0: only on flush)",
    );
    push(
        "drops".into(),
        6,
        Drops,
        Ro,
        0,
        0,
        "Packets dropped because the FIFO was full",
    );
    push(
        "packets".into(),
        7,
        Packets,
        Ro,
        0,
        0,
        "Packets created so far (the next sequence number)",
    );
    push(
        "layout_id".into(),
        8,
        LayoutId,
        Ro,
        0,
        0,
        "Layout id carried by every packet",
    );
    push(
        "start_pc_lo".into(),
        9,
        StartLo,
        Rw,
        0,
        lo,
        "Start trigger PC, bits 31:0",
    );
    push(
        "start_pc_hi".into(),
        10,
        StartHi,
        Rw,
        0,
        hi,
        "Start trigger PC, high bits",
    );
    push(
        "stop_pc_lo".into(),
        11,
        StopLo,
        Rw,
        0,
        lo,
        "Stop trigger PC, bits 31:0",
    );
    push(
        "stop_pc_hi".into(),
        12,
        StopHi,
        Rw,
        0,
        hi,
        "Stop trigger PC, high bits",
    );
    for i in 0..watchpoints {
        let w = 16 + 8 * i;
        push(
            format!("wp{i}_cfg"),
            w,
            WpCfg(i),
            Rw,
            0,
            7,
            "Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)",
        );
        push(
            format!("wp{i}_a_lo"),
            w + 1,
            WpALo(i),
            Rw,
            0,
            lo,
            "Watchpoint exact PC or range start, bits 31:0",
        );
        push(
            format!("wp{i}_a_hi"),
            w + 2,
            WpAHi(i),
            Rw,
            0,
            hi,
            "High bits",
        );
        push(
            format!("wp{i}_b_lo"),
            w + 3,
            WpBLo(i),
            Rw,
            0,
            lo,
            "Watchpoint range end (inclusive), bits 31:0",
        );
        push(
            format!("wp{i}_b_hi"),
            w + 4,
            WpBHi(i),
            Rw,
            0,
            hi,
            "High bits",
        );
    }
    v
}

/// Word-address bits of a window with `watchpoints` watchpoints.
pub fn word_bits(watchpoints: u32) -> u32 {
    let words = 16 + 8 * watchpoints.max(1);
    32 - (words - 1).leading_zeros()
}
