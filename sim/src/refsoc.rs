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
mod record;
mod trace;

pub use host::HostDomain;
use lag::Lagging;
use observe::{MonBus, Pins, RunState};
pub use record::{CoreEvent, Record, Retired, Runs};
pub use trace::Trace;

use crate::models::autocounter::Sample;

use crate::cfg::{Bus, DesignCfg};
use crate::layout::{Layout, PortSpec};
use crate::lockstep::Mismatch;
use crate::models::design::DesignModel;
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

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The firmware wrote the exit register.
    Exit(u32),
    /// `max_cycles` passed; the PC of the last retirement.
    Timeout {
        /// Last retired PC (0 if none).
        pc: u32,
    },
    /// The core trapped (an illegal instruction, EBREAK or ECALL with
    /// interrupts masked, a misaligned access).
    Trap {
        /// The trapping instruction's PC (RVFI reports it, `rvfi_trap`).
        pc: u32,
    },
    /// A slave answered with an error.
    BusError {
        /// Last retired PC.
        pc: u32,
        /// The access's address.
        addr: u32,
        /// A write (else a read).
        write: bool,
    },
}

/// One read the core made of the monitor SoC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonitorRead {
    /// Byte offset in the monitor SoC's window.
    pub offset: u32,
    /// The data returned.
    pub data: u32,
    /// Whether it was an error response.
    pub err: bool,
    /// The last cycle whose events the value includes: a counter read
    /// returns the count of events raised up to and including it.
    pub sampled: u64,
    /// The harness's events up to and including `sampled`: per port of
    /// [`RunResult::traffic_ports`], per bit.
    pub traffic: Vec<Vec<u64>>,
}

/// One write the core made to the monitor SoC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonitorWrite {
    /// Byte offset in the monitor SoC's window.
    pub offset: u32,
    /// The data written (all byte lanes: PicoRV32's word stores).
    pub data: u32,
    /// The cycle whose edge wrote it: a counter it starts or zeroes counts
    /// the events of the cycles after it.
    pub cycle: u64,
}

/// What a run produced.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// Bytes the firmware wrote to the console.
    pub console: Vec<u8>,
    /// How it ended.
    pub outcome: Outcome,
    /// Cycles out of reset.
    pub cycles: u64,
    /// The harness's record from RVFI (cycles counted from the first cycle
    /// out of reset, cycle 0).
    pub record: Record,
    /// Every read of the monitor SoC, in order.
    pub monitor_reads: Vec<MonitorRead>,
    /// Every write to the monitor SoC, in order.
    pub monitor_writes: Vec<MonitorWrite>,
    /// The event ports the harness drove, in the order of
    /// [`MonitorRead::traffic`]: each tile's event port, then each
    /// programmable-event port (the reference SoC replaces the bits the
    /// core's events drive).
    pub traffic_ports: Vec<String>,
    /// The packer's stream and halts, if the SoC has a packer.
    pub trace: Option<Trace>,
    /// The AutoCounter samples the harness drained during the run, per
    /// domain of [`RefSocCfg::autocounters`].
    pub autocounter: Vec<Vec<Sample>>,
}

impl RunResult {
    /// Events the harness raised on bit `bit` of port `port` up to and
    /// including read `read`'s sample.
    pub fn traffic_through(&self, read: usize, port: &str, bit: u32) -> u64 {
        let p = self
            .traffic_ports
            .iter()
            .position(|n| n == port)
            .unwrap_or_else(|| panic!("no event port {port}"));
        self.monitor_reads[read].traffic[p][bit as usize]
    }
}

