//! Verilog-2005 emitter: bus adapter, one bank per tile kind, one stand-alone
//! tile per kind, and the SoC wrapper.

use askama::Template;

use super::Artifact;
use crate::model::names::comment_text;
use crate::model::ports::{self, Port};
use crate::model::{BusKind, Overflow, RegKind, Soc, Unmapped};

/// Reset text of every `always` block, decided once from the description.
pub(super) struct Reset {
    pub(super) port: &'static str,
    pub(super) sens: &'static str,
    pub(super) active: &'static str,
}

pub(super) fn reset(soc: &Soc) -> Reset {
    let r = soc.reset;
    Reset {
        port: ports::reset_port(soc),
        sens: match (r.asynchronous, r.active_low) {
            (false, _) => "",
            (true, true) => " or negedge rst_n",
            (true, false) => " or posedge rst",
        },
        active: if r.active_low { "!rst_n" } else { "rst" },
    }
}

#[derive(Template)]
#[template(path = "verilog/bus_apb.v", escape = "none")]
struct BusApb<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

#[derive(Template)]
#[template(path = "verilog/bus_axil.v", escape = "none")]
struct BusAxil<'a> {
    header: &'a str,
    module: &'a str,
    rst: &'a Reset,
}

struct CounterView {
    sync: bool,
    index: u32,
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

struct ProgCounterView {
    k: u32,
    sel: u32,
    cnt_lo: u32,
    thr_lo: u32,
    mux: String,
    lo_word: String,
    hi_word: String,
}

struct ProgView {
    events: usize,
    width: u32,
    threshold: bool,
    sel_bits: u32,
    wide: bool,
    sel_mask: String,
    flags_word: u32,
    irq_word: u32,
    flag_mask: String,
    unused: String,
    unused_flag_bits: Vec<u32>,
    counters: Vec<ProgCounterView>,
}

struct ReadCase {
    word: u32,
    name: String,
    expr: String,
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
    reads: Vec<ReadCase>,
    unmapped_err: &'static str,
    prog: Option<ProgView>,
}

#[derive(Template)]
#[template(path = "verilog/tile.v", escape = "none")]
struct TileTpl<'a> {
    header: &'a str,
    module: &'a str,
    kind: &'a str,
    bus_name: &'static str,
    window: String,
    rst: &'a Reset,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: &'a str,
    bank_module: &'a str,
    aw: u32,
    rsp_kind: &'static str,
    prog: bool,
}

struct TileView {
    index: u32,
    name: String,
    kind: String,
    bank_module: String,
    prog: bool,
}

#[derive(Template)]
#[template(path = "verilog/soc.v", escape = "none")]
struct SocTpl<'a> {
    header: &'a str,
    module: &'a str,
    bus_name: &'static str,
    window: String,
    rst: &'a Reset,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: &'a str,
    tiles: Vec<TileView>,
    aw: u32,
    wb: u32,
    tile_bits: u32,
    unmapped_err: &'static str,
    rsp_kind: &'static str,
}

/// Zero-extends a `width`-bit slice expression to 32 bits.
fn word_expr(width: u32, slice: String) -> String {
    if width == 32 {
        slice
    } else {
        format!("{{{}'d0, {slice}}}", 32 - width)
    }
}

fn read_expr(soc: &Soc, bank: usize, kind: RegKind) -> String {
    let b = &soc.banks[bank];
    let m_of = |n: usize| soc.counter_of(bank, n).map(|_| soc.monitors[n].index);
    match kind {
        RegKind::Snapshot => "{31'd0, snap_q}".into(),
        RegKind::MonitorLo(n) => m_of(n).map_or("32'd0".into(), |i| format!("lo_{i}")),
        RegKind::MonitorHi(n) => m_of(n).map_or("32'd0".into(), |i| {
            format!("hold_v_{i} ? hold_{i} : hi_{i}")
        }),
        RegKind::Ctrl => "{31'd0, freeze_q}".into(),
        RegKind::GlobalSnapshot => "32'd0".into(),
        RegKind::Info => format!(
            "{{4'd{}, 4'd{}, 8'd{}, TILE_ID}}",
            soc.map.version,
            b.kind_code,
            soc.monitor_words() & 0xFF
        ),
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
        | RegKind::ProgIrqEnable => prog_read(soc, bank, kind),
    }
}

