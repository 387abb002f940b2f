//! Every register of every window type, typed: `regs::<window>::<register>`
//! holds the register's `R` (what a read returns, a getter per field) and
//! `W` (a setter per field), and `Spec`, which says what
//! [`crate::register::Reg`] may do with it. `<window>::at(bus, base)` gives
//! the registers of one window; the tile handles (`mon.cpu(0).regs()`), the
//! packer and the AutoCounters hand them out too.

/// Monitor window of a cpu tile
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod tile_cpu {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
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
        /// L2 cache hits
        #[inline]
        pub fn l2_hit(&mut self) -> Reg<'_, B, l2_hit::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// L2 cache misses
        #[inline]
        pub fn l2_miss(&mut self) -> Reg<'_, B, l2_miss::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles spent at DVFS operating point 0
        #[inline]
        pub fn dvfs_op0(&mut self) -> Reg<'_, B, dvfs_op0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles spent at DVFS operating point 1
        #[inline]
        pub fn dvfs_op1(&mut self) -> Reg<'_, B, dvfs_op1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 0
        #[inline]
        pub fn noc_inject_p0(&mut self) -> Reg<'_, B, noc_inject_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 1
        #[inline]
        pub fn noc_inject_p1(&mut self) -> Reg<'_, B, noc_inject_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 2
        #[inline]
        pub fn noc_inject_p2(&mut self) -> Reg<'_, B, noc_inject_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 3
        #[inline]
        pub fn noc_inject_p3(&mut self) -> Reg<'_, B, noc_inject_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_local_p0(&mut self) -> Reg<'_, B, noc_queue_full_local_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_east_p0(&mut self) -> Reg<'_, B, noc_queue_full_east_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_west_p0(&mut self) -> Reg<'_, B, noc_queue_full_west_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_south_p0(&mut self) -> Reg<'_, B, noc_queue_full_south_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_north_p0(&mut self) -> Reg<'_, B, noc_queue_full_north_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_local_p1(&mut self) -> Reg<'_, B, noc_queue_full_local_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_east_p1(&mut self) -> Reg<'_, B, noc_queue_full_east_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_west_p1(&mut self) -> Reg<'_, B, noc_queue_full_west_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_south_p1(&mut self) -> Reg<'_, B, noc_queue_full_south_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_north_p1(&mut self) -> Reg<'_, B, noc_queue_full_north_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_local_p2(&mut self) -> Reg<'_, B, noc_queue_full_local_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_east_p2(&mut self) -> Reg<'_, B, noc_queue_full_east_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_west_p2(&mut self) -> Reg<'_, B, noc_queue_full_west_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_south_p2(&mut self) -> Reg<'_, B, noc_queue_full_south_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_north_p2(&mut self) -> Reg<'_, B, noc_queue_full_north_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_local_p3(&mut self) -> Reg<'_, B, noc_queue_full_local_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_east_p3(&mut self) -> Reg<'_, B, noc_queue_full_east_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_west_p3(&mut self) -> Reg<'_, B, noc_queue_full_west_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_south_p3(&mut self) -> Reg<'_, B, noc_queue_full_south_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_north_p3(&mut self) -> Reg<'_, B, noc_queue_full_north_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// L1 data-cache misses
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
        /// Count enable of monitors 32..63 (bit i = monitor 32*1+i)
        #[inline]
        pub fn enable1(&mut self) -> Reg<'_, B, enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 0..31; write 1 to clear
        #[inline]
        pub fn overflow0(&mut self) -> Reg<'_, B, overflow0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 32..63; write 1 to clear
        #[inline]
        pub fn overflow1(&mut self) -> Reg<'_, B, overflow1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 0..31
        #[inline]
        pub fn overflow_irq_enable0(&mut self) -> Reg<'_, B, overflow_irq_enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 32..63
        #[inline]
        pub fn overflow_irq_enable1(&mut self) -> Reg<'_, B, overflow_irq_enable1::Spec> {
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

    /// `l2_hit` at 0x28: L2 cache hits
    pub mod l2_hit {
        use crate::register::*;

        /// What [`Reg`] may do with `l2_hit`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x28;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `l2_hit`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `l2_hit`.
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

    /// `l2_miss` at 0x2c: L2 cache misses
    pub mod l2_miss {
        use crate::register::*;

        /// What [`Reg`] may do with `l2_miss`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x2c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `l2_miss`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `l2_miss`.
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

    /// `dvfs_op0` at 0x50: Cycles spent at DVFS operating point 0
    pub mod dvfs_op0 {
        use crate::register::*;

        /// What [`Reg`] may do with `dvfs_op0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x50;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `dvfs_op0`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `dvfs_op0`.
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

    /// `dvfs_op1` at 0x54: Cycles spent at DVFS operating point 1
    pub mod dvfs_op1 {
        use crate::register::*;

        /// What [`Reg`] may do with `dvfs_op1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x54;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `dvfs_op1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `dvfs_op1`.
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

    /// `noc_inject_p0` at 0x58: NoC injections on plane 0
    pub mod noc_inject_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_inject_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x58;
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
                self.0 & 0xffffff
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

    /// `noc_inject_p1` at 0x5c: NoC injections on plane 1
    pub mod noc_inject_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_inject_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x5c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_inject_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_inject_p1`.
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

    /// `noc_inject_p2` at 0x60: NoC injections on plane 2
    pub mod noc_inject_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_inject_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x60;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_inject_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_inject_p2`.
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

    /// `noc_inject_p3` at 0x64: NoC injections on plane 3
    pub mod noc_inject_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_inject_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x64;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_inject_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_inject_p3`.
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

    /// `noc_queue_full_local_p0` at 0x68: Cycles with the local NoC queue of plane 0 full
    pub mod noc_queue_full_local_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_local_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x68;
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
                self.0 & 0xffffff
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

    /// `noc_queue_full_east_p0` at 0x6c: Cycles with the east NoC queue of plane 0 full
    pub mod noc_queue_full_east_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_east_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x6c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_east_p0`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_east_p0`.
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

    /// `noc_queue_full_west_p0` at 0x70: Cycles with the west NoC queue of plane 0 full
    pub mod noc_queue_full_west_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_west_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x70;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_west_p0`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_west_p0`.
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

    /// `noc_queue_full_south_p0` at 0x74: Cycles with the south NoC queue of plane 0 full
    pub mod noc_queue_full_south_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_south_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x74;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_south_p0`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_south_p0`.
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

    /// `noc_queue_full_north_p0` at 0x78: Cycles with the north NoC queue of plane 0 full
    pub mod noc_queue_full_north_p0 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_north_p0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x78;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_north_p0`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_north_p0`.
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

    /// `noc_queue_full_local_p1` at 0x7c: Cycles with the local NoC queue of plane 1 full
    pub mod noc_queue_full_local_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_local_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x7c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_local_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_local_p1`.
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

    /// `noc_queue_full_east_p1` at 0x80: Cycles with the east NoC queue of plane 1 full
    pub mod noc_queue_full_east_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_east_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x80;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_east_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_east_p1`.
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

    /// `noc_queue_full_west_p1` at 0x84: Cycles with the west NoC queue of plane 1 full
    pub mod noc_queue_full_west_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_west_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x84;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_west_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_west_p1`.
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

    /// `noc_queue_full_south_p1` at 0x88: Cycles with the south NoC queue of plane 1 full
    pub mod noc_queue_full_south_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_south_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x88;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_south_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_south_p1`.
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

    /// `noc_queue_full_north_p1` at 0x8c: Cycles with the north NoC queue of plane 1 full
    pub mod noc_queue_full_north_p1 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_north_p1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x8c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_north_p1`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_north_p1`.
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

    /// `noc_queue_full_local_p2` at 0x90: Cycles with the local NoC queue of plane 2 full
    pub mod noc_queue_full_local_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_local_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x90;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_local_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_local_p2`.
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

    /// `noc_queue_full_east_p2` at 0x94: Cycles with the east NoC queue of plane 2 full
    pub mod noc_queue_full_east_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_east_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x94;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_east_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_east_p2`.
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

    /// `noc_queue_full_west_p2` at 0x98: Cycles with the west NoC queue of plane 2 full
    pub mod noc_queue_full_west_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_west_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x98;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_west_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_west_p2`.
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

    /// `noc_queue_full_south_p2` at 0x9c: Cycles with the south NoC queue of plane 2 full
    pub mod noc_queue_full_south_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_south_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x9c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_south_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_south_p2`.
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

    /// `noc_queue_full_north_p2` at 0xa0: Cycles with the north NoC queue of plane 2 full
    pub mod noc_queue_full_north_p2 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_north_p2`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_north_p2`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_north_p2`.
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

    /// `noc_queue_full_local_p3` at 0xa4: Cycles with the local NoC queue of plane 3 full
    pub mod noc_queue_full_local_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_local_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_local_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_local_p3`.
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

    /// `noc_queue_full_east_p3` at 0xa8: Cycles with the east NoC queue of plane 3 full
    pub mod noc_queue_full_east_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_east_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xa8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_east_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_east_p3`.
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

    /// `noc_queue_full_west_p3` at 0xac: Cycles with the west NoC queue of plane 3 full
    pub mod noc_queue_full_west_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_west_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xac;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_west_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_west_p3`.
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

    /// `noc_queue_full_south_p3` at 0xb0: Cycles with the south NoC queue of plane 3 full
    pub mod noc_queue_full_south_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_south_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_south_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_south_p3`.
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

    /// `noc_queue_full_north_p3` at 0xb4: Cycles with the north NoC queue of plane 3 full
    pub mod noc_queue_full_north_p3 {
        use crate::register::*;

        /// What [`Reg`] may do with `noc_queue_full_north_p3`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `noc_queue_full_north_p3`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `noc_queue_full_north_p3`.
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

    /// `l1d_miss` at 0xb8: L1 data-cache misses
    pub mod l1d_miss {
        use crate::register::*;

        /// What [`Reg`] may do with `l1d_miss`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xb8;
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

    /// `ctrl` at 0xd0: Bit 0 freeze: hold every counter. Bit 1 clear: write 1 to zero every counter and overflow flag (reads 0)
    pub mod ctrl {
        use crate::register::*;

        /// What [`Reg`] may do with `ctrl`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd0;
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

    /// `global_snapshot` at 0xd4: Write bit 0 = 1 to snapshot every tile of the SoC in the same cycle, 0 to release every tile's snapshot; reads 0
    pub mod global_snapshot {
        use crate::register::*;

        /// What [`Reg`] may do with `global_snapshot`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd4;
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

    /// `info` at 0xd8: Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd8;
            const RESET: u32 = 0x10300000;
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

    /// `enable0` at 0xdc: Count enable of monitors 0..31 (bit i = monitor 32*0+i)
    pub mod enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xdc;
            const RESET: u32 = 0xfff80600;
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
            /// l2_hit: counts when 1
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: counts when 1
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// dvfs_op0: counts when 1
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: counts when 1
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: counts when 1
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: counts when 1
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// dvfs_op0: counts when 1
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: counts when 1
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `enable1` at 0xe0: Count enable of monitors 32..63 (bit i = monitor 32*1+i)
    pub mod enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe0;
            const RESET: u32 = 0x3fff;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// l1d_miss: counts when 1
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
        }

        /// A value to write to `enable1`.
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
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// l1d_miss: counts when 1
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
        }
    }

    /// `overflow0` at 0xe4: Sticky overflow flags of monitors 0..31; write 1 to clear
    pub mod overflow0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe4;
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
            /// l2_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// dvfs_op0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// dvfs_op0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow1` at 0xe8: Sticky overflow flags of monitors 32..63; write 1 to clear
    pub mod overflow1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl ClearOnOne for Spec {}

        /// A value read from `overflow1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// l1d_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
        }

        /// A value to write to `overflow1`.
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
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// l1d_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
        }
    }

    /// `overflow_irq_enable0` at 0xec: Overflow interrupt enables of monitors 0..31
    pub mod overflow_irq_enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xec;
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
            /// l2_hit: overflow raises irq when 1
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: overflow raises irq when 1
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// dvfs_op0: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: overflow raises irq when 1
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: overflow raises irq when 1
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// dvfs_op0: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow_irq_enable1` at 0xf0: Overflow interrupt enables of monitors 32..63
    pub mod overflow_irq_enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xf0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// l1d_miss: overflow raises irq when 1
            #[inline]
            pub fn l1d_miss(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
        }

        /// A value to write to `overflow_irq_enable1`.
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
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// l1d_miss: overflow raises irq when 1
            #[inline]
            pub fn l1d_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
        }
    }
}

