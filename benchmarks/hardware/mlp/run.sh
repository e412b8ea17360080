#!/bin/bash
# Device round for the per-SM memory-level-parallelism calibration (issue #12,
# session 5, helper "scale"): builds benchmarks/calibration/mlpbench.cu for
# sm_90, runs it (about 10-30 s), and writes $OUT/scale.tar.gz holding
#   benchmarks/calibration/h200-mlp.json              the measurements
#   benchmarks/calibration/h200-mlp.sass-summary.txt  per kernel, the SASS order of loads and adds
#   benchmarks/hardware/mlp/logs/                     build/run logs, nvidia-smi
# Start from the repository root. Never hangs: every step has a timeout.
set -u
T0=$(date +%s)
OUT=${OUT:-/tmp/scale-out}
L=benchmarks/hardware/mlp/logs
BIN=/tmp/scale-mlpbench
mkdir -p "$OUT" "$L"
: >"$L/run.log"
log() { echo "[$(($(date +%s) - T0))s] $*" | tee -a "$L/run.log"; }
log "start: $(hostname) $(date -u +%FT%TZ)"
timeout 30 nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader >"$L/device.txt" 2>&1
timeout 240 nvcc -std=c++17 -gencode arch=compute_90,code=sm_90 -O3 -lineinfo -o "$BIN" benchmarks/calibration/mlpbench.cu \
    >"$L/build.log" 2>&1
log "build: exit $?"
if [ -x "$BIN" ]; then
    timeout 60 cuobjdump -sass "$BIN" 2>/dev/null |
        awk '/Function :/{if (n) print ""; printf "%s:", $3; n=1} /LDG|FADD/{printf " %s", $2} END{print ""}' \
            >benchmarks/calibration/h200-mlp.sass-summary.txt
    timeout 150 "$BIN" all >/tmp/scale-mlp.json 2>"$L/mlpbench.err"
    rc=$?
    log "mlpbench: exit $rc, $(wc -l <"$L/mlpbench.err") rows on stderr"
    if python3 -c "import json,sys; d=json.load(open('/tmp/scale-mlp.json')); print(len(d['rows']), 'rows')" >>"$L/run.log" 2>"$L/json-check.err"; then
        cp /tmp/scale-mlp.json benchmarks/calibration/h200-mlp.json
    else
        log "mlpbench output is not complete JSON; kept as logs/mlpbench.partial.json"
        head -c 2000000 /tmp/scale-mlp.json >"$L/mlpbench.partial.json"
    fi
    gzip -9f "$L/mlpbench.err"
fi
log "done"
tar czf "$OUT/scale.tar.gz" $(ls benchmarks/calibration/h200-mlp.json benchmarks/calibration/h200-mlp.sass-summary.txt 2>/dev/null) "$L"
ls -l "$OUT"
