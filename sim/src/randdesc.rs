//! Seeded generator of random *valid* SoC descriptions (TOML text), varying
//! tile counts and kinds, window strides, catalog scaling and NoC directions,
//! widths, overflow modes and clock domains of monitors, bus, reset style and
//! unmapped policy, the snapshot style, and the optional packer,
//! AutoCounters and programmable counters with their options.

use std::fmt::Write as _;

use crate::rng::Rng;

const KINDS: [&str; 6] = ["cpu", "mem", "acc", "io", "slm", "empty"];
// ESP's accelerator tiles have 64-bit monitors, which a compact bank cannot hold.
const COMPACT_KINDS: [&str; 5] = ["cpu", "mem", "io", "slm", "empty"];
// The last one is not ESP's: direction names are free.
const DIRS: [&str; 6] = ["local", "east", "west", "south", "north", "up"];
const RESETS: [&str; 4] = ["async_low", "async_high", "sync_low", "sync_high"];

fn pick<'a>(rng: &mut Rng, from: &[&'a str]) -> &'a str {
    from[rng.below(from.len() as u64) as usize]
}

fn width(rng: &mut Rng, max: u32) -> u32 {
    match rng.below(4) {
        0 => max,
        1 => 1 + rng.below(u64::from(max.min(8))) as u32,
        _ => 1 + rng.below(u64::from(max)) as u32,
    }
}

