//! The second generator: mutations of the two examples. Lines deleted,
//! duplicated, swapped, truncated; values changed to other TOML types;
//! keys renamed; description text made evil; blocks and tiles repeated.

use crate::driver::Case;
use crate::rng::Rng;
use crate::support::{toml_str, EVIL};
use crate::values::any_value;
use crate::vocabulary::{random_name, Ctx, HEADERS, KEYS, TILE_KINDS};

pub fn gen_mutated_example(r: &mut Rng, cx: &Ctx) -> Case {
    let base = r.pick(&cx.examples);
    let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
    for _ in 0..1 + r.len(4) {
        mutate(r, cx, &mut lines);
    }
    let mut text = lines.join(if r.chance(0.05) { "\r\n" } else { "\n" });
    if r.chance(0.03) && !text.is_empty() {
        // Truncate anywhere (on a character boundary).
        let mut at = r.below(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        text.truncate(at);
    }
    // Evil file names: they reach every output's header comment.
    let file = if r.chance(0.1) {
        format!("{}.toml", r.pick(EVIL))
    } else {
        "mutant.toml".to_string()
    };
    Case::text(&file, text)
}

/// Index of a random `key = value` line, if any.
fn kv_line(r: &mut Rng, lines: &[String]) -> Option<usize> {
    let kvs: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains(" = ") && !l.trim_start().starts_with('#'))
        .map(|(i, _)| i)
        .collect();
    (!kvs.is_empty()).then(|| *r.pick(&kvs))
}

fn mutate(r: &mut Rng, cx: &Ctx, lines: &mut Vec<String>) {
    if lines.is_empty() {
        lines.push(String::new());
    }
    let n = lines.len();
    match r.below(16) {
        0 => {
            lines.remove(r.below(n));
        }
        1 => {
            let l = lines[r.below(n)].clone();
            lines.insert(r.below(n + 1), l);
        }
        2 => {
            let (a, b) = (r.below(n), r.below(n));
            lines.swap(a, b);
        }
        // Change a value (the most useful: many stay valid TOML).
        3..=6 => {
            if let Some(i) = kv_line(r, lines) {
                let key = lines[i].split(" = ").next().unwrap().to_string();
                lines[i] = format!("{key} = {}", any_value(r));
            }
        }
        7 => {
            if let Some(i) = kv_line(r, lines) {
                let value = lines[i].split_once(" = ").unwrap().1.to_string();
                lines[i] = format!("{} = {value}", r.pick(KEYS));
            }
        }
        8 => {
            let l = format!("{} = {}", r.pick(KEYS), any_value(r));
            lines.insert(r.below(n + 1), l);
        }
        9 => {
            lines.insert(r.below(n + 1), r.pick(HEADERS).to_string());
        }
        // Make a string value evil (stays valid: tests the sanitising).
        10 | 11 => make_a_string_evil(r, lines),
        12 => insert_a_character(r, lines),
        13 => duplicate_a_table(r, lines),
        14 => add_many_tiles(r, lines),
        _ => add_a_monitor(r, cx, lines),
    }
}

/// Replaces a string value with evil text, sometimes under `description`.
fn make_a_string_evil(r: &mut Rng, lines: &mut [String]) {
    let n = lines.len();
    let strs: Vec<usize> = (0..n)
        .filter(|&i| lines[i].contains("= \"") && !lines[i].contains("= \"\""))
        .collect();
    if !strs.is_empty() {
        let i = *r.pick(&strs);
        let key = lines[i].split(" = ").next().unwrap().to_string();
        let key = if r.chance(0.5) {
            "description".to_string()
        } else {
            key
        };
        lines[i] = format!("{key} = {}", toml_str(r.s(EVIL)));
    }
}

/// Inserts a character somewhere in a line.
fn insert_a_character(r: &mut Rng, lines: &mut [String]) {
    let i = r.below(lines.len());
    let l = &mut lines[i];
    let mut at = r.below(l.len() + 1);
    while !l.is_char_boundary(at) {
        at -= 1;
    }
    let c = *r.pick(&[
        '\u{0}', '\u{feff}', 'é', '☃', '\u{202e}', '"', '\'', '[', ']', '=', '#', '\\', '\t', '\r',
        '.', '{', ' ',
    ]);
    l.insert(at, c);
}

/// Duplicates a whole table block.
fn duplicate_a_table(r: &mut Rng, lines: &mut Vec<String>) {
    let n = lines.len();
    let starts: Vec<usize> = (0..n).filter(|&i| lines[i].starts_with('[')).collect();
    if !starts.is_empty() {
        let s = *r.pick(&starts);
        let e = (s + 1..n).find(|&i| lines[i].starts_with('[')).unwrap_or(n);
        let block: Vec<String> = lines[s..e].to_vec();
        let at = r.below(n + 1);
        for (k, l) in block.into_iter().enumerate() {
            lines.insert(at + k, l);
        }
    }
}

/// Many tiles.
fn add_many_tiles(r: &mut Rng, lines: &mut Vec<String>) {
    let k = *r.pick(&[2usize, 17, 100, 1000]);
    for t in 0..k {
        lines.push("[[tile]]".into());
        lines.push(format!("name = \"t{t}\""));
        lines.push(format!("kind = \"{}\"", r.pick(TILE_KINDS)));
    }
}

/// An override of a built-in monitor or a custom monitor, with odd values.
fn add_a_monitor(r: &mut Rng, cx: &Ctx, lines: &mut Vec<String>) {
    if r.chance(0.5) {
        lines.push("[[catalog.override]]".into());
        lines.push(format!("monitor = \"{}\"", r.pick(&cx.builtin)));
        lines.push(format!("width = {}", r.range(0, 70)));
    } else {
        lines.push("[[catalog.monitor]]".into());
        lines.push(format!("name = {}", toml_str(&random_name(r))));
        lines.push(format!("kinds = [\"{}\"]", r.pick(TILE_KINDS)));
        lines.push(format!("description = {}", toml_str(r.s(EVIL))));
    }
}
