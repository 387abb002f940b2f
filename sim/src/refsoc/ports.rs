//! The reference SoC's ports the harness drives and watches.

use super::observe::{MonBus, Pins};
use super::RefSocCfg;
use crate::cfg::Bus;
use crate::layout::Layout;

/// The pins of the reference SoC's own ports in layout `l`.
pub(super) fn pins(l: &Layout, cfg: &RefSocCfg) -> Pins {
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
    Pins {
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
    }
}

/// The pins of the monitor SoC's bus, as the top brings it out (`m_*`).
pub(super) fn mon_bus(l: &Layout, bus: Bus) -> MonBus {
    let pin = |n: &str| l.pin_of(n);
    match bus {
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
    }
}
