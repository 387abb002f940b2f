//! Access backends: how 32-bit words reach the monitor windows.

use core::cell::Cell;

use crate::map;

/// 32-bit accesses at byte offsets from [`map::BASE`] (tile 0's window).
///
/// Implement it to run the API over anything that can move words: the raw
/// address space, `/dev/mem`, a debugger, or a simulation of the RTL.
pub trait Backend {
    /// Reads the word at byte `offset` from [`map::BASE`].
    fn read32(&mut self, offset: usize) -> u32;
    /// Writes the word at byte `offset` from [`map::BASE`].
    fn write32(&mut self, offset: usize, value: u32);
    /// Orders every access before it against every access after it.
    fn barrier(&mut self) {}
}

impl<B: Backend + ?Sized> Backend for &mut B {
    #[inline]
    fn read32(&mut self, offset: usize) -> u32 {
        (**self).read32(offset)
    }
    #[inline]
    fn write32(&mut self, offset: usize, value: u32) {
        (**self).write32(offset, value)
    }
    #[inline]
    fn barrier(&mut self) {
        (**self).barrier()
    }
}

/// Declares a zero-sized handle to one register window at an address fixed
/// when the crate is compiled: handed out once by `take` (inside a critical
/// section, so targets without atomic swap keep the one-owner guarantee), and
/// a volatile [`Backend`] whose accessors fold to one load or store.
macro_rules! fixed_window {
    ($(#[$doc:meta])* $name:ident, $taken:ident, $base:expr, $len:expr) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub struct $name {
            _owner: (),
        }

        static $taken: critical_section::Mutex<Cell<bool>> = critical_section::Mutex::new(Cell::new(false));

        impl $name {
            /// The window; `None` after the first call, so that one owner at a
            /// time holds it (safe code cannot alias the registers).
            pub fn take() -> Option<Self> {
                critical_section::with(|cs| {
                    if $taken.borrow(cs).replace(true) {
                        None
                    } else {
                        Some(Self { _owner: () })
                    }
                })
            }

            /// The window, whether or not `take` handed it out.
            ///
            /// # Safety
            /// No other handle to the window may be used while this one is.
            pub unsafe fn steal() -> Self {
                Self { _owner: () }
            }
        }

        impl Backend for $name {
            #[inline]
            fn read32(&mut self, offset: usize) -> u32 {
                assert!(offset < $len && offset.is_multiple_of(4), "offset {offset:#x} outside the window");
                // SAFETY: the address is inside the window (checked above),
                // owned by this handle (see `take`).
                unsafe { (($base + offset) as *const u32).read_volatile() }
            }

            #[inline]
            fn write32(&mut self, offset: usize, value: u32) {
                assert!(offset < $len && offset.is_multiple_of(4), "offset {offset:#x} outside the window");
                // SAFETY: as in `read32`.
                unsafe { (($base + offset) as *mut u32).write_volatile(value) }
            }

            #[inline]
            fn barrier(&mut self) {
                io_barrier()
            }
        }
    };
}

fixed_window!(
    /// Bare-metal access to the monitor windows at [`map::BASE`]: volatile
    /// loads and stores at addresses known when the crate is compiled.
    /// Zero-sized, so a typed accessor compiles to one load.
    BareMetal,
    MONITORS_TAKEN,
    map::BASE,
    map::WINDOW_BYTES
);

fixed_window!(
    /// The trace packer's register window at [`map::PACKER_BASE`], for
    /// [`crate::packet`]'s users: offsets from the window's base.
    PackerWindow,
    PACKER_TAKEN,
    map::PACKER_BASE,
    map::PACKER_WINDOW_BYTES
);

impl BareMetal {
    /// Registers mapped at `base`, `len` bytes: the monitors elsewhere (a
    /// hypervisor's mapping), or another window of this SoC.
    ///
    /// # Safety
    /// `base` must be valid for volatile 32-bit accesses over `len` bytes of
    /// device registers, not accessed through any other handle while this
    /// one is used.
    pub unsafe fn at(base: usize, len: usize) -> MmioWindow {
        MmioWindow { base: base as *mut u32, len }
    }
}

/// Device I/O needs its own ordering on some architectures: RISC-V's
/// `fence iorw, iorw` orders I/O as well as memory (a `SeqCst` fence orders
/// memory only); ARM's `dsb sy` waits until every access to the device has
/// completed. Elsewhere a `SeqCst` fence.
#[inline]
fn io_barrier() {
    #[cfg(any(target_arch = "riscv32", target_arch = "riscv64"))]
    // SAFETY: a fence instruction; no memory is touched.
    unsafe {
        core::arch::asm!("fence iorw, iorw", options(nostack, preserves_flags));
    }
    #[cfg(any(target_arch = "arm", target_arch = "aarch64"))]
    // SAFETY: a barrier instruction; no memory is touched.
    unsafe {
        core::arch::asm!("dsb sy", options(nostack, preserves_flags));
    }
    #[cfg(not(any(
        target_arch = "riscv32",
        target_arch = "riscv64",
        target_arch = "arm",
        target_arch = "aarch64"
    )))]
    core::sync::atomic::fence(core::sync::atomic::Ordering::SeqCst);
}

