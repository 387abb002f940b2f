//! `hdlgen sim`: the description's blocks in lockstep, and its outputs.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::{load_or_report, output_failed, print, EXIT_DESCRIPTION, EXIT_FAILURE};
use crate::output::{self, Dest, Named, OutputError, Pending};
use crate::Soc;

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
    soc: &Soc,
    options: &crate::simrun::Options,
    junit: Option<&Path>,
) -> Result<SimOutputs, OutputError> {
    let path = options.description;
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

/// `hdlgen sim --soc FILE [--cycles N] [--seeds A..B] [--block ID] [--shard K/N] [--junit FILE] ...`:
/// the report on standard output (standard error when an output is `-`),
/// each failure's text and replay command on standard error.
pub fn sim(options: &crate::simrun::Options, junit: Option<&Path>) -> ExitCode {
    let path = options.description;
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    if let Err(why) = check_request(&soc, options) {
        eprintln!("hdlgen: {why}");
        return ExitCode::from(EXIT_DESCRIPTION);
    }
    let blocks = match crate::simrun::blocks(&soc, options) {
        Ok(b) => b,
        Err(why) => {
            eprintln!("hdlgen: {why}");
            return ExitCode::from(EXIT_DESCRIPTION);
        }
    };
    let outputs = match plan_sim(&soc, options, junit) {
        Ok(o) => o,
        Err(e) => return output_failed(&e, "; nothing was simulated"),
    };
    let staged = crate::simrun::Options {
        vcd: outputs.vcd.as_ref().map(|(p, _)| p.as_path()),
        ..*options
    };
    let outcome = crate::simrun::run(&soc, &blocks, &staged);
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
    if let Err(e) = finish_sim_outputs(&soc, options, outputs, &outcome) {
        return output_failed(&e, "");
    }
    if outcome.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

/// Refuses options the description or the other options leave no sense in.
fn check_request(soc: &Soc, o: &crate::simrun::Options) -> Result<(), String> {
    if o.csv.is_some() && soc.autocounter.is_none() {
        return Err(format!(
            "{} has no [autocounter] section, so --csv has no AutoCounter files to write",
            o.description.display()
        ));
    }
    // Each seed's run would overwrite the last one's files.
    for (option, given) in [("--vcd", o.vcd.is_some()), ("--csv", o.csv.is_some())] {
        if given && o.seeds.count() > 1 {
            return Err(format!(
                "{option} writes the files of one run, and --seeds {} asks for {} runs; give one seed (--seed S)",
                o.seeds,
                o.seeds.count()
            ));
        }
    }
    Ok(())
}

/// Puts the VCD in place (if the SoC wrapper ran) and writes the JUnit file.
fn finish_sim_outputs(
    soc: &Soc,
    options: &crate::simrun::Options,
    outputs: SimOutputs,
    outcome: &crate::simrun::Outcome,
) -> Result<(), OutputError> {
    if let Some((staged, pending)) = outputs.vcd {
        let wrapper = crate::simrun::work::Work {
            item: crate::simrun::Item::Soc,
            seed: options.seeds.first,
        }
        .name(soc);
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
            ("description", options.description.display().to_string()),
            ("seeds", options.seeds.to_string()),
            ("cycles", options.cycles.to_string()),
            ("shard", options.shard.to_string()),
        ];
        let xml = crate::simrun::junit::xml(&soc.name, &properties, &outcome.cases);
        output::write_whole(&dest, xml.as_bytes())?;
    }
    Ok(())
}
