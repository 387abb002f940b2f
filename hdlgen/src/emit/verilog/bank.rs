//! One tile kind's monitor bank: the counters, their control and flag
//! registers, torn-free wide reads, the programmable counters and the read
//! path, each in its own template under `templates/verilog/bank/`.

use askama::Template;

use super::prog::{self, prog_view, ProgPorts, ProgView};
use super::read_path::{self, Pair};
use super::{unmapped_err, Reset};
use crate::model::hierarchy;
use crate::model::names::comment_text;
use crate::model::window::Role;
use crate::model::{CounterReset, LutSize, Overflow, RegKind, Register, Soc, Window};

struct CounterView {
    sync: bool,
    index: u32,
    /// The register holding the live count (`model::hierarchy` names it:
    /// a test bench reaches it through the backdoor).
    reg: String,
    name: String,
    comment: String,
    width: u32,
    sat: bool,
    ev_bit: u32,
    flag_word: u32,
    flag_bit: u32,
    flag_lane: u32,
    lo_word: u32,
    lo_expr: String,
    hi_expr: Option<String>,
}

#[derive(Template)]
#[template(path = "verilog/monitor_bank.v", escape = "none")]
struct BankTpl<'a> {
    header: &'a str,
    module: &'a str,
    kind: &'a str,
    rst: &'a Reset,
    wb: u32,
    ctrl_regs: Vec<(String, u32)>,
    flag_words: Vec<u32>,
    counters: Vec<CounterView>,
    pairs: Vec<Pair>,
    group_bits: u32,
    group_size: u32,
    mapped_words: Vec<u32>,
    wide_lo_words: Vec<u32>,
    unmapped_err: &'static str,
    prog: Option<ProgView>,
    /// The counters take the reset at the clock edge, beside `clear`, while
    /// the rest resets asynchronously.
    cnt_edge_reset: bool,
}

/// Zero-extends a `width`-bit slice expression to 32 bits.
fn word_expr(width: u32, slice: String) -> String {
    if width == 32 {
        slice
    } else {
        format!("{{{}'d0, {slice}}}", 32 - width)
    }
}

/// What word `r` of the bank of `soc.banks[bank]` reads.
pub(super) fn read_expr(soc: &Soc, bank: usize, r: &Register) -> String {
    let b = &soc.banks[bank];
    let Role::Tile(kind) = r.role else {
        unreachable!("a tile window holds tile registers")
    };
    let m_of = |n: usize| soc.counter_of(bank, n).map(|_| soc.monitors[n].index);
    match kind {
        RegKind::Snapshot => "{31'd0, snap_q}".into(),
        RegKind::MonitorLo(n) => m_of(n).map_or("32'd0".into(), |i| format!("lo_{i}")),
        RegKind::MonitorHi(n) => {
            m_of(n).map_or("32'd0".into(), |i| format!("hold_use_q ? hold_q : hi_{i}"))
        }
        RegKind::Ctrl => "{31'd0, ~run_q}".into(),
        RegKind::GlobalSnapshot => "32'd0".into(),
        RegKind::Info => read_path::constant_fields(r),
        RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
            let prefix = match kind {
                RegKind::Enable(_) => "en",
                RegKind::OverflowFlags(_) => "ovf",
                _ => "ie",
            };
            let bits: Vec<String> = (0..32)
                .rev()
                .map(|bit| {
                    let idx = k * 32 + bit;
                    let present = b
                        .counters
                        .iter()
                        .any(|c| soc.monitors[c.monitor].index == idx);
                    if present {
                        format!("{prefix}_{idx}")
                    } else {
                        "1'b0".into()
                    }
                })
                .collect();
            format!("{{{}}}", bits.join(", "))
        }
        RegKind::ProgSelect(_)
        | RegKind::ProgCountLo(_)
        | RegKind::ProgCountHi(_)
        | RegKind::ProgThreshLo(_)
        | RegKind::ProgThreshHi(_)
        | RegKind::ProgFlags
        | RegKind::ProgIrqEnable => prog::prog_read(soc, bank, kind),
    }
}

