//! The ESP snapshots: every monitor of the core's tile is printed once,
//! its difference is what the firmware read after minus before, and each
//! of those reads returned the record's count at the edge of the SoC-wide
//! snapshot it was taken under (the events of the cycles before it).

use hdlgen::firmware::MonitorRead;

use super::{check, Ctx, Range, Source};

/// The cycle of the SoC-wide snapshot `read` returned a value of.
fn snapshot_of(c: &Ctx, read: &MonitorRead) -> Result<u64, String> {
    let stride = c.soc.map.stride as u32;
    let global = c.reg("global_snapshot") % stride;
    let w = c
        .run
        .monitor_writes
        .iter()
        .rfind(|w| w.offset % stride == global && w.cycle <= read.sampled)
        .ok_or_else(|| format!("a read of {:#x} under no snapshot", read.offset))?;
    check!(
        w.data & 1 == 1,
        "the read of {:#x} at cycle {} came after a snapshot release",
        read.offset,
        read.sampled
    );
    Ok(w.cycle)
}

/// Checks the `esp <tile> <monitor> <difference>` lines; returns each
/// difference beside the record's, for people.
pub fn check(c: &Ctx) -> Result<Vec<String>, String> {
    let core = c.core();
    let tile = &c.soc.tiles[core.tile];
    let header = format!(
        "ESP monitors of tile {} ({}), after the multiply minus before:",
        core.tile, tile.name
    );
    check!(c.console.lines().any(|l| l == header), "no {header:?}");
    let bank = &c.soc.banks[tile.bank];
    let (mut seen, mut notes) = (Vec::new(), Vec::new());
    for line in c.console.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let ["esp", t, name, value, ref rest @ ..] = words[..] else {
            continue;
        };
        check!(t == tile.name, "{line}: not the core's tile");
        let (m, note) = check_line(c, bank, line, name, value, rest)?;
        check!(!seen.contains(&m), "{line}: printed twice");
        seen.push(m);
        notes.push(note);
    }
    let missing: Vec<&str> = bank
        .counters
        .iter()
        .filter(|k| !seen.contains(&k.monitor))
        .map(|k| c.soc.monitors[k.monitor].name.as_str())
        .collect();
    check!(
        missing.is_empty(),
        "monitors of the core's tile not printed: {missing:?}"
    );
    Ok(notes)
}

/// One `esp` line of the core's tile (`bank`): monitor `name` with the
/// difference `value` (and `rest`, `custom` for a custom monitor). Returns
/// the monitor's index and the note for people.
fn check_line(
    c: &Ctx,
    bank: &hdlgen::model::Bank,
    line: &str,
    name: &str,
    value: &str,
    rest: &[&str],
) -> Result<(usize, String), String> {
    let m = c
        .soc
        .monitors
        .iter()
        .position(|m| m.name == name)
        .ok_or_else(|| format!("{line}: no such monitor"))?;
    let mon = &c.soc.monitors[m];
    check!(
        bank.counters.iter().any(|k| k.monitor == m),
        "{line}: not a monitor of a {} tile",
        bank.kind
    );
    check!(mon.words == 1, "{line}: a two-word monitor");
    let custom = mon.group == hdlgen::model::Group::Custom;
    check!(
        rest == if custom { &["custom"][..] } else { &[][..] },
        "{line}: custom monitors (only) are marked so"
    );
    let value: u64 = value.parse().map_err(|_| format!("{line}: not a number"))?;
    let word = c.reg("snapshot") + 4 + 4 * mon.index;
    let src = c.monitor_source(m);
    let (reads, at) = reads_under_snapshots(c, line, word, &src)?;
    let mask = if mon.width >= 64 {
        u64::MAX
    } else {
        (1 << mon.width) - 1
    };
    let read = u64::from(reads[1].data).wrapping_sub(u64::from(reads[0].data)) & mask;
    check!(
        value == read,
        "{line}: the firmware read a difference of {read}"
    );
    let want: Range = c.between(&src, at[0] - 1, at[1] - 1);
    check!(
        want.contains(value),
        "{line}: the record has {want} between the snapshots of cycles {} and {}",
        at[0],
        at[1]
    );
    let whose = match src {
        Source::Core(e) => format!("{e:?}"),
        Source::Traffic { .. } => "harness".into(),
    };
    let note = format!(
        "{name} {value}: the record ({whose}) has {want} between the snapshots of cycles {} and {}",
        at[0], at[1]
    );
    Ok((m, note))
}

/// The two reads of snapshot word `word` and the cycles of the snapshots
/// they were taken under; each returned the record's count of `src` from
/// before its snapshot's edge.
fn reads_under_snapshots<'a>(
    c: &'a Ctx,
    line: &str,
    word: u32,
    src: &Source,
) -> Result<(Vec<&'a MonitorRead>, [u64; 2]), String> {
    let reads: Vec<&MonitorRead> = c
        .run
        .monitor_reads
        .iter()
        .filter(|r| r.offset == word)
        .collect();
    check!(reads.len() == 2, "{line}: read {} times", reads.len());
    let mut at = [0u64; 2];
    for (slot, r) in at.iter_mut().zip(&reads) {
        *slot = snapshot_of(c, r)?;
        // A snapshot holds the count from before its edge.
        let want = c.through(src, *slot - 1);
        check!(
            want.contains(u64::from(r.data)),
            "{line}: read {} under the snapshot of cycle {}; the record has {want}",
            r.data,
            *slot
        );
    }
    Ok((reads, at))
}
