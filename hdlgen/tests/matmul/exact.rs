//! The exact measurement: each count matmul printed equals the record's
//! events of the window of the first PAPI start that counted the event,
//! and the CPI is the printed cycles over the printed instructions.

use super::{check, milli, Ctx};

/// Checks the `<event> <count>` lines and the `cpi` line; returns each
/// count beside the record's, for people.
pub fn check(c: &Ctx) -> Result<Vec<String>, String> {
    let p = c.soc.programmable.as_ref().unwrap();
    let starts = c.starts()?;
    let first = starts.first().ok_or("no counter was started")?;
    let (mut printed, mut notes) = (Vec::new(), Vec::new());
    for line in c.console.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [name, count] = words[..] else { continue };
        let Some(e) = p.events.iter().position(|ev| ev.name == name) else {
            continue;
        };
        let count: u64 = count.parse().map_err(|_| format!("{line}: not a count"))?;
        let w = first
            .iter()
            .find(|w| w.event == e)
            .ok_or_else(|| format!("{line}: no counter counted {name} first"))?;
        let want = c.between(&c.prog_source(e), w.start, w.stop);
        check!(
            want.contains(count),
            "{line}: the record has {want} between cycles {} and {}",
            w.start,
            w.stop
        );
        printed.push((name, count));
        notes.push(format!(
            "{name} {count}: the record has {want} in cycles {}..={}",
            w.start + 1,
            w.stop
        ));
    }
    check!(
        printed.len() == first.len(),
        "{} counts printed, {} counters counted",
        printed.len(),
        first.len()
    );
    let value = |n: &str| printed.iter().find(|(name, _)| *name == n).map(|x| x.1);
    if let (Some(cy), Some(ins)) = (value("cycles"), value("instret")) {
        let want = format!("cpi {}", milli(cy, ins));
        check!(c.console.lines().any(|l| l == want), "no {want:?}");
    }
    Ok(notes)
}
