#!/bin/bash
# Session 7 (par-fn-8, issue #13), device round B: the functional speed
# table of this branch's final binary on the device machine's 16 CPU
# cores (the GPU is not used): BenchmarkParallel functional SGEMM 2048^3
# and stream 64M at 1/2/4/8/16 threads, three more 16-thread repeats,
# main e5140cd's 1/16-thread rows on the same machine start, the
# machine's own scaling (BenchmarkParallelCeiling, before and after), and
# the one-core BenchmarkExec of the matmul/reduction corpus cases; the
# two-core pairs (taskset); the 16-thread repeats with GODEBUG=gctrace=1 (collections during a launch),
# a one-thread CPU profile of the stream (against round A's 16-thread one);
# PTXSIM_WORKER_LOCK=1 against the default at 16 threads.
# Binaries from build-par-fn-8.sh (carry benchmarks/hardware/parallel/
# bin-par-fn-8); reads benchmarks/testdata/synthetic.ptx and
# testdata/conformance/cases/{matmul_shared_256,matmul_naive_256,
# reduce_sequential,reduce_interleaved,reduce_shuffle}.
# Start from the repository root with OUT set; writes
# $OUT/par-fn-8.tar.gz holding benchmarks/hardware/parallel/$RESULTS
# (default results-par-fn-8-b). About 3 minutes (170-second budget; steps
# skip when it runs out). SMALL=1: tiny sizes, for a dry run.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
BIN=$ROOT/$DIR/${BINDIR:-bin-par-fn-8}
RES=$DIR/${RESULTS:-results-par-fn-8-b}
OUT=${OUT:-/tmp/par-fn-8-out}
BUDGET=${BUDGET:-170}
dr_start
trap "dr_finish par-fn-8 '^Benchmark'" EXIT

say "par-fn-8 $(basename "$RES"): $(tr '\n' ' ' < "$BIN/commit.txt" 2>/dev/null || echo 'binary commits unknown')"
dr_machine 25
for f in "$BIN"/*.test.xz; do
	dr_unpack "${f%.xz}" || say "FAILED: unpack $f"
done
[ -x "$BIN/fn8.test" ] || say "FAILED: $BIN/fn8.test missing (build-par-fn-8.sh; carry $DIR/bin-par-fn-8)"

# step NAME SECONDS ARGS...: one benchmark run of $BIN/$B.test (B=fn8
# unless set) in benchmarks/, output in $RES/NAME. Skipped when fewer
# than SECONDS+3 of the budget are left. PRE, if set, prefixes the
# command (taskset).
step() {
	local name=$1 secs=$2
	shift 2
	dr_step "$name" "$secs" 3 ${PRE:-} "$BIN/${B:-fn8}.test" -test.run XXX "$@"
}

ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
F='^BenchmarkParallel$/^functional$/^(sgemm|stream)$/'
step ceiling.txt 14 -test.benchtime 1x -test.bench 'ParallelCeiling' -threads=1,16 -stream=$ST
step functional.txt 90 -test.benchtime 1x -test.bench $F -threads=1,2,4,8,16 -sgemm=$SG -stream=$ST
GODEBUG=gctrace=1 step functional16-repeat.txt 20 -test.benchtime 1x -test.count 3 -test.bench $F -threads=16 -sgemm=$SG -stream=$ST
# Two cores (taskset -c 0,1, GOMAXPROCS 2): alternating 1/2-thread pairs,
# the 2-core target's proxy on a quiet machine.
if command -v taskset > /dev/null; then
	PRE="taskset -c 0,1" step twocore.txt 16 -test.benchtime 1x -test.cpu 2 -test.bench $F -threads=1,2,1,2 -sgemm=1024 -stream=16777216
else
	say "no taskset: no two-core pairs"
fi
# PTXSIM_WORKER_LOCK=1 (each worker goroutine on one OS thread) against
# the default, alternating processes (the machine's speed drifts).
for i in 1 2; do
	step sgemm16-default$i.txt 10 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^sgemm$/' -threads=16,16,16 -sgemm=$SG
	PTXSIM_WORKER_LOCK=1 step sgemm16-lock$i.txt 10 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^sgemm$/' -threads=16,16,16 -sgemm=$SG
done
for i in 1 2; do
	step stream16-default$i.txt 7 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^stream$/' -threads=16,16,16,16 -stream=$ST
	PTXSIM_WORKER_LOCK=1 step stream16-lock$i.txt 7 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^stream$/' -threads=16,16,16,16 -stream=$ST
done
step exec-onecore.txt 35 -test.bench 'BenchmarkExec$/(matmul_shared_256|matmul_naive_256|reduce_sequential|reduce_interleaved|reduce_shuffle)$' -test.benchtime 1s -test.count 3 -test.cpu 1
step stream-prof.txt 12 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^stream$/' -threads=1,1 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream1.prof"
B=old-e5140cd step functional-main.txt 14 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^stream$/' -threads=1,16,16 -stream=$ST
B=old-e5140cd step functional16-main.txt 10 -test.benchtime 1x -test.bench '^BenchmarkParallel$/^functional$/^sgemm$/' -threads=16,16 -sgemm=$SG
step ceiling2.txt 14 -test.benchtime 1x -test.bench 'ParallelCeiling' -threads=1,16 -stream=$ST
