//! The project's harness replaying the recorded inputs.

use std::path::Path;

use hdlgen_sim::verilator;

use crate::measure::{cpu, timed, Side};

/// Builds, loads and replays the project's bare model of `spec`.
pub fn ours(spec: &verilator::DutSpec, scratch: &Path, inputs: &[u32]) -> (Side, Vec<u32>) {
    let cache = scratch.join("harness");
    let cold = timed(|| drop(verilator::load(spec, &cache, 1).expect("builds")));
    let warm = timed(|| drop(verilator::load(spec, &cache, 1).expect("loads")));
    let mut dut = verilator::load(spec, &cache, 3).expect("loads");
    let (iw, ow) = (dut.layout.in_words, dut.layout.out_words);
    let cycles = inputs.len() / iw;
    let mut out = vec![0u32; cycles * ow];
    let t = cpu();
    for (i, o) in inputs.chunks_exact(iw).zip(out.chunks_exact_mut(ow)) {
        dut.cycle(i, o);
    }
    (
        Side {
            cold,
            warm,
            run: cpu() - t,
            cycles,
        },
        out,
    )
}
