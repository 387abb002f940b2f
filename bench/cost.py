#!/usr/bin/env python3
"""The cost of monitoring an SoC, as a table a hardware team can quote
(bench/cost.sh runs it).

For each tile kind of a description (examples/esp.toml by default), in both
bank styles (`snapshot = "full"` and `"compact"`, set in a copy's [soc]
table), and for the SoC wrapper `<soc>_soc`:
- LUTs, flip-flops and RAM cells after `synth_ice40`, `synth_xilinx` and
  `synth_ecp5` (flat; the read path built for 4-input LUTs, `fabric =
  "lut4"`, on iCE40 and ECP5, for 6-input LUTs on 7-series);
- the monitors of the block and the cost per monitor;
- Fmax, the median over place-and-route seeds, on an iCE40 HX8K
  (fpga/pnr_ice40.sh) and an ECP5 LFE5U-25F (fpga/pnr_ecp5.sh), every port
  registered; and whether the block fits the HX8K.

A style hdlgen refuses for the description shows as "refused: <reason>".
Standard library only. Prints a Markdown table and writes it to --out.
"""

import argparse
import concurrent.futures
import re
import statistics
import sys
import tomllib
from pathlib import Path

# area.py's helpers, imported without leaving a __pycache__ in bench/.
sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from area import ROOT, DOES_NOT_FIT, pnr, run, synth, table, verilog_read, version, nextpnr_ecp5  # noqa: E402

STYLES = ("full", "compact")
FAMILIES = {"ice40": "lut4", "xilinx": "lut6", "ecp5": "lut4"}
HX8K = {"LUT4": 7680, "FF": 7680, "RAM": 32}  # logic cells and SB_RAM40_4K of the iCE40 HX8K


def with_soc(text, **settings):
    """`text` with these `key = "value"` lines in its [soc] table, replacing
    any the table has."""
    m = re.search(r"(?ms)^\[soc\][^\n]*\n(.*?)(?=^\[|\Z)", text)
    body = m.group(1)
    for key in settings:
        body = re.sub(rf"(?m)^{key}\s*=.*\n", "", body)
    lines = "".join(f'{k} = "{v}"\n' for k, v in settings.items())
    return text[:m.start(1)] + lines + body + text[m.end(1):]


