//! Register tests in the style of OpenTitan's CSR suite, on both SoC wrappers
//! (every tile): hardware reset values, read/write, bit-bash, aliasing and
//! out-of-range access. Expected values come from hdlgen's model (what the docs
//! and drivers promise), not from the golden model; the golden model still
//! checks every cycle in lockstep.

mod common;

use common::{example, soc_env};
use hdlgen::model::window::Role;
use hdlgen::model::{Access, RegKind, Soc, Unmapped};
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::master::Op;

const EXAMPLES: [&str; 2] = ["esp.toml", "axi_wide.toml"];

fn rd(env: &mut Env, tile: usize, word: u32) -> (u32, bool) {
    let a = env.addr(tile, word);
    env.read(a).unwrap_or_else(|m| panic!("{m}"))
}

fn wr(env: &mut Env, tile: usize, word: u32, data: u32) -> bool {
    let a = env.addr(tile, word);
    env.write(a, data).unwrap_or_else(|m| panic!("{m}"))
}

/// Every register's value in every tile.
fn dump(env: &mut Env, soc: &Soc) -> Vec<u32> {
    let mut v = Vec::new();
    for t in 0..soc.tiles.len() {
        for r in &soc.tile_window().regs {
            v.push(rd(env, t, r.word).0);
        }
    }
    v
}

fn is_rw(r: &hdlgen::model::Register) -> bool {
    r.access == Access::Rw && r.role != Role::Tile(RegKind::Ctrl)
}

#[test]
fn hw_reset_values() {
    for file in EXAMPLES {
        let soc = example(file);
        let (mut env, _) = soc_env(&soc, 1);
        for t in &soc.tiles {
            for r in &soc.banks[t.bank].window.regs {
                let (v, err) = rd(&mut env, t.index as usize, r.word);
                assert!(!err, "{file}: {}.{} answers an error", t.name, r.name);
                assert_eq!(
                    v,
                    r.reset_in(t.index),
                    "{file}: {}.{} reset value",
                    t.name,
                    r.name
                );
            }
        }
    }
}

#[test]
fn read_write_of_every_rw_register() {
    for file in EXAMPLES {
        let soc = example(file);
        let (mut env, _) = soc_env(&soc, 2);
        for t in &soc.tiles {
            for r in soc.banks[t.bank].window.regs.iter().filter(|r| is_rw(r)) {
                let mask = r.writable_mask();
                for _ in 0..4 {
                    let v = env.rng.next_u64() as u32;
                    assert!(!wr(&mut env, t.index as usize, r.word, v));
                    assert_eq!(
                        rd(&mut env, t.index as usize, r.word).0,
                        v & mask,
                        "{file}: {}.{}",
                        t.name,
                        r.name
                    );
                }
            }
        }
    }
}

#[test]
fn bit_bash_every_writable_bit() {
    for file in EXAMPLES {
        let soc = example(file);
        let (mut env, _) = soc_env(&soc, 3);
        for t in &soc.tiles {
            let tile = t.index as usize;
            for r in soc.banks[t.bank]
                .window
                .regs
                .iter()
                .filter(|r| r.access == Access::Rw)
            {
                let mask = r.writable_mask();
                for bit in 0..32 {
                    let b = 1u32 << bit;
                    assert!(!wr(&mut env, tile, r.word, b));
                    assert_eq!(
                        rd(&mut env, tile, r.word).0,
                        b & mask,
                        "{file}: {}.{} bit {bit} set",
                        t.name,
                        r.name
                    );
                    assert!(!wr(&mut env, tile, r.word, 0));
                    assert_eq!(
                        rd(&mut env, tile, r.word).0,
                        0,
                        "{file}: {}.{} bit {bit} cleared",
                        t.name,
                        r.name
                    );
                }
            }
            // W1C flags: nothing is set after reset, and writing 1s must not set them.
            for r in soc
                .tile_window()
                .regs
                .iter()
                .filter(|r| r.access == Access::W1c)
            {
                assert!(!wr(&mut env, tile, r.word, u32::MAX));
                assert_eq!(
                    rd(&mut env, tile, r.word).0,
                    0,
                    "{file}: {}.{} is not settable",
                    t.name,
                    r.name
                );
            }
            // Read-only words ignore writes.
            for r in soc
                .tile_window()
                .regs
                .iter()
                .filter(|r| r.access == Access::Ro)
            {
                let before = rd(&mut env, tile, r.word).0;
                assert!(!wr(&mut env, tile, r.word, !before));
                assert_eq!(
                    rd(&mut env, tile, r.word).0,
                    before,
                    "{file}: {}.{} is read-only",
                    t.name,
                    r.name
                );
            }
        }
    }
}

