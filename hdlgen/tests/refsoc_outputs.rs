//! What a firmware run writes besides the console: the packer's stream
//! (`--trace`, which `hdlgen decode` reads) and the AutoCounter files
//! (`--csv`), whose every sample must equal the harness's RVFI record at
//! its sample point; and the options refused where the description has
//! no packer or no AutoCounter domain at the base clock.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hdlgen::firmware::{self, CoreEvent, FirmwareOptions, Outcome, RunResult};
use hdlgen::model::core::{CoreSignal, CoreTarget};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("refsoc-outputs-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn reference() -> hdlgen::Soc {
    hdlgen::load(&root().join("examples/reference_soc.toml")).unwrap()
}

/// Traces everything (no watchpoint) through a loop of loads, stores and
/// branches for about 25,000 cycles, then waits for the stream to drain
/// and exits with 0.
fn program(soc: &hdlgen::Soc, dir: &Path) -> PathBuf {
    let p = soc.packer.as_ref().unwrap();
    let reg = |n: &str| 4 * p.window.regs.iter().find(|r| r.name == n).unwrap().word;
    let src = format!(
        "    li t0, {base:#x}
    li t1, 1
    sw t1, {ctrl}(t0)
    li t3, 1500
    li t4, 0x800
1:  lw a1, 0(t4)
    addi a1, a1, 1
    sw a1, 0(t4)
    andi a2, t3, 3
    bnez a2, 2f
    addi a3, a3, 1
2:  addi t3, t3, -1
    bnez t3, 1b
    sw zero, {ctrl}(t0)
3:  lw t1, {level}(t0)
    bnez t1, 3b
    li t2, {con:#x}
    sw zero, 4(t2)
4:  j 4b",
        base = p.base,
        ctrl = reg("ctrl"),
        level = reg("level"),
        con = soc.core.as_ref().unwrap().console,
    );
    support::assemble_rv32(dir, "loop", &src, 0)
}

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap()
}

/// The record's count of `e` through each sample: the sample at base
/// cycle `b` holds the events of the record's cycles 0 to `b - 1` (the
/// domain counts from its first cycle out of reset, as the record does,
/// and names a cycle by the count of cycles so far).
fn check_samples(soc: &hdlgen::Soc, r: &RunResult) -> Result<usize, String> {
    let core = soc.core.as_ref().unwrap();
    let ac = soc.autocounter.as_ref().unwrap();
    let mut checked = 0;
    let domains = ac
        .domains
        .iter()
        .enumerate()
        .filter(|(_, d)| d.at_base_clock());
    for ((di, d), samples) in domains.zip(&r.autocounter) {
        for s in samples {
            for (ci, c) in d.counters.iter().enumerate() {
                let Some(sig) = core.signal_of(CoreTarget::AutoCounter {
                    domain: di,
                    counter: ci,
                }) else {
                    continue;
                };
                let e = CoreEvent::parse(sig.name()).unwrap();
                let want = r.record.count_through(e, s.base - 1);
                if s.values[ci] != want {
                    return Err(format!(
                        "domain {} sample at base cycle {}: {} = {}, the RVFI record {want}",
                        d.name, s.base, c.label, s.values[ci]
                    ));
                }
                checked += 1;
            }
            if s.local != s.base {
                return Err(format!(
                    "a base-clock domain's local cycle {} is not its base cycle {}",
                    s.local, s.base
                ));
            }
        }
    }
    Ok(checked)
}

#[test]
fn autocounter_samples_equal_the_record_at_every_sample_point() {
    let soc = reference();
    let dir = scratch("samples");
    let elf = std::fs::read(program(&soc, &dir)).unwrap();
    let r = firmware::run(&soc, &elf, &FirmwareOptions::default()).unwrap();
    assert_eq!(r.outcome, Outcome::Exit(0));
    let samples: usize = r.autocounter.iter().map(Vec::len).sum();
    // Every 1,000 base cycles (read_rate 0 in the description: FireSim's
    // driver's default), drained while the firmware ran.
    assert!(
        samples as u64 >= r.cycles / 1000 - 2,
        "{samples} samples in {} cycles",
        r.cycles
    );
    let checked = check_samples(&soc, &r).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        checked,
        2 * samples,
        "both counters of domain core are core-driven"
    );
    let mapped: Vec<CoreSignal> = soc
        .core
        .as_ref()
        .unwrap()
        .events
        .iter()
        .filter(|e| matches!(e.target, CoreTarget::AutoCounter { .. }))
        .map(|e| e.signal)
        .collect();
    assert_eq!(mapped, [CoreSignal::Instret, CoreSignal::MemWait]);
    eprintln!(
        "{samples} samples over {} cycles, {checked} values equal to the record",
        r.cycles
    );
}

