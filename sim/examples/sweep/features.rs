//! What a description exercises: the blocks it generates and the options that
//! change their RTL. Shared by the sweep and by the test that checks the
//! random generator reaches every one of them.

use hdlgen::desc::CounterMode;
use hdlgen::model::{
    AccessPolicy, BusKind, CounterReset, Denied, Group, Overflow, SnapshotStyle, Soc, Unmapped,
    Window,
};

/// Every feature a long enough sweep must reach, in report order.
pub const ALL: &[&str] = &[
    "bus apb",
    "bus axi4lite",
    "reset async_low",
    "reset async_high",
    "reset sync_low",
    "reset sync_high",
    "counter reset at the clock edge (async reset)",
    "unmapped error",
    "unmapped zero",
    "snapshot compact",
    "compact saturate",
    "compact pair",
    "compact mixed widths",
    "compact narrower than its side counter",
    "compact 1-2 monitors",
    "compact programmable",
    "compact programmable 33 bits",
    "soc wrapper",
    "bank cpu",
    "bank mem",
    "bank acc",
    "bank io",
    "bank slm",
    "bank empty",
    "single tile",
    "8+ tiles",
    "catalog esp",
    "catalog none",
    "window > 0x400",
    "monitors > 32 (2+ flag words)",
    "counter wrap",
    "counter saturate",
    "counter width < 8",
    "counter 33-63 bits (pair)",
    "counter 33 bits",
    "counter 64 bits",
    "counter synchronised",
    "noc directions not ESP's",
    "packer",
    "packer pc 32",
    "packer rv32",
    "packer no registers",
    "packer no watchpoints",
    "packer 16 watchpoints",
    "autocounter",
    "autocounter 2+ domains",
    "autocounter identity",
    "autocounter crossing",
    "autocounter read_rate 0",
    "autocounter > 32 bits",
    "programmable",
    "programmable threshold",
    "programmable no threshold",
    "programmable > 32 bits",
    "programmable 33 bits",
    "programmable presets",
    "programmable restricted wiring",
    "access privileged",
    "access secure",
    "access secure_privileged",
    "access windows differ",
    "access denied error",
    "access denied zero",
];

/// The features found so far.
struct Found(Vec<&'static str>);

impl Found {
    /// Notes feature `name` if `cond` holds.
    fn add(&mut self, cond: bool, name: &'static str) {
        if cond {
            self.0.push(name);
        }
    }
}

/// The features of `soc`, each one of [`ALL`].
pub fn features(soc: &Soc) -> Vec<&'static str> {
    let mut f = Found(vec!["soc wrapper"]);
    soc_features(soc, &mut f);
    monitor_features(soc, &mut f);
    compact_features(soc, &mut f);
    block_features(soc, &mut f);
    access_features(soc, &mut f);
    f.0
}

/// The access policies of the windows and the answer to a denied access.
fn access_features(soc: &Soc, f: &mut Found) {
    let mut windows: Vec<&Window> = soc.banks.iter().map(|b| &b.window).collect();
    windows.extend(soc.packer.iter().map(|p| &p.window));
    if let Some(ac) = &soc.autocounter {
        windows.extend(ac.domains.iter().map(|d| &d.window));
    }
    let sides = || windows.iter().flat_map(|w| [w.read, w.write]);
    f.add(
        sides().any(|p| p == AccessPolicy::Privileged),
        "access privileged",
    );
    f.add(sides().any(|p| p == AccessPolicy::Secure), "access secure");
    f.add(
        sides().any(|p| p == AccessPolicy::SecurePrivileged),
        "access secure_privileged",
    );
    let first = (windows[0].read, windows[0].write);
    f.add(
        windows.iter().any(|w| (w.read, w.write) != first),
        "access windows differ",
    );
    let enforced = sides().any(|p| p != AccessPolicy::Any);
    f.add(
        enforced && soc.denied == Denied::Error,
        "access denied error",
    );
    f.add(enforced && soc.denied == Denied::Zero, "access denied zero");
}

/// The SoC's options, bank kinds, tile count, catalog and window.
fn soc_features(soc: &Soc, f: &mut Found) {
    f.add(soc.bus == BusKind::Apb, "bus apb");
    f.add(soc.bus == BusKind::Axi4Lite, "bus axi4lite");
    let (a, l) = (soc.reset.asynchronous, soc.reset.active_low);
    f.add(a && l, "reset async_low");
    f.add(a && !l, "reset async_high");
    f.add(!a && l, "reset sync_low");
    f.add(!a && !l, "reset sync_high");
    f.add(
        a && soc.counter_reset == CounterReset::ClockEdge,
        "counter reset at the clock edge (async reset)",
    );
    f.add(soc.unmapped == Unmapped::Error, "unmapped error");
    f.add(soc.unmapped == Unmapped::Zero, "unmapped zero");
    f.add(soc.snapshot == SnapshotStyle::Compact, "snapshot compact");
    for (kind, name) in [
        ("cpu", "bank cpu"),
        ("mem", "bank mem"),
        ("acc", "bank acc"),
        ("io", "bank io"),
        ("slm", "bank slm"),
        ("empty", "bank empty"),
    ] {
        f.add(soc.banks.iter().any(|b| b.kind == kind), name);
    }
    f.add(soc.tiles.len() == 1, "single tile");
    f.add(soc.tiles.len() >= 8, "8+ tiles");
    let esp = soc.monitors.iter().any(|m| m.group != Group::Custom);
    f.add(esp, "catalog esp");
    f.add(!esp, "catalog none");
    f.add(soc.map.stride > 0x400, "window > 0x400");
    f.add(soc.map.flag_words > 1, "monitors > 32 (2+ flag words)");
}

