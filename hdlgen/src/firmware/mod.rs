//! Firmware on the reference SoC: the description's monitor SoC on the bus
//! of a PicoRV32 core, simulated with Verilator, the monitors in lockstep
//! with their golden models, the core watched through RVFI.
//!
//! [`run`] builds the model (cached like every other), loads an ELF and
//! runs it until the firmware writes the console's exit register, the core
//! traps, a slave answers with an error, or `max_cycles` pass.

mod bench;
pub mod elf;

use std::path::PathBuf;

pub use bench::{picorv32_path, picorv32_sources, refsoc_cfg, refsoc_spec};
pub use hdlgen_sim::refsoc::{
    CoreEvent, MonitorRead, MonitorWrite, Outcome, Record, Retired, RunResult, Trace,
};

use hdlgen_sim::refsoc::{RefSoc, RunError, RunOptions};
use hdlgen_sim::verilator;

use crate::model::core::CONSOLE_SPAN;
use crate::model::Soc;

/// How to run firmware.
#[derive(Debug, Clone)]
pub struct FirmwareOptions {
    /// Stop after this many core cycles (out of reset).
    pub max_cycles: u64,
    /// Compare the monitor SoC with its golden model every cycle.
    pub lockstep: bool,
    /// Keep every retirement in the record (else only event counts).
    pub keep_retired: bool,
    /// Seed of the random events of the monitors no core signal drives
    /// (and of the model's X-initialised state).
    pub seed: u64,
    /// Where built models are cached.
    pub cache: PathBuf,
    /// Cycles (from the first out of reset) in which the core's bus
    /// handshakes are held, as the packer's halt will hold them: [start,
    /// end) each, in order.
    pub halt: Vec<(u64, u64)>,
    /// Percent of cycles the packer's stream sink stalls (TREADY low), at
    /// random; 0: always ready.
    pub stall_percent: u64,
}

impl Default for FirmwareOptions {
    fn default() -> Self {
        Self {
            max_cycles: 10_000_000,
            lockstep: true,
            keep_retired: true,
            seed: 1,
            cache: verilator::default_cache_dir(),
            halt: Vec::new(),
            stall_percent: 0,
        }
    }
}

/// Why firmware could not be run to an outcome.
#[derive(Debug, thiserror::Error)]
pub enum FirmwareError {
    /// The description has no cpu tile for the core.
    #[error("the description has no cpu tile: the reference SoC's core drives a cpu tile's monitors; add a [[tile]] of kind \"cpu\"")]
    NoCore,
    /// The ELF cannot run on this SoC.
    #[error("{0}")]
    Elf(#[from] elf::ElfError),
    /// PicoRV32's source is missing.
    #[error("{0}")]
    Core(String),
    /// Verilator, the build or the lockstep comparison failed.
    #[error("{0}")]
    Sim(#[from] hdlgen_sim::SimError),
}

/// The windows an image must stay out of: the monitor blocks' and the
/// console's.
pub fn device_windows(soc: &Soc) -> Vec<elf::Window> {
    let mut v = vec![(
        "the monitor tile windows".to_string(),
        soc.base,
        soc.base + soc.map.stride * soc.tiles.len() as u64,
    )];
    if let Some(p) = &soc.packer {
        v.push(("the packer window".into(), p.base, p.base + p.window.size()));
    }
    for d in soc.autocounter.iter().flat_map(|a| &a.domains) {
        let what = format!("the AutoCounter window of domain {}", d.name);
        v.push((what, d.base, d.base + d.window.size()));
    }
    if let Some(c) = &soc.core {
        let s = u64::from(c.console);
        v.push(("the console".into(), s, s + u64::from(CONSOLE_SPAN)));
    }
    v
}

/// Builds (or loads from the cache) `soc`'s reference SoC.
pub fn build(soc: &Soc, opts: &FirmwareOptions) -> Result<RefSoc, FirmwareError> {
    if soc.core.is_none() {
        return Err(FirmwareError::NoCore);
    }
    let spec = refsoc_spec(soc).map_err(FirmwareError::Core)?;
    let dut = verilator::load(&spec, &opts.cache, opts.seed)?;
    Ok(RefSoc::new(dut, refsoc_cfg(soc), opts.seed))
}

/// Runs the ELF `elf` on `soc`'s reference SoC.
pub fn run(soc: &Soc, elf: &[u8], opts: &FirmwareOptions) -> Result<RunResult, FirmwareError> {
    if soc.core.is_none() {
        return Err(FirmwareError::NoCore);
    }
    let spec = refsoc_spec(soc).map_err(FirmwareError::Core)?;
    run_spec(soc, &spec, elf, opts)
}

/// Runs the ELF `elf` on the reference SoC built from `spec`: `soc`'s, or
/// a variant of its Verilog (a planted bug).
pub fn run_spec(
    soc: &Soc,
    spec: &hdlgen_sim::verilator::DutSpec,
    elf: &[u8],
    opts: &FirmwareOptions,
) -> Result<RunResult, FirmwareError> {
    let core = soc.core.as_ref().ok_or(FirmwareError::NoCore)?;
    let image = elf::load(elf, core.ram, &device_windows(soc))?;
    let dut = verilator::load(spec, &opts.cache, opts.seed)?;
    let mut refsoc = RefSoc::new(dut, refsoc_cfg(soc), opts.seed);
    run_image(&mut refsoc, &image, opts)
}

/// Runs a loaded image on a built reference SoC.
pub fn run_image(
    refsoc: &mut RefSoc,
    image: &elf::Image,
    opts: &FirmwareOptions,
) -> Result<RunResult, FirmwareError> {
    let o = RunOptions {
        max_cycles: opts.max_cycles,
        lockstep: opts.lockstep,
        keep_retired: opts.keep_retired,
        seed: opts.seed,
        halt: opts.halt.clone(),
        stall_percent: opts.stall_percent,
    };
    refsoc.run(&image.segments, &o).map_err(|e| match e {
        RunError::Mismatch(m) => FirmwareError::Sim(m.into()),
        RunError::Image(s) => FirmwareError::Core(s),
    })
}
