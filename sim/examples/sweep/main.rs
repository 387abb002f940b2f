//! The random-design sweep: for each seed, a random valid description is
//! generated, linted with `verilator --lint-only -Wall`, elaborated by Yosys
//! (no latches, `check -assert`) and run in lockstep with the golden models
//! for a short time (SoC wrapper, trace packer, every AutoCounter domain).
//!
//! ```sh
//! cargo run --release -p hdlgen-sim --example sweep -- --count 200 --first-seed 1
//! ```
//!
//! Prints one line per design and a summary; exits 1 on any failure, listing
//! each failing seed with its description (also written to `--out`).

mod features;

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use hdlgen::simcfg;
use hdlgen::simrun::{junit, Shard};
use hdlgen_sim::randdesc;
use hdlgen_sim::traffic::run_random;
use hdlgen_sim::{verilator, yosys};

const USAGE: &str = "\
usage: sweep [--count N] [--first-seed S] [--jobs J] [--cycles C] [--tiles]
             [--only STEPS] [--cache DIR] [--out DIR] [--shard K/N] [--junit FILE]
  --count N       designs to check (default 200)
  --first-seed S  seed of the first design (default 1); seeds S..S+N-1
  --jobs J        designs checked at once (default 2)
  --cycles C      lockstep cycles of the SoC wrapper and of each AutoCounter
                  domain (default 20000; the packer runs one 25000-cycle round)
  --tiles         also run every tile kind's stand-alone module in lockstep
  --only STEPS    run only these of lint,yosys,sim (comma-separated; `none`
                  only checks that the descriptions are valid)
  --cache DIR     Verilated model cache (default: $HDLGEN_SIM_CACHE or the temp dir)
  --out DIR       where failing descriptions are written (default target/sweep)
  --shard K/N     check only shard K of N of the seeds (seeds dealt round-robin:
                  N machines with K = 1..N check every seed once)
  --junit FILE    write the results as JUnit XML (one test case per seed)";

struct Opts {
    count: u64,
    first: u64,
    jobs: usize,
    cycles: u64,
    tiles: bool,
    lint: bool,
    yosys: bool,
    sim: bool,
    cache: PathBuf,
    out: PathBuf,
    shard: Shard,
    junit: Option<PathBuf>,
}

