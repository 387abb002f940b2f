"""Section 1 of bench.py: generation time of hdlgen and of PeakRDL's
exporters on the same SoCs, and why PeakRDL's RDL of a large SoC is slow."""
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from bench_common import (
    BENCH,
    CPU,
    PEAKRDL,
    REGBLOCK_ARGS,
    fmt_bytes,
    fmt_s,
    last_line,
    run,
    say,
    table,
    tree_bytes,
)


# --------------------------------------------------------------------------
# 1. Generation time


def rdl_types(rdl):
    """The addrmap types of hdlgen's .rdl; the last one is the SoC top."""
    names = re.findall(r"^addrmap\s+(\w+)\s*\{", Path(rdl).read_text(), re.M)
    return names[:-1], names[-1]


def peakrdl_jobs(rdl, out):
    """Every PeakRDL run that makes one kind of output, as (label, [commands])."""
    types, _top = rdl_types(rdl)
    return [
        # At the SoC top, regblock treats the nested tile addrmaps as external
        # blocks and writes only the decoder to them; the registers themselves
        # come from one regblock run per window type, as a user would do.
        ("regblock SoC top", [[PEAKRDL, "regblock", rdl, "-o", f"{out}/rb_top", *REGBLOCK_ARGS]]),
        ("regblock per type", [[PEAKRDL, "regblock", rdl, "--top", t, "-o", f"{out}/rb_{t}", *REGBLOCK_ARGS]
                               for t in types]),
        ("rust", [[PEAKRDL, "rust", rdl, "-o", f"{out}/rs"]]),
        ("c-header", [[PEAKRDL, "c-header", rdl, "-o", f"{out}/h.h"]]),
    ]


def job_outputs(label, out):
    o = Path(out)
    if label == "regblock SoC top":
        return [o / "rb_top"]
    if label == "regblock per type":
        return [p for p in o.glob("rb_*") if p.name != "rb_top"]
    return [o / ("rs" if label == "rust" else "h.h")]


LABELS = ["regblock SoC top", "regblock per type", "rust", "c-header"]
WARNINGS = {}  # (exporter, message) -> the tile counts it was seen at


def med(xs):
    return statistics.median(xs)


