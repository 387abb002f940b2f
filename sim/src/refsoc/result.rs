//! What a run of the reference SoC produced, and how it can fail.

use super::record::Record;
use super::trace::Trace;
use crate::lockstep::Mismatch;
use crate::models::autocounter::Sample;

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
    /// domain of [`RefSocCfg::autocounters`](super::RefSocCfg::autocounters).
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
