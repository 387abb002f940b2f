//! Rust firmware of `examples/firmware/` built for the reference SoC's
//! PicoRV32 against the driver crate hdlgen generates for the description
//! it runs on.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The target the examples are built for (PicoRV32: RV32IMC).
pub const TARGET: &str = "riscv32imc-unknown-none-elf";

/// Copies the directory `from` to `to`, without build outputs.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        // A build made in place must not reach the scratch copy (nor its
        // lock file, which names the reference description's driver).
        if name == "target" || name == "Cargo.lock" {
            continue;
        }
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &to.join(&name));
        } else {
            std::fs::copy(entry.path(), to.join(&name)).unwrap();
        }
    }
}

/// Builds `examples/firmware/<name>` (release) against `soc`'s generated
/// driver and returns the ELF. The description's `[core]` reaches the
/// build as `HDLGEN_CONSOLE`, `HDLGEN_RAM` and `HDLGEN_TILE`, and `env` adds
/// the example's own settings. The example and the driver are written to
/// a scratch directory, since the example's manifest names the driver of
/// `reference_soc.toml` under `rtl-out/`. The target directory,
/// `target/firmware/<name>-<soc>-<tag>`, is kept between runs; one per
/// description and `tag`, so parallel builds never overwrite each other's
/// program.
pub fn build(soc: &hdlgen::Soc, name: &str, tag: &str, env: &[(&str, String)]) -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = std::env::temp_dir().join(format!(
        "hdlgen-fw-{name}-{}-{tag}-{}",
        soc.name,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    for a in hdlgen::emit::generate(soc) {
        if a.path.starts_with("driver/") {
            let p = dir.join(&a.path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, a.text).unwrap();
        }
    }
    let src = root.join("examples/firmware").join(name);
    let fw = dir.join(name);
    copy_tree(&src, &fw);
    let manifest = std::fs::read_to_string(src.join("Cargo.toml"))
        .unwrap()
        .replace("reference_monitors", &format!("{}_monitors", soc.name))
        .replace("../../../rtl-out/reference/driver", "../driver");
    std::fs::write(fw.join("Cargo.toml"), manifest).unwrap();
    let core = soc.core.as_ref().expect("the description has a [core]");
    let target: PathBuf = root.join(format!("target/firmware/{name}-{}-{tag}", soc.name));
    let out = Command::new(env!("CARGO"))
        .current_dir(&fw)
        .args(["build", "--release", "--target", TARGET])
        .env("CARGO_TARGET_DIR", &target)
        .env("HDLGEN_CONSOLE", format!("{:#x}", core.console))
        .env("HDLGEN_RAM", format!("{:#x}", core.ram))
        .env("HDLGEN_TILE", core.tile.to_string())
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "building {name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let elf = std::fs::read(target.join(TARGET).join("release").join(name)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    elf
}
