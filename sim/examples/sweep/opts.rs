//! The sweep's command line.

use std::path::PathBuf;

use hdlgen::simrun::Shard;
use hdlgen_sim::verilator;

pub const USAGE: &str = "\
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

/// The command line.
pub struct Opts {
    /// Designs to check.
    pub count: u64,
    /// Seed of the first design.
    pub first: u64,
    /// Designs checked at once.
    pub jobs: usize,
    /// Lockstep cycles of the SoC wrapper and of each AutoCounter domain.
    pub cycles: u64,
    /// Also run every tile kind's module in lockstep.
    pub tiles: bool,
    /// Run the Verilator lint.
    pub lint: bool,
    /// Run the Yosys elaboration.
    pub yosys: bool,
    /// Run the lockstep simulations.
    pub sim: bool,
    /// Verilated model cache.
    pub cache: PathBuf,
    /// Where failing descriptions are written.
    pub out: PathBuf,
    /// The shard of the seeds checked.
    pub shard: Shard,
    /// Where the JUnit XML goes.
    pub junit: Option<PathBuf>,
}

/// Parses the command line; `Err("")` asks for the usage.
pub fn parse_args() -> Result<Opts, String> {
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
