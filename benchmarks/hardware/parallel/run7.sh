#!/bin/bash
# Session 4, device round A (speed, issue #13): the staged serve.
# Runs the timing-mode BenchmarkParallel (synthetic SGEMM and stream, 1 to 16
# threads; the corpus's larger cases) from the test binary build.sh made
# (carry benchmarks/hardware/parallel/bin), and CPU profiles of the
# 16-thread timing runs (read here with `go tool pprof bin/benchmarks.test
# FILE`). Start from the repository root with OUT set; writes
# $OUT/speed.tar.gz holding benchmarks/hardware/parallel/$RESULTS
# (default results-r7). About 3 minutes, CPU only (the GPU is not used).
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-r7}
BIN=$ROOT/$DIR/bin/benchmarks.test
OUT=${OUT:-/tmp/speed-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }

say "speed benchmarks: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commit unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; } > "$RES/machine.txt" 2>&1
if [ ! -x "$BIN" ] && [ -f "$BIN.xz" ]; then
	python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$BIN.xz" "$BIN" && chmod +x "$BIN"
fi
[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build.sh and carry $DIR/bin)"
# The corpus cases timed (testdata/conformance may have been moved aside).
if [ ! -f testdata/conformance/cases/matmul_shared_256/case.json ] && [ -f $DIR/bin/corpus.tar.xz ]; then
	tar xJf $DIR/bin/corpus.tar.xz && say "unpacked the corpus cases from $DIR/bin/corpus.tar.xz"
fi

# step NAME SECONDS ARGS...: one benchmark run, output in $RES/NAME
# (.txt files make the summary; profiled runs write .log).
step() {
	local name=$1 secs=$2
	shift 2
	say "start $name (limit ${secs}s)"
	( cd benchmarks && timeout --signal=INT --kill-after=10 "$secs" "$BIN" -test.run XXX -test.benchtime 1x "$@" ) > "$RES/$name" 2>&1
	say "end $name rc=$?"
}

SGEMM=${SGEMM:-2048}
ROWS=${ROWS:-128}
STREAM=${STREAM:-67108864}
THREADS=${THREADS:-1,2,4,8,16}
step timing-synthetic.txt 150 -test.bench 'Parallel/timing/(sgemm|stream)/' -threads=$THREADS -sgemm=$SGEMM -sgemm-timing-rows=$ROWS -stream=$STREAM
step corpus.txt 40 -test.bench 'Parallel/timing/(matmul|transpose|copy)' -threads=$THREADS
[ "${PROFILES:-1}" = 1 ] && step profile-stream16.log 30 -test.bench 'Parallel/timing/stream/' -threads=16 -stream=$STREAM -test.cpuprofile "$ROOT/$RES/stream16.prof"
[ "${PROFILES:-1}" = 1 ] && step profile-sgemm16.log 30 -test.bench 'Parallel/timing/sgemm/' -threads=16 -sgemm=$SGEMM -sgemm-timing-rows=$ROWS -test.cpuprofile "$ROOT/$RES/sgemm16.prof"

python3 "$DIR/summarize.py" "$RES" > "$RES/summary.txt" 2>>"$LOG" || say "summary failed"
tee -a "$LOG" < "$RES/summary.txt"
tar czf "$OUT/speed.tar.gz" "$RES" && say "wrote $OUT/speed.tar.gz"
