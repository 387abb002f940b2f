//! Typed register access in the spirit of svd2rust: [`Reg::read`],
//! [`Reg::write`] (from the reset value), [`Reg::modify`] (read, change,
//! write back) and, for write-1-to-clear flags, [`Reg::clear`] as its own
//! operation. Which of them a register offers is decided by its kind
//! (`Readable`, `Writable`, `Modifiable`, `ClearOnOne`), so a
//! read-modify-write of a W1C register, which would clear every flag that
//! was set, does not compile. The registers themselves are in [`crate::regs`].

use core::marker::PhantomData;

use crate::backend::Backend;

/// A register's place in its window and the types of its values.
pub trait RegisterSpec {
    /// Byte offset from the window's base.
    const OFFSET: usize;
    /// The register's reset value: a `write` starts from it.
    const RESET: u32;
    /// A value read from the register.
    type R: From<u32>;
    /// A value to write, built field by field.
    type W: From<u32> + Into<u32>;
}

/// A register whose reads return its fields.
pub trait Readable: RegisterSpec {}
/// A register software writes.
pub trait Writable: RegisterSpec {}
/// A register whose read value can be written back unchanged (no
/// write-1-to-clear bit in it).
pub trait Modifiable: Readable + Writable {}
/// A register of write-1-to-clear flags.
pub trait ClearOnOne: RegisterSpec {}

/// One register of one window, over a backend.
#[derive(Debug)]
pub struct Reg<'a, B: Backend, S: RegisterSpec> {
    bus: &'a mut B,
    offset: usize,
    _spec: PhantomData<S>,
}

impl<'a, B: Backend, S: RegisterSpec> Reg<'a, B, S> {
    /// The register of the window at byte `base` of `bus`.
    #[inline]
    pub fn new(bus: &'a mut B, base: usize) -> Self {
        Self { bus, offset: base + S::OFFSET, _spec: PhantomData }
    }

    /// The raw word (the escape hatch).
    #[inline]
    pub fn read_raw(&mut self) -> u32 {
        self.bus.read32(self.offset)
    }

    /// Writes a raw word (the escape hatch).
    #[inline]
    pub fn write_raw(&mut self, value: u32) {
        self.bus.write32(self.offset, value)
    }
}

impl<B: Backend, S: Readable> Reg<'_, B, S> {
    /// Reads the register.
    #[inline]
    pub fn read(&mut self) -> S::R {
        S::R::from(self.bus.read32(self.offset))
    }
}

impl<B: Backend, S: Writable> Reg<'_, B, S> {
    /// Writes the register: the reset value with the fields `f` sets.
    #[inline]
    pub fn write(&mut self, f: impl FnOnce(&mut S::W) -> &mut S::W) {
        let mut w = S::W::from(S::RESET);
        f(&mut w);
        self.bus.write32(self.offset, w.into())
    }
}

impl<B: Backend, S: Modifiable> Reg<'_, B, S> {
    /// Reads the register, lets `f` change fields of what was read, and
    /// writes the result back.
    #[inline]
    pub fn modify(&mut self, f: impl for<'w> FnOnce(&S::R, &'w mut S::W) -> &'w mut S::W) {
        let v = self.bus.read32(self.offset);
        let mut w = S::W::from(v);
        f(&S::R::from(v), &mut w);
        self.bus.write32(self.offset, w.into())
    }
}

impl<B: Backend, S: ClearOnOne> Reg<'_, B, S> {
    /// Clears the flags `f` names (writes 1 there and 0 everywhere else).
    #[inline]
    pub fn clear(&mut self, f: impl FnOnce(&mut S::W) -> &mut S::W) {
        let mut w = S::W::from(0);
        f(&mut w);
        self.bus.write32(self.offset, w.into())
    }
}
