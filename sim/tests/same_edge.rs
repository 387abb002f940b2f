//! Same-edge races of the overflow flags and the compact bank's sweep, in
//! lockstep with the golden model: stimulus aimed, from the model's own
//! prediction, at the edge where two things meet (a write of 1 to the
//! overflow word and the flag's set; a snapshot, a freeze, a clear or a
//! read and the sweep's visit), with a check that they really met, and RTL
//! with the opposite priority planted is caught by the same stimulus.

mod common;

use common::cache;
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;
use hdlgen_sim::lockstep::Mismatch;
use hdlgen_sim::master::{Done, Op};
use hdlgen_sim::models::bank::Access;

/// A text replacement in the generated bank; `{i}` in either text stands
/// for each monitor's index in turn.
struct Plant {
    from: &'static str,
    to: &'static str,
}

/// The flip-flop bank's flag with a write of 1 winning over the wrap at
/// one edge (the RTL has the wrap win).
const FULL_CLEAR_WINS: Plant = Plant {
    from: "ovf_{i} <= (ovf_{i} & ~w1c_{i}) | co_{i};",
    to: "ovf_{i} <= (ovf_{i} | co_{i}) & ~w1c_{i};",
};

/// The compact bank's flag with a write of 1 winning over the fold's carry
/// at one edge (the RTL has the carry win).
const COMPACT_CLEAR_WINS: Plant = Plant {
    from: "ovf[j] <= (ovf[j] & ~ovf_w1c[j]) | (oc_g[j / 8] & oc_l[j % 8]);",
    to: "ovf[j] <= (ovf[j] | (oc_g[j / 8] & oc_l[j % 8])) & ~ovf_w1c[j];",
};

/// A snapshot taken at the edge the sweep restarts a side counter, left
/// pending though that visit's fold takes it, so the next visit folds the
/// snapshot's side value again (the RTL has the restart win). One site per
/// fabric: on 6-input LUTs `pend` has no reset, and a block of its own; on
/// 4-input LUTs it is one expression.
const SNAPSHOT_WINS_OVER_RESTART: [Plant; 2] = [
    Plant {
        from: "if (fk[j]) pend[j] <= 1'b0;\n            else if (snap_take) pend[j] <= 1'b1;",
        to: "if (snap_take) pend[j] <= 1'b1;\n            else if (fk[j]) pend[j] <= 1'b0;",
    },
    Plant {
        from: "pend[j] <= ~fk[j] & (pend[j] | snap_take);",
        to: "pend[j] <= snap_take | (~fk[j] & pend[j]);",
    },
];

/// A fold's carry winning over a clear at the edge of the flag's rise (the
/// RTL has the clear win).
const CARRY_WINS_OVER_CLEAR: Plant = Plant {
    from: "ovf[j] <= 1'b0;",
    to: "ovf[j] <= oc_g[j / 8] & oc_l[j % 8];",
};

/// The sweep restarting its monitor's side counter at an edge a read's
/// peek took the slot, losing the events counted since the last visit (the
/// RTL has the read win): the read clears `fk` as its synchronous reset.
const RESTART_WINS_OVER_PEEK: Plant = Plant {
    from: "rd_en) fk <= {N{1'b0}};",
    to: "1'b0) fk <= {N{1'b0}};",
};

/// How a bank keeps its counts, and the LUT size it is shaped for.
#[derive(Clone, Copy)]
struct Style {
    snapshot: &'static str,
    fabric: &'static str,
}

/// The flip-flop bank.
const FULL: Style = Style {
    snapshot: "full",
    fabric: "lut6",
};

/// The compact bank shaped for `fabric`.
const fn compact(fabric: &'static str) -> Style {
    Style {
        snapshot: "compact",
        fabric,
    }
}

/// The compact bank on each fabric, in the order of the plants above: its
/// side counters, `fk` and `pend` differ between them.
const COMPACT: [Style; 2] = [compact("lut6"), compact("lut4")];

/// Edges from the sweep's visit to the rise of the flag it found
/// (docs/compact-snapshots.md).
const FOLD_TO_FLAG: u64 = 5;

/// Monitors per tile: few, so the sweep comes round fast.
const MONITORS: usize = 6;

/// Monitor width: a count wraps after 256 events.
const WIDTH: u32 = 8;

