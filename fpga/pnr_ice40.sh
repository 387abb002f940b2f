#!/usr/bin/env bash
# Places and routes one generated tile on an iCE40 with nextpnr-ice40 and
# prints its Fmax. fpga/synth.sh calls it; it also runs on its own:
#
#   fpga/pnr_ice40.sh --rtl DIR --tile MODULE [--device hx8k:ct256] [--freq 50]
#                     [--seed 1] [--work DIR]
#
# DIR is the `rtl/` directory `hdlgen --out` writes (with its .f file list).
#
# What the Fmax covers: nextpnr needs a top level whose ports are package
# pins, and a tile's inputs would then arrive straight from pads. In an SoC
# they arrive from flip-flops, so a generated wrapper (fmax_top) registers
# every input and every output of the tile, the reset too (in an SoC it comes
# from a reset synchroniser). The reported clock Fmax is then the
# register-to-register Fmax of the tile itself: APB/AXI decode to every
# register's enable, counter carry chains, the read mux into the response
# register, the interrupt OR; pad delays are excluded. Do not read it as a
# sign-off of the asynchronous reset's deassertion (recovery/removal from the
# SoC's reset synchroniser): that belongs to the SoC's own timing. The
# wrapper adds one flip-flop per port bit; the pins are placed by nextpnr (no
# PCF), which is why the package must have as many I/O as the tile has port
# bits.
#
# Exit codes: 0 routed, 3 the design does not fit the device (logic cells or
# I/O), 1 any other failure, 2 bad usage.
set -euo pipefail

die() { echo "pnr_ice40.sh: $*" >&2; exit 1; }
rtl=""; tile=""; device="hx8k:ct256"; freq=50; seed=1; work=""
while [ $# -gt 0 ]; do
    case "$1" in
        --rtl) rtl="${2:?}"; shift ;;
        --tile) tile="${2:?}"; shift ;;
        --device) device="${2:?}"; shift ;;
        --freq) freq="${2:?}"; shift ;;
        --seed) seed="${2:?}"; shift ;;
        --work) work="${2:?}"; shift ;;
        *) sed -n '2,/^# Exit codes/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done
