#!/usr/bin/env bash
# hdlgen as its users get it. `cargo install --path hdlgen` into an empty
# root, then the installed binary run from a directory outside the
# repository, so that nothing it needs can come from the checkout by
# accident: it generates examples/esp.toml (which must equal rtl-out/), runs
# `hdlgen sim` on it with an empty model cache (Verilator builds with the
# shim compiled into the binary), runs firmware on the reference SoC
# (PicoRV32 from the Python environment of scripts/setup.sh) with --trace,
# and decodes that trace. Then `cargo package --workspace`, which builds each
# crate from its package alone: what a crate reads at build time
# (templates/, through the links in hdlgen/templates and sim/templates) must
# be in it.
#
# Cargo's target directory is $CARGO_TARGET_DIR if set, else the workspace's
# target/: the install builds the release profile, which nothing else here
# builds, so on a fresh machine a temporary one would cost the same, and on
# a second run this one is incremental.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-install.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

fail() {
    echo "check_install: FAILED: $*" >&2
    exit 1
}

# Commands run in $run, which is not under the repository.
run="$tmp/run"
mkdir -p "$run"

# `step NAME CMD...` runs CMD in $run with its standard output and error in
# $tmp/NAME.out and $tmp/NAME.err; anything but exit status 0 fails the check.
step() {
    local name="$1" status=0
    shift
    (cd "$run" && "$@") >"$tmp/$name.out" 2>"$tmp/$name.err" || status=$?
    if [ "$status" -ne 0 ]; then
        tail -n 30 "$tmp/$name.out" "$tmp/$name.err" >&2
        fail "$name exited with status $status: $*"
    fi
}

t0=$SECONDS
cargo install --locked --path "$repo/hdlgen" --root "$tmp/root" \
    || fail "cargo install --path hdlgen"
hdlgen="$tmp/root/bin/hdlgen"
[ -x "$hdlgen" ] || fail "cargo install put no hdlgen in $tmp/root/bin"
echo "check_install: $("$hdlgen" --version) installed in $((SECONDS - t0)) s"

# The installed binary builds its models in a cache of its own, so that
# every one of them is verilated here rather than found from the tests.
export HDLGEN_SIM_CACHE="$tmp/sim-cache"

t0=$SECONDS
for soc in esp_demo:esp reference:reference_soc; do
    name="${soc%%:*}"
    step "generate-$name" "$hdlgen" --soc "$repo/examples/${soc#*:}.toml" --out "$name"
    grep -q "^hdlgen: wrote [0-9]* files for $name " "$tmp/generate-$name.out" \
        || fail "hdlgen --soc examples/${soc#*:}.toml said: $(cat "$tmp/generate-$name.out")"
    # Not target/ nor Cargo.lock: builds of the committed driver crates
    # leave them there.
    diff -r -x target -x Cargo.lock "$run/$name" "$repo/rtl-out/$name" >"$tmp/diff-$name" \
        || { head -n 40 "$tmp/diff-$name" >&2; fail "the installed hdlgen's output for $name differs from rtl-out/$name"; }
done
echo "check_install: generated esp_demo and reference, equal to rtl-out/ ($((SECONDS - t0)) s)"

t0=$SECONDS
step sim "$hdlgen" sim --soc "$repo/examples/esp.toml" --cycles 2000
# A line per block, each ending in ok, then the run's summary.
blocks="$(grep -c ' ok$' "$tmp/sim.out" || true)"
if [ "$blocks" -lt 2 ] || ! tail -n 1 "$tmp/sim.out" | grep -q ' no mismatch ' \
    || head -n -1 "$tmp/sim.out" | grep -v ' ok$' | grep -q .; then
    cat "$tmp/sim.out" >&2
    fail "hdlgen sim --soc examples/esp.toml: not every block reported ok"
fi
echo "check_install: hdlgen sim --soc examples/esp.toml: $blocks blocks ok ($((SECONDS - t0)) s)"

# Firmware that traces a loop with the packer (halting the core rather
# than dropping packets), waits for the stream to drain and exits with 0;
# addresses from the header hdlgen generated, the console from the
# description.
command -v riscv64-unknown-elf-gcc >/dev/null \
    || fail "riscv64-unknown-elf-gcc is missing: run scripts/setup.sh"
