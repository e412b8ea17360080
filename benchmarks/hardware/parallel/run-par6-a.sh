#!/bin/bash
# Session 6, device round A (speed-par-6, issue #13): where the timing
# model's 16-thread wall time goes. CPU only (the GPU is not used). Runs
# bin/par6.test (this branch: the serve prefetches L2 sets, the gang
# takes the synchronisation's per-SM figures as it advances SMs) and
# bin/main.test (main b0b5071) (build-par6.sh; carry
# benchmarks/hardware/parallel/bin), all on one machine start:
#   - 16 threads, two runs each (one of main) of the timing stream (64M)
#     and sgemm (2048^3, 128 rows) with PTXSIM_GANG_TRACE=1 (phases,
#     serial sync, per goroutine serve stage / SM work / finish time);
#   - both with the serve not staged (PTXSIM_STAGED_SERVE=0: the model's
#     goroutine serves, then advances SMs), this branch;
#   - CPU profiles of both at 16 threads (this branch); 8 threads;
#   - the one-thread runs at full size with CPU profiles (per-function
#     inflation at 16 threads; the speed-up on this machine start).
# Start from the repository root with OUT set; writes
# $OUT/speed-par-6.tar.gz holding benchmarks/hardware/parallel/results-par6-a.
# About 3 minutes (175-second budget; steps skip when it runs out).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-par6-a}
OUT=${OUT:-/tmp/speed-par-6-out}
BUDGET=${BUDGET:-175}
dr_start
trap "dr_finish speed-par-6 '^Benchmark|^gang trace: threads'" EXIT

say "speed-par-6 round A: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commit unknown')"
dr_machine 25
for b in par6 main; do
	BIN=$ROOT/$DIR/bin/$b.test
	dr_unpack "$BIN"
	[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build-par6.sh and carry $DIR/bin)"
done

# step NAME SECONDS ARGS...: one benchmark run (-benchtime 1x) of
# bin/$B.test (B=par6 unless set) in
# benchmarks/, output (with the gang trace on stderr) in $RES/NAME.
# Skipped when fewer than SECONDS+5 of the budget are left.
step() {
	local name=$1 secs=$2
	shift 2
	dr_step "$name" "$secs" 5 "$ROOT/$DIR/bin/${B:-par6}.test" -test.run XXX -test.benchtime 1x "$@"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256
TS='Parallel/timing/stream/' TG='Parallel/timing/sgemm/'
export PTXSIM_GANG_TRACE=1
step stream16.txt 20 -test.bench $TS -threads=16,16 -stream=$ST
step sgemm16.txt 20 -test.bench $TG -threads=16,16 -sgemm=$SG -sgemm-timing-rows=128
B=main step both16-main.txt 20 -test.bench "Parallel/timing/(stream|sgemm)/" -threads=16 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
PTXSIM_STAGED_SERVE=0 step both16-staged0.txt 20 -test.bench "Parallel/timing/(stream|sgemm)/" -threads=16 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
step stream16-prof.txt 12 -test.bench $TS -threads=16 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream16.prof"
step sgemm16-prof.txt 12 -test.bench $TG -threads=16 -sgemm=$SG -sgemm-timing-rows=128 -test.cpuprofile "$ROOT/$RES/sgemm16.prof"
step both8.txt 20 -test.bench "Parallel/timing/(stream|sgemm)/" -threads=8 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
unset PTXSIM_GANG_TRACE
step stream1.txt 40 -test.bench $TS -threads=1 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream1.prof"
step sgemm1.txt 45 -test.bench $TG -threads=1 -sgemm=$SG -sgemm-timing-rows=128 -test.cpuprofile "$ROOT/$RES/sgemm1.prof"
