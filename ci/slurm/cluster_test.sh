#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, started and stopped here, running
# ci/slurm/sim-shards.sh for real:
#
#   1. an unsharded `hdlgen sim` of the description (which also fills the
#      model cache every job then shares);
#   2. the same run as a job array of 4 tasks and its merge job: the
#      merged JUnit must hold every (block, seed) case once, with the
#      unsharded run's verdicts, and every job must end COMPLETED;
#   3. again, over one seed and with the trace packer's RTL broken on
#      purpose (`-- --rtl DIR`): the merged report must name that one case,
#      the task that held it and the merge job must end FAILED, the other
#      tasks COMPLETED.
#
#   ci/slurm/cluster_test.sh      (as root; scripts/setup.sh installs Slurm and MUNGE)
#
# Everything (MUNGE key and socket, slurm.conf, state, logs, model cache,
# jobs' files) lives in a temporary directory; the daemons are this script's
# children, stopped and the directory removed on any exit. Nothing touches
# /etc/munge, /etc/slurm or the system's daemons. HDLGEN names the hdlgen
# binary to use; without it the script builds one (cargo build --release, in
# $CARGO_TARGET_DIR if set, else the workspace's target/).
# Exits 0 only when every check passed.
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
desc="$repo/examples/axi_wide.toml"
cycles=2000
seeds=1..3
shards=4
planted_seed=7
# The node offers at least this many CPUs (SlurmdParameters=config_overrides),
# so all tasks, one CPU each, run at once even on a 2-core machine.
min_cpus=4

say() { echo "cluster_test: $*"; }
t_start=$SECONDS
phase() { say "[$((SECONDS - t_start)) s] $*"; }

for tool in munged munge unmunge slurmctld slurmd sbatch squeue scontrol sinfo scancel python3; do
    command -v "$tool" >/dev/null || { say "$tool is missing: run scripts/setup.sh" >&2; exit 1; }
done

# ---- the hdlgen binary ---------------------------------------------------
if [ -n "${HDLGEN:-}" ]; then
    hdlgen="$(command -v "$HDLGEN")" || { say "HDLGEN=$HDLGEN is not a program" >&2; exit 1; }
    hdlgen="$(realpath "$hdlgen")"
