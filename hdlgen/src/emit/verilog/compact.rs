//! A compact-snapshot bank (`soc.snapshot = "compact"`): side counters in
//! flip-flops, wide counts and snapshots in RAM, a sweep that folds one
//! into the other. Control, monitors, the sweep's slots and pick, the fold
//! pipeline and the read path are each a template under
//! `templates/verilog/compact/`; the programmable counters are the
//! flip-flop bank's, fed the bank's writes an edge late.

use std::collections::BTreeMap;

use askama::Template;

use super::bank::{control_words, flag_words, read_expr};
use super::prog::{extend, prog_view, EarlyPorts, ProgPorts, ProgView};
use super::{unmapped_err, Reset};
use crate::model::names::comment_text;
use crate::model::window::Role;
use crate::model::{LutSize, Overflow, RegKind, Soc, COMPACT_READ_WAIT};

struct CounterView {
    /// Position in the bank: event bit, RAM word and sweep slot.
    j: u32,
    index: u32,
    name: String,
    comment: String,
    sync: bool,
    word: u32,
    /// The HI word of a counter wider than 32 bits.
    hi_word: Option<u32>,
    /// Index into the bank's classes.
    cls: u32,
    flag_word: u32,
    flag_bit: u32,
    flag_lane: u32,
}

#[derive(Template)]
#[template(path = "verilog/compact_bank.v", escape = "none")]
struct CompactTpl<'a> {
    header: &'a str,
    module: &'a str,
    kind: &'a str,
    rst: &'a Reset,
    wb: u32,
    n: u32,
    k: u32,
    stretch: u32,
    slots: u32,
    /// The counters' widths, for the header comment.
    widths: String,
    rw: u32,
    /// Each class of counter: its mask within a RAM word, and whether it
    /// saturates.
    classes: Vec<(u64, bool)>,
    /// Bits of a class index.
    cb: u32,
    /// The bank has counters wider than 32 bits (LO/HI pairs).
    wide: bool,
    wide_lo_words: Vec<u32>,
    prog: Option<ProgView>,
    pb: u32,
    groups: u32,
    group_places: u32,
    lut6: bool,
    /// The fold's sums above their first segment; empty where one chain
    /// is short enough.
    segs: Vec<Segment>,
    /// Each of the fold's segments has a carry flip-flop of its own.
    carry_per_segment: bool,
    /// The sweep reads the count RAM an edge early and holds its word in
    /// flip-flops a cycle before the fold's carry tests take it.
    early_word: bool,
    rwait: u32,
    ctrl_regs: Vec<(String, u32)>,
    flag_words: Vec<u32>,
    /// Bits of a written word that no register of the bank stores.
    unused_wdata: Vec<u32>,
    /// Byte lanes of each flag word that hold no monitor's flag.
    unused_lanes: Vec<(u32, Vec<u32>)>,
    counters: Vec<CounterView>,
    /// Register words that read other than zero, and what they read.
    words: Vec<(u32, String)>,
    /// The same words in groups of eight aligned words, each muxed on its
    /// own, where one mux over all of them would be too deep; else empty.
    word_groups: Vec<WordGroup>,
    mapped_words: Vec<u32>,
    unmapped_err: &'static str,
}

