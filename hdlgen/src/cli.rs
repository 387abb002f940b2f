//! What the binary's verbs do, with exit codes: 0 ok, 1 failure, 2 bad
//! description, 141 standard output closed (as SIGPIPE would end a tool).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::output::{self, Dest, Named, OutputError, Pending};
use crate::{emit, load, LoadError, Soc};

const EXIT_FAILURE: u8 = 1;
const EXIT_DESCRIPTION: u8 = 2;

fn load_or_report(path: &Path) -> Result<Soc, ExitCode> {
    load(path).map_err(|e| {
        eprintln!("{e}");
        match e {
            LoadError::Io { .. } => ExitCode::from(EXIT_FAILURE),
            LoadError::Unusable { .. } => ExitCode::from(EXIT_DESCRIPTION),
            LoadError::Description(d) => {
                eprintln!(
                    "hdlgen: {} error(s) in {}; nothing was written",
                    d.0.len(),
                    path.display()
                );
                ExitCode::from(EXIT_DESCRIPTION)
            }
        }
    })
}

/// The exit status of an output error, after saying it (a closed standard
/// output ends quietly).
fn output_failed(e: &OutputError, what_else: &str) -> ExitCode {
    if let OutputError::ClosedPipe = e {
        return ExitCode::from(output::EXIT_CLOSED_PIPE);
    }
    eprintln!("hdlgen: {e}{what_else}");
    ExitCode::from(EXIT_FAILURE)
}

/// Prints `text` on standard output; the status to end with if that failed.
fn print(text: &str) -> Result<(), ExitCode> {
    output::print_stdout(text).map_err(|e| output_failed(&e, ""))
}

/// `hdlgen --soc FILE [--out DIR]`.
pub fn generate(path: &Path, out: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let dir = out.map_or_else(
        || PathBuf::from("rtl-out").join(&soc.name),
        Path::to_path_buf,
    );
    let files = emit::generate(&soc);
    if let Err(e) = output::write_tree(&dir, &files, Some(path)) {
        return output_failed(&e, "; nothing was written");
    }
    let done = format!(
        "hdlgen: wrote {} files for {} ({} tiles) to {}\n",
        files.len(),
        soc.name,
        soc.tiles.len(),
        dir.display()
    );
    print(&done).err().unwrap_or(ExitCode::SUCCESS)
}

/// `hdlgen sim`'s output files, checked before the simulation starts.
struct SimOutputs {
    /// The VCD's staged file and its finishing step.
    vcd: Option<(PathBuf, Pending)>,
    junit: Option<Dest>,
    /// Whether the report goes to standard error (an output took `-`).
    report_to_stderr: bool,
}

/// Checks every output of `hdlgen sim` against its inputs and each other;
/// makes `--csv DIR` if it is missing.
fn plan_sim(
    path: &Path,
    soc: &Soc,
    options: &crate::simrun::Options,
    junit: Option<&Path>,
) -> Result<SimOutputs, OutputError> {
    let rtl_files: Vec<PathBuf> = options.rtl.map_or_else(Vec::new, |dir| {
        std::fs::read_dir(dir)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default()
    });
    let mut inputs = vec![Named {
        option: "--soc",
        path,
    }];
    inputs.extend(rtl_files.iter().map(|p| Named {
        option: "--rtl",
        path: p,
    }));
    let mut outputs: Vec<Named> = [("--vcd", options.vcd), ("--junit", junit)]
        .into_iter()
        .filter_map(|(option, p)| p.map(|path| Named { option, path }))
        .collect();
    let planned = output::plan(&inputs, &outputs)?;
    let csv_files: Vec<PathBuf> = match (options.csv, &soc.autocounter) {
        (Some(dir), Some(ac)) => {
            output::prepare_dir(&Named {
                option: "--csv",
                path: dir,
            })?;
            ac.domains
                .iter()
                .flat_map(|d| crate::simrun::csv_files(dir, d.index))
                .collect()
        }
        _ => Vec::new(),
    };
    outputs.extend(csv_files.iter().map(|p| Named {
        option: "--csv",
        path: p,
    }));
    output::plan(&inputs, &outputs)?;
    let mut planned = planned.into_iter();
    let vcd = match options.vcd {
        Some(_) => Some(Pending::staged(&planned.next().expect("planned"))?),
        None => None,
    };
    let junit = junit.and_then(|_| planned.next());
    let report_to_stderr =
        vcd.as_ref().is_some_and(|(_, p)| *p.dest() == Dest::Stdout) || junit == Some(Dest::Stdout);
    Ok(SimOutputs {
        vcd,
        junit,
        report_to_stderr,
    })
}

