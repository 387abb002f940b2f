# Sourced by fpga/synth.sh: the verdict of every Yosys run (a latch, a
# structural problem or a warning fails).
# shellcheck shell=bash

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
