//! The reference SoC's harness: a PicoRV32 running firmware from its RAM
//! against the generated monitor SoC, which steps in lockstep with its
//! golden model from the ports it sees (the top brings them out as `m_*`).
//!
//! One Verilated model holds the core, the RAM, the console and the monitor
//! SoC: the core and the monitor SoC talk within a cycle (an APB access is
//! answered in the same cycle), which two models would need two evaluations
//! per cycle to follow. The harness drives the reset, the RAM loader and
//! random events for the monitors no core signal drives, and keeps its own
//! [`Record`] of the core from RVFI.

mod host;
mod lag;
mod observe;
mod ports;
mod record;
mod result;
mod run;
mod trace;

pub use host::HostDomain;
use observe::{MonBus, Pins};
pub use record::{CoreEvent, Record, Retired, Runs};
pub use result::{MonitorRead, MonitorWrite, Outcome, RunError, RunResult};
pub use trace::Trace;

use crate::cfg::{DesignCfg, PROT_TRUSTED};
use crate::layout::{Layout, PortSpec};
use crate::rng::Rng;
use crate::verilator::Dut;

/// What the harness is told about the reference SoC.
#[derive(Debug, Clone)]
pub struct RefSocCfg {
    /// The monitor SoC's golden-model configuration.
    pub design: DesignCfg,
    /// The monitor SoC's ports (its top, clock included).
    pub mon_ports: Vec<PortSpec>,
    /// Each tile's event port on the monitor SoC.
    pub ev_ports: Vec<String>,
    /// Each tile's programmable-event port, where it has one.
    pub pev_ports: Vec<Option<String>>,
    /// RAM bytes from address 0.
    pub ram_bytes: u32,
    /// The AutoCounter domains on the harness's bus (`h_*`), drained out
    /// of band.
    pub autocounters: Vec<HostDomain>,
}

/// How to run.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// Stop after this many cycles out of reset.
    pub max_cycles: u64,
    /// Step the monitor SoC's golden model and compare every cycle.
    pub lockstep: bool,
    /// Keep every retirement in the record (counts are always kept).
    pub keep_retired: bool,
    /// Seed of the random event traffic.
    pub seed: u64,
    /// Cycles (from the first out of reset) in which `halt` holds the
    /// core's bus handshakes: [start, end) each, in order.
    pub halt: Vec<(u64, u64)>,
    /// Percent of cycles the packer's stream sink is not ready (TREADY
    /// low), at random; 0: always ready.
    pub stall_percent: u64,
}

/// The reference SoC and its harness.
pub struct RefSoc {
    dut: Dut,
    cfg: RefSocCfg,
    pins: Pins,
    bus: MonBus,
    /// Words of the monitor SoC's inputs, then of its outputs, at the
    /// start of the reference SoC's outputs.
    mon_in: usize,
    mon_out: usize,
    rng: Rng,
    seed: u64,
    /// Protection bits of the harness's AutoCounter accesses.
    host_prot: u32,
}

impl RefSoc {
    /// The harness of the reference SoC's model `dut`; every run pairs it
    /// with a fresh golden model of the monitor SoC.
    pub fn new(dut: Dut, cfg: RefSocCfg, seed: u64) -> Self {
        let mon_layout = Layout::new(&cfg.mon_ports, "clk");
        let l = dut.layout.clone();
        // The m_* outputs come first, in the monitor SoC's port order, so
        // its input and output words are slices of the outputs.
        for (i, &p) in mon_layout
            .inputs
            .iter()
            .chain(&mon_layout.outputs)
            .enumerate()
        {
            let name = &cfg.mon_ports[p].name;
            assert_eq!(l.ports[l.outputs[i]].name, format!("m_{name}"));
        }
        let pins = ports::pins(&l, &cfg);
        let bus = ports::mon_bus(&l, cfg.design.bus);
        Self {
            mon_in: mon_layout.in_words,
            mon_out: mon_layout.out_words,
            dut,
            cfg,
            pins,
            bus,
            rng: Rng::new(seed),
            seed,
            host_prot: PROT_TRUSTED,
        }
    }

    /// The protection bits the harness's AutoCounter accesses carry from
    /// the next run on (privileged and secure until set).
    pub fn set_host_prot(&mut self, prot: u32) {
        self.host_prot = prot;
    }

    /// The image as (word address, word), checked against the RAM.
    fn image_words(&self, image: &[(u32, Vec<u8>)]) -> Result<Vec<(u32, u32)>, RunError> {
        let mut ram = std::collections::BTreeMap::<u32, u32>::new();
        for (addr, bytes) in image {
            let end = u64::from(*addr) + bytes.len() as u64;
            if end > u64::from(self.cfg.ram_bytes) {
                return Err(RunError::Image(format!(
                    "{} bytes at {addr:#x} end past the RAM's {:#x} bytes",
                    bytes.len(),
                    self.cfg.ram_bytes
                )));
            }
            for (i, b) in bytes.iter().enumerate() {
                let a = addr + i as u32;
                let w = ram.entry(a / 4).or_insert(0);
                *w |= u32::from(*b) << (8 * (a % 4));
            }
        }
        Ok(ram.into_iter().collect())
    }
}
