//! The continuous-monitoring packer: the packet's bit layout and the register
//! map, decided here once; the RTL, the decoder and the docs read them.
//!
//! Fields are packed from bit 0 in the order of the Flute CMS packet
//! (counters, overflow map, PC, cycles since last packet, instruction, cycles
//! halted, registers), then the packet sequence number and the layout id in
//! the spare bits, so the host can detect lost packets and a wrong decoder.

mod window;

use super::Window;
pub use window::{window, WindowParams};

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
    /// Its register window.
    pub window: Window,
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
