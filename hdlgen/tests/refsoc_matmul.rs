//! `examples/firmware/matmul`, in Rust for riscv32imc-unknown-none-elf,
//! built against the driver crate hdlgen generates for the description it
//! runs on (its BareMetal backend, a maskirq critical section, its own
//! startup), on the reference SoC with the monitors in lockstep. Every
//! number it prints is checked against the harness's own record
//! (`matmul/`: the exact counts, the ESP snapshots, the multiplexed
//! estimates).

mod matmul;
mod support;

use std::path::Path;

use hdlgen::firmware::{self, Outcome};

fn load(name: &str) -> hdlgen::Soc {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    hdlgen::load(&root.join("examples").join(name)).expect("example loads")
}

/// matmul built against `soc`'s generated driver, the exact measurement's
/// multiply run `repeat` times.
fn build_matmul(soc: &hdlgen::Soc, repeat: u32) -> Vec<u8> {
    let n = repeat.to_string();
    support::rust_firmware::build(soc, "matmul", &n, &[("HDLGEN_REPEAT", n.clone())])
}

/// A check of one part of the report: each number beside the record's.
type Check = fn(&matmul::Ctx) -> Result<Vec<String>, String>;

fn opts() -> firmware::FirmwareOptions {
    firmware::FirmwareOptions {
        max_cycles: 2_000_000,
        ..Default::default()
    }
}

/// matmul's report on `examples/reference_soc.toml` (AXI4-Lite) and
/// `examples/esp.toml` (APB, through the bridge; 48-bit counters, events
/// wired to some counters only, no core signal for most monitors): the
/// exact counts equal the harness's RVFI record, every monitor of the core
/// tile is in the snapshot differences with the record's (or the harness's
/// random events') count between the snapshots, and the multiplexed
/// estimates are the record's counts in their windows, scaled, within what
/// multiplexing allows of the whole rotation's.
#[test]
fn matmul_report_matches_the_rvfi_record() {
    for ex in ["reference_soc.toml", "esp.toml"] {
        let soc = load(ex);
        let elf = build_matmul(&soc, 1);
        let run = firmware::run(&soc, &elf, &opts()).unwrap_or_else(|e| panic!("{ex}: {e}"));
        let c = matmul::Ctx::new(&soc, &run);
        eprintln!("{ex} ({} cycles):\n{}", run.cycles, c.console);
        assert_eq!(run.outcome, Outcome::Exit(0), "{ex}\n{}", c.console);
        let parts: [(&str, Check); 4] = [
            ("exact counts", matmul::exact::check),
            ("snapshot differences", matmul::snapshot::check),
            ("multiplexed estimates", matmul::mpx::check),
            ("kernel trace", matmul::trace::check),
        ];
        let mut notes = Vec::new();
        for (part, check) in parts {
            let n = check(&c).unwrap_or_else(|e| panic!("{ex}: {e}"));
            assert!(!n.is_empty(), "{ex}: no {part}");
            notes.push(format!("{} {part}:\n  {}", n.len(), n.join("\n  ")));
        }
        eprintln!("{ex}, checked:\n{}", notes.join("\n"));
        every_number_is_checked(&c).unwrap_or_else(|e| panic!("{ex}: {e}"));
    }
}

