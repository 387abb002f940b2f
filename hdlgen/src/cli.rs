//! What the binary's verbs do, with exit codes: 0 ok, 1 failure, 2 bad description.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::{emit, load, output, LoadError, Soc};

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
    match output::write_tree(&dir, &files, Some(path)) {
        Ok(()) => {
            println!(
                "hdlgen: wrote {} files for {} ({} tiles) to {}",
                files.len(),
                soc.name,
                soc.tiles.len(),
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hdlgen: {e}; nothing was written");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// `hdlgen sim --soc FILE [--cycles N] [--seed S] [--shard K/N] [--junit FILE] ...`:
/// the report on standard output, each failure's text on standard error.
pub fn sim(path: &Path, options: &crate::simrun::Options, junit: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let outcome = crate::simrun::run(&soc, options);
    print!("{}", outcome.report);
    for c in &outcome.cases {
        if let Err(why) = &c.outcome {
            eprintln!("{}: {why}", c.name);
        }
    }
    if let Some(file) = junit {
        let properties = [
            ("description", path.display().to_string()),
            ("seed", options.seed.to_string()),
            ("cycles", options.cycles.to_string()),
            ("shard", options.shard.to_string()),
        ];
        let xml = crate::simrun::junit::xml(&soc.name, &properties, &outcome.cases);
        if let Err(e) = std::fs::write(file, xml) {
            eprintln!("hdlgen: {}: {e}", file.display());
            return ExitCode::from(EXIT_FAILURE);
        }
    }
    if outcome.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

/// `hdlgen decode --soc FILE --input DUMP [--output FILE] [--format F] [--plot SVG]`.
pub fn decode(path: &Path, req: &crate::decode::command::Request) -> ExitCode {
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
    match crate::decode::command::run(packer, req) {
        Ok(summary) => {
            eprint!(
                "{}",
                crate::decode::command::report(&summary, (packer.stream_width / 8) as usize)
            );
            ExitCode::SUCCESS
        }
        Err(e @ crate::decode::command::CommandError::Stream(_)) => {
            eprintln!(
                "hdlgen: {}: {e}; no output file was written",
                req.input.display()
            );
            ExitCode::from(EXIT_FAILURE)
        }
        Err(e) => {
            eprintln!("hdlgen: {e}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
