//! Test environment of an AutoCounter domain module: RTL and golden model in
//! lockstep, a bus master, event/trigger/target-reset drivers, and sample
//! readout over the bus (as the host does).

use crate::bus_env::BusDriven;
use crate::cfg::AcCfg;
use crate::layout::Pin;
use crate::lockstep::{Lockstep, Mismatch};
use crate::master::{Done, Master, Op};
use crate::models::autocounter::{AcModel, Sample};
use crate::rng::Rng;
use crate::verilator::Dut;

/// RTL + model + stimulus for one AutoCounter domain.
pub struct AcEnv {
    /// The lockstep pair.
    pub ls: Lockstep<AcModel>,
    /// Bus master.
    pub master: Master,
    /// Stimulus randomness.
    pub rng: Rng,
    /// Golden-model configuration.
    pub cfg: AcCfg,
    /// Draw random event values every cycle (else apply `values`).
    pub random: bool,
    /// Values applied when not random, per counter.
    pub values: Vec<u64>,
    /// The target's reset (zeroes events and identity values).
    pub target_reset: bool,
    /// The sampling trigger (region of interest).
    pub trigger: bool,
    /// Completed bus operations.
    pub completed: Vec<Done>,
    /// Random and steady runs let the model run ahead of the RTL in batches
    /// (the default; see [`Lockstep::batch`]); when false they step both
    /// together, cycle by cycle.
    pub batched_runs: bool,
    inp: Vec<u32>,
    /// This cycle's outputs (reused: no allocation per cycle).
    out: Vec<u32>,
    /// Reset, target reset and trigger.
    pins: [Pin; 3],
    ev: Vec<Pin>,
    reset_left: u32,
}

impl AcEnv {
    /// Pairs the Verilated module with its golden model; reset is held first.
    pub fn new(dut: Dut, cfg: AcCfg, design: &str, seed: u64) -> Self {
        let layout = dut.layout.clone();
        let model = AcModel::new(cfg.clone(), layout.clone());
        let p = |n: &str| layout.pin_of(n);
        let pins = [
            p(if cfg.reset.active_low { "rst_n" } else { "rst" }),
            p("target_reset"),
            p("trigger"),
        ];
        let ev = cfg.counters.iter().map(|c| p(&c.port)).collect();
        Self {
            ls: Lockstep::new(dut, model, design, seed),
            master: Master::seeded(cfg.bus, &layout, seed),
            rng: Rng::new(seed),
            random: true,
            values: vec![0; cfg.counters.len()],
            target_reset: false,
            trigger: true,
            completed: Vec::new(),
            batched_runs: true,
            inp: vec![0; layout.in_words],
            out: Vec::new(),
            pins,
            ev,
            reset_left: 3,
            cfg,
        }
    }

    /// Holds the module's reset for `cycles` cycles.
    pub fn assert_reset(&mut self, cycles: u32) {
        self.reset_left = cycles;
    }

    /// One clock cycle.
    fn step(&mut self) -> Result<(), Mismatch> {
        let resetting = self.reset_left > 0;
        let [rst, target_reset, trigger] = self.pins;
        rst.set(
            &mut self.inp,
            (resetting != self.cfg.reset.active_low).into(),
        );
        target_reset.set(&mut self.inp, self.target_reset.into());
        trigger.set(&mut self.inp, self.trigger.into());
        let cycle = self.ls.cycle;
        self.master.drive(&mut self.inp, cycle, &mut self.rng);
        for (i, c) in self.cfg.counters.iter().enumerate() {
            let v = if self.random {
                // Mostly small increments, sometimes anything.
                let r = self.rng.next_u64();
                if self.rng.chance(1, 4) {
                    r
                } else {
                    r & 3
                }
            } else {
                self.values[i]
            };
            let w = if c.synchronised { 1 } else { c.width };
            self.ev[i].set128(&mut self.inp, u128::from(v) & ((1u128 << w) - 1));
        }
        let out = self.ls.step(&self.inp, resetting)?;
        self.out.clear();
        self.out.extend_from_slice(out);
        let out = &self.out;
        if resetting {
            self.master.reset();
            self.reset_left -= 1;
        } else {
            self.master
                .observe(&self.inp, out, cycle, &mut self.completed);
        }
        Ok(())
    }

