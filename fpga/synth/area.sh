# Sourced by fpga/synth.sh: the area table and area.tsv from the Yosys
# statistics.
# shellcheck shell=bash

# ---- area -----------------------------------------------------------------------------
# metrics TARGET STATFILE SECTION: "cells lut ff ramkb" of one section of a
# `stat -top` report: SECTION "top" is the whole block (the `design hierarchy`
# section if there is one, else the only module); any other SECTION is the
# first module whose name contains it (a tile's bank).
#   cells  every leaf cell; the wrapper's black-boxed banks are not counted
#   lut    ice40: SB_LUT4; xilinx: LUT1..LUT6 plus the LUTs that distributed
#          RAM and shift registers occupy; generic: none (gates, not LUTs)
#   ff     every flip-flop primitive
#   ramkb  ice40: 4 kbit per SB_RAM40_4K; xilinx: 36 per RAMB36E1, 18 per
#          RAMB18E1 (block-RAM capacity used); generic: RAM bits / 1024
#          (mem_bits below)
metrics() {
    awk -v target="$1" -v want="$3" '
        /^=== / {
            name = $0; sub(/^=== /, "", name); sub(/ ===$/, "", name)
            sec++; names[sec] = name; inlist = 0; next
        }
        /Number of cells:/ { inlist = 1; next }
        inlist && NF == 2 && $2 ~ /^[0-9]+$/ { type[sec, $1] = $2; types[sec] = types[sec] " " $1; next }
        inlist && NF == 0 { inlist = 0 }
        END {
            pick = 0
            for (i = 1; i <= sec; i++) {
                if (want == "top") { if (names[i] == "design hierarchy") pick = i }
                else if (!pick && index(names[i], want) > 0) pick = i
            }
            if (!pick && want == "top") pick = sec
            if (!pick) { print "missing"; exit }
            n = split(types[pick], ts, " ")
            cells = 0; lut = 0; ff = 0; ram = 0
            lutram["RAM32M"] = 4; lutram["RAM64M"] = 4; lutram["RAM32X1D"] = 2; lutram["RAM64X1D"] = 2
            lutram["RAM128X1D"] = 4; lutram["RAM32X1S"] = 1; lutram["RAM64X1S"] = 1; lutram["RAM128X1S"] = 2
            lutram["RAM256X1S"] = 4; lutram["SRL16E"] = 1; lutram["SRLC32E"] = 1
            for (k = 1; k <= n; k++) {
                t = ts[k]; c = type[pick, t]
                if (t ~ /_bank_/) continue
                cells += c
                if (target == "ice40") {
                    if (t == "SB_LUT4") lut += c
                    else if (t ~ /^SB_DFF/) ff += c
                    else if (t ~ /^SB_RAM40_4K/) ram += 4 * c
                    else if (t == "SB_SPRAM256KA") ram += 256 * c
                } else if (target == "xilinx") {
                    if (t ~ /^LUT[1-6]$/) lut += c
                    else if (t in lutram) lut += lutram[t] * c
                    else if (t ~ /^FD[CPRS]E$/) ff += c
                    else if (t == "RAMB36E1") ram += 36 * c
                    else if (t == "RAMB18E1") ram += 18 * c
                } else {
                    if (t ~ /^\$_(S|AL)?DFF/) ff += c
                }
            }
            if (target == "generic") lut = "-"
            printf "%s %s %s %s\n", cells, lut, ff, ram
        }' "$2"
}

