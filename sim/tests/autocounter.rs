//! AutoCounter against its golden model: random lockstep runs of both clock
//! domains, then FireSim's suite in spirit: single domain, two domains with a
//! ratio other than 1, target reset held, 32-bit rollover, read_rate changed
//! and set to 0, FIFO overrun; and the CSV, byte for byte.

mod common;

use common::{cache, example, TWO_DOMAINS};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::ac_env::AcEnv;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::models::autocounter::Sample;

fn env(soc: &Soc, domain: &str, seed: u64) -> AcEnv {
    let d = soc
        .autocounter
        .as_ref()
        .unwrap()
        .domains
        .iter()
        .position(|x| x.name == domain)
        .unwrap();
    let mut e = simcfg::autocounter_bench(soc, d)
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{e}"));
    e.run(4).unwrap();
    e
}

const READ_RATE: u32 = 0;
const STATUS: u32 = 1;
const OVERRUNS: u32 = 2;

/// The samples the model stored, in order.
fn stored(e: &AcEnv) -> Vec<Sample> {
    e.ls.model
        .captured
        .iter()
        .filter(|(_, kept)| *kept)
        .map(|(s, _)| s.clone())
        .collect()
}

#[test]
fn a_million_cycles_of_random_events_and_triggers_in_both_domains() {
    let soc = example("axi_wide.toml");
    for (domain, seed) in [("core", 21), ("uncore", 22)] {
        let mut e = env(&soc, domain, seed);
        let run = e.run_random(500_000).unwrap_or_else(|m| panic!("{m}"));
        eprintln!(
            "{domain}: {} cycles, {} samples, {} overruns",
            run.cycles,
            run.samples.len(),
            run.overruns
        );
        assert!(run.cycles >= 500_000);
        assert!(run.samples.len() > 500, "{}", run.samples.len());
        assert!(
            run.overruns > 0,
            "late draining dropped samples, and they were counted"
        );
    }
}

#[test]
fn single_domain_samples_every_read_rate_base_cycles() {
    let soc = example("axi_wide.toml");
    let mut e = env(&soc, "uncore", 2);
    e.random = false;
    e.values = vec![3];
    e.write(READ_RATE, 50).unwrap();
    e.run(1_000).unwrap();
    e.write(READ_RATE, 0).unwrap();
    let s = e.drain_samples().unwrap();
    assert!(s.len() >= 8, "{}", s.len());
    for w in s.windows(2) {
        assert_eq!(w[1].base - w[0].base, 50, "every read_rate base cycles");
        assert_eq!(w[1].local - w[0].local, 50, "the base domain: local = base");
        assert_eq!(
            w[1].values[0] - w[0].values[0],
            150,
            "3 per cycle, this cycle included"
        );
    }
    assert_eq!(s, stored(&e));
}

#[test]
fn two_clock_domains_sample_at_the_same_base_cycles_without_drift() {
    let soc = hdlgen::load_str("twodom.toml", TWO_DOMAINS).unwrap();
    // (domain, local cycles per 300 base cycles)
    for (domain, local_per_sample) in [("base", 300u64), ("fast", 450), ("slow", 120)] {
        let mut e = env(&soc, domain, 3);
        e.random = false;
        e.values = vec![1];
        e.run(local_per_sample * 40).unwrap();
        let s = e.drain_samples().unwrap();
        assert!(s.len() >= 30, "{domain}: {}", s.len());
        for (k, sample) in s.iter().enumerate() {
            // Sampling starts at reset, so every domain samples at base cycles
            // 300, 600, ...: the rows of all three files line up.
            assert_eq!(
                sample.base,
                300 * (k as u64 + 1),
                "{domain} sample {k}: base cycle"
            );
            assert_eq!(
                sample.local,
                local_per_sample * (k as u64 + 1),
                "{domain} sample {k}: local cycle"
            );
            assert_eq!(
                sample.values[0], sample.local,
                "{domain}: one event per local cycle"
            );
        }
    }
}

#[test]
fn target_reset_holds_sums_and_zeroes_values_while_local_cycles_keep_counting() {
    let soc = example("axi_wide.toml");
    let mut e = env(&soc, "core", 4);
    e.random = false;
    e.values = vec![1, 0xAB_CDEF_0123, 1];
    e.write(READ_RATE, 40).unwrap();
    e.run(200).unwrap();
    let before = e.drain_samples().unwrap();
    e.target_reset = true;
    e.run(300).unwrap();
    let during = e.drain_samples().unwrap();
    e.target_reset = false;
    e.run(300).unwrap();
    let after = e.drain_samples().unwrap();
    assert!(during.len() >= 5, "{}", during.len());
    let held = during[1].values[0];
    assert!(
        held > 0 && held >= before.last().unwrap().values[0],
        "accumulate: the sum is held under reset, not cleared: {held}"
    );
    // Skip the first: the sampler may have caught the reset edge mid-interval.
    for w in during[1..].windows(2) {
        assert!(w[1].local > w[0].local, "local_cycle runs under reset");
        assert_eq!(
            w[1].values[0], w[0].values[0],
            "accumulate: no events under reset"
        );
        assert_eq!(w[1].values[1], 0, "identity: reads 0 under reset");
    }
    assert_eq!(before.last().unwrap().values[1], 0xAB_CDEF_0123);
    let last = after.last().unwrap();
    assert_eq!(
        last.values[1], 0xAB_CDEF_0123,
        "identity value back after reset"
    );
    assert!(
        last.values[0] > during.last().unwrap().values[0],
        "counting again"
    );
}

