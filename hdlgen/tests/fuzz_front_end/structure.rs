//! The third generator: descriptions generated from the format's
//! structure, mostly valid, with a few wrong fields, so that many are
//! accepted and reach every emitter.

use crate::driver::Case;
use crate::rng::Rng;
use crate::support::{toml_str, EVIL};
use crate::table::{description, pow2, string_list, uint, Table};
use crate::vocabulary::{or_risky, random_name, Ctx, TILE_KINDS};

pub fn gen_structured(r: &mut Rng, cx: &Ctx) -> Case {
    let mut out = String::new();
    let stride_log = r.range(9, 16);
    let stride = 1u64 << stride_log;
    let ntiles = match r.below(40) {
        0 => 0,
        1 | 2 => r.range(13, 300) as usize,
        3 if r.chance(0.1) => r.range(4090, 4100) as usize,
        _ => r.range(1, 12) as usize,
    };
    soc(r, stride, &mut out);
    let (builtin_esp, custom_kinds) = catalog(r, cx, &mut out);
    tiles(r, ntiles, builtin_esp, &custom_kinds, &mut out);
    if r.chance(0.35) {
        packer(r, &mut out);
    }
    if r.chance(0.35) {
        autocounter(r, &mut out);
    }
    if r.chance(0.35) {
        programmable(r, &mut out);
    }
    let file = if r.chance(0.05) {
        format!("{}.toml", r.pick(EVIL))
    } else {
        "generated.toml".to_string()
    };
    Case::text(&file, out)
}

/// `[soc]`, tiles `stride` bytes apart (rarely left out).
fn soc(r: &mut Rng, stride: u64, out: &mut String) {
    let mut soc = Table::new("[soc]", r);
    soc.kv("name", toml_str(&random_name(r)), 1.0);
    soc.kv("bus", toml_str(r.s(&["apb", "axi4lite"])), 0.7);
    let base = match r.below(4) {
        0 => 0,
        1 => 0x1_0000_0000 - stride * r.range(1, 20),
        _ => (r.next() & 0xFFFF_FFFF) & !(stride - 1),
    };
    soc.kv("base", format!("{base:#x}"), 0.8);
    soc.kv("tile_stride", format!("{stride:#x}"), 0.7);
    soc.kv("unmapped", toml_str(r.s(&["error", "zero"])), 0.5);
    soc.kv(
        "reset",
        toml_str(r.s(&["async_low", "async_high", "sync_low", "sync_high"])),
        0.5,
    );
    soc.kv(
        "noc_planes",
        if r.chance(0.9) {
            uint(r, 1, 6)
        } else {
            uint(r, 1, 16)
        },
        0.5,
    );
    soc.kv("dvfs_points", uint(r, 0, 16), 0.5);
    let dirs: Vec<String> = ["local", "east", "west", "south", "north", "up", "down"]
        .iter()
        .filter(|_| r.chance(0.6))
        .map(|s| s.to_string())
        .collect();
    soc.kv("noc_directions", string_list(&dirs), 0.3);
    soc.kv(
        "cache_hierarchy",
        r.pick(&["true", "false"]).to_string(),
        0.4,
    );
    soc.kv("dvfs", r.pick(&["true", "false"]).to_string(), 0.4);
    soc.kv("noc_clock", toml_str(r.s(&["tile", "noc", "fabric"])), 0.3);
    if r.chance(0.99) {
        soc.finish(out);
    }
}

/// `[catalog]`, its overrides and custom monitors; whether the built-in
/// ESP catalog is on, and the tile kinds the custom monitors name.
fn catalog(r: &mut Rng, cx: &Ctx, out: &mut String) -> (bool, Vec<String>) {
    let builtin_esp = r.chance(0.85);
    let mut custom_kinds: Vec<String> = Vec::new();
    if r.chance(0.6) || !builtin_esp {
        let mut cat = Table::new("[catalog]", r);
        cat.kv(
            "builtin",
            toml_str(if builtin_esp { "esp" } else { "none" }),
            if builtin_esp { 0.5 } else { 1.0 },
        );
        cat.kv("width", uint(r, 1, 32), 0.5);
        cat.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.5);
        cat.finish(out);
        for _ in 0..if builtin_esp { r.below(4) } else { 0 } {
            catalog_override(r, cx, out);
        }
        let nmon = if builtin_esp {
            r.below(4)
        } else {
            1 + r.below(5)
        };
        for i in 0..nmon {
            custom_kinds.extend(custom_monitor(r, i, builtin_esp, out));
        }
    }
    (builtin_esp, custom_kinds)
}

