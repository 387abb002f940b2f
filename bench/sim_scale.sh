#!/usr/bin/env bash
# Cold-cache `hdlgen sim` of large SoCs: for each size, a description from
# bench/gen_soc.py (every tile kind), an empty model cache, then
#   hdlgen sim --soc tN.toml --cycles 100000 --seed 1
# Prints a table: wall and CPU time of the whole run (children included:
# Verilator and the C++ compiler), and the part spent building models.
#
#   bench/sim_scale.sh [--hdlgen BIN] [SIZE...]      (default sizes 16 64 256)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
hdlgen="$root/target/release/hdlgen"
if [ "${1:-}" = "--hdlgen" ]; then hdlgen="$2"; shift 2; else (cd "$root" && cargo build -q --release -p hdlgen); fi
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(16 64 256)
work="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-scale.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "| tiles | result | wall s | CPU s | building models, wall s | simulating, wall s |"
echo "|---:|---|---:|---:|---:|---:|"
for n in "${sizes[@]}"; do
    python3 "$root/bench/gen_soc.py" "$n" "$work/t$n.toml"
    rm -rf "$work/cache"
    rc=0
    HDLGEN_SIM_CACHE="$work/cache" /usr/bin/time -f "%e %U %S" -o "$work/time" \
        "$hdlgen" sim --soc "$work/t$n.toml" --cycles 100000 --seed 1 > "$work/out" 2>&1 || rc=$?
    read -r wall user sys < "$work/time"
    summary="$(tail -1 "$work/out")"
    build="$(sed -nE 's/.*, ([0-9.]+) s of it building.*/\1/p' <<< "$summary")"
    result=$([ "$rc" = 0 ] && echo "no mismatch" || echo "exit $rc")
    sim="-"; [ -n "$build" ] && sim="$(awk -v w="$wall" -v b="$build" 'BEGIN { printf "%.1f", w - b }')"
    printf "| %s | %s | %.1f | %.1f | %s | %s |\n" "$n" "$result" "$wall" "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" "${build:--}" "$sim"
    [ "$rc" = 0 ] || grep -E "mismatch|FAILED" "$work/out" | head -3 | sed 's/^/    /' >&2
done
