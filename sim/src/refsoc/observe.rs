//! What the harness watches each cycle: the reference SoC's own ports, the
//! monitor SoC's bus, and what a run has seen so far (console, RVFI record,
//! monitor reads, the harness's own events).

use super::record::{CoreEvent, Record, Retired};
use super::{MonitorRead, MonitorWrite, Outcome};
use crate::layout::Pin;

/// Pins of the reference SoC's own ports.
pub(super) struct Pins {
    pub(super) rst: Pin,
    pub(super) ld_en: Pin,
    pub(super) ld_addr: Pin,
    pub(super) ld_data: Pin,
    pub(super) halt: Pin,
    pub(super) ev: Vec<Pin>,
    pub(super) ev_bits: Vec<u32>,
    pub(super) trap: Pin,
    pub(super) rvfi: [Pin; 12],
    pub(super) c: [Pin; 7],
    pub(super) con_valid: Pin,
    pub(super) con_data: Pin,
    pub(super) exit_valid: Pin,
    pub(super) exit_status: Pin,
    pub(super) bus_err: Pin,
    pub(super) bus_err_write: Pin,
    pub(super) bus_err_addr: Pin,
}

/// The monitor SoC's bus, read from its `m_*` ports.
pub(super) enum MonBus {
    Apb {
        psel: Pin,
        penable: Pin,
        pwrite: Pin,
        paddr: Pin,
        pready: Pin,
        prdata: Pin,
        pslverr: Pin,
        pwdata: Pin,
    },
    Axi {
        awvalid: Pin,
        awready: Pin,
        awaddr: Pin,
        wdata: Pin,
        arvalid: Pin,
        arready: Pin,
        araddr: Pin,
        rvalid: Pin,
        rready: Pin,
        rdata: Pin,
        rresp: Pin,
    },
}

/// What a run has seen so far.
pub(super) struct RunState {
    pub(super) console: Vec<u8>,
    pub(super) record: Record,
    pub(super) reads: Vec<MonitorRead>,
    pub(super) writes: Vec<MonitorWrite>,
    pub(super) keep_retired: bool,
    pub(super) last_pc: u32,
    /// The core's bus: a request accepted and not answered yet.
    pub(super) pend: bool,
    pub(super) trapped: bool,
    /// The cycle a trapped run ends in.
    pub(super) trap_end: Option<u64>,
    /// A monitor read in flight: (offset, sampled cycle, traffic then).
    pub(super) read: Option<(u32, u64, Vec<Vec<u64>>)>,
    /// The harness's events of this cycle, per port.
    pub(super) traffic_now: Vec<u128>,
    /// The harness's events so far (out of reset), per port and bit.
    pub(super) traffic: Vec<Vec<u64>>,
}

impl RunState {
    pub(super) fn new(keep_retired: bool, ev_bits: &[u32]) -> Self {
        Self {
            console: Vec::new(),
            record: Record::new(),
            reads: Vec::new(),
            writes: Vec::new(),
            keep_retired,
            last_pc: 0,
            pend: false,
            trapped: false,
            trap_end: None,
            read: None,
            traffic_now: vec![0; ev_bits.len()],
            traffic: ev_bits.iter().map(|&b| vec![0; b as usize]).collect(),
        }
    }

