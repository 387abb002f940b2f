//! `hdlgen check`: validates descriptions as generation would, and writes
//! nothing.

use std::path::PathBuf;
use std::process::ExitCode;

use super::message::{finished_json, load_reporting, print_json, MessageFormat};
use super::print;
use crate::schema::Json;

/// `hdlgen check [--message-format F] FILE...`: every file is read and
/// elaborated in full (every error of each is reported). The exit status
/// is the highest of the files': 0 all valid, 1 one could not be read, 2
/// one has errors or is no regular file.
pub fn check(paths: &[PathBuf], format: MessageFormat) -> ExitCode {
    let mut worst = 0u8;
    for path in paths {
        let soc = match load_reporting(path, format, "") {
            Ok(soc) => soc,
            Err(code) => {
                // 141: standard output has gone; so has whoever was reading.
                if code == ExitCode::from(crate::output::EXIT_CLOSED_PIPE) {
                    return code;
                }
                worst = worst.max(if code == ExitCode::from(super::EXIT_FAILURE) {
                    super::EXIT_FAILURE
                } else {
                    super::EXIT_DESCRIPTION
                });
                continue;
            }
        };
        let said = match format {
            MessageFormat::Human => print(&format!(
                "hdlgen: {} is valid: {} ({} tiles)\n",
                path.display(),
                soc.name,
                soc.tiles.len()
            )),
            MessageFormat::Json => print_json(&finished_json(
                path,
                0,
                vec![
                    ("soc", Json::str(soc.name.as_str())),
                    ("tiles", Json::Uint(soc.tiles.len() as u64)),
                ],
            )),
        };
        if let Err(code) = said {
            return code;
        }
    }
    ExitCode::from(worst)
}
