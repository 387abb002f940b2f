//! The `hdlgen` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use hdlgen::cli::MessageFormat;

/// Generate SoC performance-monitoring hardware from one description.
///
/// `hdlgen --soc esp.toml` writes, under `rtl-out/<soc name>/` (or `--out DIR`):
///   rtl/<soc>_bus_{apb,axil}.v   the bus slave adapter (APB4 or AXI4-Lite)
///   rtl/<soc>_bank_<kind>.v      the monitor bank of each tile kind
///   rtl/<soc>_tile_<kind>.v      a stand-alone tile window (adapter + bank)
///   rtl/<soc>_soc.v              the SoC wrapper: every tile plus the SoC-wide snapshot
///   rtl/<soc>.f                  the file list, in compile order
///   rtl/<soc>_packer.v           the trace packer, if the description has [packer]
///   rtl/<soc>_autocounter_<d>.v  AutoCounters, one module per clock domain ([autocounter])
///   driver/                      Rust crate <soc>_monitors (no_std; ESP API; packet decoder)
///   c/<soc>_monitors.h           C header: addresses, ESP's MON_*_INDEX names, accessors
///
/// The output directory is replaced as a whole, and only when generation succeeds.
/// `hdlgen check FILE` validates without writing; `hdlgen schema` prints the
/// description's JSON Schema for editors (docs/editors.md).
/// Exit codes: 0 success, 1 failure (I/O, tools), 2 errors in the description,
/// 141 standard output closed by its reader.
#[derive(Parser)]
#[command(
    name = "hdlgen",
    version,
    verbatim_doc_comment,
    args_conflicts_with_subcommands = true
)]
struct Cli {
    /// SoC description (TOML).
    #[arg(long, value_name = "FILE")]
    soc: Option<PathBuf>,
    /// Output directory [default: rtl-out/<soc name>].
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// How to report errors in the description: file:line:col lines on
    /// standard error, or one JSON object a line on standard output.
    #[arg(long, value_enum, value_name = "FMT", default_value = "human")]
    message_format: MessageFormat,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Generate, verilate and run the RTL in lockstep with the golden model.
    Sim(SimArgs),
    /// Decode a dump of trace-packer packets (raw stream bytes) into CSV or Parquet.
    Decode(DecodeArgs),
    /// Validate descriptions as generation would, writing nothing.
    Check(CheckArgs),
    /// Print the JSON Schema of a description (for taplo, Even Better TOML,
    /// check-jsonschema).
    Schema,
    /// Print a shell completion script.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print a manual page (roff): hdlgen(1), or hdlgen-COMMAND(1).
    Man {
        /// The subcommand whose page to print.
        #[arg(value_name = "COMMAND")]
        command: Option<String>,
    },
}

#[derive(clap::Args)]
struct CheckArgs {
    /// SoC descriptions (TOML).
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
    /// How to report errors: file:line:col lines on standard error, or one
    /// JSON object a line on standard output.
    #[arg(long, value_enum, value_name = "FMT", default_value = "human")]
    message_format: MessageFormat,
}

