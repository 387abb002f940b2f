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
    match output::write_tree(&dir, &files) {
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
            eprintln!("hdlgen: cannot write {}: {e}", dir.display());
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// `hdlgen sim --soc FILE`.
pub fn sim(path: &Path, cycles: u64, seed: u64, vcd: Option<&Path>) -> ExitCode {
    let soc = match load_or_report(path) {
        Ok(s) => s,
        Err(code) => return code,
    };
    match crate::simcfg::run_all(&soc, cycles, seed, vcd) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
