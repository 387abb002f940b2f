//! Port-level golden model of a generated top: the bus slave (APB4 or
//! AXI4-Lite), the address decode, the banks and the SoC-wide snapshot.

use super::bank::{Access, Bank};
use crate::cfg::{Bus, DesignCfg};
use crate::layout::Layout;
use crate::lockstep::Model;

#[derive(Debug, Clone, Default)]
struct BusState {
    // APB
    prdata: u32,
    pslverr: bool,
    // AXI4-Lite
    bvalid: bool,
    bresp: u32,
    rvalid: bool,
    rdata: u32,
    rresp: u32,
}

/// Port indices, resolved once.
struct Pins {
    rst: usize,
    bus: Vec<usize>,
    ev: Vec<usize>,
    gsnap_in: Option<(usize, usize)>,
    gsnap_out: Option<(usize, usize)>,
    irq: usize,
}

/// Golden model of a stand-alone tile or of the SoC wrapper.
pub struct DesignModel {
    cfg: DesignCfg,
    layout: Layout,
    pins: Pins,
    /// The banks, one per tile.
    pub banks: Vec<Bank>,
    bus: BusState,
}

const APB: [&str; 9] = [
    "psel", "penable", "pwrite", "paddr", "pwdata", "pstrb", "pready", "prdata", "pslverr",
];
const AXI: [&str; 17] = [
    "awaddr", "awvalid", "awready", "wdata", "wstrb", "wvalid", "wready", "bresp", "bvalid",
    "bready", "araddr", "arvalid", "arready", "rdata", "rresp", "rvalid", "rready",
];

/// A bus request as the slave decodes it in one cycle.
#[derive(Debug, Clone, Copy, Default)]
struct Request {
    rd: bool,
    raddr: u32,
    wr: bool,
    waddr: u32,
    wdata: u32,
    wstrb: u32,
}

impl DesignModel {
    /// A model of the design with ports `layout`, in reset.
    pub fn new(cfg: DesignCfg, layout: Layout, ev_ports: &[String]) -> Self {
        let names: &[&str] = match cfg.bus {
            Bus::Apb => &APB,
            Bus::Axi4Lite => &AXI,
        };
        let rst = layout.port(if cfg.reset.active_low { "rst_n" } else { "rst" });
        let pins = Pins {
            rst,
            bus: names.iter().map(|n| layout.port(n)).collect(),
            ev: ev_ports.iter().map(|n| layout.port(n)).collect(),
            gsnap_in: cfg
                .standalone
                .then(|| (layout.port("gsnap_set"), layout.port("gsnap_clr"))),
            gsnap_out: cfg
                .standalone
                .then(|| (layout.port("gsnap_set_req"), layout.port("gsnap_clr_req"))),
            irq: layout.port("irq"),
        };
        let banks = cfg.banks.iter().cloned().map(Bank::new).collect();
        Self {
            cfg,
            layout,
            pins,
            banks,
            bus: BusState::default(),
        }
    }

    fn reset_active(&self, inp: &[u32]) -> bool {
        let v = self.layout.get(inp, self.pins.rst) == 1;
        v != self.cfg.reset.active_low
    }

    fn reset(&mut self) {
        self.bus = BusState::default();
        for b in &mut self.banks {
            b.reset();
        }
    }

    fn bus_in(&self, inp: &[u32], i: usize) -> u32 {
        self.layout.get(inp, self.pins.bus[i]) as u32
    }

    fn request(&self, inp: &[u32]) -> Request {
        let g = |i| self.bus_in(inp, i);
        match self.cfg.bus {
            Bus::Apb => {
                let setup = g(0) == 1 && g(1) == 0;
                let write = g(2) == 1;
                Request {
                    rd: setup && !write,
                    wr: setup && write,
                    raddr: g(3) >> 2,
                    waddr: g(3) >> 2,
                    wdata: g(4),
                    wstrb: g(5),
                }
            }
            Bus::Axi4Lite => {
                let b_free = !self.bus.bvalid || g(9) == 1;
                let r_free = !self.bus.rvalid || g(16) == 1;
                Request {
                    wr: g(1) == 1 && g(5) == 1 && b_free,
                    waddr: g(0) >> 2,
                    wdata: g(3),
                    wstrb: g(4),
                    rd: g(11) == 1 && r_free,
                    raddr: g(10) >> 2,
                }
            }
        }
    }

