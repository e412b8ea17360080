#!/bin/bash
# Session 6, device round B (speed-par-6, issue #13): the final table.
# CPU only (the GPU is not used). Runs bin-b/par6.test (build-par6.sh
# with BIN=bin-b MAIN=none; carry benchmarks/hardware/parallel/bin-b) on
# one machine start: BenchmarkParallel, M thread-instructions/s, each
# thread count group in a process of its own (a step that runs out of
# time loses only its own rows; summarize-par6.py computes the speed-ups
# over the one-thread rows):
#   - timing sgemm (2048^3, 128 rows) and stream (64M): 1 thread, three
#     times 16 threads, then 2, 4, 8;
#   - functional stream (64M) at 1, 2, 4, 8, 16, 16, 16;
#   - functional sgemm (2048^3) three times at 16, then 1 if time is left;
#   - one 16-thread run of each timing workload with PTXSIM_GANG_TRACE=1.
# Start from the repository root with OUT set; writes
# $OUT/speed-par-6.tar.gz holding benchmarks/hardware/parallel/results-par6.
# About 3 minutes (175-second budget; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-par6}
OUT=${OUT:-/tmp/speed-par-6-out}
BUDGET=${BUDGET:-175}
dr_start
trap "dr_finish speed-par-6 '^Benchmark|^gang trace: threads'" EXIT

say "speed-par-6 round B: $(cat $DIR/${BINDIR:-bin-b}/commit.txt 2>/dev/null || echo 'binary commit unknown')"
dr_machine 25
BIN=$ROOT/$DIR/${BINDIR:-bin-b}/par6.test
dr_unpack "$BIN"
[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with BIN=bin-b MAIN=none $DIR/build-par6.sh and carry $DIR/bin-b)"

# step NAME SECONDS ARGS...: one benchmark run (-benchtime 1x) in
# benchmarks/, output in $RES/NAME. Skipped when fewer than SECONDS+5 of
# the budget are left.
step() {
	local name=$1 secs=$2
	shift 2
	dr_step "$name" "$secs" 5 "$BIN" -test.run XXX -test.benchtime 1x "$@"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
SGA="-sgemm=$SG -sgemm-timing-rows=128"
step timing-sgemm-1.txt 45 -test.bench 'Parallel/timing/sgemm/' -threads=1 $SGA
step timing-sgemm-16.txt 15 -test.bench 'Parallel/timing/sgemm/' -threads=16,16,16 $SGA
step timing-stream-1.txt 40 -test.bench 'Parallel/timing/stream/' -threads=1 -stream=$ST
step timing-stream-16.txt 15 -test.bench 'Parallel/timing/stream/' -threads=16,16,16 -stream=$ST
# FUNCTIONAL=0 (round B2): no functional rows; PROFILE=1: a CPU profile
# of the 16-thread timing stream.
[ "${FUNCTIONAL:-1}" = 1 ] && step functional-stream.txt 15 -test.bench 'Parallel/functional/stream/' -threads=1,2,4,8,16,16,16 -stream=$ST
if [ "${PROFILE:-0}" = 1 ]; then
	step timing-stream16-prof.txt 12 -test.bench 'Parallel/timing/stream/' -threads=16 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream16.prof"
fi
step timing-sgemm-248.txt 35 -test.bench 'Parallel/timing/sgemm/' -threads=2,4,8 $SGA
step timing-stream-248.txt 30 -test.bench 'Parallel/timing/stream/' -threads=2,4,8 -stream=$ST
[ "${FUNCTIONAL:-1}" = 1 ] && step functional-sgemm-16.txt 15 -test.bench 'Parallel/functional/sgemm/' -threads=16,16,16 -sgemm=$SG
PTXSIM_GANG_TRACE=1 step timing16-trace.txt 12 -test.bench 'Parallel/timing/(stream|sgemm)/' -threads=16 -stream=$ST $SGA
[ "${FUNCTIONAL:-1}" = 1 ] && step functional-sgemm-1.txt 45 -test.bench 'Parallel/functional/sgemm/' -threads=1 -sgemm=$SG
