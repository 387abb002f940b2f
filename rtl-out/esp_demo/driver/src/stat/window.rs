//! Where the monitor window is: the tiles' UIO devices (`--uio`, or by
//! default when sysfs lists one of them), `/dev/mem` at the SoC's base (the
//! default otherwise), or a file (`--mem`, whose byte 0 is the base).

use std::path::{Path, PathBuf};

use super::{DEV_ENV, SYSFS_ENV};
use crate::uio::{self, Found, Uio};
use crate::{map, Backend, DevMem};

/// Where the command line says the window is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The UIO devices if sysfs lists them, `/dev/mem` otherwise.
    Auto,
    /// `--mem FILE`.
    Mem(PathBuf),
    /// `--uio`.
    Uio,
}

/// The monitor window: one mapping of every tile's window, or a UIO device
/// for each tile the run reads (offsets from tile 0's base either way).
#[derive(Debug)]
pub enum Window {
    /// `/dev/mem`, mapped from the SoC's base, or a file, from byte 0 (the
    /// path, and whether it is physical memory).
    Mapped(DevMem, PathBuf, bool),
    /// Each tile's device, if the run reads the tile.
    Uio(Vec<Option<Uio>>),
}

impl Window {
    /// The tile's UIO device and the offset in its window.
    fn tile(&mut self, offset: usize) -> (&mut Uio, usize) {
        let Window::Uio(tiles) = self else { unreachable!("a mapped window") };
        let (t, at) = (offset / map::TILE_STRIDE, offset % map::TILE_STRIDE);
        let dev = tiles.get_mut(t).and_then(Option::as_mut);
        (dev.unwrap_or_else(|| panic!("tile {t}'s UIO device was not opened")), at)
    }

    /// Where the word at `offset` is, for messages.
    pub fn place(&self, offset: usize) -> String {
        match self {
            Window::Mapped(_, path, true) => format!("{} at {:#x}", path.display(), map::BASE + offset),
            Window::Mapped(_, path, false) => format!("{} at byte {offset:#x}", path.display()),
            Window::Uio(tiles) => match tiles.get(offset / map::TILE_STRIDE).and_then(Option::as_ref) {
                Some(dev) => format!("{} at byte {:#x}", dev.device().display(), dev.offset() + offset % map::TILE_STRIDE),
                None => format!("byte {offset:#x}"),
            },
        }
    }
}

impl Backend for Window {
    fn read32(&mut self, offset: usize) -> u32 {
        match self {
            Window::Mapped(m, ..) => m.read32(offset),
            Window::Uio(_) => {
                let (dev, at) = self.tile(offset);
                dev.read32(at)
            }
        }
    }

    fn write32(&mut self, offset: usize, value: u32) {
        match self {
            Window::Mapped(m, ..) => m.write32(offset, value),
            Window::Uio(_) => {
                let (dev, at) = self.tile(offset);
                dev.write32(at, value)
            }
        }
    }

    fn barrier(&mut self) {
        match self {
            Window::Mapped(m, ..) => m.barrier(),
            Window::Uio(tiles) => tiles.iter_mut().flatten().for_each(Uio::barrier),
        }
    }
}

/// Where sysfs lists UIO devices and where their device files are: `/sys/class/uio`
/// and `/dev`, unless the environment moves them (tests, unusual systems).
fn uio_dirs() -> (PathBuf, PathBuf) {
    let dir = |var: &str, default: &str| PathBuf::from(std::env::var_os(var).unwrap_or_else(|| default.into()));
    (dir(SYSFS_ENV, uio::SYSFS), dir(DEV_ENV, uio::DEV))
}

/// Opens the window for a run that reads `tiles` (tile 0, where the
/// SoC-wide snapshot is taken, is always among them).
pub fn open(source: &Source, tiles: &[usize]) -> Result<Window, String> {
    let mut tiles = tiles.to_vec();
    if !tiles.contains(&0) {
        tiles.push(0);
    }
    match source {
        Source::Mem(path) => open_file(path),
        Source::Uio => open_uio(&tiles, "--uio: "),
        Source::Auto => {
            let (sysfs, dev) = uio_dirs();
            let listed = tiles.iter().any(|&t| uio::find(&sysfs, &dev, map::UIO_WINDOWS[t].name).is_ok_and(|f| f.is_some()));
            if listed {
                open_uio(&tiles, "")
            } else {
                open_dev_mem(&dev.join("mem"))
            }
        }
    }
}

/// Each of `tiles`' UIO devices, found by name; `Err` names the first that
/// is missing or cannot be mapped (`flag` before the message).
fn open_uio(tiles: &[usize], flag: &str) -> Result<Window, String> {
    let (sysfs, dev) = uio_dirs();
    let mut devices: Vec<Option<Uio>> = (0..map::NUM_TILES).map(|_| None).collect();
    for &t in tiles {
        let w = &map::UIO_WINDOWS[t];
        let tile = map::TILES[t].name;
        let found: Found = match uio::find(&sysfs, &dev, w.name) {
            Ok(Some(f)) => f,
            Ok(None) => {
                return Err(format!(
                    "{flag}no UIO device is named {} in {} (tile {tile}'s window): the board's devicetree needs dts/{}-monitors.dtsi, and the kernel uio_pdrv_genirq.of_id=generic-uio",
                    w.name,
                    sysfs.display(),
                    super::SOC
                ))
            }
            Err(e) => return Err(format!("{flag}{}: {e}", sysfs.display())),
        };
        let mapped = Uio::open_found(&found, w.bytes).map_err(|e| match e.kind() {
            std::io::ErrorKind::InvalidData => format!("{flag}UIO device {} (tile {tile}'s window): {e}", w.name),
            _ => format!("{flag}{}: {e} (UIO device {}, tile {tile}'s window)", found.device.display(), w.name),
        })?;
        devices[t] = Some(mapped);
    }
    Ok(Window::Uio(devices))
}

/// `--mem FILE`: the file, whose byte 0 is tile 0's base.
fn open_file(path: &Path) -> Result<Window, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.is_dir() {
        return Err(format!("{}: is a directory; give a file that holds the monitor window", path.display()));
    }
    let len = meta.len();
    if meta.is_file() && len < map::WINDOW_BYTES as u64 {
        return Err(format!(
            "{}: {len} bytes cannot hold the monitor window ({:#x} bytes from offset 0)",
            path.display(),
            map::WINDOW_BYTES
        ));
    }
    let mem = DevMem::open_at(path, 0).map_err(|e| format!("{}: cannot map: {e}", path.display()))?;
    Ok(Window::Mapped(mem, path.to_path_buf(), false))
}

/// `/dev/mem` (`path`) at the SoC's base.
fn open_dev_mem(path: &Path) -> Result<Window, String> {
    let shown = path.display();
    let mem = DevMem::open_at(path, map::BASE as u64).map_err(|e| match e.kind() {
        std::io::ErrorKind::PermissionDenied => {
            format!("{shown}: {e}: run as root (or with CAP_SYS_RAWIO), or use the UIO devices of dts/{}-monitors.dtsi, or give --mem FILE", super::SOC)
        }
        std::io::ErrorKind::NotFound => format!("{shown}: this system has none, and lists none of the SoC's UIO devices (see --uio); or give --mem FILE"),
        _ => format!(
            "{shown}: cannot map {:#x} bytes at {:#x}: {e} (is this the {} SoC? a kernel with CONFIG_STRICT_DEVMEM refuses device memory it owns: use its UIO devices)",
            map::WINDOW_BYTES,
            map::BASE,
            super::SOC
        ),
    })?;
    Ok(Window::Mapped(mem, path.to_path_buf(), true))
}
