//! Port-level golden model of a generated top: the bus slave (APB4 or
//! AXI4-Lite), the address decode, the banks and the SoC-wide snapshot.

use super::bank::{Access, Bank};
use super::bus::{BusSlave, Gate, Request};
use super::sweep::READ_WAIT;
use crate::cfg::DesignCfg;
use crate::layout::{Layout, Pin};
use crate::lockstep::Model;

/// Port indices, resolved once.
struct Pins {
    rst: Pin,
    ev: Vec<Pin>,
    pev: Vec<Option<Pin>>,
    gsnap_in: Option<(Pin, Pin)>,
    gsnap_out: Option<(Pin, Pin)>,
    irq: Pin,
}

/// Golden model of a stand-alone tile or of the SoC wrapper.
pub struct DesignModel {
    cfg: DesignCfg,
    pins: Pins,
    /// The banks, one per tile.
    pub banks: Vec<Bank>,
    bus: BusSlave,
    /// The `irq` port's words, one bit per tile (an SoC may have more tiles
    /// than a `u128` has bits).
    irq_words: Vec<u32>,
    /// The bus request of the current inputs, derived once by `eval` for
    /// the edge that follows.
    req: Request,
    /// The banks are compact-snapshot ones, which answer reads late.
    compact: bool,
}

impl DesignModel {
    /// A model of the design with ports `layout`, in reset.
    pub fn new(
        cfg: DesignCfg,
        layout: Layout,
        ev_ports: &[String],
        pev_ports: &[Option<String>],
    ) -> Self {
        let pin = |n: &str| layout.pin_of(n);
        let pins = Pins {
            rst: pin(if cfg.reset.active_low { "rst_n" } else { "rst" }),
            ev: ev_ports.iter().map(|n| pin(n)).collect(),
            pev: pev_ports
                .iter()
                .map(|n| n.as_ref().map(|n| pin(n)))
                .collect(),
            gsnap_in: cfg.standalone.then(|| (pin("gsnap_set"), pin("gsnap_clr"))),
            gsnap_out: cfg
                .standalone
                .then(|| (pin("gsnap_set_req"), pin("gsnap_clr_req"))),
            irq: pin("irq"),
        };
        let banks: Vec<Bank> = cfg.banks.iter().cloned().map(Bank::new).collect();
        // One adapter serves every window: compact banks set its wait states.
        let compact = cfg.banks.iter().any(|b| b.compact);
        let rwait = if compact { READ_WAIT } else { 0 };
        Self {
            bus: BusSlave::new(cfg.bus, &layout, rwait, Gate::design(&cfg)),
            irq_words: vec![0; banks.len().div_ceil(32)],
            req: Request::default(),
            compact,
            cfg,
            pins,
            banks,
        }
    }

    fn reset_active(&self, inp: &[u32]) -> bool {
        let v = self.pins.rst.get(inp) == 1;
        v != self.cfg.reset.active_low
    }

    fn reset(&mut self) {
        self.bus.reset();
        for b in &mut self.banks {
            b.reset();
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

    /// The access bank `t` sees for request `req`, given where its read and
    /// write go (`targets`). Built on the fly: nothing is allocated per cycle.
    fn access(req: &Request, targets: Targets, t: usize) -> Access {
        let (rtarget, wtarget) = targets;
        Access {
            rd_en: req.rd && rtarget.map(|x| x.0) == Some(t),
            rd_addr: rtarget.map_or(0, |x| x.1),
            wr_en: req.wr && wtarget.map(|x| x.0) == Some(t),
            wr_addr: wtarget.map_or(0, |x| x.1),
            wr_data: req.wdata,
            wr_strb: req.wstrb,
        }
    }

    /// (tile, word) of the request's read and of its write.
    fn targets(&self, req: &Request) -> Targets {
        (self.decode(req.raddr), self.decode(req.waddr))
    }

    /// The SoC-wide snapshot requests raised in this cycle.
    fn gsnap_reqs(&self, req: &Request, targets: Targets) -> (bool, bool) {
        if !req.wr {
            return (false, false);
        }
        self.banks
            .iter()
            .enumerate()
            .fold((false, false), |(s, c), (t, b)| {
                let (bs, bc) = b.gsnap_req(&Self::access(req, targets, t));
                (s || bs, c || bc)
            })
    }
}

/// Where a request's read and write go: (tile, word in window) each.
type Targets = (Option<(usize, u32)>, Option<(usize, u32)>);

impl Model for DesignModel {
    fn eval(&mut self, inp: &[u32], out: &mut [u32]) {
        if self.cfg.reset.asynchronous && self.reset_active(inp) {
            self.reset();
        }
        let err_of = |word: u32| match self.decode(word) {
            Some((t, w)) => self.banks[t].write_error(w),
            None => self.unmapped_error(),
        };
        self.bus.outputs(inp, out, err_of);
        self.req = self.bus.request(inp);
        if let Some((s, c)) = self.pins.gsnap_out {
            let (gs, gc) = self.gsnap_reqs(&self.req, self.targets(&self.req));
            s.set(out, gs.into());
            c.set(out, gc.into());
        }
        // Each word built in a register and stored once (a read-modify-write
        // of a word just cleared stalls on the clearing store).
        for (w, banks) in self.irq_words.iter_mut().zip(self.banks.chunks(32)) {
            *w = banks
                .iter()
                .enumerate()
                .fold(0, |acc, (i, b)| acc | u32::from(b.irq()) << i);
        }
        self.pins.irq.set_words(out, &self.irq_words);
    }

    fn posedge(&mut self, inp: &[u32]) {
        if self.reset_active(inp) {
            self.reset();
            return;
        }
        let req = self.req;
        let werr = match (req.wr, self.decode(req.waddr)) {
            (false, _) => false,
            (true, Some((t, w))) => self.banks[t].write_error(w),
            (true, None) => self.unmapped_error(),
        };
        let targets = self.targets(&req);
        let (gset, gclr) = match self.pins.gsnap_in {
            Some((s, c)) => (s.get(inp) == 1, c.get(inp) == 1),
            None => self.gsnap_reqs(&req, targets),
        };
        for t in 0..self.banks.len() {
            let ev = self.pins.ev[t].get128(inp);
            let pev = self.pins.pev[t].map_or(&[][..], |p| p.words(inp));
            let a = Self::access(&req, targets, t);
            self.banks[t].edge(&a, ev, pev, gset, gclr);
        }
        // A read is answered in the next cycle, from the state after the edge;
        // a compact bank's answer is known an edge later (below).
        let (rdata, rerr) = match (req.rd, self.decode(req.raddr)) {
            (false, _) => (0, false),
            (true, Some(_)) if self.compact => (0, false),
            (true, Some((t, w))) => self.banks[t].read(w),
            (true, None) => (0, self.unmapped_error()),
        };
        self.bus.edge(inp, &req, rdata, rerr, werr);
        if self.compact {
            for b in &mut self.banks {
                if let Some((data, err)) = b.take_answer() {
                    self.bus.deliver(data, err);
                }
            }
        }
    }
}
