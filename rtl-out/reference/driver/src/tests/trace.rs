//! The decoder specialised to this SoC's layout against the generic one.

use crate::map;

/// The decoder specialised to this SoC's layout reads every field exactly as
/// the generic decoder does, on packets with random bits everywhere, and
/// refuses what the generic one refuses.
#[test]
fn the_specialised_trace_decoder_agrees_with_the_generic_one() {
    use crate::packet::{DecodeError, Decoder};
    use crate::trace::{self, PACKET_BYTES};
    let l = map::PACKET_LAYOUT;
    assert_eq!((trace::PACKET_BYTES, trace::LAYOUT_ID), (l.packet_bytes, l.id));
    assert_eq!((trace::COUNTERS, trace::REGISTERS), (l.counters as usize, l.registers as usize));
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut buf = vec![0u8; PACKET_BYTES * 500];
    for (k, b) in buf.iter_mut().enumerate() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = (x >> (k % 56)) as u8;
    }
    // Stamp the layout id; the sequence numbers stay random, so gaps abound.
    let (id_at, id_bits) = (l.layout_id.offset as usize, l.layout_id.width as usize);
    for p in buf.chunks_exact_mut(PACKET_BYTES) {
        for i in 0..id_bits {
            let (byte, bit) = ((id_at + i) / 8, (id_at + i) % 8);
            p[byte] = p[byte] & !(1 << bit) | (((l.id >> i) & 1) as u8) << bit;
        }
    }
    let mut generic = Vec::new();
    let mut g = Decoder::new(l);
    let gs = g.decode_all(&buf, |r| generic.push(*r)).unwrap();
    let mut s = trace::Decoder::new();
    let mut n = 0;
    let ss = s
        .decode_all(&buf, |p| {
            let r = &generic[n];
            assert_eq!(
                (p.seq, p.pc, p.instr, p.cycles, p.halted, p.overflow),
                (r.seq, r.pc, r.instr, r.cycles, r.halted, r.overflow),
                "packet {n}"
            );
            assert_eq!(p.counters[..], r.counters[..trace::COUNTERS], "packet {n}");
            assert_eq!(p.registers[..], r.registers[..trace::REGISTERS], "packet {n}");
            n += 1;
        })
        .unwrap();
    assert_eq!((n, ss), (500, gs));
    assert!(ss.gaps > 0);

    let short = &buf[..PACKET_BYTES - 4];
    assert_eq!(trace::Decoder::new().decode(short, 7), Decoder::new(l).decode(short, 7).map(|_| unreachable!()));
    assert!(matches!(
        trace::Decoder::new().decode_all(&buf[..PACKET_BYTES + 1], |_| {}),
        Err(DecodeError::Truncated { .. })
    ));
    let mut wrong = buf[..2 * PACKET_BYTES].to_vec();
    wrong[PACKET_BYTES + id_at / 8] ^= 1 << (id_at % 8);
    assert_eq!(
        trace::Decoder::new().decode_all(&wrong, |_| {}),
        Err(DecodeError::WrongLayout { index: 1, found: l.id ^ 1, expected: l.id })
    );
}
