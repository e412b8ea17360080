#!/bin/bash
# Device script for issue #12's ground truth: the scale corpus
# (testdata/scale) and the calibration programs (benchmarks/calibration).
# Started from the repository root on the device machine (one H200, CUDA 13,
# ncu, python3); writes ONE tarball, $OUT/scale-corpus.tar.gz, holding every
# result at its repository path (untar it at the repository root):
#   testdata/scale/cases/*/*.expected.bin, hw.json   outputs, event times, ncu metrics
#   testdata/scale/sass/*                            ptxas -v and cuobjdump -sass of each module
#   benchmarks/calibration/h200-{memory,tensor,hopper}.json (+ .sass-summary.txt)
#   benchmarks/hardware/scale/logs/                  every step's log
# Steps (each bounded by `timeout`; a failing step is logged and the rest go on):
#   1. in the background: build the calibration programs; ptxas/cuobjdump the corpus modules
#   2. ask ncu which metric names it knows; add the known ones of ncu_extra.txt to each case
#   3. hwcase.py run: every case once (expected outputs, event times)
#   4. the calibration programs
#   5. Nsight Compute over the cases in three batches (ncu_batch.py), until the time budget
#   6. pack
# Expected: about 5 minutes. BUDGET (default 270) bounds when the last ncu batch may start, HARD (400)
# the batches' own timeouts.
set -u
T0=$(date +%s)
OUT=${OUT:-/tmp/scale-out}
BUDGET=${BUDGET:-270}
L=benchmarks/hardware/scale/logs
mkdir -p "$OUT" "$L" testdata/scale/sass
: >"$L/run.log"
el() { echo $(($(date +%s) - T0)); }
log() { echo "[$(el)s] $*" | tee -a "$L/run.log"; }

log "start: $(hostname) $(date -u +%FT%TZ)"
{ nvidia-smi; nvidia-smi -q -d CLOCK; nvcc --version; ncu --version; python3 --version; } >"$L/env.txt" 2>&1

