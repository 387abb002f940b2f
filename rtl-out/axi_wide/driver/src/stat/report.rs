//! The report, as `perf stat` prints one: a row per count with its metrics,
//! for people (`-o`, the default), as separated fields (`-x SEP`) or as one
//! JSON object per line (`--json`). Every format prints the same rows.

use std::fmt::Write as _;

/// How the report is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Aligned columns, with headings and the time elapsed.
    Human,
    /// perf's fields, in perf's order, separated by the string given.
    Fields(String),
    /// perf's JSON keys, one object per line.
    Json,
}

/// A value derived from a row's count: a rate, a ratio.
#[derive(Clone, Debug, PartialEq)]
pub struct Metric {
    pub value: f64,
    pub unit: String,
}

/// One count of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The count (scaled when multiplexed); `None`: never counted.
    pub value: Option<u64>,
    /// Empty, or `saturated` for a count that stopped at its maximum (a
    /// lower bound).
    pub unit: &'static str,
    pub event: String,
    /// Nanoseconds the count was counting.
    pub runtime_ns: u64,
    /// Share of the run it was counted, in percent.
    pub percent: f64,
    /// The first is printed on the row, each other on a line of its own.
    pub metrics: Vec<Metric>,
}

/// Rows under a heading.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: String,
    pub rows: Vec<Row>,
    /// Printed when there is no row.
    pub empty: &'static str,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub command: String,
    pub status: u8,
    pub elapsed_ns: u64,
    pub sections: Vec<Section>,
}

/// `n` with thousands separators, as perf's `-B` prints counts.
pub fn thousands(n: u64) -> String {
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

/// `count` over `ns` nanoseconds, per second, with the SI prefix that keeps
/// it below 1000 (`/sec`, `K/sec`, `M/sec`, `G/sec`).
pub fn per_second(count: u64, ns: u64) -> Option<Metric> {
    if ns == 0 {
        return None;
    }
    let mut value = count as f64 * 1e9 / ns as f64;
    let mut prefix = 0;
    while value >= 1000.0 && prefix < 3 {
        value /= 1000.0;
        prefix += 1;
    }
    Some(Metric { value, unit: format!("{}/sec", ["", "K", "M", "G"][prefix]) })
}

/// Column widths, as perf's.
const COUNT: usize = 18;
const EVENT: usize = 32;
const METRIC: usize = 38;

impl Report {
    /// The report in `format`.
    pub fn render(&self, format: &Format) -> String {
        let mut out = String::new();
        match format {
            Format::Human => self.human(&mut out),
            Format::Fields(sep) => self.rows().for_each(|r| fields(r, sep, &mut out)),
            Format::Json => self.rows().for_each(|r| json(r, &mut out)),
        }
        out
    }

    fn rows(&self) -> impl Iterator<Item = &Row> {
        self.sections.iter().flat_map(|s| &s.rows)
    }

    fn human(&self, out: &mut String) {
        let _ = writeln!(out, " Performance counter stats for '{}' (exit status {}):", self.command, self.status);
        for s in &self.sections {
            let _ = writeln!(out, "\n {}\n", s.heading);
            if s.rows.is_empty() {
                let _ = writeln!(out, "{:>w$}{}", "", s.empty, w = COUNT + 1);
            }
            for r in &s.rows {
                human_row(r, out);
            }
        }
        let ns = self.elapsed_ns;
        let _ = writeln!(out, "\n {:>17}.{:09} seconds time elapsed", ns / 1_000_000_000, ns % 1_000_000_000);
    }
}

/// A metric as the human report shows it: ` #  value unit`, padded.
fn human_metric(m: &Metric) -> String {
    let text = format!(" # {:>8.3} {}", m.value, m.unit);
    format!("{text:<METRIC$}")
}

fn human_row(r: &Row, out: &mut String) {
    let value = match r.value {
        Some(v) => thousands(v),
        None => "<not counted>".to_string(),
    };
    let unit = if r.unit.is_empty() { String::new() } else { format!("{} ", r.unit) };
    let mut line = format!("{value:>COUNT$} {unit}{:<EVENT$}", r.event);
    let mut metrics = r.metrics.iter();
    match metrics.next() {
        Some(m) => line += &human_metric(m),
        None => line += &format!("{:METRIC$}", ""),
    }
    if r.percent < 100.0 {
        let _ = write!(line, "  ({:.2}%)", r.percent);
    }
    let _ = writeln!(out, "{}", line.trim_end());
    for m in metrics {
        let _ = writeln!(out, "{}", format!("{:w$}{}", "", human_metric(m), w = COUNT + 1 + EVENT).trim_end());
    }
}

/// A metric's value as the machine formats print it.
fn metric_value(m: &Metric) -> String {
    format!("{:.3}", m.value)
}

/// perf's `-x` fields: value, unit, event, run time, percentage counted,
/// metric value, metric unit; each further metric on a line whose first
/// five fields are empty.
fn fields(r: &Row, sep: &str, out: &mut String) {
    let value = r.value.map_or("<not counted>".to_string(), |v| v.to_string());
    let mut metrics = r.metrics.iter();
    let (mv, mu) = metrics.next().map_or((String::new(), ""), |m| (metric_value(m), m.unit.as_str()));
    let row = [value, r.unit.to_string(), r.event.clone(), r.runtime_ns.to_string(), format!("{:.2}", r.percent), mv, mu.to_string()];
    let _ = writeln!(out, "{}", row.join(sep));
    for m in metrics {
        let _ = writeln!(out, "{}{}{sep}{}", sep.repeat(5), metric_value(m), m.unit);
    }
}

/// `s` as a JSON string.
fn quoted(s: &str) -> String {
    let mut q = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => q += "\\\"",
            '\\' => q += "\\\\",
            c if (c as u32) < 0x20 => {
                let _ = write!(q, "\\u{:04x}", c as u32);
            }
            c => q.push(c),
        }
    }
    q + "\""
}

fn json_metric(m: &Metric) -> String {
    format!("\"metric-value\" : {}, \"metric-unit\" : {}", quoted(&format!("{:.6}", m.value)), quoted(&m.unit))
}

/// perf's JSON keys: one object per row, and one per further metric.
fn json(r: &Row, out: &mut String) {
    let value = r.value.map_or("<not counted>".to_string(), |v| format!("{v}.000000"));
    let _ = write!(
        out,
        "{{\"counter-value\" : {}, \"unit\" : {}, \"event\" : {}, \"event-runtime\" : {}, \"pcnt-running\" : {:.2}",
        quoted(&value),
        quoted(r.unit),
        quoted(&r.event),
        r.runtime_ns,
        r.percent
    );
    let mut metrics = r.metrics.iter();
    if let Some(m) = metrics.next() {
        let _ = write!(out, ", {}", json_metric(m));
    }
    out.push_str("}\n");
    for m in metrics {
        let _ = writeln!(out, "{{{}}}", json_metric(m));
    }
}
