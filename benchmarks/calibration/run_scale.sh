#!/bin/bash
# Builds and runs the issue #12 calibration programs (membench, tensorbench,
# hopperbench) on the device machine; see README.md.
# Usage (repository root):
#   benchmarks/calibration/run_scale.sh build   compile the three programs into $BIN
#   benchmarks/calibration/run_scale.sh run     run them; write benchmarks/calibration/h200-{memory,tensor,hopper}.json
#                                               and the SASS opcode summaries *.sass-summary.txt
# A program that fails to build or run is logged and skipped; the others still run.
set -u
BIN=${BIN:-/tmp/calib-bin}
LOGS=${LOGS:-/tmp/calib-logs}
HERE=benchmarks/calibration
mkdir -p "$BIN" "$LOGS"
PROGS="membench:sm_90:memory tensorbench:sm_90:tensor hopperbench:sm_90a:hopper"
if [ -n "${PROGS_ONLY:-}" ]; then # a subset, by program name
    PROGS=$(for p in $PROGS; do case " $PROGS_ONLY " in *" ${p%%:*} "*) echo "$p" ;; esac; done)
fi

build() {
    local pids=""
    for p in $PROGS; do
        IFS=: read -r name arch _ <<<"$p"
        # -gencode, not -arch: nvcc 13's -arch=sm_90a also assembled a compute_90 PTX for sm_90,
        # which cannot hold wgmma.
        ( timeout 300 nvcc -std=c++17 -gencode arch=compute_${arch#sm_},code=$arch -O3 -lineinfo -Xptxas -warn-spills \
            -o "$BIN/$name" "$HERE/$name.cu" \
            >"$LOGS/build-$name.log" 2>&1 && echo "built $name" || echo "BUILD FAILED: $name (see build-$name.log)";
          [ -x "$BIN/$name" ] && timeout 120 cuobjdump -sass "$BIN/$name" >"$BIN/$name.sass" 2>/dev/null ) &
        pids="$pids $!"
    done
    wait $pids
}

summary() { # SASS opcode histogram per kernel (the six commonest)
    python3 - "$1" <<'PY'
import re, sys, collections
cur = None; hist = collections.defaultdict(collections.Counter)
for line in open(sys.argv[1], errors="replace"):
    m = re.search(r"Function : (\S+)", line)
    if m: cur = m.group(1); continue
    m = re.search(r"/\*[0-9a-f]{4}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]+)", line)
    if m and cur: hist[cur][m.group(2)] += 1
for f in sorted(hist):
    print(f, dict(hist[f].most_common(6)))
PY
}

run() {
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader >"$LOGS/device.txt" 2>&1
    for p in $PROGS; do
        IFS=: read -r name arch out <<<"$p"
        if [ ! -x "$BIN/$name" ]; then
            echo "SKIPPED $name: not built"
            continue
        fi
        timeout ${CALIB_TIMEOUT:-120} "$BIN/$name" >"$LOGS/$name.jsonl" 2>"$LOGS/$name.err"
        echo "$name exit $?"
        python3 "$HERE/assemble.py" "$name" "$LOGS/$name.jsonl" "$HERE/h200-$out.json" "$LOGS/device.txt"
        [ -s "$BIN/$name.sass" ] && summary "$BIN/$name.sass" >"$HERE/h200-$out.sass-summary.txt"
    done
}

case "${1:-}" in
build) build ;;
run) run ;;
*) echo "usage: $0 build|run" >&2; exit 2 ;;
esac