# 1. background builds
export BIN=/tmp/calib-bin LOGS=$L/calibration
mkdir -p "$LOGS"
(timeout 330 bash benchmarks/calibration/run_scale.sh build >"$L/calib-build.log" 2>&1) &
BUILD_PID=$!
(
    for p in testdata/scale/ptx/*.sm_90.ptx; do
        m=$(basename "$p" .sm_90.ptx)
        timeout 120 ptxas -arch=sm_90 -O3 -v "$p" -o "/tmp/scale-$m.cubin" >"testdata/scale/sass/$m.ptxas-v.txt" 2>&1
        timeout 60 cuobjdump -sass "/tmp/scale-$m.cubin" 2>&1 | gzip -9 >"testdata/scale/sass/$m.sm_90.sass.gz"
    done
) &
SASS_PID=$!

# 2. the extra ncu metrics this ncu knows
if ! timeout 90 ncu --query-metrics-mode all --chip gh100 >/tmp/ncu-query.txt 2>&1 || ! grep -q "__" /tmp/ncu-query.txt; then
    log "ncu --query-metrics-mode all failed; trying base names"
    timeout 60 ncu --query-metrics --chip gh100 >/tmp/ncu-query.txt 2>&1 || log "ncu --query-metrics failed too"
fi
head -c 20000 /tmp/ncu-query.txt >"$L/ncu-query-head.txt"
python3 benchmarks/hardware/scale/inject_extra.py benchmarks/hardware/scale/ncu_extra.txt /tmp/ncu-query.txt \
    testdata/scale/cases/* 2>&1 | tee "$L/ncu-extra.log" | head -3 | while read -r l; do log "$l"; done

# 3. every case once
log "hwcase run: $(ls -d testdata/scale/cases/* | wc -l) cases"
timeout 240 python3 benchmarks/hardware/hwcase.py run --timeout 60 --summary "$L/hwcase-run.json" testdata/scale/cases/* \
    >"$L/hwcase-run.log" 2>&1
log "hwcase run: exit $? ($(tail -1 "$L/hwcase-run.log"))"

# 4. calibration programs
wait $BUILD_PID
log "calibration build: $(grep -c '^built' "$L/calib-build.log") built; $(grep FAILED "$L/calib-build.log" | tr '\n' ' ')"
CALIB_TIMEOUT=90 timeout 200 bash benchmarks/calibration/run_scale.sh run >"$L/calib-run.log" 2>&1
log "calibration run: exit $?: $(tr '\n' ' ' <"$L/calib-run.log")"

# 5. ncu: three batches (one ncu session each, ncu_batch.py), most valuable first, while the
#    time budget lasts; then hwcase.py's per-case ncu for any case a batch did not deliver.
#    If the first batch fails entirely with the extra metrics, they are dropped and it is retried.
B1="nbody stream_dram tcgemm spmv stencil3d kmeans gaussian"
B2="stream_triad_l2 stream_triad_mid sgemm transpose gather strided histogram"
B3="reduce scan stencil2d convsep pathfinder bfs"
HARD=${HARD:-400} # the batches' timeouts keep the whole run under this many seconds
dirs() { for c in "$@"; do echo testdata/scale/cases/$c; done; }
batch() { # NAME CASES...
    local name=$1
    shift
    local lim=$((HARD - $(el) - 20))
    [ $lim -gt 240 ] && lim=240
    [ $lim -lt 60 ] && lim=60
    timeout $((lim + 15)) python3 benchmarks/hardware/scale/ncu_batch.py --timeout $lim --summary "$L/ncu-$name.json" \
        $(dirs "$@") >"$L/ncu-$name.log" 2>&1
    local rc=$?
    log "ncu $name: exit $rc: $(grep '^ncu_batch:' "$L/ncu-$name.log")"
    return $rc
}
n=0
for B in "$B1" "$B2" "$B3"; do
    n=$((n + 1))
    if [ "$(el)" -ge "$BUDGET" ]; then
        log "ncu batch$n: SKIPPED ($B): time budget ${BUDGET}s used"
        continue
    fi
    batch batch$n $B
    if [ $n -eq 1 ] && ! grep -q '^ok ' "$L/ncu-batch1.log" && grep -q ncu_extra testdata/scale/cases/nbody/case.json; then
        log "ncu batch1: nothing came back with the extra metrics; dropping them for every case and retrying"
        python3 benchmarks/hardware/scale/inject_extra.py --strip testdata/scale/cases/* >>"$L/ncu-extra.log" 2>&1
        mv "$L/ncu-batch1.log" "$L/ncu-batch1-with-extras.log"
        batch batch1 $B
    fi
done
for c in $B1 $B2 $B3; do
    if grep -q "^ok   testdata/scale/cases/$c\$" "$L"/ncu-batch*.log 2>/dev/null; then continue; fi
    if [ "$(el)" -ge "$BUDGET" ]; then
        log "ncu: no data for $c (time budget)"
        continue
    fi
    timeout 100 python3 benchmarks/hardware/hwcase.py ncu --timeout 90 --summary "$L/ncu-single-$c.json" \
        testdata/scale/cases/$c >>"$L/hwcase-ncu.log" 2>&1
    log "ncu single $c: exit $?"
done

# 6. pack
wait $SASS_PID
log "packing"
FILES=$(ls testdata/scale/cases/*/*.expected*.bin testdata/scale/cases/*/hw.json testdata/scale/sass/* \
    benchmarks/calibration/h200-memory.json benchmarks/calibration/h200-tensor.json benchmarks/calibration/h200-hopper.json \
    benchmarks/calibration/h200-*.sass-summary.txt 2>/dev/null)
log "done after $(el)s"
tar czf "$OUT/scale-corpus.tar.gz" $FILES "$L" 2>>"$L/run.log"
ls -la "$OUT/scale-corpus.tar.gz"
