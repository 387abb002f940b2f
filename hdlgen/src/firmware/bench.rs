//! What Verilator builds for the reference SoC and what its harness is
//! told: the generated Verilog, PicoRV32's source from the installed
//! `pythondata-cpu-picorv32` package, and the monitor SoC's golden model.

use std::path::PathBuf;
use std::sync::OnceLock;

use hdlgen_sim::layout::PortSpec;
use hdlgen_sim::refsoc::{HostDomain, RefSocCfg};
use hdlgen_sim::verilator::DutSpec;

use crate::emit;
use crate::model::ports::{self, Dir};
use crate::model::Soc;
use crate::simcfg;

/// Where PicoRV32's Verilog is: `$HDLGEN_PICORV32`, else `picorv32.v` in
/// the `pythondata-cpu-picorv32` package of the project's Python
/// environment (`$HDLGEN_PY`, default `~/.cache/hdlgen/py`; installed by
/// `scripts/setup.sh`).
pub fn picorv32_path() -> Result<PathBuf, String> {
    static P: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    P.get_or_init(|| {
        if let Some(p) = std::env::var_os("HDLGEN_PICORV32") {
            return Ok(PathBuf::from(p));
        }
        let py = std::env::var_os("HDLGEN_PY")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/hdlgen/py")))
            .unwrap_or_default();
        let missing = |why: String| {
            format!(
                "PicoRV32 was not found ({why}); the reference SoC reads it from the Python package pythondata-cpu-picorv32: run scripts/setup.sh, or set HDLGEN_PICORV32 to its picorv32.v"
            )
        };
        let out = std::process::Command::new(py.join("bin/python"))
            .args(["-c", "import pythondata_cpu_picorv32 as p; print(p.data_location)"])
            .output()
            .map_err(|e| missing(format!("{}: {e}", py.join("bin/python").display())))?;
        if !out.status.success() {
            return Err(missing(String::from_utf8_lossy(&out.stderr).trim().to_string()));
        }
        let dir = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Ok(PathBuf::from(dir).join("picorv32.v"))
    })
    .clone()
}

/// PicoRV32's sources as the model compiles them: `RISCV_FORMAL` defined
/// (the RVFI ports), and its lint warnings (third-party code) switched off
/// for its file only, so whatever hdlgen generates stays `-Wall` clean.
pub fn picorv32_sources() -> Result<Vec<(String, String)>, String> {
    let path = picorv32_path()?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(vec![
        ("refsoc_defines.v".into(), "`define RISCV_FORMAL\n".into()),
        (
            "picorv32.vlt".into(),
            "`verilator_config\nlint_off -file \"*/picorv32.v\"\nlint_off -file \"picorv32.v\"\n"
                .into(),
        ),
        ("picorv32.v".into(), text),
    ])
}

/// The Verilator build of `soc`'s reference SoC (which must have a core).
pub fn refsoc_spec(soc: &Soc) -> Result<DutSpec, String> {
    let core = soc.core.as_ref().expect("the SoC has a core");
    let mut files = picorv32_sources()?;
    files.extend(simcfg::soc_bench(soc, false).spec.files);
    // The packer and the AutoCounter domains the top holds, and what they
    // instantiate (once each: they share the bus adapter).
    let mut blocks: Vec<&str> = soc.packer.iter().map(|p| p.module.as_str()).collect();
    blocks.extend(
        soc.autocounter
            .iter()
            .flat_map(|a| &a.domains)
            .filter(|d| d.at_base_clock())
            .map(|d| d.module.as_str()),
    );
    for m in blocks {
        for f in simcfg::sources(soc, m) {
            if !files.iter().any(|(n, _)| *n == f.0) {
                files.push(f);
            }
        }
    }
    files.extend(
        emit::reference_soc(soc)
            .into_iter()
            .map(|a| (a.path.trim_start_matches("refsoc/").to_string(), a.text)),
    );
    Ok(DutSpec {
        top: core.module.clone(),
        files,
        ports: port_specs(&ports::refsoc_ports(soc)),
        clock: "clk".into(),
        backdoors: Vec::new(),
        trace: false,
        hier_blocks: Vec::new(),
    })
}

fn port_specs(p: &[ports::Port]) -> Vec<PortSpec> {
    p.iter()
        .map(|p| PortSpec {
            name: p.name.clone(),
            input: p.dir == Dir::In,
            width: p.width,
        })
        .collect()
}

/// What the harness is told about `soc`'s reference SoC.
pub fn refsoc_cfg(soc: &Soc) -> RefSocCfg {
    let core = soc.core.as_ref().expect("the SoC has a core");
    let b = simcfg::soc_bench(soc, false);
    RefSocCfg {
        design: b.cfg,
        mon_ports: b.spec.ports,
        ev_ports: b.ev_ports,
        pev_ports: b.pev_ports,
        ram_bytes: core.ram,
        autocounters: host_domains(soc),
    }
}

/// The AutoCounter domains on the harness's bus: those at the base clock,
/// offsets from the lowest domain base (as the top decodes them).
fn host_domains(soc: &Soc) -> Vec<HostDomain> {
    let Some((ac, (base, _))) = soc
        .autocounter
        .as_ref()
        .and_then(|a| a.base_clock_bus().map(|b| (a, b)))
    else {
        return Vec::new();
    };
    ac.domains
        .iter()
        .enumerate()
        .filter(|(_, d)| d.at_base_clock())
        .map(|(i, d)| {
            let cfg = simcfg::autocounter_bench(soc, i).cfg;
            HostDomain {
                offset: (d.base - base) as u32,
                words: cfg.words,
                sample_word0: cfg.sample_word0,
                counters: d.counters.len() as u32,
                read_rate: ac.host_read_rate(),
            }
        })
        .collect()
}
