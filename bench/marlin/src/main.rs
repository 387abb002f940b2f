//! The project's Verilator harness against the marlin crate on the same tile
//! (examples/esp.toml's cpu tile, the committed rtl-out/): build time of a new
//! model with an empty cache, the same again with a warm cache, and the cost
//! per cycle of driving every input and reading every output.
//!
//! One random lockstep run records its inputs; the same inputs are then
//! replayed into the project's bare model (one call per cycle, ports packed
//! into words), into marlin's derived model (`#[verilog]`: a struct field per
//! port, pinned and read around each `eval`) and into marlin's dynamic model
//! (ports by name). Each replay's outputs are compared with the project's, so
//! the three run the same design. Times are CPU time of this process: the
//! thread for the replays, the children (Verilator, the C++ compiler) for the
//! builds. Prints a table.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use hdlgen::simcfg;
use hdlgen_sim::layout::{Layout, PortSpec};
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::verilator;
use marlin::verilator::dynamic::VerilatorValue;
use marlin::verilator::{
    AsDynamicVerilatedModel, PortDirection, VerilatedModelConfig, VerilatorRuntime,
    VerilatorRuntimeOptions, VerilatorVersion,
};
use marlin::verilog::prelude::*;

#[verilog(
    src = "../../rtl-out/esp_demo/rtl/esp_demo_tile_cpu.v",
    name = "esp_demo_tile_cpu"
)]
struct Tile;

const TOP: &str = "esp_demo_tile_cpu";