/// A tile of [`MONITORS`] 8-bit monitors in `style`.
fn description(style: Style) -> Soc {
    let Style { snapshot, fabric } = style;
    let mut s = format!(
        "[soc]\nname = \"se\"\nbus = \"apb\"\nreset = \"sync_high\"\nsnapshot = \"{snapshot}\"\n\
         fabric = \"{fabric}\"\n[catalog]\nbuiltin = \"none\"\n"
    );
    for i in 0..MONITORS {
        s += &format!(
            "[[catalog.monitor]]\nname = \"m{i}\"\ndescription = \"m\"\nkinds = [\"cpu\"]\nwidth = {WIDTH}\n"
        );
    }
    s += "[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n";
    hdlgen::load_str("same_edge.toml", &s).unwrap_or_else(|e| panic!("{e}"))
}

/// A tile in lockstep, with the model's overflow flags after every edge.
struct Rig {
    env: Env,
    soc: Soc,
    /// Edges from a write's request to its action: 1 in a compact bank.
    late: u64,
    /// `flags[e]`: the model's overflow word after edge `e`.
    flags: Vec<u32>,
    /// The edges accesses were aimed at, in order.
    aimed: Vec<u64>,
    /// The offset, from the visit or the rise it is aimed around, of the
    /// access in hand.
    offset: i64,
}

impl Rig {
    /// A tile in `style`, `plant` applied to its bank, out of reset,
    /// every interrupt enable on (so `irq` shows any flag).
    fn new(style: Style, plant: Option<&Plant>) -> Rig {
        let soc = description(style);
        let mut bench = simcfg::tile_bench(&soc, 0, false);
        if let Some(p) = plant {
            let file = format!("{}.v", soc.banks[0].module);
            let (_, text) = bench
                .spec
                .files
                .iter_mut()
                .find(|(n, _)| *n == file)
                .unwrap();
            *text = planted(text, p, &soc);
        }
        let env = bench.env(&cache(), 11).unwrap_or_else(|e| panic!("{e}"));
        let late = u64::from(soc.banks[0].compact.is_some());
        let mut rig = Rig {
            env,
            soc,
            late,
            flags: Vec::new(),
            aimed: Vec::new(),
            offset: 0,
        };
        rig.run(4).unwrap();
        rig.write("overflow_irq_enable0", u32::MAX).unwrap();
        rig
    }

    /// Word address of register `name`.
    fn word(&self, name: &str) -> u32 {
        common::word(&self.soc, name)
    }

    /// Word address of counter `c`'s count.
    fn count_word(&self, c: usize) -> u32 {
        1 + self.soc.monitors[self.soc.banks[0].counters[c].monitor].index
    }

    /// Counter `c`'s bit in the event vector and in the flag word.
    fn bit(&self, c: usize) -> (u128, u32) {
        let k = &self.soc.banks[0].counters[c];
        (
            1 << k.event_bit,
            1 << (self.soc.monitors[k.monitor].index % 32),
        )
    }

    /// One cycle of both sides; records the model's flags after its edge.
    fn cycle(&mut self) -> Result<(), Mismatch> {
        self.env.cycle()?;
        let ovf = self.word("overflow0");
        self.flags.push(self.env.ls.model.banks[0].read(ovf).0);
        assert_eq!(self.flags.len() as u64, self.env.ls.cycle);
        Ok(())
    }

    fn run(&mut self, n: u64) -> Result<(), Mismatch> {
        (0..n).try_for_each(|_| self.cycle())
    }

    /// Performs `op`, requested at the next edge, to its answer.
    fn access(&mut self, op: Op) -> Result<Done, Mismatch> {
        let before = self.env.completed.len();
        self.env.master.push(op);
        while self.env.completed.len() == before {
            self.cycle()?;
        }
        Ok(self.env.completed[before])
    }

    fn write(&mut self, name: &str, data: u32) -> Result<Done, Mismatch> {
        let addr = self.env.addr(0, self.word(name));
        self.access(Op::Write {
            addr,
            data,
            strb: 0xF,
        })
    }

    fn read(&mut self, word: u32) -> Result<u32, Mismatch> {
        let addr = self.env.addr(0, word);
        self.access(Op::Read { addr }).map(|d| d.data)
    }

    /// Idles up to the cycle whose edge is `edge`'s request, for an access
    /// acting `delay` edges after its request.
    fn idle_until(&mut self, edge: u64, delay: u64) -> Result<(), Mismatch> {
        self.aimed.push(edge);
        let request = edge - delay;
        assert!(request >= self.env.ls.cycle, "edge {edge} is too close");
        self.run(request - self.env.ls.cycle)
    }

