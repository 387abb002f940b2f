//! Test environment of the trace packer: RTL and golden model in lockstep, a
//! bus master, a RISC-V instruction-stream generator standing in for the core
//! (it obeys `halt` as late as the description's `halt_latency` allows: an
//! instruction retires in cycle t unless `halt` was high in cycle t -
//! latency), random TREADY, and the list of every stream beat the RTL
//! delivered.

mod program;
mod random;

use std::collections::VecDeque;

pub use program::{Core, Program, Retire};
pub use random::{ConfigWords, PackerStats};

use crate::bus_env::BusDriven;
use crate::cfg::{PackerCfg, PacketField};
use crate::layout::Layout;
use crate::lockstep::{Lockstep, Mismatch};
use crate::master::{Done, Master, Op};
use crate::models::packer::{get_bits, PackerModel};
use crate::rng::Rng;
use crate::verilator::Dut;

/// RTL + model + stimulus for the packer.
pub struct PackerEnv {
    /// The lockstep pair.
    pub ls: Lockstep<PackerModel>,
    /// Bus master for the register window.
    pub master: Master,
    /// Stimulus randomness.
    pub rng: Rng,
    /// Golden-model configuration (layout, registers).
    pub cfg: PackerCfg,
    /// The core.
    pub core: Core,
    /// Events applied each cycle (random when `random_events`).
    pub events: u128,
    /// Draw fresh random events every cycle.
    pub random_events: bool,
    /// TREADY probability per cycle, in percent.
    pub tready_percent: u64,
    /// Every beat the RTL delivered: (TDATA words, TLAST).
    pub beats: Vec<(Vec<u32>, bool)>,
    /// Completed bus operations.
    pub completed: Vec<Done>,
    /// Instructions the core retired.
    pub retired: u64,
    /// The core retires nothing while paused (a random core keeps its place).
    pub paused: bool,
    /// PCs the filters compare with (trigger and watchpoint addresses): the
    /// core presents them now and then with `valid` low, as a stalled or
    /// flushed instruction would.
    pub filter_pcs: Vec<u64>,
    layout: Layout,
    inp: Vec<u32>,
    /// This cycle's outputs (reused: no allocation per cycle).
    out: Vec<u32>,
    pins: [usize; 11],
    /// The register-port words drawn this cycle (reused: no allocation per
    /// cycle).
    regs_words: Vec<u32>,
    active_low: bool,
    /// `halt` of the last `halt_latency` cycles, oldest first.
    halts: VecDeque<bool>,
    reset_left: u32,
}

impl PackerEnv {
    /// Pairs the Verilated packer with its golden model; reset is held first.
    pub fn new(dut: Dut, cfg: PackerCfg, design: &str, seed: u64) -> Self {
        let layout = dut.layout.clone();
        let active_low = cfg.reset.active_low;
        let model = PackerModel::new(cfg.clone(), layout.clone(), active_low);
        let p = |n: &str| layout.port(n);
        let pins = [
            p(if active_low { "rst_n" } else { "rst" }),
            p("valid"),
            p("pc"),
            p("instr"),
            p("events"),
            if cfg.registers > 0 {
                p("regs")
            } else {
                usize::MAX
            },
            p("tready"),
            p("tvalid"),
            p("halt"),
            p("tdata"),
            p("tlast"),
        ];
        Self {
            ls: Lockstep::new(dut, model, design, seed),
            master: Master::seeded(cfg.bus, &layout, seed),
            rng: Rng::new(seed),
            core: Core::Random {
                program: Program::new(0x8000_0000, 0x400),
                percent: 75,
            },
            events: 0,
            random_events: true,
            tready_percent: 100,
            beats: Vec::new(),
            completed: Vec::new(),
            retired: 0,
            paused: false,
            filter_pcs: Vec::new(),
            inp: vec![0; layout.in_words],
            out: Vec::new(),
            layout,
            pins,
            regs_words: Vec::new(),
            active_low,
            halts: VecDeque::new(),
            reset_left: 3,
            cfg,
        }
    }

    /// Holds reset for `cycles` cycles from the next one.
    pub fn assert_reset(&mut self, cycles: u32) {
        self.reset_left = cycles;
    }

    /// One clock cycle.
    fn step(&mut self) -> Result<(), Mismatch> {
        let resetting = self.reset_left > 0;
        let rst = self.pins[0];
        let level = resetting != self.active_low;
        self.layout.set(&mut self.inp, rst, level.into());
        let cycle = self.ls.cycle;
        self.master.drive(&mut self.inp, cycle, &mut self.rng);
        let retire = self.retire(resetting);
        let tready = self.drive_core(retire);
        let out = self.ls.step(&self.inp, resetting)?;
        self.out.clear();
        self.out.extend_from_slice(out);
        self.observe(resetting, retire.is_some(), tready, cycle);
        Ok(())
    }

