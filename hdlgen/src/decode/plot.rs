//! `hdlgen decode --plot FILE.svg`: every event counter's count per bucket
//! of N packets over the run, as lines, so phases of a workload show.
//!
//! The run's length is unknown while streaming, so the buckets adapt: when
//! there are too many, neighbours merge and N doubles. Memory stays bounded.

use std::fmt::Write as _;
use std::io;

use super::Sink;
use crate::packet::{Layout, Record};

/// Most buckets kept (and points per line).
const MAX_BUCKETS: usize = 512;

/// Plot geometry, in SVG user units.
const W: f64 = 960.0;
const H: f64 = 480.0;
const LEFT: f64 = 70.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
/// Room for the legend.
const RIGHT: f64 = 170.0;

/// Counts events per bucket of packets and draws them.
pub struct Plot<W: io::Write> {
    counters: usize,
    /// Packets per bucket.
    every: u64,
    /// Packets in the last (open) bucket.
    filled: u64,
    /// Per bucket, per counter: events.
    buckets: Vec<Vec<u64>>,
    out: Option<W>,
}

impl<W: io::Write> Plot<W> {
    /// A plot of `layout`'s counters, written to `out` at the end.
    pub fn new(layout: &Layout, out: W) -> Self {
        Self {
            counters: layout.counters as usize,
            every: 1,
            filled: 0,
            buckets: Vec::new(),
            out: Some(out),
        }
    }

    /// Packets per bucket so far.
    pub fn every(&self) -> u64 {
        self.every
    }

    /// The counts per bucket so far (the last bucket may be partial).
    pub fn buckets(&self) -> &[Vec<u64>] {
        &self.buckets
    }

    fn add(&mut self, r: &Record) {
        if self.buckets.is_empty() || self.filled == self.every {
            if self.buckets.len() == MAX_BUCKETS {
                self.halve();
            }
            if self.buckets.is_empty() || self.filled == self.every {
                self.buckets.push(vec![0; self.counters]);
                self.filled = 0;
            }
        }
        let last = self.buckets.last_mut().expect("a bucket is open");
        for (sum, &c) in last.iter_mut().zip(&r.counters[..self.counters]) {
            *sum += u64::from(c);
        }
        self.filled += 1;
    }

    /// Merges neighbouring buckets: twice the packets per bucket.
    fn halve(&mut self) {
        let merged: Vec<Vec<u64>> = self
            .buckets
            .chunks(2)
            .map(|pair| {
                let mut sum = pair[0].clone();
                if let Some(b) = pair.get(1) {
                    sum.iter_mut().zip(b).for_each(|(s, v)| *s += v);
                }
                sum
            })
            .collect();
        // Every bucket was full (the last one is, when this runs), so the
        // merged last bucket is full too.
        self.buckets = merged;
        self.every *= 2;
        self.filled = self.every;
    }

    /// The SVG text.
    pub fn svg(&self) -> String {
        let ymax = self
            .buckets
            .iter()
            .flatten()
            .copied()
            .max()
            .unwrap_or(0)
            .max(1);
        let n = self.buckets.len().max(2) - 1;
        let mut s = String::new();
        let _ = writeln!(
            s,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"#
        );
        let _ = writeln!(s, r#"<rect width="{W}" height="{H}" fill="white"/>"#);
        if self.packets() == 0 {
            // No scale to draw: any tick would invent a value.
            let _ = writeln!(
                s,
                r#"<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="middle">No packets: the dump is empty</text>"#,
                W / 2.0,
                H / 2.0
            );
            s.push_str("</svg>\n");
            return s;
        }
        let _ = writeln!(
            s,
            r#"<text x="{LEFT}" y="24" font-size="14">Events per {} packets ({} packets)</text>"#,
            self.every,
            self.packets()
        );
        self.axes(&mut s, ymax, n);
        self.lines(&mut s, ymax, n);
        s.push_str("</svg>\n");
        s
    }

    /// The axes with their ticks and end labels.
    fn axes(&self, s: &mut String, ymax: u64, n: usize) {
        let (pw, ph) = (W - LEFT - RIGHT, H - TOP - BOTTOM);
        let _ = writeln!(
            s,
            r#"<path d="M{LEFT},{TOP} V{} H{}" fill="none" stroke="black"/>"#,
            TOP + ph,
            LEFT + pw
        );
        // Fewer ticks than 4 on a small scale, so no two labels round alike.
        let ticks = ymax.min(4);
        for k in 0..=ticks {
            let v = ymax as f64 * k as f64 / ticks as f64;
            let y = TOP + ph - ph * k as f64 / ticks as f64;
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
                LEFT - 6.0,
                y + 4.0,
                v.round()
            );
        }
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{}" text-anchor="middle">packet</text>"#,
            LEFT + pw / 2.0,
            H - 12.0
        );
        for (k, label) in [(0, 0), (n, self.packets())] {
            let x = LEFT + pw * k as f64 / n as f64;
            let _ = writeln!(
                s,
                r#"<text x="{x:.1}" y="{}" text-anchor="middle">{label}</text>"#,
                TOP + ph + 16.0
            );
        }
    }

    /// One line per counter, and the legend.
    fn lines(&self, s: &mut String, ymax: u64, n: usize) {
        let (pw, ph) = (W - LEFT - RIGHT, H - TOP - BOTTOM);
        for c in 0..self.counters {
            let hue = (c * 360 / self.counters.max(1) + c * 137) % 360;
            let mut d = String::new();
            for (i, b) in self.buckets.iter().enumerate() {
                let x = LEFT + pw * i as f64 / n as f64;
                let y = TOP + ph - ph * b[c] as f64 / ymax as f64;
                let _ = write!(d, "{}{x:.1},{y:.1}", if i == 0 { "M" } else { " L" });
            }
            let _ = writeln!(
                s,
                r#"<path d="{d}" fill="none" stroke="hsl({hue},70%,40%)" stroke-width="1.2"><title>counter{c}</title></path>"#
            );
            if c < 30 {
                let y = TOP + 14.0 * c as f64;
                let _ = writeln!(
                    s,
                    r#"<rect x="{}" y="{:.1}" width="12" height="3" fill="hsl({hue},70%,40%)"/><text x="{}" y="{:.1}">counter{c}</text>"#,
                    W - RIGHT + 12.0,
                    y + 4.0,
                    W - RIGHT + 28.0,
                    y + 9.0
                );
            }
        }
        if self.counters > 30 {
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{:.1}">… {} more</text>"#,
                W - RIGHT + 12.0,
                TOP + 14.0 * 30.0 + 9.0,
                self.counters - 30
            );
        }
    }

    fn packets(&self) -> u64 {
        match self.buckets.len() {
            0 => 0,
            k => (k as u64 - 1) * self.every + self.filled,
        }
    }
}

