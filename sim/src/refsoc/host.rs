//! The harness's own bus to the reference SoC's AutoCounter domains: it
//! drains them out of band, as FireSim's host does. It sets each domain's
//! read_rate first, then, one access at a time, reads a domain's status
//! and every sample waiting (two words per 64-bit value), popping each.
//! Its accesses carry the protection bits it is given: privileged and
//! secure unless a test asks for others.

use crate::cfg::{Bus, PROT_TRUSTED};
use crate::layout::Layout;
use crate::master::{Done, Master, Op, Prot};
use crate::models::autocounter::Sample;
use crate::rng::Rng;

/// One domain on the harness's bus.
#[derive(Debug, Clone)]
pub struct HostDomain {
    /// Byte offset of its window on the harness's bus.
    pub offset: u32,
    /// Words: read_rate, status, overruns, pop, info (as [`crate::cfg::AcCfg::words`]).
    pub words: [u32; 5],
    /// First word of the head sample.
    pub sample_word0: u32,
    /// Counters of a sample.
    pub counters: u32,
    /// read_rate the harness sets (base cycles between samples).
    pub read_rate: u32,
}

/// Where the drain is.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// Writing domain `d`'s read_rate.
    Rate(usize),
    /// Reading domain `d`'s status.
    Status(usize),
    /// Reading word `w` of the head sample of domain `d`, `left` more
    /// samples after it.
    Word { d: usize, w: u32, left: u32 },
    /// Popping domain `d`'s head sample.
    Pop { d: usize, left: u32 },
}

/// The drain in progress.
pub(super) struct Host {
    master: Master,
    domains: Vec<HostDomain>,
    step: Step,
    waiting: bool,
    words: Vec<u32>,
    done: Vec<Done>,
    /// Error responses are expected (the protection bits are not the
    /// trusted ones, which a policy may refuse): the access counts as
    /// answered 0.
    refusable: bool,
    /// Samples drained so far, per domain.
    pub(super) samples: Vec<Vec<Sample>>,
}

impl Host {
    pub(super) fn new(bus: Bus, layout: &Layout, domains: Vec<HostDomain>, prot: u32) -> Self {
        let mut master = Master::with_prefix(bus, layout, "h_");
        master.prot = Prot::Fixed(prot);
        Self {
            master,
            refusable: prot != PROT_TRUSTED,
            samples: vec![Vec::new(); domains.len()],
            domains,
            step: Step::Rate(0),
            waiting: false,
            words: Vec::new(),
            done: Vec::new(),
        }
    }

    fn op(&self, step: Step) -> Op {
        let at = |d: usize, w: u32| self.domains[d].offset + 4 * w;
        match step {
            Step::Rate(d) => Op::Write {
                addr: at(d, self.domains[d].words[0]),
                data: self.domains[d].read_rate,
                strb: 0xF,
            },
            Step::Status(d) => Op::Read {
                addr: at(d, self.domains[d].words[1]),
            },
            Step::Word { d, w, .. } => Op::Read {
                addr: at(d, self.domains[d].sample_word0 + w),
            },
            Step::Pop { d, .. } => Op::Write {
                addr: at(d, self.domains[d].words[3]),
                data: 1,
                strb: 0xF,
            },
        }
    }

    /// The step after `step`, whose access returned `data`.
    fn next(&mut self, step: Step, data: u32) -> Step {
        let n = self.domains.len();
        match step {
            Step::Rate(d) if d + 1 < n => Step::Rate(d + 1),
            Step::Rate(_) => Step::Status(0),
            Step::Status(d) if data == 0 => Step::Status((d + 1) % n),
            Step::Status(d) => {
                self.words.clear();
                Step::Word {
                    d,
                    w: 0,
                    left: data - 1,
                }
            }
            Step::Word { d, w, left } => {
                self.words.push(data);
                if w + 1 < 2 * (2 + self.domains[d].counters) {
                    Step::Word { d, w: w + 1, left }
                } else {
                    let v: Vec<u64> = self
                        .words
                        .chunks(2)
                        .map(|p| u64::from(p[0]) | u64::from(p[1]) << 32)
                        .collect();
                    self.samples[d].push(Sample {
                        base: v[0],
                        local: v[1],
                        values: v[2..].to_vec(),
                    });
                    Step::Pop { d, left }
                }
            }
            Step::Pop { d, left: 0 } => Step::Status((d + 1) % n),
            Step::Pop { d, left } => {
                self.words.clear();
                Step::Word {
                    d,
                    w: 0,
                    left: left - 1,
                }
            }
        }
    }

    /// Drives this cycle's bus inputs (the SoC out of reset).
    pub(super) fn drive(&mut self, inp: &mut [u32], cycle: u64, rng: &mut Rng) {
        if !self.waiting {
            self.master.push(self.op(self.step));
            self.waiting = true;
        }
        self.master.drive(inp, cycle, rng);
    }

    /// Takes this cycle's outputs.
    pub(super) fn observe(&mut self, inp: &[u32], out: &[u32], cycle: u64) {
        self.done.clear();
        self.master.observe(inp, out, cycle, &mut self.done);
        if let Some(d) = self.done.first().copied() {
            assert!(
                !d.err || self.refusable,
                "AutoCounter access {:?} answered with an error",
                d.op
            );
            let data = if d.err { 0 } else { d.data };
            self.step = self.next(self.step, data);
            self.waiting = false;
        }
    }
}
