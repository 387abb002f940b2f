//! `hdlgen schema`: the description's JSON Schema on standard output.

use std::process::ExitCode;

use super::print;

/// Prints the JSON Schema of a description (draft-07; see `crate::schema`).
pub fn schema() -> ExitCode {
    print(&crate::schema::json())
        .err()
        .unwrap_or(ExitCode::SUCCESS)
}