impl<W: io::Write> Sink for Plot<W> {
    fn write(&mut self, records: &[Record]) -> io::Result<()> {
        records.iter().for_each(|r| self.add(r));
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        let svg = self.svg();
        match self.out.take() {
            Some(mut out) => {
                out.write_all(svg.as_bytes())?;
                out.flush()
            }
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(c: u16) -> Record {
        let mut r = Record::default();
        r.counters[0] = c;
        r.counters[1] = 2 * c;
        r
    }

    fn layout() -> crate::packet::Layout {
        crate::packet::Layout {
            packet_bytes: 16,
            id: 0,
            counter0: crate::packet::Span {
                offset: 0,
                width: 8,
            },
            counters: 2,
            overflow: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            pc: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            cycles: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            instr: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            halted: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            register0: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            registers: 0,
            seq: crate::packet::Span {
                offset: 0,
                width: 1,
            },
            layout_id: crate::packet::Span {
                offset: 0,
                width: 1,
            },
        }
    }

    /// The y-axis labels of `svg`, bottom to top.
    fn y_labels(svg: &str) -> Vec<String> {
        svg.lines()
            .filter(|l| l.contains(r#"text-anchor="end""#))
            .map(|l| {
                l.split('>')
                    .nth(1)
                    .unwrap()
                    .split('<')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn an_empty_dump_draws_no_scale() {
        let p = Plot::new(&layout(), Vec::new());
        let svg = p.svg();
        assert!(svg.contains("the dump is empty"), "{svg}");
        assert!(y_labels(&svg).is_empty(), "{svg}");
    }

    #[test]
    fn a_small_scale_has_no_repeated_labels() {
        for top in [1u16, 2, 3, 4, 5, 9] {
            let mut p = Plot::new(&layout(), Vec::new());
            p.write(&[record(top)]).unwrap();
            let labels = y_labels(&p.svg());
            let mut unique = labels.clone();
            unique.dedup();
            assert_eq!(labels, unique, "counter up to {top}");
            assert_eq!(labels.first().map(String::as_str), Some("0"));
        }
    }

    #[test]
    fn buckets_merge_as_the_run_grows_and_keep_every_event() {
        let l = layout();
        let mut p = Plot::new(&l, Vec::new());
        let n = 5 * MAX_BUCKETS as u64 + 3;
        let rs: Vec<Record> = (0..n).map(|i| record((i % 7) as u16)).collect();
        p.write(&rs).unwrap();
        assert!(p.buckets().len() <= MAX_BUCKETS);
        assert_eq!(
            p.every(),
            8,
            "512 -> 1024 -> 2048 packets: merged three times"
        );
        assert_eq!(p.packets(), n);
        let total: u64 = (0..n).map(|i| i % 7).sum();
        assert_eq!(p.buckets().iter().map(|b| b[0]).sum::<u64>(), total);
        assert_eq!(p.buckets().iter().map(|b| b[1]).sum::<u64>(), 2 * total);
        // A full bucket holds `every` consecutive packets.
        let first: u64 = (0..8).map(|i| i % 7).sum();
        assert_eq!(p.buckets()[0][0], first);
        let text = p.svg();
        p.finish().unwrap();
        assert!(p.out.is_none(), "written once");
        assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"));
        assert_eq!(text.matches("<title>counter").count(), 2);
        assert!(text.contains(&format!("Events per 8 packets ({n} packets)")));
    }
}
