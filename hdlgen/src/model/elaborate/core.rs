//! `[core]`: the reference SoC's core tile, RAM, console and event mapping.
//! A description without `[core]` gets the defaults: the first cpu tile,
//! 64 KiB of RAM, the console at 0x1000_0000 (or the first free 8 bytes
//! above), and every monitor or programmable event named like a core event
//! driven by it.

mod events;

use super::super::autocounter::AutoCounter;
use super::super::core::{Core, CoreIsa, CONSOLE_SPAN};
use super::super::{Monitor, Programmable};
use super::ErrFn;
use crate::desc::{CoreDesc, Description, Sp};

/// The register windows of the monitor blocks: (what, start, end).
pub(super) type Windows = Vec<(&'static str, u64, u64)>;

/// What core signals can drive.
pub(super) struct Targets<'a> {
    pub monitors: &'a [Monitor],
    pub programmable: Option<&'a Programmable>,
    pub autocounter: Option<&'a AutoCounter>,
}

/// The core of `d`, or `None` when it has no cpu tile and no `[core]`
/// (such a description has no reference SoC; writing `[core]` makes that
/// an error).
pub(super) fn elaborate_core(
    d: &Description,
    targets: Targets<'_>,
    windows: &Windows,
    err: &mut ErrFn<'_>,
) -> Option<Core> {
    let c = d.core.as_ref();
    let tile = core_tile(d, c, err);
    let ram = match c {
        Some(c) => check_ram(c, windows, err),
        None => DEFAULT_RAM,
    };
    let console = match c.and_then(|c| c.console.as_ref()) {
        Some(base) => check_console(base, u64::from(ram), windows, err),
        None => free_console(u64::from(ram), windows),
    };
    let tile = tile?;
    let kind = d.tiles[tile].kind.value.as_str();
    let events = events::core_events(c, kind, &targets, err);
    Some(Core {
        tile,
        isa: c.map_or(CoreIsa::Rv32imc, |c| c.isa.value),
        ram,
        console,
        events,
        module: format!("{}_refsoc", d.soc.name.value),
    })
}

/// The core's tile: `[core] tile`, or the first cpu tile.
fn core_tile(d: &Description, c: Option<&CoreDesc>, err: &mut ErrFn<'_>) -> Option<usize> {
    match c.and_then(|c| c.tile.as_ref()) {
        Some(name) => {
            let found = d.tiles.iter().position(|t| t.name.value == name.value);
            match found {
                Some(i) if d.tiles[i].kind.value == "cpu" => Some(i),
                _ => {
                    let what = if found.is_some() {
                        "is not a cpu tile"
                    } else {
                        "is not a tile"
                    };
                    err(
                        &name.span,
                        "core.tile",
                        format!(
                            "\"{}\" {what}; valid: {}",
                            name.value.escape_default(),
                            cpu_tiles(d)
                        ),
                    );
                    None
                }
            }
        }
        None => {
            let first = d.tiles.iter().position(|t| t.kind.value == "cpu");
            if first.is_none() {
                if let Some(c) = c {
                    err(
                        &c.span,
                        "core",
                        "the reference SoC's core drives a cpu tile's monitors, and the description has no tile of kind \"cpu\"; add one, or remove [core]".into(),
                    );
                }
            }
            first
        }
    }
}

fn cpu_tiles(d: &Description) -> String {
    let names: Vec<&str> = d
        .tiles
        .iter()
        .filter(|t| t.kind.value == "cpu")
        .map(|t| t.name.value.as_str())
        .collect();
    if names.is_empty() {
        "none: the description has no cpu tile".into()
    } else {
        names.join(", ")
    }
}

/// RAM bytes without `[core] ram`.
const DEFAULT_RAM: u32 = 0x1_0000;
/// Where the console goes without `[core] console`, if that is free.
const DEFAULT_CONSOLE: u64 = 0x1000_0000;

fn check_ram(c: &CoreDesc, windows: &Windows, err: &mut ErrFn<'_>) -> u32 {
    let r = c.ram.value;
    if !r.is_power_of_two() {
        err(
            &c.ram.span,
            "core.ram",
            format!("{r:#x} is not a power of two; valid: 0x1000, 0x2000, ... 0x10000000"),
        );
    }
    for &(what, s, e) in windows {
        if s < r {
            err(
                &c.ram.span,
                "core.ram",
                format!(
                    "the RAM 0x0-{:#x} overlaps {what} {s:#x}-{:#x}; valid: at most {:#x} bytes, or move the windows up",
                    r - 1,
                    e - 1,
                    1u64 << (63 - s.max(1).leading_zeros())
                ),
            );
        }
    }
    r as u32
}

/// The first 8 free bytes from [`DEFAULT_CONSOLE`] (past the RAM and
/// every window): a description without `[core]` never fails for it.
fn free_console(ram: u64, windows: &Windows) -> u32 {
    let mut base = DEFAULT_CONSOLE.max(ram);
    loop {
        let end = base + u64::from(CONSOLE_SPAN);
        match windows.iter().find(|&&(_, s, e)| base < e && s < end) {
            Some(&(_, _, e)) => base = e.next_multiple_of(8),
            None => return base as u32,
        }
    }
}

