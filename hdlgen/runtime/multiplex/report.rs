//! The multiplexing report, in rpistat's layout.

use super::Multiplexer;
use crate::backend::Backend;
use crate::map;
use crate::papi::event_code_to_name;

impl<B: Backend> Multiplexer<B> {
    /// The report (rpistat's layout): counts, estimates, CPI, rates per
    /// thousand instructions and the ratios. `title` heads it. The events of
    /// a set that ran no period show `<not counted>`.
    pub fn report<'a>(&'a self, title: &'a str) -> Report<'a, B> {
        Report { mpx: self, title }
    }
}

/// `n` with thousands separators when printed (`1,234,567`).
#[derive(Clone, Copy, Debug)]
pub struct Thousands(pub i64);

impl core::fmt::Display for Thousands {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        // Digits go right to left into a stack buffer; then one pad call, so
        // width and alignment apply to the whole number.
        let mut buf = [0u8; 32];
        let mut at = buf.len();
        let mut n = self.0.unsigned_abs();
        let mut digits = 0;
        loop {
            if digits > 0 && digits % 3 == 0 {
                at -= 1;
                buf[at] = b',';
            }
            at -= 1;
            buf[at] = b'0' + (n % 10) as u8;
            n /= 10;
            digits += 1;
            if n == 0 {
                break;
            }
        }
        if self.0 < 0 {
            at -= 1;
            buf[at] = b'-';
        }
        f.pad(core::str::from_utf8(&buf[at..]).unwrap_or("?"))
    }
}

/// The multiplexing report; print it with `{}`.
#[derive(Debug)]
pub struct Report<'a, B: Backend> {
    mpx: &'a Multiplexer<B>,
    title: &'a str,
}

/// A set that ran no period shows this, as `perf stat` does: its 0 would read
/// as a measured zero.
const NOT_COUNTED: &str = "<not counted>";

pub(super) fn name(code: u32) -> &'static str {
    event_code_to_name(code).unwrap_or("?")
}

impl<B: Backend> core::fmt::Display for Report<'_, B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let m = self.mpx;
        writeln!(f, "{}", self.title)?;
        writeln!(f, "  [ ... ] = scaled estimate: count x total periods / periods counted")?;
        writeln!(f, "  PTI     = per thousand instructions")?;
        writeln!(f, "  Total periods: {}", Thousands(m.total as i64))?;
        // Events in every set (rpistat's cycle counter) are counted all the
        // time: shown once, with their total, instead of per set.
        let everywhere = |c: u32| m.nsets > 1 && (0..m.nsets).all(|s| m.set_events(s).contains(&c));
        if m.distinct().any(everywhere) {
            writeln!(f)?;
            writeln!(f, "  In every set ({} periods)", Thousands(m.total as i64))?;
            for c in m.distinct().filter(|&c| everywhere(c)) {
                match m.estimate(c) {
                    Some(e) => writeln!(f, "    {:<24} {:>18}", name(c), Thousands(e.counted))?,
                    None => writeln!(f, "    {:<24} {:>18}", name(c), NOT_COUNTED)?,
                }
            }
        }
        for s in 0..m.nsets {
            writeln!(f)?;
            writeln!(f, "  Event set {s} ({} periods)", Thousands(m.periods[s] as i64))?;
            for (i, &c) in m.set_events(s).iter().enumerate() {
                if everywhere(c) {
                    continue;
                }
                if m.periods[s] == 0 {
                    writeln!(f, "    {:<24} {:>18}", name(c), NOT_COUNTED)?;
                    continue;
                }
                write!(f, "    {:<24} {:>18}", name(c), Thousands(m.counts[s][i]))?;
                match m.estimate(c) {
                    Some(e) if !e.exact() => writeln!(f, "  [{}]", Thousands(e.scaled))?,
                    _ => writeln!(f)?,
                }
            }
        }
        let est = |c: Option<u32>| c.and_then(|c| m.estimate(c)).map(|e| e.scaled);
        let cycles = est(map::CYCLES_EVENT);
        let ins = est(map::INSTRUCTIONS_EVENT);
        writeln!(f)?;
        if let (Some(c), Some(i)) = (cycles, ins) {
            if i > 0 && c > 0 {
                writeln!(f, "  {:<26} {:>10.3}", "CPI", c as f64 / i as f64)?;
                writeln!(f, "  {:<26} {:>10.3}", "IPC", i as f64 / c as f64)?;
            }
        }
        let rated = |c: u32| Some(c) != map::CYCLES_EVENT && Some(c) != map::INSTRUCTIONS_EVENT;
        if let Some(i) = ins.filter(|&i| i > 0 && m.distinct().any(rated)) {
            writeln!(f, "  Rates")?;
            for c in m.distinct().filter(|&c| rated(c)) {
                if let Some(e) = m.estimate(c) {
                    writeln!(f, "    {:<24} {:>10.3} PTI", name(c), e.scaled as f64 * 1000.0 / i as f64)?;
                }
            }
        }
        let ratios = m.ratios.iter().flatten();
        if m.ratios.iter().any(Option::is_some) {
            writeln!(f, "  Ratios")?;
        }
        for r in ratios {
            let (Some(n), Some(d)) = (m.estimate(r.numerator), m.estimate(r.denominator)) else { continue };
            if d.scaled == 0 {
                writeln!(f, "    {:<24} {:>10}", r.name, "n/a")?;
            } else if r.percent {
                writeln!(f, "    {:<24} {:>10.3} %", r.name, n.scaled as f64 * 100.0 / d.scaled as f64)?;
            } else {
                writeln!(f, "    {:<24} {:>10.3}", r.name, n.scaled as f64 / d.scaled as f64)?;
            }
        }
        Ok(())
    }
}
