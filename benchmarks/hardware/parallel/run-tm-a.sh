#!/bin/bash
# Session 5, device round A (speed-tm, issue #13): why the 16-thread
# timing speed-up varies. CPU only (the GPU is not used). Runs two test
# binaries build-tm.sh made (carry benchmarks/hardware/parallel/bin):
# tm.test (branch speed-tm) and main.test (main 0684897), on the same
# machine start:
#   - one core, main vs speed-tm: timing sgemm (2048 x 32 rows) and
#     stream (8M), the one-core speed change;
#   - speed-tm, 16 threads, two runs each of the timing stream (64M)
#     and sgemm (2048^3, 128 rows) in one process, with
#     PTXSIM_GANG_TRACE=1 (where the gang's wall time goes: phases, the
#     serial synchronisation, per goroutine serve stage / SM work /
#     finishing time in the phase); the same with one cache stage for
#     both L2 partitions (PTXSIM_SERVE_CACHE_STAGES=1) and with the gang's
#     SM affinity (PTXSIM_GANG_AFFINITY=1) and with helpers spinning 5 ms
#     before parking (PTXSIM_GANG_SPIN_US=5000); main at 16 threads for
#     comparison; a CPU profile of the 16-thread stream (one cache
#     stage); 8 threads;
#   - last, if time is left: the one-thread full-size stream for the
#     speed-up.
# Start from the repository root with OUT set; writes $OUT/speed-tm.tar.gz
# holding benchmarks/hardware/parallel/results-tm-a. About 3 minutes.
set -u
ROOT=$(pwd)
DIR=benchmarks/hardware/parallel
RES=$DIR/${RESULTS:-results-tm-a}
OUT=${OUT:-/tmp/speed-tm-out}
mkdir -p "$RES" "$OUT"
LOG=$RES/run.log
: > "$LOG"
say() { echo "$(date +%T) $*" | tee -a "$LOG"; }
START=$(date +%s)

say "speed-tm round A: $(cat $DIR/bin/commit.txt 2>/dev/null || echo 'binary commits unknown')"
{ echo "nproc: $(nproc)"; lscpu 2>/dev/null | head -25; free -g 2>/dev/null; uname -a; uptime; } > "$RES/machine.txt" 2>&1
for b in tm main; do
	BIN=$ROOT/$DIR/bin/$b.test
	if [ ! -x "$BIN" ] && [ -f "$BIN.xz" ]; then
		python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$BIN.xz" "$BIN" && chmod +x "$BIN"
	fi
	[ -x "$BIN" ] || say "FAILED: $BIN missing (build it with $DIR/build-tm.sh and carry $DIR/bin)"
done

# step NAME SECONDS BINARY ARGS...: one benchmark run (-benchtime 1x)
# in benchmarks/, output (with the gang trace on stderr) in $RES/NAME.
# Skipped when fewer than SECONDS+5 of the 175-second budget are left.
step() {
	local name=$1 secs=$2 bin=$3
	shift 3
	local left=$((175 - ($(date +%s) - START)))
	if [ "$left" -lt $((secs + 5)) ]; then
		say "skip $name (${left}s left, needs ${secs}s)"
		return
	fi
	say "start $name (limit ${secs}s)"
	( cd benchmarks && timeout --signal=INT --kill-after=5 "$secs" "$ROOT/$DIR/bin/$bin.test" -test.run XXX -test.benchtime 1x "$@" ) > "$RES/$name" 2>&1
	say "end $name rc=$?"
}

# SMALL=1: tiny sizes, for a dry run of the script.
ST=67108864 SG=2048 SG1=2048 ST1=8388608
[ "${SMALL:-}" = 1 ] && ST=1048576 SG=256 SG1=256 ST1=1048576
ONE="-test.bench Parallel/timing/(sgemm|stream)/ -threads=1 -sgemm=$SG1 -sgemm-timing-rows=16 -stream=$ST1"
step onecore-main.txt 25 main $ONE
step onecore-tm.txt 25 tm $ONE
export PTXSIM_GANG_TRACE=1
step stream16-tm.txt 25 tm -test.bench 'Parallel/timing/stream/' -threads=16,16 -stream=$ST
PTXSIM_SERVE_CACHE_STAGES=1 step stream16-cs1-tm.txt 25 tm -test.bench 'Parallel/timing/stream/' -threads=16,16 -stream=$ST
step sgemm16-tm.txt 25 tm -test.bench 'Parallel/timing/sgemm/' -threads=16,16 -sgemm=$SG -sgemm-timing-rows=128
PTXSIM_SERVE_CACHE_STAGES=1 step sgemm16-cs1-tm.txt 25 tm -test.bench 'Parallel/timing/sgemm/' -threads=16,16 -sgemm=$SG -sgemm-timing-rows=128
PTXSIM_GANG_SPIN_US=5000 step stream16-spin5ms-tm.txt 20 tm -test.bench 'Parallel/timing/stream/' -threads=16 -stream=$ST
step both16-main.txt 25 main -test.bench 'Parallel/timing/(stream|sgemm)/' -threads=16 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
PTXSIM_GANG_AFFINITY=1 step affinity16-tm.txt 25 tm -test.bench 'Parallel/timing/(stream|sgemm)/' -threads=16 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
PTXSIM_SERVE_CACHE_STAGES=1 step stream16-cs1-profile.txt 12 tm -test.bench 'Parallel/timing/stream/' -threads=16 -stream=$ST -test.cpuprofile "$ROOT/$RES/stream16-cs1.prof"
step threads8-tm.txt 25 tm -test.bench 'Parallel/timing/(stream|sgemm)/' -threads=8 -stream=$ST -sgemm=$SG -sgemm-timing-rows=128
unset PTXSIM_GANG_TRACE
step stream1-tm.txt 45 tm -test.bench 'Parallel/timing/stream/' -threads=1 -stream=$ST

{
	for f in "$RES"/*.txt; do
		echo "== $(basename "$f")"
		grep -E '^Benchmark|^gang trace: threads' "$f"
	done
} > "$RES/summary.txt" 2>&1
tee -a "$LOG" < "$RES/summary.txt" | grep Benchmark
tar czf "$OUT/speed-tm.tar.gz" "$RES" && say "wrote $OUT/speed-tm.tar.gz"
