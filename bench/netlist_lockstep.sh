#!/usr/bin/env bash
# Lockstep of a synthesised tile: generates DESC, synthesises the stand-alone
# tile of KIND with Debian's Yosys (synth_ice40, or synth_xilinx -flatten),
# and runs `hdlgen sim --rtl` with that netlist and Yosys's cell models in
# place of the tile's RTL, so the golden model checks what synthesis made of
# it (block RAM inference above all). The SoC wrapper runs on the RTL.
#
#   bench/netlist_lockstep.sh DESC KIND [ice40|xilinx] [CYCLES] [SEED]
#
# Yosys's 7-series block RAM models (RAMB18E1, RAMB36E1) have no behaviour,
# so a compact-snapshot tile can only be checked this way on iCE40.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
desc="${1:?description}"; kind="${2:?tile kind}"
fam="${3:-ice40}"; cycles="${4:-100000}"; seed="${5:-1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-netlist.XXXXXX")"
trap 'rm -rf "$work"' EXIT
(cd "$root" && cargo build -q --release -p hdlgen --bin hdlgen)
hdlgen="${CARGO_TARGET_DIR:-$root/target}/release/hdlgen"
"$hdlgen" --soc "$desc" --out "$work/gen" >/dev/null
rtl="$work/gen/rtl"
tile="$(cd "$rtl" && ls *_tile_"$kind".v | sed 's/\.v$//')"
bus="$(cd "$rtl" && ls *_bus_*.v)"
bank="${tile/_tile_/_bank_}"
extra=""; [ "$fam" = xilinx ] && extra="-flatten"
(cd "$rtl" && yosys -q -p "read_verilog $bus $bank.v $tile.v; synth_$fam $extra -top $tile; \
    write_verilog -noattr $work/netlist.v" >/dev/null)
cp -r "$rtl" "$work/rtl"
{ echo '`define NO_ICE40_DEFAULT_ASSIGNMENTS'
  cat "$work/netlist.v" "/usr/share/yosys/$fam/cells_sim.v"; } > "$work/rtl/$tile.v"
echo "netlist of $tile ($fam): $(grep -cE '^ *(SB_RAM40_4K|RAMB18E1|RAMB36E1|RAM64M|RAM32M) ' "$work/netlist.v" || true) RAM cells"
"$hdlgen" sim --soc "$desc" --rtl "$work/rtl" --cycles "$cycles" --seed "$seed"
