//! Helpers shared by the simulation tests.
#![allow(dead_code)]

pub mod preload;

use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::layout::PortSpec;
use hdlgen_sim::verilator::DutSpec;
use std::path::{Path, PathBuf};

use hdlgen::model::Soc;
use hdlgen::simcfg::{self, Bench};
use hdlgen_sim::env::Env;

/// Cache of Verilated models: the one `hdlgen sim` and hdlgen's own tests
/// use, so a model any of them built is not built again.
pub fn cache() -> PathBuf {
    hdlgen_sim::verilator::default_cache_dir()
}

/// Path of a bundled example description.
pub fn example_path(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(file)
}

/// A bundled example, elaborated.
pub fn example(file: &str) -> Soc {
    hdlgen::load(&example_path(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// A bundled example with compact-snapshot banks.
pub fn example_compact(file: &str) -> Soc {
    let text = std::fs::read_to_string(example_path(file)).unwrap();
    let text = text.replacen("[soc]\n", "[soc]\nsnapshot = \"compact\"\n", 1);
    hdlgen::load_str(file, &text).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Index of the bank for tile kind `kind`.
pub fn bank_of(soc: &Soc, kind: &str) -> usize {
    soc.banks
        .iter()
        .position(|b| b.kind == kind)
        .unwrap_or_else(|| panic!("no {kind} tiles"))
}

/// A stand-alone tile of `kind` in lockstep, out of reset.
pub fn tile_env(soc: &Soc, kind: &str, seed: u64) -> (Env, Bench) {
    let bench = simcfg::tile_bench(soc, bank_of(soc, kind), false);
    let mut env = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    env.run(4).unwrap();
    (env, bench)
}

/// The SoC wrapper in lockstep, out of reset.
pub fn soc_env(soc: &Soc, seed: u64) -> (Env, Bench) {
    let bench = simcfg::soc_bench(soc, false);
    let mut env = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    env.run(4).unwrap();
    (env, bench)
}

/// Word address of register `name` in the tile map.
pub fn word(soc: &Soc, name: &str) -> u32 {
    soc.tile_window()
        .regs
        .iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("no register {name}"))
        .word
}

/// Index, within bank `bank`, of the counter of monitor `name`.
pub fn counter(soc: &Soc, bank: usize, name: &str) -> usize {
    let m = soc
        .monitors
        .iter()
        .position(|m| m.name == name)
        .expect("monitor exists");
    soc.banks[bank]
        .counters
        .iter()
        .position(|c| c.monitor == m)
        .unwrap_or_else(|| panic!("{name} not in {} tiles", soc.banks[bank].kind))
}

/// Event-bit mask of counter `c` of bank `bank`.
pub fn ev_bit(soc: &Soc, bank: usize, c: usize) -> u128 {
    1u128 << soc.banks[bank].counters[c].event_bit
}

/// A driver-crate backend over the simulated bus: every access is a real
/// APB / AXI4-Lite transaction; `accesses` counts them.
pub struct SimBus<'a> {
    pub env: &'a mut Env,
    pub accesses: u64,
}

impl<'a> SimBus<'a> {
    pub fn new(env: &'a mut Env) -> Self {
        SimBus { env, accesses: 0 }
    }

    pub fn read(&mut self, offset: usize) -> u32 {
        self.accesses += 1;
        let (d, err) = self
            .env
            .read(offset as u32)
            .unwrap_or_else(|m| panic!("{m}"));
        assert!(!err, "read {offset:#x}: error response");
        d
    }

    pub fn write(&mut self, offset: usize, value: u32) {
        self.accesses += 1;
        let err = self
            .env
            .write(offset as u32, value)
            .unwrap_or_else(|m| panic!("{m}"));
        assert!(!err, "write {offset:#x}: error response");
    }
}

/// Makes [`SimBus`] a backend of the generated crate `$krate`.
#[allow(unused_macros)]
macro_rules! sim_backend {
    ($krate:ident) => {
        impl $krate::Backend for crate::common::SimBus<'_> {
            fn read32(&mut self, offset: usize) -> u32 {
                self.read(offset)
            }
            fn write32(&mut self, offset: usize, value: u32) {
                self.write(offset, value)
            }
        }
    };
}

/// Three AutoCounter domains (base, fast at 3/2, slow at 2/5 of the base
/// clock), all sampling from reset: autocounter.rs and coverage.rs share it.
pub const TWO_DOMAINS: &str = r#"
[soc]
name = "twodom"
[[tile]]
name = "t0"
kind = "cpu"
[autocounter]
read_rate = 300
fifo_depth = 64
[[autocounter.domain]]
name = "base"
[[autocounter.domain]]
name = "fast"
multiplier = 3
divisor = 2
[[autocounter.domain]]
name = "slow"
multiplier = 2
divisor = 5
[[autocounter.counter]]
label = "tick"
path = "x"
domain = "base"
[[autocounter.counter]]
label = "tick"
path = "x"
domain = "fast"
[[autocounter.counter]]
label = "tick"
path = "x"
domain = "slow"
"#;

/// Runs `spec`'s model twice on the same random inputs (rare resets,
/// counters preloaded near their limits), once through the shim's rising
/// edge and once through Verilator's own `eval()`: every output of every
/// cycle, and every backdoor at the end, must agree. (One instance at a
/// time: Verilator 5.006 hangs dropping a model while another instance of
/// it lives.) Returns whether the model's edge skips the input region.
pub fn edges_agree(spec: &hdlgen_sim::verilator::DutSpec, seed: u64, cycles: u64) -> bool {
    use hdlgen_sim::rng::Rng;
    use hdlgen_sim::verilator;
    let run = |fast: bool| -> (Vec<u32>, Vec<u64>, bool) {
        let mut dut = verilator::load(spec, &cache(), seed).unwrap_or_else(|e| panic!("{e}"));
        let layout = dut.layout.clone();
        let mut rng = Rng::new(seed);
        for idx in 0..spec.backdoors.len() {
            dut.poke(idx, u64::MAX - rng.below(1 << 10));
        }
        let mut inp = vec![0u32; layout.in_words];
        let mut out = vec![0u32; layout.out_words * cycles as usize];
        let mut words = Vec::new();
        for (cycle, o) in out.chunks_exact_mut(layout.out_words).enumerate() {
            let resetting = cycle < 3 || rng.chance(1, 512);
            for &i in &layout.inputs {
                let port = &layout.ports[i];
                let pin = layout.pin(i);
                match port.name.as_str() {
                    "rst_n" => pin.set(&mut inp, u32::from(!resetting)),
                    "rst" => pin.set(&mut inp, u32::from(resetting)),
                    _ => {
                        words.clear();
                        words.extend((0..port.width.div_ceil(32)).map(|_| rng.next_u64() as u32));
                        pin.set_words(&mut inp, &words);
                    }
                }
            }
            if fast {
                dut.cycle(&inp, o);
            } else {
                dut.cycle_plain(&inp, o);
            }
        }
        let backdoors = (0..spec.backdoors.len()).map(|i| dut.peek(i)).collect();
        (out, backdoors, dut.fast_edge())
    };
    let (fast, fast_backdoors, skips) = run(true);
    let (plain, plain_backdoors, _) = run(false);
    let layout = hdlgen_sim::layout::Layout::new(&spec.ports, &spec.clock);
    let n = layout.out_words;
    for (cycle, (a, b)) in fast.chunks_exact(n).zip(plain.chunks_exact(n)).enumerate() {
        let differ: Vec<&str> = layout
            .outputs
            .iter()
            .filter(|&&o| layout.pin(o).words(a) != layout.pin(o).words(b))
            .map(|&o| layout.ports[o].name.as_str())
            .collect();
        assert!(
            differ.is_empty(),
            "{}: cycle {cycle}: the shim's edge and eval() give different {differ:?}",
            spec.top
        );
    }
    for (name, (a, b)) in spec
        .backdoors
        .iter()
        .zip(fast_backdoors.iter().zip(&plain_backdoors))
    {
        assert_eq!(a, b, "{}: {name}", spec.top);
    }
    skips
}

/// The spec of a hand-written module `top` (its text `text`), clocked by
/// `clk`, with `ports` as (name, is an input, width), no backdoors and no
/// trace.
pub fn hand_written(top: &str, text: String, ports: &[(&str, bool, u32)]) -> DutSpec {
    DutSpec {
        top: top.into(),
        files: vec![(format!("{top}.v"), text)],
        ports: ports
            .iter()
            .map(|&(name, input, width)| PortSpec {
                name: name.into(),
                input,
                width,
            })
            .collect(),
        clock: "clk".into(),
        backdoors: Vec::new(),
        trace: false,
        hier_blocks: Vec::new(),
    }
}
