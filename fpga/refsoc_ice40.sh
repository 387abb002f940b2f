#!/usr/bin/env bash
# The reference SoC of examples/refsoc_ice40.toml (PicoRV32, 4 KiB of RAM,
# one cpu tile of four monitors) through the iCE40 flow, with the firmware
# fpga/refsoc/hello.c in a boot ROM:
#
#   fpga/refsoc_ice40.sh [--device hx8k:ct256] [--freq 12] [--seed 1] [--work DIR]
#
# 1. builds the firmware against the generated C header and runs it on the
#    RTL (`hdlgen sim --firmware`, the monitors in lockstep);
# 2. synthesises the SoC with Yosys (synth_ice40), places and routes it with
#    nextpnr-ice40 (it must fit: exit 3 otherwise) and writes the bitstream
#    with icepack;
# 3. runs the post-synthesis netlist (Yosys's iCE40 cell models, Verilator)
#    and checks that it prints exactly what the RTL printed.
# It prints the logic cells, block RAMs, Fmax and bitstream size.
#
# Exit codes: 0 all passed, 3 does not fit, 1 any other failure, 2 bad usage.
set -euo pipefail

die() { echo "refsoc_ice40.sh: $*" >&2; exit 1; }
device="hx8k:ct256"; freq=12; seed=1; work=""
while [ $# -gt 0 ]; do
    case "$1" in
        --device) device="${2:?}"; shift ;;
        --freq) freq="${2:?}"; shift ;;
        --seed) seed="${2:?}"; shift ;;
        --work) work="${2:?}"; shift ;;
        *) sed -n '2,/^# Exit codes/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
    shift
done
root="$(cd "$(dirname "$0")/.." && pwd)"
desc="$root/examples/refsoc_ice40.toml"
if [ -z "$work" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-refsoc-ice40.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

(cd "$root" && cargo build -q --release -p hdlgen --bin hdlgen --example refsoc_verilog)
bin="${CARGO_TARGET_DIR:-$root/target}/release"
"$bin/hdlgen" --soc "$desc" --out "$work/gen" >/dev/null
# One run lists the top module, then the files in order; read whole, so no
# reader closes the pipe while the list is still being printed.
"$bin/examples/refsoc_verilog" "$desc" "$work/rtl" > "$work/rtl.list"
top="$(sed -n 1p "$work/rtl.list")"
# The RAM's word-address width, from the loader port the generated top has.
abits="$(sed -n 's/.*input  *wire \[\([0-9]*\):0\] ld_addr.*/\1/p' "$work/rtl/$top.v")"
[ -n "$abits" ] || die "no ld_addr port in $top"
abits=$((abits + 1))
console="$(sed -n 's/^console *= *\(0x[0-9a-fA-F]*\).*/\1/p' "$desc")"
march="$(sed -n 's/^isa *= *"\([a-z0-9]*\)".*/\1/p' "$desc")"

# 1. Firmware, and its run on the RTL.
riscv64-unknown-elf-gcc -march="${march:-rv32imc}" -mabi=ilp32 -Os -ffreestanding -nostdlib -nostartfiles \
    -Wall -Wextra -Werror -DCONSOLE_BASE="$console" -T "$root/fpga/refsoc/link.ld" -I "$work/gen/c" \
    "$root/examples/firmware/c/start.S" "$root/fpga/refsoc/hello.c" \
    -Wl,--no-warn-rwx-segments -o "$work/hello.elf"
riscv64-unknown-elf-objcopy -O binary "$work/hello.elf" "$work/hello.bin"
python3 - "$work/hello.bin" "$work/boot.hex" $((1 << abits)) <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
words = int(sys.argv[3])
if len(data) > 4 * words:
    sys.exit(f"refsoc_ice40.sh: the firmware takes {len(data)} bytes; the RAM holds {4 * words}")
data += b"\0" * (4 * words - len(data))
with open(sys.argv[2], "w") as f:
    for i in range(words):
        f.write("%08x\n" % int.from_bytes(data[4 * i:4 * i + 4], "little"))
PY
"$bin/hdlgen" sim --soc "$desc" --firmware "$work/hello.elf" > "$work/rtl.txt"

# 2. Synthesis, place and route, bitstream.
files=()
for f in $(sed -n '2,$p' "$work/rtl.list"); do
    case "$f" in *.v) files+=("$work/rtl/$f") ;; esac
done
(cd "$work" && yosys -q -l synth.log -p "read_verilog -D REFSOC_TOP=$top -D RAM_ABITS=$abits ${files[*]} $root/fpga/refsoc/ice40_top.v; \
    synth_ice40 -top ice40_top -json top.json; write_verilog -noattr netlist.v") >/dev/null
set +e
nextpnr-ice40 "--${device%%:*}" --package "${device##*:}" --json "$work/top.json" --asc "$work/top.asc" \
    --freq "$freq" --seed "$seed" > "$work/pnr.log" 2>&1
pnr=$?
set -e
if [ $pnr -ne 0 ]; then
    if grep -q "Unable to place\|exceeds\|too many" "$work/pnr.log"; then
        grep -E "ICESTORM_LC|ERROR" "$work/pnr.log" >&2; exit 3
    fi
    tail -20 "$work/pnr.log" >&2; die "nextpnr-ice40 failed"
fi
icepack "$work/top.asc" "$work/top.bin"
lcs="$(grep -E 'ICESTORM_LC:' "$work/pnr.log" | tail -1 | sed 's/.*ICESTORM_LC: *//')"
rams="$(grep -E 'ICESTORM_RAM:' "$work/pnr.log" | tail -1 | sed 's/.*ICESTORM_RAM: *//')"
fmax="$(grep -E "Max frequency for clock" "$work/pnr.log" | tail -1 | sed 's/.*: \([0-9.]* MHz\).*/\1/')"

# 3. The netlist runs the same firmware to the same output.
{ echo '`define NO_ICE40_DEFAULT_ASSIGNMENTS'
  cat "$work/netlist.v" /usr/share/yosys/ice40/cells_sim.v; } > "$work/netlist_sim.v"
(cd "$work" && verilator --binary --timing -Wno-fatal -Wno-lint -Wno-style -Wno-TIMESCALEMOD \
    --top-module tb -o tb netlist_sim.v "$root/fpga/refsoc/tb.v" >verilate.log 2>&1) \
    || { tail -20 "$work/verilate.log" >&2; die "verilating the netlist failed"; }
(cd "$work" && obj_dir/tb > netlist.out)
grep -q "^netlist: exit after" "$work/netlist.out" || die "the netlist did not exit: $(head -1 "$work/netlist.out")"

echo "| design | device | logic cells | block RAM | Fmax (seed $seed) | bitstream |"
echo "|---|---|---|---|---|---|"
echo "| $top + PicoRV32 + boot ROM | $device | $lcs | $rams | $fmax | $(stat -c %s "$work/top.bin") bytes |"
echo "RTL (hdlgen sim --firmware):"
sed 's/^/  /' "$work/rtl.txt"; echo
echo "post-synthesis netlist ($(sed -n 's/^netlist: //p' "$work/netlist.out" | head -1)):"
sed 's/^/  /' "$work/console.txt"; echo
if ! cmp -s "$work/rtl.txt" "$work/console.txt"; then
    diff "$work/rtl.txt" "$work/console.txt" >&2 || true
    die "the netlist printed something else than the RTL"
fi
echo "refsoc_ice40.sh: the netlist printed exactly what the RTL printed"
