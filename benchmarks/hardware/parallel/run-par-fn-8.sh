#!/bin/bash
# Session 7 (par-fn-8, issue #13): where the functional engine's 16
# threads lose against 16 x one thread, on the device machine's 16 CPU
# cores (the GPU is not used). Runs the binaries of build-par-fn-8.sh
# (carry benchmarks/hardware/parallel/bin-par-fn-8): fn8.test (this
# branch: per-worker block counts, PTXSIM_WORKER_TRACE, the ceiling
# benchmark) and old-*.test (main e5140cd; 0f6f4e4), on one machine start:
#   - BenchmarkParallelCeiling 1/16 goroutines: the machine's own scaling
#     (register-only loop; native triad);
#   - functional stream 64M and SGEMM 2048^3 at 1 and 16 threads (three
#     16-thread repeats), fn8 with the worker trace, and main's;
#   - CPU profiles at 16 threads and one thread (fn8); perf stat where the
#     machine has perf (cycles per CPU-second = the clock at 1 and 16).
# Start from the repository root with OUT set; writes
# $OUT/par-fn-8.tar.gz holding benchmarks/hardware/parallel/$RESULTS
# (default results-par-fn-8-a). About 3 minutes (170-second budget; steps
# skip when it runs out). SMALL=1: tiny sizes, for a dry run.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
BIN=$ROOT/$DIR/${BINDIR:-bin-par-fn-8}
RES=$DIR/${RESULTS:-results-par-fn-8-a}
OUT=${OUT:-/tmp/par-fn-8-out}
BUDGET=${BUDGET:-170}
dr_start
trap "dr_finish par-fn-8 '^Benchmark|^worker trace: [a-z]'" EXIT

say "par-fn-8 $(basename "$RES"): $(tr '\n' ' ' < "$BIN/commit.txt" 2>/dev/null || echo 'binary commits unknown')"
dr_machine 25 'grep MHz /proc/cpuinfo | head -16'
for f in "$BIN"/*.test.xz; do
	dr_unpack "${f%.xz}" || say "FAILED: unpack $f"
done
[ -x "$BIN/fn8.test" ] || say "FAILED: $BIN/fn8.test missing (build-par-fn-8.sh; carry $DIR/bin-par-fn-8)"

# step NAME SECONDS ARGS...: one benchmark run (-benchtime 1x) of
# $BIN/$B.test (B=fn8 unless set) in benchmarks/, output (worker trace on
# stderr) in $RES/NAME. Skipped when fewer than SECONDS+3 of the budget
# are left. PRE, if set, prefixes the command (perf stat).
step() {
	local name=$1 secs=$2
	shift 2
	dr_step "$name" "$secs" 3 ${PRE:-} "$BIN/${B:-fn8}.test" -test.run XXX -test.benchtime 1x "$@"
}

ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
FS='^BenchmarkParallel$/^functional$/^stream$/' FG='^BenchmarkParallel$/^functional$/^sgemm$/'
step ceiling.txt 12 -test.bench 'ParallelCeiling' -threads=1,16 -stream=$ST
PTXSIM_WORKER_TRACE=1 step stream-fn8.txt 16 -test.bench $FS -threads=1,16,16,16 -stream=$ST
B=old-e5140cd step stream-main.txt 16 -test.bench $FS -threads=1,16,16,16 -stream=$ST
PTXSIM_WORKER_TRACE=1 step sgemm16-fn8.txt 14 -test.bench $FG -threads=16,16,16 -sgemm=$SG
B=old-e5140cd step sgemm16-main.txt 10 -test.bench $FG -threads=16,16 -sgemm=$SG
B=old-0f6f4e4 step both16-0f6f4e4.txt 12 -test.bench '^BenchmarkParallel$/^functional$/^(stream|sgemm)$/' -threads=16 -stream=$ST -sgemm=$SG
step stream16-prof.txt 10 -test.bench $FS -threads=16,16,16,16,16,16 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream16.prof"
step sgemm16-prof.txt 8 -test.bench $FG -threads=16 -sgemm=$SG -test.cpuprofile "$ROOT/$RES/sgemm16.prof"
if command -v perf > /dev/null; then
	PRE="perf stat -e task-clock,cycles,instructions" step perf-sgemm16.txt 8 -test.bench $FG -threads=16 -sgemm=$SG
	PRE="perf stat -e task-clock,cycles,instructions" step perf-stream1.txt 10 -test.bench $FS -threads=1 -stream=$ST
else
	say "no perf on this machine"
fi
step sgemm1-prof.txt 40 -test.bench $FG -threads=1 -sgemm=$SG -test.cpuprofile "$ROOT/$RES/sgemm1.prof"
step ceiling2.txt 12 -test.bench 'ParallelCeiling' -threads=1,16 -stream=$ST
