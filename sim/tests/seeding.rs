//! A model's random initial state is a function of its seed alone. Verilator
//! 5.006 keeps one reseed counter for the whole process: a model started in
//! another thread used to restart this thread's random stream part-way
//! through building a model, so two instances of one seed could start apart.

mod common;

use common::{cache, hand_written};
use hdlgen_sim::verilator::{self, DutSpec};
use std::sync::atomic::{AtomicBool, Ordering};

/// A module whose state has no reset: its outputs before the first edge
/// show the random values it was built with. The memory makes building an
/// instance draw many random words, so a reseed from elsewhere lands inside.
fn unreset(top: &str) -> DutSpec {
    let text = format!(
        "module {top} (\n    input  wire         clk,\n    input  wire [13:0]  a,\n    output reg  [255:0] q,\n    output wire [31:0]  m_out\n);\n    reg [31:0] m [0:16383];\n    assign m_out = m[a];\n    always @(posedge clk) begin\n        q <= {{q[254:0], q[255]}};\n        m[a] <= m[a] + 32'd1;\n    end\nendmodule\n"
    );
    hand_written(
        top,
        text,
        &[
            ("clk", true, 1),
            ("a", true, 14),
            ("q", false, 256),
            ("m_out", false, 32),
        ],
    )
}

/// What an instance of `spec` started with `seed` shows: `q` and the
/// memory's first 64 words, read one per cycle.
fn first_look(spec: &DutSpec, seed: u64) -> Vec<u32> {
    let mut dut = verilator::load(spec, &cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    let layout = dut.layout.clone();
    let mut inp = vec![0u32; layout.in_words];
    let mut out = vec![0u32; layout.out_words];
    let mut seen = Vec::new();
    let a = layout
        .inputs
        .iter()
        .copied()
        .find(|&i| layout.ports[i].name == "a")
        .expect("port a");
    for word in 0..64u32 {
        // Addresses from the top down: the words the cycles before wrote
        // are not read again.
        layout.pin(a).set(&mut inp, 16383 - word);
        dut.cycle(&inp, &mut out);
        seen.extend_from_slice(&out);
    }
    seen
}

#[test]
fn a_seed_starts_the_same_state_while_other_models_start() {
    let mine = unreset("seeding_mine");
    let theirs = unreset("seeding_theirs");
    // Build both models before racing them.
    let alone = first_look(&mine, 5);
    first_look(&theirs, 1);
    assert_ne!(alone, first_look(&mine, 6), "the seed reaches the state");
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut seed = 100;
            while !stop.load(Ordering::Relaxed) {
                first_look(&theirs, seed);
                seed += 1;
            }
        });
        for round in 0..1000 {
            let again = first_look(&mine, 5);
            if again != alone {
                stop.store(true, Ordering::Relaxed);
                panic!("round {round}: seed 5 started another state");
            }
        }
        stop.store(true, Ordering::Relaxed);
    });
}
