//! A test environment: RTL and golden model in lockstep, a bus master, event
//! and reset drivers, and blocking register accesses for directed tests.

use crate::bus_env::BusDriven;
use crate::cfg::DesignCfg;
use crate::layout::{Layout, Pin};
use crate::lockstep::{Lockstep, Mismatch};
use crate::master::{Done, Master, Op};
use crate::models::design::DesignModel;
use crate::rng::Rng;
use crate::verilator::Dut;

/// Where a counter's backdoor is: (tile, counter index in its bank).
pub type BackdoorTarget = (usize, usize);

/// RTL + model + stimulus.
pub struct Env {
    /// The lockstep pair.
    pub ls: Lockstep<DesignModel>,
    /// The bus master.
    pub master: Master,
    /// Stimulus randomness (seeded).
    pub rng: Rng,
    /// Event vector applied to each tile every cycle until changed.
    pub ev: Vec<u128>,
    /// Programmable-counter events applied to each tile (where it has them).
    pub pev: Vec<u128>,
    /// Programmable-counter events 128 to 255 (a description may declare 256).
    pub pev_hi: Vec<u128>,
    /// Snapshot broadcast inputs of a stand-alone tile.
    pub gsnap: (bool, bool),
    /// Operations completed so far, oldest first.
    pub completed: Vec<Done>,
    /// Backdoor signal of each (tile, counter).
    pub backdoors: Vec<BackdoorTarget>,
    /// When set, every cycle's input words are appended here (a benchmark
    /// replays them into the bare model).
    pub record: Option<Vec<u32>>,
    /// Random runs let the model run ahead of the RTL in batches (the
    /// default; see [`Lockstep::batch`]); when false they step both
    /// together, cycle by cycle.
    pub batched_runs: bool,
    pub(crate) cfg: DesignCfg,
    inp: Vec<u32>,
    rst: Pin,
    ev_pins: Vec<Pin>,
    pev_pins: Vec<Option<Pin>>,
    /// Width of each tile's event port.
    ev_bits: Vec<u32>,
    /// Width of each tile's programmable-event port (0: none).
    pev_bits: Vec<u32>,
    gsnap_pins: Option<(Pin, Pin)>,
    reset_left: u32,
}

impl Env {
    /// Pairs `dut` with a fresh golden model of `cfg`; `ev_ports` names each
    /// tile's event port, `pev_ports` its programmable-counter events if any. Holds reset for the first cycles.
    pub fn new(
        dut: Dut,
        cfg: DesignCfg,
        ev_ports: &[String],
        pev_ports: &[Option<String>],
        design: &str,
        seed: u64,
        backdoors: Vec<BackdoorTarget>,
    ) -> Self {
        let layout = dut.layout.clone();
        let model = DesignModel::new(cfg.clone(), layout.clone(), ev_ports, pev_ports);
        let pev_pins = pev_ports
            .iter()
            .map(|n| n.as_ref().map(|n| layout.pin_of(n)))
            .collect();
        let width = |n: &str| layout.ports[layout.port(n)].width;
        let ev_bits = ev_ports.iter().map(|n| width(n)).collect();
        let pev_bits = pev_ports
            .iter()
            .map(|n| n.as_ref().map_or(0, |n| width(n)))
            .collect();
        let master = Master::seeded(cfg.bus, &layout, seed);
        let rst = layout.pin_of(if cfg.reset.active_low { "rst_n" } else { "rst" });
        let ev_pins = ev_ports.iter().map(|n| layout.pin_of(n)).collect();
        let gsnap_pins = cfg
            .standalone
            .then(|| (layout.pin_of("gsnap_set"), layout.pin_of("gsnap_clr")));
        Self {
            ls: Lockstep::new(dut, model, design, seed),
            master,
            rng: Rng::new(seed),
            ev: vec![0; ev_ports.len()],
            pev: vec![0; ev_ports.len()],
            pev_hi: vec![0; ev_ports.len()],
            gsnap: (false, false),
            completed: Vec::new(),
            backdoors,
            record: None,
            batched_runs: true,
            inp: vec![0; layout.in_words],
            rst,
            ev_pins,
            pev_pins,
            ev_bits,
            pev_bits,
            gsnap_pins,
            reset_left: 3,
            cfg,
        }
    }