/// Monitor window of a mem tile
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: secure privileged masters only (`AWPROT[0] = 1` and `AWPROT[1] = 0`); a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod tile_mem {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
    /// Which masters may write the window (`global_snapshot`, written here, snapshots every tile).
    pub const WRITE_ACCESS: Access = Access::SecurePrivileged;

    /// The registers of one `tile_mem` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `tile_mem` window.
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
        /// DDR beats (13-bit window counter)
        #[inline]
        pub fn ddr_word_transfer(&mut self) -> Reg<'_, B, ddr_word_transfer::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherence requests received by the LLC
        #[inline]
        pub fn mem_coh_req(&mut self) -> Reg<'_, B, mem_coh_req::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherence forwards sent by the LLC
        #[inline]
        pub fn mem_coh_fwd(&mut self) -> Reg<'_, B, mem_coh_fwd::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherence responses received by the LLC
        #[inline]
        pub fn mem_coh_rsp_rcv(&mut self) -> Reg<'_, B, mem_coh_rsp_rcv::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherence responses sent by the LLC
        #[inline]
        pub fn mem_coh_rsp_snd(&mut self) -> Reg<'_, B, mem_coh_rsp_snd::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// DMA requests received by the LLC
        #[inline]
        pub fn mem_dma_req(&mut self) -> Reg<'_, B, mem_dma_req::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// DMA responses sent by the LLC
        #[inline]
        pub fn mem_dma_rsp(&mut self) -> Reg<'_, B, mem_dma_rsp::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherent-DMA requests received by the LLC
        #[inline]
        pub fn mem_coh_dma_req(&mut self) -> Reg<'_, B, mem_coh_dma_req::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Coherent-DMA responses sent by the LLC
        #[inline]
        pub fn mem_coh_dma_rsp(&mut self) -> Reg<'_, B, mem_coh_dma_rsp::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Last-level cache hits
        #[inline]
        pub fn llc_hit(&mut self) -> Reg<'_, B, llc_hit::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Last-level cache misses
        #[inline]
        pub fn llc_miss(&mut self) -> Reg<'_, B, llc_miss::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 0
        #[inline]
        pub fn noc_inject_p0(&mut self) -> Reg<'_, B, noc_inject_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 1
        #[inline]
        pub fn noc_inject_p1(&mut self) -> Reg<'_, B, noc_inject_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 2
        #[inline]
        pub fn noc_inject_p2(&mut self) -> Reg<'_, B, noc_inject_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 3
        #[inline]
        pub fn noc_inject_p3(&mut self) -> Reg<'_, B, noc_inject_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_local_p0(&mut self) -> Reg<'_, B, noc_queue_full_local_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_east_p0(&mut self) -> Reg<'_, B, noc_queue_full_east_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_west_p0(&mut self) -> Reg<'_, B, noc_queue_full_west_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_south_p0(&mut self) -> Reg<'_, B, noc_queue_full_south_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_north_p0(&mut self) -> Reg<'_, B, noc_queue_full_north_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_local_p1(&mut self) -> Reg<'_, B, noc_queue_full_local_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_east_p1(&mut self) -> Reg<'_, B, noc_queue_full_east_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_west_p1(&mut self) -> Reg<'_, B, noc_queue_full_west_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_south_p1(&mut self) -> Reg<'_, B, noc_queue_full_south_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_north_p1(&mut self) -> Reg<'_, B, noc_queue_full_north_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_local_p2(&mut self) -> Reg<'_, B, noc_queue_full_local_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_east_p2(&mut self) -> Reg<'_, B, noc_queue_full_east_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_west_p2(&mut self) -> Reg<'_, B, noc_queue_full_west_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_south_p2(&mut self) -> Reg<'_, B, noc_queue_full_south_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_north_p2(&mut self) -> Reg<'_, B, noc_queue_full_north_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_local_p3(&mut self) -> Reg<'_, B, noc_queue_full_local_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_east_p3(&mut self) -> Reg<'_, B, noc_queue_full_east_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_west_p3(&mut self) -> Reg<'_, B, noc_queue_full_west_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_south_p3(&mut self) -> Reg<'_, B, noc_queue_full_south_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_north_p3(&mut self) -> Reg<'_, B, noc_queue_full_north_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bytes moved to and from DDR (bits 31:0; reading it latches the high word)
        #[inline]
        pub fn ddr_bytes_lo(&mut self) -> Reg<'_, B, ddr_bytes_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Bytes moved to and from DDR (bits 47:32, as latched by the last read of the low word)
        #[inline]
        pub fn ddr_bytes_hi(&mut self) -> Reg<'_, B, ddr_bytes_hi::Spec> {
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
        /// Count enable of monitors 32..63 (bit i = monitor 32*1+i)
        #[inline]
        pub fn enable1(&mut self) -> Reg<'_, B, enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 0..31; write 1 to clear
        #[inline]
        pub fn overflow0(&mut self) -> Reg<'_, B, overflow0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 32..63; write 1 to clear
        #[inline]
        pub fn overflow1(&mut self) -> Reg<'_, B, overflow1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 0..31
        #[inline]
        pub fn overflow_irq_enable0(&mut self) -> Reg<'_, B, overflow_irq_enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 32..63
        #[inline]
        pub fn overflow_irq_enable1(&mut self) -> Reg<'_, B, overflow_irq_enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `snapshot` at 0x0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::snapshot;

    /// `ddr_word_transfer` at 0x4: DDR beats (13-bit window counter)
    pub mod ddr_word_transfer {
        use crate::register::*;

        /// What [`Reg`] may do with `ddr_word_transfer`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `ddr_word_transfer`.
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
                self.0 & 0x1fff
            }
        }

        /// A value to write to `ddr_word_transfer`.
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

    /// `mem_coh_req` at 0x8: Coherence requests received by the LLC
    pub mod mem_coh_req {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_req`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_req`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_req`.
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

    /// `mem_coh_fwd` at 0xc: Coherence forwards sent by the LLC
    pub mod mem_coh_fwd {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_fwd`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xc;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_fwd`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_fwd`.
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

    /// `mem_coh_rsp_rcv` at 0x10: Coherence responses received by the LLC
    pub mod mem_coh_rsp_rcv {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_rsp_rcv`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x10;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_rsp_rcv`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_rsp_rcv`.
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

    /// `mem_coh_rsp_snd` at 0x14: Coherence responses sent by the LLC
    pub mod mem_coh_rsp_snd {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_rsp_snd`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x14;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_rsp_snd`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_rsp_snd`.
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

    /// `mem_dma_req` at 0x18: DMA requests received by the LLC
    pub mod mem_dma_req {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_dma_req`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x18;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_dma_req`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_dma_req`.
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

    /// `mem_dma_rsp` at 0x1c: DMA responses sent by the LLC
    pub mod mem_dma_rsp {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_dma_rsp`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x1c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_dma_rsp`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_dma_rsp`.
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

    /// `mem_coh_dma_req` at 0x20: Coherent-DMA requests received by the LLC
    pub mod mem_coh_dma_req {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_dma_req`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x20;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_dma_req`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_dma_req`.
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

    /// `mem_coh_dma_rsp` at 0x24: Coherent-DMA responses sent by the LLC
    pub mod mem_coh_dma_rsp {
        use crate::register::*;

        /// What [`Reg`] may do with `mem_coh_dma_rsp`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x24;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `mem_coh_dma_rsp`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `mem_coh_dma_rsp`.
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

    /// `llc_hit` at 0x30: Last-level cache hits
    pub mod llc_hit {
        use crate::register::*;

        /// What [`Reg`] may do with `llc_hit`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x30;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `llc_hit`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `llc_hit`.
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

    /// `llc_miss` at 0x34: Last-level cache misses
    pub mod llc_miss {
        use crate::register::*;

        /// What [`Reg`] may do with `llc_miss`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x34;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `llc_miss`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `llc_miss`.
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

    /// `noc_inject_p0` at 0x58: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p0;

    /// `noc_inject_p1` at 0x5c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p1;

    /// `noc_inject_p2` at 0x60: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p2;

    /// `noc_inject_p3` at 0x64: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p3;

    /// `noc_queue_full_local_p0` at 0x68: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p0;

    /// `noc_queue_full_east_p0` at 0x6c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p0;

    /// `noc_queue_full_west_p0` at 0x70: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p0;

    /// `noc_queue_full_south_p0` at 0x74: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p0;

    /// `noc_queue_full_north_p0` at 0x78: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p0;

    /// `noc_queue_full_local_p1` at 0x7c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p1;

    /// `noc_queue_full_east_p1` at 0x80: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p1;

    /// `noc_queue_full_west_p1` at 0x84: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p1;

    /// `noc_queue_full_south_p1` at 0x88: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p1;

    /// `noc_queue_full_north_p1` at 0x8c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p1;

    /// `noc_queue_full_local_p2` at 0x90: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p2;

    /// `noc_queue_full_east_p2` at 0x94: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p2;

    /// `noc_queue_full_west_p2` at 0x98: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p2;

    /// `noc_queue_full_south_p2` at 0x9c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p2;

    /// `noc_queue_full_north_p2` at 0xa0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p2;

    /// `noc_queue_full_local_p3` at 0xa4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p3;

    /// `noc_queue_full_east_p3` at 0xa8: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p3;

    /// `noc_queue_full_west_p3` at 0xac: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p3;

    /// `noc_queue_full_south_p3` at 0xb0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p3;

    /// `noc_queue_full_north_p3` at 0xb4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p3;

    /// `ddr_bytes_lo` at 0xbc: Bytes moved to and from DDR (bits 31:0; reading it latches the high word)
    pub mod ddr_bytes_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `ddr_bytes_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xbc;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `ddr_bytes_lo`.
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

        /// A value to write to `ddr_bytes_lo`.
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

    /// `ddr_bytes_hi` at 0xc0: Bytes moved to and from DDR (bits 47:32, as latched by the last read of the low word)
    pub mod ddr_bytes_hi {
        use crate::register::*;

        /// What [`Reg`] may do with `ddr_bytes_hi`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xc0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `ddr_bytes_hi`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, high bits
            #[inline]
            pub fn count(&self) -> u32 {
                self.0 & 0xffff
            }
        }

        /// A value to write to `ddr_bytes_hi`.
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

    /// `ctrl` at 0xd0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::ctrl;

    /// `global_snapshot` at 0xd4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::global_snapshot;

    /// `info` at 0xd8: Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd8;
            const RESET: u32 = 0x11300000;
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

    /// `enable0` at 0xdc: Count enable of monitors 0..31 (bit i = monitor 32*0+i)
    pub mod enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xdc;
            const RESET: u32 = 0xffe019ff;
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
            /// ddr_word_transfer: counts when 1
            #[inline]
            pub fn ddr_word_transfer(&self) -> bool {
                self.0 & 1 == 1
            }
            /// mem_coh_req: counts when 1
            #[inline]
            pub fn mem_coh_req(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// mem_coh_fwd: counts when 1
            #[inline]
            pub fn mem_coh_fwd(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// mem_coh_rsp_rcv: counts when 1
            #[inline]
            pub fn mem_coh_rsp_rcv(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// mem_coh_rsp_snd: counts when 1
            #[inline]
            pub fn mem_coh_rsp_snd(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// mem_dma_req: counts when 1
            #[inline]
            pub fn mem_dma_req(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// mem_dma_rsp: counts when 1
            #[inline]
            pub fn mem_dma_rsp(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// mem_coh_dma_req: counts when 1
            #[inline]
            pub fn mem_coh_dma_req(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// mem_coh_dma_rsp: counts when 1
            #[inline]
            pub fn mem_coh_dma_rsp(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// llc_hit: counts when 1
            #[inline]
            pub fn llc_hit(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// llc_miss: counts when 1
            #[inline]
            pub fn llc_miss(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// ddr_word_transfer: counts when 1
            #[inline]
            pub fn ddr_word_transfer(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// mem_coh_req: counts when 1
            #[inline]
            pub fn mem_coh_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// mem_coh_fwd: counts when 1
            #[inline]
            pub fn mem_coh_fwd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// mem_coh_rsp_rcv: counts when 1
            #[inline]
            pub fn mem_coh_rsp_rcv(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// mem_coh_rsp_snd: counts when 1
            #[inline]
            pub fn mem_coh_rsp_snd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// mem_dma_req: counts when 1
            #[inline]
            pub fn mem_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// mem_dma_rsp: counts when 1
            #[inline]
            pub fn mem_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// mem_coh_dma_req: counts when 1
            #[inline]
            pub fn mem_coh_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// mem_coh_dma_rsp: counts when 1
            #[inline]
            pub fn mem_coh_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// llc_hit: counts when 1
            #[inline]
            pub fn llc_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// llc_miss: counts when 1
            #[inline]
            pub fn llc_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `enable1` at 0xe0: Count enable of monitors 32..63 (bit i = monitor 32*1+i)
    pub mod enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe0;
            const RESET: u32 = 0x5fff;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// ddr_bytes: counts when 1
            #[inline]
            pub fn ddr_bytes(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
        }

        /// A value to write to `enable1`.
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
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// ddr_bytes: counts when 1
            #[inline]
            pub fn ddr_bytes(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
        }
    }

    /// `overflow0` at 0xe4: Sticky overflow flags of monitors 0..31; write 1 to clear
    pub mod overflow0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe4;
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
            /// ddr_word_transfer: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn ddr_word_transfer(&self) -> bool {
                self.0 & 1 == 1
            }
            /// mem_coh_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_req(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// mem_coh_fwd: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_fwd(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// mem_coh_rsp_rcv: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_rsp_rcv(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// mem_coh_rsp_snd: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_rsp_snd(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// mem_dma_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_dma_req(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// mem_dma_rsp: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_dma_rsp(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// mem_coh_dma_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_dma_req(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// mem_coh_dma_rsp: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_dma_rsp(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// llc_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn llc_hit(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// llc_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn llc_miss(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// ddr_word_transfer: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn ddr_word_transfer(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// mem_coh_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// mem_coh_fwd: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_fwd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// mem_coh_rsp_rcv: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_rsp_rcv(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// mem_coh_rsp_snd: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_rsp_snd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// mem_dma_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// mem_dma_rsp: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// mem_coh_dma_req: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// mem_coh_dma_rsp: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn mem_coh_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// llc_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn llc_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// llc_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn llc_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow1` at 0xe8: Sticky overflow flags of monitors 32..63; write 1 to clear
    pub mod overflow1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl ClearOnOne for Spec {}

        /// A value read from `overflow1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// ddr_bytes: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn ddr_bytes(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
        }

        /// A value to write to `overflow1`.
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
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// ddr_bytes: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn ddr_bytes(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
        }
    }

    /// `overflow_irq_enable0` at 0xec: Overflow interrupt enables of monitors 0..31
    pub mod overflow_irq_enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xec;
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
            /// ddr_word_transfer: overflow raises irq when 1
            #[inline]
            pub fn ddr_word_transfer(&self) -> bool {
                self.0 & 1 == 1
            }
            /// mem_coh_req: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_req(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// mem_coh_fwd: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_fwd(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// mem_coh_rsp_rcv: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_rsp_rcv(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// mem_coh_rsp_snd: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_rsp_snd(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// mem_dma_req: overflow raises irq when 1
            #[inline]
            pub fn mem_dma_req(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// mem_dma_rsp: overflow raises irq when 1
            #[inline]
            pub fn mem_dma_rsp(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// mem_coh_dma_req: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_dma_req(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// mem_coh_dma_rsp: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_dma_rsp(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// llc_hit: overflow raises irq when 1
            #[inline]
            pub fn llc_hit(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// llc_miss: overflow raises irq when 1
            #[inline]
            pub fn llc_miss(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// ddr_word_transfer: overflow raises irq when 1
            #[inline]
            pub fn ddr_word_transfer(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// mem_coh_req: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// mem_coh_fwd: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_fwd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// mem_coh_rsp_rcv: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_rsp_rcv(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// mem_coh_rsp_snd: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_rsp_snd(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// mem_dma_req: overflow raises irq when 1
            #[inline]
            pub fn mem_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// mem_dma_rsp: overflow raises irq when 1
            #[inline]
            pub fn mem_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// mem_coh_dma_req: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_dma_req(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// mem_coh_dma_rsp: overflow raises irq when 1
            #[inline]
            pub fn mem_coh_dma_rsp(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// llc_hit: overflow raises irq when 1
            #[inline]
            pub fn llc_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// llc_miss: overflow raises irq when 1
            #[inline]
            pub fn llc_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow_irq_enable1` at 0xf0: Overflow interrupt enables of monitors 32..63
    pub mod overflow_irq_enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xf0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
            /// ddr_bytes: overflow raises irq when 1
            #[inline]
            pub fn ddr_bytes(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
        }

        /// A value to write to `overflow_irq_enable1`.
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
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
            /// ddr_bytes: overflow raises irq when 1
            #[inline]
            pub fn ddr_bytes(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
        }
    }
}

/// Monitor window of a acc tile
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod tile_acc {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
    /// Which masters may write the window (`global_snapshot`, written here, snapshots every tile).
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `tile_acc` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `tile_acc` window.
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
        /// L2 cache hits
        #[inline]
        pub fn l2_hit(&mut self) -> Reg<'_, B, l2_hit::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// L2 cache misses
        #[inline]
        pub fn l2_miss(&mut self) -> Reg<'_, B, l2_miss::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator TLB loading cycles
        #[inline]
        pub fn acc_tlb(&mut self) -> Reg<'_, B, acc_tlb::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator communication cycles (issuing memory requests or awaiting responses) (bits 31:0; reading it latches the high word)
        #[inline]
        pub fn acc_mem_lo(&mut self) -> Reg<'_, B, acc_mem_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator communication cycles (issuing memory requests or awaiting responses) (bits 63:32, as latched by the last read of the low word)
        #[inline]
        pub fn acc_mem_hi(&mut self) -> Reg<'_, B, acc_mem_hi::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator total execution cycles (bits 31:0; reading it latches the high word)
        #[inline]
        pub fn acc_tot_lo(&mut self) -> Reg<'_, B, acc_tot_lo::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator total execution cycles (bits 39:32, as latched by the last read of the low word)
        #[inline]
        pub fn acc_tot_hi(&mut self) -> Reg<'_, B, acc_tot_hi::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Accelerator invocations
        #[inline]
        pub fn acc_invocations(&mut self) -> Reg<'_, B, acc_invocations::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles spent at DVFS operating point 0
        #[inline]
        pub fn dvfs_op0(&mut self) -> Reg<'_, B, dvfs_op0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles spent at DVFS operating point 1
        #[inline]
        pub fn dvfs_op1(&mut self) -> Reg<'_, B, dvfs_op1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 0
        #[inline]
        pub fn noc_inject_p0(&mut self) -> Reg<'_, B, noc_inject_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 1
        #[inline]
        pub fn noc_inject_p1(&mut self) -> Reg<'_, B, noc_inject_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 2
        #[inline]
        pub fn noc_inject_p2(&mut self) -> Reg<'_, B, noc_inject_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 3
        #[inline]
        pub fn noc_inject_p3(&mut self) -> Reg<'_, B, noc_inject_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_local_p0(&mut self) -> Reg<'_, B, noc_queue_full_local_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_east_p0(&mut self) -> Reg<'_, B, noc_queue_full_east_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_west_p0(&mut self) -> Reg<'_, B, noc_queue_full_west_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_south_p0(&mut self) -> Reg<'_, B, noc_queue_full_south_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_north_p0(&mut self) -> Reg<'_, B, noc_queue_full_north_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_local_p1(&mut self) -> Reg<'_, B, noc_queue_full_local_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_east_p1(&mut self) -> Reg<'_, B, noc_queue_full_east_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_west_p1(&mut self) -> Reg<'_, B, noc_queue_full_west_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_south_p1(&mut self) -> Reg<'_, B, noc_queue_full_south_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_north_p1(&mut self) -> Reg<'_, B, noc_queue_full_north_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_local_p2(&mut self) -> Reg<'_, B, noc_queue_full_local_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_east_p2(&mut self) -> Reg<'_, B, noc_queue_full_east_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_west_p2(&mut self) -> Reg<'_, B, noc_queue_full_west_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_south_p2(&mut self) -> Reg<'_, B, noc_queue_full_south_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_north_p2(&mut self) -> Reg<'_, B, noc_queue_full_north_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_local_p3(&mut self) -> Reg<'_, B, noc_queue_full_local_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_east_p3(&mut self) -> Reg<'_, B, noc_queue_full_east_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_west_p3(&mut self) -> Reg<'_, B, noc_queue_full_west_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_south_p3(&mut self) -> Reg<'_, B, noc_queue_full_south_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_north_p3(&mut self) -> Reg<'_, B, noc_queue_full_north_p3::Spec> {
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
        /// Count enable of monitors 32..63 (bit i = monitor 32*1+i)
        #[inline]
        pub fn enable1(&mut self) -> Reg<'_, B, enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 0..31; write 1 to clear
        #[inline]
        pub fn overflow0(&mut self) -> Reg<'_, B, overflow0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 32..63; write 1 to clear
        #[inline]
        pub fn overflow1(&mut self) -> Reg<'_, B, overflow1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 0..31
        #[inline]
        pub fn overflow_irq_enable0(&mut self) -> Reg<'_, B, overflow_irq_enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 32..63
        #[inline]
        pub fn overflow_irq_enable1(&mut self) -> Reg<'_, B, overflow_irq_enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `snapshot` at 0x0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::snapshot;

    /// `l2_hit` at 0x28: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::l2_hit;

    /// `l2_miss` at 0x2c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::l2_miss;

    /// `acc_tlb` at 0x38: Accelerator TLB loading cycles
    pub mod acc_tlb {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_tlb`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x38;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_tlb`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `acc_tlb`.
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

    /// `acc_mem_lo` at 0x3c: Accelerator communication cycles (issuing memory requests or awaiting responses) (bits 31:0; reading it latches the high word)
    pub mod acc_mem_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_mem_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x3c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_mem_lo`.
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

        /// A value to write to `acc_mem_lo`.
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

    /// `acc_mem_hi` at 0x40: Accelerator communication cycles (issuing memory requests or awaiting responses) (bits 63:32, as latched by the last read of the low word)
    pub mod acc_mem_hi {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_mem_hi`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x40;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_mem_hi`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, high bits
            #[inline]
            pub fn count(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `acc_mem_hi`.
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

    /// `acc_tot_lo` at 0x44: Accelerator total execution cycles (bits 31:0; reading it latches the high word)
    pub mod acc_tot_lo {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_tot_lo`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x44;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_tot_lo`.
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

        /// A value to write to `acc_tot_lo`.
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

    /// `acc_tot_hi` at 0x48: Accelerator total execution cycles (bits 39:32, as latched by the last read of the low word)
    pub mod acc_tot_hi {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_tot_hi`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x48;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_tot_hi`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Count, high bits
            #[inline]
            pub fn count(&self) -> u32 {
                self.0 & 0xff
            }
        }

        /// A value to write to `acc_tot_hi`.
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

    /// `acc_invocations` at 0x4c: Accelerator invocations
    pub mod acc_invocations {
        use crate::register::*;

        /// What [`Reg`] may do with `acc_invocations`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x4c;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `acc_invocations`.
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
                self.0 & 0xffffff
            }
        }

        /// A value to write to `acc_invocations`.
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

    /// `dvfs_op0` at 0x50: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::dvfs_op0;

    /// `dvfs_op1` at 0x54: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::dvfs_op1;

    /// `noc_inject_p0` at 0x58: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p0;

    /// `noc_inject_p1` at 0x5c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p1;

    /// `noc_inject_p2` at 0x60: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p2;

    /// `noc_inject_p3` at 0x64: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p3;

    /// `noc_queue_full_local_p0` at 0x68: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p0;

    /// `noc_queue_full_east_p0` at 0x6c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p0;

    /// `noc_queue_full_west_p0` at 0x70: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p0;

    /// `noc_queue_full_south_p0` at 0x74: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p0;

    /// `noc_queue_full_north_p0` at 0x78: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p0;

    /// `noc_queue_full_local_p1` at 0x7c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p1;

    /// `noc_queue_full_east_p1` at 0x80: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p1;

    /// `noc_queue_full_west_p1` at 0x84: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p1;

    /// `noc_queue_full_south_p1` at 0x88: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p1;

    /// `noc_queue_full_north_p1` at 0x8c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p1;

    /// `noc_queue_full_local_p2` at 0x90: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p2;

    /// `noc_queue_full_east_p2` at 0x94: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p2;

    /// `noc_queue_full_west_p2` at 0x98: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p2;

    /// `noc_queue_full_south_p2` at 0x9c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p2;

    /// `noc_queue_full_north_p2` at 0xa0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p2;

    /// `noc_queue_full_local_p3` at 0xa4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p3;

    /// `noc_queue_full_east_p3` at 0xa8: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p3;

    /// `noc_queue_full_west_p3` at 0xac: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p3;

    /// `noc_queue_full_south_p3` at 0xb0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p3;

    /// `noc_queue_full_north_p3` at 0xb4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p3;

    /// `ctrl` at 0xd0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::ctrl;

    /// `global_snapshot` at 0xd4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::global_snapshot;

    /// `info` at 0xd8: Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd8;
            const RESET: u32 = 0x12300000;
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

    /// `enable0` at 0xdc: Count enable of monitors 0..31 (bit i = monitor 32*0+i)
    pub mod enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xdc;
            const RESET: u32 = 0xfffd6600;
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
            /// l2_hit: counts when 1
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: counts when 1
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// acc_tlb: counts when 1
            #[inline]
            pub fn acc_tlb(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
            /// acc_mem: counts when 1
            #[inline]
            pub fn acc_mem(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
            /// acc_tot: counts when 1
            #[inline]
            pub fn acc_tot(&self) -> bool {
                self.0 >> 16 & 1 == 1
            }
            /// acc_invocations: counts when 1
            #[inline]
            pub fn acc_invocations(&self) -> bool {
                self.0 >> 18 & 1 == 1
            }
            /// dvfs_op0: counts when 1
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: counts when 1
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: counts when 1
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: counts when 1
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// acc_tlb: counts when 1
            #[inline]
            pub fn acc_tlb(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
            /// acc_mem: counts when 1
            #[inline]
            pub fn acc_mem(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
            /// acc_tot: counts when 1
            #[inline]
            pub fn acc_tot(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 16)) | (u32::from(value) << 16);
                self
            }
            /// acc_invocations: counts when 1
            #[inline]
            pub fn acc_invocations(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 18)) | (u32::from(value) << 18);
                self
            }
            /// dvfs_op0: counts when 1
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: counts when 1
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: counts when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `enable1` at 0xe0: Count enable of monitors 32..63 (bit i = monitor 32*1+i)
    pub mod enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe0;
            const RESET: u32 = 0x1fff;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
        }

        /// A value to write to `enable1`.
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
            /// noc_queue_full_west_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
        }
    }

    /// `overflow0` at 0xe4: Sticky overflow flags of monitors 0..31; write 1 to clear
    pub mod overflow0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe4;
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
            /// l2_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// acc_tlb: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_tlb(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
            /// acc_mem: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_mem(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
            /// acc_tot: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_tot(&self) -> bool {
                self.0 >> 16 & 1 == 1
            }
            /// acc_invocations: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_invocations(&self) -> bool {
                self.0 >> 18 & 1 == 1
            }
            /// dvfs_op0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// acc_tlb: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_tlb(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
            /// acc_mem: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_mem(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
            /// acc_tot: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_tot(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 16)) | (u32::from(value) << 16);
                self
            }
            /// acc_invocations: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn acc_invocations(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 18)) | (u32::from(value) << 18);
                self
            }
            /// dvfs_op0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow1` at 0xe8: Sticky overflow flags of monitors 32..63; write 1 to clear
    pub mod overflow1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe8;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl ClearOnOne for Spec {}

        /// A value read from `overflow1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
        }

        /// A value to write to `overflow1`.
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
            /// noc_queue_full_west_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
        }
    }

    /// `overflow_irq_enable0` at 0xec: Overflow interrupt enables of monitors 0..31
    pub mod overflow_irq_enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xec;
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
            /// l2_hit: overflow raises irq when 1
            #[inline]
            pub fn l2_hit(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// l2_miss: overflow raises irq when 1
            #[inline]
            pub fn l2_miss(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// acc_tlb: overflow raises irq when 1
            #[inline]
            pub fn acc_tlb(&self) -> bool {
                self.0 >> 13 & 1 == 1
            }
            /// acc_mem: overflow raises irq when 1
            #[inline]
            pub fn acc_mem(&self) -> bool {
                self.0 >> 14 & 1 == 1
            }
            /// acc_tot: overflow raises irq when 1
            #[inline]
            pub fn acc_tot(&self) -> bool {
                self.0 >> 16 & 1 == 1
            }
            /// acc_invocations: overflow raises irq when 1
            #[inline]
            pub fn acc_invocations(&self) -> bool {
                self.0 >> 18 & 1 == 1
            }
            /// dvfs_op0: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op0(&self) -> bool {
                self.0 >> 19 & 1 == 1
            }
            /// dvfs_op1: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op1(&self) -> bool {
                self.0 >> 20 & 1 == 1
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&self) -> bool {
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
            /// l2_hit: overflow raises irq when 1
            #[inline]
            pub fn l2_hit(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// l2_miss: overflow raises irq when 1
            #[inline]
            pub fn l2_miss(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// acc_tlb: overflow raises irq when 1
            #[inline]
            pub fn acc_tlb(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 13)) | (u32::from(value) << 13);
                self
            }
            /// acc_mem: overflow raises irq when 1
            #[inline]
            pub fn acc_mem(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 14)) | (u32::from(value) << 14);
                self
            }
            /// acc_tot: overflow raises irq when 1
            #[inline]
            pub fn acc_tot(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 16)) | (u32::from(value) << 16);
                self
            }
            /// acc_invocations: overflow raises irq when 1
            #[inline]
            pub fn acc_invocations(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 18)) | (u32::from(value) << 18);
                self
            }
            /// dvfs_op0: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 19)) | (u32::from(value) << 19);
                self
            }
            /// dvfs_op1: overflow raises irq when 1
            #[inline]
            pub fn dvfs_op1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 20)) | (u32::from(value) << 20);
                self
            }
            /// noc_inject_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow_irq_enable1` at 0xf0: Overflow interrupt enables of monitors 32..63
    pub mod overflow_irq_enable1 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xf0;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}
        impl Writable for Spec {}
        impl Modifiable for Spec {}

        /// A value read from `overflow_irq_enable1`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&self) -> bool {
                self.0 & 1 == 1
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&self) -> bool {
                self.0 >> 1 & 1 == 1
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&self) -> bool {
                self.0 >> 2 & 1 == 1
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&self) -> bool {
                self.0 >> 3 & 1 == 1
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&self) -> bool {
                self.0 >> 4 & 1 == 1
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&self) -> bool {
                self.0 >> 5 & 1 == 1
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&self) -> bool {
                self.0 >> 6 & 1 == 1
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&self) -> bool {
                self.0 >> 7 & 1 == 1
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&self) -> bool {
                self.0 >> 8 & 1 == 1
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&self) -> bool {
                self.0 >> 9 & 1 == 1
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&self) -> bool {
                self.0 >> 10 & 1 == 1
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&self) -> bool {
                self.0 >> 11 & 1 == 1
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&self) -> bool {
                self.0 >> 12 & 1 == 1
            }
        }

        /// A value to write to `overflow_irq_enable1`.
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
            /// noc_queue_full_west_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !1) | u32::from(value);
                self
            }
            /// noc_queue_full_south_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 1)) | (u32::from(value) << 1);
                self
            }
            /// noc_queue_full_north_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 2)) | (u32::from(value) << 2);
                self
            }
            /// noc_queue_full_local_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 3)) | (u32::from(value) << 3);
                self
            }
            /// noc_queue_full_east_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 4)) | (u32::from(value) << 4);
                self
            }
            /// noc_queue_full_west_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 5)) | (u32::from(value) << 5);
                self
            }
            /// noc_queue_full_south_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 6)) | (u32::from(value) << 6);
                self
            }
            /// noc_queue_full_north_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 7)) | (u32::from(value) << 7);
                self
            }
            /// noc_queue_full_local_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 8)) | (u32::from(value) << 8);
                self
            }
            /// noc_queue_full_east_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 9)) | (u32::from(value) << 9);
                self
            }
            /// noc_queue_full_west_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 10)) | (u32::from(value) << 10);
                self
            }
            /// noc_queue_full_south_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 11)) | (u32::from(value) << 11);
                self
            }
            /// noc_queue_full_north_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 12)) | (u32::from(value) << 12);
                self
            }
        }
    }
}

