//! hdlgen: one SoC description → monitor RTL, drivers, testbenches and docs.
//!
//! The flow is `desc` (the file as written, with spans) → `model` (everything
//! decided: tiles, monitors, registers, addresses, widths) → `emit` (one
//! emitter per output kind). `simcfg` hands the model to the golden models;
//! `simrun` runs them against the RTL for `hdlgen sim`.

/// AutoCounter CSV (FireSim version 1): the very file the driver crates carry.
#[path = "../runtime/autocounter_csv.rs"]
pub mod autocounter_csv;
pub mod cli;
pub mod decode;
pub mod desc;
pub mod diag;
pub mod emit;
pub mod firmware;
pub mod model;
pub mod output;
/// The packet decoder: the very files the generated driver crates carry.
#[path = "../runtime/packet/mod.rs"]
pub mod packet;
pub mod schema;
pub mod simcfg;
pub mod simrun;

use std::path::Path;

pub use diag::{DescriptionErrors, Diagnostic};
pub use model::Soc;

/// Largest description hdlgen reads: far above any real SoC (the 64-tile
/// descriptions of the benchmarks are a few kB), small enough that a wrong
/// path such as a disk image is refused at once instead of filling memory.
pub const MAX_DESCRIPTION_BYTES: u64 = 16 << 20;

/// Why a description could not be turned into a model.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The path given.
        path: String,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The path names something hdlgen will not read as a description: a
    /// device, a FIFO or a directory (reading one could block or never end),
    /// or a file over [`MAX_DESCRIPTION_BYTES`].
    #[error("{path}: {reason}")]
    Unusable {
        /// The path given.
        path: String,
        /// What it is, and what would be valid.
        reason: String,
    },
    /// The description has errors (all of them are listed).
    #[error("{0}")]
    Description(#[from] DescriptionErrors),
}

/// Reads, validates and elaborates the description at `path`.
pub fn load(path: &Path) -> Result<Soc, LoadError> {
    let bytes = read_description(path)?;
    load_bytes(&path.display().to_string(), &bytes)
}

/// The bytes of the description file at `path`: a regular file of at most
/// [`MAX_DESCRIPTION_BYTES`]. The type is checked before the file is opened,
/// because opening a FIFO blocks until someone writes to it.
pub fn read_description(path: &Path) -> Result<Vec<u8>, LoadError> {
    use std::io::Read;
    let shown = || path.display().to_string();
    let io = |source| LoadError::Io {
        path: shown(),
        source,
    };
    let unusable = |reason: String| LoadError::Unusable {
        path: shown(),
        reason,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    let kind = meta.file_type();
    if !kind.is_file() {
        let what = if kind.is_dir() {
            "a directory"
        } else {
            file_kind(&kind)
        };
        return Err(unusable(format!(
            "is {what}, not a regular file; a description must be a TOML file"
        )));
    }
    let too_big = |size: String| {
        unusable(format!(
            "is {size}; a description may be at most {} MiB",
            MAX_DESCRIPTION_BYTES >> 20
        ))
    };
    if meta.len() > MAX_DESCRIPTION_BYTES {
        return Err(too_big(format!("{} bytes", meta.len())));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may grow after the check: read one byte past the limit at most.
    std::fs::File::open(path)
        .map_err(io)?
        .take(MAX_DESCRIPTION_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_DESCRIPTION_BYTES {
        return Err(too_big("larger than that".into()));
    }
    Ok(bytes)
}

#[cfg(unix)]
fn file_kind(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

#[cfg(not(unix))]
fn file_kind(_: &std::fs::FileType) -> &'static str {
    "not a regular file"
}

/// Like [`load_str`], for the raw bytes of a file: text that is not UTF-8 is
/// an error in the description, located at its first bad byte.
pub fn load_bytes(file: &str, bytes: &[u8]) -> Result<Soc, LoadError> {
    load_str(file, desc::decode(file, bytes)?)
}

/// Validates and elaborates description `text`, reported as coming from `file`.
pub fn load_str(file: &str, text: &str) -> Result<Soc, LoadError> {
    let d = desc::parse(file, text)?;
    Ok(model::elaborate(&d)?)
}
