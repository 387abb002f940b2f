#!/usr/bin/env bash
# Every formal proof of docs/formal.md, the deeper bounded runs included
# (the `#[ignore]`d tests of hdlgen/tests/formal.rs), as a table: property,
# method (PDR or BMC), PDR's invariant frame or BMC's bound (for a planted
# bug, the frame or step it fails in), CPU seconds of Yosys and the checker,
# and the verdict; every planted bug must fail. Needs scripts/setup.sh's
# tools (Debian's yosys, yosys-abc, yosys-smtbmc; Yices 2 in the venv).
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
status=0
cargo test -p hdlgen --test formal -- --include-ignored --nocapture --test-threads=2 \
    >"$log" 2>&1 || status=$?
printf '%-40s %-6s %-10s %8s  %s\n' property method k/frames "CPU s" verdict
grep -P '^proof\t' "$log" | sort -t$'\t' -k2,2 |
    while IFS=$'\t' read -r _ name how k cpu verdict; do
        printf '%-40s %-6s %-10s %8s  %s\n' "$name" "$how" "$k" "$cpu" "$verdict"
    done
awk -F'\t' '/^proof\t/ { s += $5 } END { printf "checkers: %.0f s of CPU\n", s }' "$log"
echo "wall: $((SECONDS - start)) s"
if [ "$status" -ne 0 ]; then
    grep -vP '^proof\t' "$log" | tail -n 60
    echo "prove.sh: a proof failed (above)" >&2
fi
exit "$status"
