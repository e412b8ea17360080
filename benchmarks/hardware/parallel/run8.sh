#!/bin/bash
# Session 4, device round B (speed, issue #13): the timing-mode speed-ups
# with the final code, and the same 16-thread runs with the serve not
# staged (PTXSIM_STAGED_SERVE=0: same results, the old one-goroutine
# serve) to compare. Runs the test binary build.sh made (carry
# benchmarks/hardware/parallel/bin). Start from the repository root with
# OUT set; writes $OUT/speed.tar.gz holding
# benchmarks/hardware/parallel/results-r8. About 2.5 minutes, CPU only.
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-r8}
BIN=$ROOT/$DIR/bin/benchmarks.test
OUT=${OUT:-/tmp/speed-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }

say "speed benchmarks: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commit unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; uptime; } > "$RES/machine.txt" 2>&1
if [ ! -x "$BIN" ] && [ -f "$BIN.xz" ]; then
	python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$BIN.xz" "$BIN" && chmod +x "$BIN"
fi
[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build.sh and carry $DIR/bin)"
if [ ! -f testdata/conformance/cases/matmul_shared_256/case.json ] && [ -f $DIR/bin/corpus.tar.xz ]; then
	tar xJf $DIR/bin/corpus.tar.xz && say "unpacked the corpus cases from $DIR/bin/corpus.tar.xz"
fi

# step NAME SECONDS ARGS...: one benchmark run, output in $RES/NAME (.txt
# files make the summary table; the unstaged comparison runs write .log).
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
step stream.txt 100 -test.bench 'Parallel/timing/stream/' -threads=${THREADS:-1,2,4,8,16} -stream=$STREAM
step sgemm.txt 70 -test.bench 'Parallel/timing/sgemm/' -threads=${SGEMM_THREADS:-1,16} -sgemm=$SGEMM -sgemm-timing-rows=$ROWS
export PTXSIM_STAGED_SERVE=0
step stream16-unstaged.log 25 -test.bench 'Parallel/timing/stream/' -threads=16 -stream=$STREAM
step sgemm16-unstaged.log 25 -test.bench 'Parallel/timing/sgemm/' -threads=16 -sgemm=$SGEMM -sgemm-timing-rows=$ROWS
unset PTXSIM_STAGED_SERVE
step corpus.txt 30 -test.bench 'Parallel/timing/(matmul|copy)' -threads=1,16

python3 "$DIR/summarize.py" "$RES" > "$RES/summary.txt" 2>>"$LOG" || say "summary failed"
tee -a "$LOG" < "$RES/summary.txt"
grep -h Benchmark "$RES"/*-unstaged.log | tee -a "$LOG"
tar czf "$OUT/speed.tar.gz" "$RES" && say "wrote $OUT/speed.tar.gz"