/// Monitor window of a slm tile
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod tile_slm {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
    /// Which masters may write the window (`global_snapshot`, written here, snapshots every tile).
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `tile_slm` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `tile_slm` window.
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
        /// NoC injections on plane 1
        #[inline]
        pub fn noc_inject_p1(&mut self) -> Reg<'_, B, noc_inject_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 2
        #[inline]
        pub fn noc_inject_p2(&mut self) -> Reg<'_, B, noc_inject_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// NoC injections on plane 3
        #[inline]
        pub fn noc_inject_p3(&mut self) -> Reg<'_, B, noc_inject_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_local_p0(&mut self) -> Reg<'_, B, noc_queue_full_local_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_east_p0(&mut self) -> Reg<'_, B, noc_queue_full_east_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_west_p0(&mut self) -> Reg<'_, B, noc_queue_full_west_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_south_p0(&mut self) -> Reg<'_, B, noc_queue_full_south_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 0 full
        #[inline]
        pub fn noc_queue_full_north_p0(&mut self) -> Reg<'_, B, noc_queue_full_north_p0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_local_p1(&mut self) -> Reg<'_, B, noc_queue_full_local_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_east_p1(&mut self) -> Reg<'_, B, noc_queue_full_east_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_west_p1(&mut self) -> Reg<'_, B, noc_queue_full_west_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_south_p1(&mut self) -> Reg<'_, B, noc_queue_full_south_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 1 full
        #[inline]
        pub fn noc_queue_full_north_p1(&mut self) -> Reg<'_, B, noc_queue_full_north_p1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_local_p2(&mut self) -> Reg<'_, B, noc_queue_full_local_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_east_p2(&mut self) -> Reg<'_, B, noc_queue_full_east_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_west_p2(&mut self) -> Reg<'_, B, noc_queue_full_west_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_south_p2(&mut self) -> Reg<'_, B, noc_queue_full_south_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 2 full
        #[inline]
        pub fn noc_queue_full_north_p2(&mut self) -> Reg<'_, B, noc_queue_full_north_p2::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the local NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_local_p3(&mut self) -> Reg<'_, B, noc_queue_full_local_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the east NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_east_p3(&mut self) -> Reg<'_, B, noc_queue_full_east_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the west NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_west_p3(&mut self) -> Reg<'_, B, noc_queue_full_west_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the south NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_south_p3(&mut self) -> Reg<'_, B, noc_queue_full_south_p3::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Cycles with the north NoC queue of plane 3 full
        #[inline]
        pub fn noc_queue_full_north_p3(&mut self) -> Reg<'_, B, noc_queue_full_north_p3::Spec> {
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
        /// Count enable of monitors 32..63 (bit i = monitor 32*1+i)
        #[inline]
        pub fn enable1(&mut self) -> Reg<'_, B, enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 0..31; write 1 to clear
        #[inline]
        pub fn overflow0(&mut self) -> Reg<'_, B, overflow0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Sticky overflow flags of monitors 32..63; write 1 to clear
        #[inline]
        pub fn overflow1(&mut self) -> Reg<'_, B, overflow1::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 0..31
        #[inline]
        pub fn overflow_irq_enable0(&mut self) -> Reg<'_, B, overflow_irq_enable0::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Overflow interrupt enables of monitors 32..63
        #[inline]
        pub fn overflow_irq_enable1(&mut self) -> Reg<'_, B, overflow_irq_enable1::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `snapshot` at 0x0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::snapshot;

    /// `noc_inject_p0` at 0x58: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p0;

    /// `noc_inject_p1` at 0x5c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p1;

    /// `noc_inject_p2` at 0x60: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p2;

    /// `noc_inject_p3` at 0x64: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_inject_p3;

    /// `noc_queue_full_local_p0` at 0x68: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p0;

    /// `noc_queue_full_east_p0` at 0x6c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p0;

    /// `noc_queue_full_west_p0` at 0x70: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p0;

    /// `noc_queue_full_south_p0` at 0x74: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p0;

    /// `noc_queue_full_north_p0` at 0x78: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p0;

    /// `noc_queue_full_local_p1` at 0x7c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p1;

    /// `noc_queue_full_east_p1` at 0x80: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p1;

    /// `noc_queue_full_west_p1` at 0x84: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p1;

    /// `noc_queue_full_south_p1` at 0x88: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p1;

    /// `noc_queue_full_north_p1` at 0x8c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p1;

    /// `noc_queue_full_local_p2` at 0x90: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p2;

    /// `noc_queue_full_east_p2` at 0x94: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p2;

    /// `noc_queue_full_west_p2` at 0x98: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p2;

    /// `noc_queue_full_south_p2` at 0x9c: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p2;

    /// `noc_queue_full_north_p2` at 0xa0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p2;

    /// `noc_queue_full_local_p3` at 0xa4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_local_p3;

    /// `noc_queue_full_east_p3` at 0xa8: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_east_p3;

    /// `noc_queue_full_west_p3` at 0xac: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_west_p3;

    /// `noc_queue_full_south_p3` at 0xb0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_south_p3;

    /// `noc_queue_full_north_p3` at 0xb4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::noc_queue_full_north_p3;

    /// `ctrl` at 0xd0: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::ctrl;

    /// `global_snapshot` at 0xd4: the same register as `tile_cpu`'s.
    pub use super::tile_cpu::global_snapshot;

    /// `info` at 0xd8: Bits 15:0 tile index, 23:16 monitor words, 27:24 tile kind code, 31:28 map version
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xd8;
            const RESET: u32 = 0x14300000;
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

    /// `enable0` at 0xdc: Count enable of monitors 0..31 (bit i = monitor 32*0+i)
    pub mod enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xdc;
            const RESET: u32 = 0xffe00000;
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
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: counts when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: counts when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: counts when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: counts when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: counts when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `enable1` at 0xe0: the same register as `tile_acc`'s.
    pub use super::tile_acc::enable1;

    /// `overflow0` at 0xe4: Sticky overflow flags of monitors 0..31; write 1 to clear
    pub mod overflow0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xe4;
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
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflowed (sticky; write 1 to clear)
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow1` at 0xe8: the same register as `tile_acc`'s.
    pub use super::tile_acc::overflow1;

    /// `overflow_irq_enable0` at 0xec: Overflow interrupt enables of monitors 0..31
    pub mod overflow_irq_enable0 {
        use crate::register::*;

        /// What [`Reg`] may do with `overflow_irq_enable0`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0xec;
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
                self.0 >> 21 & 1 == 1
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&self) -> bool {
                self.0 >> 22 & 1 == 1
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&self) -> bool {
                self.0 >> 23 & 1 == 1
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&self) -> bool {
                self.0 >> 24 & 1 == 1
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&self) -> bool {
                self.0 >> 25 & 1 == 1
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&self) -> bool {
                self.0 >> 26 & 1 == 1
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&self) -> bool {
                self.0 >> 27 & 1 == 1
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&self) -> bool {
                self.0 >> 28 & 1 == 1
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&self) -> bool {
                self.0 >> 29 & 1 == 1
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&self) -> bool {
                self.0 >> 30 & 1 == 1
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&self) -> bool {
                self.0 >> 31 & 1 == 1
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
                self.0 = (self.0 & !(1 << 21)) | (u32::from(value) << 21);
                self
            }
            /// noc_inject_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 22)) | (u32::from(value) << 22);
                self
            }
            /// noc_inject_p2: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p2(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 23)) | (u32::from(value) << 23);
                self
            }
            /// noc_inject_p3: overflow raises irq when 1
            #[inline]
            pub fn noc_inject_p3(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 24)) | (u32::from(value) << 24);
                self
            }
            /// noc_queue_full_local_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 25)) | (u32::from(value) << 25);
                self
            }
            /// noc_queue_full_east_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 26)) | (u32::from(value) << 26);
                self
            }
            /// noc_queue_full_west_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_west_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 27)) | (u32::from(value) << 27);
                self
            }
            /// noc_queue_full_south_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_south_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 28)) | (u32::from(value) << 28);
                self
            }
            /// noc_queue_full_north_p0: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_north_p0(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 29)) | (u32::from(value) << 29);
                self
            }
            /// noc_queue_full_local_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_local_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 30)) | (u32::from(value) << 30);
                self
            }
            /// noc_queue_full_east_p1: overflow raises irq when 1
            #[inline]
            pub fn noc_queue_full_east_p1(&mut self, value: bool) -> &mut Self {
                self.0 = (self.0 & !(1 << 31)) | (u32::from(value) << 31);
                self
            }
        }
    }

    /// `overflow_irq_enable1` at 0xf0: the same register as `tile_acc`'s.
    pub use super::tile_acc::overflow_irq_enable1;
}

/// Continuous-monitoring trace packer
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod packer {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
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
            const RESET: u32 = 0xc;
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

/// AutoCounter accumulators of clock domain uncore
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod autocounter_uncore {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
    /// Which masters may write the window.
    pub const WRITE_ACCESS: Access = Access::Any;

    /// The registers of one `autocounter_uncore` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `autocounter_uncore` window.
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
            const RESET: u32 = 0x80001;
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
}

/// AutoCounter accumulators of clock domain core
///
/// Reads: privileged masters only (`ARPROT[0] = 1`); writes: any master; a denied access gets `SLVERR` and changes nothing (a read returns 0).
pub mod autocounter_core {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::Privileged;
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
        /// Head sample: counter 2, bits 31:0
        #[inline]
        pub fn sample8(&mut self) -> Reg<'_, B, sample8::Spec> {
            Reg::new(self.bus, self.base)
        }
        /// Head sample: counter 2, bits 63:32
        #[inline]
        pub fn sample9(&mut self) -> Reg<'_, B, sample9::Spec> {
            Reg::new(self.bus, self.base)
        }
    }

    /// `read_rate` at 0x0: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::read_rate;

    /// `status` at 0x4: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::status;

    /// `overruns` at 0x8: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::overruns;

    /// `pop` at 0xc: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::pop;

    /// `info` at 0x10: Bits 15:0 counters, 31:16 FIFO depth
    pub mod info {
        use crate::register::*;

        /// What [`Reg`] may do with `info`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x10;
            const RESET: u32 = 0x80003;
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

    /// `sample0` at 0x40: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample0;

    /// `sample1` at 0x44: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample1;

    /// `sample2` at 0x48: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample2;

    /// `sample3` at 0x4c: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample3;

    /// `sample4` at 0x50: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample4;

    /// `sample5` at 0x54: the same register as `autocounter_uncore`'s.
    pub use super::autocounter_uncore::sample5;

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

    /// `sample8` at 0x60: Head sample: counter 2, bits 31:0
    pub mod sample8 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample8`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x60;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample8`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 2, bits 31:0
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample8`.
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

    /// `sample9` at 0x64: Head sample: counter 2, bits 63:32
    pub mod sample9 {
        use crate::register::*;

        /// What [`Reg`] may do with `sample9`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = 0x64;
            const RESET: u32 = 0x0;
            type R = R;
            type W = W;
        }
        impl Readable for Spec {}

        /// A value read from `sample9`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
            /// Head sample: counter 2, bits 63:32
            #[inline]
            pub fn value(&self) -> u32 {
                self.0
            }
        }

        /// A value to write to `sample9`.
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
