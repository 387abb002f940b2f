//! `esp_demo-stat` on UIO devices, over a fake sysfs tree
//! (`$ESP_DEMO_STAT_SYSFS`: `uioN/name`, `uioN/maps/map0/{addr,size,offset}`)
//! and regular files as the devices (`$ESP_DEMO_STAT_DEV/uioN`): each tile's
//! device found by its name, a 0x200-byte window at its offset within a
//! page; `/dev/mem` (there `$ESP_DEMO_STAT_DEV/mem`) when sysfs lists none;
//! and what it refuses.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::perf_parse;
use super::{index_of, map, put, scratch, stat};

const PAGE: usize = 0x1000;

/// A fake sysfs and device directory.
struct Fake {
    sysfs: PathBuf,
    dev: PathBuf,
}

/// Where the fake device of tile `t` is: `uioN`, numbered backwards so the
/// order of the listing is not the tiles'.
fn uio_of(t: usize) -> String {
    format!("uio{}", map::NUM_TILES - 1 - t)
}

impl Fake {
    fn new(d: &Path) -> Fake {
        let f = Fake {
            sysfs: d.join("sys/class/uio"),
            dev: d.join("dev"),
        };
        std::fs::create_dir_all(&f.sysfs).unwrap();
        std::fs::create_dir_all(&f.dev).unwrap();
        f
    }

    /// Lists a device `uio` named `name` whose map 0 is `size` bytes, the
    /// window at `offset`, and makes its device file hold `window` there.
    fn device(
        &self,
        uio: &str,
        name: &str,
        (addr, size, offset): (usize, usize, usize),
        window: &[u8],
    ) {
        let map0 = self.sysfs.join(uio).join("maps/map0");
        std::fs::create_dir_all(&map0).unwrap();
        std::fs::write(self.sysfs.join(uio).join("name"), format!("{name}\n")).unwrap();
        for (file, v) in [("addr", addr), ("size", size), ("offset", offset)] {
            std::fs::write(map0.join(file), format!("{v:#x}\n")).unwrap();
        }
        let mut bytes = vec![0u8; size];
        let end = (offset + window.len()).min(size);
        bytes[offset..end].copy_from_slice(&window[..end - offset]);
        std::fs::write(self.dev.join(uio), bytes).unwrap();
    }

    /// Every tile's device as Linux lists them: the window at its offset in
    /// its page (tiles 0-7 share one page, tile 8 starts the next); its
    /// `info` word as a window that allows reads has it.
    fn tiles(&self) {
        for (t, w) in map::UIO_WINDOWS.iter().take(map::NUM_TILES).enumerate() {
            let mut window = vec![0u8; w.bytes];
            put(&mut window, map::reg::INFO, 1 << 28 | t as u32);
            let page = w.base & !(PAGE - 1);
            self.device(&uio_of(t), w.name, (page, PAGE, w.base - page), &window);
        }
        // Another driver's device, listed first.
        self.device("uio10", "other-device", (0x1000_0000, PAGE, 0), &[]);
    }

    /// Tile `t`'s device file and the offset of its window there.
    fn window_of(&self, t: usize) -> (PathBuf, usize) {
        (self.dev.join(uio_of(t)), map::UIO_WINDOWS[t].base % PAGE)
    }

    /// Runs `esp_demo-stat ARGS -x , -o - -- COMMAND` with the fake tree.
    fn run(&self, args: &[&str], command: &[String]) -> Output {
        Command::new(stat())
            .env("ESP_DEMO_STAT_SYSFS", &self.sysfs)
            .env("ESP_DEMO_STAT_DEV", &self.dev)
            .args(args)
            .args(["--interval", "60000", "-x", ",", "-o", "-", "--"])
            .args(command)
            .output()
            .unwrap()
    }
}

/// A command that adds to words of files: `FILE:OFFSET=VALUE`.
fn poke(pokes: &[(PathBuf, usize, u32)]) -> Vec<String> {
    let script = "import sys, struct\n\
                  for a in sys.argv[1:]:\n\
                  \x20   f, v = a.rsplit('=', 1); f, at = f.rsplit(':', 1)\n\
                  \x20   with open(f, 'r+b', buffering=0) as h:\n\
                  \x20       h.seek(int(at)); h.write(struct.pack('<I', int(v)))\n";
    let mut c = vec!["python3".to_string(), "-c".into(), script.into()];
    c.extend(
        pokes
            .iter()
            .map(|(f, at, v)| format!("{}:{at}={v}", f.display())),
    );
    c
}

/// The value of `event` in a `-x ,` report.
fn value(o: &Output, event: &str) -> String {
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let rows = perf_parse::fields(&out, ",");
    rows.iter()
        .find(|r| r.event == event)
        .unwrap_or_else(|| panic!("{event} in {out}"))
        .value
        .clone()
}

