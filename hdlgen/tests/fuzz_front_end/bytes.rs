//! The first generator: random byte strings, raw (not UTF-8) and
//! TOML-flavoured.

use crate::driver::Case;
use crate::rng::Rng;
use crate::vocabulary::{Ctx, KEYS};

/// Random bytes: anything, or TOML's significant characters and tokens.
pub fn gen_random_bytes(r: &mut Rng, _: &Ctx) -> Case {
    let n = r.len(600);
    let bytes: Vec<u8> = match r.below(3) {
        // Anything, including invalid UTF-8.
        0 => (0..n).map(|_| r.next() as u8).collect(),
        // TOML-significant characters and tokens.
        _ => {
            const TOKENS: &[&str] = &[
                "[",
                "]",
                "[[",
                "]]",
                "{",
                "}",
                "=",
                "\"",
                "'",
                "\"\"\"",
                "'''",
                "#",
                ".",
                ",",
                "\n",
                "\r\n",
                " ",
                "\t",
                "\\",
                "\\u",
                "0x",
                "-",
                "+",
                "_",
                ":",
                "e",
                "inf",
                "nan",
                "true",
                "1",
                "64",
                "soc",
                "tile",
                "name",
                "kind",
                "catalog",
                "packer",
                "cpu",
                "\"cpu\"",
                "\u{0}",
                "\u{feff}",
                "é",
                "\r",
                "1979-05-27",
                "\n[soc]\nname = ",
                "\n[[tile]]\n",
                "\u{7f}",
            ];
            let mut s = String::new();
            for _ in 0..n / 3 + 1 {
                if r.chance(0.5) {
                    s.push_str(r.s(TOKENS));
                } else if r.chance(0.3) {
                    s.push_str(r.s(KEYS));
                } else {
                    s.push(r.range(0x20, 0x7e) as u8 as char);
                }
            }
            s.into_bytes()
        }
    };
    Case {
        file: r
            .pick(&["fuzz.toml", "dir/with space/f.toml", "ünï.toml"])
            .to_string(),
        bytes,
    }
}