#[test]
fn accumulators_pass_2_pow_32_with_a_2_pow_31_increment_every_cycle() {
    let soc = example("axi_wide.toml");
    let mut e = env(&soc, "uncore", 5);
    e.random = false;
    e.values = vec![1 << 31];
    e.write(READ_RATE, 7).unwrap();
    e.run(300).unwrap();
    let s = e.drain_samples().unwrap();
    assert!(s.len() > 5);
    for w in s.windows(2) {
        // Read as two 32-bit words over the bus: any split would show here.
        assert_eq!(w[1].values[0] - w[0].values[0], 7 << 31);
    }
    assert!(s.last().unwrap().values[0] > 1 << 36);
}

/// Runs `cycles` cycles, draining the (8-deep) FIFO every 100 cycles.
fn run_draining(e: &mut AcEnv, cycles: u64) -> Vec<Sample> {
    let mut out = Vec::new();
    for _ in 0..cycles / 100 {
        e.run(100).unwrap();
        out.extend(e.drain_samples().unwrap());
    }
    out
}

#[test]
fn read_rate_changes_at_run_time_and_zero_stops_sampling() {
    let soc = example("axi_wide.toml");
    let mut e = env(&soc, "uncore", 6);
    e.write(READ_RATE, 100).unwrap();
    let a = run_draining(&mut e, 1_000);
    e.write(READ_RATE, 0).unwrap();
    e.drain_samples().unwrap(); // taken before the write landed
    e.run(2_000).unwrap();
    assert!(
        e.drain_samples().unwrap().is_empty(),
        "read_rate 0 disables sampling"
    );
    e.write(READ_RATE, 37).unwrap();
    let b = run_draining(&mut e, 1_000);
    assert!(a.len() >= 8 && b.len() >= 20);
    assert!(a.windows(2).all(|w| w[1].base - w[0].base == 100));
    assert!(b.windows(2).all(|w| w[1].base - w[0].base == 37));
}

/// A slow domain's local cycle spans 2.5 base cycles: with read_rate 1 every
/// local cycle samples once, and the sample points it skips do not pile up
/// into a burst once read_rate is raised.
#[test]
fn sample_points_within_one_local_cycle_merge_without_a_backlog() {
    let soc = hdlgen::load_str("twodom.toml", TWO_DOMAINS).unwrap();
    let mut e = env(&soc, "slow", 8);
    e.random = false;
    e.values = vec![1];
    e.write(READ_RATE, 1).unwrap();
    e.run(10).unwrap();
    let before = e.ls.model.captured.len();
    e.run(2_000).unwrap();
    assert_eq!(
        e.ls.model.captured.len() - before,
        2_000,
        "one sample per local cycle"
    );
    e.write(READ_RATE, 300).unwrap();
    e.run(4).unwrap();
    let from = e.ls.model.captured.len();
    e.run(1_200).unwrap();
    let bases: Vec<u64> = e.ls.model.captured[from..]
        .iter()
        .map(|(s, _)| s.base)
        .collect();
    assert!(bases.len() >= 9, "{bases:?}");
    assert!(
        bases.windows(2).all(|w| w[1] - w[0] == 300),
        "one sample every 300 base cycles, no burst: {bases:?}"
    );
    e.drain_samples().unwrap();
}

#[test]
fn a_full_fifo_counts_every_overrun() {
    let soc = example("axi_wide.toml");
    let depth = soc.autocounter.as_ref().unwrap().fifo_depth as usize;
    let mut e = env(&soc, "uncore", 7);
    e.write(READ_RATE, 10).unwrap();
    e.run(1_000).unwrap();
    assert_eq!(e.read(STATUS).unwrap() as usize, depth, "full");
    let captured = e.ls.model.captured.len();
    assert!(captured > 90);
    assert_eq!(e.read(OVERRUNS).unwrap() as usize, captured - depth);
    let s = e.drain_samples().unwrap();
    assert_eq!(s.len(), depth, "the oldest samples were kept");
    assert_eq!(s, stored(&e)[..depth]);
}

