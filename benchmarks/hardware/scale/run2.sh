#!/bin/bash
# Round 2 of the scale-corpus device work (about 1.5 minutes): what round 1
# (run.sh) could not deliver.
#   1. hopperbench (wgmma, cp.async.bulk): round 1's build used -arch=sm_90a, with which
#      nvcc 13 also assembles a compute_90 PTX for sm_90, where wgmma does not exist;
#      run_scale.sh now passes -gencode arch=compute_90a,code=sm_90a.
#   2. membench's read_write_mix and sectors_per_request again: round 1 timed its 16 MB (L2) variant as 64 separate
#      2-microsecond launches, i.e. the launch overhead; k_mix now sweeps 64 times in one launch.
#      And sectors_per_request again: round 1's loop spent ~16 instructions hashing each address,
#      so up to 8 sectors per request it measured instruction issue; the offsets are now hashed
#      once, and each load costs an add, a mask and the address multiply.
#      -> benchmarks/calibration/h200-memory-round2.json (merged into h200-memory.json afterwards).
#   3. tcgemm again: its init kernel changed after round 1 ran (one cvt.rn.f16.f32 per value
#      instead of cvt.rn.f16x2.f32, which ptxsim cannot lower yet), so its hw.json, SASS and
#      expected file must come from the committed PTX.
# Writes $OUT/scale-corpus-2.tar.gz (untar at the repository root) with
# benchmarks/calibration/h200-hopper.json (+ .sass-summary.txt), h200-memory-round2.json, testdata/scale/cases/tcgemm/*,
# testdata/scale/sass/tcgemm.* and benchmarks/hardware/scale/logs2/.
set -u
T0=$(date +%s)
OUT=${OUT:-/tmp/scale-out}
L=benchmarks/hardware/scale/logs2
mkdir -p "$OUT" "$L/calibration" testdata/scale/sass
: >"$L/run.log"
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$L/run.log"; }
log "start: $(hostname) $(date -u +%FT%TZ)"

export BIN=/tmp/calib-bin2 LOGS=$L/calibration
(PROGS_ONLY="hopperbench membench" timeout 300 bash benchmarks/calibration/run_scale.sh build >"$L/calib-build.log" 2>&1) &
BUILD_PID=$!

# tcgemm: SASS, extra metrics, run, ncu
timeout 120 ptxas -arch=sm_90 -O3 -v testdata/scale/ptx/tcgemm.sm_90.ptx -o /tmp/scale-tcgemm.cubin \
    >testdata/scale/sass/tcgemm.ptxas-v.txt 2>&1
timeout 60 cuobjdump -sass /tmp/scale-tcgemm.cubin 2>&1 | gzip -9 >testdata/scale/sass/tcgemm.sm_90.sass.gz
if ! timeout 90 ncu --query-metrics-mode all --chip gh100 >/tmp/ncu-query.txt 2>&1 || ! grep -q "__" /tmp/ncu-query.txt; then
    timeout 60 ncu --query-metrics --chip gh100 >/tmp/ncu-query.txt 2>&1
fi
python3 benchmarks/hardware/scale/inject_extra.py benchmarks/hardware/scale/ncu_extra.txt /tmp/ncu-query.txt \
    testdata/scale/cases/tcgemm >"$L/ncu-extra.log" 2>&1
rm -f testdata/scale/cases/tcgemm/hw.json
timeout 120 python3 benchmarks/hardware/hwcase.py run --timeout 60 testdata/scale/cases/tcgemm >"$L/hwcase-run.log" 2>&1
log "tcgemm run: exit $? ($(tail -1 "$L/hwcase-run.log"))"
timeout 200 python3 benchmarks/hardware/scale/ncu_batch.py --timeout 180 testdata/scale/cases/tcgemm >"$L/ncu-tcgemm.log" 2>&1
log "tcgemm ncu: exit $?: $(grep '^ncu_batch:' "$L/ncu-tcgemm.log")"

wait $BUILD_PID
log "build: $(tr '\n' ' ' <"$L/calib-build.log")"
PROGS_ONLY=hopperbench CALIB_TIMEOUT=120 timeout 150 bash benchmarks/calibration/run_scale.sh run >"$L/calib-run.log" 2>&1
log "hopperbench: exit $?: $(tr '\n' ' ' <"$L/calib-run.log")"
if [ -x "$BIN/membench" ]; then
    timeout 60 "$BIN/membench" read_write_mix sectors_per_request >"$L/calibration/membench-round2.jsonl" 2>"$L/calibration/membench-round2.err"
    log "membench read_write_mix sectors_per_request: exit $?"
    python3 benchmarks/calibration/assemble.py membench "$L/calibration/membench-round2.jsonl" \
        benchmarks/calibration/h200-memory-round2.json "$L/calibration/device.txt" >>"$L/run.log" 2>&1
fi

for b in hopperbench membench; do
    head -c 20000 "$L/calibration/build-$b.log" >"$L/calibration/build-$b.head.log" 2>/dev/null
    rm -f "$L/calibration/build-$b.log"
done
log "done"
tar czf "$OUT/scale-corpus-2.tar.gz" testdata/scale/cases/tcgemm/*.expected.bin testdata/scale/cases/tcgemm/hw.json \
    testdata/scale/sass/tcgemm.* benchmarks/calibration/h200-hopper.json benchmarks/calibration/h200-hopper.sass-summary.txt \
    benchmarks/calibration/h200-memory-round2.json \
    "$L" 2>>"$L/run.log"
ls -la "$OUT/scale-corpus-2.tar.gz"
