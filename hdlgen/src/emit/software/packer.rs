//! The trace packer as the software emitters see it.

use super::RegView;
use crate::model::names::comment_text;
use crate::model::Soc;

/// The trace packer as software sees it.
pub struct PackerView {
    /// Register-window base, as hex.
    pub base: String,
    /// Register-window size in bytes, as hex.
    pub window_bytes: String,
    /// Control registers.
    pub regs: Vec<RegView>,
    /// Bytes per packet.
    pub packet_bytes: u32,
    /// Layout id, as hex.
    pub id: String,
    /// (offset, width) of the named fields.
    pub counter0: (u32, u32),
    /// Number of counters.
    pub counters: u32,
    /// Overflow map.
    pub overflow: (u32, u32),
    /// PC.
    pub pc: (u32, u32),
    /// Cycles.
    pub cycles: (u32, u32),
    /// Instruction.
    pub instr: (u32, u32),
    /// Halted cycles.
    pub halted: (u32, u32),
    /// Register 0 (width 1 at 0 when there are none).
    pub register0: (u32, u32),
    /// Number of registers.
    pub registers: u32,
    /// Sequence number.
    pub seq: (u32, u32),
    /// Layout id.
    pub layout_id: (u32, u32),
    /// Every field: (UPPER name, offset, width).
    pub fields: Vec<(String, u32, u32)>,
}

/// The packer of `soc`, if any, for the software emitters.
pub fn packer_view(soc: &Soc) -> Option<PackerView> {
    use crate::model::packer::FieldKind;
    let p = soc.packer.as_ref()?;
    let f = |k| p.field(k).map_or((0, 1), |f| (f.offset, f.width));
    Some(PackerView {
        base: format!("{:#x}", p.base),
        window_bytes: format!("{:#x}", p.window.size()),
        regs: p
            .window
            .regs
            .iter()
            .map(|r| RegView {
                name: r.name.to_uppercase(),
                offset: format!("{:#05x}", r.word * 4),
                doc: comment_text(&r.description),
                flag_word: None,
            })
            .collect(),
        packet_bytes: p.stream_width / 8,
        id: format!("{:#06x}", p.layout_id),
        counter0: f(FieldKind::Counter(0)),
        counters: p.counters,
        overflow: f(FieldKind::Overflow),
        pc: f(FieldKind::Pc),
        cycles: f(FieldKind::Cycles),
        instr: f(FieldKind::Instr),
        halted: f(FieldKind::Halted),
        register0: f(FieldKind::Register(0)),
        registers: p.registers,
        seq: f(FieldKind::Seq),
        layout_id: f(FieldKind::LayoutId),
        fields: p
            .fields
            .iter()
            .map(|x| (x.name.to_uppercase(), x.offset, x.width))
            .collect(),
    })
}