    /// What the core retires in this cycle: it obeys halt `halt_latency`
    /// cycles late, at the latest.
    fn retire(&mut self, resetting: bool) -> Option<Retire> {
        let latency = self.cfg.halt_latency as usize;
        // Latency 0: this cycle's halt, which the registers the model holds
        // after the last edge decide (the model is never behind the RTL).
        let halted = if latency == 0 {
            self.ls.model.halt()
        } else {
            self.halts.len() == latency && self.halts.front() == Some(&true)
        };
        match &mut self.core {
            _ if resetting => None,
            Core::Random { .. } if self.paused => None,
            Core::Random { program, percent } => {
                (!halted && self.rng.below(100) < *percent).then(|| program.next(&mut self.rng))
            }
            Core::Script(q) => q.pop_front().flatten(),
        }
    }

    /// Drives the core's ports (a random PC and instruction with `valid`
    /// low when nothing retires), the events, the register port and TREADY;
    /// returns TREADY.
    fn drive_core(&mut self, retire: Option<Retire>) -> bool {
        let l = &self.layout;
        let [_, valid_p, pc_p, instr_p, ev_p, regs_p, tready_p, ..] = self.pins;
        l.set(&mut self.inp, valid_p, retire.is_some().into());
        let idle_pc = if !self.filter_pcs.is_empty() && self.rng.chance(1, 8) {
            self.filter_pcs[self.rng.below(self.filter_pcs.len() as u64) as usize]
        } else {
            self.rng.next_u64()
        };
        let r = retire.unwrap_or(Retire {
            pc: idle_pc,
            instr: self.rng.next_u64() as u32,
        });
        l.set(&mut self.inp, pc_p, r.pc.into());
        l.set(&mut self.inp, instr_p, r.instr.into());
        if self.random_events {
            self.events = self.rng.next_u128() & self.rng.next_u128();
        }
        l.set(&mut self.inp, ev_p, self.events);
        if regs_p != usize::MAX {
            let n = l.ports[regs_p].width.div_ceil(32) as usize;
            self.regs_words.clear();
            for _ in 0..n {
                self.regs_words.push(self.rng.next_u64() as u32);
            }
            l.set_words(&mut self.inp, regs_p, &self.regs_words);
        }
        let tready = self.rng.below(100) < self.tready_percent;
        l.set(&mut self.inp, tready_p, tready.into());
        tready
    }

    /// Takes in this cycle's outputs: the beat delivered, the bus
    /// responses, and `halt` for the core to obey later.
    fn observe(&mut self, resetting: bool, retired: bool, tready: bool, cycle: u64) {
        let [.., tvalid_p, halt_p, tdata_p, tlast_p] = self.pins;
        let out = &self.out;
        let l = &self.layout;
        if resetting {
            self.master.reset();
            self.reset_left -= 1;
        } else {
            self.retired += u64::from(retired);
            if tready && l.get(out, tvalid_p) == 1 {
                let tdata = l.words(out, tdata_p).to_vec();
                let tlast = l.get(out, tlast_p) == 1;
                self.beats.push((tdata, tlast));
            }
            self.master
                .observe(&self.inp, out, cycle, &mut self.completed);
        }
        self.halts.push_back(l.get(out, halt_p) == 1);
        if self.halts.len() > self.cfg.halt_latency as usize {
            self.halts.pop_front();
        }
    }

    /// Reads register word `word`.
    pub fn read(&mut self, word: u32) -> Result<u32, Mismatch> {
        let op = Op::Read { addr: word << 2 };
        Ok(self.access(op)?.data)
    }

    /// Writes register word `word`.
    pub fn write(&mut self, word: u32, data: u32) -> Result<(), Mismatch> {
        self.access(Op::Write {
            addr: word << 2,
            data,
            strb: 0xF,
        })
        .map(|_| ())
    }

    /// Field `f` of delivered beat `i`.
    pub fn field(&self, i: usize, f: PacketField) -> u64 {
        let (off, w) = self.cfg.field(f);
        get_bits(&self.beats[i].0, off, w)
    }

    /// Sequence numbers of every delivered beat, in order.
    pub fn seqs(&self) -> Vec<u32> {
        (0..self.beats.len())
            .map(|i| self.field(i, PacketField::Seq) as u32)
            .collect()
    }

    /// Stops the core and drains the FIFO with TREADY high.
    pub fn drain(&mut self) -> Result<(), Mismatch> {
        self.core = Core::Script(VecDeque::new());
        self.tready_percent = 100;
        self.run(u64::from(self.cfg.fifo_depth) + 8)
    }
}

impl BusDriven for PackerEnv {
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
