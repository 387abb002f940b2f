//! Coverage-driven tests (see `scripts/coverage.sh`): walks that reach what
//! random traffic almost never does, in lockstep with the golden models. The
//! carry walk takes every counter through `2^i - 1 → 2^i` for every bit `i`
//! (the carry into each bit, made by the RTL's own increment, not by the
//! backdoor), then through its maximum (wrap or saturation, sticky flag,
//! interrupt), snapshotting and reading every word on the way.

mod common;

use std::collections::VecDeque;

use common::{bank_of, cache, example, tile_env, word, TWO_DOMAINS};
use hdlgen::desc::CounterMode;
use hdlgen::model::packer::{cmd, ctrl, FieldKind, PackerRegKind as K};
use hdlgen::model::Access;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::packer_env::{Core, Retire};

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

/// Programmable counters: the same carry walk through the bus (their counts
/// are writable), with a threshold at every power of two, so the threshold
/// flag, the overflow flag and the interrupt fire for every counter.
#[test]
fn programmable_carry_walk_esp_cpu() {
    let soc = example("esp.toml");
    let p = soc
        .programmable
        .as_ref()
        .expect("esp.toml has [programmable]");
    let (mut env, _) = tile_env(&soc, "cpu", 39);
    env.master.max_delay = 0;
    env.master.ready_percent = 100;
    let w = |n: &str| word(&soc, n);
    let max = max_of(p.width);
    wrw(&mut env, w("prog_irq_enable"), u32::MAX);
    for k in 0..p.counters {
        let e = (0..p.events.len())
            .find(|&e| p.allowed(k, e))
            .expect("every counter has an event");
        wrw(&mut env, w(&format!("prog{k}_select")), e as u32);
        for i in 0..=p.width {
            let start = if i == p.width { max } else { (1 << i) - 1 };
            let thr = (start + 1) & max;
            wrw(&mut env, w(&format!("prog{k}_count_lo")), start as u32);
            wrw(
                &mut env,
                w(&format!("prog{k}_count_hi")),
                (start >> 32) as u32,
            );
            wrw(&mut env, w(&format!("prog{k}_threshold_lo")), thr as u32);
            wrw(
                &mut env,
                w(&format!("prog{k}_threshold_hi")),
                (thr >> 32) as u32,
            );
            env.pev[0] = 1 << e;
            env.run(1).unwrap_or_else(|m| panic!("{m}"));
            env.pev[0] = 0;
            rdw(&mut env, w(&format!("prog{k}_count_lo")));
            rdw(&mut env, w(&format!("prog{k}_count_hi")));
            rdw(&mut env, w("prog_flags"));
            wrw(&mut env, w("prog_flags"), u32::MAX);
        }
        // Inhibit (bit 31) and every select bit, then back.
        wrw(&mut env, w(&format!("prog{k}_select")), u32::MAX);
        rdw(&mut env, w(&format!("prog{k}_select")));
        wrw(&mut env, w(&format!("prog{k}_select")), 0);
    }
}

/// AutoCounter domains: random runs (trigger, target reset, read_rate,
/// overruns), every read_rate bit, an unmapped word, then a carry walk of
/// the 64-bit time and accumulators and of the overrun count through the
/// backdoor, every sample read back over the bus; and of the distance to the
/// next sample point (32 bits: it stays below read_rate) up to its top.
fn autocounter_walk(soc: &hdlgen::Soc, d: usize, seed: u64) {
    let ac = soc.autocounter.as_ref().expect("has [autocounter]");
    let dom = &ac.domains[d];
    let mut bench = simcfg::autocounter_bench(soc, d);
    let mut regs: Vec<(String, u32)> = vec![
        ("local_q".into(), 64),
        ("base_q".into(), 64),
        ("overruns".into(), 32),
    ];
    regs.extend(
        dom.counters
            .iter()
            .filter(|c| c.mode == CounterMode::Accumulate)
            .map(|c| (format!("acc_{}", c.label), 64)),
    );
    bench.spec.backdoors = regs.iter().map(|(r, _)| r.clone()).collect();
    bench.spec.backdoors.push("since_q".into());
    let since = regs.len();
    let mut e = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    e.run(4).unwrap();
    e.run_random(20_000).unwrap_or_else(|m| panic!("{m}"));
    e.trigger = true;
    e.target_reset = false;
    let read_rate = bench.cfg.words[0];
    for v in [u32::MAX, 0, 1] {
        e.write(read_rate, v).unwrap();
        e.read(read_rate).unwrap();
    }
    let cfg = &bench.cfg;
    if let Some(w) = (0..cfg.sample_word0).find(|w| !cfg.words.contains(w)) {
        e.write(w, u32::MAX).unwrap();
        e.read(w).unwrap();
    }
    // The model adds without wrapping: stop one short of 2^64.
    for i in 0..64 {
        for (idx, (r, width)) in regs.iter().enumerate() {
            let v = (1u64 << i.min(*width - 1)) - 1;
            e.ls.dut.poke(idx, v);
            e.ls.model.poke(r, v);
        }
        e.run(3).unwrap_or_else(|m| panic!("{m}"));
        e.drain_samples().unwrap_or_else(|m| panic!("{m}"));
        e.read(bench.cfg.words[2]).unwrap();
    }
    e.write(read_rate, u32::MAX).unwrap();
    for i in 0..=32 {
        let v = ((1u64 << i) - 1).min(u64::from(u32::MAX) - 1);
        e.ls.dut.poke(since, v);
        e.ls.model.poke("since_q", v);
        e.run(2).unwrap_or_else(|m| panic!("{m}"));
    }
}

