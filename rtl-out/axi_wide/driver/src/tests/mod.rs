//! Unit tests of the generated crate (run by `cargo test` in the crate).

use crate::map::{self, reg};
use crate::{Backend, Monitors};

/// A plain register file: every word reads what was last written.
struct Ram(Vec<u32>);

impl Backend for Ram {
    fn read32(&mut self, offset: usize) -> u32 {
        self.0[offset / 4]
    }
    fn write32(&mut self, offset: usize, value: u32) {
        self.0[offset / 4] = value;
    }
}

fn ram() -> Monitors<Ram> {
    Monitors::new(Ram(vec![0; map::WINDOW_BYTES / 4]))
}

/// Every fixed window is handed out once (a second `take` is `None`), the
/// only safe way to own its registers.
#[test]
fn windows_are_handed_out_once() {
    assert!(crate::BareMetal::take().is_some());
    assert!(crate::BareMetal::take().is_none());
    assert!(crate::PackerWindow::take().is_some());
    assert!(crate::PackerWindow::take().is_none());
    assert!(crate::AutoCounterWindow::take().is_some());
    assert!(crate::AutoCounterWindow::take().is_none());
    fn send_sync<T: Send + Sync>() {}
    send_sync::<crate::BareMetal>();
    send_sync::<crate::MmioWindow>();
}

/// `write` starts from the reset value, `modify` keeps what it read,
/// `clear` writes ones only where asked.
#[test]
fn typed_registers_write_modify_and_clear() {
    let mut ram = Ram(vec![0; map::WINDOW_BYTES / 4]);
    let mut r = crate::regs::tile_cpu::at(&mut ram, 0);
    r.ctrl().write(|w| w.freeze(true).clear(true));
    assert_eq!(r.ctrl().read_raw(), map::CTRL_FREEZE | map::CTRL_CLEAR);
    r.ctrl().modify(|_, w| w.clear(false));
    assert_eq!(r.ctrl().read_raw(), map::CTRL_FREEZE);
    r.ctrl().modify(|r, w| w.freeze(!r.freeze()));
    assert_eq!(r.ctrl().read_raw(), 0);
    r.overflow0().write_raw(0b1111);
    r.overflow0().clear(|w| {
        w.0 = 0b0100;
        w
    });
    assert_eq!(r.overflow0().read_raw(), 0b0100, "only the flag asked for is written");
}

/// A policy admits exactly the protection bits that carry what it asks for
/// (bit 0 = 1 privileged, bit 1 = 0 secure), whatever bit 2 says.
#[test]
fn access_policies_admit_by_protection_bits() {
    use map::Access;
    for prot in 0..8u32 {
        let (privileged, secure) = (prot & 1 == 1, prot & 2 == 0);
        assert!(Access::Any.admits(prot));
        assert_eq!(Access::Privileged.admits(prot), privileged, "{prot:#05b}");
        assert_eq!(Access::Secure.admits(prot), secure, "{prot:#05b}");
        assert_eq!(Access::SecurePrivileged.admits(prot), privileged && secure);
    }
    for a in [Access::Any, Access::Privileged, Access::Secure, Access::SecurePrivileged] {
        // Unprivileged secure, and privileged non-secure.
        assert_eq!(a.needs_privileged(), !a.admits(0b000), "{a:?}");
        assert_eq!(a.needs_secure(), !a.admits(0b011), "{a:?}");
    }
    // A privileged secure access passes every policy; a privileged
    // non-secure one only a policy that does not need a secure master.
    let tile = crate::regs::tile_cpu::READ_ACCESS;
    assert!(tile.admits(0b001));
    assert_eq!(tile.admits(0b011), !tile.needs_secure());
}

#[test]
fn the_map_is_consistent() {
    let mut next = 0;
    for m in map::MONITORS.iter() {
        assert_eq!(m.index, next, "{} follows its predecessor", m.name);
        assert!(m.words == 1 || m.words == 2);
        assert!(m.width >= 1 && m.width <= 32 * m.words as u32);
        next += m.words;
    }
    assert_eq!(next, map::MONITOR_WORDS);
    assert_eq!(map::TILES.len(), map::NUM_TILES);
    for (i, t) in map::TILES.iter().enumerate() {
        assert_eq!(t.base, map::BASE + i * map::TILE_STRIDE);
    }
    assert_eq!(reg::SNAPSHOT, 0);
    assert_eq!(reg::monitor(0), 4);
    assert!(reg::monitor(map::MONITOR_WORDS - 1) < reg::CTRL);
}

#[test]
fn tiles_address_their_own_window() {
    let mut mon = ram();
    let last = map::NUM_TILES - 1;
    mon.tile(last).snapshot();
    assert_eq!(mon.bus().0[last * map::TILE_STRIDE / 4], 1);
    mon.snapshot_all();
    assert_eq!(mon.bus().0[reg::GLOBAL_SNAPSHOT / 4], map::GLOBAL_SNAPSHOT_TAKE);
    mon.tile(0).clear();
    assert_eq!(mon.bus().0[reg::CTRL / 4], map::CTRL_CLEAR);
}

#[test]
fn pairs_are_read_low_then_high() {
    let mut mon = ram();
    for m in map::MONITORS.iter() {
        let w = reg::monitor(m.index) / 4;
        mon.bus().0[w] = 0x89AB_CDEF;
        if m.words == 2 {
            mon.bus().0[w + 1] = 0x0123_4567;
            assert_eq!(mon.tile(0).read(m.index), 0x0123_4567_89AB_CDEF);
        } else {
            assert_eq!(mon.tile(0).read(m.index), 0x89AB_CDEF);
        }
    }
}

#[test]
fn flags_address_the_right_bit() {
    let mut mon = ram();
    let last = map::MONITORS[map::MONITORS.len() - 1].index;
    mon.tile(0).set_enabled(last, true);
    assert_eq!(mon.bus().0[reg::ENABLE[last / 32] / 4], 1 << (last % 32));
    mon.tile(0).clear_overflow(last);
    assert_eq!(mon.bus().0[reg::OVERFLOW[last / 32] / 4], 1 << (last % 32));
}

#[cfg(target_os = "linux")]
#[test]
fn devmem_maps_an_ordinary_file() {
    use std::io::{Read, Seek, SeekFrom, Write};
    let path = std::env::temp_dir().join(std::format!("{}-devmem-{}", "axi_wide_monitors", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    let mut image = vec![0u8; map::WINDOW_BYTES];
    let last = map::NUM_TILES - 1;
    let probe = reg::monitor(0) + last * map::TILE_STRIDE;
    image[probe..probe + 4].copy_from_slice(&0xC0FF_EE01u32.to_le_bytes());
    f.write_all(&image).unwrap();
    drop(f);
    {
        let mut mon = Monitors::new(crate::DevMem::open_at(&path, 0).unwrap());
        assert_eq!(mon.tile(last).read_word(0), u32::from_le(0xC0FF_EE01u32.to_le()));
        mon.tile(last).snapshot();
    }
    let mut f = std::fs::File::open(&path).unwrap();
    f.seek(SeekFrom::Start((last * map::TILE_STRIDE) as u64)).unwrap();
    let mut w = [0u8; 4];
    f.read_exact(&mut w).unwrap();
    assert_eq!(u32::from_le_bytes(w), 1, "the write went through the mapping");
    std::fs::remove_file(&path).unwrap();
}

mod esp;

mod trace;
