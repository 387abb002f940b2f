//! Linux UIO: one register window given to a user program through
//! `/dev/uioN`, without `/dev/mem` and its privileges. hdlgen's devicetree
//! fragment (`dts/<soc>-monitors.dtsi`) makes each window a `generic-uio`
//! node, which `uio_pdrv_genirq` binds when the kernel runs with
//! `uio_pdrv_genirq.of_id=generic-uio`; the device's
//! `/sys/class/uio/uioN/name` is the node's name ([`crate::map::UIO_WINDOWS`]).
//!
//! Map 0 of the device is mapped from offset 0 of `/dev/uioN`; a window
//! smaller than a page (a 0x200-byte tile window) starts at the map's
//! `offset` within that page (`maps/map0/offset`).

use std::fs::{File, OpenOptions};
use std::io::{self, Error, ErrorKind};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};

use crate::backend::sys::{mmap, munmap, MAP_SHARED, PROT_READ, PROT_WRITE};
use crate::backend::Backend;

/// Where Linux lists UIO devices.
pub const SYSFS: &str = "/sys/class/uio";
/// Where their device files are.
pub const DEV: &str = "/dev";

/// One UIO device's map 0, mapped: a window's registers at offsets from its
/// base.
#[derive(Debug)]
pub struct Uio {
    ptr: *mut u8,
    len: usize,
    offset: usize,
    bytes: usize,
    device: PathBuf,
    _file: File,
}

// SAFETY: the mapping is this handle's alone; every access takes `&mut self`.
unsafe impl Send for Uio {}

/// A UIO device, as sysfs lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Its sysfs directory (`/sys/class/uio/uio3`).
    pub entry: PathBuf,
    /// Its device file (`/dev/uio3`).
    pub device: PathBuf,
}

/// The UIO device named `name` among those `sysfs` lists (`/sys/class/uio`),
/// its device file in `dev` (`/dev`); `None` if no device has that name.
pub fn find(sysfs: &Path, dev: &Path, name: &str) -> io::Result<Option<Found>> {
    let entries = match std::fs::read_dir(sysfs) {
        Ok(e) => e,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut names: Vec<_> = entries.filter_map(Result::ok).map(|e| e.file_name()).collect();
    names.sort();
    for n in names {
        let entry = sysfs.join(&n);
        if std::fs::read_to_string(entry.join("name")).is_ok_and(|s| s.trim_end() == name) {
            return Ok(Some(Found { entry, device: dev.join(n) }));
        }
    }
    Ok(None)
}

/// A number of a map's sysfs file (`0x1000`, or decimal).
fn number(path: &Path) -> io::Result<usize> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    let t = text.trim();
    let parsed = match t.strip_prefix("0x") {
        Some(hex) => usize::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| Error::new(ErrorKind::InvalidData, format!("{}: {t:?} is not a number", path.display())))
}

impl Uio {
    /// The device named `name` (its devicetree node's name), found in
    /// [`SYSFS`] and opened in [`DEV`]: `bytes` bytes of registers.
    pub fn open(name: &str, bytes: usize) -> io::Result<Self> {
        let found = find(Path::new(SYSFS), Path::new(DEV), name)?;
        let found = found.ok_or_else(|| Error::new(ErrorKind::NotFound, format!("no UIO device is named {name} in {SYSFS}")))?;
        Self::open_found(&found, bytes)
    }

    /// Maps map 0 of `found`, whose window of `bytes` bytes starts at the
    /// map's `offset`; refused if the map is too small to hold it.
    pub fn open_found(found: &Found, bytes: usize) -> io::Result<Self> {
        let map = found.entry.join("maps/map0");
        let size = number(&map.join("size"))?;
        // Kernels before the `offset` file mapped page-aligned windows only.
        let offset = if map.join("offset").exists() { number(&map.join("offset"))? } else { 0 };
        if offset.checked_add(bytes).is_none_or(|end| end > size) {
            return Err(Error::new(
                ErrorKind::InvalidData,
                format!("{}: {size:#x} bytes from offset {offset:#x} cannot hold the {bytes:#x}-byte window", map.display()),
            ));
        }
        let file = OpenOptions::new().read(true).write(true).open(&found.device)?;
        // SAFETY: a fresh shared mapping of an open file; checked below.
        let ptr = unsafe { mmap(core::ptr::null_mut(), size, PROT_READ | PROT_WRITE, MAP_SHARED, file.as_raw_fd(), 0) };
        if ptr as isize == -1 {
            return Err(Error::last_os_error());
        }
        Ok(Uio { ptr, len: size, offset, bytes, device: found.device.clone(), _file: file })
    }

    /// The device file (`/dev/uio3`).
    pub fn device(&self) -> &Path {
        &self.device
    }

    /// Where the window starts in the mapping (its map's `offset`).
    pub fn offset(&self) -> usize {
        self.offset
    }

    fn at(&self, offset: usize) -> *mut u32 {
        assert!(offset + 4 <= self.bytes && offset.is_multiple_of(4), "offset {offset:#x} outside the window");
        // SAFETY: inside the live mapping: offset + bytes <= len (checked
        // when mapped), aligned (checked above).
        unsafe { self.ptr.add(self.offset + offset).cast::<u32>() }
    }
}

impl Backend for Uio {
    fn read32(&mut self, offset: usize) -> u32 {
        // SAFETY: see `at`.
        unsafe { self.at(offset).read_volatile() }
    }

    fn write32(&mut self, offset: usize, value: u32) {
        // SAFETY: see `at`.
        unsafe { self.at(offset).write_volatile(value) }
    }

    fn barrier(&mut self) {
        std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
    }
}

impl Drop for Uio {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the mapping made in `open_found`.
        unsafe {
            munmap(self.ptr, self.len);
        }
    }
}
