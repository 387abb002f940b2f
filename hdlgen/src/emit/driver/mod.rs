//! The generated Rust driver crate (`<out>/driver/`).

use askama::Template;

use super::docs::policy;
use super::software::{self, MonitorView, RegView, TileView};
use super::Artifact;
use crate::model::Soc;

mod regs;
mod runtime;
mod stat;
mod trace;

// The manifest template is not named Cargo.toml: packaging hdlgen would
// take a folder holding one for a crate of its own and leave it out.
#[derive(Template)]
#[template(path = "rust/Cargo.toml.in", escape = "none")]
struct CargoTpl<'a> {
    version: &'a str,
    source: &'a str,
    crate_name: &'a str,
    soc: &'a str,
}

#[derive(Template)]
#[template(path = "rust/lib.rs", escape = "none")]
struct LibTpl<'a> {
    programmable: bool,
    packer: bool,
    autocounter: bool,
    version: &'a str,
    source: &'a str,
    crate_name: &'a str,
    soc: &'a str,
    esp: bool,
    example_tile: u32,
    example_monitor: u32,
}

struct AcColumn {
    path: String,
    label: String,
    description: String,
    identity: bool,
    width: u32,
}

struct AcDomainView {
    name: String,
    multiplier: u32,
    divisor: u32,
    columns: Vec<AcColumn>,
}

#[derive(Template)]
#[template(path = "rust/autocounter.rs", escape = "none")]
struct AcTpl {
    base: String,
    stride: String,
    domains: Vec<AcDomainView>,
    max_counters: usize,
    words: [String; 6],
}

#[derive(Template)]
#[template(path = "rust/backend.rs", escape = "none")]
struct BackendTpl {
    packer: bool,
    autocounter: bool,
}

/// A register constant of `map::reg`.
struct RustReg {
    name: String,
    ty: String,
    value: String,
    doc: String,
}

#[derive(Template)]
#[template(path = "rust/map.rs", escape = "none")]
struct MapTpl<'a> {
    soc: &'a str,
    base: String,
    stride: String,
    tiles: &'a [TileView],
    monitor_words: u32,
    flag_words: u32,
    planes: u32,
    directions: usize,
    dvfs_points: u32,
    regs: Vec<RustReg>,
    first_monitor_offset: String,
    monitors: &'a [MonitorView],
    group_bases: &'a [(String, u32)],
    kind_lists: &'a [(String, Vec<u32>)],
    /// Every window as a UIO device: name, base, bytes.
    uio: Vec<(String, String, String)>,
    packer: Option<software::PackerView>,
    prog: Option<software::ProgSoftView>,
    /// `map::Denied` variant: how a denied access is answered.
    denied: &'static str,
    /// The bus's protection bits and error response, for the docs.
    prot: &'static str,
    error: &'static str,
}

/// A monitor on a tile kind's handle.
struct KindMonitor {
    name: String,
    index: u32,
    words: u32,
    doc: String,
}

/// The handle type of one tile kind in use: only that kind's monitors.
struct KindHandle {
    /// `cpu`: the `Monitors` method and the doc text.
    lower: String,
    /// `Cpu`: the type is `CpuTile`.
    camel: String,
    /// `CPU`: its tiles are `map::CPU_TILES`.
    upper: String,
    monitors: Vec<KindMonitor>,
}

#[derive(Template)]
#[template(path = "rust/tile.rs", escape = "none")]
struct TileTpl {
    kinds: Vec<KindHandle>,
}

/// One handle per tile kind in use, with the monitors of its bank.
fn kind_handles(soc: &Soc, monitors: &[MonitorView]) -> Vec<KindHandle> {
    soc.banks
        .iter()
        .map(|b| KindHandle {
            lower: b.kind.clone(),
            camel: software::camel(&b.kind),
            upper: b.kind.to_uppercase(),
            monitors: b
                .counters
                .iter()
                .map(|c| {
                    let m = &monitors[c.monitor];
                    KindMonitor {
                        name: m.name.clone(),
                        index: m.index,
                        words: m.words,
                        doc: m.doc.clone(),
                    }
                })
                .collect(),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "rust/tests/mod.rs", escape = "none")]
struct TestsTpl<'a> {
    /// `tile_<kind>` of the first bank: its typed registers are tested.
    first_tile_block: String,
    /// `tile_<kind>` of a bank with programmable counters, if any.
    prog_tile_block: Option<String>,
    programmable: bool,
    esp: bool,
    packer: bool,
    autocounter: bool,
    crate_name: &'a str,
}

/// The AutoCounter module of the crate, if `soc` has AutoCounters.
fn autocounter(soc: &Soc) -> Option<String> {
    use crate::model::autocounter::AcRegKind as K;
    let ac = soc.autocounter.as_ref()?;
    let d0 = &ac.domains[0];
    let off = |k: K| format!("{:#05x}", d0.window.word_of(k) * 4);
    let tpl = AcTpl {
        base: format!("{:#x}", ac.domains[0].base),
        stride: format!("{:#x}", ac.stride),
        max_counters: ac
            .domains
            .iter()
            .map(|d| d.counters.len())
            .max()
            .unwrap_or(0),
        words: [
            off(K::ReadRate),
            off(K::Status),
            off(K::Overruns),
            off(K::Pop),
            off(K::Info),
            off(K::SampleWord(0)),
        ],
        domains: ac
            .domains
            .iter()
            .map(|d| AcDomainView {
                name: d.name.clone(),
                multiplier: d.multiplier,
                divisor: d.divisor,
                columns: d
                    .counters
                    .iter()
                    .map(|c| AcColumn {
                        path: format!("{:?}", c.firesim_path()),
                        label: c.label.clone(),
                        description: format!("{:?}", c.description),
                        identity: c.mode == crate::desc::CounterMode::Identity,
                        width: c.width,
                    })
                    .collect(),
            })
            .collect(),
    };
    Some(tpl.render().expect("autocounter template renders"))
}

