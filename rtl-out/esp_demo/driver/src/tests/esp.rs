//! ESP's Monitors API: differences across a wrap, and reports.

use crate::map;

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
