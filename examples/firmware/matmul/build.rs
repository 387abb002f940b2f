//! The reference SoC's memory map, from the environment (the description's
//! `[core]`): the linker script with the RAM's size, and the console's base
//! and the core's tile for the program; `HDLGEN_REPEAT` runs the exactly
//! measured multiply that many times (a benchmark).

use std::env;
use std::fs;
use std::path::PathBuf;

fn number(var: &str, default: u32) -> u32 {
    println!("cargo:rerun-if-env-changed={var}");
    match env::var(var) {
        Ok(v) => {
            let v = v.trim();
            let parsed = match v.strip_prefix("0x") {
                Some(hex) => u32::from_str_radix(hex, 16),
                None => v.parse(),
            };
            parsed.unwrap_or_else(|_| panic!("{var}={v} is not a number"))
        }
        Err(_) => default,
    }
}

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let ram = number("HDLGEN_RAM", 0x1_0000);
    let console = number("HDLGEN_CONSOLE", 0x1000_0000);
    let tile = number("HDLGEN_TILE", 0);
    let repeat = number("HDLGEN_REPEAT", 1);
    let script = fs::read_to_string("link.ld")
        .unwrap()
        .replace("RAM_BYTES", &format!("{ram:#x}"));
    fs::write(out.join("link.ld"), script).unwrap();
    fs::write(
        out.join("soc.rs"),
        format!(
            "pub const CONSOLE: usize = {console:#x};\npub const TILE: usize = {tile};\npub const REPEAT: u32 = {repeat};\n"
        ),
    )
    .unwrap();
    println!("cargo:rerun-if-changed=link.ld");
    println!("cargo:rustc-link-arg=-T{}", out.join("link.ld").display());
}
