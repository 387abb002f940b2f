//! TOML values of every type, with edge cases, for the generators to put
//! where the format wants something else.

use crate::rng::Rng;
use crate::support::{toml_str, EVIL};
use crate::vocabulary::{bad_name, random_name, RESERVED, TILE_KINDS};

/// TOML values of every type, with edge cases.
pub fn any_value(r: &mut Rng) -> String {
    match r.below(24) {
        k @ 0..=5 => integer(r, k),
        k @ 6..=8 => float_bool_or_date(r, k),
        k @ 9..=13 => string(r, k),
        k @ 14..=17 => nested_or_quoted(r, k),
        k @ 18..=22 => name_like(r, k),
        _ => String::new(),
    }
}

/// Integers: small, at powers of two, in every base, past 64 bits.
fn integer(r: &mut Rng, k: usize) -> String {
    match k {
        0 => r.pick(&["0", "1", "-1", "+1", "-0", "+0"]).to_string(),
        1 => r
            .pick(&[
                "31", "32", "33", "63", "64", "65", "255", "256", "4095", "4096", "4097", "65535",
                "65536", "65537", "1024", "1025", "2047", "2048",
            ])
            .to_string(),
        2 => r
            .pick(&[
                "0x1FF",
                "0x200",
                "0x201",
                "0x400",
                "0x10000",
                "0x20000",
                "0xFFFFFFFF",
                "0x100000000",
                "0xFFFF_FFFF",
                "0x6009_0000",
                "0x7fffffffffffffff",
                "0xffffffffffffffff",
                "0o777",
                "0b1010",
                "0x",
                "0xg",
                "00",
                "0_1",
                "1__0",
                "_1",
            ])
            .to_string(),
        3 => r
            .pick(&[
                "9223372036854775807",
                "9223372036854775808",
                "-9223372036854775808",
                "-9223372036854775809",
                "18446744073709551615",
                "99999999999999999999999999999999",
                "4294967295",
                "4294967296",
                "-4294967296",
            ])
            .to_string(),
        4 => format!("{}", r.next() as i64 >> r.below(64)),
        _ => format!("{:#x}", r.next() >> r.below(64)),
    }
}

/// Floats, booleans and dates, valid or nearly so.
fn float_bool_or_date(r: &mut Rng, k: usize) -> String {
    match k {
        6 => r
            .pick(&[
                "1.5", "0.0", "-0.0", "1e400", "-1e-400", "inf", "-inf", "+inf", "nan", "-nan",
                "3.", ".3", "1e", "6.0e1",
            ])
            .to_string(),
        7 => r
            .pick(&["true", "false", "True", "FALSE", "yes"])
            .to_string(),
        _ => r
            .pick(&[
                "1979-05-27T07:32:00Z",
                "1979-05-27",
                "07:32:00",
                "1979-05-27T00:32:00.999999-07:00",
                "1979-13-45",
                "25:61:61",
            ])
            .to_string(),
    }
}

/// Strings: evil text, reserved words, enum values, very long ones.
fn string(r: &mut Rng, k: usize) -> String {
    match k {
        9 => toml_str(r.s(EVIL)),
        10 => toml_str(r.s(RESERVED)),
        11 => toml_str(r.s(TILE_KINDS)),
        12 => toml_str(r.s(&[
            "apb",
            "axi4lite",
            "error",
            "zero",
            "async_low",
            "sync_high",
            "wrap",
            "saturate",
            "esp",
            "none",
            "accumulate",
            "identity",
            "tile",
            "noc",
            "APB",
            "",
        ])),
        _ => {
            // A long string.
            let n = r.pick(&[41usize, 100, 1000, 10_000, 100_000]);
            let c = *r.pick(&['a', '_', 'é', '"', '\\', '\n', '☃']);
            toml_str(&std::iter::repeat_n(c, *n).collect::<String>())
        }
    }
}

/// Deep nesting, arrays, inline tables and odd quoting.
fn nested_or_quoted(r: &mut Rng, k: usize) -> String {
    match k {
        14 => {
            // Deep nesting: arrays or inline tables.
            let d = r.len(400) + 1;
            if r.chance(0.5) {
                format!("{}{}", "[".repeat(d), "]".repeat(d))
            } else {
                format!("{}1{}", "{a=".repeat(d), "}".repeat(d))
            }
        }
        15 => r
            .pick(&[
                "[]",
                "[\"cpu\"]",
                "[\"cpu\", \"mem\"]",
                "[1, 2]",
                "[0, 15, 16]",
                "[\"cpu\", 1]",
                "[[]]",
                "[\"cpu\",]",
                "[,]",
                "[-1]",
                "[\"cpu\", \"cpu\"]",
                "[\"gpu\"]",
            ])
            .to_string(),
        16 => r
            .pick(&[
                "{}",
                "{ a = 1 }",
                "{ name = \"x\" }",
                "{ name = \"x\", kind = \"cpu\" }",
                "{",
                "}",
            ])
            .to_string(),
        _ => r
            .pick(&[
                "'literal'",
                "'''multi\nline'''",
                "\"\"\"multi\nline\"\"\"",
                "\"unterminated",
                "'unterminated",
                "\"\\q\"",
                "\"\\uD800\"",
                "\"\\U0010FFFF\"",
                "\"\\U00110000\"",
                "\"tab\there\"",
                "\"\\u0000\"",
            ])
            .to_string(),
    }
}

/// Names, good and bad, numbers in range, and formulas.
fn name_like(r: &mut Rng, k: usize) -> String {
    match k {
        18 => toml_str(&format!(
            "a{}",
            std::iter::repeat_n('_', r.below(3)).collect::<String>()
        )),
        19 => toml_str(&random_name(r)),
        20 => toml_str(&bad_name(r)),
        21 => format!("{}", r.range(0, 70)),
        _ => format!(
            "\"{}\"",
            r.pick(&[
                "hit + miss",
                "cycles - branch",
                "+",
                "hit +",
                "a b",
                "é",
                ""
            ])
        ),
    }
}
