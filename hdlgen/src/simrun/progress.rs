//! The progress line `hdlgen sim` keeps on a terminal during a long block:
//! cycles done, rate and time left. Nothing when standard error is not a
//! terminal (CI logs stay as they were).

use std::io::{IsTerminal, Write};
use std::time::Instant;

/// One block's progress line.
pub struct Line {
    name: String,
    total: u64,
    start: Instant,
    on: bool,
    shown: bool,
}

impl Line {
    /// A line for `name`, `total` cycles long.
    pub fn new(name: &str, total: u64) -> Self {
        Self {
            name: name.to_string(),
            total,
            start: Instant::now(),
            on: std::io::stderr().is_terminal(),
            shown: false,
        }
    }

    /// Shows `done` cycles of the total.
    pub fn show(&mut self, done: u64) {
        if !self.on {
            return;
        }
        let s = self.start.elapsed().as_secs_f64().max(1e-9);
        let rate = done as f64 / s;
        let left = self.total.saturating_sub(done) as f64 / rate.max(1.0);
        eprint!(
            "\r\x1b[2K{:<16} {done:>10} of {} cycles  {:.2} M cycles/s  {left:.0} s left",
            self.name,
            self.total,
            rate / 1e6
        );
        let _ = std::io::stderr().flush();
        self.shown = true;
    }

    /// Removes the line (the block's report line follows on standard output).
    pub fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[2K");
            let _ = std::io::stderr().flush();
            self.shown = false;
        }
    }
}
