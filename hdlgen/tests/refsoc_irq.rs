//! `examples/firmware/irq` on `examples/reference_soc.toml`, the monitors
//! in lockstep: a threshold on programmable counter 0 (retired
//! instructions) raises the core tile's interrupt, PicoRV32 takes it at
//! PROGADDR_IRQ, and the handler clears the flag with the generated
//! driver's typed `clear`. What the firmware printed is checked against the
//! harness's RVFI record and its log of the monitor SoC's bus accesses.

mod support;

use std::sync::OnceLock;

use hdlgen::firmware::{self, CoreEvent, MonitorRead, Outcome, RunResult};
use hdlgen::model::core::{CoreTarget, IRQ_LINE, IRQ_PC};

/// The firmware's threshold, in retired instructions after the arming.
const THRESHOLD: u32 = 1000;

/// `retirq`, as the firmware's vector encodes it.
const RETIRQ: u32 = 0x0400_000b;

/// Instructions that retire after the threshold-th one before the
/// handler's first: the flag is set at the threshold-th one's edge, and
/// PicoRV32 takes a pending line only between two instructions, so the one
/// it has begun by then still retires. One wherever in the firmware's wait
/// loop the threshold falls (all five places were tried), so a count off
/// by one either way fails.
const LATE: u64 = 1;

/// `prog_flags`' bit for counter 0's threshold.
const THRESHOLD0: u32 = 1 << 16;

macro_rules! check {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

fn reference() -> hdlgen::Soc {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    hdlgen::load(&root.join("examples/reference_soc.toml")).expect("example loads")
}

/// Builds the firmware with `threshold` and runs it, keeping every
/// retirement.
fn run_irq(soc: &hdlgen::Soc, threshold: u32) -> RunResult {
    let t = threshold.to_string();
    let elf = support::rust_firmware::build(soc, "irq", &t, &[("HDLGEN_THRESHOLD", t.clone())]);
    let opts = firmware::FirmwareOptions {
        max_cycles: 500_000,
        lockstep: true,
        keep_retired: true,
        ..Default::default()
    };
    firmware::run(soc, &elf, &opts).unwrap_or_else(|e| panic!("{e}"))
}

/// The run at [`THRESHOLD`], shared by the tests that only read it.
fn good() -> &'static (hdlgen::Soc, RunResult) {
    static RUN: OnceLock<(hdlgen::Soc, RunResult)> = OnceLock::new();
    RUN.get_or_init(|| {
        let soc = reference();
        let run = run_irq(&soc, THRESHOLD);
        (soc, run)
    })
}

/// One handler entry as the firmware printed it.
#[derive(Debug, Clone, Copy)]
struct Entry {
    pending: u32,
    ret: u32,
    count: u32,
    before: u32,
    after: u32,
}

/// The report: the threshold, the handler entries kept, entries taken.
fn parse(console: &str) -> Result<(u32, Vec<Entry>, usize), String> {
    let num = |s: &str| match s.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16),
        None => s.parse(),
    };
    let mut threshold = None;
    let mut taken = None;
    let mut entries = Vec::new();
    for line in console.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("{line:?}: not a number");
        match w[..] {
            ["threshold", t] => threshold = Some(num(t).map_err(|_| bad())?),
            ["entries", n] => taken = Some(num(n).map_err(|_| bad())? as usize),
            ["irq", "pending", p, "ret", r, "count", c, "flags", b, "cleared", a] => {
                let v: Vec<u32> = [p, r, c, b, a]
                    .into_iter()
                    .map(num)
                    .collect::<Result<_, _>>()
                    .map_err(|_| bad())?;
                entries.push(Entry {
                    pending: v[0],
                    ret: v[1],
                    count: v[2],
                    before: v[3],
                    after: v[4],
                });
            }
            _ => {}
        }
    }
    let threshold = threshold.ok_or("no threshold printed")?;
    let taken = taken.ok_or("no entry count printed")?;
    Ok((threshold, entries, taken))
}

/// What the check found, for the log.
#[derive(Debug)]
struct Checked {
    arm: u64,
    crossing: u64,
    handler: u64,
    entries: usize,
}