/// `hdlgen sim --soc FILE [--cycles N] [--seed S] [--shard K/N] [--junit FILE] ...`:
/// the report on standard output (standard error when an output is `-`),
/// each failure's text on standard error.
pub fn sim(path: &Path, options: &crate::simrun::Options, junit: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    if options.csv.is_some() && soc.autocounter.is_none() {
        eprintln!(
            "hdlgen: {} has no [autocounter] section, so --csv has no AutoCounter files to write",
            path.display()
        );
        return ExitCode::from(EXIT_DESCRIPTION);
    }
    let outputs = match plan_sim(path, &soc, options, junit) {
        Ok(o) => o,
        Err(e) => return output_failed(&e, "; nothing was simulated"),
    };
    let staged = crate::simrun::Options {
        vcd: outputs.vcd.as_ref().map(|(p, _)| p.as_path()),
        ..*options
    };
    let outcome = crate::simrun::run(&soc, &staged);
    if outputs.report_to_stderr {
        eprint!("{}", outcome.report);
    } else if let Err(code) = print(&outcome.report) {
        return code;
    }
    for c in &outcome.cases {
        if let Err(why) = &c.outcome {
            eprintln!("{}: {why}", c.name);
        }
    }
    if let Err(e) = finish_sim_outputs(path, &soc, options, outputs, &outcome) {
        return output_failed(&e, "");
    }
    if outcome.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

/// Puts the VCD in place (if the SoC wrapper ran) and writes the JUnit file.
fn finish_sim_outputs(
    path: &Path,
    soc: &Soc,
    options: &crate::simrun::Options,
    outputs: SimOutputs,
    outcome: &crate::simrun::Outcome,
) -> Result<(), OutputError> {
    if let Some((staged, pending)) = outputs.vcd {
        let wrapper = crate::simrun::Item::Soc.name(soc);
        let ran = outcome.cases.iter().any(|c| c.name == wrapper);
        if ran && std::fs::metadata(&staged).is_ok_and(|m| m.len() > 0) {
            pending.commit()?;
        } else {
            eprintln!(
                "hdlgen: --vcd: the SoC wrapper did not run in this shard ({}), so no waveform was written",
                options.shard
            );
        }
    }
    if let Some(dest) = outputs.junit {
        let properties = [
            ("description", path.display().to_string()),
            ("seed", options.seed.to_string()),
            ("cycles", options.cycles.to_string()),
            ("shard", options.shard.to_string()),
        ];
        let xml = crate::simrun::junit::xml(&soc.name, &properties, &outcome.cases);
        output::write_whole(&dest, xml.as_bytes())?;
    }
    Ok(())
}

/// `hdlgen decode --soc FILE --input DUMP [--output FILE] [--format F] [--plot SVG]`.
pub fn decode(req: &crate::decode::command::Request) -> ExitCode {
    use crate::decode::command::{self, CommandError};
    let path = req.description;
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let Some(packer) = soc.packer.as_ref() else {
        eprintln!(
            "hdlgen: {} has no [packer] section, so there is no packet layout to decode with",
            path.display()
        );
        return ExitCode::from(EXIT_DESCRIPTION);
    };
    match command::run(packer, req) {
        Ok(summary) => {
            eprint!(
                "{}",
                command::report(&summary, (packer.stream_width / 8) as usize)
            );
            ExitCode::SUCCESS
        }
        Err(CommandError::Output(e)) => output_failed(&e, "; no output file was written"),
        Err(e) => {
            eprintln!("hdlgen: {e}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