/// One `[[catalog.override]]` of a built-in monitor.
fn catalog_override(r: &mut Rng, cx: &Ctx, out: &mut String) {
    let mut o = Table::new("[[catalog.override]]", r);
    // Names that exist whatever the planes, points and directions.
    let m = r.pick(&cx.builtin).clone();
    let m = if m.contains("_p") || m.contains("dvfs") {
        "acc_tot".to_string()
    } else {
        m
    };
    let pair = m.starts_with("acc_tot") || m.starts_with("acc_mem");
    o.kv("monitor", toml_str(&m), 1.0);
    o.kv(
        "width",
        if pair {
            uint(r, 33, 64)
        } else {
            uint(r, 1, 32)
        },
        0.6,
    );
    o.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.4);
    o.kv("description", description(r), 0.4);
    o.kv("clock", toml_str(r.s(&["tile", "fabric"])), 0.3);
    o.finish(out);
}

/// Custom monitor `i` (`[[catalog.monitor]]`); the tile kinds it names.
fn custom_monitor(r: &mut Rng, i: usize, builtin_esp: bool, out: &mut String) -> Vec<String> {
    let mut m = Table::new("[[catalog.monitor]]", r);
    let usual = format!("{}_m{i}", random_name(r));
    let name = or_risky(r, usual);
    m.kv("name", toml_str(&name), 1.0);
    m.kv("description", description(r), 0.6);
    let kinds: Vec<String> = if builtin_esp {
        TILE_KINDS
            .iter()
            .filter(|_| r.chance(0.3))
            .map(|s| s.to_string())
            .collect()
    } else {
        TILE_KINDS.iter().map(|s| s.to_string()).collect()
    };
    m.kv("kinds", string_list(&kinds), 1.0);
    m.kv("width", uint(r, 1, 64), 0.6);
    m.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.3);
    m.kv("clock", toml_str(r.s(&["tile", "fabric", "noc"])), 0.3);
    m.finish(out);
    kinds
}

/// `ntiles` `[[tile]]`s, of the built-in kinds or those custom monitors name.
fn tiles(r: &mut Rng, ntiles: usize, builtin_esp: bool, custom_kinds: &[String], out: &mut String) {
    for t in 0..ntiles {
        let mut tile = Table::new("[[tile]]", r);
        tile.kv(
            "name",
            toml_str(&{
                let usual = format!("{}{t}", r.s(&["t", "cpu", "tile_", "x"]));
                or_risky(r, usual)
            }),
            1.0,
        );
        let kind = if builtin_esp || custom_kinds.is_empty() {
            r.pick(TILE_KINDS).to_string()
        } else {
            r.pick(custom_kinds).clone()
        };
        tile.kv("kind", toml_str(&kind), 1.0);
        tile.finish(out);
    }
}

/// `[packer]`.
fn packer(r: &mut Rng, out: &mut String) {
    let mut p = Table::new("[packer]", r);
    p.kv("base", format!("{:#x}", r.next() & 0xFFFF_F000), 0.8);
    p.kv("stream_width", (32 * r.range(2, 128)).to_string(), 0.8);
    p.kv("pc_width", uint(r, 16, 64), 0.6);
    p.kv("cycles_width", uint(r, 1, 64), 0.5);
    p.kv("halted_width", uint(r, 1, 64), 0.5);
    p.kv("counters", uint(r, 1, 64), 0.6);
    p.kv("counter_width", uint(r, 1, 16), 0.6);
    p.kv("registers", uint(r, 0, 8), 0.6);
    p.kv("register_width", uint(r, 1, 64), 0.6);
    let depth_log = r.range(1, 16);
    if r.chance(0.6) {
        p.kv("fifo_depth", (1u64 << depth_log).to_string(), 1.0);
        p.kv("almost_full", uint(r, 1, 1 << depth_log), 1.0);
    }
    p.kv("watchpoints", uint(r, 0, 16), 0.5);
    p.kv("tlast_every", uint(r, 0, 65535), 0.5);
    p.kv("rv32", r.pick(&["true", "false"]).to_string(), 0.4);
    p.finish(out);
}

