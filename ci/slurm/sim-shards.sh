#!/usr/bin/env bash
# Slurm: `hdlgen sim` of a description under a range of seeds, its runs (one
# per block and seed) dealt over a job array, then the JUnit results merged
# by a job that waits for the whole array.
#
#   sbatch --array=1-N ci/slurm/sim-shards.sh DESCRIPTION N [CYCLES] [SEEDS] [-- ARGS...]
#
#   sbatch --array=1-8 ci/slurm/sim-shards.sh my_soc.toml 8 1000000 1..16
#   sbatch --array=1-4 ci/slurm/sim-shards.sh my_soc.toml 4 2000 7..7 -- --rtl edited/rtl
#
# DESCRIPTION  the SoC description (relative to the directory sbatch ran in)
# N            the number of shards; the array must be 1-N (a `%` limit is fine)
# CYCLES       cycles per run (default 1000000)
# SEEDS        A..B, both included (default 1..1)
# ARGS         after `--`: more `hdlgen sim` options, e.g. `--rtl DIR`
#
# Array task K runs shard K/N: the (block, seed) pairs K, K+N, K+2N, ... of
# the whole run, so the N tasks run every pair exactly once, each with the
# result it has unsharded. A task's exit status is hdlgen's: 0 when all its
# pairs passed (or it held none), 1 when one failed; each failure's replay
# command (`reproduce: hdlgen sim ...`) is in the task's output file.
#
# The results go to junit-<array job id>/ in the directory sbatch ran in (in
# $HDLGEN_JUNIT_DIR instead, if set): shard-K.xml per task, then junit.xml
# and merge.out from the merge job. The array's first task submits that job
# (scripts/merge_junit.py, to run after the whole array, failed tasks
# included) and writes its id to merge-job-id there, for whoever waits on
# the run. The merge job fails if any run failed or ran twice, so its state
# is the verdict of the whole run.
#
# Environment (sbatch passes the submitting shell's on to the tasks):
#   HDLGEN            the hdlgen binary (default: hdlgen on PATH)
#   HDLGEN_REPO       the hdlgen checkout holding scripts/merge_junit.py
#                     (default: the directory sbatch ran in; sbatch runs a
#                     copy of this script, so its own path says nothing)
#   HDLGEN_JUNIT_DIR  where junit-<array job id>/ goes
#   HDLGEN_SIM_CACHE  the Verilated model cache: in a directory every node
#                     sees, the tasks share the models they build
#SBATCH --job-name=hdlgen-sim
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
#SBATCH --output=hdlgen-sim-%A_%a.out
set -euo pipefail

usage="usage: sbatch --array=1-N ci/slurm/sim-shards.sh DESCRIPTION N [CYCLES] [SEEDS] [-- ARGS...]"

# The positional arguments, then whatever follows `--`.
positional=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    positional+=("$1")
    shift
done
[ $# -gt 0 ] && shift
extra=("$@")
if [ ${#positional[@]} -lt 2 ] || [ ${#positional[@]} -gt 4 ]; then
    echo "$usage" >&2
    exit 2
fi
soc="${positional[0]}"
shards="${positional[1]}"
cycles="${positional[2]:-1000000}"
seeds="${positional[3]:-1..1}"
case "$shards" in
'' | *[!0-9]* | 0) echo "sim-shards: N must be a number of shards, not '$shards'" >&2; exit 2 ;;
esac

k="${SLURM_ARRAY_TASK_ID:?run this under sbatch --array=1-$shards ($usage)}"
if [ "${SLURM_ARRAY_TASK_COUNT:-$shards}" != "$shards" ] || [ "$k" -lt 1 ] || [ "$k" -gt "$shards" ]; then
    echo "sim-shards: N is $shards, so the array must be 1-$shards (this is task $k of ${SLURM_ARRAY_TASK_COUNT:-?})" >&2
    exit 2
fi

out="${HDLGEN_JUNIT_DIR:-${SLURM_SUBMIT_DIR:-.}}/junit-${SLURM_ARRAY_JOB_ID}"
mkdir -p "$out"

# The first task queues the merge, to run once every task has ended however
# it ended (afterany), so a failing shard's cases are reported with the rest.
if [ "$k" -eq "${SLURM_ARRAY_TASK_MIN:-1}" ]; then
    merge="${HDLGEN_REPO:-${SLURM_SUBMIT_DIR:-.}}/scripts/merge_junit.py"
    [ -f "$merge" ] || { echo "sim-shards: no $merge (set HDLGEN_REPO to the hdlgen checkout)" >&2; exit 2; }
    cmd=(python3 "$merge" "$out/junit.xml")
    for i in $(seq 1 "$shards"); do cmd+=("$out/shard-$i.xml"); done
    id="$(sbatch --parsable --dependency="afterany:${SLURM_ARRAY_JOB_ID}" \
        --job-name=hdlgen-sim-merge --time=00:10:00 --output="$out/merge.out" \
        --wrap "$(printf '%q ' "${cmd[@]}")")"
    echo "${id%%;*}" > "$out/merge-job-id.tmp"
    mv "$out/merge-job-id.tmp" "$out/merge-job-id"
    echo "sim-shards: merge job ${id%%;*} writes $out/junit.xml after array job $SLURM_ARRAY_JOB_ID"
fi

exec "${HDLGEN:-hdlgen}" sim --soc "$soc" --cycles "$cycles" --seeds "$seeds" \
    --shard "$k/$shards" --junit "$out/shard-$k.xml" "${extra[@]}"