#[test]
fn a_write_changes_no_other_register() {
    for file in EXAMPLES {
        let soc = example(file);
        let (mut env, bench) = soc_env(&soc, 4);
        // Distinct, stable counter values (no events) make aliasing visible.
        for (i, (t, c)) in bench.backdoors.iter().enumerate() {
            let w = soc.monitors[soc.banks[soc.tiles[*t].bank].counters[*c].monitor].width;
            let max = if w == 64 { u64::MAX } else { (1 << w) - 1 };
            env.poke_counter(
                *t,
                *c,
                (0x0101_0101_0101_0101u64.wrapping_mul(i as u64 + 3)) & max,
            );
        }
        let mut before = dump(&mut env, &soc);
        let n = soc.tile_window().regs.len();
        for t in &soc.tiles {
            for (ri, r) in soc.tile_window().regs.iter().enumerate() {
                // Snapshot-type registers change what monitor words read by design.
                if matches!(
                    r.role,
                    Role::Tile(RegKind::Snapshot | RegKind::GlobalSnapshot)
                ) || r.access == Access::Ro
                {
                    continue;
                }
                let mut v = env.rng.next_u64() as u32;
                if r.role == Role::Tile(RegKind::Ctrl) {
                    v &= !2; // the clear strobe zeroes counters by design
                }
                wr(&mut env, t.index as usize, r.word, v);
                let after = dump(&mut env, &soc);
                let me = t.index as usize * n + ri;
                for (k, (a, b)) in after.iter().zip(&before).enumerate() {
                    if k != me {
                        let other = &soc.tile_window().regs[k % n];
                        assert_eq!(
                            a,
                            b,
                            "{file}: writing {}.{} changed {}.{}",
                            t.name,
                            r.name,
                            soc.tiles[k / n].name,
                            other.name
                        );
                    }
                }
                before = after;
            }
        }
    }
}

#[test]
fn out_of_range_and_unmapped_accesses() {
    for file in EXAMPLES {
        let soc = example(file);
        let err_expected = soc.unmapped == Unmapped::Error;
        let (mut env, _) = soc_env(&soc, 5);
        let before = dump(&mut env, &soc);
        let words = 1u32 << soc.map.word_bits;
        let mapped: Vec<u32> = soc.tile_window().regs.iter().map(|r| r.word).collect();
        let mut unmapped = 0;
        for t in 0..soc.tiles.len() {
            for w in (0..words).filter(|w| !mapped.contains(w)) {
                assert_eq!(
                    rd(&mut env, t, w),
                    (0, err_expected),
                    "{file}: tile {t} word {w:#x}"
                );
                assert_eq!(
                    wr(&mut env, t, w, u32::MAX),
                    err_expected,
                    "{file}: tile {t} word {w:#x}"
                );
                unmapped += 1;
            }
        }
        // Past the last tile: every word of the next windows.
        let beyond = (1usize << soc.tile_bits()) - soc.tiles.len();
        for t in soc.tiles.len()..soc.tiles.len() + beyond.min(2) {
            for w in [0, 1, words / 2, words - 1] {
                let a = env.addr(t, w);
                let d = env.access(Op::Read { addr: a }).unwrap();
                assert_eq!(
                    (d.data, d.err),
                    (0, err_expected),
                    "{file}: tile {t} out of range"
                );
                let d = env
                    .access(Op::Write {
                        addr: a,
                        data: 1,
                        strb: 0xF,
                    })
                    .unwrap();
                assert_eq!(d.err, err_expected);
            }
        }
        assert!(unmapped > 0);
        assert_eq!(
            dump(&mut env, &soc),
            before,
            "{file}: unmapped writes changed a register"
        );
    }
}