/// `[autocounter]`, its domains and counters.
fn autocounter(r: &mut Rng, out: &mut String) {
    let mut a = Table::new("[autocounter]", r);
    a.kv("base", format!("{:#x}", r.next() & 0xFFFF_F000), 0.8);
    a.kv("fifo_depth", pow2(r, 1, 10), 0.6);
    a.kv("read_rate", uint(r, 0, 0xFFFF_FFFF), 0.5);
    a.finish(out);
    let nd = r.range(1, 3) as usize;
    let domains: Vec<String> = (0..nd)
        .map(|i| {
            let usual = format!("{}{i}", random_name(r));
            or_risky(r, usual)
        })
        .collect();
    for d in &domains {
        let mut t = Table::new("[[autocounter.domain]]", r);
        t.kv("name", toml_str(d), 1.0);
        t.kv("multiplier", uint(r, 1, 1024), 0.5);
        t.kv("divisor", uint(r, 1, 1024), 0.5);
        t.finish(out);
    }
    for i in 0..r.below(7) {
        autocounter_counter(r, i, &domains, out);
    }
}

/// `[[autocounter.counter]]` `i`, in one of `domains`.
fn autocounter_counter(r: &mut Rng, i: usize, domains: &[String], out: &mut String) {
    let mut c = Table::new("[[autocounter.counter]]", r);
    let label = or_risky(r, format!("c{i}"));
    c.kv("label", toml_str(&label), 1.0);
    c.kv("description", description(r), 0.6);
    c.kv(
        "path",
        toml_str(r.s(&["tile0.core", "mem0", "a.b.c", "X_1"])),
        1.0,
    );
    let one_bit = r.chance(0.5);
    c.kv(
        "width",
        if one_bit { "1".into() } else { uint(r, 1, 64) },
        0.7,
    );
    c.kv("mode", toml_str(r.s(&["accumulate", "identity"])), 0.4);
    c.kv("domain", toml_str(r.pick(domains).as_str()), 1.0);
    if one_bit {
        c.kv("source", toml_str(r.pick(domains).as_str()), 0.3);
    }
    c.finish(out);
}

/// `[programmable]`, its events and presets.
fn programmable(r: &mut Rng, out: &mut String) {
    let mut p = Table::new("[programmable]", r);
    let kinds: Vec<String> = TILE_KINDS
        .iter()
        .filter(|_| r.chance(0.4))
        .map(|s| s.to_string())
        .collect();
    p.kv("kinds", string_list(&kinds), 0.7);
    let k = r.range(1, 16);
    p.kv("counters", k.to_string(), 1.0);
    p.kv("width", uint(r, 1, 64), 0.6);
    p.kv("threshold", r.pick(&["true", "false"]).to_string(), 0.5);
    let ne = match r.below(20) {
        0 => r.range(250, 260) as usize,
        _ => r.range(1, 10) as usize,
    };
    let events: Vec<String> = (0..ne)
        .map(|i| {
            let usual = format!("e{i}_{}", random_name(r));
            or_risky(r, usual)
        })
        .collect();
    if r.chance(0.3) {
        p.kv("cycles_event", toml_str(r.pick(&events).as_str()), 1.0);
    }
    if r.chance(0.3) {
        p.kv(
            "instructions_event",
            toml_str(r.pick(&events).as_str()),
            1.0,
        );
    }
    p.finish(out);
    for e in &events {
        let mut t = Table::new("[[programmable.event]]", r);
        t.kv("name", toml_str(e), 1.0);
        t.kv("description", description(r), 0.5);
        let wired: Vec<String> = (0..k)
            .filter(|_| r.chance(0.5))
            .map(|c| c.to_string())
            .collect();
        if !wired.is_empty() {
            t.kv("counters", format!("[{}]", wired.join(", ")), 0.4);
        }
        t.finish(out);
    }
    for i in 0..r.below(4) {
        preset(r, i, &events, out);
    }
}

/// `[[programmable.preset]]` `i`: a formula over `events`.
fn preset(r: &mut Rng, i: usize, events: &[String], out: &mut String) {
    let mut t = Table::new("[[programmable.preset]]", r);
    t.kv("name", toml_str(&format!("preset{i}")), 1.0);
    t.kv("description", description(r), 0.5);
    let mut f = r.pick(events).clone();
    for _ in 0..r.below(4) {
        f.push_str(r.s(&[" + ", " - ", "+", "-"]));
        f.push_str(r.pick(events).as_str());
    }
    t.kv("formula", toml_str(&f), 1.0);
    t.finish(out);
}
