#!/usr/bin/env python3
"""How `hdlgen sim` scales over shards and over processes sharing a cache.

    bench/shard_scale.py [--hdlgen BIN] [--soc FILE] [--seeds A..B]
                         [--cycles N] [--runs R] [--warm-only]

Two tables, each the median of R interleaved runs, CPU time (user + sys of
every process and its children: Verilator, make, g++) beside wall time:

1. Warm cache, the same (block, seed) pairs on 1 shard and on 2 shards
   started at once: the simulation's own scaling, and the per-core rate
   (lockstep cycles per CPU second) a cluster estimate is built on.
2. Empty cache, the models built by 1 process and by 8 processes started at
   once (each a different seed of every block): what sharing one cache
   costs when every shard needs every model at the same moment.

Standard library only.
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_together(commands, cache):
    """Starts every command at once on `cache`; waits for all. Returns
    (wall s, CPU s, outputs); fails loudly if one fails."""
    env = dict(os.environ, HDLGEN_SIM_CACHE=cache)
    cpu0, t0 = children_cpu(), time.monotonic()
    procs = [
        subprocess.Popen(c, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for c in commands
    ]
    outs = [p.communicate()[0] for p in procs]
    wall, cpu = time.monotonic() - t0, children_cpu() - cpu0
    for p, c, o in zip(procs, commands, outs):
        if p.returncode != 0:
            sys.exit(f"shard_scale: {' '.join(c)} exited {p.returncode}:\n{o}")
    return wall, cpu, outs


def cycles_of(outs):
    total = 0
    for o in outs:
        m = re.search(r"runs, (\d+) cycles in lockstep", o)
        if m:
            total += int(m.group(1))
    return total


def built_of(outs):
    return sum(int(m.group(1)) for o in outs for m in re.finditer(r"s of it building (\d+) model", o))


def median(xs):
    return statistics.median(xs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hdlgen", default=None)
    ap.add_argument("--soc", default="examples/esp.toml")
    ap.add_argument("--seeds", default="1..4")
    ap.add_argument("--cycles", type=int, default=300_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--warm-only", action="store_true", help="only the first table")
    a = ap.parse_args()
    hdlgen = a.hdlgen
    if hdlgen is None:
        subprocess.run(["cargo", "build", "-q", "--release", "-p", "hdlgen"], cwd=ROOT, check=True)
        hdlgen = os.path.join(ROOT, "target/release/hdlgen")
    work = tempfile.mkdtemp(prefix="hdlgen-shard-scale.")
    try:
        sim = [hdlgen, "sim", "--soc", a.soc, "--cycles", str(a.cycles), "--seeds", a.seeds]
        warm = os.path.join(work, "warm")
        run_together([sim], warm)  # builds the models once
        rows = {"1 shard": [], "2 shards at once": []}
        for _ in range(a.runs):
            rows["1 shard"].append(run_together([sim], warm))
            two = [sim + ["--shard", f"{k}/2"] for k in (1, 2)]
            rows["2 shards at once"].append(run_together(two, warm))
        pairs = len(re.findall(r" seed \d+ .* ok$", rows["1 shard"][0][2][0], re.M))
        print(f"### Warm cache: {a.soc}, seeds {a.seeds} ({pairs} pairs), {a.cycles} cycles each, median of {a.runs}\n")
        print("| run | wall s | CPU s | lockstep cycles | M cycles per CPU s | wall vs 1 shard | CPU vs 1 shard |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        base_w = median([r[0] for r in rows["1 shard"]])
        base_c = median([r[1] for r in rows["1 shard"]])
        for name, rs in rows.items():
            w, c = median([r[0] for r in rs]), median([r[1] for r in rs])
            cyc = cycles_of(rs[0][2])
            print(f"| {name} | {w:.1f} | {c:.1f} | {cyc} | {cyc / c / 1e6:.2f} | {w / base_w:.2f}x | {c / base_c:.2f}x |")

        if a.warm_only:
            return
        cold = [hdlgen, "sim", "--soc", a.soc, "--cycles", "1000"]
        rows = {"1 process": [], "8 processes at once": []}
        for i in range(a.runs):
            for name, n in (("1 process", 1), ("8 processes at once", 8)):
                cache = os.path.join(work, f"cold-{name[0]}-{i}")
                w, c, outs = run_together([cold + ["--seed", str(s)] for s in range(1, n + 1)], cache)
                rows[name].append((w, c, built_of(outs)))
                shutil.rmtree(cache)
        print(f"\n### Empty cache: every model of {a.soc} built, 1000 cycles a block, median of {a.runs}\n")
        print("| run | wall s | CPU s | models built (all processes) | wall vs 1 process | CPU vs 1 process |")
        print("|---|---:|---:|---:|---:|---:|")
        base_w = median([r[0] for r in rows["1 process"]])
        base_c = median([r[1] for r in rows["1 process"]])
        for name, rs in rows.items():
            w, c = median([r[0] for r in rs]), median([r[1] for r in rs])
            built = sorted({r[2] for r in rs})
            print(f"| {name} | {w:.1f} | {c:.1f} | {'/'.join(map(str, built))} | {w / base_w:.2f}x | {c / base_c:.2f}x |")
        print(f"\nload average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
