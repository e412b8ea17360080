#!/bin/bash
# Session 7, device rounds A and B (tm1-8, issue #13): one-core timing
# speed of this branch (bin-tm1-8/br.test) against main e5140cd
# (bin-tm1-8/main.test), both built by build-tm1-8.sh (carry
# benchmarks/hardware/parallel/bin-tm1-8), CPU only (the GPU is not used):
# the timing SGEMM (2048^3, 128 rows) and stream (64M) with one thread, as
# in results-final6c, main then the branch (with a CPU profile) then the
# branch with PTXSIM_PHYSICAL_REGS=0 (its register renaming off: same
# binary, same results, measures the renaming alone); ROUND=b: main and
# the branch, then the renaming off/on alternating at half sizes, then
# BenchmarkExec on the matmul and reduction corpus cases (reads
# testdata/conformance/cases/{matmul,reduce}*), branch and main, if time
# is left. Start from the repository root with OUT set (ROUND=a
# or b names the results); writes $OUT/tm1-8.tar.gz holding
# benchmarks/hardware/parallel/results-tm1-8-$ROUND. About 3 minutes
# (175-second budget; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
BIN=$DIR/bin-tm1-8
RES=$DIR/results-tm1-8-${ROUND:-a}
OUT=${OUT:-/tmp/tm1-8-out}
BUDGET=175
dr_start
finish() {
	dr_summary '^Benchmark|FAIL|panic' skip
	tee -a "$LOG" < "$RES/summary.txt"
	dr_pack tm1-8
}
trap finish EXIT

say "tm1-8 round ${ROUND:-a}: $(tr '\n' ' ' < $BIN/commits.txt 2>/dev/null || echo 'binary commits unknown')"
dr_machine 25
for b in br main; do
	B=$ROOT/$BIN/$b.test
	dr_unpack "$B" 30
	[ -x "$B" ] || say "FAILED: $B missing (build it with $DIR/build-tm1-8.sh and carry $BIN)"
done

# step NAME BIN SECONDS ARGS...: one benchmark run (-benchtime 1x, one
# thread) in benchmarks/, output in $RES/NAME; skipped when fewer than
# SECONDS+5 of the 175-second budget are left. PHYS set: the branch's
# PTXSIM_PHYSICAL_REGS.
step() {
	local name=$1 bin=$2 secs=$3
	shift 3
	if [ -n "${PHYS:-}" ]; then
		export PTXSIM_PHYSICAL_REGS=$PHYS
	else
		unset PTXSIM_PHYSICAL_REGS
	fi
	DR_NOTE=", PTXSIM_PHYSICAL_REGS=${PHYS:-unset}" dr_step "$name" "$secs" 5 "$ROOT/$BIN/$bin.test" -test.run XXX -test.benchtime 1x -threads=1 "$@"
	unset PTXSIM_PHYSICAL_REGS
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048 ROWS=128
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256 ROWS=32
SGA=(-test.bench 'Parallel/timing/sgemm/' -sgemm=$SG -sgemm-timing-rows=$ROWS)
STA=(-test.bench 'Parallel/timing/stream/' -stream=$ST)
if [ "${ROUND:-a}" = a ]; then
	step main-sgemm.txt main 40 "${SGA[@]}"
	step br-sgemm.txt br 35 "${SGA[@]}" -test.cpuprofile "$ROOT/$RES/br-sgemm.prof"
	PHYS=0 step br-phys0-sgemm.txt br 35 "${SGA[@]}"
	step main-stream.txt main 30 "${STA[@]}"
	step br-stream.txt br 28 "${STA[@]}" -test.cpuprofile "$ROOT/$RES/br-stream.prof"
	PHYS=0 step br-phys0-stream.txt br 28 "${STA[@]}"
else
	# Round B: main and the branch at full size, then the renaming
	# off/on alternating on the same binary at half sizes (round A's one
	# pair of runs could not tell it from the machine's noise), then
	# BenchmarkExec if time is left.
	HSGA=(-test.bench 'Parallel/timing/sgemm/' -sgemm=$SG -sgemm-timing-rows=$((ROWS / 2)))
	HSTA=(-test.bench 'Parallel/timing/stream/' -stream=$((ST / 2)))
	step main-sgemm.txt main 35 "${SGA[@]}"
	step br-sgemm.txt br 32 "${SGA[@]}" -test.cpuprofile "$ROOT/$RES/br-sgemm.prof"
	step main-stream.txt main 30 "${STA[@]}"
	step br-stream.txt br 28 "${STA[@]}" -test.cpuprofile "$ROOT/$RES/br-stream.prof"
	PHYS=0 step h-br-phys0-sgemm-1.txt br 14 "${HSGA[@]}"
	step h-br-sgemm-1.txt br 14 "${HSGA[@]}"
	PHYS=0 step h-br-phys0-stream-1.txt br 12 "${HSTA[@]}"
	step h-br-stream-1.txt br 12 "${HSTA[@]}"
	PHYS=0 step h-br-phys0-sgemm-2.txt br 14 "${HSGA[@]}"
	step h-br-sgemm-2.txt br 14 "${HSGA[@]}"
	EXA=(-test.bench 'Exec$/(matmul|reduce)' -test.benchtime 3x)
	step br-exec.txt br 14 "${EXA[@]}"
	step main-exec.txt main 14 "${EXA[@]}"
fi
