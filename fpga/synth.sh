#!/usr/bin/env bash
# Synthesis check, area report and Fmax estimate for the RTL hdlgen generates.
#
#   fpga/synth.sh [options] [DESCRIPTION.toml]      (default: examples/esp.toml)
#
# For one description it
#   1. generates the RTL (`cargo run --release -q -- --soc FILE --out TMP`),
#   2. synthesises every block on its own with Yosys -- each tile module, the
#      trace packer, each AutoCounter module -- and the SoC wrapper, for each
#      target: `generic` (synth), `ice40` (synth_ice40), `xilinx` (synth_xilinx,
#      7-series),
#   3. fails (exit 1), naming the block, on a latch, on a structural problem
#      (`check -assert`: multiple drivers, undriven nets, ...) or on any Yosys
#      warning,
#   4. prints an area table: cells, LUTs, flip-flops, block RAM, and the same
#      per 32-bit counter,
#   5. places and routes one tile with nextpnr-ice40 and prints its Fmax.
# fpga/README.md explains every number; see it before quoting one.
#
# Options:
#   --quick           generic synthesis only, no place-and-route (what CI runs)
#   --targets LIST    comma-separated subset of generic,ice40,xilinx (default: all)
#   --no-pnr          skip place-and-route
#   --pnr-tile KIND   tile kind to place and route (default: the kind with the
#                     most counter bits; if it does not fit the device, the
#                     kind with the fewest, and the output says so)
#   --pnr-device D    nextpnr-ice40 device:package (default hx8k:ct256)
#   --pnr-freq MHZ    clock target given to nextpnr (default 50)
#   --full-soc        also synthesise the SoC wrapper with every bank in it
#                     (slow; cross-checks the composed SoC total, see below)
#   --rtl DIR         use RTL already generated in DIR (the `rtl/` directory of
#                     `hdlgen --out`) instead of running cargo
#   --jobs N          Yosys runs in parallel (default 2)
#   --keep DIR        keep RTL, Yosys/nextpnr logs, stats and area.tsv in DIR
#                     (replaced if it is an earlier --keep DIR or empty)
#
# Exit codes: 0 clean, 1 a check failed or a tool failed, 2 bad usage.
#
# Why the SoC wrapper is not synthesised whole: when this was measured every
# bank instance in the wrapper had its own TILE_ID parameter, so even a
# hierarchical run synthesised each of the nine banks of examples/esp.toml
# again (the wrapper's banks now take their index on the tile_id port, one
# module per kind), and a flat run turns them into one 131k-cell netlist that
# each of Yosys's ~25 opt passes walks again.
# Measured on the shared 2-core machine (Yosys CPU time; wall was 2-4x that
# under load): `synth -flatten` 94 s, hierarchical `synth` 101 s,
# hierarchical `synth_ice40` 160 s -- before xilinx, and per description.
# The banks are exactly the banks already measured in the tile runs (the
# tile index only changes a constant in the `info` word), so the wrapper is synthesised
# with its banks as black boxes (`read_verilog -lib`): that measures the
# wrapper's own logic (bus adapter, tile decode, read-data mux, SoC-wide
# snapshot) in 1-5 s per target, and the SoC total is that plus, for each bank
# instance, its bank's numbers from the tile run (within 0.2% of the
# hierarchical run's cells, identical flip-flops). The wrapper with all its
# banks is still elaborated once, not black-boxed, for the latch and structure
# check (proc only: 5 s). `--full-soc` runs the whole hierarchical synthesis
# to cross-check the composed total.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

die() { echo "synth.sh: $*" >&2; exit 1; }
usage() { sed -n '2,/^# Exit codes/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }

# ---- options -------------------------------------------------------------------
desc=""
targets="generic,ice40,xilinx"
pnr=1
pnr_tile=""
pnr_device="hx8k:ct256"
pnr_freq=50
full_soc=0
rtl_in=""
jobs=2
keep=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) targets="generic"; pnr=0 ;;
        --targets) targets="${2:?--targets needs a list}"; shift ;;
        --no-pnr) pnr=0 ;;
        --pnr-tile) pnr_tile="${2:?--pnr-tile needs a tile kind}"; shift ;;
        --pnr-device) pnr_device="${2:?--pnr-device needs device:package}"; shift ;;
        --pnr-freq) pnr_freq="${2:?--pnr-freq needs MHz}"; shift ;;
        --full-soc) full_soc=1 ;;
        --rtl) rtl_in="${2:?--rtl needs a directory}"; shift ;;
        --jobs) jobs="${2:?--jobs needs a number}"; shift ;;
        --keep) keep="${2:?--keep needs a directory}"; shift ;;
        -h|--help) usage ;;
        -*) echo "synth.sh: unknown option $1" >&2; usage ;;
        *) [ -z "$desc" ] || { echo "synth.sh: one description only" >&2; usage; }
           desc="$1" ;;
    esac
    shift
