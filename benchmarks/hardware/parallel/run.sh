#!/bin/bash
# Parallel-simulation speed-up on the device machine's CPUs (issue #13).
# Runs BenchmarkParallel (benchmarks/parallel_bench_test.go) from a test
# binary built on the development machine (no Go on the device):
#   GOOS=linux GOARCH=amd64 go test -c -ldflags="-s -w" \
#       -o benchmarks/hardware/parallel/bin/benchmarks.test ./benchmarks
# (benchmarks/hardware/parallel/build.sh does it and records the commit).
# Start from the repository root with OUT set; carry
# benchmarks/hardware/parallel/bin (ignored by git). Writes
# $OUT/parallel.tar.gz holding benchmarks/hardware/parallel/results/
# (raw benchmark output per step, the machine, a summary table, the log).
# Every step runs under `timeout` and the script goes on past a failing
# step; the whole run takes at most about 6 minutes of wall time.
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
# RESULTS names the results folder (a later round keeps the earlier one);
# MODES=timing or MODES=functional runs one mode only.
RES=$DIR/${RESULTS:-results}
MODES=${MODES:-functional timing}
BIN=$ROOT/$DIR/bin/benchmarks.test
OUT=${OUT:-/tmp/parallel-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }

say "parallel benchmarks: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commit unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; } > "$RES/machine.txt" 2>&1
if [ ! -x "$BIN" ]; then
	say "FAILED: $BIN missing (build it with $DIR/build.sh and carry $DIR/bin)"
fi

# step NAME SECONDS ARGS...: one benchmark run, output in results/NAME.txt.
step() {
	local name=$1 secs=$2
	shift 2
	say "start $name (limit ${secs}s)"
	( cd benchmarks && timeout --signal=INT --kill-after=10 "$secs" "$BIN" -test.run XXX -test.benchtime 1x "$@" ) > "$RES/$name.txt" 2>&1
	local rc=$?
	say "end $name rc=$rc"
}

# The synthetic workloads first (the 12x target), then the corpus.
# SGEMM, ROWS and STREAM override the sizes (for a dry run elsewhere).
SGEMM=${SGEMM:-2048}
ROWS=${ROWS:-128}
STREAM=${STREAM:-67108864}
case " $MODES " in *" timing "*)
	step timing-synthetic 150 -test.bench 'Parallel/timing/(sgemm|stream)/' -sgemm=$SGEMM -sgemm-timing-rows=$ROWS -stream=$STREAM ;;
esac
case " $MODES " in *" functional "*)
	step functional-synthetic 140 -test.bench 'Parallel/functional/(sgemm|stream)/' -sgemm=$SGEMM -stream=$STREAM ;;
esac
step corpus 60 -test.bench "Parallel/($(echo $MODES | tr ' ' '|'))/(matmul|transpose|copy)"

python3 "$DIR/summarize.py" "$RES" > "$RES/summary.txt" 2>>"$LOG" || say "summary failed"
cat "$RES/summary.txt" | tee -a "$LOG"
tar czf "$OUT/parallel.tar.gz" "$RES" && say "wrote $OUT/parallel.tar.gz"
