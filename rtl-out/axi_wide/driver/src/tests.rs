//! Unit tests of the generated crate (run by `cargo test` in the crate).

use crate::map::{self, reg};
use crate::{Backend, Monitors};

/// A plain register file: every word reads what was last written.
struct Ram(Vec<u32>);

impl Backend for Ram {
    fn read32(&mut self, offset: usize) -> u32 {
        self.0[offset / 4]
    }
    fn write32(&mut self, offset: usize, value: u32) {
        self.0[offset / 4] = value;
    }
}

fn ram() -> Monitors<Ram> {
    Monitors::new(Ram(vec![0; map::WINDOW_BYTES / 4]))
}

/// Every fixed window is handed out once (a second `take` is `None`), the
/// only safe way to own its registers.
#[test]
fn windows_are_handed_out_once() {
    assert!(crate::BareMetal::take().is_some());
    assert!(crate::BareMetal::take().is_none());
    assert!(crate::PackerWindow::take().is_some());
    assert!(crate::PackerWindow::take().is_none());
    assert!(crate::AutoCounterWindow::take().is_some());
    assert!(crate::AutoCounterWindow::take().is_none());
    fn send_sync<T: Send + Sync>() {}
    send_sync::<crate::BareMetal>();
    send_sync::<crate::MmioWindow>();
}

/// `write` starts from the reset value, `modify` keeps what it read,
/// `clear` writes ones only where asked.
#[test]
fn typed_registers_write_modify_and_clear() {
    let mut ram = Ram(vec![0; map::WINDOW_BYTES / 4]);
    let mut r = crate::regs::tile_cpu::at(&mut ram, 0);
    r.ctrl().write(|w| w.freeze(true).clear(true));
    assert_eq!(r.ctrl().read_raw(), map::CTRL_FREEZE | map::CTRL_CLEAR);
    r.ctrl().modify(|_, w| w.clear(false));
    assert_eq!(r.ctrl().read_raw(), map::CTRL_FREEZE);
    r.ctrl().modify(|r, w| w.freeze(!r.freeze()));
    assert_eq!(r.ctrl().read_raw(), 0);
    r.overflow0().write_raw(0b1111);
    r.overflow0().clear(|w| {
        w.0 = 0b0100;
        w
    });
    assert_eq!(r.overflow0().read_raw(), 0b0100, "only the flag asked for is written");
}

#[test]
fn the_map_is_consistent() {
    let mut next = 0;
    for m in map::MONITORS.iter() {
        assert_eq!(m.index, next, "{} follows its predecessor", m.name);
        assert!(m.words == 1 || m.words == 2);
        assert!(m.width >= 1 && m.width <= 32 * m.words as u32);
        next += m.words;
    }
    assert_eq!(next, map::MONITOR_WORDS);
    assert_eq!(map::TILES.len(), map::NUM_TILES);
    for (i, t) in map::TILES.iter().enumerate() {
        assert_eq!(t.base, map::BASE + i * map::TILE_STRIDE);
    }
    assert_eq!(reg::SNAPSHOT, 0);
    assert_eq!(reg::monitor(0), 4);
    assert!(reg::monitor(map::MONITOR_WORDS - 1) < reg::CTRL);
}

#[test]
fn tiles_address_their_own_window() {
    let mut mon = ram();
    let last = map::NUM_TILES - 1;
    mon.tile(last).snapshot();
    assert_eq!(mon.bus().0[last * map::TILE_STRIDE / 4], 1);
    mon.snapshot_all();
    assert_eq!(mon.bus().0[reg::GLOBAL_SNAPSHOT / 4], map::GLOBAL_SNAPSHOT_TAKE);
    mon.tile(0).clear();
    assert_eq!(mon.bus().0[reg::CTRL / 4], map::CTRL_CLEAR);
}

