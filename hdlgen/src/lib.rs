//! hdlgen: one SoC description → monitor RTL, drivers, testbenches and docs.
//!
//! The flow is `desc` (the file as written, with spans) → `model` (everything
//! decided: tiles, monitors, registers, addresses, widths) → `emit` (one
//! emitter per output kind). `simcfg` hands the model to the golden models.

/// AutoCounter CSV (FireSim version 1): the very file the driver crates carry.
#[path = "../../templates/rust/autocounter_csv.rs"]
pub mod autocounter_csv;
pub mod cli;
pub mod decode;
pub mod desc;
pub mod diag;
pub mod emit;
pub mod model;
pub mod output;
/// The packet decoder: the very file the generated driver crates carry.
#[path = "../../templates/rust/packet.rs"]
pub mod packet;
pub mod simcfg;

use std::path::Path;

pub use diag::{DescriptionErrors, Diagnostic};
pub use model::Soc;

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
    /// The description has errors (all of them are listed).
    #[error("{0}")]
    Description(#[from] DescriptionErrors),
}

/// Reads, validates and elaborates the description at `path`.
pub fn load(path: &Path) -> Result<Soc, LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
        path: path.display().to_string(),
        source,
    })?;
    load_bytes(&path.display().to_string(), &bytes)
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