#[derive(clap::Args)]
struct DecodeArgs {
    /// SoC description with a [packer] section (gives the packet layout).
    #[arg(long, value_name = "FILE")]
    soc: PathBuf,
    /// Binary dump: packets back to back, as the stream wrote them (- for
    /// standard input).
    #[arg(long, value_name = "FILE")]
    input: PathBuf,
    /// Output table [default: standard output, also given as -].
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Table format (parquet needs a build with the `parquet` feature, and
    /// a file or a pipe rather than a terminal).
    #[arg(long, value_enum, default_value = "csv")]
    format: hdlgen::decode::command::Format,
    /// Also draw every counter per N packets over the run, as SVG.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
}

#[derive(clap::Args)]
struct SimArgs {
    /// SoC description (TOML).
    #[arg(long, value_name = "FILE")]
    soc: PathBuf,
    /// Cycles to simulate per design under test (1 or more).
    #[arg(long, default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..))]
    cycles: u64,
    /// Seed of the random stimulus (a mismatch report names it for replay).
    #[arg(long, default_value_t = 1, conflicts_with = "seeds")]
    seed: u64,
    /// Run every block under each seed from A to B, both included: one
    /// (block, seed) pair per JUnit case, dealt over the shards.
    #[arg(long, value_name = "A..B", conflicts_with = "firmware")]
    seeds: Option<hdlgen::simrun::Seeds>,
    /// Run only this block: tile-<kind>, soc, packer, autocounter-<domain>
    /// or autocounter-csv (a failure's replay command names it).
    #[arg(long, value_name = "ID", conflicts_with = "firmware")]
    block: Option<String>,
    /// Write a VCD waveform of the SoC wrapper run to this file (- for
    /// standard output; the report then goes to standard error).
    #[arg(long, value_name = "PATH")]
    vcd: Option<PathBuf>,
    /// Write FireSim AutoCounter CSV files (AUTOCOUNTERFILE<i>.csv) from the
    /// simulated RTL's samples into this directory (with --firmware: the
    /// samples of the domains at the base clock, drained during the run).
    #[arg(long, value_name = "DIR")]
    csv: Option<PathBuf>,
    /// Simulate the Verilog files in this directory (an `rtl/` that hdlgen
    /// wrote, perhaps edited since) instead of freshly generated ones.
    #[arg(long, value_name = "DIR")]
    rtl: Option<PathBuf>,
    /// Run only shard K of N (a deterministic split of the (block, seed)
    /// pairs: N machines with K = 1..N run every pair once).
    #[arg(long, value_name = "K/N", default_value = "1/1")]
    shard: hdlgen::simrun::Shard,
    /// Write the results as JUnit XML (one test case per block and seed).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Run this RISC-V ELF on the reference SoC (PicoRV32 with the
    /// description's monitors on its bus) instead of random traffic; exit
    /// status 0 when it exits with 0, 3 with another status, 4 at
    /// --max-cycles, 5 on a trap, 6 on a bus error.
    #[arg(long, value_name = "PROG.elf", conflicts_with_all = ["rtl", "shard", "junit", "vcd", "cycles"])]
    firmware: Option<PathBuf>,
    /// With --firmware: stop after this many core cycles.
    #[arg(long, value_name = "N", default_value_t = 10_000_000, requires = "firmware", value_parser = clap::value_parser!(u64).range(1..))]
    max_cycles: u64,
    /// With --firmware: write the trace packer's stream to this file, in the
    /// format `hdlgen decode` reads (- for standard output; the console
    /// then goes to standard error).
    #[arg(long, value_name = "FILE", requires = "firmware")]
    trace: Option<PathBuf>,
    /// With --firmware: the percent of cycles, at random, in which the
    /// trace's sink is not ready (TREADY low), to exercise the packer's
    /// FIFO and halting.
    #[arg(long, value_name = "PERCENT", default_value_t = 0, requires = "firmware", value_parser = clap::value_parser!(u64).range(0..100))]
    stall: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Sim(args)) if args.firmware.is_some() => hdlgen::cli::firmware(
            &args.soc,
            &hdlgen::cli::FirmwareRequest {
                elf: args.firmware.as_deref().expect("matched"),
                max_cycles: args.max_cycles,
                seed: args.seed,
                trace: args.trace.as_deref(),
                csv: args.csv.as_deref(),
                stall_percent: args.stall,
            },
        ),
        Some(Command::Sim(args)) => hdlgen::cli::sim(
            &hdlgen::simrun::Options {
                description: &args.soc,
                cycles: args.cycles,
                seeds: args.seeds.unwrap_or(hdlgen::simrun::Seeds::one(args.seed)),
                block: args.block.as_deref(),
                vcd: args.vcd.as_deref(),
                csv: args.csv.as_deref(),
                rtl: args.rtl.as_deref(),
                shard: args.shard,
            },
            args.junit.as_deref(),
        ),
        Some(Command::Decode(args)) => hdlgen::cli::decode(&hdlgen::decode::command::Request {
            description: &args.soc,
            input: &args.input,
            output: args.output.as_deref(),
            format: args.format,
            plot: args.plot.as_deref(),
        }),
        Some(Command::Check(args)) => hdlgen::cli::check(&args.files, args.message_format),
        Some(Command::Schema) => hdlgen::cli::schema(),
        Some(Command::Completions { shell }) => hdlgen::cli::completions(shell, Cli::command()),
        Some(Command::Man { command }) => hdlgen::cli::man(Cli::command(), command.as_deref()),
        None => match cli.soc {
            Some(soc) => hdlgen::cli::generate(&soc, cli.out.as_deref(), cli.message_format),
            None => {
                eprintln!("error: --soc FILE is required (see hdlgen --help)");
                ExitCode::from(2)
            }
        },
    }
}
