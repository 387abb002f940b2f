//! What the binary's verbs do, with exit codes: 0 ok, 1 failure, 2 bad
//! description, 141 standard output closed (as SIGPIPE would end a tool);
//! `sim --firmware` adds the firmware's own outcomes (`firmware.rs`).

mod decode;
mod firmware;
mod sim;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::output::{self, OutputError};
use crate::{emit, load, LoadError, Soc};

pub use decode::decode;
pub use firmware::{firmware, FirmwareRequest};
pub use sim::sim;

/// A failure of hdlgen's own: a file, a tool, a simulation.
const EXIT_FAILURE: u8 = 1;
/// Errors in the description.
const EXIT_DESCRIPTION: u8 = 2;

pub(crate) fn load_or_report(path: &Path) -> Result<Soc, ExitCode> {
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
