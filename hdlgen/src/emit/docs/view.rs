//! Every register window (`model::window`) flattened for the Markdown, SVD
//! and SystemRDL templates: each exporter supplies how text is escaped and
//! how an access type is spelled, and the templates only lay it out.

use super::policy;
use crate::model::window::{Role, WriteEffect};
use crate::model::{Access, RegKind, Register, Soc};

/// A field, formatted.
pub struct FieldView {
    /// Identifier (escaped for the format).
    pub name: String,
    /// Lowest bit.
    pub lsb: u32,
    /// Highest bit.
    pub msb: u32,
    /// Bits.
    pub width: u32,
    /// Access, spelled for the format.
    pub access: String,
    /// Writing 1 clears the bit (a format may say so apart from `access`).
    pub w1c: bool,
    /// A one-cycle strobe: nothing is stored (SystemRDL's `singlepulse`).
    pub singlepulse: bool,
    /// Any write acts, whatever its value or besides storing it (SystemRDL's
    /// `swmod`).
    pub swmod: bool,
    /// The hardware sets and clears it too (SystemRDL's `hwset`, `hwclr`).
    pub hw_sets_clears: bool,
    /// The hardware counts it up, and software may write it (SystemRDL's
    /// `counter`): a programmable counter's count.
    pub counter: bool,
    /// Reset value as hex.
    pub reset: String,
    /// The reset value is the tile's index.
    pub reset_is_tile: bool,
    /// Description, escaped for the format.
    pub desc: String,
}

/// A register, formatted.
pub struct RegView {
    /// Identifier.
    pub name: String,
    /// Byte offset as hex.
    pub offset: String,
    /// Access of the register.
    pub access: String,
    /// Writing 1 clears its bits.
    pub w1c: bool,
    /// Reset value as hex (tile-index bits as 0).
    pub reset: String,
    /// Bits with the same reset value in every instance, as hex.
    pub reset_mask: String,
    /// Description, escaped.
    pub desc: String,
    /// Fields, lowest first.
    pub fields: Vec<FieldView>,
}

/// A window type, formatted.
pub struct BlockView {
    /// Type name.
    pub name: String,
    /// Description, escaped.
    pub desc: String,
    /// Window size as hex.
    pub size: String,
    /// Registers.
    pub regs: Vec<RegView>,
    /// Read policy, as a description spells it.
    pub read: &'static str,
    /// Write policy, as a description spells it.
    pub write: &'static str,
    /// The SVD `<protection>` letter, if the policy asks for one.
    pub protection: Option<char>,
    /// The policy in a sentence, with signals marked up for the format;
    /// empty when no window of the SoC restricts access.
    pub policy: String,
}

/// A window on the bus, formatted.
pub struct InstanceView {
    /// Identifier.
    pub name: String,
    /// Its type.
    pub block: String,
    /// Index of the type.
    pub block_index: usize,
    /// The first window of the same type, if this is not it (SVD derives from it).
    pub derived_from: Option<String>,
    /// Base address as hex.
    pub base: String,
    /// Tile index, for tile windows.
    pub tile: Option<u32>,
}

/// Every window, formatted.
pub struct RegsView {
    /// Window types.
    pub blocks: Vec<BlockView>,
    /// Windows.
    pub instances: Vec<InstanceView>,
}

/// Formats `soc`'s registers with `escape` for text, `name` for identifiers,
/// `access` for access types (given whether the field is a constant) and
/// `code` for signal names in prose.
pub fn view(
    soc: &Soc,
    escape: &dyn Fn(&str) -> String,
    name: &dyn Fn(&str) -> String,
    access: &dyn Fn(Access, bool) -> String,
    code: &dyn Fn(&str) -> String,
) -> RegsView {
    let blocks = soc.windows();
    let instances = soc.window_instances();
    let restricted = policy::restricted(soc);
    let blocks_v = blocks
        .iter()
        .map(|b| BlockView {
            name: name(&b.name),
            desc: escape(&b.description),
            size: format!("{:#x}", b.size()),
            read: b.read.spelling(),
            write: b.write.spelling(),
            protection: policy::svd_protection(b.read, b.write),
            policy: if restricted {
                policy::sentence(soc, b, code)
            } else {
                String::new()
            },
            regs: b
                .implemented()
                .map(|r| RegView {
                    name: name(&r.name),
                    offset: format!("{:#05x}", r.offset()),
                    access: access(r.access, false),
                    w1c: r.access == Access::W1c,
                    reset: format!("{:#010x}", r.reset()),
                    reset_mask: format!("{:#010x}", r.reset_mask()),
                    desc: escape(&r.description),
                    fields: r
                        .fields
                        .iter()
                        .map(|f| FieldView {
                            name: name(&f.name),
                            lsb: f.lsb,
                            msb: f.lsb + f.width - 1,
                            width: f.width,
                            access: access(f.access, f.constant),
                            w1c: f.access == Access::W1c,
                            singlepulse: f.effect != WriteEffect::Store,
                            swmod: f.effect == WriteEffect::PulseOnWrite || f.write_acts,
                            hw_sets_clears: f.hw_sets_clears,
                            counter: hardware_counts(r),
                            reset: format!("{:#x}", f.reset),
                            reset_is_tile: f.reset_is_tile,
                            desc: escape(&f.description),
                        })
                        .collect(),
                })
                .collect(),
        })
        .collect();
    let instances = instances
        .iter()
        .enumerate()
        .map(|(i, inst)| InstanceView {
            name: name(&inst.name),
            block: name(&blocks[inst.window].name),
            block_index: inst.window,
            derived_from: instances[..i]
                .iter()
                .find(|o| o.window == inst.window)
                .map(|o| name(&o.name)),
            base: format!("{:#010x}", inst.base),
            tile: inst.tile,
        })
        .collect();
    RegsView {
        blocks: blocks_v,
        instances,
    }
}

/// The registers whose fields the hardware counts up: a programmable
/// counter's count, both words of a wide one (software may write it; the
/// write wins over an increment).
fn hardware_counts(r: &Register) -> bool {
    matches!(
        r.role,
        Role::Tile(RegKind::ProgCountLo(_) | RegKind::ProgCountHi(_))
    )
}