fn parse_args() -> Result<Opts, String> {
    let mut o = Opts {
        count: 200,
        first: 1,
        jobs: 2,
        cycles: 20_000,
        tiles: false,
        lint: true,
        yosys: true,
        sim: true,
        cache: verilator::default_cache_dir(),
        out: PathBuf::from("target/sweep"),
        shard: Shard::ALL,
        junit: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let num = |v: String, name: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{name}: not a number: {v}"))
        };
        match a.as_str() {
            "--count" => o.count = num(value("--count")?, "--count")?,
            "--first-seed" => o.first = num(value("--first-seed")?, "--first-seed")?,
            "--jobs" => o.jobs = num(value("--jobs")?, "--jobs")?.max(1) as usize,
            "--cycles" => o.cycles = num(value("--cycles")?, "--cycles")?,
            "--tiles" => o.tiles = true,
            "--only" => {
                let v = value("--only")?;
                let steps: Vec<&str> = v.split(',').filter(|s| !s.is_empty()).collect();
                if let Some(bad) = steps
                    .iter()
                    .find(|s| !["lint", "yosys", "sim", "none"].contains(s))
                {
                    return Err(format!("--only: unknown step {bad}"));
                }
                o.lint = steps.contains(&"lint");
                o.yosys = steps.contains(&"yosys");
                o.sim = steps.contains(&"sim");
            }
            "--cache" => o.cache = PathBuf::from(value("--cache")?),
            "--out" => o.out = PathBuf::from(value("--out")?),
            "--shard" => {
                o.shard = value("--shard")?
                    .parse()
                    .map_err(|e| format!("--shard: {e}"))?
            }
            "--junit" => o.junit = Some(PathBuf::from(value("--junit")?)),
            "-h" | "--help" => return Err(String::new()),
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    Ok(o)
}

/// What checking one seed gave.
struct Outcome {
    seed: u64,
    features: Vec<&'static str>,
    row: String,
    cycles: u64,
    time: Duration,
    /// The failing step and its message.
    failure: Option<(&'static str, String)>,
    description: String,
}

/// Runs `f`, turning a panic into an error (some harness checks assert).
fn guarded<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => Err(p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panicked".into())),
    }
}

fn check(seed: u64, o: &Opts) -> Outcome {
    let t0 = Instant::now();
    let text = randdesc::generate(seed);
    let mut out = Outcome {
        seed,
        features: Vec::new(),
        row: String::new(),
        cycles: 0,
        time: Duration::ZERO,
        failure: None,
        description: text.clone(),
    };
    let soc = match hdlgen::load_str(&format!("rnd{seed}.toml"), &text) {
        Ok(s) => s,
        Err(e) => {
            out.failure = Some(("generate", e.to_string()));
            out.time = t0.elapsed();
            return out;
        }
    };
    out.features = features::features(&soc);
    let bench = simcfg::soc_bench(&soc, false);
    let files = &simcfg::rtl_sources(&soc);
    let mut tops: Vec<&str> = vec![&soc.top_module];
    tops.extend(soc.banks.iter().map(|b| b.tile_module.as_str()));
    tops.extend(soc.packer.iter().map(|p| p.module.as_str()));
    if let Some(ac) = &soc.autocounter {
        tops.extend(ac.domains.iter().map(|d| d.module.as_str()));
    }
    let mut times = String::new();
    let mut step = |name: &'static str, f: &mut dyn FnMut() -> Result<u64, String>| {
        let t = Instant::now();
        let r = guarded(f);
        let _ = write!(times, " {name} {:.1}", t.elapsed().as_secs_f64());
        r.map_err(|e| (name, e))
    };
    let result = (|| -> Result<(), (&'static str, String)> {
        if o.lint {
            step("lint", &mut || {
                for top in &tops {
                    verilator::lint(files, top).map_err(|e| e.to_string())?;
                }
                Ok(0)
            })?;
        }
        if o.yosys {
            step("yosys", &mut || {
                yosys::check_no_latches(files, &tops)
                    .map(|()| 0)
                    .map_err(|e| e.to_string())
            })?;
        }
        if !o.sim {
            return Ok(());
        }
        out.cycles += step("soc", &mut || {
            let mut env = bench.env(&o.cache, seed).map_err(|e| e.to_string())?;
            let s = run_random(&mut env, o.cycles).map_err(|m| m.to_string())?;
            Ok(s.cycles)
        })?;
        if o.tiles {
            out.cycles += step("tiles", &mut || {
                let mut n = 0;
                for b in 0..soc.banks.len() {
                    let mut env = simcfg::tile_bench(&soc, b, false)
                        .env(&o.cache, seed)
                        .map_err(|e| e.to_string())?;
                    n += run_random(&mut env, o.cycles)
                        .map_err(|m| m.to_string())?
                        .cycles;
                }
                Ok(n)
            })?;
        }
        if soc.packer.is_some() {
            out.cycles += step("packer", &mut || {
                let mut env = simcfg::packer_bench(&soc, false)
                    .env(&o.cache, seed)
                    .map_err(|e| e.to_string())?;
                let s = env
                    .run_random(&simcfg::packer_config_words(&soc), 1)
                    .map_err(|m| m.to_string())?;
                s.check().map_err(|e| format!("{e}: {s:?}"))?;
                Ok(s.cycles)
            })?;
        }
        if let Some(ac) = &soc.autocounter {
            out.cycles += step("autocounter", &mut || {
                let mut n = 0;
                for d in 0..ac.domains.len() {
                    let mut env = simcfg::autocounter_bench(&soc, d)
                        .env(&o.cache, seed)
                        .map_err(|e| e.to_string())?;
                    n += env.run_random(o.cycles).map_err(|m| m.to_string())?.cycles;
                }
                Ok(n)
            })?;
        }
        Ok(())
    })();
    out.failure = result.err();
    out.time = t0.elapsed();
    let reset = format!(
        "{}_{}",
        if soc.reset.asynchronous {
            "async"
        } else {
            "sync"
        },
        if soc.reset.active_low { "low" } else { "high" }
    );
    out.row = format!(
        "{:>2} tiles {:>3} words {:<10} {:<40} {:>7} cycles {:>5.1} s ({} )",
        soc.tiles.len(),
        soc.monitor_words(),
        reset,
        features::blocks(&soc),
        out.cycles,
        out.time.as_secs_f64(),
        times.trim_start()
    );
    out
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("sweep: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    for tool in ["verilator", "yosys"] {
        if std::process::Command::new(tool)
            .arg("--version")
            .output()
            .is_err()
        {
            eprintln!("sweep: {tool} not found on PATH: run scripts/setup.sh");
            return ExitCode::from(1);
        }
    }
    // Panics are caught and reported per seed; the default hook would print
    // each one a second time, out of order.
    std::panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let end = o.first + o.count;
    let seeds: Vec<u64> = (o.first..end)
        .enumerate()
        .filter(|(i, _)| o.shard.has(*i))
        .map(|(_, s)| s)
        .collect();
    let next = AtomicU64::new(0);
    let done = Mutex::new(Vec::<Outcome>::new());
    println!(
        "sweep: seeds {}..={}{}, {} at once, {} cycles per lockstep run, cache {}",
        o.first,
        end - 1,
        if o.shard == Shard::ALL {
            String::new()
        } else {
            format!(" (shard {}: {} seeds)", o.shard, seeds.len())
        },
        o.jobs,
        o.cycles,
        o.cache.display()
    );
    std::thread::scope(|s| {
        for _ in 0..o.jobs {
            s.spawn(|| {
                while let Some(&seed) = seeds.get(next.fetch_add(1, Ordering::Relaxed) as usize) {
                    let r = check(seed, &o);
                    println!(
                        "seed {:>5} {:<4} {}",
                        r.seed,
                        if r.failure.is_none() { "ok" } else { "FAIL" },
                        r.row
                    );
                    done.lock().expect("no panics hold the lock").push(r);
                }
            });
        }
    });
    let mut results = done.into_inner().expect("no panics hold the lock");
    results.sort_by_key(|r| r.seed);
    if let Some(file) = &o.junit {
        let cases: Vec<junit::Case> = results
            .iter()
            .map(|r| junit::Case {
                name: format!("seed {}", r.seed),
                seconds: r.time.as_secs_f64(),
                outcome: match &r.failure {
                    None => Ok(r.row.clone()),
                    Some((step, msg)) => Err(format!("{step}: {msg}\n\n{}", r.description)),
                },
            })
            .collect();
        let properties = [
            ("first-seed", o.first.to_string()),
            ("count", o.count.to_string()),
            ("cycles", o.cycles.to_string()),
            ("shard", o.shard.to_string()),
        ];
        if let Err(e) = std::fs::write(file, junit::xml("random-design sweep", &properties, &cases))
        {
            eprintln!("sweep: {}: {e}", file.display());
            return ExitCode::from(1);
        }
    }
    summary(&o, &results, start.elapsed())
}

