//! A register window: the one register model every block builds and every
//! emitter projects. A register's word, access, reset, writable bits and
//! fields are stated here, once; its reset value and writable mask are
//! derived from its fields, so the three can never disagree.

use super::autocounter::AcRegKind;
use super::packer::PackerRegKind;
use super::RegKind;
use crate::desc::AccessPolicy;

/// Access type of a register or field, as software sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Read-only.
    Ro,
    /// Read/write.
    Rw,
    /// Read, write 1 to clear.
    W1c,
    /// Write-only command (reads 0).
    Wo,
}

/// What writing a field does in the RTL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteEffect {
    /// The written value is stored (or the field is not writable).
    Store,
    /// Writing 1 raises a one-cycle strobe; nothing is stored (reads 0).
    PulseOnOne,
    /// Any write raises a one-cycle strobe that carries the written value;
    /// nothing is stored (reads 0).
    PulseOnWrite,
}

/// What a register of some window is, so generators ask a window for the
/// register that plays a part rather than searching for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A register of a tile's monitor window.
    Tile(RegKind),
    /// A register of the packer's window.
    Packer(PackerRegKind),
    /// A register of an AutoCounter domain's window.
    AutoCounter(AcRegKind),
}

impl From<RegKind> for Role {
    fn from(k: RegKind) -> Self {
        Role::Tile(k)
    }
}

impl From<PackerRegKind> for Role {
    fn from(k: PackerRegKind) -> Self {
        Role::Packer(k)
    }
}

impl From<AcRegKind> for Role {
    fn from(k: AcRegKind) -> Self {
        Role::AutoCounter(k)
    }
}

/// One named value of an enumerated field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumValue {
    /// Identifier.
    pub name: String,
    /// The field's value.
    pub value: u32,
    /// Free text.
    pub description: String,
}

/// A bit field of a register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Identifier.
    pub name: String,
    /// Lowest bit.
    pub lsb: u32,
    /// Bits.
    pub width: u32,
    /// Software access.
    pub access: Access,
    /// Reset value (of the field, shifted down to bit 0).
    pub reset: u64,
    /// The reset value is the tile's index, so it differs per instance.
    pub reset_is_tile: bool,
    /// A read-only value fixed at generation time (not driven by logic).
    pub constant: bool,
    /// What a write does besides storing (strobes store nothing).
    pub effect: WriteEffect,
    /// The field stores what is written, and a write also raises a one-cycle
    /// strobe the RTL acts on (SystemRDL's `swmod`).
    pub write_acts: bool,
    /// Besides software, the hardware sets and clears the stored value
    /// (SystemRDL's `hwset` and `hwclr`).
    pub hw_sets_clears: bool,
    /// Named values, when the field is an enumeration.
    pub values: Vec<EnumValue>,
    /// Free text.
    pub description: String,
}

impl Field {
    /// A stored field (or a read-only one) with nothing special about it.
    pub fn new(name: &str, lsb: u32, width: u32, access: Access, reset: u64, desc: &str) -> Self {
        Field {
            name: name.to_string(),
            lsb,
            width,
            access,
            reset,
            reset_is_tile: false,
            constant: false,
            effect: WriteEffect::Store,
            write_acts: false,
            hw_sets_clears: false,
            values: Vec::new(),
            description: desc.to_string(),
        }
    }

    /// This field as a strobe that writing 1 raises.
    pub fn pulse(self) -> Self {
        Field {
            effect: WriteEffect::PulseOnOne,
            ..self
        }
    }

    /// This field as a strobe that any write raises, with the written value.
    pub fn on_write(self) -> Self {
        Field {
            effect: WriteEffect::PulseOnWrite,
            ..self
        }
    }

    /// This field, stored, and every write of it also acts in the RTL.
    pub fn acts(self) -> Self {
        Field {
            write_acts: true,
            ..self
        }
    }

    /// This field as a generation-time constant.
    pub fn fixed(self) -> Self {
        Field {
            constant: true,
            ..self
        }
    }

    /// The field's bits in its register.
    pub fn bits(&self) -> u32 {
        mask(self.width) << self.lsb
    }

    /// Software can change (RW) or clear (W1C) what the field stores.
    pub fn stores_writes(&self) -> bool {
        matches!(self.access, Access::Rw | Access::W1c) && self.effect == WriteEffect::Store
    }
}

/// One 32-bit register of a window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Register {
    /// Identifier.
    pub name: String,
    /// Word index within the window (byte offset = 4 × word).
    pub word: u32,
    /// What it is.
    pub role: Role,
    /// Software access of the register as a whole.
    pub access: Access,
    /// One-line documentation.
    pub description: String,
    /// Fields, lowest bit first; bits outside every field read 0. None: the
    /// word is in the layout but this window implements nothing there.
    pub fields: Vec<Field>,
}

impl Register {
    /// A register at `word` playing `role`, with its fields still to come.
    pub fn new(name: &str, word: u32, role: impl Into<Role>, access: Access, desc: &str) -> Self {
        Register {
            name: name.to_string(),
            word,
            role: role.into(),
            access,
            description: desc.to_string(),
            fields: Vec::new(),
        }
    }