impl CompactTpl<'_> {
    /// The mask of the class held in `cls`, as an expression.
    fn mask_of(&self, cls: &str) -> String {
        self.class_mux(cls, |&(mask, _)| format!("{}'h{mask:x}", self.rw))
    }

    /// Whether the class held in `cls` saturates, as an expression.
    fn sat_of(&self, cls: &str) -> String {
        self.class_mux(cls, |&(_, sat)| format!("1'b{}", u8::from(sat)))
    }

    /// The mask of a LO read's answer: a count's class's low 32 bits, all
    /// of a register word's.
    fn lo_mask(&self) -> String {
        let ones = "32'hffffffff".to_string();
        let of = self.class_mux("rq_cls", |&(mask, _)| {
            format!("32'h{:x}", mask & 0xffff_ffff)
        });
        if of == ones {
            ones
        } else {
            format!("rq_cnt ? {of} : {ones}")
        }
    }

    /// The mask of a HI read's answer, the high half of its class's: only
    /// a wide counter has a HI word, so a narrow class takes the first wide
    /// one's and the mux folds away where the wide ones agree.
    fn hi_mask(&self) -> String {
        let wide = self
            .classes
            .iter()
            .find(|(m, _)| m >> 32 != 0)
            .map_or(0, |(m, _)| m >> 32);
        self.class_mux("rq_cls", |&(mask, _)| {
            let hi = if mask >> 32 != 0 { mask >> 32 } else { wide };
            format!("32'h{hi:x}")
        })
    }

    /// Bits of the fold's first segment, which adds the side count.
    fn first_bits(&self) -> u32 {
        self.segs.first().map_or(self.rw, |s| s.lo)
    }

    /// `bits`, the high half of a RAM word, zero-extended to a bus word.
    fn to_word(&self, bits: &str) -> String {
        extend(bits.to_string(), self.rw - 32)
    }

    /// `value` of the class held in `cls`: a constant where every class has
    /// the same.
    fn class_mux(&self, cls: &str, value: impl Fn(&(u64, bool)) -> String) -> String {
        let (last, rest) = self.classes.split_last().expect("a bank has a class");
        if rest.iter().all(|c| value(c) == value(last)) {
            return value(last);
        }
        let mux = rest
            .iter()
            .enumerate()
            .rev()
            .fold(value(last), |acc, (i, c)| {
                format!("{cls} == {}'d{i} ? {} : {acc}", self.cb, value(c))
            });
        format!("({mux})")
    }
}

/// Bits of a RAM word in one carry chain of the fold's sums.
const SEGMENT: u32 = 16;

/// A segment of the fold's sums above the first: bits `lo` to `hi`, which
/// add 1 when the sum below carries into bit `lo`.
struct Segment {
    lo: u32,
    hi: u32,
}

impl Segment {
    /// Bits in the segment.
    fn width(&self) -> u32 {
        self.hi - self.lo + 1
    }
}

/// The segments of a `rw`-bit word above the first, with `k` side-counter
/// bits (at most 15, so that the first holds them all).
fn segments(rw: u32, k: u32) -> Vec<Segment> {
    if k >= SEGMENT {
        return Vec::new();
    }
    (1..)
        .map(|i| i * SEGMENT)
        .take_while(|&lo| lo < rw)
        .map(|lo| Segment {
            lo,
            hi: (lo + SEGMENT).min(rw) - 1,
        })
        .collect()
}

/// Most bits a carry test of the fold reads straight off a RAM's output:
/// two LUT4 levels. A RAM's output is slow (clock to out, then the route
/// from its column), so a third level would be the bank's longest path.
const RAM_TEST_BITS: u32 = 16;

/// Whether the fold's widest carry test (a segment's, spanning every bit
/// from the side count's up to it, or the top segment's) takes more than
/// `RAM_TEST_BITS`, so the word it tests is better read an edge early into
/// flip-flops. That needs four sweep slots at least: the early read of a
/// monitor's word must come after the fold before it writes the word.
fn early_word(segs: &[Segment], rw: u32, k: u32, slots: u32) -> bool {
    let widest = segs
        .iter()
        .map(|s| s.lo - k)
        .chain([rw - segs.last().map_or(k, |s| s.lo)])
        .max()
        .unwrap_or(0);
    slots >= 4 && widest > RAM_TEST_BITS
}

/// Register words whose addresses differ only in their low three bits.
struct WordGroup {
    /// The address bits above those three.
    high: u32,
    /// Each word's low three address bits, and what it reads.
    words: Vec<(u32, String)>,
}

/// Most register words one mux takes: 16 is four LUT4 levels, the depth of
/// the paths around it.
const WORDS_PER_MUX: usize = 16;

/// `words` in aligned groups of eight, where there are more than one mux
/// takes.
fn word_groups(words: &[(u32, String)]) -> Vec<WordGroup> {
    if words.len() <= WORDS_PER_MUX {
        return Vec::new();
    }
    let mut groups: BTreeMap<u32, Vec<(u32, String)>> = BTreeMap::new();
    for (w, expr) in words {
        groups
            .entry(w >> 3)
            .or_default()
            .push((w & 7, expr.clone()));
    }
    groups
        .into_iter()
        .map(|(high, words)| WordGroup { high, words })
        .collect()
}

