//! Seeded random stimulus: events at varying densities, bus traffic over mapped,
//! unmapped and out-of-range words with random protection bits, SoC-wide
//! snapshot strobes and random resets.

use crate::bus_env::{verdict, BusDriven};
use crate::cfg::Reg;
use crate::env::Env;
use crate::lockstep::Mismatch;
use crate::master::{Op, Prot};
use crate::rng::Rng;

/// What a random run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Cycles simulated.
    pub cycles: u64,
    /// Reads completed.
    pub reads: u64,
    /// Writes completed.
    pub writes: u64,
    /// Accesses answered with an error.
    pub errors: u64,
    /// Reads the access policy denied (counted in `reads` too).
    pub denied_reads: u64,
    /// Writes the access policy denied (counted in `writes` too).
    pub denied_writes: u64,
    /// Denied accesses answered otherwise than the design's `denied` says
    /// (an error or OKAY, read data 0).
    pub misanswered: u64,
    /// Resets applied after the first.
    pub resets: u64,
    /// Counters preloaded through the backdoor (to reach wrap, saturation, carries).
    pub preloads: u64,
}

/// A value near an interesting edge of a `width`-bit counter.
fn preload_value(rng: &mut Rng, width: u32) -> u64 {
    let max = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let near = |edge: u64, rng: &mut Rng| edge.wrapping_sub(rng.below(64)) & max;
    match rng.below(4) {
        0 => near(max, rng),
        1 if width > 32 => near(0xFFFF_FFFF, rng),
        2 => rng.next_u64() & max,
        _ => near(max, rng),
    }
}

/// Events of a port of `bits` bits (any more are dropped by the port), each
/// raised with the probability of `density`: 0, 1/16, 1/2, 15/16 or 1.
fn events(rng: &mut Rng, density: u32, bits: u32) -> u128 {
    if bits <= 64 {
        // Half the draws where the port needs no more.
        let mut draw = || rng.next_u64();
        return u128::from(match density {
            0 => 0,
            1 => draw() & draw() & draw() & draw(),
            2 => draw(),
            3 => draw() | draw() | draw() | draw(),
            _ => u64::MAX,
        });
    }
    let mut draw = || rng.next_u128();
    match density {
        0 => 0,
        1 => draw() & draw() & draw() & draw(),
        2 => draw(),
        3 => draw() | draw() | draw() | draw(),
        _ => u128::MAX,
    }
}

fn random_op(env: &mut Env) -> Op {
    let cfg = &env.cfg;
    let tiles = cfg.banks.len();
    let rng = &mut env.rng;
    let out_of_range_tiles = (1usize << cfg.tile_bits) > tiles;
    let pick = rng.below(100);
    let (tile, word, reg) = if pick < 75 {
        let t = rng.below(tiles as u64) as usize;
        let regs = &cfg.banks[t].regs;
        let (w, r) = regs[rng.below(regs.len() as u64) as usize];
        (t, w, Some(r))
    } else if pick < 92 || !out_of_range_tiles {
        let t = rng.below(tiles as u64) as usize;
        (t, rng.below(1 << cfg.banks[0].word_bits) as u32, None)
    } else {
        let t = tiles + rng.below(((1usize << cfg.tile_bits) - tiles) as u64) as usize;
        (t, rng.below(1 << cfg.banks[0].word_bits) as u32, None)
    };
    let addr = (((tile as u32) << cfg.banks[0].word_bits) | word) << 2;
    if rng.chance(55, 100) {
        return Op::Read { addr };
    }
    let mut data = rng.next_u64() as u32;
    if reg == Some(Reg::Ctrl) {
        // Keep freezes and clears occasional so counters get to count.
        data &= !3;
        data |= u32::from(rng.chance(1, 5));
        data |= u32::from(rng.chance(1, 20)) << 1;
    }
    let strb = if rng.chance(4, 5) {
        0xF
    } else {
        rng.below(16) as u32
    };
    // A count just below a carry: the low word near all ones (its carry into
    // the high word), or the high word at its top (the wrap), so both happen
    // within a few events of the write.
    if let Some(r @ (Reg::ProgCountLo(_) | Reg::ProgCountHi(_))) = reg {
        let prog = env.cfg.banks.get(tile).and_then(|b| b.prog.as_ref());
        if let Some(p) = prog.filter(|_| rng.chance(1, 2)) {
            // Bits of the word written: the low word's, or the high word's.
            let bits = match r {
                Reg::ProgCountLo(_) => p.width.min(32),
                _ => p.width - 32,
            };
            let top = u32::MAX >> (32 - bits);
            return Op::Write {
                addr,
                data: top.wrapping_sub(rng.below(24) as u32) & top,
                strb: 0xF,
            };
        }
    }
    // A threshold just above the current count, so crossings happen within
    // a few events of the write (and sometimes race it).
    if let Some(Reg::ProgThreshLo(k) | Reg::ProgThreshHi(k)) = reg {
        if tile < tiles && rng.chance(3, 4) {
            let ahead = rng.below(6);
            let near = env.ls.model.banks[tile]
                .prog
                .as_ref()
                .map_or(0, |p| p.count[k as usize])
                .wrapping_add(ahead);
            let data = if matches!(reg, Some(Reg::ProgThreshLo(_))) {
                near as u32
            } else {
                (near >> 32) as u32
            };
            return Op::Write {
                addr,
                data,
                strb: 0xF,
            };
        }
    }
    Op::Write { addr, data, strb }
}

