//! The pieces the structured generator writes descriptions with: tables
//! whose fields come in random order, sometimes missing or wrong, and
//! values at the edges of their ranges.

use crate::rng::Rng;
use crate::support::{toml_str, EVIL};
use crate::values::any_value;
use crate::vocabulary::KEYS;

/// Writes `key = value` lines in random order, each field sometimes left out
/// and (rarely) given a wrong value.
pub struct Table {
    lines: Vec<String>,
    rng: Rng,
}

impl Table {
    pub fn new(header: &str, r: &mut Rng) -> Self {
        Table {
            lines: vec![header.to_string()],
            rng: Rng::new(r.next()),
        }
    }
    pub fn kv(&mut self, key: &str, good: String, present: f64) {
        let r = &mut self.rng;
        if !r.chance(present) {
            return;
        }
        let value = if r.chance(BAD) { any_value(r) } else { good };
        self.lines.push(format!("{key} = {value}"));
    }
    pub fn finish(mut self, out: &mut String) {
        let r = &mut self.rng;
        let head = self.lines.remove(0);
        let n = self.lines.len();
        for i in (1..n).rev() {
            let j = r.below(i + 1);
            self.lines.swap(i, j);
        }
        if r.chance(BAD / 2.0) {
            self.lines.push(format!("{} = {}", r.s(KEYS), any_value(r)));
        }
        if r.chance(BAD / 2.0) && n > 0 {
            self.lines.remove(r.below(n));
        }
        out.push_str(&head);
        out.push('\n');
        for l in self.lines {
            out.push_str(&l);
            out.push('\n');
        }
        out.push('\n');
    }
}

/// Chance that a field written gets a random (mostly wrong) value.
const BAD: f64 = 0.004;

pub fn uint(r: &mut Rng, lo: u64, hi: u64) -> String {
    // The ends of the range are where the bugs are.
    let v = match r.below(4) {
        0 => lo,
        1 => hi,
        _ => r.range(lo, hi),
    };
    if r.chance(0.2) {
        format!("{v:#x}")
    } else {
        v.to_string()
    }
}

pub fn pow2(r: &mut Rng, lo: u32, hi: u32) -> String {
    (1u64 << r.range(lo as u64, hi as u64)).to_string()
}

pub fn string_list(items: &[String]) -> String {
    let q: Vec<String> = items.iter().map(|s| toml_str(s)).collect();
    format!("[{}]", q.join(", "))
}

pub fn description(r: &mut Rng) -> String {
    if r.chance(0.4) {
        toml_str(r.s(EVIL))
    } else {
        toml_str(r.s(&[
            "Cycles",
            "",
            "L1 misses (per \"way\")",
            "a\\b",
            "100% of it",
        ]))
    }
}
