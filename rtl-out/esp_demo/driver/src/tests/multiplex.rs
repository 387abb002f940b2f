//! Multiplexing over the PAPI layer: estimates, the report, the time series.

use super::papi::{counter_of, papi_ram, set_raw};
use crate::map;

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
