//! Verilog of the AutoCounter modules, one per clock domain.

use askama::Template;

use super::{bus_module, read_path, unmapped_err, Reset};
use crate::desc::CounterMode;
use crate::emit::Artifact;
use crate::model::autocounter::{AcCounter, AcDomain, AcRegKind};
use crate::model::names::comment_text;
use crate::model::ports::{self, Port};
use crate::model::window::Role;
use crate::model::Soc;

struct CounterView {
    label: String,
    path: String,
    comment: String,
    sync: bool,
    width: u32,
    extend: String,
    accumulate: bool,
}

#[derive(Template)]
#[template(path = "verilog/autocounter.v", escape = "none")]
struct AcTpl<'a> {
    header: &'a str,
    module: &'a str,
    domain: &'a str,
    ports: Vec<Port>,
    bus_ports: Vec<Port>,
    bus_module: String,
    rst: &'a Reset,
    wb: u32,
    aw: u32,
    /// Read wait states of the window's blocks (the bus adapter's RWAIT).
    rwait: u32,
    rsp_kind: &'static str,
    gate: super::policy::Gate,
    n: usize,
    mul: u32,
    div: u32,
    step_q: u32,
    step_r: u32,
    frac_bits: u32,
    read_rate: u32,
    counters: Vec<CounterView>,
    sw: u32,
    sample_expr: String,
    depth: u32,
    ab: u32,
    lb: u32,
    reads: Vec<(u32, String)>,
    unmapped_err: &'static str,
}

fn bits_for(max: u32) -> u32 {
    (32 - max.leading_zeros()).max(1)
}

/// One module per clock domain.
pub fn emit(soc: &Soc, header: &str, rst: &Reset) -> Vec<Artifact> {
    let Some(ac) = soc.autocounter.as_ref() else {
        return Vec::new();
    };
    (0..ac.domains.len())
        .map(|d| {
            let dom = &ac.domains[d];
            Artifact::new(format!("rtl/{}.v", dom.module), domain(soc, d, header, rst))
        })
        .collect()
}

fn counter_view(c: &AcCounter) -> CounterView {
    let w = if c.synchronised { 1 } else { c.width };
    CounterView {
        label: c.label.clone(),
        path: comment_text(&c.path),
        comment: comment_text(&c.description),
        sync: c.synchronised,
        width: w,
        extend: if w == 64 {
            format!("in_{}", c.label)
        } else {
            format!("{{{}'d0, in_{}}}", 64 - w, c.label)
        },
        accumulate: c.mode == CounterMode::Accumulate,
    }
}

/// What each word of `dom`'s window reads, with `lb` bits of FIFO count.
fn reads(dom: &AcDomain, lb: u32) -> Vec<(u32, String)> {
    dom.window
        .regs
        .iter()
        .map(|r| {
            let Role::AutoCounter(kind) = r.role else {
                unreachable!("a domain window holds AutoCounter registers")
            };
            let e = match kind {
                AcRegKind::ReadRate => "read_rate".to_string(),
                AcRegKind::Status => format!("{{{}'d0, count}}", 32 - lb),
                AcRegKind::Overruns => "overruns".into(),
                AcRegKind::Pop => "32'd0".into(),
                AcRegKind::Info => read_path::constant_fields(r),
                AcRegKind::SampleWord(i) => format!("head[{}:{}]", 32 * i + 31, 32 * i),
            };
            (r.word, e)
        })
        .collect()
}

/// The module of domain `d`.
fn domain(soc: &Soc, d: usize, header: &str, rst: &Reset) -> String {
    let ac = soc.autocounter.as_ref().expect("the SoC has AutoCounters");
    let dom = &ac.domains[d];
    let depth = ac.fifo_depth;
    let lb = bits_for(depth);
    let (step_q, step_r) = dom.base_step();
    let counters: Vec<CounterView> = dom.counters.iter().map(counter_view).collect();
    let mut parts: Vec<String> = counters
        .iter()
        .rev()
        .map(|c| format!("now_{}", c.label))
        .collect();
    parts.push("local_next".into());
    parts.push("base_next".into());
    let n = dom.counters.len();
    AcTpl {
        header,
        module: &dom.module,
        domain: &dom.name,
        ports: ports::autocounter_ports(soc, d),
        bus_ports: ports::bus_ports(soc.bus, dom.window.word_bits + 2),
        bus_module: bus_module(soc),
        rst,
        wb: dom.window.word_bits,
        aw: dom.window.word_bits + 2,
        rwait: 0,
        rsp_kind: "reg ",
        gate: super::policy::window_gate(soc, &dom.window),
        n,
        mul: dom.multiplier,
        div: dom.divisor,
        step_q,
        step_r,
        frac_bits: bits_for(dom.multiplier - 1),
        read_rate: dom.window.reg(AcRegKind::ReadRate).map_or(0, |r| r.reset()),
        counters,
        sw: 64 * (2 + n as u32),
        sample_expr: format!("{{{}}}", parts.join(", ")),
        depth,
        ab: depth.trailing_zeros().max(1),
        lb,
        reads: reads(dom, lb),
        unmapped_err: unmapped_err(soc),
    }
    .render()
    .expect("autocounter template renders")
}