else
    phase "cargo build --release -p hdlgen --bin hdlgen"
    (cd "$repo" && cargo build --release -q -p hdlgen --bin hdlgen)
    hdlgen="${CARGO_TARGET_DIR:-$repo/target}/release/hdlgen"
    case "$hdlgen" in /*) ;; *) hdlgen="$repo/$hdlgen" ;; esac
fi

# ---- the temporary directory and its teardown ------------------------------
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hdlgen-slurm.XXXXXX")"
chmod 0755 "$tmp"
mkdir -p "$tmp/log" "$tmp/work"
export SLURM_CONF="$tmp/slurm/slurm.conf"
munged_pid="" slurmctld_pid="" slurmd_pid=""

# Whether process $1 still runs (a zombie, ended but not yet reaped, does not).
running() {
    local state=""
    [ -r "/proc/$1/stat" ] || return 1
    read -r _ _ state _ 2>/dev/null < "/proc/$1/stat" || return 1
    [ "$state" != Z ]
}

# Stops daemon $2 (pid $1), a child of this script: TERM, up to 10 s, KILL.
stop() {
    local pid="$1" name="$2"
    [ -n "$pid" ] || return 0
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 100); do
        running "$pid" || break
        sleep 0.1
    done
    if running "$pid"; then
        say "$name ($pid) ignored TERM for 10 s: KILL" >&2
        kill -9 "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
}

cleanup() {
    local status=$? pid environ
    trap - EXIT INT TERM
    if [ -n "$slurmctld_pid" ] && running "$slurmctld_pid"; then
        scancel --user="$(id -un)" 2>/dev/null || true
        # Jobs leave the queue once slurmd has killed their processes.
        for _ in $(seq 150); do
            [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
            sleep 0.1
        done
    fi
    stop "$slurmd_pid" slurmd
    stop "$slurmctld_pid" slurmctld
    stop "$munged_pid" munged
    # Last resort: anything still running this cluster's configuration (a
    # job step slurmd did not get to kill) carries its SLURM_CONF, a path
    # no other process can have.
    for pid in /proc/[0-9]*; do
        pid="${pid#/proc/}"
        [ "$pid" != "$$" ] || continue
        mapfile -d '' environ 2>/dev/null < "/proc/$pid/environ" || continue
        case " ${environ[*]} " in
        *" SLURM_CONF=$SLURM_CONF "*)
            say "killing leftover process $pid" >&2
            kill -9 "$pid" 2>/dev/null || true
            ;;
        esac
    done
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Prints the daemons' logs to standard error.
show_logs() {
    local f
    for f in "$tmp"/log/*.log; do
        [ -s "$f" ] || continue
        echo "---- $f (last 40 lines)" >&2
        tail -n 40 "$f" >&2
    done
}

die() {
    say "$*" >&2
    show_logs
    exit 1
}

# ---- MUNGE -----------------------------------------------------------------
phase "starting munged, slurmctld and slurmd in $tmp"
mkdir -m 0755 "$tmp/munge"
socket="$tmp/munge/munge.socket.2"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1 count=1024 status=none
chmod 0400 "$tmp/munge/munge.key"
# In the foreground munged logs to standard error only.
munged --foreground --force --socket="$socket" --key-file="$tmp/munge/munge.key" \
    --pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
    > "$tmp/log/munged.log" 2>&1 < /dev/null &
munged_pid=$!
for _ in $(seq 100); do
    [ -S "$socket" ] && break
    running "$munged_pid" || die "munged exited"
    sleep 0.1
done
munge -S "$socket" -n | unmunge -S "$socket" > /dev/null || die "munged does not answer on $socket"

# ---- slurm.conf ------------------------------------------------------------
host="$(hostname -s)"
cpus="$(nproc)"
[ "$cpus" -ge "$min_cpus" ] || cpus=$min_cpus
# Two ports nothing listens on (the kernel picks them), so no clash with a
# Slurm already running here on the default ports 6817 and 6818.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s:
    x.bind(("", 0))
print(*(x.getsockname()[1] for x in s))')
mkdir -p "$tmp/slurm/state" "$tmp/slurm/spool"
cat > "$SLURM_CONF" <<EOF
# Generated by ci/slurm/cluster_test.sh: a one-node cluster for one test.
ClusterName=hdlgen-ci
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$tmp/slurm/state
SlurmdSpoolDir=$tmp/slurm/spool
SlurmctldPidFile=$tmp/slurm/slurmctld.pid
SlurmdPidFile=$tmp/slurm/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
# Without accounting, scontrol is the only record of a finished job: keep it.
MinJobAge=3600
# The node may claim more CPUs than it has.
SlurmdParameters=config_overrides
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=ci Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF

# ---- slurmctld, slurmd -----------------------------------------------------
# In the foreground (-D) and without a LogFile they log to standard error.
slurmctld -D -f "$SLURM_CONF" > "$tmp/log/slurmctld.log" 2>&1 < /dev/null &
slurmctld_pid=$!
slurmd -D -f "$SLURM_CONF" > "$tmp/log/slurmd.log" 2>&1 < /dev/null &
slurmd_pid=$!
state=""
for _ in $(seq 300); do
    running "$slurmctld_pid" || die "slurmctld exited"
    running "$slurmd_pid" || die "slurmd exited"
    state="$(sinfo -h -n "$host" -o %T 2>/dev/null || true)"
    [ "$state" = idle ] && break
    sleep 0.1
done
[ "$state" = idle ] || die "node $host is not idle after 30 s (sinfo: ${state:-no answer})"
phase "node $host idle: $cpus CPUs, slurmctld on port $ctld_port, slurmd on $slurmd_port"

# ---- what the jobs share -----------------------------------------------------
export HDLGEN="$hdlgen"
export HDLGEN_REPO="$repo"
export HDLGEN_SIM_CACHE="$tmp/cache"
unset HDLGEN_JUNIT_DIR
cd "$tmp/work"

failed=()
# fail MESSAGE: records a failed check (the script goes on, to report them all).
fail() {
    failed+=("$1")
    say "FAILED: $1" >&2
}
# expect MESSAGE COMMAND...: a check that fails with MESSAGE unless COMMAND succeeds.
expect() {
    local message="$1"
    shift
    "$@" || fail "$message"
}

# Waits for job $1 (all of an array's tasks) to leave the queue, at most $2 s.
wait_job() {
    local id="$1" limit="$2" t0=$SECONDS
    while [ -n "$(squeue -h -j "$id" -o %i 2>/dev/null || true)" ]; do
        [ $((SECONDS - t0)) -lt "$limit" ] || die "job $id still queued after $limit s: $(squeue -j "$id")"
        sleep 0.5
    done
}

# JobState and ExitCode of job $1, as "STATE EXIT".
job_state() {
    local line
    line="$(scontrol -o show job "$1")"
    echo "$(sed -nE 's/.*JobState=([^ ]+).*/\1/p' <<< "$line") $(sed -nE 's/.* ExitCode=([^ ]+).*/\1/p' <<< "$line")"
}

