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
pub struct Lockstep<M: Model> {
    /// The Verilated design.
    pub dut: Dut,
    /// The golden model.
    pub model: M,
    /// Name used in reports.
    pub design: String,
    /// Seed used in reports.
    pub seed: u64,
    /// Cycles run so far.
    pub cycle: u64,
    /// Outputs are compared only once a reset edge has defined the state
    /// (before it, the RTL holds random X-initialised values).
    pub armed: bool,
    rtl_out: Vec<u32>,
    model_out: Vec<u32>,
}

impl<M: Model> Lockstep<M> {
    /// Pairs `dut` with `model`.
    pub fn new(dut: Dut, model: M, design: &str, seed: u64) -> Self {
        let n = dut.layout.out_words;
        Self {
            dut,
            model,
            design: design.to_string(),
            seed,
            cycle: 0,
            armed: false,
            rtl_out: vec![0; n],
            model_out: vec![0; n],
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

    /// One cycle: both sides see `inp`; outputs are compared before the edge.
    /// `reset_active` tells whether this cycle's edge resets the design.
    pub fn step(&mut self, inp: &[u32], reset_active: bool) -> Result<&[u32], Mismatch> {
        self.dut.cycle(inp, &mut self.rtl_out);
        self.model.eval(inp, &mut self.model_out);
        if self.armed && self.rtl_out != self.model_out {
            let l = &self.dut.layout;
            for &p in &l.outputs {
                let (e, a) = (l.words(&self.model_out, p), l.words(&self.rtl_out, p));
                if e == a {
                    continue;
                }
                let name = &l.ports[p].name;
                let (port, expected, actual) = if e.len() <= 4 {
                    (
                        name.clone(),
                        l.get(&self.model_out, p),
                        l.get(&self.rtl_out, p),
                    )
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
                return Err(Mismatch {
                    design: self.design.clone(),
                    cycle: self.cycle,
                    port,
                    expected,
                    actual,
                    seed: self.seed,
                });
            }
        }
        self.model.posedge(inp);
        if reset_active {
            self.armed = true;
        }
        self.cycle += 1;
        Ok(&self.rtl_out)
    }
}
