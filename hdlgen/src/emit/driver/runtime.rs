//! The files the driver crate carries as they are, from `hdlgen/runtime/`
//! (as svd2rust carries its `generic.rs`): plain Rust, no template. A file's
//! path there is its path under the crate's `src/`. A module whose root needs
//! the SoC's values has its root in `templates/rust/` and its other files
//! there (`stat/`, `tests/`).

use crate::emit::Artifact;
use crate::model::Soc;

/// Runtime files: each one's path under `src/`, and its text.
pub(super) type Runtime = &'static [(&'static str, &'static str)];

/// The runtime files at the given paths (under `hdlgen/runtime/`).
macro_rules! carry {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_str!(concat!("../../../runtime/", $path)))),*]
    };
}
pub(super) use carry;

/// In every crate: typed register access, which the generated `regs` uses;
/// Linux UIO devices, a backend with `std`.
const COMMON: Runtime = carry!["register.rs", "uio.rs"];

/// With ESP's catalog: ESP's Monitors API, and its tests.
const ESP: Runtime = carry![
    "esp/mod.rs",
    "esp/diff.rs",
    "esp/read.rs",
    "esp/report.rs",
    "tests/esp.rs",
];

/// With programmable counters: events placed on counters, the PAPI layer,
/// multiplexing, and their tests.
const PROGRAMMABLE: Runtime = carry![
    "eventset.rs",
    "papi/mod.rs",
    "papi/counting.rs",
    "papi/error.rs",
    "papi/high.rs",
    "papi/sets.rs",
    "multiplex/mod.rs",
    "multiplex/report.rs",
    "multiplex/series.rs",
    "tests/multiplex.rs",
    "tests/papi.rs",
];

/// With a trace packer: the decoder of any layout (also compiled into hdlgen
/// as `hdlgen::packet`), and the test of the specialised one against it.
const PACKER: Runtime = carry![
    "packet/mod.rs",
    "packet/decoder.rs",
    "packet/sequence.rs",
    "tests/trace.rs",
];

/// With AutoCounters: FireSim's CSV (also compiled into hdlgen as
/// `hdlgen::autocounter_csv`).
const AUTOCOUNTER: Runtime = carry!["autocounter_csv.rs"];

/// `files` as artifacts under `driver/src/`.
pub(super) fn carried(files: Runtime) -> impl Iterator<Item = Artifact> {
    files
        .iter()
        .map(|(path, text)| Artifact::new(format!("driver/src/{path}"), text.to_string()))
}

/// The runtime files of `soc`'s crate, but for its `stat` program's.
pub(super) fn files(soc: &Soc) -> impl Iterator<Item = Artifact> {
    [
        (true, COMMON),
        (soc.esp_catalog, ESP),
        (soc.programmable.is_some(), PROGRAMMABLE),
        (soc.packer.is_some(), PACKER),
        (soc.autocounter.is_some(), AUTOCOUNTER),
    ]
    .into_iter()
    .filter(|&(wanted, _)| wanted)
    .flat_map(|(_, files)| carried(files))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::super::stat;
    use super::*;

    fn walk(root: &Path, dir: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap();
                out.insert(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }

    /// Every file of `hdlgen/runtime/` is carried by some crate, once.
    #[test]
    fn every_runtime_file_is_listed_once() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime");
        let mut on_disk = BTreeSet::new();
        walk(&root, &root, &mut on_disk);
        let lists = [COMMON, ESP, PROGRAMMABLE, PACKER, AUTOCOUNTER];
        let listed: Vec<&str> = lists
            .iter()
            .chain(stat::RUNTIME.iter())
            .flat_map(|l| l.iter().map(|(path, _)| *path))
            .collect();
        let unique: BTreeSet<String> = listed.iter().map(|p| p.to_string()).collect();
        assert_eq!(unique.len(), listed.len(), "a file is listed twice");
        assert_eq!(unique, on_disk);
    }
}
