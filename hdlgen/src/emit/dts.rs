//! The devicetree fragment `dts/<soc>-monitors.dtsi`: every register window
//! of the SoC as a `generic-uio` node, so Linux's `uio_pdrv_genirq` gives a
//! user program one window's registers through `/dev/uioN`, without
//! `/dev/mem`. A node's name, without its unit address, is its UIO device's
//! name; the driver crate finds the device by it ([`uio_windows`]).

use askama::Template;

use super::Artifact;
use crate::model::Soc;

/// One window as the fragment and the driver crate name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UioWindow {
    /// The node's name, and so the UIO device's: `<soc>-<window>`.
    pub name: String,
    /// Physical base address.
    pub base: u64,
    /// Bytes.
    pub size: u64,
    /// The tile it belongs to, for tile windows.
    pub tile: Option<u32>,
}

/// Every window of `soc` (tiles first, in index order; then the packer's and
/// each AutoCounter domain's), named for its UIO device.
pub fn uio_windows(soc: &Soc) -> Vec<UioWindow> {
    let windows = soc.windows();
    soc.window_instances()
        .into_iter()
        .map(|w| UioWindow {
            name: format!("{}-{}", soc.name, w.name),
            base: w.base,
            size: windows[w.window].size(),
            tile: w.tile,
        })
        .collect()
}

/// A node of the fragment, as text.
struct NodeView {
    name: String,
    /// `60090000`: the unit address.
    unit: String,
    /// `0x60090000 0x200`: `reg`'s cells.
    reg: String,
    /// `interrupts`' cells, when the description gives them.
    interrupts: Option<String>,
}

#[derive(Template)]
#[template(path = "dts/monitors.dtsi", escape = "none")]
struct DtsTpl<'a> {
    version: &'a str,
    source: &'a str,
    soc: &'a str,
    file: String,
    /// The bus node's label: `<soc>_monitors`.
    label: String,
    cells: u32,
    /// The interrupt controller's label, when the description gives one.
    interrupt_parent: Option<&'a str>,
    /// The description gives the tiles' interrupts.
    interrupts: bool,
    nodes: Vec<NodeView>,
}

/// `value` as `cells` 32-bit cells.
fn cells_of(value: u64, cells: u32) -> String {
    if cells == 1 {
        format!("{value:#x}")
    } else {
        format!("{:#x} {:#x}", value >> 32, value & 0xFFFF_FFFF)
    }
}

/// The bus node's `#address-cells` and `#size-cells`: as the description
/// says, or 1 while every window lies below 4 GiB, 2 beyond.
pub fn bus_cells(soc: &Soc) -> u32 {
    let top = uio_windows(soc)
        .iter()
        .map(|w| w.base + w.size)
        .max()
        .unwrap_or(0);
    soc.devicetree
        .cells
        .unwrap_or(if top > 1 << 32 { 2 } else { 1 })
}

/// The fragment's path under the output directory.
pub fn path(soc: &Soc) -> String {
    format!("dts/{}-monitors.dtsi", soc.name)
}

/// The fragment for `soc`, generated from the description `source`.
pub fn emit(soc: &Soc, source: &str) -> Artifact {
    let cells = bus_cells(soc);
    let dt = &soc.devicetree;
    let nodes = uio_windows(soc)
        .into_iter()
        .map(|w| NodeView {
            unit: format!("{:x}", w.base),
            reg: format!("{} {}", cells_of(w.base, cells), cells_of(w.size, cells)),
            interrupts: w
                .tile
                .and_then(|t| dt.interrupts.get(t as usize))
                .map(|cells| {
                    cells
                        .iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                }),
            name: w.name,
        })
        .collect();
    let path = path(soc);
    let tpl = DtsTpl {
        version: env!("CARGO_PKG_VERSION"),
        source,
        soc: &soc.name,
        file: path.trim_start_matches("dts/").to_string(),
        label: format!("{}_monitors", soc.name),
        cells,
        interrupt_parent: dt.interrupt_parent.as_deref(),
        interrupts: !dt.interrupts.is_empty(),
        nodes,
    };
    Artifact::new(path, tpl.render().expect("devicetree template renders"))
}
