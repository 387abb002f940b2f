//! What the report of `stat/perf.rs`'s run should print, row by row: the
//! fixed monitors' sums from the moves the command makes, the multiplexed
//! counts from the run's own per-period series, and each as a format
//! prints it.

use super::map;
use super::perf_parse::{Fmt, Printed};

/// What the fixed monitors' section shows (`--per-tile`, `--all`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown {
    pub per_tile: bool,
    pub all: bool,
}

/// What a row should hold.
#[derive(Clone, Debug)]
pub struct Expect {
    value: Option<u64>,
    event: String,
    percent: f64,
    metrics: Vec<(f64, String)>,
}

/// How far each fixed monitor moves: (tile, monitor, before, after).
pub const MOVES: [(usize, &str, u32, u32); 5] = [
    (0, "l2_hit", 1000, 1000 + 123_456),
    (6, "l2_hit", 0, 100),
    // A wrap: 32 more.
    (1, "ddr_word_transfer", 0xFFFF_FFF0, 0x10),
    (7, "ddr_word_transfer", 5, 1005),
    // A 64-bit monitor carrying into its high word: 5 more.
    (2, "acc_mem", 0xFFFF_FFFF, 4),
];

/// `n` with thousands separators.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `count` per second over `ns`, as the program scales it.
fn per_second(count: u64, ns: u64) -> (f64, String) {
    let mut v = count as f64 * 1e9 / ns as f64;
    let mut prefix = 0;
    while v >= 1000.0 && prefix < 3 {
        v /= 1000.0;
        prefix += 1;
    }
    (v, format!("{}/sec", ["", "K", "M", "G"][prefix]))
}

/// The fixed rows: each kind's (or tile's) sums, then the SoC's.
pub fn fixed_expect(shown: Shown, elapsed_ns: u64) -> Vec<Expect> {
    let moved = |tiles: &[usize], m: &map::MonitorInfo| -> u64 {
        let diff = |(t, n, b, a): (usize, &str, u32, u32)| -> u64 {
            if !tiles.contains(&t) || n != m.name {
                0
            } else if n == "acc_mem" {
                // Its high word goes from 0 to 1.
                (u64::from(a) + (1 << 32)) - u64::from(b)
            } else {
                u64::from(a.wrapping_sub(b))
            }
        };
        MOVES.into_iter().map(diff).sum()
    };
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (t, info) in map::TILES.iter().enumerate() {
        let name = if shown.per_tile {
            info.name.to_string()
        } else {
            format!("{:?}", info.kind).to_lowercase()
        };
        match groups.iter_mut().find(|(n, _)| *n == name) {
            Some((_, tiles)) => tiles.push(t),
            None => groups.push((name, vec![t])),
        }
    }
    let mut groups: Vec<(String, Vec<usize>)> = groups
        .into_iter()
        .map(|(n, t)| (format!("{n}/"), t))
        .collect();
    groups.push((String::new(), (0..map::NUM_TILES).collect()));
    let mut rows = Vec::new();
    for (prefix, tiles) in groups {
        for m in &map::MONITORS {
            let present = tiles.iter().any(|&t| m.kinds.contains(&map::TILES[t].kind));
            let sum = moved(&tiles, m);
            if present && (sum > 0 || shown.all) {
                rows.push(Expect {
                    value: Some(sum),
                    event: if prefix.is_empty() {
                        m.name.to_string()
                    } else {
                        format!("{prefix}{}/", m.name)
                    },
                    percent: 100.0,
                    metrics: vec![per_second(sum, elapsed_ns)],
                });
            }
        }
    }
    rows
}

/// The multiplexed rows, from the run's per-period series; and the number of
/// periods.
pub fn mux_expect(series: &str, elapsed_ns: u64) -> (Vec<Expect>, u64) {
    let mut lines = series.lines();
    let events: Vec<&str> = lines.next().unwrap().split(',').skip(2).collect();
    assert_eq!(events, ["cycles", "instret", "l1d_hit", "branch"]);
    let periods: Vec<Vec<Option<u64>>> = lines
        .map(|l| {
            l.split(',')
                .skip(2)
                .map(|v| (!v.is_empty()).then(|| v.parse().unwrap()))
                .collect()
        })
        .collect();
    let total = periods.len() as u64;
    let estimate = |k: usize| -> Option<(u64, u64)> {
        let counted: Vec<u64> = periods.iter().filter_map(|p| p[k]).collect();
        let n = counted.len() as u64;
        (n > 0).then(|| ((counted.iter().sum::<u64>() * total + n / 2) / n, n))
    };
    let scaled = |k: usize| estimate(k).map(|(s, _)| s);
    let (cycles, ins) = (scaled(0).unwrap(), scaled(1).unwrap());
    let rows = events
        .iter()
        .enumerate()
        .map(|(k, &event)| {
            let Some((v, n)) = estimate(k) else {
                return Expect {
                    value: None,
                    event: event.into(),
                    percent: 0.0,
                    metrics: vec![],
                };
            };
            let mut metrics = Vec::new();
            match event {
                "cycles" => metrics.push((v as f64 / elapsed_ns as f64, "GHz".to_string())),
                "instret" => {
                    metrics.push((v as f64 / cycles as f64, "insn per cycle".into()));
                    metrics.push((cycles as f64 / v as f64, "cycles per insn".into()));
                }
                _ => {
                    metrics.push(per_second(v, elapsed_ns));
                    metrics.push((v as f64 * 1000.0 / ins as f64, "per 1k insn".into()));
                }
            }
            if let ("l1d_hit", Some(branch)) = (event, scaled(3).filter(|&b| b > 0)) {
                metrics.push((v as f64 / branch as f64, "l1d_hit / branch".into()));
            }
            Expect {
                value: Some(v),
                event: event.into(),
                percent: n as f64 * 100.0 / total as f64,
                metrics,
            }
        })
        .collect();
    (rows, total)
}

/// `e` as `fmt` prints it (the run time aside).
pub fn printed(e: &Expect, fmt: Fmt) -> Printed {
    let value = match (e.value, fmt) {
        (None, _) => "<not counted>".to_string(),
        (Some(v), Fmt::Human) => thousands(v),
        (Some(v), Fmt::Fields(_)) => v.to_string(),
        (Some(v), Fmt::Json) => format!("{v}.000000"),
    };
    let digits = if fmt == Fmt::Json { 6 } else { 3 };
    Printed {
        value,
        unit: String::new(),
        event: e.event.clone(),
        runtime: None,
        percent: (fmt != Fmt::Human || e.percent < 100.0).then(|| format!("{:.2}", e.percent)),
        metrics: e
            .metrics
            .iter()
            .map(|(v, u)| (format!("{v:.digits$}"), u.clone()))
            .collect(),
    }
}
