//! One proof: generate a description's RTL and harnesses, plant a bug if
//! asked, and check one harness, either without a bound by PDR (IC3) in
//! yosys-abc on an AIGER export, or by bounded model checking in
//! yosys-smtbmc with Yices 2.

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::Soc;

use crate::support;

/// Which harness of the description.
#[derive(Clone, Copy)]
pub enum Top {
    /// The stand-alone tile of the only bank; `reset_start` picks the
    /// harness's mode (reads and snapshots from reset, or torn-free pairs
    /// from any state).
    Tile { reset_start: bool },
    /// The torn-free pairs of the only bank's tile (`RESET_START = 0`), a
    /// compact bank whose reset keeps its counts (see [`keep_counts`]).
    CompactPairs,
    /// The trace packer.
    Packer,
    /// The access-policy harness of the only bank's tile.
    TilePolicy,
    /// The access-policy harness of the packer.
    PackerPolicy,
    /// The overflow-flag harness of the only bank's tile, its probe placed
    /// inside the bank.
    Flags,
}

/// How the harness is checked.
#[derive(Clone, Copy)]
pub enum Method {
    /// PDR after signal correspondence (`scorr`), which merges the
    /// flip-flops the two instances of a policy harness keep equal; gives up
    /// after the given CPU seconds.
    Pdr(u32),
    /// Bounded model checking to this many steps.
    Bmc(u32),
}

/// A planted bug: replace `from` (which must occur) by `to` in `rtl/<file>`.
pub struct Bug<'a> {
    pub file: &'a str,
    pub from: &'a str,
    pub to: &'a str,
}

