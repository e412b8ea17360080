#!/bin/bash
# Session 7 (par-step-8, issue #13): the timing model's step tail at 16
# threads, on the device machine's CPUs (the GPU is not used). Runs
# $BINDIR/ps8.test (this branch: SMs run ahead in the step tail;
# PTXSIM_GANG_AHEAD=0 turns that off in the same binary) and, when
# present, $BINDIR/main.test (main e5140cd), all on one machine start.
#   ROUND=A: 16-thread timing SGEMM (2048, 128 rows) and stream (64M)
#     with PTXSIM_GANG_TRACE=1, run-ahead on / off / main, alternating;
#     CPU profiles at 16 and 1 thread; 8 threads; one-thread rows.
#   ROUND=C: run-ahead on/off interleaved at 16, 8, 4, 2 threads.
#   ROUND=B: the table: 1/2/4/8/16 threads (three runs at 16) of both
#     workloads (this branch, defaults), and 16 threads with run-ahead
#     (PTXSIM_GANG_AHEAD) on/off, alternating, twice each, with gang
#     traces (off = as main). RESULTS=b2 names the results directory.
# Build the binaries with build-par-step-8.sh and carry
# benchmarks/hardware/parallel/$BINDIR. Start from the repository root
# with OUT set; writes $OUT/par-step-8.tar.gz holding
# benchmarks/hardware/parallel/results-par-step-8-<round>/ (+ run.log).
# About 3 minutes (175-second budget; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
ROUND=${ROUND:-A}
BINDIR=${BINDIR:-bin-par-step-8}
RES=$DIR/results-par-step-8-${RESULTS:-$(echo "$ROUND" | tr ABC abc)}
OUT=${OUT:-/tmp/par-step-8-out}
BUDGET=${BUDGET:-175}
dr_start
trap "dr_finish par-step-8 '^Benchmark|^gang trace: threads'" EXIT

say "par-step-8 round $ROUND: $(cat $DIR/$BINDIR/commit.txt 2>/dev/null | tr '\n' ' ' || echo 'binary commit unknown')"
dr_machine 25
for b in ps8 main; do
	BIN=$ROOT/$DIR/$BINDIR/$b.test
	dr_unpack "$BIN" 60
	[ -x "$BIN" ] || say "note: $BIN missing"
done

# step NAME SECONDS ARGS...: one benchmark run (-benchtime 1x) of
# $BINDIR/$B.test (B=ps8 unless set) in benchmarks/, output (gang trace
# on stderr) in $RES/NAME. Skipped when fewer than SECONDS+5 of the
# budget are left, or when the binary is missing.
step() {
	local name=$1 secs=$2
	shift 2
	local bin=$ROOT/$DIR/$BINDIR/${B:-ps8}.test
	if [ ! -x "$bin" ]; then
		say "skip $name (no $bin)"
		return
	fi
	dr_step "$name" "$secs" 5 "$bin" -test.run XXX -test.benchtime 1x "$@"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
SGA="-sgemm=$SG -sgemm-timing-rows=128"
TG='Parallel/timing/sgemm/' TS='Parallel/timing/stream/'
if [ "$ROUND" = C ]; then
	# Run-ahead on/off interleaved (same binary) at 16, 8, 4 and 2
	# threads: c-<workload>-<threads>-<ahead>-<n>.txt (0 = as main).
	for n in 1 2; do
		for c in 1 0; do
			PTXSIM_GANG_AHEAD=$c step c-sgemm-16-$c-$n.txt 8 -test.bench $TG -threads=16 $SGA
			PTXSIM_GANG_AHEAD=$c step c-stream-16-$c-$n.txt 8 -test.bench $TS -threads=16 -stream=$ST
		done
	done
	for th in 8 4 2; do
		for c in 1 0; do
			PTXSIM_GANG_AHEAD=$c step c-sgemm-$th-$c-1.txt $((60 / th + 6)) -test.bench $TG -threads=$th $SGA
			PTXSIM_GANG_AHEAD=$c step c-stream-$th-$c-1.txt $((50 / th + 6)) -test.bench $TS -threads=$th -stream=$ST
		done
	done
	step c-sgemm-1.txt 30 -test.bench $TG -threads=1 $SGA
elif [ "$ROUND" = A ]; then
	export PTXSIM_GANG_TRACE=1
	step sgemm16-on-1.txt 12 -test.bench $TG -threads=16 $SGA
	PTXSIM_GANG_AHEAD=0 step sgemm16-off-1.txt 12 -test.bench $TG -threads=16 $SGA
	B=main step sgemm16-main-1.txt 12 -test.bench $TG -threads=16 $SGA
	step sgemm16-on-2.txt 12 -test.bench $TG -threads=16 $SGA
	PTXSIM_GANG_AHEAD=0 step sgemm16-off-2.txt 12 -test.bench $TG -threads=16 $SGA
	step sgemm16-on-3.txt 12 -test.bench $TG -threads=16 $SGA
	step stream16-on-1.txt 12 -test.bench $TS -threads=16 -stream=$ST
	PTXSIM_GANG_AHEAD=0 step stream16-off-1.txt 12 -test.bench $TS -threads=16 -stream=$ST
	B=main step stream16-main-1.txt 12 -test.bench $TS -threads=16 -stream=$ST
	step stream16-on-2.txt 12 -test.bench $TS -threads=16 -stream=$ST
	PTXSIM_GANG_AHEAD=always step sgemm16-always.txt 12 -test.bench $TG -threads=16 $SGA
	step sgemm16-prof.txt 12 -test.bench $TG -threads=16 $SGA -test.cpuprofile "$ROOT/$RES/sgemm16.prof"
	step both8.txt 20 -test.bench "Parallel/timing/(stream|sgemm)/" -threads=8 -stream=$ST $SGA
	unset PTXSIM_GANG_TRACE
	step sgemm1.txt 35 -test.bench $TG -threads=1 $SGA -test.cpuprofile "$ROOT/$RES/sgemm1.prof"
	step stream1.txt 30 -test.bench $TS -threads=1 -stream=$ST
else
	# ROUND=B: the table (defaults), then run-ahead on/off (own: own SMs
	# only) alternating at 16 threads: ab16-<workload>-<ahead>-<n>.txt
	# (0 = as main).
	# (Round B of 3d31b31 also had thread locking, PTXSIM_GANG_LOCK, on by
	# default: 25% slower at 16 threads; removed. Its results are in
	# results-par-step-8-b; this is round B2: RESULTS=b2.)
	step timing-sgemm-16.txt 20 -test.bench $TG -threads=16,16,16 $SGA
	step timing-stream-16.txt 20 -test.bench $TS -threads=16,16,16 -stream=$ST
	export PTXSIM_GANG_TRACE=1
	for n in 1 2; do
		for c in 0 1 own; do
			PTXSIM_GANG_AHEAD=$c step ab16-sgemm-$c-$n.txt 8 -test.bench $TG -threads=16 $SGA
		done
		for c in 0 1; do
			PTXSIM_GANG_AHEAD=$c step ab16-stream-$c-$n.txt 8 -test.bench $TS -threads=16 -stream=$ST
		done
	done
	unset PTXSIM_GANG_TRACE
	step timing-sgemm-1.txt 40 -test.bench $TG -threads=1 $SGA
	step timing-stream-1.txt 40 -test.bench $TS -threads=1 -stream=$ST
	step timing-sgemm-248.txt 40 -test.bench $TG -threads=2,4,8 $SGA
	step timing-stream-248.txt 35 -test.bench $TS -threads=2,4,8 -stream=$ST
fi
