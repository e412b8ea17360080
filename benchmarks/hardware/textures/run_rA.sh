#!/usr/bin/env bash
# Session 4 device round A (ptxsim issue 11, the remaining texture gaps).
# Run from the repository root on the device machine (CUDA 13, python3):
#     benchmarks/hardware/textures/run_rA.sh
# Writes $OUT/tex-rest.rA.tar.gz (paths relative to the repository root):
#   - the H200's outputs of the new sweep cases (testdata/textures/cases/
#     {srgb_filter,mip_taps,grad2d,grad3d,aniso_probe,
#     aniso_lod,cubegrad,lininteger2}: the
#     *.expected.bin files and hw.json), written by texcase.py run;
#   - benchmarks/hardware/textures/texlat/ (the cold-start microbenchmark:
#     clock64 deltas in o*.expected.bin, hw.json with event times and
#     Nsight Compute metrics per launch), and CUDA 13's SASS of texlat.ptx;
#   - benchmarks/hardware/textures/results4/ (logs, summaries).
# Each step is bounded by `timeout`; a failing step is logged and the rest
# go on. Expected time: about 2 minutes.
set -u
HERE=benchmarks/hardware/textures
OUT=${OUT:-/tmp/out}
RES=$HERE/results4
mkdir -p "$OUT" "$RES"
LOG=$RES/run.log
: > "$LOG"
log() { echo "[$(date +%H:%M:%S)] $*" | tee -a "$LOG"; }
step() { # step NAME SECONDS CMD...
    local name=$1 secs=$2; shift 2
    log "step $name: $*"
    timeout --kill-after=10 "$secs" "$@" >>"$LOG" 2>&1
    local rc=$?
    log "step $name: exit $rc"
    return $rc
}
log "$(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>/dev/null | head -1)"
CASES="srgb_filter mip_taps grad2d grad3d aniso_probe aniso_lod cubegrad lininteger2"
DIRS=""
for c in $CASES; do DIRS="$DIRS testdata/textures/cases/$c"; done
# 1. the sweeps (one process; each case in its own child inside texcase)
step sweeps 120 python3 $HERE/texcase.py run --timeout 60 --summary $RES/summary-sweeps.json $DIRS
# 2. the microbenchmark, twice in run mode (the second run shows the spread), then under ncu
step texlat-run 60 python3 $HERE/texcase.py run --timeout 50 --summary $RES/summary-texlat.json $HERE/texlat
mkdir -p $RES/texlat-run1
cp $HERE/texlat/*.expected.bin $HERE/texlat/hw.json $RES/texlat-run1/ 2>>"$LOG"
step texlat-run2 60 python3 $HERE/texcase.py run --timeout 50 --summary $RES/summary-texlat2.json $HERE/texlat
if command -v ncu >/dev/null; then
    step texlat-ncu 150 python3 $HERE/texcase.py ncu --timeout 140 --summary $RES/summary-texlat-ncu.json $HERE/texlat
else
    log "no ncu"
fi
# 3. SASS of the microbenchmark (the clock reads' placement matters)
if command -v ptxas >/dev/null; then
    step sass 60 sh -c "ptxas -arch=sm_90 $HERE/texlat/texlat.ptx -o /tmp/texlat.cubin && cuobjdump -sass /tmp/texlat.cubin > $RES/texlat.sass"
fi
log "done"
{
    for c in $CASES; do
        find testdata/textures/cases/$c \( -name '*.expected.bin' -o -name hw.json \) -print
    done
    find $HERE/texlat \( -name '*.expected.bin' -o -name hw.json \) -print
    find "$RES" -type f -print
} > /tmp/tex-rest-files.txt
tar czf "$OUT/tex-rest.rA.tar.gz" -T /tmp/tex-rest-files.txt
ls -la "$OUT/tex-rest.rA.tar.gz" | tee -a "$LOG"