    /// Writes `data` to `name` so that the write acts at edge `edge`, and
    /// runs past that edge.
    fn write_at(&mut self, name: &str, data: u32, edge: u64) -> Result<(), Mismatch> {
        self.idle_until(edge, self.late)?;
        let done = self.write(name, data)?;
        assert_eq!(done.commit + self.late, edge, "the write acts where aimed");
        while self.env.ls.cycle <= edge {
            self.cycle()?;
        }
        Ok(())
    }

    /// Reads `word` with its request at edge `edge`.
    fn read_at(&mut self, word: u32, edge: u64) -> Result<u32, Mismatch> {
        self.idle_until(edge, 0)?;
        let addr = self.env.addr(0, word);
        let done = self.access(Op::Read { addr })?;
        assert_eq!(done.commit, edge, "the read is requested where aimed");
        Ok(done.data)
    }

    /// A clear, acted, and the events `ev` from then on.
    fn clear_then(&mut self, ev: u128) -> Result<(), Mismatch> {
        self.env.ev[0] = 0;
        self.write("ctrl", 2)?;
        self.run(self.late + 1)?;
        self.env.ev[0] = ev;
        Ok(())
    }

    /// The first edge from now at which a flag rises, the events staying
    /// as they are and the bus idle: the model's own prediction.
    fn next_rise(&self) -> u64 {
        let ovf = self.word("overflow0");
        let mut bank = self.env.ls.model.banks[0].clone();
        let mut before = bank.read(ovf).0;
        for e in self.env.ls.cycle..self.env.ls.cycle + 2 * 256 {
            bank.edge(&Access::default(), self.env.ev[0], &[], false, false);
            let now = bank.read(ovf).0;
            if now & !before != 0 {
                return e;
            }
            before = now;
        }
        panic!("no flag rises within two wraps");
    }

    /// The first edge, at or after `from`, at which the sweep takes counter
    /// `c`'s slot, no read being requested before it. Found on a copy of
    /// the model: cleared, `c` wrapped at `from`, and its flag's rise seen.
    fn visit(&self, c: usize, from: u64) -> u64 {
        let now = self.env.ls.cycle;
        assert!(from > now + self.late, "a clear must act before {from}");
        let (ev, flag) = self.bit(c);
        let ovf = self.word("overflow0");
        let clear = Access {
            wr_en: true,
            wr_addr: self.word("ctrl"),
            wr_data: 2,
            wr_strb: 0xF,
            ..Access::default()
        };
        let mut bank = self.env.ls.model.banks[0].clone();
        for e in now..from + 3 * MONITORS as u64 + 2 * FOLD_TO_FLAG {
            let a = if e == now { clear } else { Access::default() };
            if e == from {
                bank.poke(c, (1 << WIDTH) - 1);
            }
            bank.edge(&a, if e == from { ev } else { 0 }, &[], false, false);
            if e >= from && bank.read(ovf).0 & flag != 0 {
                return e - FOLD_TO_FLAG;
            }
        }
        panic!("the sweep did not reach counter {c}");
    }

    /// Whether, at edge `e`, a flag that was clear rose: with a write of 1
    /// to every flag acting at `e`, the write met the set.
    fn rose_at(&self, e: u64) -> bool {
        let (before, after) = (self.flags[e as usize - 1], self.flags[e as usize]);
        after & !before != 0
    }
}

/// The bank's text with `p` applied for every monitor; each site must occur
/// exactly once, so the plant cannot land anywhere else.
fn planted(text: &str, p: &Plant, soc: &Soc) -> String {
    let mut out = text.to_string();
    let indices: Vec<u32> = if p.from.contains("{i}") {
        soc.monitors.iter().map(|m| m.index).collect()
    } else {
        vec![0]
    };
    for i in indices {
        let (from, to) = (
            p.from.replace("{i}", &i.to_string()),
            p.to.replace("{i}", &i.to_string()),
        );
        let sites = out.matches(&from).count();
        assert_eq!(sites, 1, "mutation site {from:?} found {sites} times");
        out = out.replace(&from, &to);
    }
    out
}

/// For each counter alone counting, a write of 1 to the whole overflow
/// word acting one edge before, at, and one edge after its flag's predicted
/// rise; then the flags read back. Returns, per write, its offset from the
/// rise and whether it met the set at its edge.
fn w1c_around_rises(rig: &mut Rig) -> Result<Vec<(i64, bool)>, Mismatch> {
    let mut met = Vec::new();
    for c in 0..MONITORS {
        for d in [-1i64, 0, 1] {
            rig.offset = d;
            rig.clear_then(rig.bit(c).0)?;
            let at = rig.next_rise().checked_add_signed(d).unwrap();
            rig.write_at("overflow0", u32::MAX, at)?;
            met.push((d, rig.rose_at(at)));
            rig.run(MONITORS as u64 + 8)?;
            rig.read(rig.word("overflow0"))?;
        }
    }
    Ok(met)
}