    /// One cycle's outputs; the outcome if the run ends with it.
    pub(super) fn observe(
        &mut self,
        p: &Pins,
        bus: &MonBus,
        out: &[u32],
        cycle: u64,
    ) -> Option<Outcome> {
        let rec = &mut self.record;
        rec.raise(CoreEvent::Cycle, cycle);
        let [valid, insn, pc, next_pc, rd, rd_wdata, mem_addr, rmask, wmask, mem_wdata, intr, trap] =
            p.rvfi.map(|pin| pin.get(out));
        if valid == 1 {
            let r = Retired {
                cycle,
                pc,
                next_pc,
                insn,
                rd: rd as u8,
                rd_wdata,
                mem_addr,
                rmask: rmask as u8,
                wmask: wmask as u8,
                mem_wdata,
                intr: intr == 1,
                trap: trap == 1,
            };
            for e in r.events() {
                rec.raise(e, cycle);
            }
            self.last_pc = pc;
            if self.keep_retired {
                rec.retired.push(r);
            }
        }
        let [awvalid, awready, wvalid, arvalid, arready, bvalid, rvalid] =
            p.c.map(|pin| pin.get(out) == 1);
        // PicoRV32 is always ready for its responses.
        let answered = bvalid || rvalid;
        if (awvalid || wvalid || arvalid || self.pend) && !answered {
            rec.raise(CoreEvent::MemWait, cycle);
        }
        self.pend = (self.pend || (awvalid && awready) || (arvalid && arready)) && !answered;
        let trap = p.trap.get(out) == 1;
        if trap && !self.trapped {
            rec.raise(CoreEvent::Trap, cycle);
        }
        self.trapped = trap;
        // A read samples the counts before this cycle's events.
        self.watch_monitor(bus, out, cycle);
        for (counts, &now) in self.traffic.iter_mut().zip(&self.traffic_now) {
            let mut v = now;
            while v != 0 {
                counts[v.trailing_zeros() as usize] += 1;
                v &= v - 1;
            }
        }

        if p.con_valid.get(out) == 1 {
            self.console.push(p.con_data.get(out) as u8);
        }
        if p.bus_err.get(out) == 1 {
            return Some(Outcome::BusError {
                pc: self.last_pc,
                addr: p.bus_err_addr.get(out),
                write: p.bus_err_write.get(out) == 1,
            });
        }
        if p.exit_valid.get(out) == 1 {
            return Some(Outcome::Exit(p.exit_status.get(out)));
        }
        // RVFI reports the trapping instruction (`rvfi_trap`) the cycle
        // after `trap` rises: the run ends once it has.
        if trap {
            match self.trap_end {
                None => self.trap_end = Some(cycle + 2),
                Some(end) if cycle >= end => return Some(Outcome::Trap { pc: self.last_pc }),
                Some(_) => {}
            }
        }
        None
    }

    /// Records the monitor SoC's reads. A counter read returns the count
    /// from before the edge of its request (APB: the access phase;
    /// AXI4-Lite: the AR handshake), without that cycle's events: it
    /// samples the cycle before.
    fn watch_monitor(&mut self, bus: &MonBus, out: &[u32], cycle: u64) {
        match bus {
            MonBus::Apb {
                psel,
                penable,
                pwrite,
                paddr,
                pready,
                prdata,
                pslverr,
                pwdata,
            } => {
                let access = psel.get(out) == 1 && penable.get(out) == 1;
                if access && pready.get(out) == 1 && pwrite.get(out) == 1 {
                    self.writes.push(MonitorWrite {
                        offset: paddr.get(out),
                        data: pwdata.get(out),
                        cycle,
                    });
                }
                if access && pready.get(out) == 1 && pwrite.get(out) == 0 {
                    self.reads.push(MonitorRead {
                        offset: paddr.get(out),
                        data: prdata.get(out),
                        err: pslverr.get(out) == 1,
                        sampled: cycle.wrapping_sub(1),
                        traffic: self.traffic.clone(),
                    });
                }
            }
            MonBus::Axi {
                awvalid,
                awready,
                awaddr,
                wdata,
                arvalid,
                arready,
                araddr,
                rvalid,
                rready,
                rdata,
                rresp,
            } => {
                // The adapter takes address and data together.
                if awvalid.get(out) == 1 && awready.get(out) == 1 {
                    self.writes.push(MonitorWrite {
                        offset: awaddr.get(out),
                        data: wdata.get(out),
                        cycle,
                    });
                }
                if rvalid.get(out) == 1 && rready.get(out) == 1 {
                    if let Some((offset, sampled, traffic)) = self.read.take() {
                        self.reads.push(MonitorRead {
                            offset,
                            data: rdata.get(out),
                            err: rresp.get(out) != 0,
                            sampled,
                            traffic,
                        });
                    }
                }
                if arvalid.get(out) == 1 && arready.get(out) == 1 {
                    let sampled = cycle.wrapping_sub(1);
                    self.read = Some((araddr.get(out), sampled, self.traffic.clone()));
                }
            }
        }
    }
}
