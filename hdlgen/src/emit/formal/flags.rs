//! The overflow-flag harness: a wrap's flag stays set until a write of 1 or
//! a clear acts at a later edge. hdlgen's own proofs check it; `emit` does
//! not write it, for its probe must sit inside the bank and Yosys reads no
//! `bind`.

use askama::Template;

use super::connect;
use crate::emit::verilog::bus;
use crate::emit::Artifact;
use crate::model::ports;
use crate::model::{RegKind, Soc};

/// Where a write of 1 clears one monitor's flag.
struct FlagBit {
    word: u32,
    lane: u32,
    bit: u32,
}

#[derive(Template)]
#[template(path = "formal/flags.sv", escape = "none")]
struct FlagsTpl<'a> {
    header: &'a str,
    module: String,
    tile: &'a str,
    bank: &'a str,
    probe: String,
    bus_name: &'static str,
    rst_port: &'static str,
    rst_active_low: bool,
    events: u32,
    wb: u32,
    aw: u32,
    ports: Vec<(String, String)>,
    n: usize,
    flags: Vec<FlagBit>,
    ctrl_word: u32,
    late: bool,
    set_what: &'static str,
}

/// The flag harness of a bank's tile and the probe the bank must hold.
pub struct FlagHarness {
    /// `formal/<tile>_flags_formal.sv`: the harness and the probe's module.
    pub file: Artifact,
    /// The harness's top module.
    pub module: String,
    /// File of the bank, under `rtl/`, that must instantiate the probe.
    pub bank_file: String,
    /// The probe's instance, to go just before the bank's `endmodule`.
    pub probe: String,
}

/// The flag harness of `soc.banks[bank]`'s tile, for an APB4 description.
pub fn flag_harness(soc: &Soc, bank: usize, header: &str) -> FlagHarness {
    let b = &soc.banks[bank];
    let late = b.compact.is_some();
    let monitors = || b.counters.iter().map(|c| &soc.monitors[c.monitor]);
    let flags = monitors()
        .map(|m| FlagBit {
            word: b.window.word_of(RegKind::OverflowFlags(m.index / 32)),
            lane: (m.index % 32) / 8,
            bit: m.index % 32,
        })
        .collect();
    // Each monitor's set and flag in the bank's own names, last first.
    let (set, ovf): (Vec<String>, Vec<String>) = if late {
        b.counters
            .iter()
            .rev()
            .map(|c| {
                let j = c.event_bit;
                (
                    format!("oc_g[{}] & oc_l[{}]", j / 8, j % 8),
                    format!("ovf[{j}]"),
                )
            })
            .unzip()
    } else {
        monitors()
            .rev()
            .map(|m| (format!("co_{}", m.index), format!("ovf_{}", m.index)))
            .unzip()
    };
    let module = format!("{}_flags_formal", b.tile_module);
    let probe = format!("{}_flags_probe", b.tile_module);
    let rst = if soc.reset.active_low {
        "~rst_n"
    } else {
        "rst"
    };
    let instance = format!(
        "    {probe} flags_probe (\n        .clk(clk), .rst({rst}), .wr_en(wr_en), .wr_addr(wr_addr),\n        \
         .wr_data(wr_data), .wr_strb(wr_strb),\n        .set({{{}}}),\n        .ovf({{{}}})\n    );\n",
        set.join(", "),
        ovf.join(", ")
    );
    let text = FlagsTpl {
        header,
        module: module.clone(),
        tile: &b.tile_module,
        bank: &b.module,
        probe,
        bus_name: bus::interface(soc.bus).protocol(),
        rst_port: ports::reset_port(soc),
        rst_active_low: soc.reset.active_low,
        events: b.counters.len() as u32,
        wb: soc.map.word_bits,
        aw: soc.map.word_bits + 2,
        ports: connect(
            &ports::tile_ports(soc, bank),
            &["pev", "gsnap_set", "gsnap_clr"],
            &["gsnap_set_req", "gsnap_clr_req", "irq"],
        ),
        n: b.counters.len(),
        flags,
        ctrl_word: b.window.word_of(RegKind::Ctrl),
        late,
        set_what: if late {
            "the fold's carry, oc_g & oc_l"
        } else {
            "the counter's carry out, co_<index>"
        },
    }
    .render()
    .expect("formal flags template renders");
    FlagHarness {
        file: Artifact::new(format!("formal/{module}.sv"), text),
        module,
        bank_file: format!("{}.v", b.module),
        probe: instance,
    }
}
