//! The driver crate's `<soc>-stat` program: the rpistat of the generated
//! SoC, built with the crate's `std` feature. Its logic is the library module
//! `stat` (`driver/src/stat.rs`, with its modules under `driver/src/stat/`,
//! which are runtime files); `driver/src/bin/stat.rs` only calls it.

use askama::Template;

use super::runtime::{carried, carry, Runtime};
use crate::desc::AccessPolicy;
use crate::emit::Artifact;
use crate::model::window::Window;
use crate::model::{Soc, Tile};

#[derive(Template)]
#[template(path = "rust/stat.rs", escape = "none")]
struct StatTpl<'a> {
    soc: &'a str,
    programmable: bool,
    /// The tile multiplexed by default: the first with programmable counters.
    mux_tile: u32,
    /// Each tile's `read_access` and `write_access`, as a description spells
    /// them: the program names them when the SoC denies it a window.
    read_access: Vec<&'static str>,
    write_access: Vec<&'static str>,
    /// `[soc] denied`, as a description spells it.
    denied: &'static str,
}

#[derive(Template)]
#[template(path = "rust/stat_main.rs", escape = "none")]
struct StatMainTpl<'a> {
    soc: &'a str,
    source: &'a str,
    crate_name: &'a str,
}

/// Output paths: checked before the command runs, replaced whole; starting
/// the command, its exit status, passing signals on; accesses the SoC's
/// policy denies; the fixed monitors; the report and its formats; where the
/// window is (UIO devices, `/dev/mem`, a file).
const COMMON: Runtime = carry![
    "stat/output.rs",
    "stat/process.rs",
    "stat/denied.rs",
    "stat/fixed.rs",
    "stat/report.rs",
    "stat/window.rs",
];

/// The multiplexed event sets and their part of the report, for SoCs with
/// programmable counters.
const SETS: Runtime = carry!["stat/sets.rs", "stat/events.rs"];

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
    let each_tile = |policy: fn(&Window) -> AccessPolicy| {
        let of = |t: &Tile| policy(&soc.banks[t.bank].window).spelling();
        soc.tiles.iter().map(of).collect()
    };
    let stat = StatTpl {
        soc: &soc.name,
        programmable,
        mux_tile: prog_tile.map_or(0, |t| t.index),
        read_access: each_tile(|w| w.read),
        write_access: each_tile(|w| w.write),
        denied: soc.denied.spelling(),
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

#[cfg(test)]
mod tests {
    /// The program names each tile's policy and the SoC's answer when it is
    /// denied a window, as the description spells them.
    #[test]
    fn the_program_knows_each_tiles_policy_and_the_denied_answer() {
        let text = r#"
[soc]
name = "s"
read_access = "privileged"
write_access = "secure"
denied = "zero"

[[tile]]
name = "cpu0"
kind = "cpu"

[[tile]]
name = "mem0"
kind = "mem"

[[access]]
window = "tile_mem"
read = "secure_privileged"
"#;
        let soc = crate::load_str("t.toml", text).expect("valid");
        let files = super::files(&soc, "t.toml", "s_monitors");
        let stat = files
            .iter()
            .find(|a| a.path == "driver/src/stat.rs")
            .expect("the program");
        for line in [
            r#"const TILE_READ_ACCESS: [&str; map::NUM_TILES] = ["privileged", "secure_privileged"];"#,
            r#"const TILE_WRITE_ACCESS: [&str; map::NUM_TILES] = ["secure", "secure"];"#,
            r#"const DENIED: &str = "zero";"#,
        ] {
            assert!(stat.text.contains(line), "{line}\n{}", stat.text);
        }
        assert!(files.iter().any(|a| a.path == "driver/src/stat/denied.rs"));
    }
}
