//! The promises proven by model checking: the harnesses hdlgen writes to
//! `formal/` are run with Yosys and yosys-smtbmc (Yices 2) on small descriptions,
//! and each property is shown to fail on RTL with a planted bug.
//!
//! Bounded model checking on reduced configurations: why the bounds carry
//! over to full size is argued in docs/formal.md ("Why the bounds suffice").

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::Soc;

/// What a proof is about.
enum Top {
    /// The stand-alone tile of the only bank; `reset_start` picks the
    /// harness's mode (reads and snapshots from reset, or torn-free pairs
    /// from any state).
    Tile { reset_start: bool },
    /// The trace packer.
    Packer,
}

/// A planted bug: replace `from` (which must occur) by `to` in `rtl/<file>`.
struct Bug<'a> {
    file: &'a str,
    from: &'a str,
    to: &'a str,
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("formal-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn tool(name: &str) {
    let found = Command::new(name).arg("--help").output().is_ok();
    assert!(
        found,
        "{name} is needed for the formal proofs and was not found: run scripts/setup.sh \
         (Debian's yosys package provides yosys-smtbmc)"
    );
}

/// Runs the harness of `top` for `text` to `depth` steps; Ok(log) if every
/// assertion holds, Err(log) if one fails.
fn prove(name: &str, text: &str, top: Top, depth: u32, bug: Option<Bug>) -> Result<String, String> {
    tool("yosys-smtbmc");
    let soc: Soc =
        hdlgen::load_str(&format!("{name}.toml"), text).unwrap_or_else(|e| panic!("{e}"));
    let dir = scratch(name);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    if let Some(b) = bug {
        let path = dir.join("rtl").join(b.file);
        let v = std::fs::read_to_string(&path).unwrap();
        assert!(
            v.contains(b.from),
            "{name}: mutation site {:?} not in {}",
            b.from,
            b.file
        );
        std::fs::write(&path, v.replacen(b.from, b.to, 1)).unwrap();
    }
    let (harness, chparam) = match top {
        Top::Tile { reset_start } => (
            format!("{}_formal", soc.banks[0].tile_module),
            format!(
                "chparam -set RESET_START {} {}_formal;",
                u8::from(reset_start),
                soc.banks[0].tile_module
            ),
        ),
        Top::Packer => (
            format!("{}_formal", soc.packer.as_ref().unwrap().module),
            String::new(),
        ),
    };
    let mut rtl: Vec<String> = std::fs::read_dir(dir.join("rtl"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".v") && !f.ends_with("_soc.v"))
        .map(|f| format!("rtl/{f}"))
        .collect();
    rtl.sort();
    let script = format!(
        "read_verilog {}; read_verilog -formal -sv formal/{harness}.sv; {chparam} \
         prep -top {harness}; async2sync; dffunmap; write_smt2 -wires proof.smt2",
        rtl.join(" ")
    );
    let out = Command::new("yosys")
        .current_dir(&dir)
        .args(["-q", "-p", &script])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name}: yosys could not read the harness:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Yices: on these harnesses four times faster than z3 (the latency-0
    // packer at depth 12: 20 s against 82 s of CPU). yosys-smtbmc finds its
    // `yices-smt2` on PATH; setup.sh installs it into the venv.
    let yices = support::venv_tool("yices-smt2");
    let mut path = std::ffi::OsString::from(yices.parent().unwrap());
    path.push(":");
    path.push(std::env::var_os("PATH").unwrap_or_default());
    let out = Command::new("yosys-smtbmc")
        .current_dir(&dir)
        .env("PATH", path)
        .args(["-s", "yices", "-t", &depth.to_string(), "proof.smt2"])
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stdout).into_owned();
    if log.contains("Status: PASSED") {
        Ok(log)
    } else if log.contains("Status: FAILED") {
        Err(log)
    } else {
        panic!(
            "{name}: yosys-smtbmc gave no verdict:\n{log}{}",
            String::from_utf8_lossy(&out.stderr)
        )
    }
}

fn holds(name: &str, text: &str, top: Top, depth: u32) {
    if let Err(log) = prove(name, text, top, depth, None) {
        panic!("{name}: a property fails on the generated RTL:\n{log}");
    }
}

