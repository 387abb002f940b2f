//! Running the RTL and a golden model on the same stimulus, comparing every
//! output every cycle.

use std::fmt;

use crate::layout::Layout;
use crate::verilator::Dut;

/// A cycle-accurate model of a design at its ports.
pub trait Model {
    /// Outputs for the current inputs, before the clock edge.
    fn eval(&mut self, inp: &[u32], out: &mut [u32]);
    /// The rising clock edge with the inputs of the last `eval` (always
    /// called first, so a model may keep what it derived from them).
    fn posedge(&mut self, inp: &[u32]);
}

/// The RTL and the model disagreed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// Design under test.
    pub design: String,
    /// Cycle (0-based) of the disagreement.
    pub cycle: u64,
    /// Output port.
    pub port: String,
    /// Model value.
    pub expected: u128,
    /// RTL value.
    pub actual: u128,
    /// Seed that replays the run.
    pub seed: u64,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "lockstep mismatch in {} at cycle {}: port {} expected {:#x}, RTL gave {:#x} (replay with seed {})",
            self.design, self.cycle, self.port, self.expected, self.actual, self.seed
        )
    }
}

impl std::error::Error for Mismatch {}

/// RTL and model side by side.
///
/// [`Lockstep::step`] runs both on each cycle. In batches
/// ([`Lockstep::batch`]) the model runs up to [`BATCH`] cycles ahead, their
/// inputs and the model's outputs kept, and then the RTL runs over those
/// cycles in one go, every output of every cycle compared as `step` does:
/// the first mismatch is the same one, found a few cycles later. The
/// stimulus may follow the model's outputs meanwhile: until the first
/// mismatch they are the RTL's. Each side then runs with its own code and
/// data in the caches.
pub struct Lockstep<M: Model> {
    /// The Verilated design.
    pub dut: Dut,
    /// The golden model.
    pub model: M,
    /// Name used in reports.
    pub design: String,
    /// Seed used in reports.
    pub seed: u64,
    /// Cycles run so far (by the model, in a batch).
    pub cycle: u64,
    /// Outputs are compared only once a reset edge has defined the state
    /// (before it, the RTL holds random X-initialised values).
    pub armed: bool,
    rtl_out: Vec<u32>,
    model_out: Vec<u32>,
    /// `step` lets the model run ahead (see [`Lockstep::batch`]).
    batching: bool,
    batch: Batch,
}

/// Cycles a batch holds.
pub const BATCH: usize = 1024;

/// Cycles the model has run and the RTL has not.
#[derive(Default)]
struct Batch {
    /// Inputs, cycle after cycle (room for [`BATCH`] cycles, allocated once).
    inp: Vec<u32>,
    /// The model's outputs, cycle after cycle (likewise).
    out: Vec<u32>,
    /// Whether each cycle's outputs are compared; its length is the number
    /// of cycles batched.
    armed: Vec<bool>,
    /// Backdoor writes: (before which cycle of the batch, signal, value).
    pokes: Vec<(usize, usize, u64)>,
}

impl<M: Model> Lockstep<M> {
    /// Pairs `dut` with `model`.
    pub fn new(dut: Dut, model: M, design: &str, seed: u64) -> Self {
        let (wi, n) = (dut.layout.in_words, dut.layout.out_words);
        Self {
            dut,
            model,
            design: design.to_string(),
            seed,
            cycle: 0,
            armed: false,
            rtl_out: vec![0; n],
            model_out: vec![0; n],
            batching: false,
            batch: Batch {
                inp: vec![0; BATCH * wi],
                out: vec![0; BATCH * n],
                armed: Vec::with_capacity(BATCH),
                pokes: Vec::new(),
            },
        }
    }

    /// The RTL's outputs of the last cycle (before its edge).
    pub fn rtl_outputs(&self) -> &[u32] {
        &self.rtl_out
    }

    /// Port layout.
    pub fn layout(&self) -> &Layout {
        &self.dut.layout
    }

    /// Batches cycles from now on (`on`), or runs the RTL over what is
    /// batched and steps both sides together again. While batching, `step`
    /// returns the model's outputs, and the RTL's (`rtl_outputs`, backdoor
    /// reads) lag behind.
    pub fn batch(&mut self, on: bool) -> Result<(), Mismatch> {
        self.batching = on;
        if on {
            Ok(())
        } else {
            self.flush()
        }
    }

    /// Ends the batching a run began with `batch(true)`: the RTL catches up
    /// with the model, and a mismatch the run already found comes first.
    pub fn end_batch<T>(&mut self, run: Result<T, Mismatch>) -> Result<T, Mismatch> {
        let rest = self.batch(false);
        let value = run?;
        rest.map(|()| value)
    }