done
[ -n "$desc" ] || desc="$root/examples/esp.toml"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "synth.sh: --jobs needs a positive number" >&2; exit 2; }
IFS=, read -r -a target_list <<< "$targets"
for t in "${target_list[@]}"; do
    case "$t" in generic|ice40|xilinx) ;; *) echo "synth.sh: unknown target '$t' (generic, ice40, xilinx)" >&2; exit 2 ;; esac
done
has_target() { [[ ",$targets," == *",$1,"* ]]; }
has_target ice40 || pnr=0

command -v yosys >/dev/null 2>&1 || die "yosys not found: run scripts/setup.sh"
if [ "$pnr" = 1 ]; then
    command -v nextpnr-ice40 >/dev/null 2>&1 || die "nextpnr-ice40 not found: run scripts/setup.sh (or pass --no-pnr)"
fi

# ---- work directory and RTL ------------------------------------------------------
if [ -n "$keep" ]; then
    # Replaced as a whole, but only if it is empty or an earlier --keep DIR.
    if [ -e "$keep" ] && [ ! -e "$keep/.hdlgen-fpga" ] && [ -n "$(ls -A "$keep" 2>/dev/null)" ]; then
        die "--keep $keep: exists and is not an earlier --keep directory; not deleting it"
    fi
    rm -rf "$keep"
    mkdir -p "$keep"
    touch "$keep/.hdlgen-fpga"
    work="$(cd "$keep" && pwd)"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-fpga.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/logs"
started=$SECONDS

if [ -n "$rtl_in" ]; then
    [ -d "$rtl_in" ] || die "--rtl $rtl_in: no such directory"
    rtl="$(cd "$rtl_in" && pwd)"
    desc_label="$rtl_in"
else
    [ -f "$desc" ] || die "$desc: no such description"
    desc_abs="$(cd "$(dirname "$desc")" && pwd)/$(basename "$desc")"
    desc_label="${desc_abs#"$root"/}"
    echo "synth.sh: generating RTL for $desc_label"
    (cd "$root" && cargo run --release -q -- --soc "$desc_abs" --out "$work/gen" >/dev/null) \
        || die "hdlgen failed on $desc_label"
    rtl="$work/gen/rtl"
fi

