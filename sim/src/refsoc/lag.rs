//! The monitor SoC's golden model, stepped from the ports the Verilated
//! reference SoC brought out, a batch of cycles behind it: the RTL runs a
//! batch, then the model runs over the batch's port words, each side with
//! its own code and data in the caches (as [`crate::lockstep::Lockstep`]
//! batches). The first mismatch is the same one, found up to a batch later.

use crate::layout::PortSpec;
use crate::lockstep::{Mismatch, Model, BATCH};
use crate::models::design::DesignModel;

/// The model and the cycles it has not run yet.
pub(super) struct Lagging {
    model: DesignModel,
    /// Words of the monitor SoC's inputs and of its outputs per cycle.
    mon_in: usize,
    mon_out: usize,
    /// Batched cycles: inputs then outputs, cycle after cycle.
    words: Vec<u32>,
    /// Whether each batched cycle's outputs are compared.
    armed: Vec<bool>,
    /// The first batched cycle's number.
    first: u64,
    mout: Vec<u32>,
}

impl Lagging {
    pub(super) fn new(model: DesignModel, mon_in: usize, mon_out: usize) -> Self {
        Self {
            model,
            mon_in,
            mon_out,
            words: Vec::with_capacity(BATCH * (mon_in + mon_out)),
            armed: Vec::with_capacity(BATCH),
            first: 0,
            mout: vec![0; mon_out],
        }
    }

    /// Cycle `cycle`'s port words (the reference SoC's outputs start with
    /// them); `armed` once a reset edge has defined the RTL's state.
    #[inline]
    pub(super) fn push(
        &mut self,
        cycle: u64,
        out: &[u32],
        armed: bool,
        ports: &[PortSpec],
        seed: u64,
    ) -> Result<(), Mismatch> {
        if self.armed.is_empty() {
            self.first = cycle;
        }
        self.words
            .extend_from_slice(&out[..self.mon_in + self.mon_out]);
        self.armed.push(armed);
        if self.armed.len() >= BATCH {
            self.flush(ports, seed)
        } else {
            Ok(())
        }
    }

    /// Runs the model over the batched cycles, comparing each.
    pub(super) fn flush(&mut self, ports: &[PortSpec], seed: u64) -> Result<(), Mismatch> {
        let n = self.mon_in + self.mon_out;
        let mut result = Ok(());
        for (i, &armed) in self.armed.iter().enumerate() {
            let (min, rtl) = self.words[i * n..(i + 1) * n].split_at(self.mon_in);
            self.model.eval(min, &mut self.mout);
            if armed && self.mout[..] != rtl[..] {
                result = Err(mismatch(
                    ports,
                    self.first + i as u64,
                    &self.mout,
                    rtl,
                    seed,
                ));
                break;
            }
            self.model.posedge(min);
        }
        self.words.clear();
        self.armed.clear();
        result
    }
}

/// The first of the monitor SoC's outputs that differ.
fn mismatch(
    ports: &[PortSpec],
    cycle: u64,
    expected: &[u32],
    actual: &[u32],
    seed: u64,
) -> Mismatch {
    let mut w = 0;
    for p in ports.iter().filter(|p| !p.input) {
        let n = p.width.div_ceil(32) as usize;
        if expected[w..w + n] != actual[w..w + n] {
            let v = |s: &[u32]| {
                s.iter()
                    .take(4)
                    .rev()
                    .fold(0u128, |a, &x| a << 32 | u128::from(x))
            };
            return Mismatch {
                design: format!("reference SoC: {}", p.name),
                cycle,
                port: format!("m_{}", p.name),
                expected: v(&expected[w..w + n]),
                actual: v(&actual[w..w + n]),
                seed,
            };
        }
        w += n;
    }
    unreachable!("outputs differ in some port")
}