header="$run/reference/c/reference_monitors.h"
define() {
    awk -v n="$1" '$1 == "#define" && $2 == n { sub(/u$/, "", $3); print $3 }' "$header"
}
desc="$repo/examples/reference_soc.toml"
setting() {
    awk -v k="$1" '$1 == k && $2 == "=" { print $3; exit }' "$desc"
}
packer="$(define REFERENCE_PACKER_BASE_ADDR)"
ctrl="$(define REFERENCE_PACKER_CTRL)"
level="$(define REFERENCE_PACKER_LEVEL)"
console="$(setting console)"
width="$(setting stream_width)"
[ -n "$packer" ] && [ -n "$ctrl" ] && [ -n "$level" ] && [ -n "$console" ] && [ -n "$width" ] \
    || fail "no packer registers in $header or no console or stream_width in $desc"
cat >"$run/trace.S" <<EOF
.globl _start
_start:
    li t0, $packer
    li t1, 5
    sw t1, $ctrl(t0)
    li t3, 300
1:  addi a0, a0, 3
    xor a1, a1, a0
    addi t3, t3, -1
    bnez t3, 1b
    sw zero, $ctrl(t0)
2:  lw t1, $level(t0)
    bnez t1, 2b
    li t2, $console
    sw zero, 4(t2)
3:  j 3b
EOF
step assemble riscv64-unknown-elf-gcc -march=rv32imc -mabi=ilp32 -nostdlib -nostartfiles \
    -Wl,-Ttext=0 -Wl,--no-warn-rwx-segments -o trace.elf trace.S

t0=$SECONDS
step firmware "$hdlgen" sim --soc "$desc" --firmware trace.elf --trace trace.bin
grep -q "exited with status 0" "$tmp/firmware.err" \
    || fail "hdlgen sim --firmware: $(cat "$tmp/firmware.err")"
bytes="$(wc -c <"$run/trace.bin")"
packet=$((width / 8))
packets=$((bytes / packet))
# Every retirement of the loop's 4 instructions, 300 times.
[ $((bytes % packet)) -eq 0 ] && [ "$packets" -ge 1200 ] \
    || fail "hdlgen sim --firmware --trace wrote $bytes bytes: expected at least 1200 packets of $packet bytes"
step decode "$hdlgen" decode --soc "$desc" --input trace.bin --output trace.csv
rows="$(wc -l <"$run/trace.csv")"
[ "$rows" -eq $((packets + 1)) ] \
    || fail "hdlgen decode wrote $rows lines for $packets packets (expected a header and a row per packet)"
echo "check_install: firmware traced $packets packets, decoded to $rows lines of CSV ($((SECONDS - t0)) s)"

# Parquet is a cargo feature, off by default: say which this build is.
if (cd "$run" && "$hdlgen" decode --soc "$desc" --input trace.bin --format parquet --output trace.parquet) \
    >/dev/null 2>"$tmp/parquet.err"; then
    echo "check_install: the installed hdlgen writes Parquet"
else
    echo "check_install: the installed hdlgen has no Parquet output (install with --features parquet for it): $(cat "$tmp/parquet.err")"
fi

t0=$SECONDS
# --allow-dirty: what is checked is that the working tree packages and
# builds; CI's clone is clean, a developer's need not be. A target directory
# of its own each run: cargo unpacks hdlgen-sim's package into
# ~/.cargo/registry/src/<hash of the package directory>/ once and never
# again, so a second run from the same checkout would build hdlgen against
# the hdlgen-sim of the first.
(cd "$repo" && cargo package --workspace --locked --allow-dirty --target-dir "$tmp/package") \
    || fail "cargo package --workspace"
(cd "$repo" && cargo package --locked --allow-dirty --list -p hdlgen-sim) >"$tmp/sim.list" \
    || fail "cargo package --list -p hdlgen-sim"
grep -qx "templates/sim/shim.cpp" "$tmp/sim.list" || fail "hdlgen-sim's package lacks templates/sim/shim.cpp"
if grep "^templates/" "$tmp/sim.list" | grep -v "^templates/sim/" | grep -q .; then
    fail "hdlgen-sim's package carries other templates than templates/sim/: $(grep '^templates/' "$tmp/sim.list" | tr '\n' ' ')"
fi
echo "check_install: cargo package --workspace built both packages ($((SECONDS - t0)) s)"
echo "check_install: ok"