#[test]
fn csv_header_matches_firesim_version_1_byte_for_byte() {
    let soc = example("axi_wide.toml");
    let core = soc
        .autocounter
        .as_ref()
        .unwrap()
        .domains
        .iter()
        .position(|d| d.name == "core")
        .unwrap();
    let csv = simcfg::autocounter_csv(&soc, core, &[]);
    let golden = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/axi_wide_core_header.csv"
    ))
    .unwrap();
    assert_eq!(csv, golden);
}

#[test]
fn csv_rows_are_the_golden_models_samples() {
    let soc = example("axi_wide.toml");
    let core = soc
        .autocounter
        .as_ref()
        .unwrap()
        .domains
        .iter()
        .position(|d| d.name == "core")
        .unwrap();
    let mut e = env(&soc, "core", 8);
    let run = e.run_random(60_000).unwrap_or_else(|m| panic!("{m}"));
    let csv = simcfg::autocounter_csv(&soc, core, &run.samples);
    let rows: Vec<&str> = csv.lines().skip(7).collect();
    let model = stored(&e);
    assert_eq!(rows.len(), model.len());
    for (row, s) in rows.iter().zip(&model) {
        let cells: Vec<u64> = row.split(',').map(|c| c.parse().unwrap()).collect();
        assert_eq!(cells[0], s.base);
        assert_eq!(cells[1], s.local);
        assert_eq!(&cells[2..], &s.values[..]);
    }
    assert!(rows.len() > 50);
}

/// The generated driver's AutoCounter API, every access a bus transaction
/// on the simulated module of `domain`.
struct CrateBus<'a> {
    env: &'a mut AcEnv,
    domain: usize,
}

impl axi_wide_monitors::Backend for CrateBus<'_> {
    fn read32(&mut self, offset: usize) -> u32 {
        use axi_wide_monitors::autocounter::STRIDE;
        assert_eq!(
            offset / STRIDE,
            self.domain,
            "the API addresses its own domain's window"
        );
        self.env
            .read(((offset % STRIDE) / 4) as u32)
            .unwrap_or_else(|m| panic!("{m}"))
    }
    fn write32(&mut self, offset: usize, value: u32) {
        use axi_wide_monitors::autocounter::STRIDE;
        assert_eq!(offset / STRIDE, self.domain);
        self.env
            .write(((offset % STRIDE) / 4) as u32, value)
            .unwrap_or_else(|m| panic!("{m}"))
    }
}

#[test]
fn the_driver_crate_reads_the_samples_and_writes_the_same_csv() {
    use axi_wide_monitors::autocounter::{write_csv, AutoCounters, DOMAINS, MAX_COUNTERS};
    let soc = example("axi_wide.toml");
    for (d, dom) in soc.autocounter.as_ref().unwrap().domains.iter().enumerate() {
        assert_eq!(DOMAINS[d].name, dom.name);
        let mut e = env(&soc, &dom.name, 10 + d as u64);
        let mut ac = AutoCounters::new(CrateBus {
            env: &mut e,
            domain: d,
        });
        ac.set_read_rate(d, 150);
        let mut got = Vec::new();
        for _ in 0..20 {
            ac.bus().env.run(500).unwrap();
            let mut values = [0u64; MAX_COUNTERS];
            while let Some((base, local)) = ac.read_sample(d, &mut values) {
                got.push((base, local, values[..DOMAINS[d].columns.len()].to_vec()));
                if got.len() % 16 == 0 {
                    break; // samples keep coming; let the core run
                }
            }
        }
        assert_eq!(ac.overruns(d), 0);
        let model: Vec<(u64, u64, Vec<u64>)> = stored(&e)
            .into_iter()
            .map(|s| (s.base, s.local, s.values))
            .collect();
        assert!(got.len() > 40, "{}", got.len());
        assert_eq!(
            got,
            model[..got.len()],
            "{}: the crate reads what the model sampled",
            dom.name
        );
        let mut csv = String::new();
        write_csv(d, &got, &mut csv).unwrap();
        let samples: Vec<Sample> = got
            .iter()
            .map(|(b, l, v)| Sample {
                base: *b,
                local: *l,
                values: v.clone(),
            })
            .collect();
        assert_eq!(
            csv,
            simcfg::autocounter_csv(&soc, d, &samples),
            "the crate's CSV is the harness's, byte for byte"
        );
        if dom.name == "core" {
            // Both writers come from one file; this expectation does not:
            // FireSim's version-1 header (a golden file) and one row per
            // sample, base cycle, local cycle, then each value.
            let mut want = std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/golden/axi_wide_core_header.csv"
            ))
            .unwrap();
            for (base, local, values) in &got {
                let cells: Vec<String> = values.iter().map(u64::to_string).collect();
                want.push_str(&format!("{base},{local},{}\n", cells.join(",")));
            }
            assert_eq!(csv, want, "the crate's CSV in FireSim's format");
        }
    }
}
