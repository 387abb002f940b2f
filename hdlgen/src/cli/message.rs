//! How `hdlgen --soc` and `hdlgen check` report a description's problems:
//! `file:line:col: error: field: message` lines on standard error (human),
//! or one JSON object a line on standard output (`--message-format json`,
//! as cargo writes its messages for editors and CI annotations):
//!
//! ```text
//! {"reason":"diagnostic","severity":"error","file":"bad.toml","line":8,"column":7,
//!  "field":"soc.bus","message":"...","rendered":"bad.toml:8:7: error: soc.bus: ..."}
//! {"reason":"finished","file":"bad.toml","success":false,"errors":1}
//! ```
//!
//! (each object on one line). A problem with the file itself (missing, a
//! directory) has `null` line, column and field. The one-line summary stays
//! on standard error in both formats.

use std::path::Path;
use std::process::ExitCode;

use super::{print, EXIT_DESCRIPTION, EXIT_FAILURE};
use crate::schema::Json;
use crate::{Diagnostic, LoadError, Soc};

/// The form of the messages about a description.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum MessageFormat {
    /// `file:line:col: error: field: message` lines on standard error.
    #[default]
    Human,
    /// One JSON object a line on standard output.
    Json,
}

/// A diagnostic as a JSON object.
pub fn diagnostic_json(d: &Diagnostic) -> Json {
    Json::object([
        ("reason", Json::str("diagnostic")),
        ("severity", Json::str("error")),
        ("file", Json::str(d.file.as_str())),
        ("line", Json::Uint(d.line as u64)),
        ("column", Json::Uint(d.col as u64)),
        ("field", Json::str(d.field.as_str())),
        ("message", Json::str(d.message.as_str())),
        ("rendered", Json::str(d.to_string())),
    ])
}

/// A problem with the file as a whole (it cannot be read, or is no file).
fn file_problem_json(path: &Path, e: &LoadError) -> Json {
    let file = path.display().to_string();
    let message = e.to_string();
    let short = message
        .strip_prefix(&format!("{file}: "))
        .unwrap_or(&message)
        .to_string();
    Json::object([
        ("reason", Json::str("diagnostic")),
        ("severity", Json::str("error")),
        ("file", Json::str(file)),
        ("line", Json::Null),
        ("column", Json::Null),
        ("field", Json::Null),
        ("message", Json::str(short)),
        ("rendered", Json::str(message)),
    ])
}

/// The record that ends a file's messages in JSON: `errors` in the
/// description; `extra` adds fields (`failure` says that hdlgen itself
/// failed, and makes it unsuccessful too).
pub fn finished_json(path: &Path, errors: usize, extra: Vec<(&str, Json)>) -> Json {
    let failed = extra.iter().any(|(k, _)| *k == "failure");
    let mut o = Json::object([
        ("reason", Json::str("finished")),
        ("file", Json::str(path.display().to_string())),
        ("success", Json::Bool(errors == 0 && !failed)),
        ("errors", Json::Uint(errors as u64)),
    ]);
    for (k, v) in extra {
        o.push(k, v);
    }
    o
}

/// Prints one JSON record on standard output.
pub fn print_json(record: &Json) -> Result<(), ExitCode> {
    print(&format!("{}\n", record.compact()))
}

/// Loads the description at `path`, or reports why not in `format` and
/// returns the exit status: 1 when it cannot be read, 2 for errors in it.
/// `what_else` ends the summary line (e.g. "; nothing was written").
pub fn load_reporting(
    path: &Path,
    format: MessageFormat,
    what_else: &str,
) -> Result<Soc, ExitCode> {
    let e = match crate::load(path) {
        Ok(soc) => return Ok(soc),
        Err(e) => e,
    };
    let code = match e {
        LoadError::Io { .. } => ExitCode::from(EXIT_FAILURE),
        LoadError::Unusable { .. } | LoadError::Description(_) => ExitCode::from(EXIT_DESCRIPTION),
    };
    let (records, count) = match &e {
        LoadError::Description(d) => (d.0.iter().map(diagnostic_json).collect(), d.0.len()),
        _ => (vec![file_problem_json(path, &e)], 1),
    };
    match format {
        MessageFormat::Human => eprintln!("{e}"),
        MessageFormat::Json => {
            for r in records
                .iter()
                .chain([&finished_json(path, count, Vec::new())])
            {
                print_json(r)?;
            }
        }
    }
    if let LoadError::Description(d) = &e {
        eprintln!(
            "hdlgen: {} error(s) in {}{what_else}",
            d.0.len(),
            path.display()
        );
    } else if format == MessageFormat::Json {
        // The JSON holds the message; say it for people too.
        eprintln!("hdlgen: {e}");
    }
    Err(code)
}
