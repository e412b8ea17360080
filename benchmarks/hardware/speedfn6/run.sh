#!/bin/bash
# speed-fn-6 (issue #13): one-core functional interpreter throughput on the
# device machine's CPU (the GPU is not used). Runs BenchmarkExec of two
# test binaries built by build.sh (carry benchmarks/hardware/speedfn6/bin):
# base (main b0b5071) and new (this branch), alternating (ROUNDS rounds,
# default 3), with GOMAXPROCS=1 and taskset to one CPU, on the matrix
# multiplies and reductions, plus one CPU profile of new. Start from the
# repository root with OUT set; writes $OUT/speed-fn-6.tar.gz holding
# benchmarks/hardware/speedfn6/results-$ROUND (ROUND default rA), also
# after a failure. About 2 minutes.
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/speedfn6
RES=$DIR/results-${ROUND:-rA}
OUT=${OUT:-/tmp/speed-fn-6-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }
finish() { tar czf "$OUT/speed-fn-6.tar.gz" "$RES" && echo "wrote $OUT/speed-fn-6.tar.gz"; }
trap finish EXIT
say "speed-fn-6: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binaries unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; uname -a; uptime; } > "$RES/machine.txt" 2>&1
for v in base new; do
	if [ -f "$DIR/bin/$v.test.xz" ] && [ ! -x "$DIR/bin/$v.test" ]; then
		timeout 60 python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$DIR/bin/$v.test.xz" "$DIR/bin/$v.test" && chmod +x "$DIR/bin/$v.test"
	fi
	[ -x "$DIR/bin/$v.test" ] || say "FAILED: $DIR/bin/$v.test missing (build.sh, carry $DIR/bin)"
done
if [ ! -f testdata/conformance/cases/reduce_shuffle/case.json ] && [ -f $DIR/bin/corpus.tar.xz ]; then
	timeout 60 tar xJf $DIR/bin/corpus.tar.xz && say "unpacked the corpus cases from $DIR/bin/corpus.tar.xz"
fi
PIN=""
command -v taskset >/dev/null && taskset -c $(($(nproc) - 1)) true 2>/dev/null && PIN="taskset -c $(($(nproc) - 1))"
PAT='BenchmarkExec$/(matmul_shared_256|matmul_naive_256|reduce_sequential|reduce_interleaved|reduce_shuffle)$'
for i in $(seq ${ROUNDS:-3}); do
	for v in base new; do
		say "start $v round $i"
		( cd benchmarks && GOMAXPROCS=1 timeout --signal=INT --kill-after=5 40 $PIN "$ROOT/$DIR/bin/$v.test" -test.run XXX -test.bench "$PAT" -test.benchtime ${BENCHTIME:-1s} ) >> "$RES/$v.txt" 2>&1
		say "end $v round $i rc=$?"
	done
done
say "start profile"
( cd benchmarks && GOMAXPROCS=1 timeout --signal=INT --kill-after=5 30 $PIN "$ROOT/$DIR/bin/new.test" -test.run XXX -test.bench 'BenchmarkExec$/(matmul_naive_256|reduce_interleaved|reduce_shuffle)$' -test.benchtime ${PROFTIME:-2s} -test.cpuprofile "$ROOT/$RES/new.prof" ) >> "$RES/profile.log" 2>&1
say "end profile rc=$?"
for v in base new; do grep '^Benchmark' "$RES/$v.txt" | awk -v v=$v '{print v, $1, $5, $6}'; done | tee -a "$LOG"
