//! `hdlgen sim` as users run it in their CI: its exit status on success and
//! on a mismatch, the mismatch report, `--csv` and `--rtl`; sharding and
//! its JUnit files are in `sim_cli/shards.rs`, the model cache shared by
//! concurrent processes in `sim_cli/cache.rs`.

mod support;

#[path = "sim_cli/shards.rs"]
mod shards;

#[path = "sim_cli/cache.rs"]
mod cache;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hdlgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("hdlgen runs")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn a_clean_run_exits_0_and_writes_the_autocounter_csv_files() {
    let dir = scratch("sim-csv");
    let csv = dir.join("csv");
    let o = hdlgen(&[
        "sim",
        "--soc",
        "examples/axi_wide.toml",
        "--cycles",
        "20000",
        "--csv",
        csv.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    for block in [
        "tile-cpu seed 1 ",
        "soc seed 1 ",
        "packer seed 1 ",
        "autocounter-core seed 1 ",
    ] {
        let line = out
            .lines()
            .find(|l| l.starts_with(block))
            .unwrap_or_else(|| panic!("no line for {block}:\n{out}"));
        assert!(line.trim_end().ends_with("ok"), "{line}");
    }
    let mut files: Vec<PathBuf> = fs::read_dir(&csv)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "csv"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 2, "one file per clock domain: {files:?}");
    let rate: u64 = out
        .lines()
        .find_map(|l| l.split(" samples every ").nth(1))
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no read_rate in the report:\n{out}"));
    let mut bases: Vec<Vec<u64>> = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy();
        assert!(name.starts_with("AUTOCOUNTERFILE"), "{name}");
        let t = fs::read_to_string(f).unwrap();
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], "version,1", "{name}");
        let columns = lines[2].split(',').count();
        let rows = &lines[7..];
        assert!(rows.len() > 5, "{name}: {} rows", rows.len());
        // FireSim's instance paths are joined with _: no label has a dot.
        assert!(!lines[2].contains('.'), "{name}: {}", lines[2]);
        for r in rows {
            let cells: Vec<&str> = r.split(',').collect();
            assert_eq!(cells.len(), columns, "{name}: {r}");
            assert!(
                cells.iter().all(|c| c.parse::<u64>().is_ok()),
                "{name}: {r}"
            );
        }
        // FireSim's rule: row k holds base cycle k x read_rate.
        let base: Vec<u64> = rows
            .iter()
            .map(|r| r.split(',').next().unwrap().parse().unwrap())
            .collect();
        let want: Vec<u64> = (1..=base.len() as u64).map(|k| k * rate).collect();
        assert_eq!(base, want, "{name}: base-cycle column");
        bases.push(base);
    }
    // One timeline: every domain sampled on the same base cycles.
    let n = bases.iter().map(Vec::len).min().unwrap();
    assert!(bases.iter().all(|b| b[..n] == bases[0][..n]));
}

