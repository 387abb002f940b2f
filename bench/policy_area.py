#!/usr/bin/env python3
"""What the access policy costs: the like-for-like tile of bench/area.py (59
wrapping 32-bit monitors, APB4, sync_high reset), flip-flop and compact
styles, synthesised for iCE40 (fabric = "lut4", synth_ice40) and 7-series
(fabric = "lut6", synth_xilinx -flatten) with the Yosys on PATH:

- before: an earlier hdlgen (--baseline), which has no policy at all;
- any: today's default (every master, PPROT present and ignored);
- privileged read: `read_access = "privileged"`, denied reads a bus error;
- privileged read, zero: the same, answered read-as-zero.

    bench/policy_area.py --hdlgen target/release/hdlgen [--baseline OLD_HDLGEN]

Standard library only; prints a markdown table.
"""

import argparse
import concurrent.futures
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from area import generate, like_for_like, synth, table, verilog_read  # noqa: E402

VARIANTS = [
    ("any", ""),
    ("privileged read", 'read_access = "privileged"\n'),
    ("privileged read, zero", 'read_access = "privileged"\ndenied = "zero"\n'),
]


def measure(job):
    """(LUTs, FFs) of one tile: job = (binary, soc lines, style, target, work)."""
    hdlgen, extra, snapshot, target, work = job
    fabric = "lut4" if target == "ice40" else "lut6"
    text = like_for_like("sync_high", fabric, snapshot=snapshot)
    text = text.replace('reset = "sync_high"\n', 'reset = "sync_high"\n' + extra, 1)
    rtl = generate(hdlgen, text, work)
    luts, _carries, ffs, _rams = synth("yosys", verilog_read(rtl), "l4l_tile_cpu", target, rtl)
    return luts, ffs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hdlgen", required=True, help="hdlgen binary to measure")
    ap.add_argument("--baseline", help="an hdlgen without the access policy, measured beside it")
    a = ap.parse_args()
    variants = ([("before", "", a.baseline)] if a.baseline else []) + [
        (name, extra, a.hdlgen) for name, extra in VARIANTS
    ]
    work = Path(tempfile.mkdtemp(prefix="hdlgen-policy-area-"))
    jobs = {}
    for style in ["full", "compact"]:
        for target in ["ice40", "xilinx"]:
            for i, (name, extra, binary) in enumerate(variants):
                dest = work / f"{style}-{target}-{i}"
                snapshot = "compact" if style == "compact" else None
                jobs[(style, target, name)] = (str(Path(binary).resolve()), extra, snapshot, target, dest)
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(zip(jobs, pool.map(measure, jobs.values())))
    rows = []
    for (style, target, name), (luts, ffs) in results.items():
        base = results.get((style, target, variants[0][0]))
        ratio = f"{luts / base[0]:.3f}x" if base and base[0] else "-"
        rows.append([style, target, name, str(luts), str(ffs), ratio])
    print(table(["style", "target", "policy", "LUTs", "FFs", f"LUTs vs {variants[0][0]}"], rows))


if __name__ == "__main__":
    main()
