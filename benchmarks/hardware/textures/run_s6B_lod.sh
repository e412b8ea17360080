#!/usr/bin/env bash
# Session 6 device round B (ptxsim issue 11: level-of-detail precision, cube edges).
# Run from the repository root on the device machine (CUDA 13, python3):
#     benchmarks/hardware/textures/run_s5A.sh
# Writes $OUT/tex-lod-6.rB.tar.gz (paths relative to the repository root): the
# H200's outputs of the new sweep cases (testdata/textures/cases/$CASES:
# *.expected.bin and hw.json, written by texcase.py run) and the log
# (benchmarks/hardware/textures/results6-lod/). The step is bounded by
# `timeout`; a failure is logged. Expected time: under a minute.
set -u
HERE=benchmarks/hardware/textures
OUT=${OUT:-/tmp/out}
RES=$HERE/results6-lod
TAG=${TAG:-rB}
CASES=${CASES:-lod_rand}
mkdir -p "$OUT" "$RES"
LOG=$RES/run-$TAG.log
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
DIRS=""
for c in $CASES; do DIRS="$DIRS testdata/textures/cases/$c"; done
step sweeps 120 python3 $HERE/texcase.py run --timeout 60 --summary $RES/summary-$TAG.json $DIRS
log "done"
{
    for c in $CASES; do
        find testdata/textures/cases/$c \( -name '*.expected.bin' -o -name hw.json \) -print
    done
    find "$RES" -type f -name "*$TAG*" -print
} > /tmp/tex-lod-6-files.txt
tar czf "$OUT/tex-lod-6.$TAG.tar.gz" -T /tmp/tex-lod-6-files.txt
ls -la "$OUT/tex-lod-6.$TAG.tar.gz" | tee -a "$LOG"