/// Planted bug: the AutoCounter's instructions-retired input is wired to
/// the loads. The domain's RTL counts what it is given; the record says
/// otherwise.
#[test]
fn an_autocounter_wired_to_the_wrong_core_event_fails_the_check() {
    let soc = reference();
    let dir = scratch("planted");
    let elf = std::fs::read(program(&soc, &dir)).unwrap();
    let mut spec = firmware::refsoc_spec(&soc).unwrap();
    let top = spec
        .files
        .iter_mut()
        .find(|(n, _)| n.ends_with("_refsoc.v"))
        .unwrap();
    assert!(top.1.contains(".ev_iret(ce[1])"));
    top.1 = top.1.replace(".ev_iret(ce[1])", ".ev_iret(ce[2])");
    let r = firmware::run_spec(&soc, &spec, &elf, &FirmwareOptions::default()).unwrap();
    let err = check_samples(&soc, &r).expect_err("the planted bug is caught");
    assert!(err.contains("iret"), "{err}");
}

/// `--trace` writes what the library run's stream delivered, byte for
/// byte, and `hdlgen decode` reads it; `--csv` writes the drained samples
/// as FireSim's AUTOCOUNTERFILE<i>.csv.
#[test]
fn trace_and_csv_files_from_the_command_line() {
    let soc = reference();
    let dir = scratch("cli");
    let elf = program(&soc, &dir);
    let trace = dir.join("trace.bin");
    let csv = dir.join("csv");
    let o = cli(&[
        "sim",
        "--soc",
        "examples/reference_soc.toml",
        "--firmware",
        elf.to_str().unwrap(),
        "--trace",
        trace.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let lib = firmware::run(
        &soc,
        &std::fs::read(&elf).unwrap(),
        &FirmwareOptions {
            keep_retired: false,
            ..FirmwareOptions::default()
        },
    )
    .unwrap();
    let bytes = std::fs::read(&trace).unwrap();
    assert_eq!(bytes, lib.trace.as_ref().unwrap().bytes);
    let packets = bytes.len() / (soc.packer.as_ref().unwrap().stream_width / 8) as usize;
    // Every retirement while tracing was on: the loop's 7 or 8 a turn.
    assert!(packets > 10_000, "{packets} packets");
    let decoded = cli(&[
        "decode",
        "--soc",
        "examples/reference_soc.toml",
        "--input",
        trace.to_str().unwrap(),
    ]);
    assert!(
        decoded.status.success(),
        "{}",
        String::from_utf8_lossy(&decoded.stderr)
    );
    let text = String::from_utf8(decoded.stdout).unwrap();
    assert_eq!(
        text.lines().count(),
        packets + 1,
        "a header and a row per packet"
    );
    let ac = soc.autocounter.as_ref().unwrap();
    let d = ac.domains.iter().position(|d| d.at_base_clock()).unwrap();
    let file = csv.join(format!("AUTOCOUNTERFILE{}.csv", ac.domains[d].index));
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        written,
        hdlgen::simcfg::autocounter_csv(&soc, d, &lib.autocounter[0])
    );
    assert!(written.lines().count() > 20, "{written}");
}

#[test]
fn trace_and_csv_are_refused_where_there_is_nothing_to_write() {
    let dir = scratch("refused");
    let soc = reference();
    let elf = program(&soc, &dir);
    let elf = elf.to_str().unwrap();
    let t = dir.join("t.bin");
    let cases: [(&str, Vec<&str>, i32, &str); 3] = [
        (
            "examples/esp_compact.toml",
            vec!["--trace", t.to_str().unwrap()],
            2,
            "has no [packer] section, so --trace has no stream to write",
        ),
        (
            "examples/esp.toml",
            vec!["--csv", dir.to_str().unwrap()],
            2,
            "has no [autocounter] section",
        ),
        (
            "examples/reference_soc.toml",
            vec!["--trace", "examples/reference_soc.toml"],
            1,
            "--trace",
        ),
    ];
    for (desc, extra, code, msg) in cases {
        let mut args = vec!["sim", "--soc", desc, "--firmware", elf];
        args.extend(extra);
        let o = cli(&args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{desc}: {err}");
        assert!(err.contains(msg), "{desc}: {err}");
        assert!(!err.contains("exited"), "nothing was simulated: {err}");
    }
    assert!(!t.exists());
}