fn check_console(c: &Sp<u64>, ram: u64, windows: &Windows, err: &mut ErrFn<'_>) -> u32 {
    let base = c.value;
    if !base.is_multiple_of(8) {
        err(
            &c.span,
            "core.console",
            format!("{base:#x} is not a multiple of 8"),
        );
    }
    let end = base + u64::from(CONSOLE_SPAN);
    let mut clash = |what: &str, s: u64, e: u64| {
        if base < e && s < end {
            err(
                &c.span,
                "core.console",
                format!(
                    "the console {base:#x}-{:#x} overlaps {what} {s:#x}-{:#x}; valid: a base that keeps them apart",
                    end - 1,
                    e - 1
                ),
            );
        }
    };
    clash("the RAM", 0, ram);
    for &(what, s, e) in windows {
        clash(what, s, e);
    }
    base as u32
}

#[cfg(test)]
mod tests {
    use crate::model::core::{CoreSignal, CoreTarget};

    fn soc(extra: &str) -> crate::Soc {
        let text = format!(
            "[soc]\nname = \"s\"\n[[tile]]\nname = \"m\"\nkind = \"mem\"\n[[tile]]\nname = \"c\"\nkind = \"cpu\"\n\
             [catalog]\n[[catalog.monitor]]\nname = \"loads\"\nkinds = [\"cpu\"]\n\
             [[catalog.monitor]]\nname = \"misses\"\nkinds = [\"cpu\"]\n\
             [programmable]\nkinds = [\"cpu\"]\n[[programmable.event]]\nname = \"cycles\"\n\
             [[programmable.event]]\nname = \"retired\"\n[[programmable.event]]\nname = \"mem_stall\"\n{extra}"
        );
        crate::load_str("d.toml", &text).unwrap()
    }

    fn mapping(s: &crate::Soc) -> Vec<(String, CoreSignal)> {
        let core = s.core.as_ref().unwrap();
        let p = s.programmable.as_ref().unwrap();
        core.events
            .iter()
            .map(|e| {
                let name = match e.target {
                    CoreTarget::Prog(i) => p.events[i].name.clone(),
                    CoreTarget::Monitor(m) => s.monitors[m].name.clone(),
                    CoreTarget::AutoCounter { domain, counter } => {
                        let d = &s.autocounter.as_ref().unwrap().domains[domain];
                        format!("{}/{}", d.name, d.counters[counter].label)
                    }
                };
                (name, e.signal)
            })
            .collect()
    }

    #[test]
    fn without_core_the_first_cpu_tile_and_names_decide() {
        let s = soc("");
        let core = s.core.as_ref().unwrap();
        assert_eq!(
            (core.tile, core.ram, core.console),
            (1, 0x1_0000, 0x1000_0000)
        );
        assert_eq!(core.module, "s_refsoc");
        let m = mapping(&s);
        assert!(m.contains(&("cycles".into(), CoreSignal::Cycle)), "{m:?}");
        assert!(
            m.contains(&("mem_stall".into(), CoreSignal::MemWait)),
            "{m:?}"
        );
        assert!(m.contains(&("loads".into(), CoreSignal::Load)), "{m:?}");
        // Named like no core signal: left to the harness's traffic.
        assert!(
            !m.iter().any(|(n, _)| n == "retired" || n == "misses"),
            "{m:?}"
        );
    }

    #[test]
    fn core_events_replace_the_default() {
        let s = soc("[core]\nram = 0x2000\n[core.events]\nretired = \"instret\"\nmisses = \"branch_taken\"\n");
        assert_eq!(s.core.as_ref().unwrap().ram, 0x2000);
        let mut m = mapping(&s);
        m.sort();
        assert_eq!(
            m,
            [
                ("misses".to_string(), CoreSignal::BranchTaken),
                ("retired".to_string(), CoreSignal::Instret)
            ]
        );
    }

    /// AutoCounter counters are driven by label, in domains at the base
    /// clock only (the reference SoC runs one clock); `[core.events]` names
    /// them like monitors, and a label that is nothing else is no error.
    #[test]
    fn autocounter_counters_at_the_base_clock_count_core_events() {
        let ac = "[autocounter]\n[[autocounter.domain]]\nname = \"base\"\n\
                  [[autocounter.domain]]\nname = \"fast\"\nmultiplier = 2\n\
                  [[autocounter.counter]]\nlabel = \"instret\"\npath = \"c\"\ndomain = \"base\"\n\
                  [[autocounter.counter]]\nlabel = \"instret\"\npath = \"c\"\ndomain = \"fast\"\n\
                  [[autocounter.counter]]\nlabel = \"waits\"\npath = \"c\"\ndomain = \"base\"\n";
        let m = mapping(&soc(ac));
        assert!(
            m.contains(&("base/instret".into(), CoreSignal::Instret)),
            "{m:?}"
        );
        assert!(!m.iter().any(|(n, _)| n.starts_with("fast/")), "{m:?}");
        let m = mapping(&soc(&format!(
            "{ac}[core]\n[core.events]\nwaits = \"mem_wait\"\n"
        )));
        assert_eq!(m, [("base/waits".to_string(), CoreSignal::MemWait)]);
    }

    #[test]
    fn the_default_console_moves_past_a_window() {
        let s = crate::load_str(
            "d.toml",
            "[soc]\nname = \"s\"\nbase = 0x10000000\ntile_stride = 0x400\n[[tile]]\nname = \"c\"\nkind = \"cpu\"\n",
        )
        .unwrap();
        assert_eq!(s.core.as_ref().unwrap().console, 0x1000_0400);
    }

    #[test]
    fn no_cpu_tile_no_core() {
        let s = crate::load_str(
            "d.toml",
            "[soc]\nname = \"s\"\n[[tile]]\nname = \"m\"\nkind = \"mem\"\n",
        )
        .unwrap();
        assert!(s.core.is_none());
    }
}
