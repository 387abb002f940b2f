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

/// The select register's event field takes and gives `map::Event`s.
#[test]
fn the_select_register_takes_events_by_name() {
    let mut ram = Ram(vec![0; map::WINDOW_BYTES / 4]);
    let mut r = crate::regs::tile_cpu::at(&mut ram, 0);
    for e in map::PROG_EVENTS.iter() {
        let ev = map::Event::from_code(e.code).expect("every event has a variant");
        assert_eq!(ev.code(), e.code);
        r.prog0_select().write(|w| w.event(ev).inhibit(false));
        let v = r.prog0_select().read();
        assert_eq!((v.event(), v.inhibit()), (Some(ev), false));
    }
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
    let path = std::env::temp_dir().join(std::format!("{}-devmem-{}", "reference_monitors", std::process::id()));
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

/// Whether `natives` can be given distinct wired counters, by brute force.
fn feasible(natives: &[u32], used: u32) -> bool {
    let Some((&e, rest)) = natives.split_first() else { return true };
    (0..map::PROG_COUNTERS).any(|k| {
        map::PROG_EVENTS[e as usize].counters >> k & 1 == 1 && used >> k & 1 == 0 && feasible(rest, used | 1 << k)
    })
}

#[test]
fn event_sets_are_assigned_exactly_when_the_wiring_allows() {
    use crate::eventset::{assign, EventError};
    let e = map::PROG_EVENTS.len().min(10);
    let mut tried = 0;
    for mask in 1u32..(1 << e) {
        let natives: Vec<u32> = (0..e as u32).filter(|i| mask >> i & 1 == 1).collect();
        if natives.len() > map::PROG_COUNTERS {
            continue;
        }
        tried += 1;
        let mut counter = [0u8; map::PROG_COUNTERS];
        match assign(&natives, &mut counter) {
            Ok(()) => {
                assert!(feasible(&natives, 0));
                for (i, &n) in natives.iter().enumerate() {
                    let k = counter[i];
                    assert!(map::PROG_EVENTS[n as usize].counters >> k & 1 == 1, "wired");
                    assert!(!counter[..i].contains(&k), "distinct");
                }
            }
            Err(EventError::Conflict { event }) => {
                assert!(!feasible(&natives, 0), "{natives:?} has an assignment");
                assert!(natives.contains(&event));
            }
            Err(other) => panic!("{other:?}"),
        }
    }
    assert!(tried > 0);
}

#[test]
fn presets_expand_to_their_native_events() {
    use crate::eventset::{natives_of, EventError};
    for p in map::PRESETS.iter() {
        let mut out = [0u32; map::PROG_COUNTERS];
        match natives_of(&[p.code], &mut out) {
            Ok(n) => {
                for (_, e) in p.terms {
                    assert!(out[..n].contains(e));
                }
            }
            Err(EventError::TooManyEvents { .. }) => assert!(p.terms.len() > map::PROG_COUNTERS),
            Err(other) => panic!("{other:?}"),
        }
    }
    let mut out = [0u32; map::PROG_COUNTERS];
    assert_eq!(natives_of(&[map::PROG_EVENTS.len() as u32], &mut out), Err(EventError::NoSuchEvent(map::PROG_EVENTS.len() as u32)));
}
/// The PAPI layer over a plain register file, on the first tile with counters.
fn papi_ram() -> crate::papi::Papi<Ram> {
    crate::papi::Papi::new(Ram(vec![0; map::WINDOW_BYTES / 4]), map::PROG_TILES[0]).unwrap()
}

/// The counter a running set gave to native event `e` (read back from the selects).
fn counter_of(p: &mut crate::papi::Papi<Ram>, e: u32) -> usize {
    let base = map::PROG_TILES[0] * map::TILE_STRIDE;
    (0..map::PROG_COUNTERS).find(|&k| p.bus().0[(base + map::PROG_SELECT[k]) / 4] == e).expect("selected, not inhibited")
}

fn set_raw(p: &mut crate::papi::Papi<Ram>, k: usize, v: u64) {
    let base = map::PROG_TILES[0] * map::TILE_STRIDE;
    p.bus().0[(base + map::PROG_COUNT_LO[k]) / 4] = v as u32;
    if let Some(hi) = map::PROG_COUNT_HI {
        p.bus().0[(base + hi[k]) / 4] = (v >> 32) as u32;
    }
}

#[test]
fn papi_names_codes_and_errors_are_values() {
    use crate::papi::*;
    for e in map::PROG_EVENTS.iter() {
        assert_eq!(event_name_to_code(e.name), Ok(e.code));
        assert_eq!(event_code_to_name(e.code), Ok(e.name));
    }
    for pr in map::PRESETS.iter() {
        assert_eq!(event_name_to_code(pr.name), Ok(pr.code));
    }
    assert_eq!(event_name_to_code("not-an-event"), Err(Error::NoSuchName));
    let bad = map::PROG_EVENTS.len() as u32;
    let mut p = papi_ram();
    let set = p.create_eventset().unwrap();
    assert_eq!(p.add_event(set, bad), Err(Error::NoSuchEvent(bad)));
    assert_eq!(p.add_event(set, map::PRESET_BIT | map::PRESETS.len() as u32), Err(Error::NoSuchEvent(map::PRESET_BIT | map::PRESETS.len() as u32)));
    assert_eq!(p.start(set), Err(Error::Empty));
    let mut out = [0i64; 4];
    assert_eq!(p.read(set, &mut out), Err(Error::NotRunning));
    p.add_event(set, 0).unwrap();
    assert_eq!(p.add_event(set, 0), Err(Error::AlreadyInSet(0)));
    assert_eq!(p.remove_event(set, bad), Err(Error::NotInSet(bad)));
    assert!(crate::papi::Papi::new(Ram(vec![0; 4]), map::NUM_TILES).is_err());
    assert!(!std::format!("{}", Error::Conflict { event: 0 }).is_empty());
}

#[test]
fn papi_refuses_an_event_that_cannot_be_counted_and_keeps_the_set() {
    use crate::papi::*;
    let mut p = papi_ram();
    let set = p.create_eventset().unwrap();
    let mut kept = Vec::new();
    let mut refused = 0;
    for e in map::PROG_EVENTS.iter() {
        let before = p.num_events(set).unwrap();
        match p.add_event(set, e.code) {
            Ok(()) => kept.push(e.code),
            Err(Error::Conflict { event }) => {
                assert_eq!(event, e.code);
                assert_eq!(p.num_events(set).unwrap(), before, "unchanged");
                refused += 1;
            }
            Err(Error::TooManyEvents { needed, counters }) => {
                assert!(needed > counters);
                assert_eq!(p.num_events(set).unwrap(), before, "unchanged");
                refused += 1;
            }
            Err(other) => panic!("{other:?}"),
        }
    }
    assert!(kept.len() <= map::PROG_COUNTERS && !kept.is_empty());
    assert_eq!(refused, map::PROG_EVENTS.len() - kept.len());
    let mut listed = [0u32; crate::papi::MAX_EVENTS];
    let n = p.list_events(set, &mut listed).unwrap();
    assert_eq!(&listed[..n], &kept[..]);
    // What was kept can run, each event on its own counter.
    p.start(set).unwrap();
    let mut seen = 0u32;
    for &e in &kept {
        let k = counter_of(&mut p, e);
        assert_eq!(seen >> k & 1, 0);
        seen |= 1 << k;
    }
    // all or nothing: one bad code and nothing changes.
    p.stop(set, &mut []).unwrap();
    p.cleanup_eventset(set).unwrap();
    assert_eq!(p.add_events(set, &[0, map::PROG_EVENTS.len() as u32]), Err(Error::NoSuchEvent(map::PROG_EVENTS.len() as u32)));
    assert_eq!(p.num_events(set), Ok(0));
}

#[test]
fn papi_sets_count_one_at_a_time() {
    use crate::papi::*;
    let mut p = papi_ram();
    let a = p.create_eventset().unwrap();
    let b = p.create_eventset().unwrap();
    p.add_event(a, 0).unwrap();
    p.add_event(b, 0).unwrap();
    assert_eq!(p.state(a), Ok(State::Stopped));
    p.start(a).unwrap();
    assert_eq!(p.state(a), Ok(State::Running));
    assert_eq!(p.start(a), Err(Error::IsRunning));
    assert_eq!(p.start(b), Err(Error::OtherIsRunning));
    assert_eq!(p.add_event(a, 0), Err(Error::IsRunning));
    assert_eq!(p.start_counters(&[0]), Err(Error::OtherIsRunning));
    let mut out = [0i64; 1];
    p.stop(a, &mut out).unwrap();
    assert_eq!(p.state(a), Ok(State::Stopped));
    p.destroy_eventset(a).unwrap();
    assert_eq!(p.state(a), Err(Error::NoSuchEventSet));
    p.start_counters(&[0]).unwrap();
    assert_eq!(p.start(b), Err(Error::OtherIsRunning));
    p.stop_counters(&mut out).unwrap();
    assert_eq!(p.read_counters(&mut out), Err(Error::NotRunning));
}

#[test]
fn papi_virtual_counters_carry_across_a_physical_wrap() {
    let mut p = papi_ram();
    let set = p.create_eventset().unwrap();
    p.add_event(set, 0).unwrap();
    p.start(set).unwrap();
    let k = counter_of(&mut p, 0);
    let max = if map::PROG_WIDTH >= 64 { u64::MAX } else { (1u64 << map::PROG_WIDTH) - 1 };
    // Start d below the top and step d + 1: one wrap, at any width.
    let d = (max / 2).min(5);
    let mut v = [0i64; 1];
    set_raw(&mut p, k, max - d);
    p.read(set, &mut v).unwrap();
    assert_eq!(v[0] as u64, max - d);
    set_raw(&mut p, k, (max - d).wrapping_add(d + 1) & max);
    p.read(set, &mut v).unwrap();
    assert_eq!(v[0] as u64, (max - d).wrapping_add(d + 1), "d + 1 more across the wrap");
    // Accum adds and resets; reset starts from the current value.
    let mut acc = [1i64];
    p.accum(set, &mut acc).unwrap();
    assert_eq!(acc[0] as u64, (max - d).wrapping_add(d + 2));
    p.reset(set).unwrap();
    p.read(set, &mut v).unwrap();
    assert_eq!(v[0], 0);
    let step = max.min(20);
    set_raw(&mut p, k, step);
    p.read(set, &mut v).unwrap();
    assert_eq!(v[0] as u64, step, "counts since the reset");
}

#[test]
fn multiplexing_scales_by_the_periods_an_event_was_counted() {
    use crate::multiplex::*;
    if map::PROG_EVENTS.len() < 2 {
        return;
    }
    let mut m = Multiplexer::new(papi_ram());
    assert_eq!(m.add_set(&[0]), Ok(0));
    assert_eq!(m.add_set(&[1]), Ok(1));
    m.start().unwrap();
    let mut series = TimeSeries::new();
    // Raw values that fit any counter width.
    let max = if map::PROG_WIDTH >= 64 { u64::MAX } else { (1u64 << map::PROG_WIDTH) - 1 };
    let raw = |period: u64| (100 + period) & max;
    for period in 0..6u64 {
        let e = (period % 2) as u32;
        let k = counter_of(m.papi(), e);
        set_raw(m.papi(), k, raw(period));
        series.push(m.tick().unwrap());
    }
    m.finish().unwrap();
    // Set 0 counted periods 0, 2, 4 and the unfinished 6th (0 events).
    let c0 = (raw(0) + raw(2) + raw(4)) as i64;
    let e0 = m.estimate(0).unwrap();
    assert_eq!((e0.counted, e0.periods, e0.total), (c0, 4, 7));
    assert_eq!(e0.scaled, (c0 * 7 + 2) / 4);
    let c1 = (raw(1) + raw(3) + raw(5)) as i64;
    let e1 = m.estimate(1).unwrap();
    assert_eq!((e1.counted, e1.periods, e1.scaled), (c1, 3, (c1 * 7 + 1) / 3));
    let text = std::format!("{}", m.report("test"));
    let shown = std::format!("[{}]", Thousands(e1.scaled));
    assert!(text.contains(&shown) && text.contains("Total periods: 7"), "{text}");
    let mut csv = Vec::new();
    series.write_csv(&m, &mut csv).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    assert_eq!(csv.lines().count(), 7);
    assert!(csv.lines().nth(1).unwrap().starts_with(&std::format!("0,0,{},", raw(0))), "{csv}");
    let mut svg = Vec::new();
    series.write_svg(&m, "a <title>", &mut svg).unwrap();
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>") && svg.contains("a &lt;title&gt;"));
    assert_eq!(svg.matches("<circle").count(), 6);
}

#[test]
fn thousands_separators() {
    use crate::multiplex::Thousands;
    assert_eq!(std::format!("{}", Thousands(1_234_567)), "1,234,567");
    assert_eq!(std::format!("{}", Thousands(999)), "999");
    assert_eq!(std::format!("{}", Thousands(-1000)), "-1,000");
    assert_eq!(std::format!("{}", Thousands(i64::MIN)), "-9,223,372,036,854,775,808");
    assert_eq!(std::format!("{:>8}", Thousands(1000)), "   1,000");
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