#[test]
fn autocounter_walk_axi_wide() {
    let soc = example("axi_wide.toml");
    for d in 0..soc.autocounter.as_ref().unwrap().domains.len() {
        autocounter_walk(&soc, d, 40 + d as u64);
    }
}

#[test]
fn autocounter_walk_twodom() {
    let soc = hdlgen::load_str("twodom.toml", TWO_DOMAINS).unwrap();
    for d in 0..3 {
        autocounter_walk(&soc, d, 50 + d as u64);
    }
}

/// The trace packer: every register bit, an unmapped word, set and cleared, a PC walk over
/// every bit, flush and clear-drops commands, a full FIFO, and carry walks of
/// the cycle, halted-cycle, sequence, drop and TLAST counters through the
/// backdoor, with every packet delivered on the stream.
fn packer_walk(file: &str, seed: u64) {
    let soc = example(file);
    let p = soc.packer.as_ref().expect("has [packer]");
    let reg = |k: K| p.window.word_of(k);
    let width = |k: FieldKind| p.field(k).map_or(0, |f| f.width);
    let (cw, hw) = (width(FieldKind::Cycles), width(FieldKind::Halted));
    let mut bench = simcfg::packer_bench(&soc, false);
    let regs: Vec<(&str, u32)> = vec![
        ("cyc_q", cw),
        ("halted_q", hw),
        ("seq_q", 32),
        ("drops_q", 32),
        ("tl_q", 16),
    ];
    bench.spec.backdoors = regs.iter().map(|(r, _)| r.to_string()).collect();
    let mut e = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    e.core = Core::Script(VecDeque::new());
    e.run(4).unwrap();
    for r in p.window.regs.iter().filter(|r| r.access == Access::Rw) {
        for v in [u32::MAX, 0, r.reset()] {
            e.write(r.word, v).unwrap_or_else(|m| panic!("{m}"));
            e.read(r.word).unwrap_or_else(|m| panic!("{m}"));
        }
    }
    for r in &p.window.regs {
        e.read(r.word).unwrap_or_else(|m| panic!("{m}"));
    }
    if let Some(w) =
        (0..1 << p.window.word_bits).find(|w| p.window.regs.iter().all(|r| r.word != *w))
    {
        e.write(w, u32::MAX).unwrap();
        e.read(w).unwrap();
    }
    e.write(reg(K::TlastEvery), 0xFFFF).unwrap();
    e.write(reg(K::Ctrl), ctrl::ENABLE | ctrl::FORCE_HALT)
        .unwrap();
    e.tready_percent = 100;
    let jal = Retire { pc: 0, instr: 0x6F };
    let mask = |w: u32| if w >= 64 { u64::MAX } else { (1 << w) - 1 };
    for i in 0..=64u32 {
        for (idx, (r, w)) in regs.iter().enumerate() {
            // At a counter's width: its maximum (the saturating ones hold).
            let v = if i >= *w { mask(*w) } else { (1 << i) - 1 };
            // The 32-bit model counters wrap with wrapping_add; drops only
            // count on a full FIFO, below.
            if *r != "drops_q" {
                e.ls.dut.poke(idx, v);
                e.ls.model.poke(r, v);
            }
        }
        let pc = if i == 64 { u64::MAX } else { 1 << i } & mask(p.pc_width);
        e.core = Core::Script([None, Some(Retire { pc, ..jal }), None].into());
        e.run(4).unwrap_or_else(|m| panic!("{m}"));
    }
    e.write(reg(K::Cmd), cmd::FLUSH).unwrap();
    // Fill the FIFO with the stream stalled, then drop packets, carrying
    // into every bit of the drop counter.
    e.write(reg(K::Ctrl), ctrl::ENABLE).unwrap();
    e.tready_percent = 0;
    let fill = p.fifo_depth as usize + 2;
    e.core = Core::Script(vec![Some(jal); fill].into());
    e.run(fill as u64 + 2).unwrap_or_else(|m| panic!("{m}"));
    e.read(reg(K::Status)).unwrap();
    let drops = regs.iter().position(|(r, _)| *r == "drops_q").unwrap();
    for i in 0..=32 {
        let v = ((1u64 << i) - 1).min(u64::from(u32::MAX) - 1);
        e.ls.dut.poke(drops, v);
        e.ls.model.poke("drops_q", v);
        e.core = Core::Script([Some(jal)].into());
        e.run(2).unwrap_or_else(|m| panic!("{m}"));
        e.read(reg(K::Drops)).unwrap();
    }
    e.write(reg(K::Cmd), cmd::CLEAR_DROPS).unwrap();
    e.drain().unwrap_or_else(|m| panic!("{m}"));
}

#[test]
fn packer_walk_esp() {
    packer_walk("esp.toml", 60);
}

#[test]
fn packer_walk_axi_wide() {
    packer_walk("axi_wide.toml", 61);
}