    /// Reads register word `word`.
    pub fn read(&mut self, word: u32) -> Result<u32, Mismatch> {
        Ok(self.access(Op::Read { addr: word << 2 })?.data)
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

    /// Reads and pops the samples waiting now, as the host does: each 64-bit
    /// value as two words of a sample that stays put until popped. (Samples
    /// may arrive faster than the bus drains them, so it stops at that count.)
    pub fn drain_samples(&mut self) -> Result<Vec<Sample>, Mismatch> {
        let [_, status, _, pop, _] = self.cfg.words;
        let n = self.cfg.counters.len();
        let mut out = Vec::new();
        for _ in 0..self.read(status)? {
            let mut v = Vec::with_capacity(2 + n);
            for i in 0..2 + n as u32 {
                let lo = self.read(self.cfg.sample_word0 + 2 * i)?;
                let hi = self.read(self.cfg.sample_word0 + 2 * i + 1)?;
                v.push(u64::from(lo) | (u64::from(hi) << 32));
            }
            self.write(pop, 1)?;
            out.push(Sample {
                base: v[0],
                local: v[1],
                values: v[2..].to_vec(),
            });
        }
        Ok(out)
    }
}

/// What a random AutoCounter run saw.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AcRun {
    /// Cycles simulated.
    pub cycles: u64,
    /// Samples read over the bus, in order.
    pub samples: Vec<Sample>,
    /// Samples the FIFO had to drop (the overrun register at the end).
    pub overruns: u32,
}

impl AcEnv {
    /// `cycles` cycles of random events, trigger windows, target resets and
    /// read_rate changes (0 included), draining the FIFO at random times, and
    /// sometimes too late, so overruns happen. Checks every sample read over
    /// the bus against the golden model's, and the overrun count. The model
    /// runs up to a batch ahead of the RTL meanwhile (see
    /// [`Lockstep::batch`]); the RTL has caught up when this returns.
    pub fn run_random(&mut self, cycles: u64) -> Result<AcRun, Mismatch> {
        self.ls.batch(self.batched_runs)?;
        let run = self.random_stretches(cycles);
        self.ls.end_batch(run)
    }

    fn random_stretches(&mut self, cycles: u64) -> Result<AcRun, Mismatch> {
        let rr = self.cfg.words[0];
        let start = self.ls.cycle;
        let first_capture = self.ls.model.captured.len();
        let mut samples = Vec::new();
        self.random = true;
        while self.ls.cycle - start < cycles {
            let rate = [0u32, 1, 3, 17, 100, 250][self.rng.below(6) as usize];
            self.write(rr, rate)?;
            self.trigger = self.rng.chance(4, 5);
            self.target_reset = self.rng.chance(1, 10);
            let stretch = 500 + self.rng.below(4_000);
            self.run(stretch)?;
            if self.rng.chance(3, 4) {
                samples.extend(self.drain_samples()?);
            }
            if !self.cfg.policy.is_open() {
                self.stray()?;
            }
        }
        self.finish_run(start, first_capture, samples)
    }

    /// Accesses of software the window's policy may refuse: a read of a
    /// random word with random protection bits (reads change nothing), and
    /// a write of random data with bits the write policy refuses.
    fn stray(&mut self) -> Result<(), Mismatch> {
        let n = self.cfg.counters.len() as u64;
        let words = u64::from(self.cfg.sample_word0) + 2 * (2 + n);
        for _ in 0..1 + self.rng.below(4) {
            let addr = (self.rng.below(words) as u32) << 2;
            let prot = self.rng.below(8) as u32;
            self.access_as(Op::Read { addr }, prot)?;
            let bits = self.rng.below(8) as u32;
            if let Some(prot) = self.cfg.policy.write.refused(bits) {
                let addr = (self.rng.below(words) as u32) << 2;
                let data = self.rng.next_u64() as u32;
                let op = Op::Write {
                    addr,
                    data,
                    strb: 0xF,
                };
                self.access_as(op, prot)?;
            }
        }
        Ok(())
    }
}