def generate(hdlgen, text, out):
    """(rtl directory, None), or (None, [reasons]) if hdlgen refuses the
    description (exit 2, one `error:` line per reason)."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "desc.toml").write_text(text)
    p = run([hdlgen, "--soc", out / "desc.toml", "--out", out / "gen"], check=False)
    if p.returncode == 0:
        return out / "gen" / "rtl", None
    reasons = re.findall(r"error: (.*)", p.stderr)
    if p.returncode != 2 or not reasons:
        sys.exit(f"cost.py: hdlgen failed on {out / 'desc.toml'} ({p.returncode}):\n{p.stderr}")
    return None, reasons


def monitors(rtl, soc, kind):
    """(monitor counters, programmable counters) of a tile kind: one `ev`
    line per monitor in the tile's header, and the `progN_count_lo`
    registers of its section of the register document."""
    ev = re.search(r"input\s+wire\s+\[(\d+):0\]\s+ev\b", (rtl / f"{soc}_tile_{kind}.v").read_text())
    doc = (rtl.parent / "docs" / f"{soc}_registers.md").read_text()
    section = re.search(rf"(?ms)^## tile_{kind}\n(.*?)(?=^## |\Z)", doc).group(1)
    return (int(ev.group(1)) + 1 if ev else 0), len(re.findall(r"\*\*prog\d+_count_lo\*\*", section))


def block_monitors(counts, kind, tiles):
    """(monitors, programmable counters) of a tile kind, or of every tile
    for the wrapper (kind None); None if no style was generated."""
    if not counts:
        return None
    if kind:
        return counts[kind]
    return tuple(sum(c) for c in zip(*(counts[k] for k in tiles)))


def quote(cell):
    return str(cell).replace("|", "\\|").replace("\n", " ")


def area_cell(t):
    """(LUTs, FFs, RAMs) as "4,323 / 3,416 / 0"."""
    return " / ".join(f"{v:,}" for v in t)


def per_monitor(t, n):
    return f"{t[0] / n:.1f} / {t[1] / n:.1f}" if n else "-"


def fmax_cell(results):
    """The median Fmax of the seeds, or why there is none."""
    fs = [f for f, _, _ in results]
    if not all(fs):
        return next(why for f, _, why in results if not f)
    return f"{statistics.median(fs):.1f}" + (f" ({min(fs):.1f}-{max(fs):.1f})" if len(fs) > 1 else "")


def fits_hx8k(ice40_area, ice40_pnr):
    """Routed on the HX8K, or not; from synthesis alone when not placed."""
    if ice40_pnr:
        f, used, why = ice40_pnr[0]
        if f or why == DOES_NOT_FIT:
            return f"{'yes' if f else 'no'} ({used} logic cells)"
        return f"not placed: {why} ({used} logic cells)"
    over = [f"{k} {v:,} > {HX8K[k]:,}" for k, v in zip(HX8K, ice40_area) if v > HX8K[k]]
    return f"no ({', '.join(over)})" if over else "not placed"


def lut_sites(target, t):
    """LUTs, FFs and RAM cells from area.synth's (LUTs, carries, FFs, RAMs):
    an ECP5 CCU2C takes two LUT4 sites, so it counts as two LUTs there
    (iCE40's SB_CARRY and 7-series' CARRY4 sit beside the LUTs)."""
    luts = t[0] + 2 * t[1] if target == "ecp5" else t[0]
    return luts, t[2], t[3]


def fmax_tools(seeds):
    """What the Fmax columns are, and the tools that measured them."""
    ecp = nextpnr_ecp5()
    which = f"median of seeds 1-{seeds} (lowest-highest)" if seeds > 1 else "seed 1"
    return (f"Fmax: {which}, every port registered; iCE40 HX8K (CT256) "
            f"with {version(['yosys', '-V'])} and nextpnr-ice40 {version(['nextpnr-ice40', '--version'])}; "
            f"ECP5 LFE5U-25F (CABGA381, speed 6) with {version(['yosys', '-V'])} and nextpnr-ecp5 "
            f"{version([ecp, '--version']) if ecp else 'not found'}.\n")


def shown(path):
    """`path` relative to the repository where it lies inside it."""
    p = Path(path).resolve()
    return p.relative_to(ROOT) if p.is_relative_to(ROOT) else path


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hdlgen", required=True, help="hdlgen binary")
    ap.add_argument("--soc", default=str(ROOT / "examples/esp.toml"), help="the description")
    ap.add_argument("--yosys", default="yosys", help="Yosys for the area columns (default: the one on PATH)")
    ap.add_argument("--seeds", type=int, default=5, help="place-and-route seeds 1..N (default 5)")
    ap.add_argument("--quick", action="store_true", help="one seed")
    ap.add_argument("--kinds", help="comma-separated tile kinds (default: every kind)")
    ap.add_argument("--styles", default=",".join(STYLES),
                    help="comma-separated bank styles (default: full,compact)")
    ap.add_argument("--no-wrapper", action="store_true", help="leave out the SoC wrapper (its synthesis is the slowest)")
    ap.add_argument("--no-pnr", action="store_true", help="area only")
    ap.add_argument("--jobs", type=int, default=2, help="parallel tool runs (at most 2)")
    ap.add_argument("--work", default="/tmp/hdlgen-cost")
    ap.add_argument("--out", help="Markdown file (default WORK/cost.md)")
    return ap.parse_args()


def generate_styles(hdlgen, text, work, wanted):
    """RTL per (style, fabric) of the `wanted` styles, and the reasons of
    each style hdlgen refuses."""
    rtl, refused = {}, {}
    for style in wanted:
        for fabric in sorted(set(FAMILIES.values())):
            d, reasons = generate(hdlgen, with_soc(text, snapshot=style, fabric=fabric), work / f"{style}_{fabric}")
            rtl[(style, fabric)] = d
            if reasons:
                refused[style] = reasons
    return rtl, refused


def submit(jobs, a, rtl, styles, blocks, seeds):
    """Every synthesis, then every place and route, as jobs; the wrapper
    first, its synthesis being the longest."""
    areas, fmax = {}, {}
    for style in styles:
        for top, kind in blocks:
            for target, fabric in FAMILIES.items():
                d = rtl[(style, fabric)]
                areas[(style, top, target)] = jobs.submit(
                    synth, a.yosys, verilog_read(d, exclude_soc=kind is not None), top, target, d)
    # The wrapper has more port bits than any package has pins: not placed.
    for style in styles if not a.no_pnr else ():
        for top, kind in (b for b in blocks if b[1]):
            for family in ("ice40", "ecp5"):
                fmax[(style, top, family)] = [
                    jobs.submit(pnr, rtl[(style, "lut4")], top, s, Path(a.work) / f"pnr_{style}_{kind}_{family}_{s}",
                                family) for s in range(1, seeds + 1)]
    return areas, fmax


def row(label, style, top, areas, fmax, total):
    """A measured row: area and cost per monitor per family, Fmax, fit."""
    cells = list(label)
    for target in FAMILIES:
        t = lut_sites(target, areas[(style, top, target)].result())
        cells += [area_cell(t), per_monitor(t, total)]
    res = {f: [j.result() for j in fmax.get((style, top, f), [])] for f in ("ice40", "ecp5")}
    return cells + [fmax_cell(res["ice40"]) if res["ice40"] else "-",
                    fmax_cell(res["ecp5"]) if res["ecp5"] else "-",
                    fits_hx8k(lut_sites("ice40", areas[(style, top, "ice40")].result()), res["ice40"])]


def main():
    a = parse_args()
    work = Path(a.work)
    work.mkdir(parents=True, exist_ok=True)
    seeds = 1 if a.quick else a.seeds
    text = Path(a.soc).read_text()
    desc = tomllib.loads(text)
    soc = desc["soc"]["name"]
    tiles = [t["kind"] for t in desc["tile"]]
    kinds = a.kinds.split(",") if a.kinds else list(dict.fromkeys(tiles))
    wanted = [s for s in STYLES if s in a.styles.split(",")]
    if not wanted:
        sys.exit(f"cost.py: --styles {a.styles}: name one or both of {', '.join(STYLES)}")
    rtl, refused = generate_styles(a.hdlgen, text, work, wanted)
    styles = [s for s in wanted if s not in refused]
    # The monitors are the description's, whichever style was generated.
    counts = {k: monitors(rtl[(styles[0], "lut4")], soc, k) for k in set(tiles)} if styles else {}
    blocks = ([] if a.no_wrapper else [(f"{soc}_soc", None)]) + [(f"{soc}_tile_{k}", k) for k in kinds]
    jobs = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(2, a.jobs)))
    areas, fmax = submit(jobs, a, rtl, styles, blocks, seeds)

    rows = []
    for top, kind in blocks:
        n = block_monitors(counts, kind, tiles)
        mon = "-" if not n else f"{n[0]}" + (f" + {n[1]} programmable" if n[1] else "")
        for style in wanted:
            label = [f"`{top}`", style, mon]
            if style in refused:
                named = [r for r in refused[style] if kind and f'"{kind}"' in r] or refused[style]
                rows.append(label + [quote("refused: " + "; ".join(named))] + ["-"] * 8)
            else:
                rows.append(row(label, style, top, areas, fmax, sum(n)))
    report = [
        f"### The cost of monitoring {soc} ({shown(a.soc)})\n",
        f"Area: {version([a.yosys, '-V'])} (`synth_ice40`, `synth_xilinx -flatten`, `synth_ecp5`). "
        + ("Fmax: not measured (--no-pnr).\n" if a.no_pnr else fmax_tools(seeds)),
        table(["block", "snapshot", "monitors", "iCE40 LUT4 / FF / RAM", "per monitor (LUT / FF)",
               "7-series LUT / FF / RAM", "per monitor (LUT / FF)", "ECP5 LUT4 / FF / RAM",
               "per monitor (LUT / FF)", "Fmax iCE40 (MHz)", "Fmax ECP5 (MHz)", "fits HX8K"], rows),
        "\nRAM: SB_RAM40_4K on iCE40; RAMB18E1/RAMB36E1 and LUT RAM cells on 7-series; DP16KD and "
        "TRELLIS_DPR16X4 on ECP5. ECP5 LUT4 counts each CCU2C carry cell as its two LUT4 sites. "
        "Per monitor: divided by every counter of the block, programmable ones included. "
        "The SoC wrapper is not placed: it has more port bits than any package has pins.",
    ]
    out_text = "\n".join(report) + "\n"
    print(out_text)
    out = Path(a.out) if a.out else work / "cost.md"
    out.write_text(out_text)
    print(f"cost.py: wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
