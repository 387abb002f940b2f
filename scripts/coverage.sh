#!/usr/bin/env bash
# Line and toggle coverage of the generated RTL under the simulation tests.
#
#   scripts/coverage.sh [OUT_DIR] [--min PERCENT]     (default target/coverage)
#
# Builds every Verilated model with --coverage-line --coverage-toggle (the
# HDLGEN_COVERAGE opt-in of sim/src/verilator.rs: separate cache entries, one
# .dat per model instance), runs the simulation tests on the bundled examples
# and `hdlgen sim` on both examples, merges the data with verilator_coverage,
# writes annotated sources to OUT_DIR/annotated/ and prints a table per block
# (also in OUT_DIR/report.txt). The mutation tests (deliberately broken RTL)
# and the random descriptions (other designs; see scripts/sweep.sh) are left
# out. With --min, exits non-zero if a block is under PERCENT.
set -euo pipefail
cd "$(dirname "$0")/.."
out="target/coverage"
min=0
while [ $# -gt 0 ]; do
    case "$1" in
        --min) min="$2"; shift 2 ;;
        *) out="$1"; shift ;;
    esac
done
out="$(realpath -m "$out")"
rm -rf "$out"
mkdir -p "$out"
export HDLGEN_COVERAGE="$out"

tests=()
for t in sim/tests/*.rs; do
    name="$(basename "$t" .rs)"
    case "$name" in
        # Planted bugs, other designs (scripts/sweep.sh covers those), and
        # directed tests of small designs of their own.
        mutation | random_descriptions | packer_halt | packet_layout) ;;
        *) tests+=(--test "$name") ;;
    esac
done
echo "coverage: cargo test -p hdlgen-sim ${tests[*]}"
cargo test -q -p hdlgen-sim "${tests[@]}"
# `hdlgen sim` builds the same models as the tests: share their cache.
target_dir="$(cargo metadata --no-deps --format-version 1 |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
export HDLGEN_SIM_CACHE="$target_dir/tmp/hdlgen-sim-cache"
for soc in examples/esp.toml examples/axi_wide.toml; do
    echo "coverage: hdlgen sim --soc $soc"
    cargo run -q --release -p hdlgen -- sim --soc "$soc" --cycles 200000 --seed 11
done

shopt -s nullglob
dats=("$out"/*.dat)
[ ${#dats[@]} -gt 0 ] || { echo "coverage: no coverage data in $out" >&2; exit 1; }
verilator_coverage --write "$out/merged.dat" "${dats[@]}"
# Point names hold source paths relative to src/ (one directory per text).
(cd "$out/src" && verilator_coverage --annotate "$out/annotated" --annotate-min 1 "$out/merged.dat")
cargo run -q --release -p hdlgen-sim --example covreport -- "$out" --min "$min" | tee "$out/report.txt"
echo "coverage: ${#dats[@]} data files; annotated sources in $out/annotated/, report in $out/report.txt"
