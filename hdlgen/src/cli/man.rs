//! `hdlgen man [COMMAND]`: a manual page in roff on standard output
//! (clap_mangen, from the same definition as `--help`): hdlgen(1), or
//! hdlgen-COMMAND(1) for one subcommand.

use std::process::ExitCode;

use super::{print, EXIT_FAILURE};

/// A page asked for that does not exist: a usage error, as clap's are.
const EXIT_USAGE: u8 = 2;

/// Prints the page of `cmd` (the whole `hdlgen` command), or of its
/// subcommand `sub`.
pub fn man(cmd: clap::Command, sub: Option<&str>) -> ExitCode {
    let mut cmd = cmd.disable_help_subcommand(true);
    // Building names the subcommands `hdlgen-<sub>`, as their pages are.
    cmd.build();
    let page = match sub {
        None => cmd,
        Some(name) => match cmd.find_subcommand(name) {
            Some(s) => s.clone(),
            None => {
                let known: Vec<&str> = cmd.get_subcommands().map(|s| s.get_name()).collect();
                eprintln!("hdlgen: no command `{name}`; pages: {}", known.join(", "));
                return ExitCode::from(EXIT_USAGE);
            }
        },
    };
    let mut roff = Vec::new();
    if let Err(e) = clap_mangen::Man::new(page).render(&mut roff) {
        eprintln!("hdlgen: cannot render the manual page: {e}");
        return ExitCode::from(EXIT_FAILURE);
    }
    print(&String::from_utf8_lossy(&roff))
        .err()
        .unwrap_or(ExitCode::SUCCESS)
}
