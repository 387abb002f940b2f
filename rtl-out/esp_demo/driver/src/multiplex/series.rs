//! Per-period time series of a multiplexed run, as CSV and as an SVG plot
//! (`std` only).

use super::report::name;
use super::{Multiplexer, Period, Thousands};
use crate::backend::Backend;
use std::io::{self, Write};
use std::vec::Vec;

/// Every period of a run, in order.
#[derive(Clone, Debug, Default)]
pub struct TimeSeries {
    periods: Vec<Period>,
}

/// Escapes text for SVG.
fn xml(s: &str) -> std::string::String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

impl TimeSeries {
    /// An empty series.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a period (what [`Multiplexer::tick`] returned).
    pub fn push(&mut self, p: Period) {
        self.periods.push(p);
    }

    /// The periods.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// One row per period: number, set, then one column per event of the
    /// rotation (empty where the period did not count it).
    pub fn write_csv<B: Backend>(&self, mpx: &Multiplexer<B>, w: &mut impl Write) -> io::Result<()> {
        let events: Vec<u32> = mpx.distinct().collect();
        write!(w, "period,set")?;
        for &c in &events {
            write!(w, ",{}", name(c))?;
        }
        writeln!(w)?;
        for p in &self.periods {
            write!(w, "{},{}", p.index, p.set)?;
            for &c in &events {
                match p.value(c) {
                    Some(v) => write!(w, ",{v}")?,
                    None => write!(w, ",")?,
                }
            }
            writeln!(w)?;
        }
        Ok(())
    }

    /// One panel per event: its count in each period that counted it,
    /// against the period number, with its mean as a dashed line.
    pub fn write_svg<B: Backend>(&self, mpx: &Multiplexer<B>, title: &str, w: &mut impl Write) -> io::Result<()> {
        const WIDTH: u32 = 900;
        const LEFT: u32 = 190;
        const RIGHT: u32 = 30;
        const PANEL: u32 = 70;
        const GAP: u32 = 34;
        const TOP: u32 = 50;
        let events: Vec<u32> = mpx.distinct().collect();
        let height = TOP + events.len() as u32 * (PANEL + GAP) + 30;
        let n = self.periods.len().max(2) as f64;
        let plot_w = f64::from(WIDTH - LEFT - RIGHT);
        let x = |i: u64| f64::from(LEFT) + i as f64 * plot_w / (n - 1.0);
        writeln!(w, r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="12">"##)?;
        writeln!(w, r##"<rect width="100%" height="100%" fill="white"/>"##)?;
        writeln!(w, r##"<text x="{}" y="24" font-size="15" font-weight="bold">{}</text>"##, LEFT, xml(title))?;
        writeln!(w, r##"<text x="{}" y="40" fill="#555">count per period (points: periods whose event set counted it; dashed: mean)</text>"##, LEFT)?;
        for (row, &c) in events.iter().enumerate() {
            let top = TOP + row as u32 * (PANEL + GAP) + 10;
            let bottom = top + PANEL;
            let pts: Vec<(u64, i64)> = self.periods.iter().filter_map(|p| p.value(c).map(|v| (p.index, v))).collect();
            let max = pts.iter().map(|&(_, v)| v).max().unwrap_or(0).max(1);
            let y = |v: i64| f64::from(bottom) - v.max(0) as f64 * f64::from(PANEL) / max as f64;
            writeln!(w, r##"<text x="{}" y="{}" text-anchor="end" font-weight="bold">{}</text>"##, LEFT - 60, top + PANEL / 2, name(c))?;
            writeln!(w, r##"<text x="{}" y="{}" text-anchor="end" fill="#555">{}</text>"##, LEFT - 6, top + 4, Thousands(max))?;
            writeln!(w, r##"<text x="{}" y="{}" text-anchor="end" fill="#555">0</text>"##, LEFT - 6, bottom)?;
            writeln!(w, r##"<rect x="{LEFT}" y="{top}" width="{}" height="{PANEL}" fill="#f7f7f7" stroke="#ccc"/>"##, WIDTH - LEFT - RIGHT)?;
            if pts.is_empty() {
                continue;
            }
            let mean = pts.iter().map(|&(_, v)| v as f64).sum::<f64>() / pts.len() as f64;
            let my = f64::from(bottom) - mean.max(0.0) * f64::from(PANEL) / max as f64;
            writeln!(w, r##"<line x1="{LEFT}" y1="{my:.1}" x2="{}" y2="{my:.1}" stroke="#999" stroke-dasharray="4 3"/>"##, WIDTH - RIGHT)?;
            let line: Vec<std::string::String> = pts.iter().map(|&(i, v)| std::format!("{:.1},{:.1}", x(i), y(v))).collect();
            writeln!(w, r##"<polyline points="{}" fill="none" stroke="#1f77b4" stroke-width="1.2"/>"##, line.join(" "))?;
            for &(i, v) in &pts {
                writeln!(w, r##"<circle cx="{:.1}" cy="{:.1}" r="2" fill="#1f77b4"/>"##, x(i), y(v))?;
            }
        }
        let axis = TOP + events.len() as u32 * (PANEL + GAP) + 4;
        let last = self.periods.len().saturating_sub(1) as u64;
        let mut ticks: Vec<u64> = (0..5u64).map(|q| last * q / 4).collect();
        ticks.dedup();
        for t in ticks {
            writeln!(w, r##"<text x="{:.1}" y="{}" text-anchor="middle" fill="#555">{t}</text>"##, x(t), axis - 12)?;
        }
        writeln!(w, r##"<text x="{}" y="{}" text-anchor="middle" fill="#555">period (0 .. {})</text>"##, LEFT + (WIDTH - LEFT - RIGHT) / 2, axis + 10, self.periods.len().saturating_sub(1))?;
        writeln!(w, "</svg>")
    }
}
