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

# The steps, in order, in the same shell (they share its variables).
source "$here/synth/counter_bits.sh"
source "$here/synth/runs.sh"
source "$here/synth/verdicts.sh"
source "$here/synth/area.sh"
[ "$ignored" = 0 ] || echo "note: $ignored known Yosys-library warnings ignored (see known_warning_re in fpga/synth/verdicts.sh)"
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
