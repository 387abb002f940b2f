//! Event sets placed on counters, and the PAPI layer over a plain register
//! file.

use super::Ram;
use crate::map;

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
pub(super) fn papi_ram() -> crate::papi::Papi<Ram> {
    crate::papi::Papi::new(Ram(vec![0; map::WINDOW_BYTES / 4]), map::PROG_TILES[0]).unwrap()
}

/// The counter a running set gave to native event `e` (read back from the selects).
pub(super) fn counter_of(p: &mut crate::papi::Papi<Ram>, e: u32) -> usize {
    let base = map::PROG_TILES[0] * map::TILE_STRIDE;
    (0..map::PROG_COUNTERS).find(|&k| p.bus().0[(base + map::PROG_SELECT[k]) / 4] == e).expect("selected, not inhibited")
}

pub(super) fn set_raw(p: &mut crate::papi::Papi<Ram>, k: usize, v: u64) {
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
