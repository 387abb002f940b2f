#!/usr/bin/env bash
# Proves a tile generated with the default access policy equivalent to the
# same tile from an hdlgen without the policy: the protection port removed,
# both flattened, every output and register matched by Yosys's equiv passes
# (equiv_simple and equiv_induct, two cycles). Area differences left between
# the two are then the LUT mapper's, not logic the policy added.
#
#   bench/policy_equiv.sh BEFORE_RTL_DIR AFTER_RTL_DIR TOP
#
# e.g. with the directories bench/policy_area.py leaves (the "before" and
# "any" runs): .../compact-ice40-0/gen/rtl .../compact-ice40-1/gen/rtl l4l_tile_cpu
set -euo pipefail
[ $# -eq 3 ] || { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
old="$(cd "$1" && pwd)" new="$(cd "$2" && pwd)" top="$3"
files() { ls "$1"/*.v | grep -v '_soc\.v$' | tr '\n' ' '; }
prot=pprot
grep -q "awprot" "$new/$top.v" && prot="awprot arprot"
del=""
for p in $prot; do del="$del delete -port gate/$p;"; done
yosys -q -p "
read_verilog $(files "$old"); prep -flatten -top $top; rename $top gold; design -stash gold;
read_verilog $(files "$new"); prep -flatten -top $top; rename $top gate; $del design -stash gate;
design -copy-from gold -as gold gold; design -copy-from gate -as gate gate;
memory_map; opt -fast;
equiv_make gold gate equiv; hierarchy -top equiv; async2sync;
equiv_simple -seq 2; equiv_induct -seq 2; equiv_status -assert"
echo "policy_equiv: $top in $new is equivalent to $old"
