//! The driver crate's `<soc>-stat` program (`driver/src/bin/stat.rs`): the
//! rpistat of the generated SoC, built with the crate's `std` feature.

use askama::Template;

use crate::model::Soc;

#[derive(Template)]
#[template(path = "rust/stat.rs", escape = "none")]
struct StatTpl<'a> {
    soc: &'a str,
    source: &'a str,
    crate_name: &'a str,
    programmable: bool,
    /// The tile multiplexed by default: the first with programmable counters.
    mux_tile: u32,
}

/// `driver/src/bin/stat.rs` for `soc`.
pub fn stat(soc: &Soc, source: &str, crate_name: &str) -> String {
    let prog_tile = soc.tiles.iter().find(|t| soc.banks[t.bank].programmable);
    StatTpl {
        soc: &soc.name,
        source,
        crate_name,
        programmable: soc.programmable.is_some() && prog_tile.is_some(),
        mux_tile: prog_tile.map_or(0, |t| t.index),
    }
    .render()
    .expect("stat template renders")
}