# When job $1 started and how long it ran, as "started HH:MM:SS, ran HH:MM:SS".
job_times() {
    scontrol -o show job "$1" | sed -nE 's/.* RunTime=([^ ]+).* StartTime=[^T]*T([^ ]+).*/started \2, ran \1/p'
}

# Submits sim-shards.sh as an array (arguments: CYCLES SEEDS [-- ARGS...]),
# waits for it and its merge job; sets array_id, merge_id, out.
run_array() {
    local cycles="$1" seeds="$2"
    shift 2
    array_id="$(sbatch --parsable --export=ALL --array="1-$shards" --cpus-per-task=1 \
        "$repo/ci/slurm/sim-shards.sh" "$desc" "$shards" "$cycles" "$seeds" "$@")"
    array_id="${array_id%%;*}"
    out="$tmp/work/junit-$array_id"
    wait_job "$array_id" 240
    [ -s "$out/merge-job-id" ] || die "array job $array_id wrote no merge-job-id; task 1 said: $(cat "$tmp"/work/hdlgen-sim-"$array_id"_1.out 2>&1)"
    merge_id="$(cat "$out/merge-job-id")"
    wait_job "$merge_id" 60
}

# Checks that task K of the array ended COMPLETED when shard K's file has no
# failure and FAILED when it has one; prints the states, one per task.
check_tasks() {
    local k st fails want
    for k in $(seq 1 "$shards"); do
        st="$(job_state "${array_id}_$k")"
        fails="$(python3 "$tmp/verdicts.py" count "$out/shard-$k.xml" 2>/dev/null | cut -d' ' -f2 || true)"
        case "$fails" in
        0) want=COMPLETED ;;
        '') want="COMPLETED or FAILED, with a JUnit file" ;;
        *) want=FAILED ;;
        esac
        echo "  task ${array_id}_$k: $st, $(job_times "${array_id}_$k") (shard-$k.xml: ${fails:-missing} failed)"
        [ "${st%% *}" = "$want" ] || fail "task ${array_id}_$k ended ${st%% *}, expected $want"
    done
}

# Reads JUnit files: `cases FILE` prints "NAME<TAB>pass|fail" per test case
# (sorted); `count FILE` prints "TESTS FAILURES"; `dups FILE` prints the names
# found more than once.
cat > "$tmp/verdicts.py" <<'EOF'
import collections, sys
import xml.etree.ElementTree as ET