/// Why a run failed in the harness.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The monitor SoC's RTL and its golden model disagreed.
    #[error(transparent)]
    Mismatch(#[from] Mismatch),
    /// The image does not fit the RAM.
    #[error("{0}")]
    Image(String),
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
        let pin = |n: &str| l.pin_of(n);
        let mut ev = Vec::new();
        let mut ev_bits = Vec::new();
        for n in cfg.ev_ports.iter().chain(cfg.pev_ports.iter().flatten()) {
            ev.push(pin(n));
            ev_bits.push(l.ports[l.port(n)].width);
        }
        let rst_name = if cfg.design.reset.active_low {
            "rst_n"
        } else {
            "rst"
        };
        let pins = Pins {
            rst: pin(rst_name),
            ld_en: pin("ld_en"),
            ld_addr: pin("ld_addr"),
            ld_data: pin("ld_data"),
            halt: pin("halt"),
            ev,
            ev_bits,
            trap: pin("trap"),
            rvfi: [
                "rvfi_valid",
                "rvfi_insn",
                "rvfi_pc_rdata",
                "rvfi_pc_wdata",
                "rvfi_rd_addr",
                "rvfi_rd_wdata",
                "rvfi_mem_addr",
                "rvfi_mem_rmask",
                "rvfi_mem_wmask",
                "rvfi_mem_wdata",
                "rvfi_intr",
                "rvfi_trap",
            ]
            .map(pin),
            c: [
                "c_awvalid",
                "c_awready",
                "c_wvalid",
                "c_arvalid",
                "c_arready",
                "c_bvalid",
                "c_rvalid",
            ]
            .map(pin),
            con_valid: pin("con_valid"),
            con_data: pin("con_data"),
            exit_valid: pin("exit_valid"),
            exit_status: pin("exit_status"),
            bus_err: pin("bus_err"),
            bus_err_write: pin("bus_err_write"),
            bus_err_addr: pin("bus_err_addr"),
        };
        let bus = match cfg.design.bus {
            Bus::Apb => MonBus::Apb {
                psel: pin("m_psel"),
                penable: pin("m_penable"),
                pwrite: pin("m_pwrite"),
                paddr: pin("m_paddr"),
                pready: pin("m_pready"),
                prdata: pin("m_prdata"),
                pslverr: pin("m_pslverr"),
                pwdata: pin("m_pwdata"),
            },
            Bus::Axi4Lite => MonBus::Axi {
                awvalid: pin("m_awvalid"),
                awready: pin("m_awready"),
                awaddr: pin("m_awaddr"),
                wdata: pin("m_wdata"),
                arvalid: pin("m_arvalid"),
                arready: pin("m_arready"),
                araddr: pin("m_araddr"),
                rvalid: pin("m_rvalid"),
                rready: pin("m_rready"),
                rdata: pin("m_rdata"),
                rresp: pin("m_rresp"),
            },
        };
        Self {
            mon_in: mon_layout.in_words,
            mon_out: mon_layout.out_words,
            dut,
            cfg,
            pins,
            bus,
            rng: Rng::new(seed),
            seed,
        }
    }

    /// Runs `image` (byte address, bytes) from reset.
    pub fn run(
        &mut self,
        image: &[(u32, Vec<u8>)],
        opts: &RunOptions,
    ) -> Result<RunResult, RunError> {
        self.rng = Rng::new(opts.seed);
        self.seed = opts.seed;
        let words = self.image_words(image)?;
        let l = self.dut.layout.clone();
        let mut inp = vec![0u32; l.in_words];
        let mut out = vec![0u32; l.out_words];
        // The golden model starts in reset with every run.
        let mut lag = opts.lockstep.then(|| {
            let model = DesignModel::new(
                self.cfg.design.clone(),
                Layout::new(&self.cfg.mon_ports, "clk"),
                &self.cfg.ev_ports,
                &self.cfg.pev_ports,
            );
            Lagging::new(model, self.mon_in, self.mon_out)
        });
        let p = &self.pins;
        let rst_on = u32::from(!self.cfg.design.reset.active_low);
        // Reset: the loader fills the RAM meanwhile (at least 4 cycles).
        let mut pre = 0u64;
        let reset_cycles = (words.len() as u64).max(4);
        let mut armed = false;
        let mut run = RunState::new(opts.keep_retired, &p.ev_bits);
        let mut cycle = 0u64;
        let mut total = 0u64;
        let mut halts = opts.halt.iter().peekable();
        let mut sink =
            trace::TracePins::of(&l).map(|t| trace::Sink::new(t, opts.stall_percent, opts.seed));
        let mut host = (!self.cfg.autocounters.is_empty())
            .then(|| host::Host::new(self.cfg.design.bus, &l, self.cfg.autocounters.clone()));
        let mut host_rng = Rng::new(opts.seed ^ 0x686f_7374);
        let outcome = loop {
            let resetting = pre < reset_cycles;
            if resetting {
                p.rst.set(&mut inp, rst_on);
                match words.get(pre as usize) {
                    Some(&(a, d)) => {
                        p.ld_en.set(&mut inp, 1);
                        p.ld_addr.set(&mut inp, a);
                        p.ld_data.set(&mut inp, d);
                    }
                    None => p.ld_en.set(&mut inp, 0),
                }
            } else {
                p.rst.set(&mut inp, rst_on ^ 1);
                p.ld_en.set(&mut inp, 0);
                while halts.peek().is_some_and(|h| h.1 <= cycle) {
                    halts.next();
                }
                let halted = halts.peek().is_some_and(|h| h.0 <= cycle);
                p.halt.set(&mut inp, halted.into());
                if let Some(h) = host.as_mut() {
                    h.drive(&mut inp, cycle, &mut host_rng);
                }
            }
            if let Some(s) = sink.as_mut() {
                s.drive(&mut inp);
            }
            for ((pin, &bits), now) in p.ev.iter().zip(&p.ev_bits).zip(&mut run.traffic_now) {
                let v = self.rng.next_u128() & (u128::MAX >> (128 - bits.min(128)));
                pin.set128(&mut inp, v);
                *now = v;
            }
            self.dut.cycle(&inp, &mut out);
            if let Some(m) = lag.as_mut() {
                m.push(total, &out, armed, &self.cfg.mon_ports, self.seed)?;
                armed |= resetting;
            }
            total += 1;
            if resetting {
                pre += 1;
                continue;
            }
            if let Some(s) = sink.as_mut() {
                s.observe(&out, cycle);
            }
            if let Some(h) = host.as_mut() {
                h.observe(&inp, &out, cycle);
            }
            if let Some(o) = run.observe(p, &self.bus, &out, cycle) {
                cycle += 1;
                break o;
            }
            cycle += 1;
            if cycle >= opts.max_cycles {
                break Outcome::Timeout { pc: run.last_pc };
            }
        };
        if let Some(m) = lag.as_mut() {
            m.flush(&self.cfg.mon_ports, self.seed)?;
        }
        Ok(RunResult {
            console: run.console,
            outcome,
            cycles: cycle,
            record: run.record,
            monitor_reads: run.reads,
            monitor_writes: run.writes,
            traffic_ports: self
                .cfg
                .ev_ports
                .iter()
                .chain(self.cfg.pev_ports.iter().flatten())
                .cloned()
                .collect(),
            trace: sink.map(|s| s.finish(cycle)),
            autocounter: host.map(|h| h.samples).unwrap_or_default(),
        })
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