    /// Splits a word address into (tile, word in window); `None` past the last tile.
    fn decode(&self, word: u32) -> Option<(usize, u32)> {
        let wb = self.cfg.banks[0].word_bits;
        let tile = (word >> wb) as usize;
        (tile < self.banks.len()).then_some((tile, word & ((1 << wb) - 1)))
    }

    fn unmapped_error(&self) -> bool {
        self.cfg.banks[0].unmapped_error
    }
}

impl Model for DesignModel {
    fn eval(&mut self, inp: &[u32], out: &mut [u32]) {
        if self.cfg.reset.asynchronous && self.reset_active(inp) {
            self.reset();
        }
        let l = &self.layout;
        let set = |out: &mut [u32], pin: usize, v: u128| l.set(out, pin, v);
        let p = &self.pins.bus;
        match self.cfg.bus {
            Bus::Apb => {
                set(out, p[6], 1);
                set(out, p[7], self.bus.prdata.into());
                set(out, p[8], self.bus.pslverr.into());
            }
            Bus::Axi4Lite => {
                let req = self.request(inp);
                set(out, p[2], req.wr.into());
                set(out, p[6], req.wr.into());
                set(out, p[7], self.bus.bresp.into());
                set(out, p[8], self.bus.bvalid.into());
                set(
                    out,
                    p[12],
                    (!self.bus.rvalid || self.bus_in(inp, 16) == 1).into(),
                );
                set(out, p[13], self.bus.rdata.into());
                set(out, p[14], self.bus.rresp.into());
                set(out, p[15], self.bus.rvalid.into());
            }
        }
        if let Some((s, c)) = self.pins.gsnap_out {
            set(out, s, self.banks[0].gsnap_req.0.into());
            set(out, c, self.banks[0].gsnap_req.1.into());
        }
        let irq = self
            .banks
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, b)| acc | (u128::from(b.irq()) << i));
        set(out, self.pins.irq, irq);
    }

    fn posedge(&mut self, inp: &[u32]) {
        if self.reset_active(inp) {
            self.reset();
            return;
        }
        let req = self.request(inp);
        // Responses come from the state before the edge.
        let (rdata, rerr) = match (req.rd, self.decode(req.raddr)) {
            (false, _) => (0, false),
            (true, Some((t, w))) => self.banks[t].read(w),
            (true, None) => (0, self.unmapped_error()),
        };
        let werr = match (req.wr, self.decode(req.waddr)) {
            (false, _) => false,
            (true, Some((t, w))) => self.banks[t].write_error(w),
            (true, None) => self.unmapped_error(),
        };
        let (gset, gclr) = match self.pins.gsnap_in {
            Some((s, c)) => (self.layout.get(inp, s) == 1, self.layout.get(inp, c) == 1),
            None => self.banks.iter().fold((false, false), |(s, c), b| {
                (s || b.gsnap_req.0, c || b.gsnap_req.1)
            }),
        };
        let rtarget = self.decode(req.raddr);
        let wtarget = self.decode(req.waddr);
        for t in 0..self.banks.len() {
            let a = Access {
                rd_en: req.rd && rtarget.map(|x| x.0) == Some(t),
                rd_addr: rtarget.map_or(0, |x| x.1),
                wr_en: req.wr && wtarget.map(|x| x.0) == Some(t),
                wr_addr: wtarget.map_or(0, |x| x.1),
                wr_data: req.wdata,
                wr_strb: req.wstrb,
            };
            let ev = self.layout.get(inp, self.pins.ev[t]);
            self.banks[t].edge(&a, ev, gset, gclr);
        }
        let b = &mut self.bus;
        match self.cfg.bus {
            Bus::Apb => {
                if req.rd || req.wr {
                    b.prdata = rdata;
                    b.pslverr = if req.wr { werr } else { rerr };
                }
            }
            Bus::Axi4Lite => {
                let bready = self.layout.get(inp, self.pins.bus[9]) == 1;
                let rready = self.layout.get(inp, self.pins.bus[16]) == 1;
                if req.wr {
                    b.bvalid = true;
                    b.bresp = if werr { 2 } else { 0 };
                } else if bready {
                    b.bvalid = false;
                }
                if req.rd {
                    b.rvalid = true;
                    b.rdata = rdata;
                    b.rresp = if rerr { 2 } else { 0 };
                } else if rready {
                    b.rvalid = false;
                }
            }
        }
    }
}
