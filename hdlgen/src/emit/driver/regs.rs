//! The driver crate's typed registers (`src/regs.rs`, on `src/register.rs`),
//! from the same register windows the SVD and SystemRDL come from.

use askama::Template;

use crate::emit::docs::policy;
use crate::model::names::comment_text;
use crate::model::window::{Field, WriteEffect};
use crate::model::{Access, RegKind, Register, Soc};

/// A field's getter and setter.
struct FieldView {
    name: String,
    /// The getter's type: `bool` for one bit, else `u32`, or an enum.
    get_ty: &'static str,
    /// The setter's type.
    set_ty: &'static str,
    /// The getter's body.
    get: String,
    /// The setter's statement.
    set: String,
    readable: bool,
    writable: bool,
    doc: String,
}

/// (type, getter body, setter statement) of a field at `lsb`, `width` bits,
/// with no shift by 0 or mask of all ones (clippy's identity_op).
fn accessors(lsb: u32, width: u32) -> (&'static str, String, String) {
    let shifted = if lsb == 0 {
        "self.0".to_string()
    } else {
        format!("self.0 >> {lsb}")
    };
    if width == 1 {
        let set = if lsb == 0 {
            "self.0 = (self.0 & !1) | u32::from(value);".to_string()
        } else {
            format!("self.0 = (self.0 & !(1 << {lsb})) | (u32::from(value) << {lsb});")
        };
        return ("bool", format!("{shifted} & 1 == 1"), set);
    }
    if width >= 32 {
        return ("u32", shifted, "self.0 = value;".to_string());
    }
    let mask = format!("{:#x}", (1u32 << width) - 1);
    let set = if lsb == 0 {
        format!("self.0 = (self.0 & !{mask}) | (value & {mask});")
    } else {
        format!("self.0 = (self.0 & !({mask} << {lsb})) | ((value & {mask}) << {lsb});")
    };
    ("u32", format!("{shifted} & {mask}"), set)
}

/// A register: what `Reg` may do with it, and its fields.
struct RegView {
    name: String,
    /// The earlier window type whose identical register this re-exports.
    same_as: Option<String>,
    offset: String,
    reset: String,
    readable: bool,
    writable: bool,
    modifiable: bool,
    clear_on_one: bool,
    doc: String,
    fields: Vec<FieldView>,
}

/// A window type.
struct BlockView {
    name: String,
    doc: String,
    /// Its access policy in words (rustdoc markup).
    policy: String,
    /// `map::Access` variants of its read and write policies.
    read: &'static str,
    write: &'static str,
    /// It has the SoC-wide snapshot register, which its write policy guards.
    global_snapshot: bool,
    regs: Vec<RegView>,
}

#[derive(Template)]
#[template(path = "rust/regs.rs", escape = "none")]
struct RegsTpl {
    blocks: Vec<BlockView>,
}

/// The getter and setter of field `f`.
fn field_view(f: &Field) -> FieldView {
    let (ty, mut get, mut set) = accessors(f.lsb, f.width);
    let (mut get_ty, mut set_ty) = (ty, ty);
    // The one enumerated field, the select's event, is `map::Event`.
    if !f.values.is_empty() {
        let mask = format!("{:#x}", (1u64 << f.width) - 1);
        get_ty = "Option<crate::map::Event>";
        set_ty = "crate::map::Event";
        let raw = if f.lsb == 0 {
            format!("self.0 & {mask}")
        } else {
            format!("self.0 >> {} & {mask}", f.lsb)
        };
        get = format!("crate::map::Event::from_code({raw})");
        set = if f.lsb == 0 {
            format!("self.0 = (self.0 & !{mask}) | (value.code() & {mask});")
        } else {
            format!(
                "self.0 = (self.0 & !({mask} << {l})) | ((value.code() & {mask}) << {l});",
                l = f.lsb
            )
        };
    }
    FieldView {
        name: f.name.clone(),
        get_ty,
        set_ty,
        get,
        set,
        readable: f.access != Access::Wo,
        writable: !f.constant
            && matches!(f.access, Access::Rw | Access::Wo | Access::W1c)
            && !f.reset_is_tile,
        doc: comment_text(&f.description),
    }
}

/// What `Reg` may do with `r`, and its fields.
fn reg_view(r: &Register, same_as: Option<String>) -> RegView {
    let fields: Vec<FieldView> = r.fields.iter().map(field_view).collect();
    let w1c = r.fields.iter().any(|f| f.access == Access::W1c);
    let readable = r.fields.iter().any(|f| f.access != Access::Wo);
    let writable = !w1c && fields.iter().any(|f| f.writable);
    // A strobe reads 0, so writing a read value back is harmless; a W1C
    // flag written back would clear itself.
    let stores = r
        .fields
        .iter()
        .any(|f| f.access == Access::Rw && f.effect == WriteEffect::Store);
    RegView {
        name: r.name.clone(),
        same_as,
        offset: format!("{:#x}", r.offset()),
        reset: format!("{:#x}", r.reset()),
        readable,
        writable,
        modifiable: readable && writable && stores,
        clear_on_one: w1c,
        doc: comment_text(&r.description),
        fields,
    }
}

/// `src/regs.rs` for `soc`. A register that an earlier window type has
/// identically (most tile registers are the same in every kind) is
/// re-exported from there rather than written again.
pub fn regs(soc: &Soc) -> String {
    let mut first: Vec<(&Register, &str)> = Vec::new();
    let mut blocks = Vec::new();
    for b in soc.windows() {
        let mut regs = Vec::new();
        for r in b.implemented() {
            let same_as = first
                .iter()
                .find(|(d, _)| *d == r)
                .map(|(_, block)| block.to_string());
            if same_as.is_none() {
                first.push((r, &b.name));
            }
            regs.push(reg_view(r, same_as));
        }
        blocks.push(BlockView {
            name: b.name.clone(),
            doc: comment_text(&b.description),
            policy: comment_text(&policy::sentence(soc, b, &|s| format!("`{s}`"))),
            read: policy::variant(b.read),
            write: policy::variant(b.write),
            global_snapshot: b.reg(RegKind::GlobalSnapshot).is_some(),
            regs,
        });
    }
    RegsTpl { blocks }.render().expect("regs template renders")
}