/// A valid description for `seed`.
pub fn generate(seed: u64) -> String {
    let rng = &mut Rng::new(seed ^ 0x5EED_DE5C);
    let mut s = String::new();
    let esp = rng.chance(4, 5);
    let planes = 1 + rng.below(6);
    let dvfs_points = rng.below(5);
    let ndirs = 1 + rng.below(5) as usize;
    // Mostly ESP's order; sometimes any subset in any order.
    let mut dir_order: Vec<&str> = DIRS.to_vec();
    if rng.chance(1, 4) {
        for i in (1..dir_order.len()).rev() {
            dir_order.swap(i, rng.below(i as u64 + 1) as usize);
        }
    }
    let _ = writeln!(
        s,
        "# random description, seed {seed}\n[soc]\nname = \"rnd{seed}\""
    );
    let _ = writeln!(
        s,
        "bus = \"{}\"",
        if rng.chance(1, 2) { "apb" } else { "axi4lite" }
    );
    let _ = writeln!(s, "reset = \"{}\"", pick(rng, &RESETS));
    let _ = writeln!(
        s,
        "unmapped = \"{}\"",
        if rng.chance(1, 2) { "error" } else { "zero" }
    );
    // From the seed, not the generator, so the rest of each design stays.
    let _ = writeln!(
        s,
        "fabric = \"lut{}\"",
        if seed.is_multiple_of(2) { 4 } else { 6 }
    );
    let _ = writeln!(
        s,
        "counter_reset = \"{}\"",
        if (seed / 2).is_multiple_of(2) {
            "with_reset"
        } else {
            "clock_edge"
        }
    );
    // Every fifth seed has compact-snapshot banks, whose monitors all wrap
    // and share one width of 8 to 32 bits (narrow ones wrap in a run), in
    // kinds of three monitors or more and with no programmable counters.
    let compact = seed.is_multiple_of(5);
    let compact_width = [8, 9, 10, 12, 16, 32][(seed / 5 % 6) as usize];
    if compact {
        let _ = writeln!(s, "snapshot = \"compact\"");
    }
    // Programmable counters need room in the window: they come with 0x400 tiles.
    let want_prog = rng.chance(1, 3) && !compact;
    let mut stride: u64 = if want_prog || rng.chance(1, 3) {
        0x400
    } else {
        0x200
    };
    if rng.chance(1, 6) {
        // Wider windows up to the largest allowed: wider word addresses.
        stride <<= 1 + rng.below(if stride == 0x200 { 7 } else { 6 });
    }
    let _ = writeln!(
        s,
        "tile_stride = {stride:#x}\nbase = {:#x}",
        0x1000_0000u64 + 0x10_0000 * rng.below(16)
    );
    let _ = writeln!(s, "noc_planes = {planes}\ndvfs_points = {dvfs_points}");
    let dirs: Vec<String> = dir_order[..ndirs]
        .iter()
        .map(|d| format!("\"{d}\""))
        .collect();
    let _ = writeln!(s, "noc_directions = [{}]", dirs.join(", "));
    let _ = writeln!(
        s,
        "cache_hierarchy = {}\ndvfs = {}",
        rng.chance(2, 3),
        rng.chance(2, 3)
    );
    match rng.below(4) {
        // NoC monitors raised in the routers' clock, behind synchronisers.
        0 | 1 => {
            let _ = writeln!(s, "noc_clock = \"noc\"");
        }
        2 => {
            let _ = writeln!(s, "noc_clock = \"tile\"");
        }
        _ => {}
    }

    let _ = writeln!(
        s,
        "\n[catalog]\nbuiltin = \"{}\"",
        if esp { "esp" } else { "none" }
    );
    let w = width(rng, 32);
    let _ = writeln!(s, "width = {}", if compact { compact_width } else { w });
    let saturate = rng.chance(1, 2) && !compact;
    let _ = writeln!(
        s,
        "overflow = \"{}\"",
        if saturate { "saturate" } else { "wrap" }
    );
    if esp && !compact {
        for _ in 0..rng.below(4) {
            let (name, w) = match rng.below(4) {
                0 => ("acc_mem", 33 + rng.below(32) as u32),
                1 => ("acc_tot", 33 + rng.below(32) as u32),
                2 => ("ddr_word_transfer", width(rng, 32)),
                _ => ("noc_inject_p0", width(rng, 32)),
            };
            let _ = writeln!(
                s,
                "\n[[catalog.override]]\nmonitor = \"{name}\"\nwidth = {w}"
            );
            if rng.chance(1, 2) {
                let _ = writeln!(
                    s,
                    "overflow = \"{}\"",
                    if rng.chance(1, 2) { "wrap" } else { "saturate" }
                );
            }
            if rng.chance(1, 4) {
                // Moves one built-in monitor into (or out of) another clock domain.
                let _ = writeln!(
                    s,
                    "clock = \"{}\"",
                    if rng.chance(1, 2) { "fabric" } else { "tile" }
                );
            }
            if rng.chance(1, 4) {
                let _ = writeln!(s, "description = \"overridden */ \\\"{name}\\\" // */\"");
            }
        }
    }
    // Without the built-in catalog, the first custom monitor covers every
    // kind; in a compact SoC the first three do (a compact bank has three
    // or more).
    let customs = if esp { rng.below(4) } else { 1 + rng.below(6) };
    let (customs, covering) = if compact {
        (customs.max(3), 3)
    } else {
        (customs, 1)
    };
    for i in 0..customs {
        let kinds: Vec<String> = if (!esp || compact) && i < covering {
            KINDS.iter().map(|k| format!("\"{k}\"")).collect()
        } else {
            KINDS
                .iter()
                .filter(|_| rng.chance(1, 3))
                .map(|k| format!("\"{k}\""))
                .collect()
        };
        let _ = writeln!(
            s,
            "\n[[catalog.monitor]]\nname = \"custom{i}\"\ndescription = \"random monitor {i}\"\nkinds = [{}]\nwidth = {}{}",
            kinds.join(", "),
            {
                let w = width(rng, 64);
                if compact {
                    compact_width
                } else {
                    w
                }
            },
            if rng.chance(1, 3) { "\nclock = \"fabric\"" } else { "" }
        );
        if rng.chance(1, 3) && !compact {
            let _ = writeln!(
                s,
                "overflow = \"{}\"",
                if rng.chance(1, 2) { "wrap" } else { "saturate" }
            );
        }
    }
    if rng.chance(1, 2) {
        packer(rng, &mut s);
    }
    if rng.chance(1, 3) {
        autocounter(rng, &mut s);
    }
    if want_prog {
        programmable(rng, &mut s);
    }
    let kinds: &[&str] = if compact && esp {
        &COMPACT_KINDS
    } else {
        &KINDS
    };
    for t in 0..1 + rng.below(9) {
        let _ = writeln!(
            s,
            "\n[[tile]]\nname = \"t{t}\"\nkind = \"{}\"",
            pick(rng, kinds)
        );
    }
    s
}

/// A random `[packer]` whose packet fits its stream.
fn packer(rng: &mut Rng, s: &mut String) {
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

/// A random `[autocounter]`: 1-3 domains at random ratios, a few counters each.
fn autocounter(rng: &mut Rng, s: &mut String) {
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
}

/// A random `[programmable]`: 1-4 counters, 1-10 events with random wiring.
fn programmable(rng: &mut Rng, s: &mut String) {
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