/// Every write aimed at a rise met it, and no other did: the race was run.
fn check_met(met: &[(i64, bool)]) {
    assert_eq!(met.len(), 3 * MONITORS);
    for &(d, hit) in met {
        assert_eq!(hit, d == 0, "write {d} edges from the rise: met = {hit}");
    }
}

#[test]
fn a_write_of_one_at_the_wrap_keeps_the_flag_in_a_flip_flop_bank() {
    let mut rig = Rig::new(FULL, None);
    let met = w1c_around_rises(&mut rig).unwrap_or_else(|m| panic!("{m}"));
    check_met(&met);
}

#[test]
fn a_write_of_one_at_the_folds_carry_keeps_the_flag_in_a_compact_bank() {
    for style in COMPACT {
        let mut rig = Rig::new(style, None);
        let met = w1c_around_rises(&mut rig).unwrap_or_else(|m| panic!("{m}"));
        check_met(&met);
    }
}

/// `plant` in a bank of `style` is caught by `stimulus`: the rig as the
/// mismatch left it, and the mismatch.
fn caught(
    style: Style,
    plant: &Plant,
    stimulus: fn(&mut Rig) -> Result<(), Mismatch>,
) -> (Rig, Mismatch) {
    let mut rig = Rig::new(style, Some(plant));
    let m = stimulus(&mut rig).expect_err("the planted priority must be caught");
    eprintln!("{m}");
    (rig, m)
}

fn w1c_stimulus(rig: &mut Rig) -> Result<(), Mismatch> {
    w1c_around_rises(rig).map(drop)
}

/// Caught on `irq` in the cycle after the last aimed edge: the race, not
/// something before it, told the planted RTL apart.
fn caught_at_aimed_edge(rig: &Rig, m: &Mismatch) {
    assert_eq!(m.port, "irq", "{m}");
    assert_eq!(rig.aimed.last(), Some(&(m.cycle - 1)), "{m}");
}

/// Caught right after an edge where the write met the set.
fn w1c_priority_is_caught(style: Style, plant: &Plant) {
    let (rig, m) = caught(style, plant, w1c_stimulus);
    caught_at_aimed_edge(&rig, &m);
    assert_eq!(rig.offset, 0, "{m}");
    assert!(rig.rose_at(m.cycle - 1), "{m}: no set met a write there");
}

#[test]
fn a_clear_winning_over_the_wrap_is_caught() {
    w1c_priority_is_caught(FULL, &FULL_CLEAR_WINS);
}

#[test]
fn a_clear_winning_over_the_folds_carry_is_caught() {
    for style in COMPACT {
        w1c_priority_is_caught(style, &COMPACT_CLEAR_WINS);
    }
}

/// Offsets from the sweep's visit (the edge its slot is taken) at which an
/// access is aimed: from before the slot to past the flag's rise, so every
/// stage of the fold meets it.
const AROUND_VISIT: std::ops::RangeInclusive<i64> = -2..=7;

/// The first and the last counter of the sweep.
const ENDS: [usize; 2] = [0, MONITORS - 1];

/// Every counter's event.
fn every_event(rig: &Rig) -> u128 {
    (0..MONITORS).fold(0, |ev, c| ev | rig.bit(c).0)
}

/// Edge `v + d`.
fn offset(v: u64, d: i64) -> u64 {
    v.checked_add_signed(d).unwrap()
}

/// The next visit of `c` far enough ahead to aim any of [`AROUND_VISIT`] at.
fn next_visit(rig: &Rig, c: usize) -> u64 {
    rig.visit(c, rig.env.ls.cycle + 4)
}

/// A write of `value` to register `reg` acting at each edge around a visit,
/// every counter counting; the count read after the visit that folds it,
/// and again a sweep later: it must not move. Then `reg` is written 0.
fn holds_around_visits(rig: &mut Rig, reg: &str, value: u32) -> Result<(), Mismatch> {
    rig.env.ev[0] = every_event(rig);
    for c in ENDS {
        for d in AROUND_VISIT {
            rig.offset = d;
            let v = next_visit(rig, c);
            rig.write_at(reg, value, offset(v, d))?;
            rig.run(MONITORS as u64 + FOLD_TO_FLAG + 2)?;
            let held = rig.read(rig.count_word(c))?;
            rig.run(MONITORS as u64 + 2)?;
            assert_eq!(rig.read(rig.count_word(c))?, held, "{reg} at {d}");
            rig.write(reg, 0)?;
        }
    }
    Ok(())
}