[ -n "$rtl" ] && [ -n "$tile" ] || { echo "pnr_ice40.sh: --rtl and --tile are required" >&2; exit 2; }
dev="${device%%:*}"
pkg="${device#*:}"
[ "$dev" != "$device" ] || die "--device wants device:package, e.g. hx8k:ct256"
command -v nextpnr-ice40 >/dev/null 2>&1 || die "nextpnr-ice40 not found: run scripts/setup.sh"
rtl="$(cd "$rtl" && pwd)"
flist=("$rtl"/*.f)
[ -f "${flist[0]}" ] || die "$rtl: no .f file list"
[ -f "$rtl/$tile.v" ] || die "$rtl: no $tile.v"
if [ -z "$work" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-pnr.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

# ---- the register wrapper -------------------------------------------------------------
. "$(dirname "${BASH_SOURCE[0]}")/fmax_wrapper.sh"
fmax_wrapper "$rtl" "$tile" fpga/pnr_ice40.sh "$work/fmax_top.v"

# ---- synthesis, place and route ----------------------------------------------------------
mapfile -t sources < <(grep -v '^[[:space:]]*$' "${flist[0]}")
(cd "$rtl" && yosys -q -l "$work/synth_ice40.log" \
    -p "read_verilog ${sources[*]} $work/fmax_top.v; synth_ice40 -top fmax_top -json $work/fmax_top.json" \
    >/dev/null 2>&1) || die "synth_ice40 of $tile failed: see $work/synth_ice40.log"

echo "pnr: $tile on iCE40 ${dev^^} ($pkg), $io I/O, every port registered; target ${freq} MHz, seed $seed"
# nextpnr-ice40's router1 can livelock on a few seeds of a design: it rips
# up and reroutes the same arcs forever, its count of arcs still to route
# frozen (YosysHQ/nextpnr#179; any change to the netlist moves the bad
# seeds). A run whose count has not moved in 100,000 iterations (a route of a
# tile here takes under 50,000) is stopped, and the same placement seed is
# routed again with router2; the report says so.
frozen() {
    grep -E '^Info: +[0-9]+ \| +[0-9]+ +[0-9]+ \|' "$work/nextpnr.log" 2>/dev/null | tail -100 \
        | awk -F'|' '{ n++; r[$4] = 1 } END { c = 0; for (k in r) c++; exit !(n == 100 && c == 1) }'
}
route() {
    nextpnr-ice40 "--$dev" --package "$pkg" --json "$work/fmax_top.json" --pcf-allow-unconstrained \
        --freq "$freq" --seed "$seed" --timing-allow-fail --router "$1" --asc "$work/fmax_top.asc" \
        --log "$work/nextpnr.log" -q >/dev/null 2>&1 &
    local pid=$! st=0
    while kill -0 "$pid" 2>/dev/null; do
        sleep 5
        if [ "$1" = router1 ] && frozen; then
            kill "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
            return 124
        fi
    done
    wait "$pid" || st=$?
    return "$st"
}
rc=0
router=router1
route router1 || rc=$?
if [ "$rc" = 124 ]; then
    echo "pnr: router1 livelocked on seed $seed (YosysHQ/nextpnr#179): routed again with router2"
    cp "$work/nextpnr.log" "$work/nextpnr-router1.log"
    router=router2
    rc=0
    route router2 || rc=$?
fi
# The utilisation nextpnr prints after packing, e.g. "ICESTORM_LC:  7210/ 7680    93%".
util() { grep -E "^Info:[[:space:]]+$1:" "$work/nextpnr.log" | tail -1 | awk '{ print $3 $4 }'; }
lc="$(util ICESTORM_LC)"; sbio="$(util SB_IO)"; ram="$(util ICESTORM_RAM)"
if [ "$rc" != 0 ]; then
    # Over capacity: nextpnr prints the utilisation after packing (over 100%),
    # then fails to place ("Failed to expand region ...", "no BELs remaining").
    if grep -qE '^Info:[[:space:]]+(ICESTORM_LC|SB_IO|ICESTORM_RAM):.*[[:space:]](10[1-9]|1[1-9][0-9]|[2-9][0-9][0-9])%$' "$work/nextpnr.log" \
        || grep -qE 'Failed to expand region|no BELs remaining' "$work/nextpnr.log"; then
        echo "pnr: $tile does not fit the iCE40 ${dev^^} ($pkg): logic cells ${lc:-?}, I/O ${sbio:-?}" >&2
        exit 3
    fi
    grep '^ERROR' "$work/nextpnr.log" | head -5 >&2 || tail -5 "$work/nextpnr.log" >&2
    die "nextpnr-ice40 failed on $tile (exit $rc): see $work/nextpnr.log"
fi
# The last estimate is the one after routing.
fmax="$(grep -E "Max frequency for clock +'clk" "$work/nextpnr.log" | tail -1 | sed -E 's/.*: ([0-9.]+) MHz.*/\1/')"
[ -n "$fmax" ] || die "no Fmax for clk in $work/nextpnr.log"
echo "pnr: utilisation: logic cells $lc, I/O $sbio, block RAM $ram"
echo "pnr: Fmax $fmax MHz ($tile, iCE40 ${dev^^}, nextpnr-ice40 $(nextpnr-ice40 --version 2>&1 | sed -nE 's/.*Version ([^)]*).*/\1/p' | head -1), $router, post-route, reg-to-reg)"
# icetime (IceStorm) times the same bitstream independently; -i: interior paths only.
if command -v icetime >/dev/null 2>&1; then
    if icetime -d "$dev" -P "$pkg" -i -t -r "$work/icetime.rpt" "$work/fmax_top.asc" >/dev/null 2>&1; then
        it="$(grep -oE 'Total path delay: [0-9.]+ ns \([0-9.]+ MHz\)' "$work/icetime.rpt" | tail -1)"
        [ -z "$it" ] || echo "pnr: icetime: $it"
    fi
fi