/// What a proof found.
pub struct Outcome {
    /// Every assertion holds (within the bound, for BMC).
    pub holds: bool,
    /// PDR: the frame of the inductive invariant, or of the failure; BMC:
    /// the step that failed, or the bound.
    pub frames: u32,
    /// CPU seconds of Yosys and the checker.
    pub cpu: f64,
    pub log: String,
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("formal-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    d
}

pub fn tool(name: &str) {
    let found = Command::new(name).arg("-h").output().is_ok();
    assert!(
        found,
        "{name} is needed for the formal proofs and was not found: run scripts/setup.sh \
         (Debian's yosys package provides yosys-smtbmc and yosys-abc)"
    );
}

/// Runs `program` in `dir` under `sh`, whose `times` reports the CPU its
/// children took (std has no portable way to read a child's usage).
fn timed(
    dir: &Path,
    path: Option<&std::ffi::OsStr>,
    program: &str,
    args: &[&str],
) -> (String, String, f64) {
    let mut cmd = Command::new("sh");
    cmd.current_dir(dir)
        .arg("-c")
        .arg("\"$@\"; rc=$?; times >&2; exit $rc")
        .arg("sh")
        .arg(program)
        .args(args);
    if let Some(p) = path {
        cmd.env("PATH", p);
    }
    let out = cmd.output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    // The last line of `times` is the children's user and system time.
    let cpu = err
        .lines()
        .last()
        .unwrap_or_default()
        .split_whitespace()
        .map(|t| {
            let (m, s) = t
                .trim_end_matches('s')
                .split_once('m')
                .unwrap_or(("0", "0"));
            m.parse::<f64>().unwrap_or(0.0) * 60.0 + s.parse::<f64>().unwrap_or(0.0)
        })
        .sum();
    let err = err.lines().collect::<Vec<_>>();
    let err = err[..err.len().saturating_sub(2)].join("\n");
    (String::from_utf8_lossy(&out.stdout).into_owned(), err, cpu)
}

fn write(name: &str, text: &str, bug: Option<&Bug>) -> (Soc, PathBuf) {
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
    (soc, dir)
}

/// The harness's module and the `chparam` that sets its mode.
fn harness(soc: &Soc, top: Top, method: Method) -> (String, String) {
    let tile = &soc.banks[0].tile_module;
    let packer = || soc.packer.as_ref().unwrap().module.clone();
    match top {
        Top::Tile { .. } | Top::CompactPairs => (
            format!("{tile}_formal"),
            format!(
                "chparam -set RESET_START {} {tile}_formal;",
                u8::from(matches!(top, Top::Tile { reset_start: true }))
            ),
        ),
        // PDR compares the sequence numbers modulo 4 (see docs/formal.md).
        Top::Packer => match method {
            Method::Pdr(_) => (
                format!("{}_formal", packer()),
                format!("chparam -set SEQ_BITS 2 {}_formal;", packer()),
            ),
            Method::Bmc(_) => (format!("{}_formal", packer()), String::new()),
        },
        Top::TilePolicy => (format!("{tile}_policy_formal"), String::new()),
        Top::PackerPolicy => (format!("{}_policy_formal", packer()), String::new()),
        Top::Flags => (format!("{tile}_flags_formal"), String::new()),
    }
}

/// Writes the flag harness, which `generate` leaves out, and its probe into
/// the bank (after any planted bug: the probe reads the bank, not its text).
fn add_flag_harness(soc: &Soc, dir: &Path) {
    let h = hdlgen::emit::formal::flag_harness(soc, 0, "// flag harness");
    std::fs::write(dir.join(&h.file.path), &h.file.text).unwrap();
    let path = dir.join("rtl").join(&h.bank_file);
    let v = std::fs::read_to_string(&path).unwrap();
    write_with_probe(&path, &v, &h.probe);
}

/// Writes the bank `v` to `path` with `probe` just before its `endmodule`:
/// a `bind` by text, which Yosys 0.23 parses but drops.
fn write_with_probe(path: &Path, v: &str, probe: &str) {
    let end = v.rfind("endmodule").expect("the bank ends its module");
    std::fs::write(path, format!("{}{probe}{}", &v[..end], &v[end..])).unwrap();
}

/// Makes a compact bank's counts start anywhere, so that a bounded proof
/// reaches the carry into the high word (2^32 events from reset): its
/// reset leaves the zero marks clear, so each count is its RAM word plus
/// the side count, and the RAM's words start as the checker chooses; a
/// probe assumes the count RAM's two copies (the sweep's and the reads')
/// start equal, as every write keeps them. Everything else starts from
/// reset. After any planted bug, like the flag probe.
fn keep_counts(soc: &Soc, dir: &Path) {
    let path = dir.join("rtl").join(format!("{}.v", soc.banks[0].module));
    let v = std::fs::read_to_string(&path).unwrap();
    let mark = " z[j]   <= 1'b1;";
    assert_eq!(v.matches(mark).count(), 1, "the compact bank's zero mark");
    assert!(
        v.contains("reg [RW-1:0] W2 [0:(1<<PB)-1];"),
        "the reads' RAM"
    );
    let v = v.replacen(mark, " z[j]   <= 1'b0;", 1);
    let probe = "    // proof: the count RAM's two copies start equal\n    \
         reg fv_first = 1'b1;\n    always @(posedge clk) fv_first <= 1'b0;\n    \
         integer fv_i;\n    always @(*) if (fv_first)\n        \
         for (fv_i = 0; fv_i < (1 << PB); fv_i = fv_i + 1) assume(Wm[fv_i] == W2[fv_i]);\n";
    write_with_probe(&path, &v, probe);
}

/// Checks `top` of the description `text` (named `name`) by `method`, with
/// `bug` planted in the RTL first.
pub fn prove(name: &str, text: &str, top: Top, method: Method, bug: Option<&Bug>) -> Outcome {
    tool("yosys-smtbmc");
    let (soc, dir) = write(name, text, bug);
    // Harnesses whose probe sits inside the bank; `keep_counts`'s assumes
    // there, so the RTL is read as formal too.
    let formal = match top {
        Top::Flags => {
            add_flag_harness(&soc, &dir);
            ""
        }
        Top::CompactPairs => {
            keep_counts(&soc, &dir);
            " -formal"
        }
        _ => "",
    };
    let (module, chparam) = harness(&soc, top, method);
    let mut rtl: Vec<String> = std::fs::read_dir(dir.join("rtl"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".v") && !f.ends_with("_soc.v"))
        .map(|f| format!("rtl/{f}"))
        .collect();
    rtl.sort();
    let read = format!(
        "read_verilog{formal} {}; read_verilog -formal -sv formal/{module}.sv; {chparam} \
         prep -top {module}; async2sync;",
        rtl.join(" ")
    );
    let outcome = match method {
        Method::Pdr(limit) => pdr(&dir, &read, limit),
        Method::Bmc(depth) => bmc(&dir, &read, depth),
    };
    let outcome = outcome.unwrap_or_else(|e| panic!("{name}: {e}"));
    let (how, k) = match method {
        Method::Pdr(_) => ("PDR", "frames"),
        Method::Bmc(_) => ("BMC", "k"),
    };
    // One line per proof for scripts/prove.sh's table.
    println!(
        "proof\t{name}\t{how}\t{k} {}\t{:.1}\t{}{}",
        outcome.frames,
        outcome.cpu,
        if outcome.holds { "holds" } else { "fails" },
        if bug.is_some() { " (planted bug)" } else { "" }
    );
    outcome
}

fn pdr(dir: &Path, read: &str, limit: u32) -> Result<Outcome, String> {
    tool("yosys-abc");
    // Flattened to and-inverter gates: assertions become the AIGER file's
    // bad states, assumptions its constraints, $anyseq its inputs, and a
    // flip-flop without an initial value one whose first value is an input.
    let script = format!(
        "{read} flatten; memory_map; setundef -undriven -anyseq; opt -full; techmap; \
         opt -fast; dffunmap; abc -g AND -fast; opt_clean; write_aiger -zinit proof.aig"
    );
    let (_, err, cpu_y) = timed(dir, None, "yosys", &["-q", "-p", &script]);
    if !dir.join("proof.aig").exists() {
        return Err(format!("yosys could not export the harness:\n{err}"));
    }
    let abc = format!("read_aiger proof.aig; fold; strash; scorr; pdr -T {limit}");
    let (log, err, cpu_a) = timed(dir, None, "yosys-abc", &["-c", &abc]);
    let frame = |key: &str, end: char| -> Option<u32> {
        let at = log.find(key)? + key.len();
        log[at..].split(end).next()?.trim().parse().ok()
    };
    let cpu = cpu_y + cpu_a;
    if log.contains("Property proved") {
        let frames = frame("Invariant F[", ']').unwrap_or(0);
        Ok(Outcome {
            holds: true,
            frames,
            cpu,
            log,
        })
    } else if log.contains("was asserted in frame") {
        let frames = frame("was asserted in frame", '.').unwrap_or(0);
        Ok(Outcome {
            holds: false,
            frames,
            cpu,
            log,
        })
    } else {
        Err(format!("PDR gave no verdict within {limit} s:\n{log}{err}"))
    }
}

fn bmc(dir: &Path, read: &str, depth: u32) -> Result<Outcome, String> {
    let script = format!("{read} dffunmap; write_smt2 -wires proof.smt2");
    let (_, err, cpu_y) = timed(dir, None, "yosys", &["-q", "-p", &script]);
    if !dir.join("proof.smt2").exists() {
        return Err(format!("yosys could not read the harness:\n{err}"));
    }
    // Yices: on these harnesses four times faster than z3 (the latency-0
    // packer at depth 12: 20 s against 82 s of CPU). yosys-smtbmc finds its
    // `yices-smt2` on PATH; setup.sh installs it into the venv.
    let yices = support::venv_tool("yices-smt2");
    let mut path = std::ffi::OsString::from(yices.parent().unwrap());
    path.push(":");
    path.push(std::env::var_os("PATH").unwrap_or_default());
    let args = ["-s", "yices", "-t", &depth.to_string(), "proof.smt2"];
    let (log, err, cpu_s) = timed(dir, Some(&path), "yosys-smtbmc", &args);
    let cpu = cpu_y + cpu_s;
    if log.contains("Status: PASSED") {
        Ok(Outcome {
            holds: true,
            frames: depth,
            cpu,
            log,
        })
    } else if log.contains("Status: FAILED") {
        let frames = log
            .lines()
            .rev()
            .find_map(|l| l.split("Checking assertions in step ").nth(1))
            .and_then(|s| s.trim_end_matches("..").parse().ok())
            .unwrap_or(depth);
        Ok(Outcome {
            holds: false,
            frames,
            cpu,
            log,
        })
    } else {
        Err(format!("yosys-smtbmc gave no verdict:\n{log}{err}"))
    }
}
