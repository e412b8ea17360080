#!/usr/bin/env bash
# Session 6 device rounds (ptxsim issue 11): anisotropic filtering (helper
# tex-aniso-6: this script's defaults, and run_s6B.sh) and the level of
# detail (helper tex-lod-6: run_s6A.sh, run_s6B_lod.sh set NAME, RES, TAG,
# CASES and the time limits).
# Run from the repository root on the device machine (CUDA 13, python3):
#     benchmarks/hardware/textures/run_s6.sh
# Writes $OUT/$NAME.$TAG.tar.gz (paths relative to the repository root): the
# H200's outputs of the sweep cases (testdata/textures/cases/$CASES:
# *.expected.bin and hw.json, written by texcase.py run) and the log
# ($RES/run-$TAG.log). The step is bounded by `timeout` (SECS; texcase.py's
# own limit per launch TO); a failure is logged. Expected time: under a
# minute.
set -u
HERE=benchmarks/hardware/textures
OUT=${OUT:-/tmp/out}
NAME=${NAME:-tex-aniso-6}
RES=${RES:-$HERE/results6}
TAG=${TAG:-rA}
CASES=${CASES:-aniso_probe3}
SECS=${SECS:-150}
TO=${TO:-100}
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
step sweeps "$SECS" python3 $HERE/texcase.py run --timeout "$TO" --summary $RES/summary-$TAG.json $DIRS
log "done"
{
    for c in $CASES; do
        find testdata/textures/cases/$c \( -name '*.expected.bin' -o -name hw.json \) -print
    done
    find "$RES" -type f -name "*$TAG*" -print
} > "/tmp/$NAME-files.txt"
tar czf "$OUT/$NAME.$TAG.tar.gz" -T "/tmp/$NAME-files.txt"
ls -la "$OUT/$NAME.$TAG.tar.gz" | tee -a "$LOG"
