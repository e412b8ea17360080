#!/bin/bash
# Session 5, device round B (speed-tm, issue #13): the speed table of the
# final speed-tm binary (build-tm.sh's bin/tm.test; carry
# benchmarks/hardware/parallel/bin), CPU only: timing sgemm (2048^3, 128
# rows) and stream (64M) with 1 thread and three times 16 threads in one
# process each (the spread of the 16-thread speed-up on one machine
# start), the functional stream with 1 and 16 threads, and the timing
# stream with 2 threads if time is left; PTXSIM_GANG_TRACE=1 (where the
# gang's wall time went). Start from the repository root
# with OUT set; writes $OUT/speed-tm.tar.gz holding
# benchmarks/hardware/parallel/results-tm-b. About 3 minutes.
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-tm-b}
OUT=${OUT:-/tmp/speed-tm-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }
START=$(date +%s)

say "speed-tm round B: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commits unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; uptime; } > "$RES/machine.txt" 2>&1
BIN=$ROOT/$DIR/bin/tm.test
if [ ! -x "$BIN" ] && [ -f "$BIN.xz" ]; then
	python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$BIN.xz" "$BIN" && chmod +x "$BIN"
fi
[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build-tm.sh and carry $DIR/bin)"

# step NAME SECONDS ARGS...: one benchmark run (-benchtime 1x) in
# benchmarks/, output in $RES/NAME; skipped when fewer than SECONDS+5 of
# the 175-second budget are left.
step() {
	local name=$1 secs=$2
	shift 2
	local left=$((175 - ($(date +%s) - START)))
	if [ "$left" -lt $((secs + 5)) ]; then
		say "skip $name (${left}s left, needs ${secs}s)"
		return
	fi
	say "start $name (limit ${secs}s)"
	( cd benchmarks && timeout --signal=INT --kill-after=5 "$secs" "$BIN" -test.run XXX -test.benchtime 1x "$@" ) > "$RES/$name" 2>&1
	say "end $name rc=$?"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
export PTXSIM_GANG_TRACE=1 # one summary line per 16-thread launch on stderr (where the wall time went)
step sgemm.txt 75 -test.bench 'Parallel/timing/sgemm/' -threads=1,16,16,16 -sgemm=$SG -sgemm-timing-rows=128
step stream.txt 80 -test.bench 'Parallel/timing/stream/' -threads=1,16,16,16 -stream=$ST
step functional-stream.txt 20 -test.bench 'Parallel/functional/stream/' -threads=1,16,16 -stream=$ST
step stream2.txt 30 -test.bench 'Parallel/timing/stream/' -threads=2 -stream=$ST

{
	for f in "$RES"/*.txt; do
		echo "== $(basename "$f")"
		grep -E '^Benchmark|^gang trace: threads' "$f"
	done
} > "$RES/summary.txt" 2>&1
tee -a "$LOG" < "$RES/summary.txt"
tar czf "$OUT/speed-tm.tar.gz" "$RES" && say "wrote $OUT/speed-tm.tar.gz"
