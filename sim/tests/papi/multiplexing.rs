//! rpistat-style multiplexing of a steady workload: every estimate within
//! the bound of the truth, and the committed report and plot reproduced.

use super::*;

/// One phase of a synthetic program: a loop body run over and over, with an
/// occasional memory stall burst so periods are alike but not identical.
struct Phase {
    body: Vec<Cycle>,
    periods: u64,
}

fn phase(soc: &Soc, rng: &mut Rng, len: usize, mix: &[(&str, u64)], periods: u64) -> Phase {
    Phase {
        body: random_cycles(soc, rng, len, mix),
        periods,
    }
}

/// What a multiplexed run measured, and the truth.
struct Run {
    report: String,
    csv: String,
    svg: String,
    /// (event, true count, estimate, relative error)
    rows: Vec<(u32, i64, i64, f64)>,
}

const PERIOD: usize = 10_000;

/// rpistat's four sets: cycles in each, as its dedicated cycle counter.
fn multiplexed(soc: &Soc, seed: u64, phases: &[Phase], title: &str) -> Run {
    let (mut env, _) = soc_env(soc, seed);
    let tile = PROG_TILES[0];
    let mut rng = Rng::new(seed);
    let mut m = Multiplexer::new(Papi::new(SimBus::new(&mut env), tile).unwrap());
    m.add_set(&[EVENT_CYCLES, EVENT_INSTRET, EVENT_MEM_STALL])
        .unwrap();
    m.add_set(&[EVENT_CYCLES, PRESET_L1D_ACCESS]).unwrap();
    m.add_set(&[EVENT_CYCLES, PRESET_L1D_MISS]).unwrap();
    m.add_set(&[EVENT_CYCLES, EVENT_BRANCH, EVENT_BRANCH_MISPREDICT])
        .unwrap();
    for (name, numerator, denominator) in [
        ("L1D miss ratio", PRESET_L1D_MISS, PRESET_L1D_ACCESS),
        ("Mispredict ratio", EVENT_BRANCH_MISPREDICT, EVENT_BRANCH),
        ("Memory stall share", EVENT_MEM_STALL, EVENT_CYCLES),
    ] {
        m.add_ratio(Ratio {
            name,
            numerator,
            denominator,
            percent: true,
        })
        .unwrap();
    }
    let mut truth = vec![0u64; PROG_EVENTS.len()];
    let mut series = TimeSeries::new();
    m.start().unwrap();
    let stall = (1u128 << EVENT_CYCLES) | (1u128 << EVENT_MEM_STALL);
    let total: u64 = phases.iter().map(|p| p.periods).sum();
    let mut done = 0;
    for ph in phases {
        let mut at = 0;
        for _ in 0..ph.periods {
            // One period of the program: the loop body from where it left
            // off, with a 12-cycle stall burst in 2% of the iterations.
            let mut cycles = Vec::with_capacity(PERIOD);
            while cycles.len() < PERIOD {
                if at == 0 && rng.chance(2, 100) {
                    cycles.extend(std::iter::repeat_n(stall, 12));
                }
                cycles.push(ph.body[at]);
                at = (at + 1) % ph.body.len();
            }
            cycles.truncate(PERIOD);
            drive(m.papi().bus().env, tile, &cycles, &mut truth);
            done += 1;
            // The timer ends each period; after the last, counting stops.
            series.push(if done == total { m.finish() } else { m.tick() }.unwrap());
        }
    }
    let report = m.report(title).to_string();
    let mut rows = Vec::new();
    for code in m.distinct() {
        let t = truth_of(soc, code, &truth);
        let e = m.estimate(code).unwrap().scaled;
        rows.push((code, t, e, (e - t) as f64 / t.max(1) as f64));
    }
    let (mut csv, mut svg) = (Vec::new(), Vec::new());
    series.write_csv(&m, &mut csv).unwrap();
    series.write_svg(&m, title, &mut svg).unwrap();
    Run {
        report,
        csv: String::from_utf8(csv).unwrap(),
        svg: String::from_utf8(svg).unwrap(),
        rows,
    }
}

