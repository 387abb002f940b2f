//! A compact-snapshot bank (`soc.snapshot = "compact"`): side counters in
//! flip-flops, wide counts and snapshots in RAM, a sweep that folds one
//! into the other. Control, monitors, the sweep's slots and pick, the fold
//! pipeline and the read path are each a template under
//! `templates/verilog/compact/`.

use askama::Template;

use super::bank::{control_words, flag_words, read_expr};
use super::{unmapped_err, Reset};
use crate::model::names::comment_text;
use crate::model::window::Role;
use crate::model::{LutSize, RegKind, Soc, COMPACT_READ_WAIT};

struct CounterView {
    /// Position in the bank: event bit, RAM word and sweep slot.
    j: u32,
    index: u32,
    name: String,
    comment: String,
    sync: bool,
    word: u32,
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
    width: u32,
    pb: u32,
    groups: u32,
    group_places: u32,
    lut6: bool,
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
    mapped_words: Vec<u32>,
    unmapped_err: &'static str,
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
fn counter_views(soc: &Soc, bank: usize) -> Vec<CounterView> {
    let b = &soc.banks[bank];
    b.counters
        .iter()
        .map(|c| {
            let m = &soc.monitors[c.monitor];
            CounterView {
                j: c.event_bit,
                index: m.index,
                name: m.name.clone(),
                comment: comment_text(&m.description),
                sync: m.synchronised,
                word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
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
                RegKind::Snapshot | RegKind::Ctrl | RegKind::Info => read_expr(soc, bank, r),
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
            Some((r.word, expr))
        })
        .collect()
}

/// The compact bank module of `soc.banks[bank]`.
pub(super) fn emit(soc: &Soc, bank: usize, header: &str, rst: &Reset) -> String {
    let b = &soc.banks[bank];
    let shape = b.compact.expect("a compact bank has its shape");
    let counters = counter_views(soc, bank);
    let flag_words = flag_words(soc, bank);
    let ctrl_regs = control_words(&b.window, &flag_words);
    let words = words(soc, bank, &counters, &flag_words);
    let n = counters.len() as u32;
    // Bit 0 is freeze (ctrl); the others are flag bits.
    let unused_wdata = (1..32)
        .filter(|&bit| !counters.iter().any(|c| c.flag_bit == bit))
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
    CompactTpl {
        header,
        module: &b.module,
        kind: &b.kind,
        rst,
        wb: soc.map.word_bits,
        n,
        k: shape.side_bits,
        stretch: shape.stretch,
        width: shape.width,
        pb: shape.index_bits,
        groups: n.div_ceil(8),
        group_places: n.min(8),
        lut6: soc.lut == LutSize::Six,
        rwait: COMPACT_READ_WAIT,
        ctrl_regs,
        flag_words,
        unused_wdata,
        unused_lanes,
        counters,
        words,
        mapped_words: b.window.regs.iter().map(|r| r.word).collect(),
        unmapped_err: unmapped_err(soc),
    }
    .render()
    .expect("compact bank template renders")
}
