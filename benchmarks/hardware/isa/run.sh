#!/bin/bash
# Device script of the isa suite (testdata/isa): run from the repository
# root on the device machine (one H200, CUDA 13). It
#   1. compiles every module of testdata/isa/ptx with the device's ptxas for
#      sm_90 and keeps the SASS (testdata/isa/sass/NAME.sm_90.sass.gz): what
#      ptxas contracted into FFMA, how it expanded video instructions;
#   2. runs every case of testdata/isa/cases through
#      benchmarks/hardware/hwcase.py (the driver JIT-compiles the PTX), which
#      writes the expected output files the hardware produced;
#   3. runs the error cases of testdata/isa/errors and keeps the driver's
#      error for each (testdata/isa/errors/NAME/hw-error.txt);
#   4. packs everything new into $OUT/isa-core.tar.gz (paths relative to the
#      repository root) with the logs.
# Every step is bounded by timeout and the script goes on past a failure.
# Expected time: about 2 minutes.
set -u
OUT=${OUT:-/tmp/isa-core-out}
mkdir -p "$OUT"
LOG=benchmarks/hardware/isa/logs
rm -rf "$LOG"
mkdir -p "$LOG" testdata/isa/sass
exec > >(tee "$LOG/run.log") 2>&1
T0=$(date +%s)
step() { echo "== $(($(date +%s) - T0))s: $*"; }

step "environment"
timeout 20 nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv || echo "nvidia-smi failed"
timeout 20 ptxas --version || echo "no ptxas"
python3 --version

step "ptxas -arch=sm_90 on every module"
TMP=$(mktemp -d)
for f in testdata/isa/ptx/*.ptx; do
  n=$(basename "$f" .ptx)
  if timeout 120 ptxas -arch=sm_90 "$f" -o "$TMP/$n.cubin" > "$LOG/ptxas.$n.txt" 2>&1; then
    (timeout 60 cuobjdump -sass "$TMP/$n.cubin" | gzip -9 -n > "testdata/isa/sass/$n.sm_90.sass.gz") 2>> "$LOG/ptxas.$n.txt" || echo "cuobjdump failed: $n"
  else
    echo "ptxas failed on $n:"; head -20 "$LOG/ptxas.$n.txt"
  fi
done

step "hwcase run: testdata/isa/cases"
timeout 420 python3 benchmarks/hardware/hwcase.py run --summary "$LOG/summary.json" --timeout 60 testdata/isa/cases/* \
  || echo "hwcase reported failures (see above and $LOG/summary.json)"

step "hwcase run: testdata/isa/errors (these are expected to fail)"
timeout 120 python3 benchmarks/hardware/hwcase.py run --summary "$LOG/errors.json" --timeout 30 testdata/isa/errors/* || true
python3 - "$LOG/errors.json" <<'EOF' || echo "could not record the errors"
import json, os, sys
for r in json.load(open(sys.argv[1])):
    d = r["case"]
    with open(os.path.join(d, "hw-error.txt"), "w") as f:
        f.write((r.get("error") or "no error: the launch succeeded") + "\n")
    print(d, "->", r.get("error"))
EOF

step "pack"
tar czf "$OUT/isa-core.tar.gz" testdata/isa/cases testdata/isa/errors testdata/isa/sass "$LOG" \
  && ls -l "$OUT/isa-core.tar.gz"
step "done"