/// A snapshot acting at each edge around a visit: the snapshot holds.
fn snapshot_around_visits(rig: &mut Rig) -> Result<(), Mismatch> {
    holds_around_visits(rig, "snapshot", 1)
}

/// A freeze acting at each edge around a visit: the frozen count holds.
fn freeze_around_visits(rig: &mut Rig) -> Result<(), Mismatch> {
    holds_around_visits(rig, "ctrl", 1)
}

/// A clear acting at each edge around the visit that folds a wrap's carry:
/// the flag must not rise if the clear acts at or before its rise, and must
/// have risen if after.
fn clear_around_carries(rig: &mut Rig) -> Result<(), Mismatch> {
    for c in ENDS {
        for d in AROUND_VISIT {
            rig.offset = d;
            rig.clear_then(rig.bit(c).0)?;
            let rise = rig.next_rise();
            let v = rise - FOLD_TO_FLAG;
            let first = rig.visit(c, v + 1 - MONITORS as u64);
            assert_eq!(first, v, "the sweep's visits, as the model finds them");
            rig.write_at("ctrl", 2, offset(v, d))?;
            rig.run(FOLD_TO_FLAG + 2)?;
            let risen = rig.flags[rise as usize] & rig.bit(c).1 != 0;
            assert_eq!(risen, d > FOLD_TO_FLAG as i64, "clear at {d}");
            rig.run(MONITORS as u64 + 4)?;
            rig.read(rig.word("overflow0"))?;
        }
    }
    Ok(())
}

/// A read of the visited counter requested at each edge around its visit,
/// every counter counting; the count read again a sweep later. Each read
/// holds the sweep back one edge.
fn read_around_visits(rig: &mut Rig) -> Result<(), Mismatch> {
    rig.env.ev[0] = every_event(rig);
    for c in ENDS {
        for d in AROUND_VISIT {
            rig.offset = d;
            let v = next_visit(rig, c);
            let peeked = rig.read_at(rig.count_word(c), offset(v, d))?;
            let after = next_visit(rig, c);
            assert_eq!((after - v - 1) % MONITORS as u64, 0, "read at {d}");
            rig.run(MONITORS as u64 + FOLD_TO_FLAG)?;
            let later = rig.read(rig.count_word(c))?;
            assert!(later.wrapping_sub(peeked) & 0xFF > 0, "the count moves");
        }
    }
    Ok(())
}

#[test]
fn snapshots_freezes_clears_and_reads_around_the_sweeps_visits_agree() {
    for style in COMPACT {
        let mut rig = Rig::new(style, None);
        let run = |rig: &mut Rig| -> Result<(), Mismatch> {
            snapshot_around_visits(rig)?;
            freeze_around_visits(rig)?;
            clear_around_carries(rig)?;
            read_around_visits(rig)
        };
        run(&mut rig).unwrap_or_else(|m| panic!("{}: {m}", style.fabric));
    }
}

#[test]
fn a_snapshot_winning_over_the_restart_is_caught() {
    // By the snapshot acting at the restart, an edge after the slot.
    for (style, plant) in COMPACT.into_iter().zip(&SNAPSHOT_WINS_OVER_RESTART) {
        let (rig, _) = caught(style, plant, snapshot_around_visits);
        assert_eq!(rig.offset, 1, "{}", style.fabric);
    }
}

#[test]
fn a_carry_winning_over_a_clear_is_caught() {
    for style in COMPACT {
        let (rig, m) = caught(style, &CARRY_WINS_OVER_CLEAR, clear_around_carries);
        caught_at_aimed_edge(&rig, &m);
        assert_eq!(rig.offset, FOLD_TO_FLAG as i64, "by a clear at the rise");
    }
}

#[test]
fn a_restart_winning_over_a_peek_is_caught() {
    // By the read taking the very slot of the counter it reads.
    for style in COMPACT {
        let (rig, _) = caught(style, &RESTART_WINS_OVER_PEEK, read_around_visits);
        assert_eq!(rig.offset, 0, "{}", style.fabric);
    }
}