/// `width` bits of `v` zero-extended to 32.
fn extend(v: String, width: u32) -> String {
    if width >= 32 {
        v
    } else {
        format!("{{{}'d0, {v}}}", 32 - width)
    }
}

fn prog_read(soc: &Soc, bank: usize, kind: RegKind) -> String {
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

fn prog_view(soc: &Soc, bank: usize) -> Option<ProgView> {
    let p = soc
        .programmable
        .as_ref()
        .filter(|_| soc.banks[bank].programmable)?;
    let word = |kind: RegKind| {
        soc.map
            .regs
            .iter()
            .find(|r| r.kind == kind)
            .map(|r| r.word)
            .expect("register exists")
    };
    let w = p.width;
    let wide = w > 32;
    let sb = p.select_bits();
    let mut unused = vec!["pev".to_string()];
    let counters = (0..p.counters)
        .map(|k| {
            let terms: Vec<String> = (0..p.events.len())
                .filter(|&e| p.allowed(k, e))
                .map(|e| format!("(pselv_{k} == {sb}'d{e}) ? pev[{e}] :"))
                .collect();
            unused.push(format!("pselv_{k}"));
            if !wide && w < 32 {
                unused.push(format!("pm_lo_{k}[31:{w}]"));
            }
            if wide && w < 64 {
                unused.push(format!("pm_hi_{k}[31:{}]", w - 32));
            }
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
            }
        })
        .collect();
    let flag_mask = p.flag_mask();
    Some(ProgView {
        events: p.events.len(),
        width: w,
        threshold: p.threshold,
        sel_bits: sb,
        wide,
        sel_mask: format!("{:08x}", (1u32 << 31) | ((1u32 << sb) - 1)),
        flags_word: word(RegKind::ProgFlags),
        irq_word: word(RegKind::ProgIrqEnable),
        flag_mask: format!("{flag_mask:08x}"),
        unused: unused.join(", "),
        unused_flag_bits: (0..32).filter(|b| flag_mask >> b & 1 == 0).collect(),
        counters,
    })
}

fn bank(soc: &Soc, bank: usize, header: &str, rst: &Reset) -> String {
    let b = &soc.banks[bank];
    let counters = b
        .counters
        .iter()
        .map(|c| {
            let m = &soc.monitors[c.monitor];
            let (lo_expr, hi_expr) = if m.width > 32 {
                (
                    format!("val_{}[31:0]", m.index),
                    Some(word_expr(
                        m.width - 32,
                        format!("val_{}[{}:32]", m.index, m.width - 1),
                    )),
                )
            } else {
                (word_expr(m.width, format!("val_{}", m.index)), None)
            };
            CounterView {
                sync: m.synchronised,
                index: m.index,
                name: m.name.clone(),
                comment: comment_text(&m.description),
                width: m.width,
                sat: m.overflow == Overflow::Saturate,
                ev_bit: c.event_bit,
                flag_word: m.index / 32,
                flag_bit: m.index % 32,
                flag_lane: (m.index % 32) / 8,
                lo_word: 1 + m.index,
                lo_expr,
                hi_expr,
            }
        })
        .collect::<Vec<_>>();
    let mut flag_words: Vec<u32> = counters.iter().map(|c| c.flag_word).collect();
    flag_words.dedup();
    let ctrl_regs = soc
        .map
        .regs
        .iter()
        .filter(|r| match r.kind {
            RegKind::Snapshot | RegKind::Ctrl | RegKind::GlobalSnapshot => true,
            RegKind::Enable(k) | RegKind::OverflowFlags(k) | RegKind::OverflowIrqEnable(k) => {
                flag_words.contains(&k)
            }
            _ => false,
        })
        .map(|r| (format!("A_{}", r.name.to_uppercase()), r.word))
        .collect();
    let reads = soc
        .map
        .regs
        .iter()
        .map(|r| ReadCase {
            word: r.word,
            name: r.name.clone(),
            expr: read_expr(soc, bank, r.kind),
        })
        .collect();
    BankTpl {
        header,
        module: &b.module,
        kind: &b.kind,
        rst,
        wb: soc.map.word_bits,
        ctrl_regs,
        flag_words,
        counters,
        reads,
        unmapped_err: unmapped_err(soc),
        prog: prog_view(soc, bank),
    }
    .render()
    .expect("bank template renders")
}

