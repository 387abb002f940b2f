# Sourced by fpga/synth.sh: the Yosys runs of every block and target, and
# place and route alongside them.
# shellcheck shell=bash

# ---- one Yosys run per block and target ------------------------------------------
# Every run first elaborates the block and checks it at RTL level, where a
# latch is still visible as a latch cell (after FPGA mapping, synth_ice40 turns
# latches into LUT loops):
#   proc; check -assert            multiple drivers, undriven/unused-driver nets,
#                                  combinational loops
#   select -assert-none t:$dlatch  no latch of any kind, no SR flop
# Then it synthesises, keeping the hierarchy (`-noflatten`): a tile's bank is
# reported on its own for the SoC total; crossing the bus-adapter/bank boundary
# optimises away at most a few cells.
#   generic   Yosys's `synth` with `memory_map -rom-only` for its memory_map:
#             ROMs (Yosys makes constant case statements, like a bank's
#             wr_err decode, into ROMs) become logic, a RAM stays one $mem
#             cell and is reported as bits (mapping the packer's 2-Mbit FIFO
#             to flip-flops would take hours and mean nothing);
#   ice40     synth_ice40 -noflatten;
#   xilinx    synth_xilinx -noiopad -noclkbuf (it keeps the hierarchy unless
#             told -flatten; out of context: no pad or global clock buffers;
#             default family xc7).
latch_check='proc; opt_clean; check -assert; select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr t:$_DLATCH_* t:$_DLATCHSR_* t:$_SR_*'
yosys_cmd() { # TARGET TOP
    case "$1" in
        generic) echo "synth -top $2 -run begin:fine; opt -fast -full; memory_map -rom-only; opt -full; techmap; opt -fast; abc -fast; opt -fast; hierarchy -check; check" ;;
        ice40)   echo "synth_ice40 -noflatten -top $2; check" ;;
        xilinx)  echo "synth_xilinx -noiopad -noclkbuf -top $2; check" ;;
    esac
}
read_all="read_verilog ${sources[*]}"
read_lib_banks="read_verilog -lib ${banks[*]/%/.v}"
others=()
for f in "${sources[@]}"; do [[ "$f" == "${soc}"_bank_* ]] || others+=("$f"); done
read_others="read_verilog ${others[*]}"

write_script() { # BLOCK TARGET -> path of the Yosys script
    local b="$1" t="$2" s="$work/logs/$1.$2.ys"
    {
        if [ "$b" = "$top" ]; then
            # The wrapper's own logic, its banks black boxes (see the top).
            echo "$read_lib_banks"
            echo "$read_others"
        else
            echo "$read_all"
        fi
        echo "hierarchy -check -top $b"
        echo "$latch_check"
        yosys_cmd "$t" "$b"
        echo "tee -q -o $work/logs/$b.$t.stat stat -top $b"
        # The RAMs left as $mem cells: their WIDTH x SIZE (see mem_bits).
        [ "$t" != generic ] || echo "tee -q -o $work/logs/$b.$t.mem dump t:\$mem_v2"
    } > "$s"
    echo "$s"
}

run_yosys() { # NAME SCRIPT: runs in the background, leaves NAME.rc and NAME.log
    local name="$1" script="$2" t0=$SECONDS rc=0
    (cd "$rtl" && yosys -q -l "$work/logs/$name.log" -s "$script" >/dev/null 2>&1) || rc=$?
    echo "$rc $(( SECONDS - t0 ))" > "$work/logs/$name.rc"
}

runs=()
launch() { # NAME SCRIPT
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    runs+=("$1")
    run_yosys "$1" "$2" &
}

# The whole wrapper, banks included, once: the latch and structure check only.
{
    echo "$read_all"
    echo "hierarchy -check -top $top"
    echo "$latch_check"
} > "$work/logs/$top.check.ys"

# Place and route runs alongside the synthesis runs (it synthesises its own
# flat netlist): it is the longest single job, so it starts first.
pnr_one() { # TILE-MODULE
    "$here/pnr_ice40.sh" --rtl "$rtl" --tile "$1" --device "$pnr_device" --freq "$pnr_freq" \
        --work "$work/pnr/$1" >> "$work/logs/pnr.out" 2>&1
}
pnr_job() { # TILE-MODULE [FALLBACK-TILE-MODULE]: leaves pnr.out and pnr.rc
    local rc=0
    pnr_one "$1" || rc=$?
    if [ "$rc" = 3 ] && [ -n "${2:-}" ]; then
        echo "pnr: falling back to the smallest tile kind, $2 (the Fmax below is NOT that of $1)" >> "$work/logs/pnr.out"
        rc=0
        pnr_one "$2" || rc=$?
    fi
    echo "$rc" > "$work/logs/pnr.rc"
}
if [ "$pnr" = 1 ]; then
    # Default: the tile with the most counter bits (the cpu tile in ESP-like
    # descriptions); if it does not fit the device, the one with the fewest.
    mapfile -t by_bits < <(for t in "${tiles[@]}"; do echo "${bits[$t]} $t"; done | sort -k1,1nr -k2 | awk '{print $2}')
    if [ -n "$pnr_tile" ]; then
        pnr_tiles=("${soc}_tile_$pnr_tile")
        [ -f "$rtl/${pnr_tiles[0]}.v" ] || die "--pnr-tile $pnr_tile: no ${pnr_tiles[0]}.v (tiles: ${tiles[*]#"${soc}"_tile_})"
    elif [ ${#by_bits[@]} -gt 1 ]; then
        pnr_tiles=("${by_bits[0]}" "${by_bits[-1]}")
    else
        pnr_tiles=("${by_bits[0]}")
    fi
    mkdir -p "$work/pnr"
    : > "$work/logs/pnr.out"
    pnr_job "${pnr_tiles[@]}" &
fi

echo "synth.sh: $soc: ${#blocks[@]} blocks (${blocks[*]#"${soc}"_}) x targets $targets, jobs: $jobs"
# Biggest runs first, so that the parallel runs finish together.
for t in xilinx ice40 generic; do
    has_target "$t" || continue
    for b in "${tiles[@]}" "${packer[@]}" "${autocounters[@]}" "$top"; do
        launch "$b.$t" "$(write_script "$b" "$t")"
    done
done
launch "$top.check" "$work/logs/$top.check.ys"
if [ "$full_soc" = 1 ]; then
    for t in "${target_list[@]}"; do
        s="$work/logs/$top.$t.full.ys"
        { echo "$read_all"; yosys_cmd "$t" "$top"; echo "tee -q -o $work/logs/$top.$t.full.stat stat -top $top"; } > "$s"
        launch "$top.$t.full" "$s"
    done
fi
wait