    /// Port layout.
    pub fn layout(&self) -> &Layout {
        self.ls.layout()
    }

    /// Width of tile `t`'s event port.
    pub fn ev_bits(&self, t: usize) -> u32 {
        self.ev_bits[t]
    }

    /// Width of tile `t`'s programmable-event port (0 where it has none).
    pub fn pev_bits(&self, t: usize) -> u32 {
        self.pev_bits[t]
    }

    /// Value of output port `name` (up to 128 bits) of the RTL's last cycle.
    pub fn output(&self, name: &str) -> u128 {
        let l = self.ls.layout();
        l.get(self.ls.rtl_outputs(), l.port(name))
    }

    /// Configuration of the golden model.
    pub fn cfg(&self) -> &DesignCfg {
        &self.cfg
    }

    /// Asserts reset for `cycles` cycles from the next one.
    pub fn assert_reset(&mut self, cycles: u32) {
        self.reset_left = cycles;
    }

    /// Runs one clock cycle.
    fn step(&mut self) -> Result<(), Mismatch> {
        let resetting = self.reset_left > 0;
        let rst_level = resetting != self.cfg.reset.active_low;
        self.rst.set(&mut self.inp, rst_level.into());
        let cycle = self.ls.cycle;
        self.master.drive(&mut self.inp, cycle, &mut self.rng);
        for (pin, ev) in self.ev_pins.iter().zip(&self.ev) {
            pin.set128(&mut self.inp, *ev);
        }
        for (t, pin) in self.pev_pins.iter().enumerate() {
            if let Some(pin) = pin {
                pin.set256(&mut self.inp, self.pev[t], self.pev_hi[t]);
            }
        }
        if let Some((s, c)) = self.gsnap_pins {
            s.set(&mut self.inp, self.gsnap.0.into());
            c.set(&mut self.inp, self.gsnap.1.into());
        }
        if let Some(r) = self.record.as_mut() {
            r.extend_from_slice(&self.inp);
        }
        let out = self.ls.step(&self.inp, resetting)?;
        if resetting {
            self.master.reset();
            self.reset_left -= 1;
        } else {
            self.master
                .observe(&self.inp, out, cycle, &mut self.completed);
        }
        Ok(())
    }

    /// Reads the word at byte address `addr`: (data, error).
    pub fn read(&mut self, addr: u32) -> Result<(u32, bool), Mismatch> {
        self.access(Op::Read { addr }).map(|d| (d.data, d.err))
    }

    /// Writes `data` (all byte lanes) at byte address `addr`; returns the error flag.
    pub fn write(&mut self, addr: u32, data: u32) -> Result<bool, Mismatch> {
        self.access(Op::Write {
            addr,
            data,
            strb: 0xF,
        })
        .map(|d| d.err)
    }

    /// Sets counter `c` of `tile` to `value` in both the RTL and the model.
    pub fn poke_counter(&mut self, tile: usize, c: usize, value: u64) {
        let idx = self
            .backdoors
            .iter()
            .position(|b| *b == (tile, c))
            .expect("counter has a backdoor");
        self.ls.poke_later(idx, value);
        self.ls.model.banks[tile].poke(c, value);
    }

    /// Reads counter `c` of `tile` from the RTL through the backdoor.
    pub fn peek_counter(&mut self, tile: usize, c: usize) -> u64 {
        let idx = self
            .backdoors
            .iter()
            .position(|b| *b == (tile, c))
            .expect("counter has a backdoor");
        self.ls.dut.peek(idx)
    }

    /// Byte address of word `word` of tile `tile`'s window.
    pub fn addr(&self, tile: usize, word: u32) -> u32 {
        (((tile as u32) << self.cfg.banks[0].word_bits) | word) << 2
    }
}

impl BusDriven for Env {
    fn cycle(&mut self) -> Result<(), Mismatch> {
        self.step()
    }
    fn resetting(&self) -> bool {
        self.reset_left > 0
    }
    fn master(&mut self) -> &mut Master {
        &mut self.master
    }
    fn completed(&self) -> &[Done] {
        &self.completed
    }
}