    /// One cycle: both sides see `inp`; outputs are compared before the edge.
    /// `reset_active` tells whether this cycle's edge resets the design.
    /// Returns the outputs of this cycle: the RTL's, or while batching the
    /// model's (the RTL runs once a batch is full).
    pub fn step(&mut self, inp: &[u32], reset_active: bool) -> Result<&[u32], Mismatch> {
        if self.batching {
            if self.batch.armed.len() >= BATCH {
                self.flush()?;
            }
            return Ok(self.step_model(inp, reset_active));
        }
        self.dut.cycle(inp, &mut self.rtl_out);
        self.model.eval(inp, &mut self.model_out);
        if self.armed && self.rtl_out != self.model_out {
            return Err(self.mismatch(self.cycle, &self.model_out, &self.rtl_out));
        }
        self.model.posedge(inp);
        if reset_active {
            self.armed = true;
        }
        self.cycle += 1;
        Ok(&self.rtl_out)
    }

    /// One cycle of the model alone, kept for the RTL's next `flush`: the
    /// model's outputs.
    fn step_model(&mut self, inp: &[u32], reset_active: bool) -> &[u32] {
        let b = &mut self.batch;
        let (i, wo) = (b.armed.len(), self.model_out.len());
        b.inp[i * inp.len()..][..inp.len()].copy_from_slice(inp);
        b.armed.push(self.armed);
        let out = &mut b.out[i * wo..][..wo];
        self.model.eval(inp, out);
        self.model.posedge(inp);
        if reset_active {
            self.armed = true;
        }
        self.cycle += 1;
        &self.batch.out[i * wo..][..wo]
    }

    /// Writes backdoor signal `idx` of the RTL once it has run the cycles
    /// batched so far (the model's side was written at once).
    pub fn poke_later(&mut self, idx: usize, value: u64) {
        if self.batch.armed.is_empty() {
            self.dut.poke(idx, value);
        } else {
            self.batch.pokes.push((self.batch.armed.len(), idx, value));
        }
    }

    /// Runs the RTL over the batched cycles, comparing each with the model.
    fn flush(&mut self) -> Result<(), Mismatch> {
        let n = self.batch.armed.len();
        if n == 0 {
            return Ok(());
        }
        let mut b = std::mem::take(&mut self.batch);
        let (wi, wo) = (self.dut.layout.in_words, self.dut.layout.out_words);
        let first = self.cycle - n as u64;
        let mut pokes = b.pokes.iter().peekable();
        let mut result = Ok(());
        for i in 0..n {
            while let Some(&(_, idx, value)) = pokes.next_if(|p| p.0 == i) {
                self.dut.poke(idx, value);
            }
            self.dut.cycle(&b.inp[i * wi..][..wi], &mut self.rtl_out);
            let expected = &b.out[i * wo..][..wo];
            // Word by word, inline: a call to compare a few words costs more
            // than the comparison.
            let differs = self.rtl_out.iter().zip(expected).any(|(a, e)| a != e);
            if b.armed[i] && differs {
                result = Err(self.mismatch(first + i as u64, expected, &self.rtl_out));
                break;
            }
        }
        if result.is_ok() {
            // Written after the last batched cycle: they precede the next.
            for &(_, idx, value) in pokes {
                self.dut.poke(idx, value);
            }
        }
        b.armed.clear();
        b.pokes.clear();
        self.batch = b;
        result
    }

    /// The report of cycle `cycle`'s outputs differing: the first port that
    /// differs.
    fn mismatch(&self, cycle: u64, model_out: &[u32], rtl_out: &[u32]) -> Mismatch {
        let l = &self.dut.layout;
        for &p in &l.outputs {
            let (e, a) = (l.words(model_out, p), l.words(rtl_out, p));
            if e == a {
                continue;
            }
            let name = &l.ports[p].name;
            let (port, expected, actual) = if e.len() <= 4 {
                (name.clone(), l.get(model_out, p), l.get(rtl_out, p))
            } else {
                // Wide ports: name the first differing 32-bit slice.
                let w = (0..e.len())
                    .find(|&w| e[w] != a[w])
                    .expect("a word differs");
                (
                    format!("{name}[{}:{}]", 32 * w + 31, 32 * w),
                    e[w].into(),
                    a[w].into(),
                )
            };
            return Mismatch {
                design: self.design.clone(),
                cycle,
                port,
                expected,
                actual,
                seed: self.seed,
            };
        }
        unreachable!("outputs differ in some port")
    }
}
