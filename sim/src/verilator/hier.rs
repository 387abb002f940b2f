//! Hierarchical verilation: modules a design instantiates many times (the
//! banks of one tile kind in a large SoC wrapper) are verilated and compiled
//! once each, as hierarchy blocks, so a model's build time grows with the
//! number of distinct modules rather than with the number of instances.

use std::path::Path;

/// Lines of the Verilator configuration file marking `blocks` as hierarchy
/// blocks (appended to the file that already starts with `verilator_config`).
pub(super) fn config(blocks: &[String]) -> String {
    blocks
        .iter()
        .map(|b| format!("hier_block -module \"{b}\"\n"))
        .collect()
}

/// The static libraries the blocks' builds left under `obj` (one directory
/// per block, its name Verilator's, with a suffix for the parameters), to
/// link after the top's archive, which only lists them.
pub(super) fn libraries(obj: &Path) -> Result<Vec<String>, std::io::Error> {
    let mut libs = Vec::new();
    for dir in std::fs::read_dir(obj)? {
        let dir = dir?.path();
        if !dir.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&dir)? {
            let f = f?.path();
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with("lib") && name.ends_with(".a") {
                libs.push(f.strip_prefix(obj).unwrap_or(&f).display().to_string());
            }
        }
    }
    if libs.is_empty() {
        return Ok(libs);
    }
    // In a fixed order, and as a group: blocks may call one another.
    libs.sort();
    libs.insert(0, "-Wl,--start-group".into());
    libs.push("-Wl,--end-group".into());
    Ok(libs)
}