#[test]
fn each_tiles_uio_device_is_found_by_name() {
    let d = scratch("uio-found");
    let fake = Fake::new(&d);
    let monitor = |t: usize, name: &str| {
        let (file, offset) = fake.window_of(t);
        (file, offset + map::reg::monitor(index_of(name)))
    };
    let (cpu0, l2) = monitor(0, "l2_hit");
    let (mem1, ddr) = monitor(7, "ddr_word_transfer");
    let (acc3, acc) = monitor(8, "acc_mem");
    let command = poke(&[(cpu0, l2, 1234), (mem1, ddr, 77), (acc3, acc, 5)]);
    // By default, as sysfs lists them; and with --uio.
    for args in [&[][..], &["--uio"]] {
        fake.tiles();
        let o = fake.run(args, &command);
        assert_eq!(value(&o, "cpu/l2_hit/"), "1234");
        assert_eq!(value(&o, "mem/ddr_word_transfer/"), "77");
        assert_eq!(value(&o, "acc/acc_mem/"), "5");
        assert_eq!(value(&o, "cycles"), "0");
    }
}

#[test]
fn without_uio_devices_it_maps_dev_mem() {
    use std::io::{Seek, SeekFrom, Write};
    let d = scratch("uio-devmem");
    let fake = Fake::new(&d);
    // A sparse file as /dev/mem, the window at the SoC's base, its info
    // words as a window that allows reads has them.
    let path = fake.dev.join("mem");
    let mut mem = std::fs::File::create(&path).unwrap();
    mem.set_len((map::BASE + map::WINDOW_BYTES) as u64).unwrap();
    for t in 0..map::NUM_TILES {
        mem.seek(SeekFrom::Start(
            (map::BASE + t * map::TILE_STRIDE + map::reg::INFO) as u64,
        ))
        .unwrap();
        mem.write_all(&(1u32 << 28 | t as u32).to_le_bytes())
            .unwrap();
    }
    drop(mem);
    let l2 = map::BASE + map::reg::monitor(index_of("l2_hit"));
    let o = fake.run(&[], &poke(&[(path, l2, 99)]));
    assert_eq!(value(&o, "cpu/l2_hit/"), "99");
}

/// Runs and returns the one line of the message; exit 125, no report.
fn refused(fake: &Fake, args: &[&str]) -> String {
    let o = fake.run(args, &["true".to_string()]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(o.stdout.is_empty(), "no report");
    assert!(!err.contains("panicked"), "{err}");
    err.lines().next().unwrap().to_string()
}

#[test]
fn a_missing_device_or_a_map_too_small_is_refused() {
    let d = scratch("uio-refused");
    let fake = Fake::new(&d);
    let first = refused(&fake, &["--uio"]);
    let missing = format!(
        "esp_demo-stat: --uio: no UIO device is named esp_demo-cpu0 in {} (tile cpu0's window): the board's devicetree needs dts/esp_demo-monitors.dtsi, and the kernel uio_pdrv_genirq.of_id=generic-uio",
        fake.sysfs.display()
    );
    assert_eq!(first, missing);
    let both = refused(&fake, &["--uio", "--mem", "/dev/null"]);
    assert_eq!(
        both,
        "esp_demo-stat: --uio and --mem each choose where the window is: give one of them"
    );
    fake.tiles();
    // Map 0 smaller than the window, or the window past its end.
    for (size, offset) in [(0x100, 0), (PAGE, 0xF00)] {
        fake.device(
            &uio_of(0),
            "esp_demo-cpu0",
            (0x6009_0000, size, offset),
            &[],
        );
        let map0 = fake.sysfs.join(uio_of(0)).join("maps/map0");
        let small = format!(
            "esp_demo-stat: --uio: UIO device esp_demo-cpu0 (tile cpu0's window): {}: {size:#x} bytes from offset {offset:#x} cannot hold the 0x200-byte window",
            map0.display()
        );
        assert_eq!(refused(&fake, &["--uio"]), small);
        // Found by default too, and refused the same way.
        assert_eq!(refused(&fake, &[]), small.replace("--uio: ", ""));
    }
    // A window that reads 0 is named by its device.
    fake.device(&uio_of(0), "esp_demo-cpu0", (0x6009_0000, PAGE, 0), &[]);
    let denied = refused(&fake, &["--uio"]);
    let at = format!(
        "({}/{} at byte {:#x})",
        fake.dev.display(),
        uio_of(0),
        map::reg::INFO
    );
    assert!(
        denied.contains("returned 0 for its info word") && denied.contains(&at),
        "{denied}"
    );
}