fn caught(name: &str, text: &str, top: Top, depth: u32, bug: Bug) -> String {
    let log = prove(name, text, top, depth, Some(bug))
        .expect_err("the planted bug must make a property fail");
    assert!(log.contains("Assert failed"), "{log}");
    log
}

/// A tile with one monitor of each width.
fn tile(bus: &str, widths: &[u32]) -> String {
    tile_in(bus, widths, "")
}

/// A tile with one monitor of each width, `extra` in `[soc]`.
fn tile_in(bus: &str, widths: &[u32], extra: &str) -> String {
    let mut s = format!(
        "[soc]\nname = \"fv\"\nbus = \"{bus}\"\nreset = \"sync_high\"\nfabric = \"lut4\"\n{extra}\
         [catalog]\nbuiltin = \"none\"\n"
    );
    for (i, w) in widths.iter().enumerate() {
        s += &format!("[[catalog.monitor]]\nname = \"m{i}\"\ndescription = \"m\"\nkinds = [\"cpu\"]\nwidth = {w}\n");
    }
    s + "[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n"
}

/// A narrow packer: 160-bit packets, `depth` entries, halt latency `latency`.
fn packer(bus: &str, depth: u32, latency: u32) -> String {
    format!(
        "[soc]\nname = \"fp\"\nbus = \"{bus}\"\nreset = \"sync_high\"\n\
         [[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\
         [packer]\nstream_width = 160\npc_width = 32\ncycles_width = 8\nhalted_width = 8\n\
         counters = 2\ncounter_width = 4\nregisters = 0\nwatchpoints = 0\n\
         fifo_depth = {depth}\nalmost_full = {}\nhalt_latency = {latency}\n",
        depth + 1 - latency
    )
}

// (c) snapshots and reads, (e) APB4 rules: from reset, a 3-bit monitor wraps
// within the bound.
#[test]
fn apb_tile_reads_snapshots_and_protocol() {
    let t = tile("apb", &[3]);
    holds("apb-reads", &t, Top::Tile { reset_start: true }, 14);
    caught(
        "apb-reads-shadow-after-edge",
        &t,
        Top::Tile { reset_start: true },
        14,
        Bug {
            file: "fv_bank_cpu.v",
            from: "shd_0 <= cnt_0;",
            to: "shd_0 <= sum_0[4:2];",
        },
    );
    caught(
        "apb-pslverr-in-setup",
        &t,
        Top::Tile { reset_start: true },
        8,
        Bug {
            file: "fv_bus_apb.v",
            from: "assign pslverr = access &",
            to: "assign pslverr = psel &",
        },
    );
}

// (d) torn-free LO/HI: from any count, so the carry into the high word is
// within reach.
#[test]
fn apb_tile_pairs_are_torn_free() {
    let t = tile("apb", &[33]);
    holds("apb-pairs", &t, Top::Tile { reset_start: false }, 15);
    caught(
        "apb-pairs-no-hold",
        &t,
        Top::Tile { reset_start: false },
        15,
        Bug {
            file: "fv_bank_cpu.v",
            from: "hold_use_q ? hold_q : hi_0",
            to: "hi_0",
        },
    );
}

// (e) AXI4-Lite rules.
#[test]
fn axi_tile_protocol() {
    let t = tile("axi4lite", &[3]);
    holds("axi-protocol", &t, Top::Tile { reset_start: true }, 12);
    caught(
        "axi-rvalid-dropped",
        &t,
        Top::Tile { reset_start: true },
        12,
        Bug {
            file: "fv_bus_axil.v",
            from: "end else if (rready) begin\n                rvalid <= 1'b0;",
            to: "end else begin\n                rvalid <= 1'b0;",
        },
    );
}

