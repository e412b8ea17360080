#!/bin/bash
# Session 7 (serve-8, issue #13): the timing stream's staged serve on the
# device machine's 16 CPU cores (the GPU is not used). Runs
# bin-serve-8*/serve8.test (this branch; build-serve-8.sh) and, in round A,
# main.test (main e5140cd) on one machine start, BenchmarkParallel with
# -benchtime 1x, each step a process of its own (a step that runs out of
# time loses only its rows):
#   ROUND=A: stream 64M at 1 and 16 threads, main and this branch; the
#     branch at 16 threads with PTXSIM_GANG_TRACE=1 (gang trace + serve
#     stage times) for prefetch distances 8 (default), 4, 16, 32, two cache
#     stages, the serve unstaged; a CPU profile of the 16-thread stream.
#   ROUND=B: the final table: stream 1, 16, 16, 16, 2, 4, 8 threads, the
#     16-thread trace, the sgemm at 1 and 16 threads (no regression), a
#     16-thread stream profile; then main's stream at 16 and 1 thread and
#     sgemm at 16 and 1 thread as far as the budget allows.
# Start from the repository root with OUT set; writes
# $OUT/serve-8.tar.gz holding benchmarks/hardware/parallel/results-serve-8-<round>.
# About 3 minutes (BUDGET 170 s; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROUND=${ROUND:-A}
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
BINDIR=${BINDIR:-bin-serve-8}
RES=$DIR/results-serve-8-$(echo "$ROUND" | tr AB ab)
OUT=${OUT:-/tmp/serve-8-out}
BUDGET=${BUDGET:-170}
dr_start
trap "dr_finish serve-8 '^Benchmark|^gang trace: threads|^serve stage'" EXIT

say "serve-8 round $ROUND: $(cat $DIR/$BINDIR/commit.txt 2>/dev/null | tr '\n' ' ' || echo 'binary commits unknown')"
dr_machine 30
unpack() {
	local bin=$ROOT/$DIR/$BINDIR/$1
	dr_unpack "$bin"
	[ -x "$bin" ] || say "FAILED: $bin missing (build-serve-8.sh, carry $DIR/$BINDIR)"
	echo "$bin"
}
SERVE8=$(unpack serve8.test)
MAINB=$(unpack main.test)

# step NAME SECONDS BIN ARGS...: one benchmark process in benchmarks/,
# output in $RES/NAME; skipped when fewer than SECONDS+5 of the budget
# are left. Environment for the process: put it before step (VAR=x step ...).
step() {
	local name=$1 secs=$2 bin=$3
	shift 3
	local left=$((BUDGET - ($(date +%s) - START)))
	if [ "$left" -ge $((secs + 5)) ] && [ ! -x "$bin" ]; then
		say "skip $name ($bin missing)"
		return
	fi
	dr_step "$name" "$secs" 5 "$bin" -test.run XXX -test.benchtime 1x "$@"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
SGA="-sgemm=$SG -sgemm-timing-rows=128"
STREAM="-test.bench Parallel/timing/stream/ -stream=$ST"
if [ "$ROUND" = A ]; then
	step serve8-stream-1.txt 35 "$SERVE8" $STREAM -threads=1
	step main-stream-1.txt 35 "$MAINB" $STREAM -threads=1
	step main-stream-16.txt 14 "$MAINB" $STREAM -threads=16,16
	step serve8-stream-16.txt 14 "$SERVE8" $STREAM -threads=16,16
	PTXSIM_GANG_TRACE=1 step serve8-trace16-pf8.txt 9 "$SERVE8" $STREAM -threads=16
	PTXSIM_GANG_TRACE=1 PTXSIM_SERVE_PREFETCH=16 step serve8-trace16-pf16.txt 9 "$SERVE8" $STREAM -threads=16
	PTXSIM_GANG_TRACE=1 PTXSIM_SERVE_PREFETCH=32 step serve8-trace16-pf32.txt 9 "$SERVE8" $STREAM -threads=16
	PTXSIM_GANG_TRACE=1 PTXSIM_SERVE_PREFETCH=4 step serve8-trace16-pf4.txt 9 "$SERVE8" $STREAM -threads=16
	PTXSIM_GANG_TRACE=1 PTXSIM_SERVE_CACHE_STAGES=2 step serve8-trace16-cs2.txt 9 "$SERVE8" $STREAM -threads=16
	PTXSIM_GANG_TRACE=1 PTXSIM_STAGED_SERVE=0 step serve8-trace16-unstaged.txt 9 "$SERVE8" $STREAM -threads=16
	step serve8-stream16-prof.txt 10 "$SERVE8" $STREAM -threads=16 -test.cpuprofile "$ROOT/$RES/stream16.prof"
	PTXSIM_GANG_TRACE=1 step main-trace16.txt 9 "$MAINB" $STREAM -threads=16
else
	step serve8-stream-1.txt 35 "$SERVE8" $STREAM -threads=1
	step serve8-stream-16.txt 16 "$SERVE8" $STREAM -threads=16,16,16
	PTXSIM_GANG_TRACE=1 step serve8-trace16.txt 9 "$SERVE8" $STREAM -threads=16
	step serve8-stream-248.txt 30 "$SERVE8" $STREAM -threads=2,4,8
	step serve8-sgemm-16.txt 10 "$SERVE8" -test.bench Parallel/timing/sgemm/ $SGA -threads=16
	step serve8-sgemm-1.txt 35 "$SERVE8" -test.bench Parallel/timing/sgemm/ $SGA -threads=1
	step serve8-stream16-prof.txt 10 "$SERVE8" $STREAM -threads=16 -test.cpuprofile "$ROOT/$RES/stream16.prof"
	# The same machine start's main, if time is left.
	step main-stream-16.txt 14 "$MAINB" $STREAM -threads=16,16
	PTXSIM_GANG_TRACE=1 step main-trace16.txt 9 "$MAINB" $STREAM -threads=16
	step main-stream-1.txt 30 "$MAINB" $STREAM -threads=1
	step main-sgemm-16.txt 10 "$MAINB" -test.bench Parallel/timing/sgemm/ $SGA -threads=16
	step main-sgemm-1.txt 32 "$MAINB" -test.bench Parallel/timing/sgemm/ $SGA -threads=1
fi
