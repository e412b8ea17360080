#!/bin/bash
# Session 6, device rounds A and B (speed-tm1-6, issue #13): one-core
# timing speed of this branch (bin/tm6.test) against main b0b5071
# (bin/main6.test), both built by build-tm6.sh (carry
# benchmarks/hardware/parallel/bin), CPU only: the timing sgemm (2048^3,
# 128 rows) and stream (64M) with one thread, as in results-final5,
# alternating main and branch, the branch's runs with a CPU profile; then
# (round A) a second pair, or (ROUND=b) the branch's host-prefetch
# variants (PTXSIM_TIMING_PREFETCH=0/1/2) at quarter sizes, if time is
# left. Start from the repository root with OUT set (ROUND=a or b names
# the results); writes
# $OUT/speed-tm1-6.tar.gz holding benchmarks/hardware/parallel/results-tm6-$ROUND.
# About 3 minutes (175-second budget; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/results-tm6-${ROUND:-a}
OUT=${OUT:-/tmp/speed-tm1-6-out}
BUDGET=175
dr_start
finish() {
	dr_summary '^Benchmark|FAIL|panic' skip
	tee -a "$LOG" < "$RES/summary.txt"
	dr_pack speed-tm1-6
}
trap finish EXIT

say "speed-tm1-6 round ${ROUND:-a}: $(tr '\n' ' ' < $DIR/bin/commit6.txt 2>/dev/null || echo 'binary commits unknown')"
dr_machine 25
for b in tm6 main6; do
	BIN=$ROOT/$DIR/bin/$b.test
	dr_unpack "$BIN" 30
	[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build-tm6.sh and carry $DIR/bin)"
done

# step NAME BIN SECONDS ARGS...: one benchmark run (-benchtime 1x, one
# thread) in benchmarks/, output in $RES/NAME; skipped when fewer than
# SECONDS+5 of the 175-second budget are left. PF set: the branch's
# PTXSIM_TIMING_PREFETCH (0 none, 1 peek's, the default; 2 also the next
# SM's).
step() {
	local name=$1 bin=$2 secs=$3
	shift 3
	if [ -n "${PF:-}" ]; then
		export PTXSIM_TIMING_PREFETCH=$PF
	else
		unset PTXSIM_TIMING_PREFETCH
	fi
	DR_NOTE=", PTXSIM_TIMING_PREFETCH=${PF:-unset}" dr_step "$name" "$secs" 5 "$ROOT/$DIR/bin/$bin.test" -test.run XXX -test.benchtime 1x -threads=1 "$@"
	unset PTXSIM_TIMING_PREFETCH
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048 ROWS=128 HST=16777216 HROWS=32
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256 HST=1048576 HROWS=32
SGA=(-test.bench 'Parallel/timing/sgemm/' -sgemm=$SG -sgemm-timing-rows=$ROWS)
STA=(-test.bench 'Parallel/timing/stream/' -stream=$ST)
# Quarter sizes for the prefetch variants of the branch.
HSGA=(-test.bench 'Parallel/timing/sgemm/' -sgemm=$SG -sgemm-timing-rows=$HROWS)
HSTA=(-test.bench 'Parallel/timing/stream/' -stream=$HST)
step main-sgemm-1.txt main6 45 "${SGA[@]}"
step tm6-sgemm-1.txt tm6 40 "${SGA[@]}" -test.cpuprofile "$ROOT/$RES/tm6-sgemm.prof"
step main-stream-1.txt main6 35 "${STA[@]}"
step tm6-stream-1.txt tm6 32 "${STA[@]}" -test.cpuprofile "$ROOT/$RES/tm6-stream.prof"
if [ "${ROUND:-a}" != a ]; then
	PF=2 step tm6-q-sgemm-pf2.txt tm6 12 "${HSGA[@]}"
	step tm6-q-sgemm-pf1.txt tm6 12 "${HSGA[@]}"
	PF=2 step tm6-q-stream-pf2.txt tm6 12 "${HSTA[@]}"
	step tm6-q-stream-pf1.txt tm6 12 "${HSTA[@]}"
	PF=0 step tm6-q-sgemm-pf0.txt tm6 12 "${HSGA[@]}"
	PF=0 step tm6-q-stream-pf0.txt tm6 12 "${HSTA[@]}"
else
	step tm6-sgemm-2.txt tm6 40 "${SGA[@]}"
	step main-sgemm-2.txt main6 45 "${SGA[@]}"
	step tm6-stream-2.txt tm6 35 "${STA[@]}"
fi