/// The classes of counter (largest value, saturates) of `soc.banks[bank]`,
/// the most common first (class 0 is every lookup's default), and each
/// counter's class.
fn classes(soc: &Soc, bank: usize) -> (Vec<(u64, bool)>, Vec<u32>) {
    let key = |c: &crate::model::Counter| {
        let m = &soc.monitors[c.monitor];
        (m.max(), m.overflow == Overflow::Saturate)
    };
    let b = &soc.banks[bank];
    let all: Vec<(u64, bool)> = b.counters.iter().map(key).collect();
    let count = |k: &(u64, bool)| all.iter().filter(|a| *a == k).count();
    let mut classes = all.clone();
    classes.sort_by(|a, b| count(b).cmp(&count(a)).then(b.cmp(a)));
    classes.dedup();
    let of = b
        .counters
        .iter()
        .map(|c| classes.iter().position(|k| *k == key(c)).unwrap_or(0) as u32)
        .collect();
    (classes, of)
}

/// Flag word `k` of vector `v` (indexed by bank position), bit 31 first.
fn flag_word(counters: &[CounterView], v: &str, k: u32) -> String {
    let bits: Vec<String> = (0..32)
        .rev()
        .map(|bit| {
            counters
                .iter()
                .find(|c| c.flag_word == k && c.flag_bit == bit)
                .map_or("1'b0".into(), |c| format!("{v}[{}]", c.j))
        })
        .collect();
    format!("{{{}}}", bits.join(", "))
}

/// The counters of `soc.banks[bank]`, for the template.
fn counter_views(soc: &Soc, bank: usize, cls: &[u32]) -> Vec<CounterView> {
    let b = &soc.banks[bank];
    b.counters
        .iter()
        .zip(cls)
        .map(|(c, &cls)| {
            let m = &soc.monitors[c.monitor];
            CounterView {
                j: c.event_bit,
                index: m.index,
                name: m.name.clone(),
                comment: comment_text(&m.description),
                sync: m.synchronised,
                word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
                hi_word: (m.width > 32).then(|| b.window.word_of(RegKind::MonitorHi(c.monitor))),
                cls,
                flag_word: m.index / 32,
                flag_bit: m.index % 32,
                flag_lane: (m.index % 32) / 8,
            }
        })
        .collect()
}

/// What each word of the bank's window reads, apart from the counts (they
/// come from the fold's RAM).
fn words(
    soc: &Soc,
    bank: usize,
    counters: &[CounterView],
    flag_words: &[u32],
) -> Vec<(u32, String)> {
    soc.banks[bank]
        .window
        .regs
        .iter()
        .filter_map(|r| {
            let Role::Tile(kind) = r.role else {
                return None;
            };
            let expr = match kind {
                RegKind::Snapshot
                | RegKind::Ctrl
                | RegKind::Info
                | RegKind::ProgSelect(_)
                | RegKind::ProgCountLo(_)
                | RegKind::ProgCountHi(_)
                | RegKind::ProgThreshLo(_)
                | RegKind::ProgThreshHi(_)
                | RegKind::ProgFlags
                | RegKind::ProgIrqEnable => read_expr(soc, bank, r),
                RegKind::Enable(k) if flag_words.contains(&k) => flag_word(counters, "en", k),
                RegKind::OverflowFlags(k) if flag_words.contains(&k) => {
                    flag_word(counters, "ovf", k)
                }
                RegKind::OverflowIrqEnable(k) if flag_words.contains(&k) => {
                    flag_word(counters, "ie", k)
                }
                // Counts come from the fold's RAM; everything else reads 0.
                _ => return None,
            };
            // A word that reads 0 is the muxes' default.
            (expr != "32'd0").then_some((r.word, expr))
        })
        .collect()
}

/// The programmable counters of `soc.banks[bank]`, where it has them. They
/// take the bank's writes an edge late, like its monitors, decoded from the
/// request an edge ahead; a read's response is the cycle its word is taken.
fn prog(soc: &Soc, bank: usize) -> Option<ProgView> {
    let response = |w: u32| format!("(rv[1] && r1_addr == {}'d{w})", soc.map.word_bits);
    prog_view(
        soc,
        bank,
        &ProgPorts {
            write: ["wq_en", "wq_addr", "wq_data", "wq_strb"],
            response: &response,
            early: Some(EarlyPorts {
                request: ["wr_en", "wr_addr", "wr_data"],
                run_next: "run_wr ? ~wq_data[0] : run_q",
            }),
        },
    )
}

