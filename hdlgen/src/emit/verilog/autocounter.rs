//! Verilog of the AutoCounter modules, one per clock domain.

use askama::Template;

use super::{bus_module, unmapped_err, Reset};
use crate::desc::CounterMode;
use crate::emit::Artifact;
use crate::model::autocounter::AcRegKind;
use crate::model::names::comment_text;
use crate::model::ports::{self, Port};
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
    let depth = ac.fifo_depth;
    let lb = bits_for(depth);
    ac.domains
        .iter()
        .enumerate()
        .map(|(d, dom)| {
            let (step_q, step_r) = dom.base_step();
            let counters: Vec<CounterView> = dom
                .counters
                .iter()
                .map(|c| {
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
                })
                .collect();
            let mut parts: Vec<String> = counters
                .iter()
                .rev()
                .map(|c| format!("now_{}", c.label))
                .collect();
            parts.push("local_next".into());
            parts.push("base_next".into());
            let n = dom.counters.len();
            let reads = dom
                .regs
                .iter()
                .map(|r| {
                    let e = match r.kind {
                        AcRegKind::ReadRate => "read_rate".to_string(),
                        AcRegKind::Status => format!("{{{}'d0, count}}", 32 - lb),
                        AcRegKind::Overruns => "overruns".into(),
                        AcRegKind::Pop => "32'd0".into(),
                        AcRegKind::Info => format!("{{16'd{depth}, 16'd{n}}}"),
                        AcRegKind::SampleWord(i) => format!("head[{}:{}]", 32 * i + 31, 32 * i),
                    };
                    (r.word, e)
                })
                .collect();
            let text = AcTpl {
                header,
                module: &dom.module,
                domain: &dom.name,
                ports: ports::autocounter_ports(soc, d),
                bus_ports: ports::bus_ports(soc.bus, dom.word_bits + 2),
                bus_module: bus_module(soc),
                rst,
                wb: dom.word_bits,
                aw: dom.word_bits + 2,
                rwait: 0,
                rsp_kind: "reg ",
                n,
                mul: dom.multiplier,
                div: dom.divisor,
                step_q,
                step_r,
                frac_bits: bits_for(dom.multiplier - 1),
                read_rate: ac.read_rate,
                counters,
                sw: 64 * (2 + n as u32),
                sample_expr: format!("{{{}}}", parts.join(", ")),
                depth,
                ab: depth.trailing_zeros().max(1),
                lb,
                reads,
                unmapped_err: unmapped_err(soc),
            }
            .render()
            .expect("autocounter template renders");
            Artifact::new(format!("rtl/{}.v", dom.module), text)
        })
        .collect()
}
