//! Seeded generator of random *valid* SoC descriptions (TOML text), varying
//! tile counts and kinds, window strides, catalog scaling and NoC directions,
//! widths, overflow modes and clock domains of monitors, bus, reset style and
//! unmapped policy, the snapshot style, the access policy and its overrides
//! per window type, and the optional packer, AutoCounters and programmable
//! counters with their options.

mod access;
mod blocks;

use std::fmt::Write as _;

use crate::rng::Rng;
use blocks::{autocounter, packer, programmable};

const KINDS: [&str; 6] = ["cpu", "mem", "acc", "io", "slm", "empty"];
// The last one is not ESP's: direction names are free.
const DIRS: [&str; 6] = ["local", "east", "west", "south", "north", "up"];
const RESETS: [&str; 4] = ["async_low", "async_high", "sync_low", "sync_high"];

fn pick<'a>(rng: &mut Rng, from: &[&'a str]) -> &'a str {
    from[rng.below(from.len() as u64) as usize]
}

fn width(rng: &mut Rng, max: u32) -> u32 {
    match rng.below(5) {
        0 => max,
        1 => 1 + rng.below(u64::from(max.min(8))) as u32,
        // Either side of the bus word, where a count gains its high word:
        // uniform draws would reach 33 once in 64.
        2 if max > 32 => 32 + rng.below(2) as u32,
        _ => 1 + rng.below(u64::from(max)) as u32,
    }
}

/// What the `[soc]` section decided that the later sections follow.
struct Shape {
    /// The built-in ESP catalog is on.
    esp: bool,
    /// Compact-snapshot banks.
    compact: bool,
    /// The usual monitor width of a compact SoC: narrow, so that counters
    /// with no backdoor wrap in a run.
    compact_width: u32,
    /// A `[programmable]` section follows.
    want_prog: bool,
}

/// The NoC's shape, drawn before anything is written.
struct Noc {
    planes: u64,
    dvfs_points: u64,
    dirs: Vec<&'static str>,
}

/// A valid description for `seed`.
pub fn generate(seed: u64) -> String {
    let rng = &mut Rng::new(seed ^ 0x5EED_DE5C);
    let mut s = String::new();
    // The access policy from a generator of its own, so the rest of each
    // design is what it was before policies existed.
    let access_rng = &mut Rng::new(seed ^ 0xACCE_55ED);
    let shape = soc(rng, &mut s, seed, access_rng);
    catalog(rng, &mut s, &shape);
    let mut windows = Vec::new();
    if rng.chance(1, 2) {
        packer(rng, &mut s);
        windows.push("packer".to_string());
    }
    if rng.chance(1, 3) {
        let domains = autocounter(rng, &mut s);
        windows.extend((0..domains).map(|d| format!("autocounter_d{d}")));
    }
    if shape.want_prog {
        programmable(rng, &mut s);
    }
    for kind in tiles(rng, &mut s) {
        let window = format!("tile_{kind}");
        if !windows.contains(&window) {
            windows.push(window);
        }
    }
    access::overrides(access_rng, &mut s, &windows);
    s
}

/// The `[soc]` section; its access policy from `access_rng`.
fn soc(rng: &mut Rng, s: &mut String, seed: u64, access_rng: &mut Rng) -> Shape {
    let esp = rng.chance(4, 5);
    let noc = Noc::draw(rng);
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
    access::soc_keys(access_rng, s);
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
    // Every fifth seed has compact-snapshot banks, with every mix a bank
    // can have; most of their monitors are 8 to 32 bits wide (narrow ones
    // wrap in a run).
    let compact = seed.is_multiple_of(5);
    let compact_width = [8, 9, 10, 12, 16, 32][(seed / 5 % 6) as usize];
    if compact {
        let _ = writeln!(s, "snapshot = \"compact\"");
    }
    // Programmable counters need room in the window: they come with 0x400 tiles.
    let want_prog = rng.chance(1, 3);
    window_and_noc(rng, s, want_prog, &noc);
    Shape {
        esp,
        compact,
        compact_width,
        want_prog,
    }
}

impl Noc {
    /// Planes, DVFS points and directions: mostly ESP's order, sometimes
    /// any subset in any order.
    fn draw(rng: &mut Rng) -> Self {
        let planes = 1 + rng.below(6);
        let dvfs_points = rng.below(5);
        let ndirs = 1 + rng.below(5) as usize;
        let mut dir_order: Vec<&str> = DIRS.to_vec();
        if rng.chance(1, 4) {
            for i in (1..dir_order.len()).rev() {
                dir_order.swap(i, rng.below(i as u64 + 1) as usize);
            }
        }
        dir_order.truncate(ndirs);
        Self {
            planes,
            dvfs_points,
            dirs: dir_order,
        }
    }
}

/// The `[soc]` keys of the address window, the NoC and its clock.
fn window_and_noc(rng: &mut Rng, s: &mut String, want_prog: bool, noc: &Noc) {
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
    let _ = writeln!(
        s,
        "noc_planes = {}\ndvfs_points = {}",
        noc.planes, noc.dvfs_points
    );
    let dirs: Vec<String> = noc.dirs.iter().map(|d| format!("\"{d}\"")).collect();
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
}

/// The `[catalog]` section: built-in overrides and custom monitors.
fn catalog(rng: &mut Rng, s: &mut String, shape: &Shape) {
    let (esp, compact, compact_width) = (shape.esp, shape.compact, shape.compact_width);
    let _ = writeln!(
        s,
        "\n[catalog]\nbuiltin = \"{}\"",
        if esp { "esp" } else { "none" }
    );
    let w = width(rng, 32);
    let _ = writeln!(s, "width = {}", if compact { compact_width } else { w });
    let saturate = rng.chance(1, 2);
    let _ = writeln!(
        s,
        "overflow = \"{}\"",
        if saturate { "saturate" } else { "wrap" }
    );
    if esp {
        catalog_overrides(rng, s);
    }
    custom_monitors(rng, s, shape);
}

/// Up to three `[[catalog.override]]`s of built-in monitors.
fn catalog_overrides(rng: &mut Rng, s: &mut String) {
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

/// The `[[catalog.monitor]]`s.
fn custom_monitors(rng: &mut Rng, s: &mut String, shape: &Shape) {
    let (esp, compact, compact_width) = (shape.esp, shape.compact, shape.compact_width);
    // Without the built-in catalog, the first custom monitor covers every
    // kind.
    let customs = if esp { rng.below(4) } else { 1 + rng.below(6) };
    for i in 0..customs {
        let kinds: Vec<String> = if !esp && i == 0 {
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
                if compact && rng.chance(3, 4) {
                    compact_width
                } else {
                    w
                }
            },
            if rng.chance(1, 3) { "\nclock = \"fabric\"" } else { "" }
        );
        if rng.chance(1, 3) {
            let _ = writeln!(
                s,
                "overflow = \"{}\"",
                if rng.chance(1, 2) { "wrap" } else { "saturate" }
            );
        }
    }
}

/// The `[[tile]]`s; their kinds, in tile order.
fn tiles(rng: &mut Rng, s: &mut String) -> Vec<&'static str> {
    let mut used = Vec::new();
    for t in 0..1 + rng.below(9) {
        let kind = pick(rng, &KINDS);
        let _ = writeln!(s, "\n[[tile]]\nname = \"t{t}\"\nkind = \"{kind}\"");
        used.push(kind);
    }
    used
}
