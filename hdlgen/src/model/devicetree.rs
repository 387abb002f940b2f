//! What the devicetree fragment says beyond the windows' addresses
//! (`[devicetree]`).

use crate::desc::{devicetree, DeviceTreeDesc};

/// The bus cells and the tiles' interrupts of `dts/<soc>-monitors.dtsi`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceTree {
    /// `#address-cells` and `#size-cells` of its bus node, if given.
    pub cells: Option<u32>,
    /// The interrupt controller's label (without `&`), if given.
    pub interrupt_parent: Option<String>,
    /// Each tile's interrupt specifier, in tile order; empty if not given.
    pub interrupts: Vec<Vec<u32>>,
}

impl From<&DeviceTreeDesc> for DeviceTree {
    fn from(d: &DeviceTreeDesc) -> Self {
        DeviceTree {
            cells: d.cells.as_ref().map(|c| c.value),
            interrupt_parent: d
                .interrupt_parent
                .as_ref()
                .and_then(|p| devicetree::label(&p.value).ok())
                .map(str::to_string),
            interrupts: d
                .interrupts
                .as_ref()
                .map(|l| l.value.iter().map(|i| i.value.clone()).collect())
                .unwrap_or_default(),
        }
    }
}