fn truth_table(rows: &[(u32, i64, i64, f64)]) -> String {
    let mut s =
        String::from("  event                      true count           estimate     error\n");
    for &(code, t, e, err) in rows {
        writeln!(
            s,
            "  {:<22} {:>16} {:>18} {:>8.3} %",
            event_code_to_name(code).unwrap(),
            Thousands(t),
            Thousands(e),
            err * 100.0
        )
        .unwrap();
    }
    s
}

/// The stated bound: multiplexed estimates of a steady workload are within
/// 0.5 % of the true counts (4 sets, 24 periods each, 10,000-cycle periods,
/// events at 2 % of cycles or more). A period miscounted by one would be
/// off by 4 %.
const BOUND: f64 = 0.005;

#[test]
fn multiplexed_estimates_of_a_steady_workload_are_within_the_bound() {
    let soc = example("esp.toml");
    let mut rng = Rng::new(21);
    let steady = [phase(&soc, &mut rng, 997, MIX, 96)];
    let run = multiplexed(&soc, 21, &steady, "steady");
    let table = truth_table(&run.rows);
    println!("{}\n{table}", run.report);
    for &(code, t, e, err) in &run.rows {
        assert!(
            err.abs() <= BOUND,
            "{}: estimate {e} vs true {t}\n{table}",
            event_code_to_name(code).unwrap()
        );
    }
    // Cycles are in every set: counted all the time, so exact.
    let cyc = run.rows.iter().find(|r| r.0 == EVENT_CYCLES).unwrap();
    assert_eq!(cyc.1, cyc.2);
    assert_eq!(cyc.1, 96 * PERIOD as i64);
}

/// The committed example (docs/multiplex/): a program with a compute phase
/// then a memory-bound phase, each 12 rotations long. Regenerate with
/// `HDLGEN_BLESS=1 cargo test -p hdlgen-sim --test papi`.
#[test]
fn the_committed_multiplexing_report_and_plot_are_reproduced() {
    let soc = example("esp.toml");
    let mut rng = Rng::new(5);
    let compute = [
        ("cycles", 1000),
        ("instret", 850),
        ("l1d_hit", 280),
        ("l1d_miss_clean", 6),
        ("l1d_miss_dirty", 2),
        ("branch", 160),
        ("branch_mispredict", 8),
        ("mem_stall", 30),
    ];
    let memory = [
        ("cycles", 1000),
        ("instret", 310),
        ("l1d_hit", 190),
        ("l1d_miss_clean", 60),
        ("l1d_miss_dirty", 35),
        ("branch", 60),
        ("branch_mispredict", 12),
        ("mem_stall", 520),
    ];
    let phases = [
        phase(&soc, &mut rng, 1009, &compute, 48),
        phase(&soc, &mut rng, 1013, &memory, 48),
    ];
    let title = "esp_demo cpu0: a compute phase, then a memory-bound phase";
    let run = multiplexed(&soc, 5, &phases, title);
    let report = format!(
        "{}\nAgainst the counts the test bench drove:\n{}",
        run.report,
        truth_table(&run.rows)
    );
    for &(code, t, e, err) in &run.rows {
        assert!(
            err.abs() <= BOUND,
            "{}: estimate {e} vs true {t}\n{report}",
            event_code_to_name(code).unwrap()
        );
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/multiplex");
    let files = [
        ("report.txt", report),
        ("series.csv", run.csv),
        ("series.svg", run.svg),
    ];
    if std::env::var_os("HDLGEN_BLESS").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in &files {
            std::fs::write(dir.join(name), text).unwrap();
        }
    }
    for (name, text) in &files {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(
            &committed == text,
            "docs/multiplex/{name} differs from this run; if the change is intended, \
             regenerate with HDLGEN_BLESS=1 cargo test -p hdlgen-sim --test papi"
        );
    }
}