what, path = sys.argv[1], sys.argv[2]
cases = [(c.get("name"), "fail" if c.find("failure") is not None or c.find("error") is not None else "pass")
         for c in ET.parse(path).getroot().iter("testcase")]
if what == "cases":
    for name, verdict in sorted(cases):
        print(f"{name}\t{verdict}")
elif what == "count":
    print(len(cases), sum(v == "fail" for _, v in cases))
elif what == "dups":
    for name, n in collections.Counter(n for n, _ in cases).items():
        if n > 1:
            print(name)
EOF

# ---- 1. the unsharded reference (cold: builds every model) -----------------
phase "unsharded reference: hdlgen sim --soc ${desc#"$repo"/} --cycles $cycles --seeds $seeds"
ref_status=0
"$hdlgen" sim --soc "$desc" --cycles "$cycles" --seeds "$seeds" --junit "$tmp/reference.xml" \
    > "$tmp/log/reference.txt" 2>&1 || ref_status=$?
tail -n 1 "$tmp/log/reference.txt"
[ -s "$tmp/reference.xml" ] || die "the unsharded run wrote no JUnit file (status $ref_status): $(tail -n 20 "$tmp/log/reference.txt")"
expect "the unsharded run exited with status $ref_status: $(grep -m 3 -E 'FAILED|^reproduce' "$tmp/log/reference.txt" | paste -sd' ' -)" \
    [ "$ref_status" -eq 0 ]
python3 "$tmp/verdicts.py" cases "$tmp/reference.xml" > "$tmp/reference.cases"
ref_count="$(python3 "$tmp/verdicts.py" count "$tmp/reference.xml")"

# ---- 2. the same run as a job array (warm) ---------------------------------
phase "job array: sim-shards.sh over $shards tasks"
run_array "$cycles" "$seeds"
clean_array=$array_id clean_merge=$merge_id
check_tasks
clean_merge_state="$(job_state "$merge_id")"
echo "  merge job $merge_id: $clean_merge_state"
expect "merge job $merge_id ended $clean_merge_state, expected COMPLETED" [ "${clean_merge_state%% *}" = COMPLETED ]
clean_count="missing"
if [ -s "$out/junit.xml" ]; then
    clean_count="$(python3 "$tmp/verdicts.py" count "$out/junit.xml")"
    dups="$(python3 "$tmp/verdicts.py" dups "$out/junit.xml")"
    expect "cases merged more than once: $dups" [ -z "$dups" ]
    python3 "$tmp/verdicts.py" cases "$out/junit.xml" > "$tmp/clean.cases"
    if ! diff -u "$tmp/reference.cases" "$tmp/clean.cases" > "$tmp/clean.diff"; then
        cat "$tmp/clean.diff"
        fail "the merged cases and verdicts differ from the unsharded run's (diff above)"
    fi
else
    fail "the merge job wrote no $out/junit.xml: $(cat "$out/merge.out" 2>&1)"
fi

# ---- 3. one planted failure: the packer's sequence number counts by 2 ------
phase "planted failure: (packer, seed $planted_seed) with a broken packer"
"$hdlgen" --soc "$desc" --out "$tmp/planted" > "$tmp/log/planted-generate.txt"
packer=("$tmp"/planted/rtl/*_packer.v)
[ -f "${packer[0]}" ] || die "hdlgen wrote no *_packer.v in $tmp/planted/rtl"
cp "${packer[0]}" "$tmp/packer.v.orig"
sed -i -E "s/(seq_q +<= seq_q \+ 32'd)1;/\12;/" "${packer[0]}"
if cmp -s "$tmp/packer.v.orig" "${packer[0]}"; then
    die "the packer's sequence increment (seq_q <= seq_q + 32'd1) is no longer in ${packer[0]##*/}: update the planted edit"
