#!/usr/bin/env bash
# The random-design sweep: COUNT random valid descriptions from FIRST_SEED on,
# each generated, linted (verilator -Wall), checked by Yosys for latches and
# run in lockstep with the golden models. Prints a table and a summary; exits
# non-zero on any failure, with each failing seed's description to reproduce.
#
#   scripts/sweep.sh [COUNT] [FIRST_SEED] [extra sweep options, e.g. --jobs 1 --tiles]
#
# Over several machines: machine K of N adds `--shard K/N --junit sweep-K.xml`
# (the seeds are dealt round-robin, every seed checked once), then
# `scripts/merge_junit.py sweep.xml sweep-*.xml` joins the results.
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-200}"
first="${2:-1}"
shift $(( $# < 2 ? $# : 2 ))
exec cargo run --release -q -p hdlgen-sim --example sweep -- \
    --count "$count" --first-seed "$first" "$@"