/// The compact bank module of `soc.banks[bank]`.
pub(super) fn emit(soc: &Soc, bank: usize, header: &str, rst: &Reset) -> String {
    let b = &soc.banks[bank];
    let shape = b.compact.expect("a compact bank has its shape");
    let (class_keys, cls) = classes(soc, bank);
    let counters = counter_views(soc, bank, &cls);
    let flag_words = flag_words(soc, bank);
    let rw = shape.ram_width;
    let mut widths: Vec<u32> = class_keys
        .iter()
        .map(|c| u64::BITS - c.0.leading_zeros())
        .collect();
    widths.sort_unstable();
    widths.dedup();
    let widths: Vec<String> = widths.iter().map(u32::to_string).collect();
    let prog = prog(soc, bank);
    let ctrl_regs = control_words(&b.window, &flag_words);
    let words = words(soc, bank, &counters, &flag_words);
    let n = counters.len() as u32;
    // Bit 0 is freeze (ctrl); the others are flag bits, and every bit is a
    // programmable counter's.
    let unused_wdata = (1..32)
        .filter(|&bit| prog.is_none() && !counters.iter().any(|c| c.flag_bit == bit))
        .collect();
    let unused_lanes = flag_words
        .iter()
        .map(|&k| {
            let used = |l: u32| {
                counters
                    .iter()
                    .any(|c| c.flag_word == k && c.flag_lane == l)
            };
            (k, (0..4).filter(|&l| !used(l)).collect::<Vec<u32>>())
        })
        .filter(|(_, lanes)| !lanes.is_empty())
        .collect();
    let segs = segments(rw, shape.side_bits);
    CompactTpl {
        header,
        module: &b.module,
        kind: &b.kind,
        rst,
        wb: soc.map.word_bits,
        n,
        k: shape.side_bits,
        stretch: shape.stretch,
        slots: shape.slots,
        widths: widths.join(" and "),
        rw,
        cb: (u32::BITS - (class_keys.len() as u32 - 1).leading_zeros()).max(1),
        classes: class_keys,
        wide: counters.iter().any(|c| c.hi_word.is_some()),
        wide_lo_words: counters
            .iter()
            .filter(|c| c.hi_word.is_some())
            .map(|c| c.word)
            .collect(),
        prog,
        pb: shape.index_bits,
        groups: n.div_ceil(8),
        group_places: n.min(8),
        lut6: soc.lut == LutSize::Six,
        early_word: early_word(&segs, rw, shape.side_bits, shape.slots),
        // Copy i tests bit K + i, below the first segment's bits.
        carry_per_segment: segs.len() > 1 && shape.side_bits + segs.len() as u32 <= SEGMENT,
        segs,
        rwait: COMPACT_READ_WAIT,
        ctrl_regs,
        flag_words,
        unused_wdata,
        unused_lanes,
        counters,
        word_groups: word_groups(&words),
        words,
        mapped_words: b.window.regs.iter().map(|r| r.word).collect(),
        unmapped_err: unmapped_err(soc),
    }
    .render()
    .expect("compact bank template renders")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(rw: u32, k: u32) -> Vec<(u32, u32)> {
        segments(rw, k).iter().map(|s| (s.lo, s.hi)).collect()
    }

    #[test]
    fn the_fold_adds_in_segments_of_sixteen_bits_above_the_side_count() {
        assert_eq!(bounds(32, 7), [(16, 31)]);
        assert_eq!(bounds(40, 7), [(16, 31), (32, 39)]);
        assert_eq!(bounds(64, 6), [(16, 31), (32, 47), (48, 63)]);
        assert_eq!(bounds(17, 8), [(16, 16)]);
        // One chain is short enough, or would have to hold the side count.
        assert!(bounds(16, 7).is_empty());
        assert!(bounds(48, 16).is_empty());
    }

    #[test]
    fn a_word_is_read_early_where_a_carry_test_spans_more_than_sixteen_bits() {
        let early = |rw, k, slots| early_word(&segments(rw, k), rw, k, slots);
        // 32 bits: tests of bits 7-15 and 16-31.
        assert!(!early(32, 7, 59));
        // 40 bits: bits 7-31 below the second segment.
        assert!(early(40, 7, 59));
        assert!(early(64, 6, 44));
        // Three slots: the early read would meet the write before it.
        assert!(!early(64, 3, 3));
        // One chain: the test spans bits 4-15 only.
        assert!(!early(16, 4, 8));
        assert!(early(48, 16, 8));
    }
}