#[test]
fn a_planted_bug_exits_1_with_the_cycle_the_port_and_the_seed() {
    let dir = scratch("sim-mismatch");
    let out = dir.join("esp");
    let o = hdlgen(&["--soc", "examples/esp.toml", "--out", out.to_str().unwrap()]);
    assert!(o.status.success(), "{:?}", text(&o));
    let rtl = out.join("rtl");
    let bank = rtl.join("esp_demo_bank_cpu.v");
    let v = fs::read_to_string(&bank).unwrap();
    let site = "cnt_9 <= sum_9[33:2];";
    assert!(v.contains(site), "mutation site");
    fs::write(&bank, v.replacen(site, "cnt_9 <= sum_9[34:3];", 1)).unwrap();
    let o = hdlgen(&[
        "sim",
        "--soc",
        "examples/esp.toml",
        "--cycles",
        "20000",
        "--seed",
        "7",
        "--rtl",
        rtl.to_str().unwrap(),
    ]);
    let (stdout, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{stdout}\n{err}");
    assert!(
        err.contains("cycle") && err.contains("expected") && err.contains("seed 7"),
        "{err}"
    );
    assert!(
        !err.contains("build failed"),
        "a mismatch is no build failure: {err}"
    );
    // Both runs that hold the bank fail, and each failure names the command
    // that replays it alone.
    assert!(stdout.contains("2 of 6 runs FAILED"), "{stdout}");
    let replay = format!(
        "reproduce: hdlgen sim --soc examples/esp.toml --cycles 20000 --block tile-cpu --seed 7 --rtl {}",
        rtl.display()
    );
    let line = err
        .lines()
        .find(|l| *l == replay)
        .unwrap_or_else(|| panic!("no line {replay:?} in:\n{err}"));
    assert!(err.contains("--block soc --seed 7 --rtl"), "{err}");
    let words: Vec<&str> = line.split(' ').skip(2).collect();
    let o = hdlgen(&words);
    let (alone, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{alone}\n{err}");
    assert!(alone.starts_with("tile-cpu seed 7 "), "{alone}");
    assert!(alone.contains("1 of 1 runs FAILED"), "{alone}");
    assert!(err.contains(line), "the replay names itself again: {err}");

    // The same directory unmodified passes: --rtl reads what it names.
    fs::write(&bank, v).unwrap();
    let o = hdlgen(&[
        "sim",
        "--soc",
        "examples/esp.toml",
        "--cycles",
        "2000",
        "--rtl",
        rtl.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
}

#[test]
fn a_missing_rtl_file_is_named() {
    let dir = scratch("sim-missing");
    let o = hdlgen(&[
        "sim",
        "--soc",
        "examples/esp.toml",
        "--rtl",
        dir.to_str().unwrap(),
    ]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("esp_demo_bus_apb.v") || err.contains("esp_demo_bank_"),
        "{err}"
    );
    assert!(err.contains("cannot read"), "{err}");
}

/// Each bench compiles only its top and the modules under it, so a change
/// to one block's RTL rebuilds only the models that contain that block: a
/// changed packer leaves every tile model and the SoC wrapper's alone.
#[test]
fn a_change_to_the_packer_rebuilds_only_the_packer_model() {
    let soc =
        hdlgen::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml")).unwrap();
    let names =
        |files: &[(String, String)]| files.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    let cpu = soc.banks.iter().position(|b| b.kind == "cpu").unwrap();
    let tile = hdlgen::simcfg::tile_bench(&soc, cpu, false);
    let mut tile_files = names(&tile.spec.files);
    tile_files.sort();
    assert_eq!(
        tile_files,
        [
            "esp_demo_bank_cpu.v",
            "esp_demo_bus_apb.v",
            "esp_demo_tile_cpu.v"
        ]
    );
    let soc_files = names(&hdlgen::simcfg::soc_bench(&soc, false).spec.files);
    assert!(
        !soc_files
            .iter()
            .any(|n| n.contains("packer") || n.contains("tile_")),
        "{soc_files:?}"
    );
    let packer = hdlgen::simcfg::packer_bench(&soc, false);
    assert_eq!(
        names(&packer.spec.files),
        ["esp_demo_bus_apb.v", "esp_demo_packer.v"]
    );

    // The packer's RTL changes: only the packer's model key moves.
    let mut changed = soc.clone();
    changed.packer.as_mut().unwrap().fifo_depth /= 2;
    let key = |s: &hdlgen_sim::verilator::DutSpec| hdlgen_sim::verilator::model_key(s).unwrap();
    for b in 0..soc.banks.len() {
        assert_eq!(
            key(&hdlgen::simcfg::tile_bench(&soc, b, false).spec),
            key(&hdlgen::simcfg::tile_bench(&changed, b, false).spec),
            "tile kind {}",
            soc.banks[b].kind
        );
    }
    assert_eq!(
        key(&hdlgen::simcfg::soc_bench(&soc, false).spec),
        key(&hdlgen::simcfg::soc_bench(&changed, false).spec)
    );
    assert_ne!(
        key(&hdlgen::simcfg::packer_bench(&soc, false).spec),
        key(&hdlgen::simcfg::packer_bench(&changed, false).spec)
    );
}

/// On a terminal a long block shows a progress line (cycles done, rate, time
/// left); off one, nothing extra is printed.
#[test]
fn a_progress_line_on_a_terminal_and_none_off_one() {
    let args = [
        "sim",
        "--soc",
        "examples/axi_wide.toml",
        "--cycles",
        "140000",
        "--shard",
        "1/16",
    ];
    let o = hdlgen(&args);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(!err.contains("cycles/s") && !err.contains('\r'), "{err}");
    let o = Command::new("script")
        .arg("-qec")
        .arg(format!(
            "{} {}",
            env!("CARGO_BIN_EXE_hdlgen"),
            args.join(" ")
        ))
        .arg("/dev/null")
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .unwrap();
    let tty = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{tty}");
    assert!(
        tty.contains("131072 of 140000 cycles") && tty.contains("s left"),
        "{tty}"
    );
}
