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

mod check;
mod features;
mod opts;

use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use hdlgen::simrun::{junit, Shard};

use check::{check, Outcome};
use opts::{parse_args, Opts, USAGE};

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
    let results = check_all(&o);
    if let Some(file) = &o.junit {
        if let Err(e) = write_junit(&o, &results, file) {
            eprintln!("sweep: {}: {e}", file.display());
            return ExitCode::from(1);
        }
    }
    summary(&o, &results, start.elapsed())
}

/// Checks every seed of the shard, `o.jobs` at once; the outcomes by seed.
fn check_all(o: &Opts) -> Vec<Outcome> {
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
                    let r = check(seed, o);
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
    results
}

/// The results as JUnit XML in `file`, one test case per seed.
fn write_junit(o: &Opts, results: &[Outcome], file: &Path) -> std::io::Result<()> {
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
    std::fs::write(file, junit::xml("random-design sweep", &properties, &cases))
}

/// Prints the features reached and the summary, and every failure with
/// its description (also written to `o.out`).
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
