//! `hdlgen completions SHELL`: the shell's completion script on standard
//! output (clap_complete, from the same definition as `--help`).

use std::process::ExitCode;

use clap_complete::Shell;

use super::print;

/// Prints the completion script of `cmd` (the whole `hdlgen` command) for `shell`.
pub fn completions(shell: Shell, mut cmd: clap::Command) -> ExitCode {
    let name = cmd.get_name().to_string();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, name, &mut script);
    print(&String::from_utf8_lossy(&script))
        .err()
        .unwrap_or(ExitCode::SUCCESS)
}
