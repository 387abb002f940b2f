//! The driver crate's `<soc>-stat` program: the rpistat of the generated
//! SoC, built with the crate's `std` feature. Its logic is the library module
//! `stat` (`driver/src/stat.rs`, with its modules under `driver/src/stat/`,
//! which are runtime files); `driver/src/bin/stat.rs` only calls it.

use askama::Template;

use super::runtime::{carried, carry, Runtime};
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

/// Output paths: checked before the command runs, replaced whole; starting
/// the command, its exit status, passing signals on.
const COMMON: Runtime = carry!["stat/output.rs", "stat/process.rs"];

/// The multiplexed event sets, for SoCs with programmable counters.
const SETS: Runtime = carry!["stat/sets.rs"];

/// The program's runtime files, every one.
#[cfg(test)]
pub(super) const RUNTIME: [Runtime; 2] = [COMMON, SETS];

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
    ];
    files.extend(carried(COMMON));
    if programmable {
        files.extend(carried(SETS));
    }
    files
}