impl AcEnv {
    /// `cycles` cycles of random events with the trigger on and a steady
    /// `read_rate`, draining often: the run whose samples make a CSV file.
    /// Checks the samples and the overrun count against the golden model.
    /// Batched like [`AcEnv::run_random`].
    pub fn run_steady(&mut self, cycles: u64, read_rate: u32) -> Result<AcRun, Mismatch> {
        self.ls.batch(self.batched_runs)?;
        let run = self.steady_drains(cycles, read_rate);
        self.ls.end_batch(run)
    }

    fn steady_drains(&mut self, cycles: u64, read_rate: u32) -> Result<AcRun, Mismatch> {
        let rr = self.cfg.words[0];
        let start = self.ls.cycle;
        let first_capture = self.ls.model.captured.len();
        self.random = true;
        self.trigger = true;
        self.target_reset = false;
        self.write(rr, read_rate)?;
        let mut samples = Vec::new();
        while self.ls.cycle - start < cycles {
            self.run(u64::from(read_rate.max(1)) * 2)?;
            samples.extend(self.drain_samples()?);
        }
        self.finish_run(start, first_capture, samples)
    }
}

/// Steady runs of several domains of one SoC on one base-clock timeline,
/// as they run in the chip: every domain is advanced to the same base cycle
/// before any goes further, and the FIFOs are drained at those points.
/// `read_rate` is normally each module's reset value (sampling from base
/// cycle 0, as FireSim's driver sets it before the target runs); a module
/// reset to another value gets it written at its first bus cycle. Checks
/// each domain's samples and overruns against its golden model. Batched
/// like [`AcEnv::run_random`].
pub fn run_steady_together(
    envs: &mut [AcEnv],
    base_cycles: u64,
    read_rate: u32,
) -> Result<Vec<AcRun>, Mismatch> {
    for e in envs.iter_mut() {
        e.ls.batch(e.batched_runs)?;
    }
    let mut run = steady_together(envs, base_cycles, read_rate);
    for e in envs.iter_mut() {
        run = e.ls.end_batch(run);
    }
    run
}

fn steady_together(
    envs: &mut [AcEnv],
    base_cycles: u64,
    read_rate: u32,
) -> Result<Vec<AcRun>, Mismatch> {
    let mut starts = Vec::with_capacity(envs.len());
    for e in envs.iter_mut() {
        starts.push((e.ls.cycle, e.ls.model.captured.len()));
        e.random = true;
        e.trigger = true;
        e.target_reset = false;
        if e.cfg.read_rate != read_rate {
            let rr = e.cfg.words[0];
            e.write(rr, read_rate)?;
        }
    }
    let mut samples = vec![Vec::new(); envs.len()];
    let step = u64::from(read_rate.max(1));
    let mut target = 0;
    while target < base_cycles {
        target += step;
        for (e, s) in envs.iter_mut().zip(&mut samples) {
            while e.ls.model.base_cycle() < target {
                e.run(1)?;
            }
            s.extend(e.drain_samples()?);
        }
    }
    envs.iter_mut()
        .zip(samples)
        .zip(starts)
        .map(|((e, s), (start, first))| e.finish_run(start, first, s))
        .collect()
}

impl AcEnv {
    /// Ends a run that began at cycle `start` with `first_capture` samples
    /// already captured: stops sampling, drains the FIFO, and checks every
    /// sample read over the bus and the overrun count against the model.
    fn finish_run(
        &mut self,
        start: u64,
        first_capture: usize,
        mut samples: Vec<Sample>,
    ) -> Result<AcRun, Mismatch> {
        let [rr, status, overruns, _, _] = self.cfg.words;
        self.write(rr, 0)?;
        samples.extend(self.drain_samples()?);
        debug_assert_eq!(self.read(status)?, 0, "drained");
        let captured = &self.ls.model.captured[first_capture..];
        let expected: Vec<Sample> = captured
            .iter()
            .filter(|(_, kept)| *kept)
            .map(|(s, _)| s.clone())
            .collect();
        assert_eq!(
            samples, expected,
            "samples read over the bus are the golden model's"
        );
        let dropped = captured.iter().filter(|(_, kept)| !kept).count();
        let overruns = self.read(overruns)?;
        assert_eq!(
            overruns as usize, dropped,
            "every dropped sample is counted"
        );
        Ok(AcRun {
            cycles: self.ls.cycle - start,
            samples,
            overruns,
        })
    }
}

impl BusDriven for AcEnv {
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
