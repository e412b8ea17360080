#!/bin/bash
# Micro ground truth, round A (issue #12, micro helper): testdata/micro's
# cases (loop back-edge cost vs chain length, ALU chains, distinct-address
# RED throughput vs warps and lines) through hwcase.py run (warm clock64
# values, outputs) and ncu (metrics, cold clock64 values), plus the SASS
# CUDA 13's ptxas makes of the module. Run from the repository root on the
# device machine; writes $OUT/micro.tar.gz (untar at the repository root).
# About 1-2 minutes; every step is under a timeout and logged.
set -u
OUT=${OUT:-/tmp/micro-out}
mkdir -p "$OUT"
H=benchmarks/hardware/micro
T=testdata/micro
LOGS=$H/logsA
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }
step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true
nvcc --version | tail -2 || true
step "ptxas -v + SASS (CUDA 13)"
for m in chains straight; do timeout 120 ptxas -arch=sm_90 -v $T/ptx/$m.sm_90.ptx -o /tmp/micro-$m.cubin > "$LOGS/ptxas-v-$m.txt" 2>&1 || echo "PTXAS FAIL $m"; done
timeout 60 cuobjdump -sass /tmp/micro-chains.cubin > "$LOGS/chains.sm_90.sass" 2>&1 || echo "CUOBJDUMP FAIL"
gzip -9f "$LOGS/chains.sm_90.sass" || true
CASES="$T/cases/loop_chains $T/cases/red_throughput $T/cases/straight_line"
step "hwcase run"
timeout 100 python3 benchmarks/hardware/hwcase.py run --timeout 40 --summary "$LOGS/hwcase-run.json" $CASES || echo "HWCASE RUN exit $?"
for c in $CASES; do cp $c/out.expected.bin "$LOGS/$(basename $c)-run1.bin" 2>/dev/null; done
step "hwcase ncu"
timeout 170 python3 benchmarks/hardware/hwcase.py ncu --timeout 80 --summary "$LOGS/hwcase-ncu.json" $CASES || echo "HWCASE NCU exit $?"
step "values"
for c in $CASES; do
  python3 -c "
import struct,sys
for n in ('out.expected.bin','out.expected-cold.bin'):
    try: b=open('$c/'+n,'rb').read()
    except OSError as e: print('$c', n, 'missing'); continue
    print('$c', n, struct.unpack('<%dq'%(len(b)//8), b))
" || true
done
step "pack"
tar czf "$OUT/micro.tar.gz" $T/cases $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
