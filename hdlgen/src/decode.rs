//! `hdlgen decode`: packet dumps → CSV, with the layout the model decided.

use std::fmt::Write as _;

use crate::model::packer::{FieldKind, Packer};
use crate::packet::{Decoder, Layout, Record, Span, Stats};

/// The decoder's view of `p`'s packet layout.
pub fn layout(p: &Packer) -> Layout {
    let span = |k| {
        p.field(k).map_or(
            Span {
                offset: 0,
                width: 1,
            },
            |f| Span {
                offset: f.offset,
                width: f.width,
            },
        )
    };
    Layout {
        packet_bytes: (p.stream_width / 8) as usize,
        id: p.layout_id,
        counter0: span(FieldKind::Counter(0)),
        counters: p.counters,
        overflow: span(FieldKind::Overflow),
        pc: span(FieldKind::Pc),
        cycles: span(FieldKind::Cycles),
        instr: span(FieldKind::Instr),
        halted: span(FieldKind::Halted),
        register0: span(FieldKind::Register(0)),
        registers: p.registers,
        seq: span(FieldKind::Seq),
        layout_id: span(FieldKind::LayoutId),
    }
}

/// The CSV header row.
pub fn csv_header(l: &Layout) -> String {
    let mut s = String::from("seq,pc,instr,cycles,halted,overflow");
    for i in 0..l.counters {
        let _ = write!(s, ",counter{i}");
    }
    for i in 0..l.registers {
        let _ = write!(s, ",reg{i}");
    }
    s.push('\n');
    s
}

/// Appends `r` as one CSV row.
pub fn csv_row(out: &mut String, l: &Layout, r: &Record) {
    let _ = write!(
        out,
        "{},{:#x},{:#010x},{},{},{:#x}",
        r.seq, r.pc, r.instr, r.cycles, r.halted, r.overflow
    );
    for c in &r.counters[..l.counters as usize] {
        let _ = write!(out, ",{c}");
    }
    for v in &r.registers[..l.registers as usize] {
        let _ = write!(out, ",{v:#x}");
    }
    out.push('\n');
}

/// Decodes `dump` into CSV text.
pub fn to_csv(p: &Packer, dump: &[u8]) -> Result<(String, Stats), crate::packet::DecodeError> {
    let l = layout(p);
    let mut out = csv_header(&l);
    let mut d = Decoder::new(l);
    let stats = d.decode_all(dump, |r| csv_row(&mut out, &l, r))?;
    Ok((out, stats))
}