shopt -s nullglob
flists=("$rtl"/*.f)
shopt -u nullglob
[ ${#flists[@]} -eq 1 ] || die "$rtl: expected exactly one .f file list, found ${#flists[@]}"
soc="$(basename "${flists[0]}" .f)"
mapfile -t sources < <(grep -v '^[[:space:]]*$' "${flists[0]}")
for f in "${sources[@]}"; do [ -f "$rtl/$f" ] || die "$rtl: $f is in $soc.f but missing"; done

# Blocks, from the file list: one module per file, named like the file.
tiles=(); packer=(); autocounters=(); banks=()
for f in "${sources[@]}"; do
    m="${f%.v}"
    grep -q "^module $m\b" "$rtl/$f" || die "$f does not define module $m"
    case "$m" in
        "${soc}"_tile_*) tiles+=("$m") ;;
        "${soc}"_bank_*) banks+=("$m") ;;
        "${soc}"_packer) packer+=("$m") ;;
        "${soc}"_autocounter_*) autocounters+=("$m") ;;
    esac
done
top="${soc}_soc"
[ -f "$rtl/$top.v" ] || die "$rtl: no SoC wrapper $top.v"
[ ${#tiles[@]} -gt 0 ] || die "$rtl: no tile modules"
blocks=("${tiles[@]}" "${packer[@]}" "${autocounters[@]}" "$top")

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

# ---- verdicts ------------------------------------------------------------------------
# Warnings that Yosys's own FPGA libraries raise, whatever the RTL: a known
# list, matched exactly, each with the reason it does not concern the RTL.
#   xilinx: Yosys 0.23's block-RAM template (share/yosys/xilinx/brams_xc6v_map.v)
#     builds the data buses of a true-dual-port RAMB36E1/RAMB18E1 as 64+8-bit
#     wires (`MAKE_DI`/`MAKE_DO`, sized for the 72-bit SDP mode) and connects
#     them to the primitive's 32+4-bit ports; the bits cut carry nothing (zero
#     padding of the write data, unread bits of the read data).
#     Raised for every inferred block RAM (the packer FIFO); the RAM count is
#     unaffected.
known_warning_re='^Warning: Resizing cell port [^ ]+\.(DIADI|DIBDI|DOADO|DOBDO) from 64 bits to 32 bits\.$|^Warning: Resizing cell port [^ ]+\.(DIPADIP|DIPBDIP|DOPADOP|DOPBDOP) from 8 bits to 4 bits\.$'

failed=0
ignored=0
for r in "${runs[@]}"; do
    log="$work/logs/$r.log"
    read -r rc secs < "$work/logs/$r.rc"
    block="${r%%.*}"
    what="${r#*.}"
    if [ "$rc" != 0 ]; then
        failed=1
        echo "FAIL $block ($what): Yosys exited with $rc after ${secs}s:" >&2
        # proc_dlatch names the signal of every latch it infers.
        sed -nE "s/^Latch inferred for signal \`(.*)' from process.*/\1/p" "$log" \
            | sed -E 's/^\$paramod\\([^\\]+)\\.*\.\\/\1./; s/\\//g; s/^/  latch: /' | sort -u | head -10 >&2 || true
        grep -E '^ERROR:|(^|: )Warning: ' "$log" | head -10 | sed 's/^/  /' >&2 \
            || tail -10 "$log" | sed 's/^/  /' >&2
        continue
    fi
    # Yosys's warnings: "Warning: ..." and, from the front end, with a source
    # location, "file.v:12: Warning: ...". Lines from the ABC subprocess are
    # ABC's chatter, not Yosys warnings: its LUT script runs `scorr`, which
    # says "ABC: Warning: The network is combinational" for every module
    # without flip-flops in ABC's view; Yosys does not count them.
    warnings="$(grep -E '(^|: )Warning: ' "$log" | grep -v '^ABC: ' || true)"
    # Yosys's own count, as a cross-check of the pattern above.
    if [ -z "$warnings" ] && grep -q '^Warnings: [1-9]' "$log"; then
        warnings="$(grep '^Warnings: ' "$log")"
    fi
    if [ -n "$warnings" ]; then
        unknown="$(grep -Ev "$known_warning_re" <<< "$warnings" || true)"
        if [ -n "$unknown" ]; then
            failed=1
            echo "FAIL $block ($what): Yosys warnings:" >&2
            sort <<< "$unknown" | uniq -c | head -20 | sed 's/^/  /' >&2
        fi
        ignored=$(( ignored + $(grep -Ecv "^$" <<< "$warnings") - $(grep -Ecv "^$" <<< "$unknown" || true) ))
    fi
done
[ "$failed" = 0 ] || { echo "synth.sh: FAILED (logs: ${keep:-re-run with --keep DIR to keep them})" >&2; exit 1; }

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
[ "$ignored" = 0 ] || echo "note: $ignored known Yosys-library warnings ignored (see known_warning_re in fpga/synth.sh)"
echo "synth.sh: synthesis clean: no latches, no structural problems, no warnings ($(( SECONDS - started ))s so far)"

# ---- place and route ---------------------------------------------------------------------
[ "$pnr" = 1 ] || exit 0
echo
cat "$work/logs/pnr.out"
read -r rc < "$work/logs/pnr.rc"
case "$rc" in
    0) ;;
    3) die "no tile fits the iCE40 $pnr_device: choose another with --pnr-device or --pnr-tile" ;;
    *) die "place and route failed${keep:+ (logs: $work/pnr/)}" ;;
esac
echo "synth.sh: done in $(( SECONDS - started ))s"
