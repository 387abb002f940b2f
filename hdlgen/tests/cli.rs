//! The `hdlgen` command as users run it: outputs, determinism, exit codes,
//! error messages, and the committed `rtl-out/` tree. Refused descriptions
//! are in `cli/errors.rs`, injection attempts in `cli/inject.rs`, and
//! `hdlgen decode` in `cli/decode.rs`.

#[path = "cli/decode.rs"]
mod decode;
#[path = "cli/errors.rs"]
mod errors;
#[path = "cli/inject.rs"]
mod inject;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hdlgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("hdlgen runs")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Every file under `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p
                    .strip_prefix(base)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(rel, fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// A valid description: one cpu tile, nothing else.
const GOOD: &str = "[soc]\nname = \"s\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n";

#[test]
fn same_description_gives_byte_identical_trees() {
    let d = scratch("determinism");
    let (a, b) = (d.join("a"), d.join("b"));
    for out in [&a, &b] {
        let o = hdlgen(&["--soc", "examples/esp.toml", "--out", out.to_str().unwrap()]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let (ta, tb) = (tree(&a), tree(&b));
    assert!(ta.len() >= 10, "{:?}", ta.keys());
    assert_eq!(ta, tb);
    // Regenerating over an existing tree gives the same tree again.
    let o = hdlgen(&["--soc", "examples/esp.toml", "--out", a.to_str().unwrap()]);
    assert!(o.status.success());
    assert_eq!(tree(&a), tb);
}

#[test]
fn committed_rtl_out_is_up_to_date() {
    for (file, name) in [
        ("examples/esp.toml", "esp_demo"),
        ("examples/axi_wide.toml", "axi_wide"),
        ("examples/reference_soc.toml", "reference"),
    ] {
        let d = scratch(&format!("rtl-out-{name}"));
        let out = d.join(name);
        let o = hdlgen(&["--soc", file, "--out", out.to_str().unwrap()]);
        assert!(o.status.success());
        let committed = root().join("rtl-out").join(name);
        assert!(
            committed.is_dir(),
            "rtl-out/{name} is missing: run `cargo run -- --soc {file}`"
        );
        let (fresh, old) = (tree(&out), tree(&committed));
        for (path, text) in &fresh {
            assert!(old.get(path) == Some(text), "rtl-out/{name}/{path} differs from what hdlgen generates: run `cargo run -- --soc {file}` and commit");
        }
        assert_eq!(
            fresh.keys().collect::<Vec<_>>(),
            old.keys().collect::<Vec<_>>(),
            "rtl-out/{name} has stale files"
        );
    }
}

#[test]
fn help_explains_the_outputs() {
    let o = hdlgen(&["--help"]);
    let text = String::from_utf8_lossy(&o.stdout);
    for needle in ["--soc", "--out", "rtl-out", "_bank_", "_soc.v", "sim"] {
        assert!(
            text.contains(needle),
            "{needle} missing from --help:\n{text}"
        );
    }
}
