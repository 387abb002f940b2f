# Sourced by fpga/synth.sh: the counter bits of every block, from the
# declarations of the generated RTL.
# shellcheck shell=bash

# ---- counter bits ------------------------------------------------------------------
# The per-counter columns divide by (counter bits / 32). Counter bits are read
# from the declarations of the generated RTL, whose names the templates fix:
#   bank/tile     every monitor counter `reg [W-1:0] cnt_<i>` (ESP's 64-bit
#                 pairs count 64) plus every programmable counter `pcnt_<i>`;
#   packer        the per-event counters, `wire [N*K-1:0] cnt_pkt`;
#   autocounter   the accumulators `reg [63:0] acc_<event>`;
#   SoC wrapper   the sum over its bank instances.
# Shadow (snapshot) registers, enables, thresholds and the FIFOs are not
# counter bits: they are part of what a counter costs.
reg_bits() { # FILE REGEX: sum of widths of `reg [H:0] NAME` / `wire [H:0] NAME` with NAME ~ REGEX
    awk -v re="$2" '
        match($0, /^[[:space:]]*(reg|wire)[[:space:]]+\[[0-9]+:0\][[:space:]]+[A-Za-z_][A-Za-z0-9_]*/) {
            s = substr($0, RSTART, RLENGTH)
            name = s; sub(/.*\][[:space:]]+/, "", name)
            if (name ~ re) { h = s; sub(/.*\[/, "", h); sub(/:.*/, "", h); n += h + 1 }
        }
        END { print n + 0 }' "$1"
}
declare -A bits bank_count
for b in "${banks[@]}"; do bits[$b]=$(reg_bits "$rtl/$b.v" '^p?cnt_[0-9]+$'); done
for t in "${tiles[@]}"; do bits[$t]=${bits[${soc}_bank_${t#"${soc}"_tile_}]:-0}; done
for p in "${packer[@]}"; do bits[$p]=$(reg_bits "$rtl/$p.v" '^cnt_pkt$'); done
for a in "${autocounters[@]}"; do bits[$a]=$(reg_bits "$rtl/$a.v" '^acc_'); done
# Bank instances of the wrapper: `<soc>_bank_<kind> #(.TILE_ID_PORT(1)) u_<tile> (`.
bits[$top]=0
while read -r b; do
    bank_count[$b]=$(( ${bank_count[$b]:-0} + 1 ))
    bits[$top]=$(( bits[$top] + ${bits[$b]:-0} ))
done < <(grep -oE "^[[:space:]]*${soc}_bank_[a-z0-9_]+[[:space:]]+[#A-Za-z_]" "$rtl/$top.v" | awk '{print $1}')
for b in "${blocks[@]}"; do
    [ "${bits[$b]:-0}" -gt 0 ] || die "$b: found no counter bits in the generated RTL (did the templates rename cnt_*/pcnt_*/acc_*/cnt_pkt?)"
done
