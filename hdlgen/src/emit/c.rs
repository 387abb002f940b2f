//! The generated C headers: `<out>/c/<soc>_monitors.h`, and ESP's
//! `soc_defs.h` and `soc_locs.h` so ESP's monitors library builds against
//! hdlgen's output alone.

use askama::Template;

use super::docs::policy;
use super::software::{self, MonitorView, RegView, TileView};
use super::Artifact;
use crate::model::names::comment_text;
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
    esp_defs: Vec<(String, String)>,
    packer: Option<software::PackerView>,
    prog: Option<software::ProgSoftView>,
    /// Each window type's access policy.
    access: Vec<AccessView>,
    /// `ERROR` or `ZERO`: how a denied access is answered.
    denied: String,
    /// The bus's protection bits and error response, for comments.
    prot: &'static str,
    error: &'static str,
}

/// One window type's access policy, as the header names it.
struct AccessView {
    /// `TILE_CPU`, `PACKER`, `AUTOCOUNTER_<DOMAIN>`.
    upper: String,
    /// `PRIVILEGED`, ...: the `<SOC>_ACCESS_*` of its reads.
    read: String,
    /// The same for its writes.
    write: String,
    /// The policy in words (comment-safe).
    doc: String,
}

/// Every window type's policy, in the order of `Soc::windows`.
fn access_views(soc: &Soc) -> Vec<AccessView> {
    soc.windows()
        .iter()
        .map(|w| AccessView {
            upper: w.name.to_uppercase(),
            read: w.read.spelling().to_uppercase(),
            write: w.write.spelling().to_uppercase(),
            doc: comment_text(&format!(
                "{}: {}",
                w.name,
                policy::sentence(soc, w, &|s| s.into())
            )),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "c/soc_defs.h", escape = "none")]
struct SocDefsTpl<'a> {
    version: &'a str,
    source: &'a str,
    soc: &'a str,
    rows: u32,
    cols: u32,
    ncpu: usize,
    nmem: usize,
    nacc: usize,
    base: String,
    stride: String,
}

/// One of ESP's location arrays.
struct LocList {
    name: &'static str,
    locs: Vec<String>,
}

#[derive(Template)]
#[template(path = "c/soc_locs.h", escape = "none")]
struct SocLocsTpl<'a> {
    version: &'a str,
    source: &'a str,
    soc: &'a str,
    lists: Vec<LocList>,
    acc_has_l2: Vec<&'static str>,
}

/// ESP's macros beyond the per-monitor indices, spelled as ESP's monitors.h
/// spells them (a macro defined twice must have the same tokens): the group
/// sizes and bases, with the injection and queue bases as ESP's expressions
/// when the groups are contiguous as in ESP.
fn esp_defs(soc: &Soc, group_bases: &[(String, u32)]) -> Vec<(String, String)> {
    let mut defs: Vec<(String, String)> = soc
        .monitors
        .iter()
        .filter(|m| m.name == "acc_invocations" && m.words == 1)
        .map(|m| ("MON_ACC_INVOCATIONS".to_string(), m.index.to_string()))
        .collect();
    if let [(dvfs_name, dvfs), (inject_name, inject), (queue_name, queue)] = group_bases {
        defs.push((dvfs_name.clone(), dvfs.to_string()));
        if dvfs <= inject && inject <= queue {
            defs.push(("VF_OP_POINTS".into(), (inject - dvfs).to_string()));
            defs.push(("NOCS_NUM".into(), (queue - inject).to_string()));
            defs.push((inject_name.clone(), format!("({dvfs_name} + VF_OP_POINTS)")));
            defs.push((queue_name.clone(), format!("({inject_name} + NOCS_NUM)")));
        } else {
            defs.push((inject_name.clone(), inject.to_string()));
            defs.push((queue_name.clone(), queue.to_string()));
        }
    }
    defs
}

/// The C headers for `soc`.
pub fn emit(soc: &Soc, source: &str) -> Vec<Artifact> {
    let locs = |kind: &str| -> Vec<String> {
        soc.tiles
            .iter()
            .filter(|t| soc.banks[t.bank].kind == kind)
            .map(|t| {
                let (row, col) = soc.mesh.loc(t.index);
                format!("{{{row},{col}}}")
            })
            .collect()
    };
    let (cpu, mem, acc) = (locs("cpu"), locs("mem"), locs("acc"));
    vec![
        Artifact::new(format!("c/{}_monitors.h", soc.name), header(soc, source)),
        Artifact::new(
            "c/soc_defs.h".to_string(),
            soc_defs(soc, source, [cpu.len(), mem.len(), acc.len()]),
        ),
        Artifact::new(
            "c/soc_locs.h".to_string(),
            soc_locs(soc, source, cpu, mem, acc),
        ),
    ]
}

/// `<soc>_monitors.h`: the register map and ESP's monitors API.
fn header(soc: &Soc, source: &str) -> String {
    let v = software::view(soc);
    let prefix = soc.name.to_uppercase();
    HeaderTpl {
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
        esp_defs: esp_defs(soc, &v.group_bases),
        packer: software::packer_view(soc),
        prog: software::prog_view(soc),
        access: access_views(soc),
        denied: soc.denied.spelling().to_uppercase(),
        prot: policy::prot_bits(soc),
        error: policy::error_response(soc),
    }
    .render()
    .expect("header template renders")
}

/// ESP's `soc_defs.h`: the mesh and how many tiles of each kind.
fn soc_defs(soc: &Soc, source: &str, [ncpu, nmem, nacc]: [usize; 3]) -> String {
    SocDefsTpl {
        version: env!("CARGO_PKG_VERSION"),
        source,
        soc: &soc.name,
        rows: soc.mesh.rows,
        cols: soc.mesh.cols,
        ncpu,
        nmem,
        nacc,
        base: format!("{:#x}", soc.base),
        stride: format!("{:#x}", soc.map.stride),
    }
    .render()
    .expect("soc_defs template renders")
}

/// ESP's `soc_locs.h`: where each cpu, mem and acc tile sits in the mesh.
fn soc_locs(
    soc: &Soc,
    source: &str,
    cpu: Vec<String>,
    mem: Vec<String>,
    acc: Vec<String>,
) -> String {
    let acc_has_l2 = vec![if soc.has_l2("acc") { "1" } else { "0" }; acc.len()];
    let mut lists = vec![
        LocList {
            name: "cpu_locs",
            locs: cpu,
        },
        LocList {
            name: "mem_locs",
            locs: mem,
        },
    ];
    if !acc.is_empty() {
        lists.push(LocList {
            name: "acc_locs",
            locs: acc,
        });
    }
    SocLocsTpl {
        version: env!("CARGO_PKG_VERSION"),
        source,
        soc: &soc.name,
        lists,
        acc_has_l2,
    }
    .render()
    .expect("soc_locs template renders")
}
