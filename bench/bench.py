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
import re
import shutil
import statistics
import sys
import time
from pathlib import Path

from bench_common import (
    OUT,
    PEAKRDL,
    REGBLOCK_ARGS,
    ROOT,
    YOSYS,
    fmt_s,
    last_line,
    machine,
    run,
    say,
    table,
)

from bench_generation import generation, rdl_diagnosis


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
