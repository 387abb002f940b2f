#!/usr/bin/env bash
# Core cycles per second of the reference SoC on the Rust matmul firmware,
# bare and with the monitor SoC in lockstep with its golden model, measured
# side by side in one run (CPU time of the simulating thread, best of three),
# for examples/reference_soc.toml (one cpu tile) and examples/esp.toml.
# Prints the table; asserts nothing about speed.
#
#   bench/refsoc_speed.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
cargo test -q --release -p hdlgen --test refsoc_matmul speed_bare_and_lockstep -- --ignored --nocapture 2>&1 \
    | grep -v '^running \|^test \|^$\|test result'
