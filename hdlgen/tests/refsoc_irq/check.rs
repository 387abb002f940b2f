//! The check of a run of the interrupt firmware: when the interrupt came,
//! to the instruction, and every value the handler printed, against the
//! harness's RVFI record and its log of the monitor SoC's bus accesses.

use hdlgen::firmware::{CoreEvent, MonitorRead, Outcome, RunResult};
use hdlgen::model::core::{CoreTarget, IRQ_LINE, IRQ_PC};

use super::{parse, Entry, LATE, RETIRQ, THRESHOLD0};

/// What the check found, for the log.
#[derive(Debug)]
pub struct Checked {
    pub arm: u64,
    pub crossing: u64,
    pub handler: u64,
    pub entries: usize,
}

/// Checks a run of the firmware built with `threshold` against the record:
/// first when the interrupt came, then every value the firmware printed.
pub fn check(soc: &hdlgen::Soc, run: &RunResult, threshold: u32) -> Result<Checked, String> {
    let console = String::from_utf8_lossy(&run.console);
    check!(
        run.outcome == Outcome::Exit(0),
        "{:?}\n{console}",
        run.outcome
    );
    let (regs, arm) = arming(soc, run)?;
    let (crossing, intr) = crossing_and_interrupts(run, arm, threshold)?;
    let retired = &run.record.retired;
    let first = intr[0];
    let handler = retired[first].cycle;
    let t = u64::from(threshold);
    check!(
        handler > crossing,
        "the handler's first instruction retired in cycle {handler}, before the {t}th instruction after the arming (cycle {crossing})"
    );
    let late = instret_since(run, arm, handler - 1) - t;
    check!(
        late == LATE,
        "{late} instructions retired after the {t}th (cycle {crossing}) before the handler, not {LATE}"
    );

    // Every entry, as printed, against the record.
    let (printed, entries, taken) = parse(&console)?;
    check!(
        printed == threshold,
        "threshold {printed} printed, {threshold} built"
    );
    check!(
        entries.len() == intr.len() && taken == intr.len(),
        "{} entries printed ({taken} counted), {} rvfi_intr retirements",
        entries.len(),
        intr.len()
    );
    let handled = Handled {
        run,
        regs,
        arm,
        crossing,
        intr: &intr,
    };
    handled.entries_match(&entries)?;
    // The threshold's entry found the flag set and left it clear.
    let e0 = entries[0];
    check!(
        e0.before & THRESHOLD0 != 0 && e0.after & THRESHOLD0 == 0,
        "the first entry saw flags {:#x} then {:#x}",
        e0.before,
        e0.after
    );
    // The line is a level the SoC does not latch: `clear` drops it, and the
    // handler returns to where the core was interrupted, once.
    check!(intr.len() == 1, "{} handler entries, not 1", intr.len());
    let back = retired[first..].iter().position(|r| r.insn == RETIRQ);
    check!(
        back.is_some_and(|k| retired[first + k].next_pc == e0.ret & !1),
        "the handler did not return to {:#x}",
        e0.ret
    );
    Ok(Checked {
        arm,
        crossing,
        handler,
        entries: intr.len(),
    })
}

/// The core tile's registers the handler reads: programmable counter 0's
/// count, and the flags.
#[derive(Clone, Copy)]
struct Regs {
    count: u32,
    flags: u32,
}

/// The registers, and the cycle of the arming: the select write that
/// started counter 0 on instret (which nothing changed after).
fn arming(soc: &hdlgen::Soc, run: &RunResult) -> Result<(Regs, u64), String> {
    let core = soc.core.as_ref().unwrap();
    let tile = (soc.tiles[core.tile].base - soc.base) as u32;
    let reg = |name: &str| {
        let r = soc.tile_window().regs.iter().find(|r| r.name == name);
        tile + r.unwrap_or_else(|| panic!("no register {name}")).offset()
    };
    let (select, count, flags) = (reg("prog0_select"), reg("prog0_count"), reg("prog_flags"));
    let p = soc.programmable.as_ref().unwrap();
    let e = p.events.iter().position(|e| e.name == "instret").unwrap();
    let signal = core.signal_of(CoreTarget::Prog(e)).map(|s| s.name());
    check!(signal == Some("instret"), "instret is driven by {signal:?}");

    // The arming: the select write that started counter 0 on instret.
    let arm = run
        .monitor_writes
        .iter()
        .find(|w| w.offset == select && w.data == e as u32)
        .ok_or("counter 0 was never started on instret")?
        .cycle;
    let touched = run
        .monitor_writes
        .iter()
        .find(|w| (w.offset == select || w.offset == count) && w.cycle > arm);
    check!(
        touched.is_none(),
        "counter 0 changed after the arming: {touched:?}"
    );
    let regs = Regs { count, flags };
    Ok((regs, arm))
}

/// Instructions the record has retired from the arming at `arm` to cycle `c`.
fn instret_since(run: &RunResult, arm: u64, c: u64) -> u64 {
    let rec = &run.record;
    rec.count_through(CoreEvent::Instret, c) - rec.count_through(CoreEvent::Instret, arm)
}

