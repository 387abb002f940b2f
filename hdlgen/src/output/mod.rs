//! Every file hdlgen writes goes through this module.
//!
//! A command first names its inputs and outputs to [`plan`], which checks
//! every output path before any work starts: not an input, not another
//! output, its directory there and writable, `-` for standard output. Each
//! output is then written by an [`OutFile`] and its [`Pending`] (one file) or [`write_tree`] (a
//! generated directory): regular files are written aside and renamed into
//! place on success, so no run leaves a partial file; devices and FIFOs are
//! written in place. Every error names the path it concerns.

mod file;
mod plan;
mod tree;

use std::fmt;
use std::io;
use std::path::PathBuf;

pub use file::{print_stdout, write_whole, OutFile, Pending};
pub use plan::{is_dash, plan, prepare_dir, Dest, Named};
pub use tree::{write_tree, MANIFEST};

/// Why an output could not be written.
#[derive(Debug)]
pub enum OutputError {
    /// hdlgen will not write `dir`: it would lose or corrupt something.
    Refused {
        /// The path as given.
        dir: PathBuf,
        /// Why, and what to do instead.
        reason: String,
    },
    /// Writing (or preparing to write) `path` failed.
    Io {
        /// The output's name: its path, or "standard output".
        path: PathBuf,
        /// The underlying error.
        source: io::Error,
    },
    /// Standard output is a pipe whose reader has gone: the command ends
    /// quietly, as one ended by SIGPIPE does.
    ClosedPipe,
}

impl fmt::Display for OutputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Refused { dir, reason } => {
                write!(f, "refusing to write {}: {reason}", dir.display())
            }
            Self::Io { path, source } => write!(f, "cannot write {}: {source}", path.display()),
            Self::ClosedPipe => write!(f, "standard output was closed"),
        }
    }
}

impl std::error::Error for OutputError {}

/// The exit status of a command whose standard output was closed under it:
/// 128 + SIGPIPE, what a shell reports for a tool that signal ended.
pub const EXIT_CLOSED_PIPE: u8 = 141;

/// The error of writing `dest`: a closed pipe on standard output is its own
/// kind, everything else names the output.
pub fn write_error(dest: &Dest, source: io::Error) -> OutputError {
    match dest {
        Dest::Stdout if source.kind() == io::ErrorKind::BrokenPipe => OutputError::ClosedPipe,
        _ => OutputError::Io {
            path: dest.name().into(),
            source,
        },
    }
}
