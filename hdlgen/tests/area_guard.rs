//! Area regression guard: one tile (`bench/area-guard.toml`) synthesised with
//! the Yosys on PATH (`synth_ice40` and `synth_ecp5` with the read path for
//! 4-input LUTs, `synth_xilinx` with the one for 6-input LUTs); its LUT and
//! flip-flop counts may not grow more than 3 % over the numbers committed for
//! that Yosys version in `bench/area-guard.txt`. The comparison with other
//! generators lives in `bench/area.sh`; this only catches regressions.
//!
//! After an intended change: `HDLGEN_AREA_GUARD_UPDATE=1 cargo test -p hdlgen
//! --test area_guard` rewrites the numbers for the Yosys on PATH.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const GROWTH: f64 = 1.03;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn yosys_version() -> String {
    let out = Command::new("yosys")
        .arg("-V")
        .output()
        .unwrap_or_else(|e| {
            panic!("Yosys is needed for this test and was not found ({e}): run scripts/setup.sh")
        });
    // "Yosys 0.23 (git sha1 ...)" -> "0.23"
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .nth(1)
        .expect("a version")
        .to_string()
}

/// (LUTs, flip-flops, RAM cells) of the guard tile built for `fabric` by
/// `synth`, its `[soc]` reset line replaced by `reset` when given; `target`
/// names the variant's scratch directory.
fn synthesise(fabric: &str, synth: &str, target: &str, reset: Option<&str>) -> (u64, u64, u64) {
    let text = std::fs::read_to_string(root().join("bench/area-guard.toml")).unwrap();
    let mut text = text.replace("fabric = \"lut4\"", &format!("fabric = \"{fabric}\""));
    if let Some(reset) = reset {
        text = text.replace("reset = \"sync_high\"", reset);
    }
    let soc = hdlgen::load_str("area-guard.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("area-guard-{}", target.replace(' ', "-")));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    let rtl = dir.join("rtl");
    let top = &soc.banks[0].tile_module;
    let sources = format!(
        "{}.v {}.v {top}.v",
        hdlgen::emit::verilog::bus_module(&soc),
        soc.banks[0].module
    );
    let stat = dir.join("stat.txt");
    let script = format!(
        "read_verilog {sources}; {synth} -top {top}; flatten; tee -q -o {} stat",
        stat.display()
    );
    let out = Command::new("yosys")
        .current_dir(&rtl)
        .args(["-q", "-p", &script])
        .output()
        .expect("yosys runs");
    assert!(
        out.status.success(),
        "{synth} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stat = std::fs::read_to_string(stat).unwrap();
    let (mut luts, mut ffs, mut rams) = (0, 0, 0);
    for line in stat.lines() {
        let cells: Vec<&str> = line.split_whitespace().collect();
        // Old Yosys prints "NAME COUNT", new Yosys "COUNT NAME".
        let (name, n) = match cells[..] {
            [a, b] if b.parse::<u64>().is_ok() => (a, b.parse::<u64>().unwrap()),
            [a, b] if a.parse::<u64>().is_ok() => (b, a.parse::<u64>().unwrap()),
            _ => continue,
        };
        // LUTs: SB_LUT4, LUT1..LUT6, ECP5's LUT4 (carry cells apart, as
        // SB_CARRY and CARRY4 are). RAMs: block RAM and LUT RAM cells.
        if name == "SB_LUT4" || (name.starts_with("LUT") && name.len() == 4) {
            luts += n;
        } else if name.starts_with("SB_DFF")
            || (name.starts_with("FD") && name.len() == 4)
            || name == "TRELLIS_FF"
        {
            ffs += n;
        } else if name == "SB_RAM40_4K"
            || name.starts_with("RAM")
            || name == "DP16KD"
            || name == "TRELLIS_DPR16X4"
        {
            rams += n;
        }
    }
    assert!(luts > 0 && ffs > 0, "no cells counted:\n{stat}");
    (luts, ffs, rams)
}

fn committed() -> BTreeMap<String, u64> {
    let text = std::fs::read_to_string(root().join("bench/area-guard.txt")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.rsplit_once(' ').expect("KEY VALUE");
            (k.to_string(), v.parse().expect("a number"))
        })
        .collect()
}

#[test]
fn the_guard_tile_does_not_grow() {
    let version = yosys_version();
    // The asynchronous reset with the counters reset at the clock edge must
    // keep `clear` off the 7-series LUTs too.
    let async_edge = "reset = \"async_low\"\ncounter_reset = \"clock_edge\"";
    // The compact-snapshot bank: side counters in flip-flops, counts in RAM.
    let compact = "reset = \"sync_high\"\nsnapshot = \"compact\"";
    let measured: Vec<(String, u64)> = [
        ("lut4", "synth_ice40", "ice40", None),
        ("lut6", "synth_xilinx", "xilinx", None),
        (
            "lut6",
            "synth_xilinx",
            "xilinx async_low clock_edge",
            Some(async_edge),
        ),
        ("lut4", "synth_ice40", "ice40 compact", Some(compact)),
        ("lut6", "synth_xilinx", "xilinx compact", Some(compact)),
        ("lut4", "synth_ecp5", "ecp5", None),
        ("lut4", "synth_ecp5", "ecp5 compact", Some(compact)),
    ]
    .iter()
    .flat_map(|(fabric, synth, target, reset)| {
        let (luts, ffs, rams) = synthesise(fabric, synth, target, *reset);
        let mut n = vec![
            (format!("{version} {target} luts"), luts),
            (format!("{version} {target} ffs"), ffs),
        ];
        // RAM cells only where the style has them; LUT RAM instead of a
        // block would show here before it shows in the LUTs.
        if rams > 0 {
            n.push((format!("{version} {target} rams"), rams));
        }
        n
    })
    .collect();
    let mut numbers = committed();
    if std::env::var_os("HDLGEN_AREA_GUARD_UPDATE").is_some() {
        numbers.extend(measured.iter().cloned());
        let mut text = String::from(
            "# Area guard numbers (hdlgen/tests/area_guard.rs): bench/area-guard.toml's tile,\n\
             # per Yosys version. Refresh after an intended change:\n\
             #   HDLGEN_AREA_GUARD_UPDATE=1 cargo test -p hdlgen --test area_guard\n",
        );
        for (k, v) in &numbers {
            text.push_str(&format!("{k} {v}\n"));
        }
        std::fs::write(root().join("bench/area-guard.txt"), text).unwrap();
        return;
    }
    let mut failures = Vec::new();
    for (key, now) in &measured {
        let Some(&was) = numbers.get(key) else {
            panic!(
                "bench/area-guard.txt has no number for `{key}` (Yosys {version}): record them with \
                 HDLGEN_AREA_GUARD_UPDATE=1 cargo test -p hdlgen --test area_guard"
            );
        };
        eprintln!("{key}: committed {was}, now {now}");
        if *now as f64 > was as f64 * GROWTH {
            failures.push(format!(
                "{key}: {now}, committed {was} (+{:.1} %)",
                (*now as f64 / was as f64 - 1.0) * 100.0
            ));
        } else if (*now as f64) < was as f64 * 0.9 {
            eprintln!("note: {key} shrank from {was} to {now}: refresh bench/area-guard.txt to keep the guard tight");
        }
    }
    assert!(
        failures.is_empty(),
        "the guard tile grew more than 3 %:\n{}",
        failures.join("\n")
    );
}
