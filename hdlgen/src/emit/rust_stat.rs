//! The driver crate's `<soc>-stat` program: the rpistat of the generated
//! SoC, built with the crate's `std` feature. Its logic is the library module
//! `stat` (`driver/src/stat.rs`); `driver/src/bin/stat.rs` only calls it.

use askama::Template;

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

/// `driver/src/bin/stat.rs` for `soc`.
pub fn stat_main(soc: &Soc, source: &str, crate_name: &str) -> String {
    StatMainTpl {
        soc: &soc.name,
        source,
        crate_name,
    }
    .render()
    .expect("stat_main template renders")
}

/// `driver/src/stat.rs` for `soc`.
pub fn stat(soc: &Soc) -> String {
    let prog_tile = soc.tiles.iter().find(|t| soc.banks[t.bank].programmable);
    StatTpl {
        soc: &soc.name,
        programmable: soc.programmable.is_some() && prog_tile.is_some(),
        mux_tile: prog_tile.map_or(0, |t| t.index),
    }
    .render()
    .expect("stat template renders")
}
