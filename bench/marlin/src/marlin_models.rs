//! marlin's models of the tile replaying the recorded inputs: the derived
//! model (`#[verilog]`, a struct field per port) and the dynamic one
//! (ports by name).

use std::path::{Path, PathBuf};
use std::time::Duration;

use hdlgen_sim::layout::{Layout, PortSpec};
use marlin::verilator::dynamic::VerilatorValue;
use marlin::verilator::{
    AsDynamicVerilatedModel, PortDirection, VerilatedModelConfig, VerilatorRuntime,
    VerilatorRuntimeOptions, VerilatorVersion,
};
use marlin::verilog::prelude::*;

use crate::measure::{cpu, timed, Side, Timed};
use crate::TOP;

#[verilog(
    src = "../../rtl-out/esp_demo/rtl/esp_demo_tile_cpu.v",
    name = "esp_demo_tile_cpu"
)]
struct Tile;

/// The value of input `name` in one cycle's packed words.
fn input(layout: &Layout, words: &[u32], name: &str) -> u64 {
    let i = layout
        .ports
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no port {name}"));
    let o = layout.offset[i];
    let hi = if layout.ports[i].width > 32 {
        u64::from(words[o + 1]) << 32
    } else {
        0
    };
    u64::from(words[o]) | hi
}

/// Writes output `name`'s value into packed words.
fn output(layout: &Layout, words: &mut [u32], name: &str, v: u64) {
    let i = layout.ports.iter().position(|p| p.name == name).unwrap();
    let o = layout.offset[i];
    words[o] = v as u32;
    if layout.ports[i].width > 32 {
        words[o + 1] = (v >> 32) as u32;
    }
}

fn sources(rtl: &Path) -> Vec<PathBuf> {
    [
        "esp_demo_tile_cpu.v",
        "esp_demo_bank_cpu.v",
        "esp_demo_bus_apb.v",
    ]
    .iter()
    .map(|f| rtl.join(f))
    .collect()
}

fn runtime(artifacts: &Path, rtl: &Path) -> VerilatorRuntime {
    // marlin asks for Verilator 5.025 or later; Debian's is 5.006.
    let options = VerilatorRuntimeOptions::default()
        .allow_unsupported_verilator(Some(VerilatorVersion { major: 5, minor: 0 }));
    VerilatorRuntime::new(
        artifacts,
        &sources(rtl).iter().map(|p| p.as_path()).collect::<Vec<_>>(),
        &[],
        [],
        options,
    )
    .unwrap_or_else(|e| panic!("marlin runtime: {e:?}"))
}

/// Builds, loads and replays marlin's derived model.
pub fn marlin_derived(
    scratch: &Path,
    rtl: &Path,
    ports: &[PortSpec],
    inputs: &[u32],
) -> (Side, Vec<u32>) {
    let layout = Layout::new(ports, "clk");
    let artifacts = scratch.join("marlin");
    // The first model builds into marlin's cache, the second loads from it.
    let make = || {
        let rt = runtime(&artifacts, rtl);
        drop(
            rt.create_model::<Tile>(&VerilatedModelConfig::default())
                .unwrap_or_else(|e| panic!("{e:?}")),
        );
    };
    let cold = timed(make);
    let warm = timed(make);
    let rt = runtime(&artifacts, rtl);
    let mut tile = rt
        .create_model::<Tile>(&VerilatedModelConfig::default())
        .unwrap();
    let cycles = inputs.len() / layout.in_words;
    let mut got = vec![0u32; cycles * layout.out_words];
    let t = cpu();
    for (inp, out) in inputs
        .chunks_exact(layout.in_words)
        .zip(got.chunks_exact_mut(layout.out_words))
    {
        tile.clk = 0;
        tile.rst_n = input(&layout, inp, "rst_n") as u8;
        tile.psel = input(&layout, inp, "psel") as u8;
        tile.penable = input(&layout, inp, "penable") as u8;
        tile.pwrite = input(&layout, inp, "pwrite") as u8;
        tile.paddr = input(&layout, inp, "paddr") as u16;
        tile.pwdata = input(&layout, inp, "pwdata") as u32;
        tile.pstrb = input(&layout, inp, "pstrb") as u8;
        tile.ev = input(&layout, inp, "ev");
        tile.pev = input(&layout, inp, "pev") as u8;
        tile.gsnap_set = input(&layout, inp, "gsnap_set") as u8;
        tile.gsnap_clr = input(&layout, inp, "gsnap_clr") as u8;
        tile.eval();
        output(&layout, out, "pready", tile.pready.into());
        output(&layout, out, "prdata", tile.prdata.into());
        output(&layout, out, "pslverr", tile.pslverr.into());
        output(&layout, out, "gsnap_set_req", tile.gsnap_set_req.into());
        output(&layout, out, "gsnap_clr_req", tile.gsnap_clr_req.into());
        output(&layout, out, "irq", tile.irq.into());
        tile.clk = 1;
        tile.eval();
    }
    let run = cpu() - t;
    (
        Side {
            cold,
            warm,
            run,
            cycles,
        },
        got,
    )
}

/// Loads and replays marlin's dynamic model.
pub fn marlin_dynamic(
    scratch: &Path,
    rtl: &Path,
    ports: &[PortSpec],
    inputs: &[u32],
) -> (Side, Vec<u32>) {
    let layout = Layout::new(ports, "clk");
    let artifacts = scratch.join("marlin");
    let port_list: Vec<(&str, usize, usize, PortDirection)> = ports
        .iter()
        .map(|p| {
            let dir = if p.input {
                PortDirection::Input
            } else {
                PortDirection::Output
            };
            (p.name.as_str(), p.width as usize - 1, 0, dir)
        })
        .collect();
    let src = rtl.join("esp_demo_tile_cpu.v");
    let rt = runtime(&artifacts, rtl);
    let mut m = None;
    let warm = timed(|| {
        m = Some(
            rt.create_dyn_model(
                TOP,
                src.to_str().unwrap(),
                &port_list,
                VerilatedModelConfig::default(),
            )
            .unwrap_or_else(|e| panic!("{e:?}")),
        );
    });
    let mut m = m.unwrap();
    let cycles = inputs.len() / layout.in_words;
    let mut got = vec![0u32; cycles * layout.out_words];
    let t = cpu();
    for (inp, out) in inputs
        .chunks_exact(layout.in_words)
        .zip(got.chunks_exact_mut(layout.out_words))
    {
        m.pin("clk", 0u8).unwrap();
        for p in ports.iter().filter(|p| p.input && p.name != "clk") {
            let v = input(&layout, inp, &p.name);
            let value: VerilatorValue = match p.width {
                0..=8 => (v as u8).into(),
                9..=16 => (v as u16).into(),
                17..=32 => (v as u32).into(),
                _ => v.into(),
            };
            m.pin(p.name.as_str(), value).unwrap();
        }
        m.eval();
        for p in ports.iter().filter(|p| !p.input) {
            let v = match m.read(p.name.as_str()).unwrap() {
                VerilatorValue::CData(v) => u64::from(v),
                VerilatorValue::SData(v) => u64::from(v),
                VerilatorValue::IData(v) => u64::from(v),
                VerilatorValue::QData(v) => v,
                other => panic!("unexpected {other:?}"),
            };
            output(&layout, out, &p.name, v);
        }
        m.pin("clk", 1u8).unwrap();
        m.eval();
    }
    let run = cpu() - t;
    let none = Timed {
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
    };
    (
        Side {
            cold: none,
            warm,
            run,
            cycles,
        },
        got,
    )
}
