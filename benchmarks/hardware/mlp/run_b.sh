#!/bin/bash
# Device round B (helper "scale", session 5), about 2.7 minutes:
#   1. mlpbench's store rows (the per-SM store rate; round A ran before they existed)
#      -> benchmarks/calibration/h200-mlp-store.json
#   2. ptxsim validate testdata/scale with the binary benchmarks/hardware/scale/validate/ptxsim-scale.xz
#      (built on the development machine; commit in ptxsim-scale.rev) -> benchmarks/hardware/scale/validate/scale-REV.*
# Writes $OUT/scale.tar.gz (untar at the repository root). Every step has a timeout.
set -u
OUT=${OUT:-/tmp/scale-out}
L=benchmarks/hardware/mlp/logs-b
mkdir -p "$OUT" "$L"
T0=$(date +%s)
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$L/run.log"; }
: >"$L/run.log"
timeout 120 nvcc -std=c++17 -gencode arch=compute_90,code=sm_90 -O3 -o /tmp/scale-mlpbench benchmarks/calibration/mlpbench.cu >"$L/build.log" 2>&1
log "mlpbench build: exit $?"
if [ -x /tmp/scale-mlpbench ]; then
    timeout 40 /tmp/scale-mlpbench store >/tmp/scale-mlp-store.json 2>"$L/mlpbench-store.err"
    log "mlpbench store: exit $?"
    if python3 -c "import json; d=json.load(open('/tmp/scale-mlp-store.json')); print(len(d['rows']), 'rows')" >>"$L/run.log" 2>&1; then
        cp /tmp/scale-mlp-store.json benchmarks/calibration/h200-mlp-store.json
    fi
fi
EXTRA="$L $(ls benchmarks/calibration/h200-mlp-store.json 2>/dev/null)"
NO_CONFORMANCE=1 SCALE_TIMEOUT=${SCALE_TIMEOUT:-150} EXTRA_FILES="$EXTRA" OUT="$OUT" bash benchmarks/hardware/scale/validate/run.sh
log "done"
