//! The optional blocks of a random description: the trace packer, the
//! AutoCounters and the programmable counters.

use std::fmt::Write as _;

use super::{width, KINDS};
use crate::rng::Rng;

/// A random `[packer]` whose packet fits its stream.
pub(super) fn packer(rng: &mut Rng, s: &mut String) {
    let pc = if rng.chance(1, 2) { 32 } else { 64 };
    let counters = 1 + rng.below(16) as u32;
    let k = 1 + rng.below(8) as u32;
    let registers = rng.below(3) as u32;
    let rw = 8 + rng.below(57) as u32;
    let cw = 8 + rng.below(57) as u32;
    let hw = 1 + rng.below(64) as u32;
    let used = counters * k + counters + pc + cw + 32 + hw + registers * rw + 32 + 16;
    let sw = used.next_multiple_of(32) + 32 * rng.below(4) as u32;
    let depth = 1u32 << (3 + rng.below(5));
    let _ = writeln!(
        s,
        "\n[packer]\nstream_width = {sw}\npc_width = {pc}\ncycles_width = {cw}\nhalted_width = {hw}\n\
         counters = {counters}\ncounter_width = {k}\nregisters = {registers}\nregister_width = {rw}\n\
         fifo_depth = {depth}\nalmost_full = {}\nwatchpoints = {}\ntlast_every = {}\nrv32 = {}",
        1 + rng.below(u64::from(depth)),
        if rng.chance(1, 6) { 16 } else { rng.below(4) },
        if rng.chance(1, 8) {
            rng.below(65_536)
        } else {
            rng.below(6)
        },
        pc == 32 && rng.chance(1, 2)
    );
}

/// A random `[autocounter]`: 1-3 domains at random ratios, a few counters
/// each; the number of domains, named `d0`, `d1`, ...
pub(super) fn autocounter(rng: &mut Rng, s: &mut String) -> usize {
    let domains = 1 + rng.below(3) as usize;
    let _ = writeln!(
        s,
        "\n[autocounter]\nfifo_depth = {}\nread_rate = {}",
        1u32 << (1 + rng.below(4)),
        [0u64, 1, 50][rng.below(3) as usize]
    );
    for d in 0..domains {
        let _ = writeln!(
            s,
            "\n[[autocounter.domain]]\nname = \"d{d}\"\nmultiplier = {}\ndivisor = {}",
            1 + rng.below(4),
            1 + rng.below(4)
        );
    }
    for d in 0..domains {
        for c in 0..rng.below(4) {
            let crossing = domains > 1 && rng.chance(1, 3);
            let width = if crossing { 1 } else { 1 + rng.below(64) };
            let mode = if !crossing && rng.chance(1, 3) {
                "identity"
            } else {
                "accumulate"
            };
            let _ = writeln!(
                s,
                "\n[[autocounter.counter]]\nlabel = \"c{c}\"\ndescription = \"counter {c} of d{d}, \\\"quoted\\\"\"\npath = \"top.unit{d}\"\nwidth = {width}\nmode = \"{mode}\"\ndomain = \"d{d}\"{}",
                if crossing { format!("\nsource = \"d{}\"", (d + 1) % domains) } else { String::new() }
            );
        }
    }
    domains
}

/// A random `[programmable]`: 1-4 counters, 1-10 events with random wiring.
pub(super) fn programmable(rng: &mut Rng, s: &mut String) {
    let k = 1 + rng.below(4);
    let kinds: Vec<String> = KINDS
        .iter()
        .filter(|_| rng.chance(1, 2))
        .map(|k| format!("\"{k}\""))
        .collect();
    let kinds = if kinds.is_empty() {
        vec!["\"cpu\"".to_string()]
    } else {
        kinds
    };
    let _ = writeln!(
        s,
        "\n[programmable]\nkinds = [{}]\ncounters = {k}\nwidth = {}\nthreshold = {}",
        kinds.join(", "),
        width(rng, 64),
        rng.chance(1, 2)
    );
    let events = 1 + rng.below(10);
    // The roles the PAPI layer uses: named explicitly, or found by name.
    for role in ["cycles_event", "instructions_event"] {
        if rng.chance(1, 4) {
            let _ = writeln!(s, "{role} = \"e{}\"", rng.below(events));
        }
    }
    for e in 0..events {
        let wired: Vec<String> = (0..k)
            .filter(|_| rng.chance(2, 3))
            .map(|c| c.to_string())
            .collect();
        let _ = writeln!(s, "\n[[programmable.event]]\nname = \"e{e}\"");
        if rng.chance(1, 3) {
            let _ = writeln!(s, "description = \"event {e} \\\"raw\\\" */\"");
        }
        // An event wired to no counter is refused: leave it wired to all.
        if rng.chance(1, 2) && !wired.is_empty() {
            let _ = writeln!(s, "counters = [{}]", wired.join(", "));
        }
    }
    for p in 0..rng.below(4) {
        let terms: Vec<String> = (0..1 + rng.below(4))
            .map(|i| {
                let sign = if i == 0 {
                    ""
                } else if rng.chance(1, 2) {
                    " + "
                } else {
                    " - "
                };
                format!("{sign}e{}", rng.below(events))
            })
            .collect();
        let _ = writeln!(
            s,
            "\n[[programmable.preset]]\nname = \"p{p}\"\nformula = \"{}\"",
            terms.concat()
        );
    }
}
