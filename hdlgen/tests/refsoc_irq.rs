//! `examples/firmware/irq` on `examples/reference_soc.toml`, the monitors
//! in lockstep: a threshold on programmable counter 0 (retired
//! instructions) raises the core tile's interrupt, PicoRV32 takes it at
//! PROGADDR_IRQ, and the handler clears the flag with the generated
//! driver's typed `clear`. What the firmware printed is checked against the
//! harness's RVFI record and its log of the monitor SoC's bus accesses
//! (`refsoc_irq/check.rs`).

mod support;

use std::sync::OnceLock;

use hdlgen::firmware::{self, RunResult};

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

#[path = "refsoc_irq/check.rs"]
mod check;

use check::check;

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
