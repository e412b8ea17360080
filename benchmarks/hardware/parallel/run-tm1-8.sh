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
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
BIN=$DIR/bin-tm1-8
RES=$DIR/results-tm1-8-${ROUND:-a}
OUT=${OUT:-/tmp/tm1-8-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }
START=$(date +%s)
finish() {
	{
		for f in "$RES"/*.txt; do
			[ "$(basename "$f")" = summary.txt ] && continue
			echo "== $(basename "$f")"
			grep -E '^Benchmark|FAIL|panic' "$f"
		done
	} > "$RES/summary.txt" 2>&1
	tee -a "$LOG" < "$RES/summary.txt"
	tar czf "$OUT/tm1-8.tar.gz" "$RES" && say "wrote $OUT/tm1-8.tar.gz"
}
trap finish EXIT

say "tm1-8 round ${ROUND:-a}: $(tr '\n' ' ' < $BIN/commits.txt 2>/dev/null || echo 'binary commits unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; uptime; } > "$RES/machine.txt" 2>&1
for b in br main; do
	B=$ROOT/$BIN/$b.test
	if [ ! -x "$B" ] && [ -f "$B.xz" ]; then
		timeout 30 python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$B.xz" "$B" && chmod +x "$B"
	fi
	[ -x "$B" ] || say "FAILED: $B missing (build it with $DIR/build-tm1-8.sh and carry $BIN)"
done

# step NAME BIN SECONDS ARGS...: one benchmark run (-benchtime 1x, one
# thread) in benchmarks/, output in $RES/NAME; skipped when fewer than
# SECONDS+5 of the 175-second budget are left. PHYS set: the branch's
# PTXSIM_PHYSICAL_REGS.
step() {
	local name=$1 bin=$2 secs=$3
	shift 3
	local left=$((175 - ($(date +%s) - START)))
	if [ "$left" -lt $((secs + 5)) ]; then
		say "skip $name (${left}s left, needs ${secs}s)"
		return
	fi
	say "start $name (limit ${secs}s, PTXSIM_PHYSICAL_REGS=${PHYS:-unset})"
	if [ -n "${PHYS:-}" ]; then
		export PTXSIM_PHYSICAL_REGS=$PHYS
	else
		unset PTXSIM_PHYSICAL_REGS
	fi
	( cd benchmarks && timeout --signal=INT --kill-after=5 "$secs" "$ROOT/$BIN/$bin.test" -test.run XXX -test.benchtime 1x -threads=1 "$@" ) > "$RES/$name" 2>&1
	say "end $name rc=$?"
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