    /// This register with `fields`.
    pub fn with(self, fields: Vec<Field>) -> Self {
        Register { fields, ..self }
    }

    /// Byte offset within the window.
    pub fn offset(&self) -> u32 {
        self.word * 4
    }

    /// The window implements something at this word.
    pub fn implemented(&self) -> bool {
        !self.fields.is_empty()
    }

    /// Reset value, with fields that hold the tile's index as 0.
    pub fn reset(&self) -> u32 {
        self.fields
            .iter()
            .filter(|f| !f.reset_is_tile)
            .fold(0, |a, f| a | ((f.reset as u32) << f.lsb))
    }

    /// Reset value in the instance at tile index `tile`.
    pub fn reset_in(&self, tile: u32) -> u32 {
        self.fields
            .iter()
            .filter(|f| f.reset_is_tile)
            .fold(self.reset(), |a, f| a | ((tile & mask(f.width)) << f.lsb))
    }

    /// Bits whose reset value is the same in every instance.
    pub fn reset_mask(&self) -> u32 {
        self.fields
            .iter()
            .filter(|f| !f.reset_is_tile)
            .fold(0, |a, f| a | f.bits())
    }

    /// Bits software can change (RW) or clear (W1C); strobes store nothing.
    pub fn writable_mask(&self) -> u32 {
        self.fields
            .iter()
            .filter(|f| f.stores_writes())
            .fold(0, |a, f| a | f.bits())
    }

    /// The field named `name`.
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// A window of registers on the bus: a tile kind's monitor bank, the packer,
/// an AutoCounter domain.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Window {
    /// Type name, e.g. `tile_cpu`.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Word-address bits (the window is `4 << word_bits` bytes).
    pub word_bits: u32,
    /// Registers in address order.
    pub regs: Vec<Register>,
    /// Who may read it.
    pub read: AccessPolicy,
    /// Who may write it (the SoC-wide snapshot written through it included).
    pub write: AccessPolicy,
}

impl Window {
    /// Bytes the window spans.
    pub fn size(&self) -> u64 {
        4 << self.word_bits
    }

    /// The register that plays `role`.
    pub fn reg(&self, role: impl Into<Role>) -> Option<&Register> {
        let role = role.into();
        self.regs.iter().find(|r| r.role == role)
    }

    /// The word of the register that plays `role`.
    pub fn word(&self, role: impl Into<Role>) -> Option<u32> {
        self.reg(role).map(|r| r.word)
    }

    /// The word of a register every window of its kind has.
    pub fn word_of(&self, role: impl Into<Role>) -> u32 {
        let role = role.into();
        self.word(role)
            .unwrap_or_else(|| panic!("{} has a register for {role:?}", self.name))
    }

    /// Registers that implement something, the ones documents list.
    pub fn implemented(&self) -> impl Iterator<Item = &Register> {
        self.regs.iter().filter(|r| r.implemented())
    }
}

/// The low `width` bits set.
pub fn mask(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(fields: Vec<Field>) -> Register {
        Register {
            name: "r".into(),
            word: 3,
            role: Role::Tile(RegKind::Info),
            access: Access::Rw,
            description: String::new(),
            fields,
        }
    }

    #[test]
    fn reset_and_writable_mask_come_from_the_fields() {
        let r = reg(vec![
            Field::new("a", 0, 4, Access::Rw, 0x5, ""),
            Field::new("tile", 4, 8, Access::Ro, 0, "").fixed(),
            Field::new("go", 12, 1, Access::Wo, 0, "").pulse(),
            Field::new("flag", 13, 1, Access::W1c, 1, ""),
            Field::new("hi", 31, 1, Access::Rw, 1, ""),
        ]);
        assert_eq!(r.reset(), 0x8000_2005);
        // Strobes and read-only bits store nothing software writes.
        assert_eq!(r.writable_mask(), 0x8000_200F);
        assert_eq!(r.reset_mask(), 0x8000_3FFF);
        assert_eq!(r.offset(), 12);
    }

    #[test]
    fn a_tile_index_field_is_reset_per_instance_and_outside_the_reset_mask() {
        let tile = Field {
            reset_is_tile: true,
            ..Field::new("tile", 0, 16, Access::Ro, 0, "")
        };
        let r = reg(vec![
            tile,
            Field::new("v", 28, 4, Access::Ro, 1, "").fixed(),
        ]);
        assert_eq!(r.reset(), 0x1000_0000);
        assert_eq!(r.reset_in(0x1_0007), 0x1000_0007, "16 bits of the index");
        assert_eq!(r.reset_mask(), 0xF000_0000);
    }

    #[test]
    fn a_window_answers_by_role() {
        let w = Window {
            name: "w".into(),
            word_bits: 4,
            regs: vec![reg(Vec::new())],
            ..Window::default()
        };
        assert_eq!(w.word(RegKind::Info), Some(3));
        assert_eq!(w.word(RegKind::Ctrl), None);
        assert_eq!(w.size(), 64);
        assert_eq!(w.implemented().count(), 0, "no fields: nothing there");
    }
}