def generation(hdlgen, work, sizes, peak_sizes, rounds_for):
    say("## 1. Generation time: hdlgen (all outputs) vs PeakRDL on hdlgen's .rdl")
    say()
    gen = work / "gen"
    shutil.rmtree(gen, ignore_errors=True)
    gen.mkdir(parents=True)
    # The floor: starting the hdlgen process and printing its version.
    floor, floor_cpu = [], []
    for _ in range(21):
        floor.append(run([hdlgen, "--version"])[0])
        floor_cpu.append(CPU["last"])
    # res[n][what] = list of wall seconds, res[n][what + " cpu"] = CPU seconds
    res = {}
    for n in sizes:
        desc = gen / f"t{n}.toml"
        subprocess.run([sys.executable, str(BENCH / "gen_soc.py"), str(n), str(desc)], check=True)
        hd_out = gen / f"hd{n}"
        rdl = hd_out / "rdl" / f"bench_t{n}.rdl"
        with_peak = n in peak_sizes
        rounds = rounds_for(n) if with_peak else 1
        # hdlgen is cheap: 21 runs per size, spread over the PeakRDL rounds.
        per_round = -(-21 // rounds)
        r = {"bytes": {}, "fail": {}, "rounds": rounds if with_peak else 0}
        for rnd in range(rounds):
            for _ in range(per_round):
                s, rc, _, err = run([hdlgen, "--soc", str(desc), "--out", str(hd_out)])
                if rc != 0:
                    sys.exit(f"hdlgen failed on {desc}: {err}")
                r.setdefault("hdlgen", []).append(s)
                r.setdefault("hdlgen cpu", []).append(CPU["last"])
            if rnd == 0:
                r["bytes"]["hdlgen"] = tree_bytes(hd_out)
                r["files"] = sum(1 for f in hd_out.rglob("*") if f.is_file())
                r["types"] = len(rdl_types(rdl)[0])
            if not with_peak:
                continue
            pk = gen / f"pk{n}"
            for label, cmds in peakrdl_jobs(str(rdl), str(pk)):
                if label in r["fail"]:
                    continue
                wall = cpu = 0.0
                for c in cmds:
                    s, rc, _, err = run(c)
                    wall += s
                    cpu += CPU["last"]
                    for w in re.findall(r"warning: (.*)", err):
                        WARNINGS.setdefault((label, w.strip()), set()).add(n)
                    if rc != 0:
                        r["fail"][label] = f"exit {rc}: {last_line(err)}"
                        break
                else:
                    r.setdefault(label, []).append(wall)
                    r.setdefault(label + " cpu", []).append(cpu)
                    if rnd == 0:
                        r["bytes"][label] = sum(tree_bytes(p) for p in job_outputs(label, pk))
            # PeakRDL-rust writes hundreds of MB at 1024 tiles: do not keep it.
            shutil.rmtree(pk, ignore_errors=True)
        res[n] = r
        peak = "  ".join(f"{l} {fmt_s(med(r[l]))}" for l in LABELS if l in r)
        say(f"  {n} tiles: hdlgen {fmt_s(med(r['hdlgen']))} ({len(r['hdlgen'])} runs)  {peak}")
    say()

    def cell(r, key):
        if key in r:
            return fmt_s(med(r[key]))
        return "FAILED" if key.replace(" cpu", "") in r["fail"] else "not run"

    say("Wall time, median per run (process start to exit, every output written to disk). "
        "'rounds' = runs of each PeakRDL exporter; hdlgen ran about 21 times per size, "
        "interleaved with those rounds. "
        f"Floor: `hdlgen --version` takes {fmt_s(med(floor))} wall, {fmt_s(med(floor_cpu))} CPU.")
    say()
    rows = [[n, res[n]["files"], fmt_bytes(res[n]["bytes"]["hdlgen"]), cell(res[n], "hdlgen"),
             res[n]["rounds"] or "-"] + [cell(res[n], l) for l in LABELS] for n in sizes]
    table(["tiles", "hdlgen files", "hdlgen bytes", "hdlgen (all outputs)", "rounds",
           "regblock SoC top", "regblock per type (sum)", "peakrdl rust", "peakrdl c-header"], rows)

    say("CPU time (user + sys of the process tree), median per run: less disturbed by the "
        "other work on the machine than wall time.")
    say()
    rows = [[n, cell(res[n], "hdlgen cpu")] + [cell(res[n], l + " cpu") for l in LABELS] for n in sizes]
    table(["tiles", "hdlgen (all outputs)", "regblock SoC top", "regblock per type (sum)",
           "peakrdl rust", "peakrdl c-header"], rows)

    say("Ratio = PeakRDL exporter's median / hdlgen's median, same run, wall (CPU). hdlgen "
        "writes RTL, driver crate, C header, RDL, SVD, Markdown and .core in one process; "
        "each PeakRDL column is one exporter alone; 'regblock per type' is one regblock run "
        "per window type (--top <type>), summed.")
    say()
    rows = []
    for n in sizes:
        r = res[n]
        h, hc = med(r["hdlgen"]), med(r["hdlgen cpu"])
        row = [n, r["types"]]
        for l in LABELS:
            row.append(f"{med(r[l]) / h:.0f}x ({med(r[l + ' cpu']) / hc:.0f}x)" if l in r else
                       ("FAILED" if l in r["fail"] else "-"))
        if all(l in r for l in LABELS):
            row.append(f"{sum(med(r[l]) for l in LABELS) / h:.0f}x "
                       f"({sum(med(r[l + ' cpu']) for l in LABELS) / hc:.0f}x)")
        else:
            row.append("-")
        rows.append(row)
    table(["tiles", "window types", "regblock SoC top", "regblock per type", "rust", "c-header",
           "all four"], rows)

    say("Output size of each generator (first round):")
    say()
    rows = [[n, fmt_bytes(res[n]["bytes"]["hdlgen"])] +
            [fmt_bytes(res[n]["bytes"][l]) if l in res[n]["bytes"] else "-" for l in LABELS] for n in sizes]
    table(["tiles", "hdlgen (everything)", "regblock SoC top", "regblock per type", "rust", "c-header"], rows)

    say("Growth: time per tile, and each median over the previous size's (tiles grow 16x, "
        f"16x, 4x). 'marginal' = (t(N) - t({sizes[1]})) / (N - {sizes[1]}) on CPU time: from "
        f"{sizes[1]} tiles on, every size has the same window types, so it is the cost of one more tile.")
    say()
    rows = []
    prev = None
    c1 = med(res[sizes[1]]["hdlgen cpu"])
    for n in sizes:
        r = res[n]
        h, hc = med(r["hdlgen"]), med(r["hdlgen cpu"])
        row = [n, fmt_s(h), fmt_s(hc), fmt_s(h / n), fmt_s((hc - c1) / (n - sizes[1])) if n > sizes[1] else "-"]
        if prev:
            row.append(f"{h / med(res[prev]['hdlgen']):.2f}x ({hc / med(res[prev]['hdlgen cpu']):.2f}x)")
        else:
            row.append("-")
        for l in ("regblock SoC top", "rust", "c-header"):
            if prev and l in r and l in res[prev]:
                row.append(f"{med(r[l]) / med(res[prev][l]):.2f}x ({med(r[l + ' cpu']) / med(res[prev][l + ' cpu']):.2f}x)")
            else:
                row.append("-")
        rows.append(row)
        prev = n
    table(["tiles", "hdlgen wall", "hdlgen CPU", "hdlgen wall per tile", "hdlgen marginal CPU per tile",
           "hdlgen vs previous, wall (CPU)", "regblock top vs previous", "rust vs previous",
           "c-header vs previous"], rows)
    for n in sizes:
        for l, why in res[n]["fail"].items():
            say(f"FAILED: {l} on {n} tiles: {why}")
    if WARNINGS:
        say("Warnings printed by PeakRDL (no exporter failed unless marked FAILED above):")
        say()
        for (label, w), ns in WARNINGS.items():
            say(f"- {label}, at {', '.join(str(n) for n in sorted(ns))} tiles: {w}")
        say()
    return res


def rdl_diagnosis(work, n):
    """Shows why PeakRDL-rust and -cheader grow so much with the tile count.

    hdlgen's .rdl gives each tile instance its own INFO.tile reset
    (`acc3.info.tile->reset = 12;`). The exporters then see every tile
    as a distinct type and write one copy of the whole window per tile.
    The same file without those lines shows the difference.
    """
    gen = work / "gen"
    rdl = gen / f"hd{n}" / "rdl" / f"bench_t{n}.rdl"
    if not rdl.exists():
        return
    text = rdl.read_text()
    lines = re.findall(r"^\s*\w+\.info\.tile->reset = \d+;\s*$", text, re.M)
    variant = gen / f"noreset{n}.rdl"
    variant.write_text(re.sub(r"^\s*\w+\.info\.tile->reset = \d+;\s*\n", "", text, flags=re.M))
    say(f"### Why PeakRDL-rust and PeakRDL-cheader grow with the tile count ({n} tiles, one run each)")
    say()
    say(f"hdlgen's .rdl ends with {len(lines)} per-instance assignments such as "
        f"`{lines[0].strip() if lines else '?'}`. The same file with those lines removed "
        "(a bench-local copy; the emitter is not changed):")
    say()
    rows = []
    for label, src in (("hdlgen's .rdl", rdl), ("without per-instance resets", variant)):
        row = [label]
        for exp, out in (("rust", "rs"), ("c-header", "h.h")):
            dst = gen / "diag" / out
            shutil.rmtree(gen / "diag", ignore_errors=True)
            (gen / "diag").mkdir()
            s, rc, _, err = run([PEAKRDL, exp, str(src), "-o", str(dst)])
            row.append(f"{fmt_s(s)}, {fmt_bytes(tree_bytes(dst))}" if rc == 0 else f"FAILED: {last_line(err)}")
            if exp == "rust":
                row.append(sum(1 for p in (dst / "components").glob("*.rs")) if rc == 0 else "-")
        shutil.rmtree(gen / "diag", ignore_errors=True)
        rows.append(row)
    table(["input", "peakrdl rust (time, size)", "rust component modules", "peakrdl c-header (time, size)"],
          rows, ["l", "r", "r", "r"])
