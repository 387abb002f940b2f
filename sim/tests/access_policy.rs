//! The access policy in lockstep: every policy x both buses x both answers
//! to a denied access, each a small SoC (two tile kinds, a trace packer, an
//! AutoCounter domain) whose windows differ by `[[access]]` overrides, under
//! random traffic with random protection bits. Many reads and writes of
//! every window type must be denied and many let through, every denied one
//! answered as the description says, with no mismatch; and RTL whose
//! adapter lets denied requests through must be caught.

mod common;

use common::cache;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::{run_window_traffic, BusDriven, WindowStats};
use hdlgen_sim::cfg::PROT_TRUSTED;
use hdlgen_sim::lockstep::Mismatch;
use hdlgen_sim::rng::Rng;
use hdlgen_sim::traffic::run_random;

const POLICIES: [&str; 4] = ["any", "privileged", "secure", "secure_privileged"];
/// The overrides' policies, so every window type refuses something.
const REFUSING: [&str; 3] = ["privileged", "secure", "secure_privileged"];

const SOC_CYCLES: u64 = 40_000;
const PACKER_CYCLES: u64 = 20_000;
const AC_CYCLES: u64 = 20_000;
/// Fewest denied, and fewest allowed, reads and writes of each window type
/// in each configuration.
const MIN_EACH: u64 = 150;

/// The blocks of every configuration: cpu tiles with a counter read as two
/// words, a mem tile, a small packer and one AutoCounter domain.
const BLOCKS: &str = r#"
[catalog]
builtin = "none"
width = 16

[[catalog.monitor]]
name = "pair"
description = "a counter read as two words"
kinds = ["cpu", "mem"]
width = 36

[[catalog.monitor]]
name = "narrow"
description = "a narrow counter"
kinds = ["cpu"]
width = 6

[[tile]]
name = "c0"
kind = "cpu"
[[tile]]
name = "m0"
kind = "mem"
[[tile]]
name = "c1"
kind = "cpu"

[packer]
stream_width = 160
pc_width = 32
cycles_width = 16
halted_width = 8
counters = 2
counter_width = 4
registers = 0
fifo_depth = 8
almost_full = 4
watchpoints = 1
tlast_every = 2
rv32 = true

[autocounter]
fifo_depth = 4
read_rate = 40
[[autocounter.domain]]
name = "base"
[[autocounter.counter]]
label = "c0"
path = "top.unit"
width = 8
domain = "base"
"#;

/// One configuration of the matrix.
#[derive(Clone, Copy)]
struct Config {
    /// Index into [`POLICIES`]: `[soc]`'s read and write policy.
    policy: usize,
    bus: &'static str,
    denied: &'static str,
}

impl Config {
    fn name(self) -> String {
        format!("{}/{}/{}", POLICIES[self.policy], self.bus, self.denied)
    }

    /// The description: `[soc]`'s policy for the cpu tiles; the mem tiles,
    /// the packer and the AutoCounter domain each read and write under
    /// other, refusing policies. Unmapped words answer the other way from
    /// denied accesses, so the two cannot be confused.
    fn description(self) -> String {
        let i = self.policy;
        let r = |k: usize| REFUSING[k % 3];
        let unmapped = if self.denied == "error" {
            "zero"
        } else {
            "error"
        };
        let mut s = format!(
            "[soc]\nname = \"pol{i}_{bus}_{denied}\"\nbus = \"{bus}\"\ntile_stride = 0x200\n\
             unmapped = \"{unmapped}\"\nread_access = \"{policy}\"\n\
             write_access = \"{policy}\"\ndenied = \"{denied}\"\n",
            bus = self.bus,
            denied = self.denied,
            policy = POLICIES[i],
        );
        s += BLOCKS;
        for (window, read, write) in [
            ("tile_mem", r(i), r(i + 1)),
            ("packer", r(i + 1), r(i + 2)),
            ("autocounter_base", r(i + 2), r(i)),
        ] {
            s += &format!(
                "\n[[access]]\nwindow = \"{window}\"\nread = \"{read}\"\nwrite = \"{write}\"\n"
            );
        }
        s
    }

    fn soc(self) -> hdlgen::Soc {
        hdlgen::load_str(&format!("{}.toml", self.name()), &self.description())
            .unwrap_or_else(|e| panic!("{}: {e}", self.name()))
    }
}

/// Checks what one window type saw in one configuration; its report line.
fn check_counts(config: &str, window: &str, s: &WindowStats) -> String {
    assert_eq!(s.misanswered, 0, "{config} {window}: {s:?}");
    let allowed = (s.reads - s.denied_reads, s.writes - s.denied_writes);
    for (what, n) in [
        ("denied reads", s.denied_reads),
        ("denied writes", s.denied_writes),
        ("allowed reads", allowed.0),
        ("allowed writes", allowed.1),
    ] {
        assert!(n >= MIN_EACH, "{config} {window}: only {n} {what}: {s:?}");
    }
    format!(
        "{config:<32} {window:<12} {:>6} cycles  reads {:>5} (denied {:>5})  writes {:>5} (denied {:>5})  0 mismatches\n",
        s.cycles, s.reads, s.denied_reads, s.writes, s.denied_writes
    )
}

