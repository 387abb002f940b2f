//! One run of the reference SoC from reset: the loader fills the RAM while
//! reset is held, then every cycle drives the core's halt, the host's
//! AutoCounter reads, the stream sink and random events, and watches what
//! the core does.

use std::iter::Peekable;
use std::slice;

use super::host::Host;
use super::lag::Lagging;
use super::observe::RunState;
use super::trace::{Sink, TracePins};
use super::{Outcome, RefSoc, RunError, RunOptions, RunResult};
use crate::layout::Layout;
use crate::models::design::DesignModel;
use crate::rng::Rng;

/// The state of one run.
struct Session<'o> {
    opts: &'o RunOptions,
    /// The image as (word address, word), loaded during reset.
    words: Vec<(u32, u32)>,
    inp: Vec<u32>,
    out: Vec<u32>,
    lag: Option<Lagging>,
    /// The reset input's active level.
    rst_on: u32,
    /// Cycles of reset done, of `reset_cycles`.
    pre: u64,
    reset_cycles: u64,
    /// A reset edge has defined the RTL's state.
    armed: bool,
    run: RunState,
    /// Cycles out of reset.
    cycle: u64,
    /// Cycles including reset.
    total: u64,
    /// The halt windows not yet over.
    halts: Peekable<slice::Iter<'o, (u64, u64)>>,
    sink: Option<Sink>,
    host: Option<Host>,
    host_rng: Rng,
}

impl RefSoc {
    /// Runs `image` (byte address, bytes) from reset.
    pub fn run(
        &mut self,
        image: &[(u32, Vec<u8>)],
        opts: &RunOptions,
    ) -> Result<RunResult, RunError> {
        self.rng = Rng::new(opts.seed);
        self.seed = opts.seed;
        let words = self.image_words(image)?;
        let mut s = self.session(words, opts);
        let outcome = loop {
            if let Some(o) = self.cycle(&mut s)? {
                break o;
            }
        };
        if let Some(m) = s.lag.as_mut() {
            m.flush(&self.cfg.mon_ports, self.seed)?;
        }
        Ok(RunResult {
            console: s.run.console,
            outcome,
            cycles: s.cycle,
            record: s.run.record,
            monitor_reads: s.run.reads,
            monitor_writes: s.run.writes,
            traffic_ports: self
                .cfg
                .ev_ports
                .iter()
                .chain(self.cfg.pev_ports.iter().flatten())
                .cloned()
                .collect(),
            trace: s.sink.map(|k| k.finish(s.cycle)),
            autocounter: s.host.map(|h| h.samples).unwrap_or_default(),
        })
    }

    /// A run's state before its first cycle.
    fn session<'o>(&self, words: Vec<(u32, u32)>, opts: &'o RunOptions) -> Session<'o> {
        let l = &self.dut.layout;
        // The golden model starts in reset with every run.
        let lag = opts.lockstep.then(|| {
            let model = DesignModel::new(
                self.cfg.design.clone(),
                Layout::new(&self.cfg.mon_ports, "clk"),
                &self.cfg.ev_ports,
                &self.cfg.pev_ports,
            );
            Lagging::new(model, self.mon_in, self.mon_out)
        });
        // Reset: the loader fills the RAM meanwhile (at least 4 cycles).
        let reset_cycles = (words.len() as u64).max(4);
        Session {
            opts,
            words,
            inp: vec![0u32; l.in_words],
            out: vec![0u32; l.out_words],
            lag,
            rst_on: u32::from(!self.cfg.design.reset.active_low),
            pre: 0,
            reset_cycles,
            armed: false,
            run: RunState::new(opts.keep_retired, &self.pins.ev_bits),
            cycle: 0,
            total: 0,
            halts: opts.halt.iter().peekable(),
            sink: TracePins::of(l).map(|t| Sink::new(t, opts.stall_percent, opts.seed)),
            host: (!self.cfg.autocounters.is_empty()).then(|| {
                let domains = self.cfg.autocounters.clone();
                Host::new(self.cfg.design.bus, l, domains, self.host_prot)
            }),
            host_rng: Rng::new(opts.seed ^ 0x686f_7374),
        }
    }

    /// One cycle; the outcome once the run ends.
    fn cycle(&mut self, s: &mut Session<'_>) -> Result<Option<Outcome>, RunError> {
        let resetting = s.pre < s.reset_cycles;
        if resetting {
            self.drive_reset(s);
        } else {
            self.drive_running(s);
        }
        if let Some(k) = s.sink.as_mut() {
            k.drive(&mut s.inp);
        }
        let p = &self.pins;
        for ((pin, &bits), now) in p.ev.iter().zip(&p.ev_bits).zip(&mut s.run.traffic_now) {
            let v = self.rng.next_u128() & (u128::MAX >> (128 - bits.min(128)));
            pin.set128(&mut s.inp, v);
            *now = v;
        }
        self.dut.cycle(&s.inp, &mut s.out);
        if let Some(m) = s.lag.as_mut() {
            m.push(s.total, &s.out, s.armed, &self.cfg.mon_ports, self.seed)?;
            s.armed |= resetting;
        }
        s.total += 1;
        if resetting {
            s.pre += 1;
            return Ok(None);
        }
        Ok(self.observe(s))
    }

    /// Reset held, the loader writing the image's next word.
    fn drive_reset(&self, s: &mut Session<'_>) {
        let p = &self.pins;
        p.rst.set(&mut s.inp, s.rst_on);
        match s.words.get(s.pre as usize) {
            Some(&(a, d)) => {
                p.ld_en.set(&mut s.inp, 1);
                p.ld_addr.set(&mut s.inp, a);
                p.ld_data.set(&mut s.inp, d);
            }
            None => p.ld_en.set(&mut s.inp, 0),
        }
    }

    /// Out of reset: the halt windows and the host's reads.
    fn drive_running(&self, s: &mut Session<'_>) {
        let p = &self.pins;
        p.rst.set(&mut s.inp, s.rst_on ^ 1);
        p.ld_en.set(&mut s.inp, 0);
        while s.halts.peek().is_some_and(|h| h.1 <= s.cycle) {
            s.halts.next();
        }
        let halted = s.halts.peek().is_some_and(|h| h.0 <= s.cycle);
        p.halt.set(&mut s.inp, halted.into());
        if let Some(h) = s.host.as_mut() {
            h.drive(&mut s.inp, s.cycle, &mut s.host_rng);
        }
    }

    /// This cycle's outputs out of reset; the outcome if the run ends.
    fn observe(&self, s: &mut Session<'_>) -> Option<Outcome> {
        if let Some(k) = s.sink.as_mut() {
            k.observe(&s.out, s.cycle);
        }
        if let Some(h) = s.host.as_mut() {
            h.observe(&s.inp, &s.out, s.cycle);
        }
        if let Some(o) = s.run.observe(&self.pins, &self.bus, &s.out, s.cycle) {
            s.cycle += 1;
            return Some(o);
        }
        s.cycle += 1;
        (s.cycle >= s.opts.max_cycles).then_some(Outcome::Timeout { pc: s.run.last_pc })
    }
}
