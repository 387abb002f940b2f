//! The `[devicetree]` table as written: what the devicetree fragment
//! (`dts/<soc>-monitors.dtsi`) says beyond the windows' addresses.

use std::ops::Range;

use super::Sp;

/// `[devicetree]`: the fragment's bus cells and the tiles' interrupts.
#[derive(Debug, Clone, Default)]
pub struct DeviceTreeDesc {
    /// `#address-cells` and `#size-cells` of the fragment's bus node (its
    /// parent's, which an empty `ranges` needs): 1 or 2.
    pub cells: Option<Sp<u32>>,
    /// Label of the interrupt controller the tiles' `irq` lines reach, as
    /// written (`plic` or `&plic`).
    pub interrupt_parent: Option<Sp<String>>,
    /// Each tile's interrupt specifier (its cells), in `[[tile]]` order.
    pub interrupts: Option<Sp<Vec<Sp<Vec<u32>>>>>,
    /// Span of the whole table.
    pub span: Range<usize>,
}

/// The devicetree label `written` names (`plic` for `plic` or `&plic`), or
/// why it is not one: a label is a letter or `_` followed by letters,
/// digits and `_`, at most 31 of them, so it cannot carry devicetree text.
pub fn label(written: &str) -> Result<&str, String> {
    let name = written.strip_prefix('&').unwrap_or(written);
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= 31;
    if valid {
        Ok(name)
    } else {
        Err(format!(
            "\"{}\" is not a devicetree label; give the interrupt controller's label, a letter or _ followed by up to 30 letters, digits or _ (e.g. \"plic\" or \"&plic\")",
            written.escape_default()
        ))
    }
}