/// Volatile access to registers at a base address chosen at run time.
#[derive(Debug)]
pub struct MmioWindow {
    base: *mut u32,
    len: usize,
}

// SAFETY: an MmioWindow is the one handle to its registers (`BareMetal::at`
// makes the caller promise it), so moving it to another thread or interrupt
// context moves the only access path with it.
unsafe impl Send for MmioWindow {}
// SAFETY: every access takes `&mut self`; a shared reference can do nothing.
unsafe impl Sync for MmioWindow {}

impl Backend for MmioWindow {
    #[inline]
    fn read32(&mut self, offset: usize) -> u32 {
        assert!(offset < self.len && offset.is_multiple_of(4), "offset {offset:#x} outside the window");
        // SAFETY: `base` covers `len` bytes of device memory (checked above),
        // owned by this handle (see `BareMetal::at`).
        unsafe { self.base.add(offset / 4).read_volatile() }
    }

    #[inline]
    fn write32(&mut self, offset: usize, value: u32) {
        assert!(offset < self.len && offset.is_multiple_of(4), "offset {offset:#x} outside the window");
        // SAFETY: as in `read32`.
        unsafe { self.base.add(offset / 4).write_volatile(value) }
    }

    #[inline]
    fn barrier(&mut self) {
        io_barrier()
    }
}

#[cfg(all(any(feature = "std", test), target_os = "linux"))]
pub use devmem::DevMem;

/// The C library's `mmap`, which `DevMem` and `uio::Uio` share (the crate
/// has no dependencies, so no `libc`).
#[cfg(all(any(feature = "std", test), target_os = "linux"))]
pub(crate) mod sys {
    #[cfg(target_pointer_width = "64")]
    pub type OffT = i64;
    #[cfg(not(target_pointer_width = "64"))]
    pub type OffT = i32;

    extern "C" {
        pub fn mmap(addr: *mut u8, len: usize, prot: i32, flags: i32, fd: i32, off: OffT) -> *mut u8;
        pub fn munmap(addr: *mut u8, len: usize) -> i32;
    }
    pub const PROT_READ: i32 = 1;
    pub const PROT_WRITE: i32 = 2;
    pub const MAP_SHARED: i32 = 1;
}

#[cfg(all(any(feature = "std", test), target_os = "linux"))]
mod devmem {
    use std::fs::{File, OpenOptions};
    use std::io;
    use std::os::unix::fs::OpenOptionsExt;
    use std::os::unix::io::AsRawFd;
    use std::path::Path;

    use super::sys::{mmap, munmap, OffT, MAP_SHARED, PROT_READ, PROT_WRITE};
    use super::Backend;
    use crate::map;

    const O_SYNC: i32 = 0o4010000;

    /// Linux user-space access through a memory mapping of `/dev/mem`
    /// (or of any file, for tests).
    #[derive(Debug)]
    pub struct DevMem {
        ptr: *mut u8,
        len: usize,
        _file: File,
    }

    impl DevMem {
        /// Maps the monitor windows from `/dev/mem` at [`map::BASE`] (needs root).
        pub fn open() -> io::Result<Self> {
            Self::open_at("/dev/mem", map::BASE as u64)
        }

        /// Maps [`map::WINDOW_BYTES`] of `path` from byte `phys` (page aligned).
        pub fn open_at(path: impl AsRef<Path>, phys: u64) -> io::Result<Self> {
            Self::open_range(path, phys, map::WINDOW_BYTES)
        }

        /// Maps `len` bytes of `path` from byte `phys` (page aligned): another
        /// window of the SoC, such as the AutoCounters'.
        pub fn open_range(path: impl AsRef<Path>, phys: u64, len: usize) -> io::Result<Self> {
            let file = OpenOptions::new().read(true).write(true).custom_flags(O_SYNC).open(path)?;
            let off = OffT::try_from(phys).map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "offset too large"))?;
            // SAFETY: a fresh shared mapping of an open file; checked below.
            let ptr = unsafe { mmap(core::ptr::null_mut(), len, PROT_READ | PROT_WRITE, MAP_SHARED, file.as_raw_fd(), off) };
            if ptr as isize == -1 {
                return Err(io::Error::last_os_error());
            }
            Ok(Self { ptr, len, _file: file })
        }
    }

    impl Backend for DevMem {
        fn read32(&mut self, offset: usize) -> u32 {
            assert!(offset + 4 <= self.len && offset.is_multiple_of(4), "offset {offset:#x} outside the mapping");
            // SAFETY: inside our live mapping, aligned (checked above).
            unsafe { self.ptr.add(offset).cast::<u32>().read_volatile() }
        }

        fn write32(&mut self, offset: usize, value: u32) {
            assert!(offset + 4 <= self.len && offset.is_multiple_of(4), "offset {offset:#x} outside the mapping");
            // SAFETY: as in `read32`.
            unsafe { self.ptr.add(offset).cast::<u32>().write_volatile(value) }
        }

        fn barrier(&mut self) {
            std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
        }
    }

    impl Drop for DevMem {
        fn drop(&mut self) {
            // SAFETY: unmaps exactly the mapping made in `open_at`.
            unsafe {
                munmap(self.ptr, self.len);
            }
        }
    }
}