/// The flag words (`enable<k>`, `overflow<k>`, ...) that hold a flag of
/// `soc.banks[bank]`, in order.
pub(super) fn flag_words(soc: &Soc, bank: usize) -> Vec<u32> {
    let mut k: Vec<u32> = soc.banks[bank]
        .counters
        .iter()
        .map(|c| soc.monitors[c.monitor].index / 32)
        .collect();
    k.dedup();
    k
}

/// The `A_<NAME>` word-address constants of the control registers a bank
/// with flag words `flag_words` decodes on writes.
pub(super) fn control_words(window: &Window, flag_words: &[u32]) -> Vec<(String, u32)> {
    window
        .regs
        .iter()
        .filter(|r| match r.role {
            Role::Tile(RegKind::Snapshot | RegKind::Ctrl | RegKind::GlobalSnapshot) => true,
            Role::Tile(
                RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k),
            ) => flag_words.contains(&k),
            _ => false,
        })
        .map(|r| (format!("A_{}", r.name.to_uppercase()), r.word))
        .collect()
}

/// The bank module of `soc.banks[bank]`.
pub(super) fn emit(soc: &Soc, bank: usize, header: &str, rst: &Reset) -> String {
    let b = &soc.banks[bank];
    let counters = b
        .counters
        .iter()
        .map(|c| {
            let m = &soc.monitors[c.monitor];
            let (lo_expr, hi_expr) = if m.width > 32 {
                (
                    format!("shd_{}[31:0]", m.index),
                    Some(word_expr(
                        m.width - 32,
                        format!("shd_{}[{}:32]", m.index, m.width - 1),
                    )),
                )
            } else {
                (word_expr(m.width, format!("shd_{}", m.index)), None)
            };
            CounterView {
                sync: m.synchronised,
                index: m.index,
                reg: hierarchy::counter_reg(m),
                name: m.name.clone(),
                comment: comment_text(&m.description),
                width: m.width,
                sat: m.overflow == Overflow::Saturate,
                ev_bit: c.event_bit,
                flag_word: m.index / 32,
                flag_bit: m.index % 32,
                flag_lane: (m.index % 32) / 8,
                lo_word: b.window.word_of(RegKind::MonitorLo(c.monitor)),
                lo_expr,
                hi_expr,
            }
        })
        .collect::<Vec<_>>();
    let flag_words = flag_words(soc, bank);
    let ctrl_regs = control_words(&b.window, &flag_words);
    let words: Vec<(u32, String, String)> = b
        .window
        .regs
        .iter()
        .map(|r| (r.word, r.name.clone(), read_expr(soc, bank, r)))
        .collect();
    // A wide word address decides the group; a window of two words still
    // groups by one bit.
    let group_bits = match soc.lut {
        LutSize::Four => 1,
        LutSize::Six => 2,
    }
    .min(soc.map.word_bits - 1);
    let pairs = read_path::pairs(&words, group_bits);
    let wide_lo_words = counters
        .iter()
        .filter(|c| c.hi_expr.is_some())
        .map(|c| c.lo_word)
        .collect();
    let ports = ProgPorts {
        write: ["wr_en", "wr_addr", "wr_data", "wr_strb"],
        response: &|w| read_path::response_select(&pairs, group_bits, w),
        early: None,
    };
    BankTpl {
        header,
        module: &b.module,
        kind: &b.kind,
        rst,
        wb: soc.map.word_bits,
        ctrl_regs,
        flag_words,
        counters,
        prog: prog_view(soc, bank, &ports),
        group_bits,
        group_size: 1 << group_bits,
        mapped_words: b.window.regs.iter().map(|r| r.word).collect(),
        pairs,
        wide_lo_words,
        unmapped_err: unmapped_err(soc),
        cnt_edge_reset: soc.reset.asynchronous && soc.counter_reset == CounterReset::ClockEdge,
    }
    .render()
    .expect("bank template renders")
}
