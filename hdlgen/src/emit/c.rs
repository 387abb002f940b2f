//! The generated C header (`<out>/c/<soc>_monitors.h`).

use askama::Template;

use super::software::{self, MonitorView, RegView, TileView};
use super::Artifact;
use crate::model::Soc;

#[derive(Template)]
#[template(path = "c/monitors.h", escape = "none")]
struct HeaderTpl<'a> {
    version: &'a str,
    source: &'a str,
    soc: &'a str,
    guard: String,
    prefix: String,
    lower: &'a str,
    base: String,
    stride: String,
    tiles: &'a [TileView],
    monitor_words: u32,
    flag_words: u32,
    planes: u32,
    directions: usize,
    dvfs_points: u32,
    regs: &'a [RegView],
    monitors: &'a [MonitorView],
    group_bases: &'a [(String, u32)],
    packer: Option<software::PackerView>,
    prog: Option<software::ProgSoftView>,
}

/// The C header for `soc`.
pub fn emit(soc: &Soc, source: &str) -> Artifact {
    let v = software::view(soc);
    let prefix = soc.name.to_uppercase();
    let text = HeaderTpl {
        version: env!("CARGO_PKG_VERSION"),
        source,
        soc: &soc.name,
        guard: format!("{prefix}_MONITORS_H"),
        prefix,
        lower: &soc.name,
        base: format!("{:#x}", soc.base),
        stride: format!("{:#x}", soc.map.stride),
        tiles: &v.tiles,
        monitor_words: soc.monitor_words(),
        flag_words: soc.map.flag_words,
        planes: soc.noc_planes,
        directions: soc.noc_directions.len(),
        dvfs_points: soc.dvfs_points,
        regs: &v.regs,
        monitors: &v.monitors,
        group_bases: &v.group_bases,
        packer: software::packer_view(soc),
        prog: software::prog_view(soc),
    }
    .render()
    .expect("header template renders");
    Artifact::new(format!("c/{}_monitors.h", soc.name), text)
}
