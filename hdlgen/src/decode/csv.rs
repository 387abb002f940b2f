//! CSV output of `hdlgen decode`: a header row, then one row per packet.

use std::fmt::Write as _;
use std::io;

use super::Sink;
use crate::packet::{Layout, Record};

/// The CSV header row.
pub fn header(l: &Layout) -> String {
    let mut s = String::from("seq,pc,instr,cycles,halted,overflow");
    for i in 0..l.counters {
        let _ = write!(s, ",counter{i}");
    }
    for i in 0..l.registers {
        let _ = write!(s, ",reg{i}");
    }
    s.push('\n');
    s
}

/// Appends `r` as one CSV row.
pub fn row(out: &mut String, l: &Layout, r: &Record) {
    let _ = write!(
        out,
        "{},{:#x},{:#010x},{},{},{:#x}",
        r.seq, r.pc, r.instr, r.cycles, r.halted, r.overflow
    );
    for c in &r.counters[..l.counters as usize] {
        let _ = write!(out, ",{c}");
    }
    for v in &r.registers[..l.registers as usize] {
        let _ = write!(out, ",{v:#x}");
    }
    out.push('\n');
}

/// Writes packets as CSV rows on `W`.
pub struct Csv<W: io::Write> {
    layout: Layout,
    out: W,
    text: String,
}

impl<W: io::Write> Csv<W> {
    /// Starts the CSV (writes the header).
    pub fn new(layout: Layout, mut out: W) -> io::Result<Self> {
        out.write_all(header(&layout).as_bytes())?;
        Ok(Self {
            layout,
            out,
            text: String::new(),
        })
    }
}

impl<W: io::Write> Sink for Csv<W> {
    fn write(&mut self, records: &[Record]) -> io::Result<()> {
        self.text.clear();
        for r in records {
            row(&mut self.text, &self.layout, r);
        }
        self.out.write_all(self.text.as_bytes())
    }

    fn finish(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