/// Checks a run of the firmware built with `threshold` against the record:
/// first when the interrupt came, then every value the firmware printed.
fn check(soc: &hdlgen::Soc, run: &RunResult, threshold: u32) -> Result<Checked, String> {
    let console = String::from_utf8_lossy(&run.console);
    check!(
        run.outcome == Outcome::Exit(0),
        "{:?}\n{console}",
        run.outcome
    );
    let core = soc.core.as_ref().unwrap();
    let tile = (soc.tiles[core.tile].base - soc.base) as u32;
    let reg = |name: &str| {
        let r = soc.map.regs.iter().find(|r| r.name == name);
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
    let rec = &run.record;
    let instret = |c: u64| {
        rec.count_through(CoreEvent::Instret, c) - rec.count_through(CoreEvent::Instret, arm)
    };
    let t = u64::from(threshold);
    check!(
        instret(run.cycles) >= t,
        "fewer than {t} instructions after the arming"
    );
    // The crossing: the cycle of the threshold-th retirement after the
    // arming edge, in whose edge the counter reaches the threshold.
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
    let &first = intr
        .first()
        .ok_or("no instruction retired with rvfi_intr")?;
    let handler = retired[first].cycle;
    check!(
        handler > crossing,
        "the handler's first instruction retired in cycle {handler}, before the {t}th instruction after the arming (cycle {crossing})"
    );
    let late = instret(handler - 1) - t;
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
    let reads = |offset: u32| -> Vec<&MonitorRead> {
        run.monitor_reads
            .iter()
            .filter(|r| r.offset == offset)
            .collect()
    };
    let (counts, flag_reads) = (reads(count), reads(flags));
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
        .filter(|w| w.offset == flags && w.cycle > arm)
        .collect();
    // The typed clear writes a 1 to the flag it names and 0 elsewhere.
    check!(
        clears.iter().all(|w| w.data == THRESHOLD0),
        "a flag write other than threshold0's clear: {clears:?}"
    );
    // The flag from the crossing's edge to the first clear after it (a set
    // wins over a clear in the same cycle).
    let flag_at =
        |s: u64| crossing <= s && !clears.iter().any(|w| w.cycle > crossing && w.cycle <= s);
    for (i, (e, &j)) in entries.iter().zip(&intr).enumerate() {
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
        let c = counts[i];
        let want = instret(c.sampled);
        check!(
            c.sampled > r.cycle && u64::from(e.count) == want && c.data == e.count,
            "entry {i}: count {} printed, {} read, the record has {want} instructions from the arming to cycle {}",
            e.count,
            c.data,
            c.sampled
        );
        for (what, v, read) in [
            ("flag before", e.before, flag_reads[2 * i]),
            ("flag after", e.after, flag_reads[2 * i + 1]),
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
    }
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

/// The interrupt came once the counter had counted the threshold, the
/// handler's reads and its clear are the record's, and it came once.
#[test]
fn the_threshold_interrupt_is_taken_and_cleared() {
    let (soc, run) = good();
    eprintln!("{}", String::from_utf8_lossy(&run.console));
    let c = check(soc, run, THRESHOLD).unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "armed in cycle {}, instruction {THRESHOLD} after it in cycle {}, the handler's first in cycle {}; {} cycles",
        c.arm, c.crossing, c.handler, run.cycles
    );
    assert_eq!(c.entries, 1);
}

/// Firmware armed one instruction lower is consistent with its own
/// threshold, but not with one more or one less: the interrupt's timing is
/// checked to the instruction.
#[test]
fn a_threshold_off_by_one_fails_the_timing_check() {
    let soc = reference();
    let armed = THRESHOLD - 1;
    let run = run_irq(&soc, armed);
    check(&soc, &run, armed).unwrap_or_else(|e| panic!("{e}"));
    for (assumed, late) in [(armed + 1, 0), (armed - 1, 2)] {
        let err = check(&soc, &run, assumed).expect_err("a threshold off by one passed");
        let want = format!("{late} instructions retired after the {assumed}th");
        assert!(err.contains(&want), "{err}");
    }
}

fn replace_in_console(run: &mut RunResult, from: &str, to: &str) {
    let text = String::from_utf8(run.console.clone()).unwrap();
    assert!(text.contains(from), "{from:?} not in the console");
    run.console = text.replacen(from, to, 1).into_bytes();
}

/// A change to a good run that the check must catch.
type Plant = Box<dyn Fn(&mut RunResult)>;

/// Each value the firmware printed, and the record's interrupt, is
/// checked: changing any one of them fails the check, with its reason.
#[test]
fn planted_mismatches_fail_the_check() {
    let (soc, good) = good();
    let parsed = parse(&String::from_utf8_lossy(&good.console)).unwrap();
    let e0 = parsed.1[0];
    let plants: Vec<(&str, Plant)> = vec![
        (
            "entry 0: count",
            Box::new(move |r| {
                let c = e0.count;
                replace_in_console(r, &format!("count {c}"), &format!("count {}", c + 1));
            }),
        ),
        (
            "entry 0: flag before",
            Box::new(move |r| replace_in_console(r, "flags 0x10000", "flags 0x0")),
        ),
        (
            "entry 0: returns to",
            Box::new(move |r| {
                let ret = e0.ret;
                replace_in_console(r, &format!("ret {ret:#x}"), &format!("ret {:#x}", ret + 2));
            }),
        ),
        (
            "rvfi_intr",
            Box::new(|r| {
                for x in r.record.retired.iter_mut() {
                    x.intr = false;
                }
            }),
        ),
    ];
    for (what, plant) in plants {
        let mut run = good.clone();
        plant(&mut run);
        let err = check(soc, &run, THRESHOLD).expect_err(what);
        assert!(err.contains(what), "planted {what:?}, failed with {err}");
    }
}