// (c) and (e) for a compact-snapshot tile: its six read wait states exactly,
// and reads through the sweep's RAM from reset (three 4-bit monitors: the
// sweep passes each every three edges).
#[test]
fn compact_apb_tile_reads_snapshots_and_protocol() {
    let t = tile_in("apb", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-apb-reads", &t, Top::Tile { reset_start: true }, 16);
    caught(
        "compact-apb-five-wait-states",
        &t,
        Top::Tile { reset_start: true },
        10,
        Bug {
            file: "fv_bus_apb.v",
            from: "assign pready = pwrite | rq[RWAIT];",
            to: "assign pready = pwrite | rq[RWAIT-1];",
        },
    );
    caught(
        "compact-apb-stale-snapshot-side",
        &t,
        Top::Tile { reset_start: true },
        16,
        Bug {
            file: "fv_bank_cpu.v",
            from: "a2_small <= f1pend ? f1m : {K{1'b0}};",
            to: "a2_small <= f1m;",
        },
    );
}

// (e) AXI4-Lite rules with a compact tile's late answers.
#[test]
fn compact_axi_tile_protocol() {
    let t = tile_in("axi4lite", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds(
        "compact-axi-protocol",
        &t,
        Top::Tile { reset_start: true },
        14,
    );
    caught(
        "compact-axi-answers-twice",
        &t,
        Top::Tile { reset_start: true },
        14,
        Bug {
            file: "fv_bus_axil.v",
            from: "wire           answer = rq[RWAIT];",
            to: "wire           answer = rq[RWAIT] | rq[RWAIT-1];",
        },
    );
}

// (a) no packet lost with halting on, (b) AXI4-Stream stability: the
// smallest FIFO the description accepts, a one-cycle core.
#[test]
fn packer_smallest_fifo_loses_nothing_and_holds_the_stream() {
    let p = packer("apb", 2, 1);
    holds("packer-2-1", &p, Top::Packer, 12);
    let soc = hdlgen::load_str("p.toml", &p).unwrap();
    let limit = soc.packer.as_ref().unwrap().halt_limit();
    let site = format!("level >= 2'd{limit}");
    let late = format!("level >= 2'd{}", limit + 1);
    caught(
        "packer-late-halt",
        &p,
        Top::Packer,
        12,
        Bug {
            file: "fp_packer.v",
            from: &site,
            to: &late,
        },
    );
    caught(
        "packer-reloads-while-waiting",
        &p,
        Top::Packer,
        12,
        Bug {
            file: "fp_packer.v",
            from: "wire        load = (!tvalid_q || pop) &&",
            to: "wire        load =",
        },
    );
}

// (a) with a core that takes two cycles to obey halt.
#[test]
fn packer_two_cycle_core_loses_nothing() {
    holds("packer-4-2", &packer("apb", 4, 2), Top::Packer, 12);
}

// (a) with a core that obeys halt in the same cycle (halt_latency = 0: the
// limit is fifo_depth + 1, the FIFO and the stream register all in use).
#[test]
fn packer_same_cycle_core_loses_nothing() {
    holds("packer-2-0", &packer("apb", 2, 0), Top::Packer, 12);
}

// Every harness hdlgen writes for the examples (APB and AXI4-Lite, every tile
// kind, the packer) reads and elaborates in Yosys without a warning.
#[test]
fn example_harnesses_elaborate_cleanly() {
    tool("yosys-smtbmc");
    for file in ["esp.toml", "axi_wide.toml", "esp_compact.toml"] {
        let soc = hdlgen::load(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../examples")
                .join(file),
        )
        .unwrap();
        let dir = scratch(&format!("elaborate-{}", soc.name));
        let files = hdlgen::emit::generate(&soc);
        hdlgen::output::write_tree(&dir, &files, None).unwrap();
        let rtl: Vec<&str> = files
            .iter()
            .filter(|a| a.path.starts_with("rtl/") && a.path.ends_with(".v"))
            .map(|a| a.path.as_str())
            .collect();
        let harnesses: Vec<&str> = files
            .iter()
            .filter(|a| a.path.starts_with("formal/"))
            .map(|a| a.path.as_str())
            .collect();
        assert_eq!(
            harnesses.len(),
            soc.banks.len() + usize::from(soc.packer.is_some())
        );
        for h in harnesses {
            let top = Path::new(h).file_stem().unwrap().to_string_lossy();
            let script = format!(
                "read_verilog {}; read_verilog -formal -sv {h}; prep -top {top}; async2sync; dffunmap; write_smt2 check.smt2",
                rtl.join(" ")
            );
            let out = Command::new("yosys")
                .current_dir(&dir)
                .args(["-q", "-p", &script])
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.success() && !err.contains("Warning"),
                "{file} {h}:\n{err}"
            );
        }
    }
}
