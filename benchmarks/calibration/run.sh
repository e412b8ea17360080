#!/bin/bash
# Builds and runs the H200 calibration microbenchmarks on the device machine.
# Usage (repository root): OUT=/some/dir benchmarks/calibration/run.sh
# Writes $OUT/h200-micro.json (the measurements), $OUT/microbench.sass
# (cuobjdump -sass, to check each PTX op became the intended SASS),
# $OUT/env.txt (nvcc, driver, clocks) and $OUT/build.log.
set -u
OUT=${OUT:-/tmp/calib}
mkdir -p "$OUT"
cd "$(dirname "$0")"
{ nvcc --version; nvidia-smi; nvidia-smi -q -d CLOCK; } >"$OUT/env.txt" 2>&1
nvcc -arch=sm_90 -O3 -lineinfo -o /tmp/microbench microbench.cu >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
cuobjdump -sass /tmp/microbench >"$OUT/microbench.sass" 2>&1
/tmp/microbench >"$OUT/h200-micro.json" 2>"$OUT/run.err"
rc=$?
cat "$OUT/h200-micro.json" "$OUT/run.err"
python3 -c "import json,sys; json.load(open('$OUT/h200-micro.json')); print('json ok')"
# SASS opcode histogram per latency kernel, to check the 1:1 mapping.
python3 - "$OUT/microbench.sass" >"$OUT/sass-summary.txt" <<'PY'
import re, sys, collections
cur = None; hist = collections.defaultdict(collections.Counter)
for line in open(sys.argv[1]):
    m = re.search(r"Function : (\S+)", line)
    if m: cur = m.group(1); continue
    m = re.search(r"/\*[0-9a-f]{4}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]+)", line)
    if m and cur: hist[cur][m.group(2)] += 1
for f in sorted(hist):
    print(f, dict(hist[f].most_common(6)))
PY
cat "$OUT/sass-summary.txt" | grep -E "lat_|chase|tp_lds|tp_atom" | head -60
exit $rc