/// Per tile, per word of its window: whether the word is the low word of a
/// counter with a high word (looked up for every read the stimulus issues).
fn pair_lows(env: &Env) -> Vec<Vec<bool>> {
    env.cfg
        .banks
        .iter()
        .map(|b| {
            let mut low = vec![false; 1 << b.word_bits];
            for c in b.counters.iter().filter(|c| c.hi_word.is_some()) {
                low[c.lo_word as usize] = true;
            }
            for (w, r) in &b.regs {
                if matches!(r, Reg::ProgCountLo(_)) {
                    low[*w as usize] = true;
                }
            }
            low
        })
        .collect()
}

/// Whether byte address `addr` is the low word of a counter with a high word.
fn is_pair_low(env: &Env, lows: &[Vec<bool>], addr: u32) -> bool {
    let wb = env.cfg.banks[0].word_bits;
    let word = addr >> 2;
    let (tile, w) = ((word >> wb) as usize, word & ((1 << wb) - 1));
    lows.get(tile).is_some_and(|l| l[w as usize])
}

/// Adds the operations completed since `first` to `stats` and drops them:
/// a long run's memory stays flat.
fn tally(env: &mut Env, first: usize, stats: &mut Stats) {
    for d in &env.completed[first..] {
        let (Op::Read { addr } | Op::Write { addr, .. }) = d.op;
        let (denied, wrong) = verdict(d, env.cfg.policy_at(addr >> 2), env.cfg.denied);
        match d.op {
            Op::Read { .. } => {
                stats.reads += 1;
                stats.denied_reads += u64::from(denied);
            }
            Op::Write { .. } => {
                stats.writes += 1;
                stats.denied_writes += u64::from(denied);
            }
        }
        stats.misanswered += u64::from(wrong);
        stats.errors += u64::from(d.err);
    }
    env.completed.truncate(first);
}

/// Runs `cycles` cycles of random stimulus in lockstep. The operations it
/// completes are counted in the returned [`Stats`], not kept in
/// `env.completed`.
pub fn run_random(env: &mut Env, cycles: u64) -> Result<Stats, Mismatch> {
    run_random_reporting(env, cycles, &mut |_| {})
}

/// [`run_random`], telling `progress` the cycles done every 2^16 cycles.
pub fn run_random_reporting(
    env: &mut Env,
    cycles: u64,
    progress: &mut dyn FnMut(u64),
) -> Result<Stats, Mismatch> {
    env.ls.batch(env.batched_runs)?;
    let prot = std::mem::replace(&mut env.master.prot, Prot::Random);
    let run = run_batched(env, cycles, progress);
    env.master.prot = prot;
    env.ls.end_batch(run)
}

fn run_batched(
    env: &mut Env,
    cycles: u64,
    progress: &mut dyn FnMut(u64),
) -> Result<Stats, Mismatch> {
    let mut stats = Stats::default();
    let tiles = env.ev.len();
    let mut density = vec![2u32; tiles];
    let ev_bits: Vec<u32> = (0..tiles).map(|t| env.ev_bits(t)).collect();
    let pev_bits: Vec<u32> = (0..tiles).map(|t| env.pev_bits(t)).collect();
    let first_done = env.completed.len();
    let lows = pair_lows(env);
    env.master.ready_percent = 70;
    env.master.max_delay = 3;
    for _ in 0..cycles {
        // This cycle's rare decisions, all from one draw.
        let mut dice = env.rng.draw();
        if dice.chance(1, 500) {
            let rng = &mut env.rng;
            let t = rng.below(tiles as u64) as usize;
            density[t] = rng.below(5) as u32;
        }
        env.gsnap = (dice.chance(1, 400), dice.chance(1, 400));
        let reset = dice.chance(1, 100_000);
        let preload = dice.chance(1, 2_000);
        let issue = dice.chance(1, 2);
        for (t, d) in density.iter().enumerate() {
            env.ev[t] = events(&mut env.rng, *d, ev_bits[t]);
            // Only where the tile has programmable events.
            if pev_bits[t] > 0 {
                env.pev[t] = events(&mut env.rng, *d, pev_bits[t]);
            }
            if pev_bits[t] > 128 {
                env.pev_hi[t] = events(&mut env.rng, *d, pev_bits[t] - 128);
            }
        }
        if reset {
            let n = 1 + env.rng.below(4) as u32;
            env.assert_reset(n);
            stats.resets += 1;
        }
        if preload && !env.backdoors.is_empty() {
            let (t, c) = env.backdoors[env.rng.below(env.backdoors.len() as u64) as usize];
            let width = env.cfg().banks[t].counters[c].width;
            let v = preload_value(&mut env.rng, width);
            env.poke_counter(t, c, v);
            stats.preloads += 1;
        }
        if issue && env.master.busy() < 3 {
            let op = random_op(env);
            env.master.push(op);
            // Software reads a pair low word, then high word: do that often,
            // so the latch between the two is exercised under carries.
            if let Op::Read { addr } = op {
                if is_pair_low(env, &lows, addr) && env.rng.chance(1, 2) {
                    env.master.push(Op::Read { addr: addr + 4 });
                }
            }
        }
        env.cycle()?;
        stats.cycles += 1;
        if stats.cycles.trailing_zeros() >= 16 {
            tally(env, first_done, &mut stats);
            progress(stats.cycles);
        }
    }
    tally(env, first_done, &mut stats);
    Ok(stats)
}