/// Runs the SoC wrapper, the packer and the AutoCounter domain of `c` in
/// lockstep under random traffic with random protection bits; the report.
fn run(c: Config, seed: u64) -> Result<String, Mismatch> {
    let soc = c.soc();
    let name = c.name();
    let mut env = simcfg::soc_bench(&soc, false)
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let s = run_random(&mut env, SOC_CYCLES)?;
    let tiles = WindowStats {
        cycles: s.cycles,
        reads: s.reads,
        writes: s.writes,
        denied_reads: s.denied_reads,
        denied_writes: s.denied_writes,
        misanswered: s.misanswered,
    };
    let mut report = check_counts(&name, "tiles", &tiles);

    let bench = simcfg::packer_bench(&soc, false);
    let words: Vec<u32> = bench.cfg.regs.iter().map(|r| r.0).collect();
    let gate = (bench.cfg.policy, bench.cfg.denied);
    let mut pe = bench
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    pe.tready_percent = 60;
    let mut rng = Rng::new(seed ^ 0xBAC);
    // Tracing on first, so the registers written at random act on a
    // running packer.
    let ctrl = bench.cfg.ctrl_word << 2;
    let on = hdlgen_sim::master::Op::Write {
        addr: ctrl,
        data: 1,
        strb: 0xF,
    };
    pe.access_as(on, PROT_TRUSTED)?;
    let s = run_window_traffic(&mut pe, &words, gate, PACKER_CYCLES, &mut rng)?;
    report += &check_counts(&name, "packer", &s);

    let bench = simcfg::autocounter_bench(&soc, 0);
    let n = bench.cfg.counters.len() as u32;
    let mut words = bench.cfg.words.to_vec();
    words.extend(bench.cfg.sample_word0..bench.cfg.sample_word0 + 2 * (2 + n));
    let gate = (bench.cfg.policy, bench.cfg.denied);
    let mut ae = bench
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let s = run_window_traffic(&mut ae, &words, gate, AC_CYCLES, &mut rng)?;
    report += &check_counts(&name, "autocounter", &s);
    Ok(report)
}

/// The four configurations of `[soc]` policy `policy`.
fn matrix_row(policy: usize) {
    let mut seed = 17 + 4 * policy as u64;
    for bus in ["apb", "axi4lite"] {
        for denied in ["error", "zero"] {
            let c = Config {
                policy,
                bus,
                denied,
            };
            let t0 = std::time::Instant::now();
            let report = run(c, seed).unwrap_or_else(|m| panic!("{}: {m}", c.name()));
            eprintln!(
                "{report}{:<32} done in {:.1?} (building the models included)",
                c.name(),
                t0.elapsed()
            );
            seed += 1;
        }
    }
}

#[test]
fn any() {
    matrix_row(0);
}

#[test]
fn privileged() {
    matrix_row(1);
}

#[test]
fn secure() {
    matrix_row(2);
}

#[test]
fn secure_privileged() {
    matrix_row(3);
}

/// `c`'s SoC wrapper whose bus adapter has `site` (one of the spellings
/// given) deleted.
fn mutant(soc: &hdlgen::Soc, sites: &[&str]) -> simcfg::Bench {
    let mut bench = simcfg::soc_bench(soc, false);
    let (_, text) = bench
        .spec
        .files
        .iter_mut()
        .find(|(n, _)| n.contains("_bus_"))
        .expect("the bus adapter's source");
    let site = sites
        .iter()
        .find(|s| text.contains(*s))
        .unwrap_or_else(|| panic!("none of the mutation sites {sites:?} found"));
    *text = text.replacen(site, "", 1);
    bench
}

/// Runs `bench` under random traffic until lockstep reports a mismatch.
fn is_caught(bench: &simcfg::Bench, what: &str) {
    let mut env = bench.env(&cache(), 3).unwrap_or_else(|e| panic!("{e}"));
    let m = run_random(&mut env, 200_000).expect_err("the mutant must be caught");
    eprintln!("{what}: {m}");
    assert!(m.to_string().contains("seed 3"), "{m}");
}

#[test]
fn an_adapter_passing_denied_writes_is_caught() {
    let c = Config {
        policy: 1,
        bus: "axi4lite",
        denied: "error",
    };
    let bench = mutant(&c.soc(), &[" & ~wr_refused", " & ~wr_deny"]);
    is_caught(&bench, "denied writes reach the bank");
}

/// Compact banks answer reads six cycles late: over APB, a denied read let
/// through starts one, whose answer comes out on the bus. (Elsewhere only
/// the latch of a pair's high word shows it, hundreds of thousands of
/// cycles into a random run.)
const COMPACT: &str = r#"
[soc]
name = "polcompact_BUS"
bus = "BUS"
tile_stride = 0x200
snapshot = "compact"
read_access = "privileged"
write_access = "secure"

[catalog]
builtin = "none"
width = 16

[[catalog.monitor]]
name = "a"
description = "a"
kinds = ["cpu"]
[[catalog.monitor]]
name = "b"
description = "b"
kinds = ["cpu"]
[[catalog.monitor]]
name = "c"
description = "c"
kinds = ["cpu"]

[[tile]]
name = "c0"
kind = "cpu"
[[tile]]
name = "c1"
kind = "cpu"
"#;

#[test]
fn an_adapter_passing_denied_reads_is_caught() {
    let compact = |bus: &str| {
        hdlgen::load_str("polcompact.toml", &COMPACT.replace("BUS", bus))
            .unwrap_or_else(|e| panic!("{e}"))
    };
    // Unmutated, the same traffic runs clean: denied reads need no wait
    // states (APB) or take the usual ones (AXI4-Lite).
    for bus in ["apb", "axi4lite"] {
        let mut env = simcfg::soc_bench(&compact(bus), false)
            .env(&cache(), 3)
            .unwrap_or_else(|e| panic!("{e}"));
        let s = run_random(&mut env, 100_000).unwrap_or_else(|m| panic!("{m}"));
        eprintln!("compact {bus}: {s:?}");
        assert!(s.denied_reads > 1_000 && s.misanswered == 0, "{s:?}");
    }
    let bench = mutant(&compact("apb"), &[" & ~rd_refused", " & ~rd_deny"]);
    is_caught(&bench, "denied reads reach the bank");
}
