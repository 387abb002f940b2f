//! The programmable counters beside a tile's monitors (TC297 CCTRL style):
//! select, count, threshold and flag registers in flip-flops, one template
//! (`templates/verilog/bank/prog.v`) for the flip-flop bank and the compact
//! bank, which differ only in the write port and read responses they feed it.

use crate::model::window::Window;
use crate::model::{Programmable, RegKind, Register, Soc};

/// The write port the counters take their writes from, and how a read's
/// response cycle is recognised.
pub(super) struct ProgPorts<'a> {
    /// Write enable, word address, data and byte strobes.
    pub write: [&'a str; 4],
    /// The expression that is true in the response cycle of a read of a word.
    pub response: &'a dyn Fn(u32) -> String,
    /// Where the write is its request registered, the request itself: the
    /// counters then decode their strobes, gate their events and decide
    /// their count enables an edge ahead, and keep every carry chain within
    /// 32 bits (a wide count's high word counts from a flag kept an edge
    /// ahead, and the threshold test is carry-free). It costs LUTs
    /// (bench/RESULTS.md section 9), so only the compact bank, whose other
    /// paths are short enough for it to pay, takes it.
    pub early: Option<EarlyPorts<'a>>,
}

/// The write request an edge ahead of `ProgPorts::write`, and the freeze's
/// next state.
pub(super) struct EarlyPorts<'a> {
    /// Write enable, word address and data of the request.
    pub request: [&'a str; 3],
    /// Whether the bank counts after this edge (`run_q`'s next value).
    pub run_next: &'a str,
}

/// As `EarlyPorts`, for the template.
pub(super) struct EarlyView {
    pub(super) req_en: String,
    pub(super) req_addr: String,
    pub(super) req_data: String,
    pub(super) run_next: String,
}

/// One programmable counter, for the template.
pub(super) struct ProgCounterView {
    pub(super) k: u32,
    pub(super) sel: u32,
    pub(super) cnt_lo: u32,
    pub(super) thr_lo: u32,
    pub(super) mux: String,
    /// The events its select may name.
    pub(super) events: Vec<usize>,
    pub(super) lo_word: String,
    pub(super) hi_word: String,
    pub(super) lo_rsp: String,
    pub(super) hi_rsp: String,
}

/// The programmable counters of a bank, for the template.
pub(super) struct ProgView {
    /// Write enable, word address, data and strobes, as `ProgPorts::write`.
    pub(super) wr_en: String,
    pub(super) wr_addr: String,
    pub(super) wr_data: String,
    pub(super) wr_strb: String,
    pub(super) events: usize,
    pub(super) width: u32,
    pub(super) threshold: bool,
    pub(super) sel_bits: u32,
    pub(super) wide: bool,
    /// The threshold test's segments, one flip-flop each where the flags
    /// rise late: bit ranges of 16 bits or fewer, highest first.
    pub(super) thr_segs: Vec<String>,
    /// As `ProgPorts::early`.
    pub(super) early: Option<EarlyView>,
    pub(super) sel_mask: String,
    pub(super) flags_word: u32,
    pub(super) irq_word: u32,
    pub(super) flag_mask: String,
    pub(super) unused: String,
    pub(super) unused_flag_bits: Vec<u32>,
    pub(super) counters: Vec<ProgCounterView>,
}

impl ProgView {
    /// Whether every carry chain is kept within 16 bits, and events and
    /// flags are late (`Bank::prog_late`): where strobes are decided an
    /// edge ahead (`ProgPorts::early`).
    pub(super) fn short_chains(&self) -> bool {
        self.early.is_some()
    }
}

/// `width` bits of `v` zero-extended to 32.
pub(super) fn extend(v: String, width: u32) -> String {
    if width >= 32 {
        v
    } else {
        format!("{{{}'d0, {v}}}", 32 - width)
    }
}

/// What a programmable counter's register word `kind` reads.
pub(super) fn prog_read(soc: &Soc, bank: usize, kind: RegKind) -> String {
    let Some(p) = soc
        .programmable
        .as_ref()
        .filter(|_| soc.banks[bank].programmable)
    else {
        return "32'd0".into();
    };
    let w = p.width;
    let hi = |v: &str| extend(format!("{v}[{}:32]", w - 1), w.saturating_sub(32));
    match kind {
        RegKind::ProgSelect(k) => format!("psel_{k}"),
        RegKind::ProgCountLo(k) => format!("plo_{k}"),
        RegKind::ProgCountHi(k) => format!("phold_v_{k} ? phold_{k} : phi_{k}"),
        RegKind::ProgThreshLo(k) if w > 32 => format!("pthr_{k}[31:0]"),
        RegKind::ProgThreshLo(k) => extend(format!("pthr_{k}"), w),
        RegKind::ProgThreshHi(k) => hi(&format!("pthr_{k}")),
        RegKind::ProgFlags => "pflags".into(),
        _ => "pirq_en".into(),
    }
}