# mem_bits DUMP: kbit of the $mem_v2 cells a `dump` lists (generic target:
# `stat` in Yosys 0.23 does not count memory cells' bits). Each module with a
# RAM is instantiated once in every block, so the sum is the block's.
mem_bits() {
    awk '/^ *cell \$mem_v2 / { if (w) n += w * z; w = 0; z = 0 }
         /^ *parameter \\WIDTH / { w = $3 } /^ *parameter \\SIZE / { z = $3 }
         END { if (w) n += w * z; print n / 1024 }' "$1"
}
tsv="$work/area.tsv"
printf 'block\ttarget\tcells\tlut\tff\tramkb\tcounter_bits\n' > "$tsv"
declare -A row
for t in "${target_list[@]}"; do
    for b in "${tiles[@]}" "${packer[@]}" "${autocounters[@]}" "$top"; do
        m="$(metrics "$t" "$work/logs/$b.$t.stat" top)"
        [ "$m" != missing ] || die "$b ($t): no statistics in $work/logs/$b.$t.stat"
        if [ "$t" = generic ]; then
            read -r c l f _ <<< "$m"
            m="$c $l $f $(mem_bits "$work/logs/$b.$t.mem")"
        fi
        row[$b.$t]="$m"
    done
    # The banks, from the tile runs, for the SoC total.
    for tile in "${tiles[@]}"; do
        bank="${soc}_bank_${tile#"${soc}"_tile_}"
        m="$(metrics "$t" "$work/logs/$tile.$t.stat" "$bank")"
        [ "$m" != missing ] || die "$tile ($t): no $bank section in $work/logs/$tile.$t.stat"
        row[$bank.$t]="$m"
    done
    # SoC total = wrapper logic + each bank instance.
    read -r c l f r <<< "${row[$top.$t]}"
    for bank in $(printf '%s\n' "${!bank_count[@]}" | sort); do
        [ -n "${row[$bank.$t]:-}" ] || die "$top instantiates $bank, which no tile run measured"
        read -r bc bl bf br <<< "${row[$bank.$t]}"
        n=${bank_count[$bank]}
        c=$(( c + n * bc )); f=$(( f + n * bf ))
        [ "$l" = - ] || l=$(( l + n * bl ))
        r=$(awk -v a="$r" -v b="$br" -v n="$n" 'BEGIN { print a + n * b }')
    done
    row[$top:total.$t]="$c $l $f $r"
done
per32() { # VALUE BITS
    if [ "$1" = - ]; then echo -; else awk -v v="$1" -v b="$2" 'BEGIN { printf "%.1f", v * 32 / b }'; fi
}
# Rows: every block, then the wrapper's own logic (`<soc>_soc:glue`, banks
# black boxes) and the SoC total (`<soc>_soc`, glue + every bank instance).
echo
echo "Area: $soc ($desc_label), $(yosys -V | awk '{print $1, $2}'); per 32b = value / (counter bits / 32)"
w=26   # wider when a block name needs it
for b in "${blocks[@]}"; do [ ${#b} -lt $(( w - 5 )) ] || w=$(( ${#b} + 6 )); done
fmt="%-${w}s %-8s %8s %7s %7s %8s %9s %9s %8s %8s\n"
# shellcheck disable=SC2059
printf "$fmt" block target cells LUT FF RAM_kb cnt_bits cells/32b LUT/32b FF/32b
for t in "${target_list[@]}"; do
    for b in "${tiles[@]}" "${packer[@]}" "${autocounters[@]}" "$top:glue" "$top"; do
        if [ "$b" = "$top:glue" ]; then m="${row[$top.$t]}"; n=${bits[$top]}
        elif [ "$b" = "$top" ]; then m="${row[$top:total.$t]}"; n=${bits[$top]}
        else m="${row[$b.$t]}"; n=${bits[$b]}
        fi
        read -r c l f r <<< "$m"
        # shellcheck disable=SC2059
        printf "$fmt" "$b" "$t" "$c" "$l" "$f" "$r" "$n" "$(per32 "$c" "$n")" "$(per32 "$l" "$n")" "$(per32 "$f" "$n")"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$t" "$c" "$l" "$f" "$r" "$n" >> "$tsv"
    done
done
echo "($top = $top:glue +$(for b in $(printf '%s\n' "${!bank_count[@]}" | sort); do printf ' %sx%s' "${bank_count[$b]}" "${b#"${soc}"_}"; done); the per-32b columns of $top:glue use the SoC's counter bits too)"
if [ "$full_soc" = 1 ]; then
    for t in "${target_list[@]}"; do
        m="$(metrics "$t" "$work/logs/$top.$t.full.stat" top)"
        read -r c l f r <<< "$m"
        # (generic: the banks hold no RAM, so RAM_kb is 0 here as in the total)
        echo "--full-soc $t: cells $c LUT $l FF $f RAM_kb $r (composed: ${row[$top:total.$t]})"
    done
fi