fi
planted_case="packer seed $planted_seed"
run_array "$cycles" "$planted_seed..$planted_seed" -- --rtl "$tmp/planted/rtl"
planted_array=$array_id planted_merge=$merge_id
check_tasks
holder=""
for k in $(seq 1 "$shards"); do
    if python3 "$tmp/verdicts.py" cases "$out/shard-$k.xml" 2>/dev/null | grep -q "^$planted_case"$'\t'; then
        holder=$k
    fi
done
holder_state="none"
if [ -z "$holder" ]; then
    fail "no shard's JUnit file holds '$planted_case'"
else
    holder_state="$(job_state "${array_id}_$holder")"
    expect "task ${array_id}_$holder, holding '$planted_case', ended $holder_state, expected FAILED" \
        [ "${holder_state%% *}" = FAILED ]
fi
planted_merge_state="$(job_state "$merge_id")"
echo "  merge job $merge_id: $planted_merge_state"
if [ "${planted_merge_state%% *}" != FAILED ] || [ "${planted_merge_state#* }" = 0:0 ]; then
    fail "merge job $merge_id ended $planted_merge_state, expected FAILED with a non-zero exit code"
fi
planted_count="missing"
planted_failures=""
if [ -s "$out/junit.xml" ]; then
    planted_count="$(python3 "$tmp/verdicts.py" count "$out/junit.xml")"
    planted_failures="$(python3 "$tmp/verdicts.py" cases "$out/junit.xml" | sed -n 's/\tfail$//p' | paste -sd, -)"
    expect "the merged report's failures are '${planted_failures}', expected exactly '$planted_case'" \
        [ "$planted_failures" = "$planted_case" ]
    # Every block once, as under each seed of the reference.
    python3 "$tmp/verdicts.py" cases "$out/junit.xml" | sed -E 's/ seed [0-9]+\t.*//' > "$tmp/planted.blocks"
    sed -nE "s/ seed ${seeds%%..*}\t.*//p" "$tmp/reference.cases" > "$tmp/reference.blocks"
    expect "the planted run's blocks ($(paste -sd' ' "$tmp/planted.blocks")) are not the reference's ($(paste -sd' ' "$tmp/reference.blocks")), each once" \
        cmp -s "$tmp/reference.blocks" "$tmp/planted.blocks"
else
    fail "the merge job wrote no $out/junit.xml: $(cat "$out/merge.out" 2>&1)"
fi
reproduce="$(grep -h '^reproduce: ' "$tmp/work/hdlgen-sim-${array_id}_${holder:-1}.out" 2>/dev/null | head -n 1 || true)"
expect "task ${array_id}_${holder:-?}'s output has no 'reproduce:' line" [ -n "$reproduce" ]

# ---- summary -----------------------------------------------------------------
# "TESTS FAILURES" as words.
counts() {
    local tests failures
    [ "$1" != missing ] || { echo "no merged file"; return; }
    read -r tests failures <<< "$1"
    echo "$tests tests, $failures failed"
}
echo
say "summary ($((SECONDS - t_start)) s)"
echo "  description          ${desc#"$repo"/}, $cycles cycles, seeds $seeds, $shards shards"
echo "  unsharded reference  $(counts "$ref_count")"
echo "  clean array          job $clean_array (tasks 1-$shards), merge job $clean_merge ($clean_merge_state)"
echo "    merged JUnit       $(counts "$clean_count"), equal to the unsharded run's: $([ -s "$tmp/clean.cases" ] && cmp -s "$tmp/reference.cases" "$tmp/clean.cases" && echo yes || echo NO)"
echo "  planted array        job $planted_array (tasks 1-$shards), merge job $planted_merge ($planted_merge_state)"
echo "    merged JUnit       $(counts "$planted_count"): ${planted_failures:-none}"
echo "    held by            task ${planted_array}_${holder:-?} ($holder_state)"
echo "    ${reproduce:-no reproduce line}"
if [ ${#failed[@]} -gt 0 ]; then
    say "${#failed[@]} check(s) FAILED:" >&2
    printf '  - %s\n' "${failed[@]}" >&2
    show_logs
    exit 1
fi
say "every check passed"
