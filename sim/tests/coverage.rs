//! Coverage-driven tests (see `scripts/coverage.sh`): walks that reach what
//! random traffic almost never does, in lockstep with the golden models. The
//! carry walk takes every counter through `2^i - 1 → 2^i` for every bit `i`
//! (the carry into each bit, made by the RTL's own increment, not by the
//! backdoor), then through its maximum (wrap or saturation, sticky flag,
//! interrupt), snapshotting and reading every word on the way.

mod common;

use common::{bank_of, example, tile_env, word};
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;

fn wrw(env: &mut Env, w: u32, v: u32) {
    let a = env.addr(0, w);
    assert!(!env.write(a, v).unwrap_or_else(|m| panic!("{m}")));
}

fn rdw(env: &mut Env, w: u32) -> u32 {
    let a = env.addr(0, w);
    let (d, err) = env.read(a).unwrap_or_else(|m| panic!("{m}"));
    assert!(!err, "word {w}");
    d
}

fn max_of(width: u32) -> u64 {
    if width == 64 {
        u64::MAX
    } else {
        (1 << width) - 1
    }
}

/// One cycle with `gsnap` (set, clear) on the stand-alone tile's inputs.
fn gsnap(env: &mut Env, set: bool, clr: bool) {
    env.gsnap = (set, clr);
    env.run(1).unwrap_or_else(|m| panic!("{m}"));
    env.gsnap = (false, false);
}

fn carry_walk(file: &str, kind: &str, seed: u64) {
    let soc = example(file);
    let b = bank_of(&soc, kind);
    let (mut env, _) = tile_env(&soc, kind, seed);
    env.master.max_delay = 0;
    env.master.ready_percent = 100;
    let counters = &soc.banks[b].counters;
    let mons: Vec<_> = counters.iter().map(|c| &soc.monitors[c.monitor]).collect();
    let all_events: u128 = counters.iter().fold(0, |a, c| a | 1 << c.event_bit);
    let flag_words: Vec<u32> = (0..soc.map.flag_words).collect();
    for k in &flag_words {
        wrw(
            &mut env,
            word(&soc, &format!("overflow_irq_enable{k}")),
            soc.flag_mask(b, *k),
        );
    }
    let widest = mons.iter().map(|m| m.width).max().unwrap_or(0);
    for i in 0..=widest {
        for (c, m) in mons.iter().enumerate() {
            // Past its width a counter sits at its maximum: the wrap or the
            // saturation, and the sticky flag.
            let v = if i >= m.width {
                max_of(m.width)
            } else {
                (1 << i) - 1
            };
            env.poke_counter(0, c, v);
        }
        env.ev[0] = all_events;
        env.run(1).unwrap_or_else(|m| panic!("{m}"));
        env.ev[0] = 0;
        // Synchronised events arrive two cycles late.
        env.run(3).unwrap_or_else(|m| panic!("{m}"));
        gsnap(&mut env, true, false);
        for m in &mons {
            rdw(&mut env, 1 + m.index);
            if m.words == 2 {
                rdw(&mut env, 2 + m.index);
            }
        }
        gsnap(&mut env, false, true);
        for k in &flag_words {
            let ovf = word(&soc, &format!("overflow{k}"));
            rdw(&mut env, ovf);
            wrw(&mut env, ovf, u32::MAX);
        }
    }
}

macro_rules! carry_walks {
    ($($name:ident: $file:literal, $kind:literal, $seed:literal;)*) => {
        $(#[test] fn $name() { carry_walk($file, $kind, $seed); })*
    };
}

carry_walks! {
    carry_walk_esp_cpu: "esp.toml", "cpu", 31;
    carry_walk_esp_mem: "esp.toml", "mem", 32;
    carry_walk_esp_acc: "esp.toml", "acc", 33;
    carry_walk_esp_io: "esp.toml", "io", 34;
    carry_walk_axi_cpu: "axi_wide.toml", "cpu", 35;
    carry_walk_axi_mem: "axi_wide.toml", "mem", 36;
    carry_walk_axi_acc: "axi_wide.toml", "acc", 37;
    carry_walk_axi_slm: "axi_wide.toml", "slm", 38;
}
