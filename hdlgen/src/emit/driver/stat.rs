//! The driver crate's `<soc>-stat` program: the rpistat of the generated
//! SoC, built with the crate's `std` feature. Its logic is the library module
//! `stat` (`driver/src/stat.rs` and its modules under `driver/src/stat/`);
//! `driver/src/bin/stat.rs` only calls it.

use askama::Template;

use crate::emit::Artifact;
use crate::model::Soc;

#[derive(Template)]
#[template(path = "rust/stat.rs", escape = "none")]
struct StatTpl<'a> {
    soc: &'a str,
    programmable: bool,
    /// The tile multiplexed by default: the first with programmable counters.
    mux_tile: u32,
}

#[derive(Template)]
#[template(path = "rust/stat_main.rs", escape = "none")]
struct StatMainTpl<'a> {
    soc: &'a str,
    source: &'a str,
    crate_name: &'a str,
}

/// Output paths: checked before the command runs, replaced whole (plain Rust).
const OUTPUT: &str = include_str!("../../../templates/rust/stat_output.rs");

/// Starting the command, its exit status, passing signals on (plain Rust).
const PROCESS: &str = include_str!("../../../templates/rust/stat_process.rs");

/// The multiplexed event sets, for SoCs with programmable counters (plain Rust).
const SETS: &str = include_str!("../../../templates/rust/stat_sets.rs");

/// Every file of the program, under `driver/`.
pub fn files(soc: &Soc, source: &str, crate_name: &str) -> Vec<Artifact> {
    let prog_tile = soc.tiles.iter().find(|t| soc.banks[t.bank].programmable);
    let programmable = soc.programmable.is_some() && prog_tile.is_some();
    let main = StatMainTpl {
        soc: &soc.name,
        source,
        crate_name,
    };
    let stat = StatTpl {
        soc: &soc.name,
        programmable,
        mux_tile: prog_tile.map_or(0, |t| t.index),
    };
    let render = |r: Result<String, askama::Error>| r.expect("stat template renders");
    let mut files = vec![
        Artifact::new("driver/src/bin/stat.rs", render(main.render())),
        Artifact::new("driver/src/stat.rs", render(stat.render())),
        Artifact::new("driver/src/stat/output.rs", OUTPUT.to_string()),
        Artifact::new("driver/src/stat/process.rs", PROCESS.to_string()),
    ];
    if programmable {
        files.push(Artifact::new("driver/src/stat/sets.rs", SETS.to_string()));
    }
    files
}