fn summary(o: &Opts, results: &[Outcome], wall: Duration) -> ExitCode {
    let failed: Vec<&Outcome> = results.iter().filter(|r| r.failure.is_some()).collect();
    let cycles: u64 = results.iter().map(|r| r.cycles).sum();
    let busy: f64 = results.iter().map(|r| r.time.as_secs_f64()).sum();
    println!("\n== features reached (designs) ==");
    let mut missing = Vec::new();
    for f in features::ALL {
        let n = results.iter().filter(|r| r.features.contains(f)).count();
        println!("  {f:<34} {n:>5}");
        if n == 0 {
            missing.push(*f);
        }
    }
    if !missing.is_empty() {
        println!("  never reached: {}", missing.join(", "));
    }
    println!("\n== summary ==");
    println!(
        "{} designs (seeds {}..={}): {} passed, {} failed; {cycles} cycles in lockstep; \
         {:.0} s wall, {:.0} s of design time ({:.1} s per design)",
        results.len(),
        o.first,
        o.first + o.count - 1,
        results.len() - failed.len(),
        failed.len(),
        wall.as_secs_f64(),
        busy,
        busy / results.len().max(1) as f64
    );
    if failed.is_empty() {
        return ExitCode::SUCCESS;
    }
    let _ = std::fs::create_dir_all(&o.out);
    println!("\n== failures ==");
    for r in failed {
        let (step, msg) = r.failure.as_ref().expect("failed");
        let file = o.out.join(format!("rnd{}.toml", r.seed));
        let _ = std::fs::write(&file, &r.description);
        let msg: String = msg.lines().take(40).collect::<Vec<_>>().join("\n    ");
        println!(
            "seed {} failed in {step}:\n    {msg}\n  description: {}\n  reproduce:   \
             cargo run --release -p hdlgen-sim --example sweep -- --first-seed {} --count 1\n  \
             or:          cargo run --release -- sim --soc {}\n--- description ---\n{}---",
            r.seed,
            file.display(),
            r.seed,
            file.display(),
            r.description
        );
    }
    ExitCode::FAILURE
}