/// Changes each number of the report in turn (to twice itself plus one,
/// beyond any tolerance) and wants some check to reject the report: no
/// number matmul prints goes unchecked.
fn every_number_is_checked(c: &matmul::Ctx) -> Result<(), String> {
    let checks = |c: &matmul::Ctx| {
        matmul::exact::check(c)?;
        matmul::snapshot::check(c)?;
        matmul::mpx::check(c)?;
        matmul::trace::check(c)
    };
    let lines: Vec<&str> = c.console.lines().collect();
    let mut planted = 0;
    for (i, line) in lines.iter().enumerate() {
        let words: Vec<&str> = line.split(' ').collect();
        for (j, w) in words.iter().enumerate() {
            let end = w.find(|ch: char| !ch.is_ascii_digit()).unwrap_or(w.len());
            let Ok(n) = w[..end].parse::<u64>() else {
                continue;
            };
            let mut changed = words.clone();
            let new = format!("{}{}", 2 * n + 1, &w[end..]);
            changed[j] = &new;
            let mut console: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            console[i] = changed.join(" ");
            let planted_ctx = matmul::Ctx {
                console: console.join("\n"),
                ..*c
            };
            if checks(&planted_ctx).is_ok() {
                return Err(format!("{:?} passes the checks as {:?}", line, console[i]));
            }
            planted += 1;
        }
    }
    eprintln!("{planted} planted wrong numbers rejected");
    Ok(())
}

/// Core cycles per second of the reference SoC running matmul, bare and with the monitor
/// SoC in lockstep (a measurement, not a check: `cargo test --release
/// --test refsoc_matmul speed -- --ignored --nocapture`).
#[test]
#[ignore]
fn speed_bare_and_lockstep() {
    for ex in ["reference_soc.toml", "esp.toml"] {
        let soc = load(ex);
        let elf = build_matmul(&soc, 60);
        let mut rates = Vec::new();
        // Alternating, three of each; the best of each is reported (other load
        // on the machine only ever slows a run down).
        for lockstep in [false, true, false, true, false, true] {
            let opts = firmware::FirmwareOptions {
                lockstep,
                keep_retired: false,
                ..Default::default()
            };
            // The model is built (or loaded) first; the run is timed in
            // this thread's CPU time, which other load on the machine
            // does not inflate.
            let mut refsoc = firmware::build(&soc, &opts).unwrap();
            let core = soc.core.as_ref().unwrap();
            let image =
                firmware::elf::load(&elf, core.ram, &firmware::device_windows(&soc)).unwrap();
            let t = thread_cpu_seconds();
            let run = firmware::run_image(&mut refsoc, &image, &opts).unwrap();
            let s = thread_cpu_seconds() - t;
            assert_eq!(run.outcome, firmware::Outcome::Exit(0));
            let rate = run.cycles as f64 / s;
            eprintln!(
                "{ex}: {} cycles, lockstep {lockstep}: {:.2} M cycles/s",
                run.cycles,
                rate / 1e6
            );
            rates.push(rate);
        }
        let best = |lockstep: bool| {
            rates
                .iter()
                .skip(usize::from(lockstep))
                .step_by(2)
                .fold(0f64, |a, &b| a.max(b))
        };
        eprintln!(
            "{ex}: best bare {:.2} M cycles/s, best lockstep {:.2} M cycles/s, lockstep/bare {:.2}",
            best(false) / 1e6,
            best(true) / 1e6,
            best(true) / best(false)
        );
        // The monitor SoC's own Verilated model, bare, out of reset: what
        // a second model beside the core would cost on its own per cycle.
        let bench = hdlgen::simcfg::soc_bench(&soc, false);
        let mut dut = hdlgen_sim::verilator::load(
            &bench.spec,
            &hdlgen_sim::verilator::default_cache_dir(),
            1,
        )
        .unwrap();
        let mut inp = vec![0u32; dut.layout.in_words];
        let mut out = vec![0u32; dut.layout.out_words];
        let n = 2_000_000u64;
        let t = thread_cpu_seconds();
        let last = inp.len() - 1;
        for c in 0..n {
            // Reset is the first input; events on the last port.
            inp[0] = u32::from(c >= 4) ^ u32::from(!soc.reset.active_low);
            inp[last] = c as u32;
            dut.cycle(&inp, &mut out);
        }
        let s = thread_cpu_seconds() - t;
        eprintln!(
            "{ex}: the monitor SoC's model alone: {:.2} M cycles/s",
            n as f64 / s / 1e6
        );
    }
}

fn thread_cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid clock id and a pointer to a live timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}