/// The error-response bit for unmapped words.
pub(super) fn unmapped_err(soc: &Soc) -> &'static str {
    match soc.unmapped {
        Unmapped::Error => "1'b1",
        Unmapped::Zero => "1'b0",
    }
}

/// Verilog module name of the SoC's bus adapter.
pub fn bus_module(soc: &Soc) -> String {
    match soc.bus {
        BusKind::Apb => format!("{}_bus_apb", soc.name),
        BusKind::Axi4Lite => format!("{}_bus_axil", soc.name),
    }
}

fn bus_name(soc: &Soc) -> &'static str {
    match soc.bus {
        BusKind::Apb => "APB4",
        BusKind::Axi4Lite => "AXI4-Lite",
    }
}

/// Every Verilog file for `soc`, under `rtl/`.
pub fn emit(soc: &Soc, header: &str) -> Vec<Artifact> {
    let rst = reset(soc);
    let mut out = Vec::new();
    let bus_module = bus_module(soc);
    let bus_text = match soc.bus {
        BusKind::Apb => BusApb {
            header,
            module: &bus_module,
            rst: &rst,
        }
        .render(),
        BusKind::Axi4Lite => BusAxil {
            header,
            module: &bus_module,
            rst: &rst,
        }
        .render(),
    }
    .expect("bus template renders");
    out.push(Artifact::new(format!("rtl/{bus_module}.v"), bus_text));
    let window = format!("{:#x}", soc.map.stride);
    for (i, b) in soc.banks.iter().enumerate() {
        out.push(Artifact::new(
            format!("rtl/{}.v", b.module),
            bank(soc, i, header, &rst),
        ));
        let tile = TileTpl {
            header,
            module: &b.tile_module,
            kind: &b.kind,
            bus_name: bus_name(soc),
            window: window.clone(),
            rst: &rst,
            ports: ports::tile_ports(soc, i),
            bus_ports: ports::bus_ports(soc.bus, soc.map.word_bits + 2),
            bus_module: &bus_module,
            bank_module: &b.module,
            aw: soc.map.word_bits + 2,
            rsp_kind: "wire",
            prog: b.programmable,
        }
        .render()
        .expect("tile template renders");
        out.push(Artifact::new(format!("rtl/{}.v", b.tile_module), tile));
    }
    let tiles = soc
        .tiles
        .iter()
        .map(|t| TileView {
            index: t.index,
            name: t.name.clone(),
            kind: soc.banks[t.bank].kind.clone(),
            bank_module: soc.banks[t.bank].module.clone(),
            prog: soc.banks[t.bank].programmable,
        })
        .collect();
    let top = SocTpl {
        header,
        module: &soc.top_module,
        bus_name: bus_name(soc),
        window,
        rst: &rst,
        ports: ports::soc_ports(soc),
        bus_ports: ports::bus_ports(soc.bus, soc.soc_addr_bits()),
        bus_module: &bus_module,
        tiles,
        aw: soc.soc_addr_bits(),
        wb: soc.map.word_bits,
        tile_bits: soc.tile_bits(),
        unmapped_err: unmapped_err(soc),
        rsp_kind: "reg ",
    }
    .render()
    .expect("soc template renders");
    out.push(Artifact::new(format!("rtl/{}.v", soc.top_module), top));
    if let Some((path, text)) = super::packer::emit(soc, header, &rst) {
        out.push(Artifact::new(path, text));
    }
    out.extend(super::autocounter::emit(soc, header, &rst));
    out
}
