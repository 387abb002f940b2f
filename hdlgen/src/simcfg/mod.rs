//! The bridge from the elaborated model to the simulation harness: what each
//! golden model is told, which sources Verilator builds, and which internal
//! signals the tests may reach through the backdoor. Every answer comes from
//! the model (`model::hierarchy` for modules and instance names); only the
//! RTL is generated, never the driver or the documents.

mod autocounter;
mod packer;
mod tile;

use hdlgen_sim::cfg::{BankCfg, Bus, Denied, DesignCfg, Policy, Reset, WindowPolicy};
use hdlgen_sim::layout::PortSpec;

use crate::emit;
use crate::model::hierarchy;
use crate::model::ports::{Dir, Port};
use crate::model::{AccessPolicy, BusKind, Soc, Window};

pub use autocounter::{autocounter_bench, autocounter_csv, AcBench};
pub use packer::{packer_bench, packer_config_words, PackerBench};
pub use tile::{bank_cfg, soc_bench, tile_bench, Bench, HIER_TILES};

pub(crate) fn port_specs(ports: &[Port]) -> Vec<PortSpec> {
    ports
        .iter()
        .map(|p| PortSpec {
            name: p.name.clone(),
            input: p.dir == Dir::In,
            width: p.width,
        })
        .collect()
}

/// Every Verilog file of the design (`rtl/`, not the lint-only wrapper in
/// `lint/`), by file name: what lint and synthesis checks read.
pub fn rtl_sources(soc: &Soc) -> Vec<(String, String)> {
    emit::rtl(soc)
        .into_iter()
        .filter_map(|a| {
            let name = a.path.strip_prefix("rtl/")?;
            name.ends_with(".v").then(|| (name.to_string(), a.text))
        })
        .collect()
}

/// The Verilog a bench of `top` compiles: its file and those of the modules
/// below it. Only these go into the model and its cache key, so a change to
/// one block rebuilds only the models that contain it.
pub(crate) fn sources(soc: &Soc, top: &str) -> Vec<(String, String)> {
    let needed = hierarchy::below(soc, top);
    // In the generator's order: the file list is part of the cache key.
    rtl_sources(soc)
        .into_iter()
        .filter(|(n, _)| needed.iter().any(|m| n.strip_suffix(".v") == Some(m)))
        .collect()
}

pub(crate) fn design(
    soc: &Soc,
    banks: Vec<BankCfg>,
    tile_bits: u32,
    standalone: bool,
) -> DesignCfg {
    DesignCfg {
        bus: match soc.bus {
            BusKind::Apb => Bus::Apb,
            BusKind::Axi4Lite => Bus::Axi4Lite,
        },
        reset: Reset {
            asynchronous: soc.reset.asynchronous,
            active_low: soc.reset.active_low,
        },
        banks,
        tile_bits,
        standalone,
        denied: denied(soc),
    }
}

/// Who may read and write window `w`.
pub(crate) fn window_policy(w: &Window) -> WindowPolicy {
    let policy = |p: AccessPolicy| match p {
        AccessPolicy::Any => Policy::Any,
        AccessPolicy::Privileged => Policy::Privileged,
        AccessPolicy::Secure => Policy::Secure,
        AccessPolicy::SecurePrivileged => Policy::SecurePrivileged,
    };
    WindowPolicy {
        read: policy(w.read),
        write: policy(w.write),
    }
}

/// The SoC's answer to a denied access.
pub(crate) fn denied(soc: &Soc) -> Denied {
    match soc.denied {
        crate::model::Denied::Error => Denied::Error,
        crate::model::Denied::Zero => Denied::Zero,
    }
}
