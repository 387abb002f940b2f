//! Every register of every window type, typed: `regs::<window>::<register>`
//! holds the register's `R` (what a read returns, a getter per field) and
//! `W` (a setter per field), and `Spec`, which says what
//! [`crate::register::Reg`] may do with it. `<window>::at(bus, base)` gives
//! the registers of one window; the tile handles (`mon.cpu(0).regs()`), the
//! packer and the AutoCounters hand them out too.

/// Monitor window of a cpu tile
///
/// Reads: any master; writes: any master.
pub mod tile_cpu {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Any;
    /// Which masters may write the window (`global_snapshot`, written here, snapshots every tile).
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `tile_cpu` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `tile_cpu` window.
    #[derive(Debug)]
    pub struct Regs<'a, B: Backend> {
        bus: &'a mut B,
        base: usize,
    }

    impl<B: Backend> Regs<'_, B> {
        /// Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)
        #[inline]
        pub fn snapshot(&mut self) -> Reg<'_, B, snapshot::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 0
        #[inline]
        pub fn noc_inject_p0(&mut self) -> Reg<'_, B, noc_inject_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_local_p0(&mut self) -> Reg<'_, B, noc_queue_full_local_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Loads retired
        #[inline]
        pub fn loads(&mut self) -> Reg<'_, B, loads::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Stores retired
        #[inline]
        pub fn stores(&mut self) -> Reg<'_, B, stores::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// L1 data-cache misses (PicoRV32 has no cache: harness traffic)
        #[inline]
        pub fn l1d_miss(&mut self) -> Reg<'_, B, l1d_miss::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)
        #[inline]
        pub fn ctrl(&mut self) -> Reg<'_, B, ctrl::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0
        #[inline]
        pub fn global_snapshot(&mut self) -> Reg<'_, B, global_snapshot::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
        #[inline]
        pub fn info(&mut self) -> Reg<'_, B, info::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Count enable of monitors 0..31 (bit i = monitor 32*0+i)
        #[inline]
        pub fn enable0(&mut self) -> Reg<'_, B, enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 0..31; write 1 to clear
        #[inline]
        pub fn overflow0(&mut self) -> Reg<'_, B, overflow0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 0..31
        #[inline]
        pub fn overflow_irq_enable0(&mut self) -> Reg<'_, B, overflow_irq_enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 0: bits 3:0 event, bit 31 inhibit (reset 1)
        #[inline]
        pub fn prog0_select(&mut self) -> Reg<'_, B, prog0_select::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 0, bits 31:0; writable (reading it latches the high word)
        #[inline]
        pub fn prog0_count(&mut self) -> Reg<'_, B, prog0_count::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Threshold of counter 0 (0: none), bits 31:0
        #[inline]
        pub fn prog0_threshold(&mut self) -> Reg<'_, B, prog0_threshold::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 1: bits 3:0 event, bit 31 inhibit (reset 1)
        #[inline]
        pub fn prog1_select(&mut self) -> Reg<'_, B, prog1_select::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 1, bits 31:0; writable (reading it latches the high word)
        #[inline]
        pub fn prog1_count(&mut self) -> Reg<'_, B, prog1_count::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Threshold of counter 1 (0: none), bits 31:0
        #[inline]
        pub fn prog1_threshold(&mut self) -> Reg<'_, B, prog1_threshold::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 2: bits 3:0 event, bit 31 inhibit (reset 1)
        #[inline]
        pub fn prog2_select(&mut self) -> Reg<'_, B, prog2_select::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 2, bits 31:0; writable (reading it latches the high word)
        #[inline]
        pub fn prog2_count(&mut self) -> Reg<'_, B, prog2_count::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Threshold of counter 2 (0: none), bits 31:0
        #[inline]
        pub fn prog2_threshold(&mut self) -> Reg<'_, B, prog2_threshold::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 3: bits 3:0 event, bit 31 inhibit (reset 1)
        #[inline]
        pub fn prog3_select(&mut self) -> Reg<'_, B, prog3_select::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Programmable counter 3, bits 31:0; writable (reading it latches the high word)
        #[inline]
        pub fn prog3_count(&mut self) -> Reg<'_, B, prog3_count::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Threshold of counter 3 (0: none), bits 31:0
        #[inline]
        pub fn prog3_threshold(&mut self) -> Reg<'_, B, prog3_threshold::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bit k: counter k overflowed; bit 16+k: counter k reached its threshold; write 1 to clear
        #[inline]
        pub fn prog_flags(&mut self) -> Reg<'_, B, prog_flags::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Interrupt enables for the prog_flags bits
        #[inline]
        pub fn prog_irq_enable(&mut self) -> Reg<'_, B, prog_irq_enable::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `snapshot` at 0x0: Bit 0: 1 latches every counter of the tile into the snapshot and makes monitor reads return it; 0 returns to live values (ESP burst register)
    pub mod snapshot {
        use crate::register::*;

        /// What [`Reg`] may do with `snapshot`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `snapshot`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// 1: reads return the snapshot taken when it was set
            #[inline]
            pub fn active(&self) -> bool {
                self.0 & 1 == 1
            }
        }

        /// A value to write to `snapshot`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// 1: reads return the snapshot taken when it was set
            #[inline]
            pub fn active(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
        }
    }

    /// `noc_inject_p0` at 0x54: NoC injections on plane 0
    pub mod noc_inject_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_inject_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x54;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_inject_p0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `noc_inject_p0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `noc_queue_full_local_p0` at 0x58: Cycles with the local NoC queue of plane 0 full
    pub mod noc_queue_full_local_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_local_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x58;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_local_p0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `noc_queue_full_local_p0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `loads` at 0x5c: Loads retired
    pub mod loads {
        use crate::register::*;

        /// What [`Reg`] may do with `loads`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x5c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `loads`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `loads`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `stores` at 0x60: Stores retired
    pub mod stores {
        use crate::register::*;

        /// What [`Reg`] may do with `stores`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x60;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `stores`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `stores`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `l1d_miss` at 0x64: L1 data-cache misses (PicoRV32 has no cache: harness traffic)
    pub mod l1d_miss {
        use crate::register::*;

        /// What [`Reg`] may do with `l1d_miss`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x64;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `l1d_miss`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `l1d_miss`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `ctrl` at 0x70: Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)
    pub mod ctrl {
        use crate::register::*;

        /// What [`Reg`] may do with `ctrl`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x70;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `ctrl`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// 1: every counter of the tile holds
            #[inline]
            pub fn freeze(&self) -> bool {
                self.0 & 1 == 1
            }
        }

        /// A value to write to `ctrl`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// 1: every counter of the tile holds
            #[inline]
            pub fn freeze(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// Write 1: zero every counter and flag of the tile (reads 0)
            #[inline]
            pub fn clear(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
        }
    }

    /// `global_snapshot` at 0x74: Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0
    pub mod global_snapshot {
        use crate::register::*;

        /// What [`Reg`] may do with `global_snapshot`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x74;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Writable for Spec {}

        /// A value read from `global_snapshot`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
        }

        /// A value to write to `global_snapshot`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Write 1: snapshot every tile in the same cycle; write 0: release them all (reads 0)
            #[inline]
            pub fn take(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
        }
    }

    /// `info` at 0x78: Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x78;
            const RESET: u32 = 0x10190000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `info`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Index of this tile
            #[inline]
            pub fn tile(&self) -> u32 {
                self.0 & 0xffff
            }
            /// Monitor words in the map
            #[inline]
            pub fn words(&self) -> u32 {
                self.0 >> 16 & 0xff
            }
            /// Tile kind code
            #[inline]
            pub fn kind(&self) -> u32 {
                self.0 >> 24 & 0xf
            }
            /// Map layout version
            #[inline]
            pub fn version(&self) -> u32 {
                self.0 >> 28 & 0xf
            }
        }

        /// A value to write to `info`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `enable0` at 0x7c: Count enable of monitors 0..31 (bit i = monitor 32*0+i)
    pub mod enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x7c;
            const RESET: u32 = 0x1f00000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `enable0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// loads: counts when 1
            #[inline]
            pub fn loads(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// stores: counts when 1
            #[inline]
            pub fn stores(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// l1d_miss: counts when 1
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
        }

        /// A value to write to `enable0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// loads: counts when 1
            #[inline]
            pub fn loads(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// stores: counts when 1
            #[inline]
            pub fn stores(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// l1d_miss: counts when 1
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
        }
    }

    /// `overflow0` at 0x80: Sticky overflow flags of monitors 0..31; write 1 to clear
    pub mod overflow0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x80;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl ClearOnOne for Spec {}

        /// A value read from `overflow0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// loads: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn loads(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// stores: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn stores(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// l1d_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
        }

        /// A value to write to `overflow0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// loads: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn loads(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// stores: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn stores(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// l1d_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
        }
    }

    /// `overflow_irq_enable0` at 0x84: Overflow interrupt enables of monitors 0..31
    pub mod overflow_irq_enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x84;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// loads: overflow raises irq when 1
            #[inline]
            pub fn loads(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// stores: overflow raises irq when 1
            #[inline]
            pub fn stores(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// l1d_miss: overflow raises irq when 1
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
        }

        /// A value to write to `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// loads: overflow raises irq when 1
            #[inline]
            pub fn loads(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// stores: overflow raises irq when 1
            #[inline]
            pub fn stores(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// l1d_miss: overflow raises irq when 1
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
        }
    }

    /// `prog0_select` at 0x88: Programmable counter 0: bits 3:0 event, bit 31 inhibit (reset 1)
    pub mod prog0_select {
        use crate::register::*;

        /// What [`Reg`] may do with `prog0_select`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x88;
            const RESET: u32 = 0x80000000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog0_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&self) -> Option<crate::map::Event> {
                crate::map::Event::from_code(self.0 & 0xf)
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&self) -> bool {
                self.0 >> 31 & 1 == 1
            }
        }

        /// A value to write to `prog0_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&mut self, value: crate::map::Event) -> &mut Self {
                self.0 = (self.0 & !0xf) | (value.code() & 0xf);
                self
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `prog0_count` at 0x8c: Programmable counter 0, bits 31:0; writable (reading it latches the high word)
    pub mod prog0_count {
        use crate::register::*;

        /// What [`Reg`] may do with `prog0_count`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x8c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog0_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog0_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog0_threshold` at 0x90: Threshold of counter 0 (0: none), bits 31:0
    pub mod prog0_threshold {
        use crate::register::*;

        /// What [`Reg`] may do with `prog0_threshold`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x90;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog0_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog0_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog1_select` at 0x94: Programmable counter 1: bits 3:0 event, bit 31 inhibit (reset 1)
    pub mod prog1_select {
        use crate::register::*;

        /// What [`Reg`] may do with `prog1_select`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x94;
            const RESET: u32 = 0x80000000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog1_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&self) -> Option<crate::map::Event> {
                crate::map::Event::from_code(self.0 & 0xf)
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&self) -> bool {
                self.0 >> 31 & 1 == 1
            }
        }

        /// A value to write to `prog1_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&mut self, value: crate::map::Event) -> &mut Self {
                self.0 = (self.0 & !0xf) | (value.code() & 0xf);
                self
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `prog1_count` at 0x98: Programmable counter 1, bits 31:0; writable (reading it latches the high word)
    pub mod prog1_count {
        use crate::register::*;

        /// What [`Reg`] may do with `prog1_count`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x98;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog1_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog1_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog1_threshold` at 0x9c: Threshold of counter 1 (0: none), bits 31:0
    pub mod prog1_threshold {
        use crate::register::*;

        /// What [`Reg`] may do with `prog1_threshold`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x9c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog1_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog1_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog2_select` at 0xa0: Programmable counter 2: bits 3:0 event, bit 31 inhibit (reset 1)
    pub mod prog2_select {
        use crate::register::*;

        /// What [`Reg`] may do with `prog2_select`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa0;
            const RESET: u32 = 0x80000000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog2_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&self) -> Option<crate::map::Event> {
                crate::map::Event::from_code(self.0 & 0xf)
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&self) -> bool {
                self.0 >> 31 & 1 == 1
            }
        }

        /// A value to write to `prog2_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&mut self, value: crate::map::Event) -> &mut Self {
                self.0 = (self.0 & !0xf) | (value.code() & 0xf);
                self
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `prog2_count` at 0xa4: Programmable counter 2, bits 31:0; writable (reading it latches the high word)
    pub mod prog2_count {
        use crate::register::*;

        /// What [`Reg`] may do with `prog2_count`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog2_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog2_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog2_threshold` at 0xa8: Threshold of counter 2 (0: none), bits 31:0
    pub mod prog2_threshold {
        use crate::register::*;

        /// What [`Reg`] may do with `prog2_threshold`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog2_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog2_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog3_select` at 0xac: Programmable counter 3: bits 3:0 event, bit 31 inhibit (reset 1)
    pub mod prog3_select {
        use crate::register::*;

        /// What [`Reg`] may do with `prog3_select`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xac;
            const RESET: u32 = 0x80000000;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog3_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&self) -> Option<crate::map::Event> {
                crate::map::Event::from_code(self.0 & 0xf)
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&self) -> bool {
                self.0 >> 31 & 1 == 1
            }
        }

        /// A value to write to `prog3_select`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Event code (see the event table)
            #[inline]
            pub fn event(&mut self, value: crate::map::Event) -> &mut Self {
                self.0 = (self.0 & !0xf) | (value.code() & 0xf);
                self
            }
            /// 1: the counter holds (set at reset)
            #[inline]
            pub fn inhibit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `prog3_count` at 0xb0: Programmable counter 3, bits 31:0; writable (reading it latches the high word)
    pub mod prog3_count {
        use crate::register::*;

        /// What [`Reg`] may do with `prog3_count`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog3_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog3_count`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Count, bits 31:0
            #[inline]
            pub fn count(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog3_threshold` at 0xb4: Threshold of counter 3 (0: none), bits 31:0
    pub mod prog3_threshold {
        use crate::register::*;

        /// What [`Reg`] may do with `prog3_threshold`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog3_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `prog3_threshold`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Threshold (0: none)
            #[inline]
            pub fn threshold(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `prog_flags` at 0xb8: Bit k: counter k overflowed; bit 16+k: counter k reached its threshold; write 1 to clear
    pub mod prog_flags {
        use crate::register::*;

        /// What [`Reg`] may do with `prog_flags`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl ClearOnOne for Spec {}

        /// A value read from `prog_flags`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Counter 0 overflowed
            #[inline]
            pub fn overflow0(&self) -> bool {
                self.0 & 1 == 1
            }
            /// Counter 1 overflowed
            #[inline]
            pub fn overflow1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// Counter 2 overflowed
            #[inline]
            pub fn overflow2(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// Counter 3 overflowed
            #[inline]
            pub fn overflow3(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// Counter 0 reached its threshold
            #[inline]
            pub fn threshold0(&self) -> bool {
                self.0 >> 16 & 1 == 1
            }
            /// Counter 1 reached its threshold
            #[inline]
            pub fn threshold1(&self) -> bool {
                self.0 >> 17 & 1 == 1
            }
            /// Counter 2 reached its threshold
            #[inline]
            pub fn threshold2(&self) -> bool {
                self.0 >> 18 & 1 == 1
            }
            /// Counter 3 reached its threshold
            #[inline]
            pub fn threshold3(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
        }

        /// A value to write to `prog_flags`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Counter 0 overflowed
            #[inline]
            pub fn overflow0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// Counter 1 overflowed
            #[inline]
            pub fn overflow1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// Counter 2 overflowed
            #[inline]
            pub fn overflow2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// Counter 3 overflowed
            #[inline]
            pub fn overflow3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// Counter 0 reached its threshold
            #[inline]
            pub fn threshold0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 16)) | (u32::from(value) << 16);
                self
            }
            /// Counter 1 reached its threshold
            #[inline]
            pub fn threshold1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 17)) | (u32::from(value) << 17);
                self
            }
            /// Counter 2 reached its threshold
            #[inline]
            pub fn threshold2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 18)) | (u32::from(value) << 18);
                self
            }
            /// Counter 3 reached its threshold
            #[inline]
            pub fn threshold3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
        }
    }

    /// `prog_irq_enable` at 0xbc: Interrupt enables for the prog_flags bits
    pub mod prog_irq_enable {
        use crate::register::*;

        /// What [`Reg`] may do with `prog_irq_enable`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xbc;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `prog_irq_enable`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Counter 0 overflowed
            #[inline]
            pub fn overflow0(&self) -> bool {
                self.0 & 1 == 1
            }
            /// Counter 1 overflowed
            #[inline]
            pub fn overflow1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// Counter 2 overflowed
            #[inline]
            pub fn overflow2(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// Counter 3 overflowed
            #[inline]
            pub fn overflow3(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// Counter 0 reached its threshold
            #[inline]
            pub fn threshold0(&self) -> bool {
                self.0 >> 16 & 1 == 1
            }
            /// Counter 1 reached its threshold
            #[inline]
            pub fn threshold1(&self) -> bool {
                self.0 >> 17 & 1 == 1
            }
            /// Counter 2 reached its threshold
            #[inline]
            pub fn threshold2(&self) -> bool {
                self.0 >> 18 & 1 == 1
            }
            /// Counter 3 reached its threshold
            #[inline]
            pub fn threshold3(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
        }

        /// A value to write to `prog_irq_enable`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Counter 0 overflowed
            #[inline]
            pub fn overflow0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// Counter 1 overflowed
            #[inline]
            pub fn overflow1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// Counter 2 overflowed
            #[inline]
            pub fn overflow2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// Counter 3 overflowed
            #[inline]
            pub fn overflow3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// Counter 0 reached its threshold
            #[inline]
            pub fn threshold0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 16)) | (u32::from(value) << 16);
                self
            }
            /// Counter 1 reached its threshold
            #[inline]
            pub fn threshold1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 17)) | (u32::from(value) << 17);
                self
            }
            /// Counter 2 reached its threshold
            #[inline]
            pub fn threshold2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 18)) | (u32::from(value) << 18);
                self
            }
            /// Counter 3 reached its threshold
            #[inline]
            pub fn threshold3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
        }
    }
}

/// Continuous-monitoring trace packer
///
/// Reads: any master; writes: any master.
pub mod packer {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Any;
    /// Which masters may write the window.
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `packer` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `packer` window.
    #[derive(Debug)]
    pub struct Regs<'a, B: Backend> {
        bus: &'a mut B,
        base: usize,
    }

    impl<B: Backend> Regs<'_, B> {
        /// Bit 0 enable, 1 control-flow filter, 2 halt on almost-full (reset 1), 3 force halt, 4 start trigger, 5 stop trigger; a write re-arms the triggers
        #[inline]
        pub fn ctrl(&mut self) -> Reg<'_, B, ctrl::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Write bit 0: flush (emit a packet now, with TLAST; with halting on, once the level is below the threshold); bit 1: zero the drop counter; reads 0
        #[inline]
        pub fn cmd(&mut self) -> Reg<'_, B, cmd::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bit 0 tracing, 1 halt output, 2 FIFO empty, 3 FIFO full, 4 flush pending
        #[inline]
        pub fn status(&mut self) -> Reg<'_, B, status::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Packets in the FIFO (including the one offered on the stream)
        #[inline]
        pub fn level(&mut self) -> Reg<'_, B, level::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower
        #[inline]
        pub fn almost_full(&mut self) -> Reg<'_, B, almost_full::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// TLAST on every Nth packet (0: only on flush)
        #[inline]
        pub fn tlast_every(&mut self) -> Reg<'_, B, tlast_every::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Packets dropped because the FIFO was full
        #[inline]
        pub fn drops(&mut self) -> Reg<'_, B, drops::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Packets created so far (the next sequence number)
        #[inline]
        pub fn packets(&mut self) -> Reg<'_, B, packets::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Layout id carried by every packet
        #[inline]
        pub fn layout_id(&mut self) -> Reg<'_, B, layout_id::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Start trigger PC, bits 31:0
        #[inline]
        pub fn start_pc_lo(&mut self) -> Reg<'_, B, start_pc_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Stop trigger PC, bits 31:0
        #[inline]
        pub fn stop_pc_lo(&mut self) -> Reg<'_, B, stop_pc_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
        #[inline]
        pub fn wp0_cfg(&mut self) -> Reg<'_, B, wp0_cfg::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint exact PC or range start, bits 31:0
        #[inline]
        pub fn wp0_a_lo(&mut self) -> Reg<'_, B, wp0_a_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint range end (inclusive), bits 31:0
        #[inline]
        pub fn wp0_b_lo(&mut self) -> Reg<'_, B, wp0_b_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
        #[inline]
        pub fn wp1_cfg(&mut self) -> Reg<'_, B, wp1_cfg::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint exact PC or range start, bits 31:0
        #[inline]
        pub fn wp1_a_lo(&mut self) -> Reg<'_, B, wp1_a_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Watchpoint range end (inclusive), bits 31:0
        #[inline]
        pub fn wp1_b_lo(&mut self) -> Reg<'_, B, wp1_b_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `ctrl` at 0x0: Bit 0 enable, 1 control-flow filter, 2 halt on almost-full (reset 1), 3 force halt, 4 start trigger, 5 stop trigger; a write re-arms the triggers
    pub mod ctrl {
        use crate::register::*;

        /// What [`Reg`] may do with `ctrl`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x0;
            const RESET: u32 = 0x4;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `ctrl`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Tracing enabled
            #[inline]
            pub fn enable(&self) -> bool {
                self.0 & 1 == 1
            }
            /// Keep only control flow and the instruction after it
            #[inline]
            pub fn cf_filter(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// Halt the core while the FIFO is at almost_full
            #[inline]
            pub fn halt_enable(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// Halt the core
            #[inline]
            pub fn force_halt(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// Start tracing at start_pc
            #[inline]
            pub fn start_trigger(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// Stop tracing after stop_pc
            #[inline]
            pub fn stop_trigger(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
        }

        /// A value to write to `ctrl`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Tracing enabled
            #[inline]
            pub fn enable(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// Keep only control flow and the instruction after it
            #[inline]
            pub fn cf_filter(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// Halt the core while the FIFO is at almost_full
            #[inline]
            pub fn halt_enable(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// Halt the core
            #[inline]
            pub fn force_halt(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// Start tracing at start_pc
            #[inline]
            pub fn start_trigger(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// Stop tracing after stop_pc
            #[inline]
            pub fn stop_trigger(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
        }
    }

    /// `cmd` at 0x4: Write bit 0: flush (emit a packet now, with TLAST; with halting on, once the level is below the threshold); bit 1: zero the drop counter; reads 0
    pub mod cmd {
        use crate::register::*;

        /// What [`Reg`] may do with `cmd`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Writable for Spec {}

        /// A value read from `cmd`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
        }

        /// A value to write to `cmd`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Write 1: emit a packet now, with TLAST (with halting on, once the level is below the threshold)
            #[inline]
            pub fn flush(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// Write 1: zero the drop counter
            #[inline]
            pub fn clear_drops(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
        }
    }

    /// `status` at 0x8: Bit 0 tracing, 1 halt output, 2 FIFO empty, 3 FIFO full, 4 flush pending
    pub mod status {
        use crate::register::*;

        /// What [`Reg`] may do with `status`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `status`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Tracing
            #[inline]
            pub fn tracing(&self) -> bool {
                self.0 & 1 == 1
            }
            /// Halt output
            #[inline]
            pub fn halt(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// FIFO empty
            #[inline]
            pub fn empty(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// FIFO full
            #[inline]
            pub fn full(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// A flush waits for room (halting on)
            #[inline]
            pub fn flush_pending(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
        }

        /// A value to write to `status`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `level` at 0xc: Packets in the FIFO (including the one offered on the stream)
    pub mod level {
        use crate::register::*;

        /// What [`Reg`] may do with `level`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xc;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `level`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Packets in the FIFO
            #[inline]
            pub fn level(&self) -> u32 {
                self.0 & 0x1f
            }
        }

        /// A value to write to `level`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `almost_full` at 0x10: Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower
    pub mod almost_full {
        use crate::register::*;

        /// What [`Reg`] may do with `almost_full`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x10;
            const RESET: u32 = 0x11;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `almost_full`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower
            #[inline]
            pub fn value(&self) -> u32 {
                self.0 & 0x1f
            }
        }

        /// A value to write to `almost_full`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = (self.0 & !0x1f) | (value & 0x1f);
                self
            }
        }
    }

    /// `tlast_every` at 0x14: TLAST on every Nth packet (0: only on flush)
    pub mod tlast_every {
        use crate::register::*;

        /// What [`Reg`] may do with `tlast_every`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x14;
            const RESET: u32 = 0x4;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `tlast_every`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// TLAST on every Nth packet (0: only on flush)
            #[inline]
            pub fn value(&self) -> u32 {
                self.0 & 0xffff
            }
        }

        /// A value to write to `tlast_every`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// TLAST on every Nth packet (0: only on flush)
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = (self.0 & !0xffff) | (value & 0xffff);
                self
            }
        }
    }

    /// `drops` at 0x18: Packets dropped because the FIFO was full
    pub mod drops {
        use crate::register::*;

        /// What [`Reg`] may do with `drops`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x18;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `drops`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Packets dropped because the FIFO was full
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `drops`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `packets` at 0x1c: Packets created so far (the next sequence number)
    pub mod packets {
        use crate::register::*;

        /// What [`Reg`] may do with `packets`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x1c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `packets`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Packets created so far (the next sequence number)
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `packets`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `layout_id` at 0x20: Layout id carried by every packet
    pub mod layout_id {
        use crate::register::*;

        /// What [`Reg`] may do with `layout_id`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x20;
            const RESET: u32 = 0xb87;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `layout_id`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Layout id
            #[inline]
            pub fn id(&self) -> u32 {
                self.0 & 0xffff
            }
        }

        /// A value to write to `layout_id`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `start_pc_lo` at 0x24: Start trigger PC, bits 31:0
    pub mod start_pc_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `start_pc_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x24;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `start_pc_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Start trigger PC, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `start_pc_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Start trigger PC, bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `stop_pc_lo` at 0x2c: Stop trigger PC, bits 31:0
    pub mod stop_pc_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `stop_pc_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x2c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `stop_pc_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Stop trigger PC, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `stop_pc_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Stop trigger PC, bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `wp0_cfg` at 0x40: Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub mod wp0_cfg {
        use crate::register::*;

        /// What [`Reg`] may do with `wp0_cfg`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x40;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp0_cfg`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint enabled
            #[inline]
            pub fn enable(&self) -> bool {
                self.0 & 1 == 1
            }
            /// 1: range a..=b; 0: exact a
            #[inline]
            pub fn range(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// 1: drop matching instructions; 0: keep only them
            #[inline]
            pub fn exclude(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
        }

        /// A value to write to `wp0_cfg`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint enabled
            #[inline]
            pub fn enable(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// 1: range a..=b; 0: exact a
            #[inline]
            pub fn range(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// 1: drop matching instructions; 0: keep only them
            #[inline]
            pub fn exclude(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
        }
    }

    /// `wp0_a_lo` at 0x44: Watchpoint exact PC or range start, bits 31:0
    pub mod wp0_a_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `wp0_a_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x44;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp0_a_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint exact PC or range start, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `wp0_a_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint exact PC or range start, bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `wp0_b_lo` at 0x4c: Watchpoint range end (inclusive), bits 31:0
    pub mod wp0_b_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `wp0_b_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp0_b_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint range end (inclusive), bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `wp0_b_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint range end (inclusive), bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `wp1_cfg` at 0x60: Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)
    pub mod wp1_cfg {
        use crate::register::*;

        /// What [`Reg`] may do with `wp1_cfg`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x60;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp1_cfg`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint enabled
            #[inline]
            pub fn enable(&self) -> bool {
                self.0 & 1 == 1
            }
            /// 1: range a..=b; 0: exact a
            #[inline]
            pub fn range(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// 1: drop matching instructions; 0: keep only them
            #[inline]
            pub fn exclude(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
        }

        /// A value to write to `wp1_cfg`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint enabled
            #[inline]
            pub fn enable(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// 1: range a..=b; 0: exact a
            #[inline]
            pub fn range(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// 1: drop matching instructions; 0: keep only them
            #[inline]
            pub fn exclude(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
        }
    }

    /// `wp1_a_lo` at 0x64: Watchpoint exact PC or range start, bits 31:0
    pub mod wp1_a_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `wp1_a_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x64;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp1_a_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint exact PC or range start, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `wp1_a_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint exact PC or range start, bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `wp1_b_lo` at 0x6c: Watchpoint range end (inclusive), bits 31:0
    pub mod wp1_b_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `wp1_b_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x6c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `wp1_b_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Watchpoint range end (inclusive), bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `wp1_b_lo`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Watchpoint range end (inclusive), bits 31:0
            #[inline]
            pub fn value(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }
}

/// AutoCounter accumulators of clock domain core
///
/// Reads: any master; writes: any master.
pub mod autocounter_core {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Any;
    /// Which masters may write the window.
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `autocounter_core` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `autocounter_core` window.
    #[derive(Debug)]
    pub struct Regs<'a, B: Backend> {
        bus: &'a mut B,
        base: usize,
    }

    impl<B: Backend> Regs<'_, B> {
        /// Base-clock cycles between samples; 0 turns sampling off
        #[inline]
        pub fn read_rate(&mut self) -> Reg<'_, B, read_rate::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Samples waiting in the FIFO
        #[inline]
        pub fn status(&mut self) -> Reg<'_, B, status::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Samples dropped because the FIFO was full
        #[inline]
        pub fn overruns(&mut self) -> Reg<'_, B, overruns::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Write to discard the head sample (after reading it)
        #[inline]
        pub fn pop(&mut self) -> Reg<'_, B, pop::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bits 15:0 counters, 31:16 FIFO depth
        #[inline]
        pub fn info(&mut self) -> Reg<'_, B, info::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: base cycle, bits 31:0
        #[inline]
        pub fn sample0(&mut self) -> Reg<'_, B, sample0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: base cycle, bits 63:32
        #[inline]
        pub fn sample1(&mut self) -> Reg<'_, B, sample1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: local cycle, bits 31:0
        #[inline]
        pub fn sample2(&mut self) -> Reg<'_, B, sample2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: local cycle, bits 63:32
        #[inline]
        pub fn sample3(&mut self) -> Reg<'_, B, sample3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: counter 0, bits 31:0
        #[inline]
        pub fn sample4(&mut self) -> Reg<'_, B, sample4::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: counter 0, bits 63:32
        #[inline]
        pub fn sample5(&mut self) -> Reg<'_, B, sample5::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: counter 1, bits 31:0
        #[inline]
        pub fn sample6(&mut self) -> Reg<'_, B, sample6::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: counter 1, bits 63:32
        #[inline]
        pub fn sample7(&mut self) -> Reg<'_, B, sample7::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `read_rate` at 0x0: Base-clock cycles between samples; 0 turns sampling off
    pub mod read_rate {
        use crate::register::*;

        /// What [`Reg`] may do with `read_rate`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `read_rate`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Base cycles between samples (0: off)
            #[inline]
            pub fn cycles(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `read_rate`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Base cycles between samples (0: off)
            #[inline]
            pub fn cycles(&mut self, value: u32) -> &mut Self {
                self.0 = value;
                self
            }
        }
    }

    /// `status` at 0x4: Samples waiting in the FIFO
    pub mod status {
        use crate::register::*;

        /// What [`Reg`] may do with `status`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `status`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Samples waiting in the FIFO
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `status`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `overruns` at 0x8: Samples dropped because the FIFO was full
    pub mod overruns {
        use crate::register::*;

        /// What [`Reg`] may do with `overruns`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `overruns`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Samples dropped because the FIFO was full
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `overruns`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `pop` at 0xc: Write to discard the head sample (after reading it)
    pub mod pop {
        use crate::register::*;

        /// What [`Reg`] may do with `pop`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xc;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Writable for Spec {}

        /// A value read from `pop`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
        }

        /// A value to write to `pop`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
            /// Write: discard the head sample
            #[inline]
            pub fn pop(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
        }
    }

    /// `info` at 0x10: Bits 15:0 counters, 31:16 FIFO depth
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x10;
            const RESET: u32 = 0x80002;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `info`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Counters
            #[inline]
            pub fn counters(&self) -> u32 {
                self.0 & 0xffff
            }
            /// FIFO depth
            #[inline]
            pub fn fifo_depth(&self) -> u32 {
                self.0 >> 16 & 0xffff
            }
        }

        /// A value to write to `info`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample0` at 0x40: Head sample: base cycle, bits 31:0
    pub mod sample0 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x40;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: base cycle, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample0`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample1` at 0x44: Head sample: base cycle, bits 63:32
    pub mod sample1 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x44;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: base cycle, bits 63:32
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample2` at 0x48: Head sample: local cycle, bits 31:0
    pub mod sample2 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x48;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample2`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: local cycle, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample2`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample3` at 0x4c: Head sample: local cycle, bits 63:32
    pub mod sample3 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample3`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: local cycle, bits 63:32
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample3`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample4` at 0x50: Head sample: counter 0, bits 31:0
    pub mod sample4 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample4`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x50;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample4`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 0, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample4`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample5` at 0x54: Head sample: counter 0, bits 63:32
    pub mod sample5 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample5`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x54;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample5`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 0, bits 63:32
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample5`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample6` at 0x58: Head sample: counter 1, bits 31:0
    pub mod sample6 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample6`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x58;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample6`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 1, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample6`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }

    /// `sample7` at 0x5c: Head sample: counter 1, bits 63:32
    pub mod sample7 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample7`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x5c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample7`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 1, bits 63:32
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample7`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
        }
    }
}