#[test]
fn pairs_are_read_low_then_high() {
    let mut mon = ram();
    for m in map::MONITORS.iter() {
        let w = reg::monitor(m.index) / 4;
        mon.bus().0[w] = 0x89AB_CDEF;
        if m.words == 2 {
            mon.bus().0[w + 1] = 0x0123_4567;
            assert_eq!(mon.tile(0).read(m.index), 0x0123_4567_89AB_CDEF);
        } else {
            assert_eq!(mon.tile(0).read(m.index), 0x89AB_CDEF);
        }
    }
}

#[test]
fn flags_address_the_right_bit() {
    let mut mon = ram();
    let last = map::MONITORS[map::MONITORS.len() - 1].index;
    mon.tile(0).set_enabled(last, true);
    assert_eq!(mon.bus().0[reg::ENABLE[last / 32] / 4], 1 << (last % 32));
    mon.tile(0).clear_overflow(last);
    assert_eq!(mon.bus().0[reg::OVERFLOW[last / 32] / 4], 1 << (last % 32));
}

#[test]
fn differences_are_exact_across_a_wrap() {
    use crate::esp::*;
    // ESP's sub_monitor_vals returns 0xFFFFFFFF - start + end: one short.
    assert_eq!(sub_monitor_vals(0xFFFF_FFFF, 0), 1);
    assert_eq!(sub_monitor_vals(0xFFFF_FFF0, 0x10), 0x20);
    assert_eq!(sub_width(0xFFFF_FFFF_FFFF_FFFF, 2, 64), 3);
    assert_eq!(sub_width(0xFF_FFFF, 1, 24), 2);
    let mut a = Vals::default();
    let mut b = Vals::default();
    for t in 0..map::NUM_TILES {
        for p in 0..map::NOC_PLANES {
            a.noc_injects[t][p] = u32::MAX - 1;
            b.noc_injects[t][p] = 3;
        }
    }
    let d = esp_monitor_diff(&a, &b);
    for p in 0..map::NOC_PLANES {
        let index = map::MON_NOC_TILE_INJECT_BASE_INDEX + p;
        let w = map::MONITORS.iter().find(|m| m.index == index).unwrap().width;
        let expect = sub_width(u64::from(u32::MAX - 1), 3, w) as u32;
        assert!(d.noc_injects.iter().all(|t| t[p] == expect), "plane {p}");
    }
}

#[test]
fn reports_print_what_was_asked() {
    use crate::esp::*;
    let v = Vals::default();
    let all = std::format!("{v}");
    assert!(all.contains("noc injections"));
    let only_plane = std::format!("{}", v.report(&Args { noc_index: 0, ..Args::many(1 << ESP_MON_READ_NOC_QUEUE_FULL_PLANE) }));
    assert!(only_plane.contains("plane 0 queue-full") && !only_plane.contains("injections"));
}

#[cfg(target_os = "linux")]
#[test]
fn devmem_maps_an_ordinary_file() {
    use std::io::{Read, Seek, SeekFrom, Write};
    let path = std::env::temp_dir().join(std::format!("{}-devmem-{}", "axi_wide_monitors", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    let mut image = vec![0u8; map::WINDOW_BYTES];
    let last = map::NUM_TILES - 1;
    let probe = reg::monitor(0) + last * map::TILE_STRIDE;
    image[probe..probe + 4].copy_from_slice(&0xC0FF_EE01u32.to_le_bytes());
    f.write_all(&image).unwrap();
    drop(f);
    {
        let mut mon = Monitors::new(crate::DevMem::open_at(&path, 0).unwrap());
        assert_eq!(mon.tile(last).read_word(0), u32::from_le(0xC0FF_EE01u32.to_le()));
        mon.tile(last).snapshot();
    }
    let mut f = std::fs::File::open(&path).unwrap();
    f.seek(SeekFrom::Start((last * map::TILE_STRIDE) as u64)).unwrap();
    let mut w = [0u8; 4];
    f.read_exact(&mut w).unwrap();
    assert_eq!(u32::from_le_bytes(w), 1, "the write went through the mapping");
    std::fs::remove_file(&path).unwrap();
}

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