fn rusage(who: i32) -> Duration {
    // SAFETY: getrusage fills the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(who, &mut u) };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

/// CPU time of this thread.
fn cpu() -> Duration {
    rusage(libc::RUSAGE_THREAD)
}

/// CPU time of every finished child process (compilers).
fn children() -> Duration {
    rusage(libc::RUSAGE_CHILDREN)
}

/// The value of input `name` in one cycle's packed words.
fn input(layout: &Layout, words: &[u32], name: &str) -> u64 {
    let i = layout
        .ports
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no port {name}"));
    let o = layout.offset[i];
    let hi = if layout.ports[i].width > 32 {
        u64::from(words[o + 1]) << 32
    } else {
        0
    };
    u64::from(words[o]) | hi
}

/// Writes output `name`'s value into packed words.
fn output(layout: &Layout, words: &mut [u32], name: &str, v: u64) {
    let i = layout.ports.iter().position(|p| p.name == name).unwrap();
    let o = layout.offset[i];
    words[o] = v as u32;
    if layout.ports[i].width > 32 {
        words[o + 1] = (v >> 32) as u32;
    }
}

fn sources(rtl: &Path) -> Vec<PathBuf> {
    [
        "esp_demo_tile_cpu.v",
        "esp_demo_bank_cpu.v",
        "esp_demo_bus_apb.v",
    ]
    .iter()
    .map(|f| rtl.join(f))
    .collect()
}

fn runtime(artifacts: &Path, rtl: &Path) -> VerilatorRuntime {
    // marlin asks for Verilator 5.025 or later; Debian's is 5.006.
    let options = VerilatorRuntimeOptions::default()
        .allow_unsupported_verilator(Some(VerilatorVersion { major: 5, minor: 0 }));
    VerilatorRuntime::new(
        artifacts,
        &sources(rtl).iter().map(|p| p.as_path()).collect::<Vec<_>>(),
        &[],
        [],
        options,
    )
    .unwrap_or_else(|e| panic!("marlin runtime: {e:?}"))
}

struct Timed {
    wall: Duration,
    cpu: Duration,
}

fn timed(f: impl FnOnce()) -> Timed {
    let (w, c, k) = (Instant::now(), cpu(), children());
    f();
    Timed {
        wall: w.elapsed(),
        cpu: (cpu() - c) + (children() - k),
    }
}

/// What one side measured, as the child process reports it on stdout.
struct Side {
    cold: Timed,
    warm: Timed,
    run: Duration,
    cycles: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let rtl = root.join("rtl-out/esp_demo/rtl");
    let soc = hdlgen::load(&root.join("examples/esp.toml")).unwrap_or_else(|e| panic!("{e}"));
    let bank = soc
        .banks
        .iter()
        .position(|b| b.kind == "cpu")
        .expect("a cpu tile");
    let bench = simcfg::tile_bench(&soc, bank, false);
    assert_eq!(bench.spec.top, TOP);
    // Each side runs in a process of its own: two copies of Verilator's
    // runtime in one process share its global state (the thread's context).
    if args.len() == 3 {
        let (side, scratch) = (args[1].as_str(), PathBuf::from(&args[2]));
        let inputs = read_words(&scratch.join("inputs.bin"));
        let (m, out) = match side {
            "ours" => ours(&bench.spec, &scratch, &inputs),
            "marlin" => marlin_derived(&scratch, &rtl, &bench.spec.ports, &inputs),
            "marlin-dyn" => marlin_dynamic(
                &scratch,
                &rtl,
                &bench.spec.ports,
                &inputs[..inputs.len() / 10],
            ),
            _ => panic!("unknown side {side}"),
        };
        write_words(&scratch.join(format!("{side}.out")), &out);
        println!(
            "{} {} {} {} {} {}",
            m.cold.cpu.as_nanos(),
            m.cold.wall.as_nanos(),
            m.warm.cpu.as_nanos(),
            m.warm.wall.as_nanos(),
            m.run.as_nanos(),
            m.cycles
        );
        return;
    }
    let cycles: usize = args.get(1).and_then(|c| c.parse().ok()).unwrap_or(300_000);
    let scratch = std::env::temp_dir().join(format!("hdlgen-marlin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();

    // One random lockstep run records the inputs every side replays.
    let mut env = bench.env(&scratch.join("record"), 3).expect("model builds");
    let in_words = env.ls.layout().in_words;
    env.record = Some(Vec::with_capacity(cycles * in_words));
    run_random(&mut env, cycles as u64).unwrap_or_else(|m| panic!("{m}"));
    write_words(&scratch.join("inputs.bin"), &env.record.take().unwrap());
    let out_words = env.ls.layout().out_words;
    drop(env);

    let me = std::env::current_exe().unwrap();
    let side = |name: &str| -> Side {
        let o = std::process::Command::new(&me)
            .args([name, scratch.to_str().unwrap()])
            .stderr(std::process::Stdio::inherit())
            .output()
            .expect("runs");
        assert!(o.status.success(), "side {name} failed");
        let text = String::from_utf8_lossy(&o.stdout);
        let v: Vec<u64> = text
            .lines()
            .last()
            .unwrap()
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let d = Duration::from_nanos;
        Side {
            cold: Timed {
                cpu: d(v[0]),
                wall: d(v[1]),
            },
            warm: Timed {
                cpu: d(v[2]),
                wall: d(v[3]),
            },
            run: d(v[4]),
            cycles: v[5] as usize,
        }
    };
    let ours = side("ours");
    let derived = side("marlin");
    let dynamic = side("marlin-dyn");
    let expected = read_words(&scratch.join("ours.out"));
    let derived_agrees = agreement(
        &expected,
        &read_words(&scratch.join("marlin.out")),
        out_words,
    );
    let dyn_out = read_words(&scratch.join("marlin-dyn.out"));
    let dyn_agrees = agreement(&expected[..dyn_out.len()], &dyn_out, out_words);
    let _ = std::fs::remove_dir_all(&scratch);

    let ns = |s: &Side| s.run.as_secs_f64() * 1e9 / s.cycles as f64;
    let t = |t: &Timed| {
        format!(
            "{:.1} s CPU ({:.1} s wall)",
            t.cpu.as_secs_f64(),
            t.wall.as_secs_f64()
        )
    };
    println!(
        "{TOP} (examples/esp.toml), {cycles} cycles of random traffic replayed; {}",
        verilator_version()
    );
    println!();
    println!("| | project harness | marlin, derived model | marlin, dynamic model |");
    println!("|---|---|---|---|");
    println!(
        "| model build, empty cache | {} | {} | (built above) |",
        t(&ours.cold),
        t(&derived.cold)
    );
    println!(
        "| model load, warm cache | {} | {} | {} |",
        t(&ours.warm),
        t(&derived.warm),
        t(&dynamic.warm)
    );
    println!(
        "| CPU per cycle: drive every input, two evals, read every output | {:.0} ns | {:.0} ns | {:.0} ns |",
        ns(&ours), ns(&derived), ns(&dynamic)
    );
    println!("| outputs equal to the project harness's (after 16 reset cycles) | - | {derived_agrees} | {dyn_agrees} |");
}

fn write_words(path: &Path, w: &[u32]) {
    let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(path, bytes).unwrap();
}

fn read_words(path: &Path) -> Vec<u32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn ours(spec: &verilator::DutSpec, scratch: &Path, inputs: &[u32]) -> (Side, Vec<u32>) {
    let cache = scratch.join("harness");
    let cold = timed(|| drop(verilator::load(spec, &cache, 1).expect("builds")));
    let warm = timed(|| drop(verilator::load(spec, &cache, 1).expect("loads")));
    let mut dut = verilator::load(spec, &cache, 3).expect("loads");
    let (iw, ow) = (dut.layout.in_words, dut.layout.out_words);
    let cycles = inputs.len() / iw;
    let mut out = vec![0u32; cycles * ow];
    let t = cpu();
    for (i, o) in inputs.chunks_exact(iw).zip(out.chunks_exact_mut(ow)) {
        dut.cycle(i, o);
    }
    (
        Side {
            cold,
            warm,
            run: cpu() - t,
            cycles,
        },
        out,
    )
}

fn marlin_derived(
    scratch: &Path,
    rtl: &Path,
    ports: &[PortSpec],
    inputs: &[u32],
) -> (Side, Vec<u32>) {
    let layout = Layout::new(ports, "clk");
    let artifacts = scratch.join("marlin");
    // The first model builds into marlin's cache, the second loads from it.
    let make = || {
        let rt = runtime(&artifacts, rtl);
        drop(
            rt.create_model::<Tile>(&VerilatedModelConfig::default())
                .unwrap_or_else(|e| panic!("{e:?}")),
        );
    };
    let cold = timed(make);
    let warm = timed(make);
    let rt = runtime(&artifacts, rtl);
    let mut tile = rt
        .create_model::<Tile>(&VerilatedModelConfig::default())
        .unwrap();
    let cycles = inputs.len() / layout.in_words;
    let mut got = vec![0u32; cycles * layout.out_words];
    let t = cpu();
    for (inp, out) in inputs
        .chunks_exact(layout.in_words)
        .zip(got.chunks_exact_mut(layout.out_words))
    {
        tile.clk = 0;
        tile.rst_n = input(&layout, inp, "rst_n") as u8;
        tile.psel = input(&layout, inp, "psel") as u8;
        tile.penable = input(&layout, inp, "penable") as u8;
        tile.pwrite = input(&layout, inp, "pwrite") as u8;
        tile.paddr = input(&layout, inp, "paddr") as u16;
        tile.pwdata = input(&layout, inp, "pwdata") as u32;
        tile.pstrb = input(&layout, inp, "pstrb") as u8;
        tile.ev = input(&layout, inp, "ev");
        tile.pev = input(&layout, inp, "pev") as u8;
        tile.gsnap_set = input(&layout, inp, "gsnap_set") as u8;
        tile.gsnap_clr = input(&layout, inp, "gsnap_clr") as u8;
        tile.eval();
        output(&layout, out, "pready", tile.pready.into());
        output(&layout, out, "prdata", tile.prdata.into());
        output(&layout, out, "pslverr", tile.pslverr.into());
        output(&layout, out, "gsnap_set_req", tile.gsnap_set_req.into());
        output(&layout, out, "gsnap_clr_req", tile.gsnap_clr_req.into());
        output(&layout, out, "irq", tile.irq.into());
        tile.clk = 1;
        tile.eval();
    }
    let run = cpu() - t;
    (
        Side {
            cold,
            warm,
            run,
            cycles,
        },
        got,
    )
}

fn marlin_dynamic(
    scratch: &Path,
    rtl: &Path,
    ports: &[PortSpec],
    inputs: &[u32],
) -> (Side, Vec<u32>) {
    let layout = Layout::new(ports, "clk");
    let artifacts = scratch.join("marlin");
    let port_list: Vec<(&str, usize, usize, PortDirection)> = ports
        .iter()
        .map(|p| {
            let dir = if p.input {
                PortDirection::Input
            } else {
                PortDirection::Output
            };
            (p.name.as_str(), p.width as usize - 1, 0, dir)
        })
        .collect();
    let src = rtl.join("esp_demo_tile_cpu.v");
    let rt = runtime(&artifacts, rtl);
    let mut m = None;
    let warm = timed(|| {
        m = Some(
            rt.create_dyn_model(
                TOP,
                src.to_str().unwrap(),
                &port_list,
                VerilatedModelConfig::default(),
            )
            .unwrap_or_else(|e| panic!("{e:?}")),
        );
    });
    let mut m = m.unwrap();
    let cycles = inputs.len() / layout.in_words;
    let mut got = vec![0u32; cycles * layout.out_words];
    let t = cpu();
    for (inp, out) in inputs
        .chunks_exact(layout.in_words)
        .zip(got.chunks_exact_mut(layout.out_words))
    {
        m.pin("clk", 0u8).unwrap();
        for p in ports.iter().filter(|p| p.input && p.name != "clk") {
            let v = input(&layout, inp, &p.name);
            let value: VerilatorValue = match p.width {
                0..=8 => (v as u8).into(),
                9..=16 => (v as u16).into(),
                17..=32 => (v as u32).into(),
                _ => v.into(),
            };
            m.pin(p.name.as_str(), value).unwrap();
        }
        m.eval();
        for p in ports.iter().filter(|p| !p.input) {
            let v = match m.read(p.name.as_str()).unwrap() {
                VerilatorValue::CData(v) => u64::from(v),
                VerilatorValue::SData(v) => u64::from(v),
                VerilatorValue::IData(v) => u64::from(v),
                VerilatorValue::QData(v) => v,
                other => panic!("unexpected {other:?}"),
            };
            output(&layout, out, &p.name, v);
        }
        m.pin("clk", 1u8).unwrap();
        m.eval();
    }
    let run = cpu() - t;
    let none = Timed {
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
    };
    (
        Side {
            cold: none,
            warm,
            run,
            cycles,
        },
        got,
    )
}

/// "all N" when every cycle's outputs after the first 16 (reset) agree, else the count that differ.
fn agreement(want: &[u32], got: &[u32], words: usize) -> String {
    let skip = 16 * words;
    let differ = want[skip..]
        .chunks_exact(words)
        .zip(got[skip..].chunks_exact(words))
        .filter(|(a, b)| a != b)
        .count();
    let n = want.len() / words - 16;
    if differ == 0 {
        format!("all {n} cycles")
    } else {
        format!("{differ} of {n} cycles DIFFER")
    }
}

fn verilator_version() -> String {
    std::process::Command::new("verilator")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}