/// The crossing: the cycle of the threshold-th retirement after the arming
/// edge, in whose edge the counter reaches the threshold. And the
/// retirements with `rvfi_intr` (at least one), which must be the record's
/// irq events.
fn crossing_and_interrupts(
    run: &RunResult,
    arm: u64,
    threshold: u32,
) -> Result<(u64, Vec<usize>), String> {
    let rec = &run.record;
    let instret = |c: u64| instret_since(run, arm, c);
    let t = u64::from(threshold);
    check!(
        instret(run.cycles) >= t,
        "fewer than {t} instructions after the arming"
    );
    let (mut lo, mut hi) = (arm, run.cycles);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if instret(mid) >= t {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let crossing = hi;

    let retired = &rec.retired;
    let intr: Vec<usize> = (0..retired.len()).filter(|&i| retired[i].intr).collect();
    check!(
        intr.len() as u64 == rec.total(CoreEvent::Irq),
        "the record's irq events are not its rvfi_intr retirements"
    );
    intr.first()
        .ok_or("no instruction retired with rvfi_intr")?;
    Ok((crossing, intr))
}

/// A run whose interrupt came: what its handler entries are checked against.
struct Handled<'a> {
    run: &'a RunResult,
    regs: Regs,
    arm: u64,
    crossing: u64,
    intr: &'a [usize],
}

impl Handled<'_> {
    /// Each entry printed against the record: the handler's address, the
    /// pending line, the return address, the count read and the flag read
    /// before and after the clear.
    fn entries_match(&self, entries: &[Entry]) -> Result<(), String> {
        let (run, regs) = (self.run, self.regs);
        let reads = |offset: u32| -> Vec<&MonitorRead> {
            run.monitor_reads
                .iter()
                .filter(|r| r.offset == offset)
                .collect()
        };
        let (counts, flag_reads) = (reads(regs.count), reads(regs.flags));
        check!(
            counts.len() == entries.len() && flag_reads.len() == 2 * entries.len(),
            "{} count and {} flag reads for {} entries",
            counts.len(),
            flag_reads.len(),
            entries.len()
        );
        let clears: Vec<_> = run
            .monitor_writes
            .iter()
            .filter(|w| w.offset == regs.flags && w.cycle > self.arm)
            .collect();
        // The typed clear writes a 1 to the flag it names and 0 elsewhere.
        check!(
            clears.iter().all(|w| w.data == THRESHOLD0),
            "a flag write other than threshold0's clear: {clears:?}"
        );
        // The flag from the crossing's edge to the first clear after it (a set
        // wins over a clear in the same cycle).
        let crossing = self.crossing;
        let flag_at =
            |s: u64| crossing <= s && !clears.iter().any(|w| w.cycle > crossing && w.cycle <= s);
        for (i, (e, &j)) in entries.iter().zip(self.intr).enumerate() {
            let flags = [flag_reads[2 * i], flag_reads[2 * i + 1]];
            self.entry_matches(i, e, j, counts[i], flags, &flag_at)?;
        }
        Ok(())
    }

    /// Entry `i`, the handler's `j`th retirement, against its count read
    /// and its two flag reads (`flag_at`: the record's flag in a cycle).
    fn entry_matches(
        &self,
        i: usize,
        e: &Entry,
        j: usize,
        c: &MonitorRead,
        flags: [&MonitorRead; 2],
        flag_at: &dyn Fn(u64) -> bool,
    ) -> Result<(), String> {
        let retired = &self.run.record.retired;
        let r = &retired[j];
        check!(
            r.pc == IRQ_PC,
            "entry {i}: the handler began at {:#x}",
            r.pc
        );
        check!(
            e.pending == 1 << IRQ_LINE,
            "entry {i}: pending lines {:#x}, not line {IRQ_LINE}'s",
            e.pending
        );
        // q0's bit 0 is PicoRV32's compressed-instruction hint, which
        // `retirq` drops; the rest is where the interrupted code resumes.
        let resume = retired[j - 1].next_pc;
        check!(
            e.ret & !1 == resume,
            "entry {i}: returns to {:#x}, where the record's last instruction went to {resume:#x}",
            e.ret
        );
        let want = instret_since(self.run, self.arm, c.sampled);
        check!(
            c.sampled > r.cycle && u64::from(e.count) == want && c.data == e.count,
            "entry {i}: count {} printed, {} read, the record has {want} instructions from the arming to cycle {}",
            e.count,
            c.data,
            c.sampled
        );
        for (what, v, read) in [
            ("flag before", e.before, flags[0]),
            ("flag after", e.after, flags[1]),
        ] {
            let want = flag_at(read.sampled);
            check!(
                v == read.data && (v & THRESHOLD0 != 0) == want,
                "entry {i}: {what} {v:#x} printed, {:#x} read, the record has it {} in cycle {}",
                read.data,
                if want { "set" } else { "clear" },
                read.sampled
            );
        }
        Ok(())
    }
}
