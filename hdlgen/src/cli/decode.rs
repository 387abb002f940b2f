//! `hdlgen decode`: a packet dump into a table and a plot.

use std::process::ExitCode;

use super::{load_or_report, output_failed, EXIT_DESCRIPTION, EXIT_FAILURE};

/// `hdlgen decode --soc FILE --input DUMP [--output FILE] [--format F] [--plot SVG]`.
pub fn decode(req: &crate::decode::command::Request) -> ExitCode {
    use crate::decode::command::{self, CommandError};
    let path = req.description;
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
    match command::run(packer, req) {
        Ok(summary) => {
            eprint!(
                "{}",
                command::report(&summary, (packer.stream_width / 8) as usize)
            );
            ExitCode::SUCCESS
        }
        Err(CommandError::Output(e)) => output_failed(&e, "; no output file was written"),
        Err(e) => {
            eprintln!("hdlgen: {e}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
