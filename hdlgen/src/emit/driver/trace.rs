//! The driver crate's trace decoder specialised to its SoC's packet layout
//! (`driver/src/trace.rs`): every field read at a constant byte offset with
//! constant shifts, so the compiler emits straight-line code per packet.

use askama::Template;

use crate::model::packer::{FieldKind, Packer};

/// One 64-bit little-endian load of the packet, placed at bit `left` of the
/// field: `(load(byte) >> right) << left`.
struct Part {
    byte: usize,
    right: u32,
    left: u32,
}

/// How one field is read: the parts ORed, then masked to the width.
struct Extract {
    parts: Vec<Part>,
    /// `None` for a 64-bit field, which needs no mask.
    mask: Option<u64>,
}

impl Extract {
    /// The field as a `u64` expression over `p`, with no redundant
    /// parentheses (the generated crate is linted as users lint theirs).
    fn value(&self) -> String {
        let part = |p: &Part, alone: bool| {
            let load = format!("ld(p, {})", p.byte);
            match (p.right, p.left) {
                (0, 0) => load,
                (r, 0) if alone => format!("{load} >> {r}"),
                (r, 0) => format!("({load} >> {r})"),
                (0, l) => format!("({load} << {l})"),
                (r, l) => format!("((ld(p, {}) >> {r}) << {l})", p.byte),
            }
        };
        let alone = self.parts.len() == 1 && self.mask.is_none();
        let parts: Vec<String> = self.parts.iter().map(|p| part(p, alone)).collect();
        match (&self.mask, parts.len()) {
            (_, 0) => "0".into(),
            (None, 1) => parts[0].clone(),
            (None, _) => parts.join(" | "),
            (Some(m), 1) => format!("{} & {m:#x}", parts[0]),
            (Some(m), _) => format!("({}) & {m:#x}", parts.join(" | ")),
        }
    }

    /// The field as an expression of type `ty`.
    fn cast(&self, ty: &str) -> String {
        match self.value() {
            v if v == "0" => v,
            v if v.starts_with("ld(") && !v.contains(' ') => format!("{v} as {ty}"),
            v => format!("({v}) as {ty}"),
        }
    }
}

#[derive(Template)]
#[template(path = "rust/trace.rs", escape = "none")]
struct TraceTpl<'a> {
    crate_name: &'a str,
    packet_bytes: usize,
    id: String,
    seq: Extract,
    pc: Extract,
    instr: Extract,
    cycles: Extract,
    halted: Extract,
    overflow: Extract,
    layout_id: Extract,
    counters: Vec<Extract>,
    registers: Vec<Extract>,
}

/// The loads that read bits `offset..offset + width` of a `bytes`-byte packet.
/// A load never runs past the packet's end: near it, the load moves back and
/// shifts further.
fn extract(offset: u32, width: u32, bytes: usize) -> Extract {
    let last_load = bytes - 8;
    let mut parts = Vec::new();
    let (mut bit, mut got) = (offset, 0);
    while got < width {
        // Word-aligned loads: neighbouring fields share them, and the
        // compiler reads each word once.
        let byte = (bit as usize / 64 * 8).min(last_load);
        let right = bit - 8 * byte as u32;
        parts.push(Part {
            byte,
            right,
            left: got,
        });
        got += 64 - right;
        bit = 8 * byte as u32 + 64;
    }
    Extract {
        parts,
        mask: (width < 64).then(|| (1u64 << width) - 1),
    }
}

/// `driver/src/trace.rs` for `p`.
pub fn trace(p: &Packer, crate_name: &str) -> String {
    let bytes = (p.stream_width / 8) as usize;
    let of = |k| {
        p.field(k).filter(|f| f.width > 0).map_or(
            Extract {
                parts: Vec::new(),
                mask: None,
            },
            |f| extract(f.offset, f.width, bytes),
        )
    };
    TraceTpl {
        crate_name,
        packet_bytes: bytes,
        id: format!("{:#06x}", p.layout_id),
        seq: of(FieldKind::Seq),
        pc: of(FieldKind::Pc),
        instr: of(FieldKind::Instr),
        cycles: of(FieldKind::Cycles),
        halted: of(FieldKind::Halted),
        overflow: of(FieldKind::Overflow),
        layout_id: of(FieldKind::LayoutId),
        counters: (0..p.counters).map(|i| of(FieldKind::Counter(i))).collect(),
        registers: (0..p.registers)
            .map(|i| of(FieldKind::Register(i)))
            .collect(),
    }
    .render()
    .expect("trace template renders")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads a field the way the generated code does.
    fn read(e: &Extract, packet: &[u8]) -> u64 {
        let mut v = 0u64;
        for p in &e.parts {
            let w = u64::from_le_bytes(packet[p.byte..p.byte + 8].try_into().unwrap());
            v |= (w >> p.right).checked_shl(p.left).unwrap_or(0);
        }
        e.mask.map_or(v, |m| v & m)
    }

    #[test]
    fn every_offset_and_width_reads_its_bits_and_no_load_leaves_the_packet() {
        for bytes in [8usize, 12, 16, 20, 128] {
            let packet: Vec<u8> = (0..bytes)
                .map(|i| (i as u8).wrapping_mul(37) ^ 0x5a)
                .collect();
            let bit = |i: u32| u64::from(packet[i as usize / 8] >> (i % 8) & 1);
            for width in 1..=64u32 {
                for offset in 0..=(bytes as u32 * 8 - width) {
                    let e = extract(offset, width, bytes);
                    assert!(e
                        .parts
                        .iter()
                        .all(|p| p.byte + 8 <= bytes && p.right < 64 && p.left < 64));
                    let want = (0..width).fold(0, |v, i| v | bit(offset + i) << i);
                    assert_eq!(
                        read(&e, &packet),
                        want,
                        "{bytes} bytes, bits {offset}+{width}"
                    );
                }
            }
        }
    }
}
