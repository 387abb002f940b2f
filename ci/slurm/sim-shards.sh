#!/usr/bin/env bash
# Slurm: `hdlgen sim` of a description split over a job array, then the JUnit
# results merged by a job that waits for the whole array:
#
#   sbatch --array=1-8 ci/slurm/sim-shards.sh my_soc.toml 8
#
# Each array task runs shard $SLURM_ARRAY_TASK_ID of N; the merge job is
# submitted by the first task, after the array (afterany), so failures still
# get merged and reported.
#SBATCH --job-name=hdlgen-sim
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
#SBATCH --output=hdlgen-sim-%A_%a.out
set -euo pipefail

soc="${1:?usage: sbatch --array=1-N $0 DESCRIPTION N [CYCLES] [SEED]}"
shards="${2:?number of shards}"
cycles="${3:-1000000}"
seed="${4:-1}"
k="${SLURM_ARRAY_TASK_ID:?run under sbatch --array=1-$shards}"
out="junit-${SLURM_ARRAY_JOB_ID:-local}"
mkdir -p "$out"

if [ "$k" -eq 1 ]; then
    files=()
    for i in $(seq 1 "$shards"); do files+=("$out/shard-$i.xml"); done
    sbatch --dependency="afterany:${SLURM_ARRAY_JOB_ID}" --job-name=hdlgen-sim-merge \
        --wrap "python3 scripts/merge_junit.py $out/junit.xml ${files[*]}"
fi

status=0
hdlgen sim --soc "$soc" --cycles "$cycles" --seed "$seed" \
    --shard "$k/$shards" --junit "$out/shard-$k.xml" || status=$?
exit "$status"
