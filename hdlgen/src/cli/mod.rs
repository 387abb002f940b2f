//! What the binary's verbs do, with exit codes: 0 ok, 1 failure, 2 bad
//! description, 141 standard output closed (as SIGPIPE would end a tool);
//! `sim --firmware` adds the firmware's own outcomes (`firmware.rs`).

mod check;
mod completions;
mod decode;
mod firmware;
mod man;
mod message;
mod schema;
mod sim;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::output::{self, OutputError};
use crate::schema::Json;
use crate::{emit, Soc};

pub use check::check;
pub use completions::completions;
pub use decode::decode;
pub use firmware::{firmware, FirmwareRequest};
pub use man::man;
pub use message::MessageFormat;
pub use schema::schema;
pub use sim::sim;

use message::{finished_json, load_reporting, print_json};

/// A failure of hdlgen's own: a file, a tool, a simulation.
const EXIT_FAILURE: u8 = 1;
/// Errors in the description.
const EXIT_DESCRIPTION: u8 = 2;

pub(crate) fn load_or_report(path: &Path) -> Result<Soc, ExitCode> {
    load_reporting(path, MessageFormat::Human, "; nothing was written")
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

/// `hdlgen --soc FILE [--out DIR] [--message-format F]`.
pub fn generate(path: &Path, out: Option<&Path>, format: MessageFormat) -> ExitCode {
    let soc = match load_reporting(path, format, "; nothing was written") {
        Ok(s) => s,
        Err(code) => return code,
    };
    let dir = out.map_or_else(
        || PathBuf::from("rtl-out").join(&soc.name),
        Path::to_path_buf,
    );
    let files = emit::generate(&soc);
    if let Err(e) = output::write_tree(&dir, &files, Some(path)) {
        if format == MessageFormat::Json {
            let failure = vec![("failure", Json::str(e.to_string()))];
            if let Err(code) = print_json(&finished_json(path, 0, failure)) {
                return code;
            }
        }
        return output_failed(&e, "; nothing was written");
    }
    let done = match format {
        MessageFormat::Human => print(&format!(
            "hdlgen: wrote {} files for {} ({} tiles) to {}\n",
            files.len(),
            soc.name,
            soc.tiles.len(),
            dir.display()
        )),
        MessageFormat::Json => print_json(&finished_json(
            path,
            0,
            vec![
                ("out", Json::str(dir.display().to_string())),
                ("files", Json::Uint(files.len() as u64)),
            ],
        )),
    };
    done.err().unwrap_or(ExitCode::SUCCESS)
}