/// Programmable counter `k` of a bank with register window `window`.
fn counter_view(
    p: &Programmable,
    window: &Window,
    k: u32,
    ports: &ProgPorts<'_>,
) -> ProgCounterView {
    let word = |kind: RegKind| window.word_of(kind);
    let w = p.width;
    let wide = w > 32;
    let sb = p.select_bits();
    let events: Vec<usize> = (0..p.events.len()).filter(|&e| p.allowed(k, e)).collect();
    let terms: Vec<String> = events
        .iter()
        .map(|e| format!("(pselv_{k} == {sb}'d{e}) ? pev[{e}] :"))
        .collect();
    ProgCounterView {
        k,
        sel: word(RegKind::ProgSelect(k)),
        cnt_lo: word(RegKind::ProgCountLo(k)),
        thr_lo: if p.threshold {
            word(RegKind::ProgThreshLo(k))
        } else {
            0
        },
        mux: format!("{} 1'b0", terms.join(" ")),
        events,
        lo_word: if wide {
            format!("pcnt_{k}[31:0]")
        } else {
            extend(format!("pcnt_{k}"), w)
        },
        hi_word: if wide {
            extend(format!("pcnt_{k}[{}:32]", w - 1), w - 32)
        } else {
            String::new()
        },
        lo_rsp: (ports.response)(word(RegKind::ProgCountLo(k))),
        hi_rsp: if wide {
            (ports.response)(word(RegKind::ProgCountHi(k)))
        } else {
            "1'b0".into()
        },
    }
}

/// The programmable counters of `soc.banks[bank]`, fed from `ports`.
pub(super) fn prog_view(soc: &Soc, bank: usize, ports: &ProgPorts<'_>) -> Option<ProgView> {
    let p = soc
        .programmable
        .as_ref()
        .filter(|_| soc.banks[bank].programmable)?;
    let window = &soc.banks[bank].window;
    let word = |kind: RegKind| window.word_of(kind);
    let w = p.width;
    let wide = w > 32;
    let mut unused = vec!["pev".to_string()];
    for k in 0..p.counters {
        unused.push(format!("pselv_{k}"));
        if !wide && w < 32 {
            unused.push(format!("pm_lo_{k}[31:{w}]"));
        }
        if wide && w < 64 {
            unused.push(format!("pm_hi_{k}[31:{}]", w - 32));
        }
    }
    let counters = (0..p.counters)
        .map(|k| counter_view(p, window, k, ports))
        .collect();
    let flag_mask = window
        .reg(RegKind::ProgFlags)
        .map_or(0, Register::writable_mask);
    let [wr_en, wr_addr, wr_data, wr_strb] = ports.write.map(String::from);
    // The late counts and flags (`Bank::prog_late`) are built from the
    // strobes and event selects decided an edge ahead, and only they need
    // them: `ProgView::short_chains` stands for both.
    assert_eq!(
        soc.banks[bank].prog_late(),
        ports.early.is_some(),
        "late programmable counters are fed a request an edge ahead"
    );
    Some(ProgView {
        wr_en,
        wr_addr,
        wr_data,
        wr_strb,
        events: p.events.len(),
        width: w,
        threshold: p.threshold,
        sel_bits: p.select_bits(),
        wide,
        thr_segs: (0..w.div_ceil(16))
            .rev()
            .map(|j| format!("{}:{}", (16 * j + 15).min(w - 1), 16 * j))
            .collect(),
        early: ports.early.as_ref().map(|e| EarlyView {
            req_en: e.request[0].into(),
            req_addr: e.request[1].into(),
            req_data: e.request[2].into(),
            run_next: e.run_next.into(),
        }),
        sel_mask: format!(
            "{:08x}",
            window
                .reg(RegKind::ProgSelect(0))
                .map_or(0, Register::writable_mask)
        ),
        flags_word: word(RegKind::ProgFlags),
        irq_word: word(RegKind::ProgIrqEnable),
        flag_mask: format!("{flag_mask:08x}"),
        unused: unused.join(", "),
        unused_flag_bits: (0..32).filter(|b| flag_mask >> b & 1 == 0).collect(),
        counters,
    })
}
