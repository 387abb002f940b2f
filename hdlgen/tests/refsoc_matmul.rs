//! `examples/firmware/matmul`, in Rust for riscv32imc-unknown-none-elf,
//! built against the driver crate hdlgen generates for the description it
//! runs on (its BareMetal backend, a maskirq critical section, its own
//! startup), on the reference SoC with the monitors in lockstep.

use std::path::{Path, PathBuf};

use hdlgen::firmware::{self, CoreEvent, Outcome};

fn load(name: &str) -> hdlgen::Soc {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    hdlgen::load(&root.join("examples").join(name)).expect("example loads")
}

/// Builds matmul against `soc`'s generated driver (written to a scratch
/// directory) and returns the ELF.
fn build_matmul(soc: &hdlgen::Soc, repeat: u32) -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir =
        std::env::temp_dir().join(format!("hdlgen-matmul-{}-{}", soc.name, std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for a in hdlgen::emit::generate(soc) {
        if a.path.starts_with("driver/") {
            let p = dir.join(&a.path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, a.text).unwrap();
        }
    }
    let src = root.join("examples/firmware/matmul");
    let fw = dir.join("matmul");
    std::fs::create_dir_all(fw.join("src")).unwrap();
    for f in ["build.rs", "link.ld", "src/main.rs", "src/cs.rs"] {
        std::fs::copy(src.join(f), fw.join(f)).unwrap();
    }
    let manifest = std::fs::read_to_string(src.join("Cargo.toml"))
        .unwrap()
        .replace("reference_monitors", &format!("{}_monitors", soc.name))
        .replace("../../../rtl-out/reference/driver", "../driver");
    std::fs::write(fw.join("Cargo.toml"), manifest).unwrap();
    let core = soc.core.as_ref().unwrap();
    // A target directory per description and build, kept between runs:
    // parallel builds never overwrite each other's program.
    let target: PathBuf = root.join(format!("target/firmware/matmul-{}-{repeat}", soc.name));
    let out = std::process::Command::new(env!("CARGO"))
        .current_dir(&fw)
        .args([
            "build",
            "--release",
            "--target",
            "riscv32imc-unknown-none-elf",
        ])
        .env("CARGO_TARGET_DIR", &target)
        .env("HDLGEN_CONSOLE", format!("{:#x}", core.console))
        .env("HDLGEN_RAM", format!("{:#x}", core.ram))
        .env("HDLGEN_TILE", core.tile.to_string())
        .env("HDLGEN_REPEAT", repeat.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let elf = std::fs::read(target.join("riscv32imc-unknown-none-elf/release/matmul")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    elf
}

/// Checks every event count matmul printed against the harness's record:
/// the events of the cycles after the write that selected the counter's
/// event, up to the sample of the counter's last read.
fn check_counts(soc: &hdlgen::Soc, run: &firmware::RunResult) -> Result<usize, String> {
    let console = String::from_utf8_lossy(&run.console).into_owned();
    if run.outcome != Outcome::Exit(0) {
        return Err(format!("{:?}\n{console}", run.outcome));
    }
    let core = soc.core.as_ref().unwrap();
    let p = soc.programmable.as_ref().unwrap();
    let tile = soc.tiles[core.tile].base - soc.base;
    let reg = |name: &str| {
        let r = soc.map.regs.iter().find(|r| r.name == name);
        tile as u32 + r.unwrap_or_else(|| panic!("register {name}")).offset()
    };
    let count_reg = |k: u32| {
        let lo = format!("prog{k}_count_lo");
        if soc.map.regs.iter().any(|r| r.name == lo) {
            reg(&lo)
        } else {
            reg(&format!("prog{k}_count"))
        }
    };
    let mut checked = 0;
    for line in console.lines() {
        let mut it = line.split_whitespace();
        let (Some(name), Some(count)) = (it.next(), it.next()) else {
            continue;
        };
        let Some(e) = p.events.iter().position(|ev| ev.name == name) else {
            continue;
        };
        let printed: u64 = count.parse().map_err(|_| format!("{line}: not a count"))?;
        let signal = core
            .signal_of(hdlgen::model::core::CoreTarget::Prog(e))
            .ok_or_else(|| format!("{name} has no core signal"))?;
        let event = CoreEvent::parse(signal.name()).unwrap();
        // The counter whose select got this event last.
        let (k, start) = (0..p.counters)
            .filter_map(|k| {
                let sel = reg(&format!("prog{k}_select"));
                run.monitor_writes
                    .iter()
                    .rfind(|w| w.offset == sel && w.data == e as u32)
                    .map(|w| (k, w.cycle))
            })
            .next()
            .ok_or_else(|| format!("{name}: no counter selected it"))?;
        let last = run
            .monitor_reads
            .iter()
            .rfind(|r| r.offset == count_reg(k))
            .ok_or_else(|| format!("{name}: counter {k} never read"))?;
        // Counting stops at the edge that inhibits the counter, if before.
        let sel = reg(&format!("prog{k}_select"));
        let stop = run
            .monitor_writes
            .iter()
            .find(|w| w.offset == sel && w.cycle > start && w.data >> 31 == 1)
            .map_or(u64::MAX, |w| w.cycle);
        let end = last.sampled.min(stop);
        let want = run.record.count_through(event, end) - run.record.count_through(event, start);
        if printed != want {
            return Err(format!(
                "{line}: the record has {want} {event:?} between cycles {start} and {end}"
            ));
        }
        checked += 1;
    }
    Ok(checked)
}

fn opts() -> firmware::FirmwareOptions {
    firmware::FirmwareOptions {
        max_cycles: 2_000_000,
        ..Default::default()
    }
}

/// matmul's report on `examples/reference_soc.toml` (AXI4-Lite) and
/// `examples/esp.toml` (APB, through the bridge; 48-bit counters): every
/// count equals the harness's RVFI record.
#[test]
fn matmul_counts_equal_the_rvfi_record() {
    for ex in ["reference_soc.toml", "esp.toml"] {
        let soc = load(ex);
        let elf = build_matmul(&soc, 1);
        let run = firmware::run(&soc, &elf, &opts()).unwrap_or_else(|e| panic!("{ex}: {e}"));
        let console = String::from_utf8_lossy(&run.console).into_owned();
        eprintln!("{ex}:\n{console}");
        let checked = check_counts(&soc, &run).unwrap_or_else(|e| panic!("{ex}: {e}"));
        assert!(checked >= 2, "{ex}: {checked} counts checked\n{console}");
        assert!(console.contains("cpi "), "{console}");
    }
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
