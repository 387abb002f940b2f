//! The access policy of a random description: `[soc]`'s read and write
//! policies and answer to a denied access, and `[[access]]` overrides of
//! some window types.

use std::fmt::Write as _;

use super::pick;
use crate::rng::Rng;

const POLICIES: [&str; 4] = ["any", "privileged", "secure", "secure_privileged"];

/// `[soc]`'s policy keys, for half the descriptions (the others keep the
/// defaults: anyone, a bus error).
pub(super) fn soc_keys(rng: &mut Rng, s: &mut String) {
    if rng.chance(1, 2) {
        return;
    }
    let _ = writeln!(
        s,
        "read_access = \"{}\"\nwrite_access = \"{}\"\ndenied = \"{}\"",
        pick(rng, &POLICIES),
        pick(rng, &POLICIES),
        if rng.chance(1, 2) { "error" } else { "zero" }
    );
}

/// An `[[access]]` entry for about a third of `windows` (window types),
/// each setting the read policy, the write policy or both.
pub(super) fn overrides(rng: &mut Rng, s: &mut String, windows: &[String]) {
    for w in windows {
        if !rng.chance(1, 3) {
            continue;
        }
        let _ = writeln!(s, "\n[[access]]\nwindow = \"{w}\"");
        let side = rng.below(3);
        if side != 1 {
            let _ = writeln!(s, "read = \"{}\"", pick(rng, &POLICIES));
        }
        if side != 0 {
            let _ = writeln!(s, "write = \"{}\"", pick(rng, &POLICIES));
        }
    }
}