/// Crate name of the driver for `soc`.
pub fn crate_name(soc: &Soc) -> String {
    format!("{}_monitors", soc.name)
}

/// Scalar registers stay scalars; per-monitor flag families become arrays.
fn rust_regs(regs: &[RegView]) -> Vec<RustReg> {
    let mut out = Vec::new();
    for r in regs {
        match r.flag_word {
            None => out.push(RustReg {
                name: r.name.clone(),
                ty: "usize".into(),
                value: r.offset.clone(),
                doc: r.doc.clone(),
            }),
            Some(0) => {
                let family = r.name.trim_end_matches('0').to_string();
                let offsets: Vec<&str> = regs
                    .iter()
                    .filter(|o| {
                        o.flag_word.is_some() && o.name.trim_end_matches(char::is_numeric) == family
                    })
                    .map(|o| o.offset.as_str())
                    .collect();
                out.push(RustReg {
                    doc: format!("{} (one word per 32 monitors)", r.doc),
                    name: family,
                    ty: "[usize; super::FLAG_WORDS]".into(),
                    value: format!("[{}]", offsets.join(", ")),
                });
            }
            Some(_) => {}
        }
    }
    out
}

fn render(r: Result<String, askama::Error>) -> String {
    r.expect("driver template renders")
}

/// Every file of the driver crate, under `driver/`.
pub fn emit(soc: &Soc, source: &str) -> Vec<Artifact> {
    let name = crate_name(soc);
    let mut files = Vec::from(crate_root(soc, source, &name));
    files.extend(common_modules(soc));
    files.push(tests(soc, &name));
    files.extend(stat::files(soc, source, &name));
    files.extend(optional_modules(soc, &name));
    files.extend(runtime::files(soc));
    files
}

/// The manifest and `src/lib.rs`.
fn crate_root(soc: &Soc, source: &str, name: &str) -> [Artifact; 2] {
    let version = env!("CARGO_PKG_VERSION");
    let manifest = CargoTpl {
        version,
        source,
        crate_name: name,
        soc: &soc.name,
    };
    let lib = LibTpl {
        programmable: soc.programmable.is_some(),
        packer: soc.packer.is_some(),
        autocounter: soc.autocounter.is_some(),
        version,
        source,
        crate_name: name,
        soc: &soc.name,
        esp: soc.esp_catalog,
        example_tile: soc.tiles[0].index,
        example_monitor: soc.monitors[0].index,
    };
    [
        Artifact::new("driver/Cargo.toml", render(manifest.render())),
        Artifact::new("driver/src/lib.rs", render(lib.render())),
    ]
}

/// The templated modules of every crate: typed registers, backends, the
/// address map, the tile handles.
fn common_modules(soc: &Soc) -> [Artifact; 4] {
    let v = software::view(soc);
    let backend = BackendTpl {
        packer: soc.packer.is_some(),
        autocounter: soc.autocounter.is_some(),
    };
    let map = MapTpl {
        soc: &soc.name,
        base: format!("{:#x}", soc.base),
        stride: format!("{:#x}", soc.map.stride),
        tiles: &v.tiles,
        monitor_words: soc.monitor_words(),
        flag_words: soc.map.flag_words,
        planes: soc.noc_planes,
        directions: soc.noc_directions.len(),
        dvfs_points: soc.dvfs_points,
        regs: rust_regs(&v.regs),
        first_monitor_offset: format!("{:#05x}", 4 * crate::model::FIRST_MONITOR_WORD),
        monitors: &v.monitors,
        group_bases: &v.group_bases,
        kind_lists: &v.kind_lists,
        uio: super::dts::uio_windows(soc)
            .into_iter()
            .map(|w| (w.name, format!("{:#x}", w.base), format!("{:#x}", w.size)))
            .collect(),
        packer: software::packer_view(soc),
        prog: software::prog_view(soc),
        denied: policy::denied_variant(soc.denied),
        prot: policy::prot_bits(soc),
        error: policy::error_response(soc),
    };
    let tile = TileTpl {
        kinds: kind_handles(soc, &v.monitors),
    };
    [
        Artifact::new("driver/src/regs.rs", regs::regs(soc)),
        Artifact::new("driver/src/backend.rs", render(backend.render())),
        Artifact::new("driver/src/map.rs", render(map.render())),
        Artifact::new("driver/src/tile.rs", render(tile.render())),
    ]
}

/// The root of the crate's unit tests; the tests of optional parts are
/// runtime files.
fn tests(soc: &Soc, name: &str) -> Artifact {
    let tpl = TestsTpl {
        first_tile_block: format!("tile_{}", soc.banks[0].kind),
        prog_tile_block: soc
            .banks
            .iter()
            .find(|b| b.programmable)
            .map(|b| format!("tile_{}", b.kind)),
        programmable: soc.programmable.is_some(),
        esp: soc.esp_catalog,
        crate_name: name,
        packer: soc.packer.is_some(),
        autocounter: soc.autocounter.is_some(),
    };
    Artifact::new("driver/src/tests/mod.rs", render(tpl.render()))
}

/// The templated modules of the SoC's optional parts: the specialised
/// trace decoder, the AutoCounter module.
fn optional_modules(soc: &Soc, name: &str) -> Vec<Artifact> {
    let mut files = Vec::new();
    if let Some(p) = &soc.packer {
        files.push(Artifact::new("driver/src/trace.rs", trace::trace(p, name)));
    }
    if let Some(text) = autocounter(soc) {
        files.push(Artifact::new("driver/src/autocounter.rs", text));
    }
    files
}