/// What the compact banks hold: every mix a flip-flop bank can hold.
fn compact_features(soc: &Soc, f: &mut Found) {
    for b in soc.banks.iter().filter(|b| b.compact.is_some()) {
        let shape = b.compact.expect("filtered");
        let ms: Vec<_> = b
            .counters
            .iter()
            .map(|c| &soc.monitors[c.monitor])
            .collect();
        f.add(
            ms.iter().any(|m| m.overflow == Overflow::Saturate),
            "compact saturate",
        );
        f.add(ms.iter().any(|m| m.width > 32), "compact pair");
        f.add(
            ms.iter().any(|m| m.width != ms[0].width),
            "compact mixed widths",
        );
        f.add(
            ms.iter().any(|m| m.width <= shape.side_bits),
            "compact narrower than its side counter",
        );
        f.add(ms.len() <= 2, "compact 1-2 monitors");
        f.add(b.programmable, "compact programmable");
        f.add(
            b.programmable && soc.programmable.as_ref().is_some_and(|p| p.width == 33),
            "compact programmable 33 bits",
        );
    }
}

/// The monitors' widths and overflow modes, and the NoC's directions.
fn monitor_features(soc: &Soc, f: &mut Found) {
    let m = &soc.monitors;
    f.add(
        m.iter().any(|m| m.overflow == Overflow::Wrap),
        "counter wrap",
    );
    f.add(
        m.iter().any(|m| m.overflow == Overflow::Saturate),
        "counter saturate",
    );
    f.add(m.iter().any(|m| m.width < 8), "counter width < 8");
    f.add(
        m.iter().any(|m| m.width > 32 && m.width < 64),
        "counter 33-63 bits (pair)",
    );
    f.add(m.iter().any(|m| m.width == 33), "counter 33 bits");
    f.add(m.iter().any(|m| m.width == 64), "counter 64 bits");
    f.add(m.iter().any(|m| m.synchronised), "counter synchronised");
    let esp_dirs = ["local", "east", "west", "south", "north"];
    f.add(
        !soc.noc_directions.iter().zip(esp_dirs).all(|(d, e)| d == e),
        "noc directions not ESP's",
    );
}

/// The packer, the AutoCounters and the programmable counters.
fn block_features(soc: &Soc, f: &mut Found) {
    if let Some(p) = &soc.packer {
        f.add(true, "packer");
        f.add(p.pc_width == 32, "packer pc 32");
        f.add(p.rv32, "packer rv32");
        f.add(p.registers == 0, "packer no registers");
        f.add(p.watchpoints == 0, "packer no watchpoints");
        f.add(p.watchpoints == 16, "packer 16 watchpoints");
    }
    if let Some(ac) = &soc.autocounter {
        let counters = || ac.domains.iter().flat_map(|d| &d.counters);
        f.add(true, "autocounter");
        f.add(ac.domains.len() >= 2, "autocounter 2+ domains");
        f.add(
            counters().any(|c| c.mode == CounterMode::Identity),
            "autocounter identity",
        );
        f.add(counters().any(|c| c.synchronised), "autocounter crossing");
        f.add(ac.read_rate() == 0, "autocounter read_rate 0");
        f.add(counters().any(|c| c.width > 32), "autocounter > 32 bits");
    }
    if let Some(p) = &soc.programmable {
        f.add(true, "programmable");
        f.add(p.threshold, "programmable threshold");
        f.add(!p.threshold, "programmable no threshold");
        f.add(p.width > 32, "programmable > 32 bits");
        f.add(p.width == 33, "programmable 33 bits");
        f.add(!p.presets.is_empty(), "programmable presets");
        f.add(
            (0..p.counters).any(|k| (0..p.events.len()).any(|e| !p.allowed(k, e))),
            "programmable restricted wiring",
        );
    }
}

/// The generated blocks of `soc`, for the sweep's table.
pub fn blocks(soc: &Soc) -> String {
    let mut b = vec![format!(
        "{} + soc",
        match soc.bus {
            BusKind::Apb => "apb",
            BusKind::Axi4Lite => "axil",
        }
    )];
    let kinds: Vec<&str> = soc.banks.iter().map(|b| b.kind.as_str()).collect();
    b.push(kinds.join("/"));
    if soc.programmable.is_some() {
        b.push("prog".into());
    }
    if soc.packer.is_some() {
        b.push("packer".into());
    }
    if let Some(ac) = &soc.autocounter {
        b.push(format!("ac×{}", ac.domains.len()));
    }
    b.join(" ")
}
