//! The kernel's trace: the packets matmul counted are the packets the
//! stream delivered, and those are exactly the retirements its watchpoint
//! selects, with the record's counters, cycles and register writes.

use super::{check, Ctx};
use crate::support::trace;

/// Checks the `trace packets` line and the stream behind it.
pub fn check(c: &Ctx) -> Result<Vec<String>, String> {
    let line = c
        .console
        .lines()
        .find(|l| l.starts_with("trace packets "))
        .ok_or("no `trace packets` line")?;
    let printed: usize = line["trace packets ".len()..]
        .parse()
        .map_err(|_| format!("{line}: not a count"))?;
    let t = trace::check(c.soc, c.run)?;
    check!(
        printed == t.decoded && t.decoded == t.selected && t.selected > 0,
        "{line}: the stream delivered {} packets, the watchpoint selected {} retirements",
        t.decoded,
        t.selected
    );
    Ok(vec![format!(
        "trace packets {printed}: {} kernel retirements selected, {} packets decoded, equal",
        t.selected, t.decoded
    )])
}
