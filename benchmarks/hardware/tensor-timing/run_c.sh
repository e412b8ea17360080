#!/bin/bash
# Tensor-core timing ground truth, optional round C (issue #12, tc-timing):
# the tensor-pipe microbenchmarks of testdata/tensor-timing/cases/ubench,
# now storing their results (round B's were removed by ptxas), through
# hwcase.py run mode 3 times. Run from the repository root on the device
# machine; writes $OUT/tc-timing.tar.gz (untar at the repository root).
# About 30 seconds.
set -u
OUT=${OUT:-/tmp/tc-timing-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logsC
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }
step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true
step "ptxas + SASS summary"
timeout 120 ptxas -arch=sm_90a -v $T/ptx/ubench.ptx -o /tmp/ubench.cubin > "$LOGS/ptxas-ubench.txt" 2>&1 || echo "PTXAS FAIL"
timeout 60 cuobjdump -sass /tmp/ubench.cubin > /tmp/ubench.sass 2>/dev/null || echo "CUOBJDUMP FAIL"
awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/ubench.sass | sort > "$LOGS/sass-ops-ubench.txt"
grep -c 'HMMA\|HGMMA' /tmp/ubench.sass || true
step "hwcase run x3"
for r in 1 2 3; do
  rm -f $T/cases/ubench/cycles.expected.bin
  timeout 120 python3 benchmarks/hardware/hwcase.py run --timeout 60 --summary "$LOGS/hwcase-summary-$r.json" $T/cases/ubench/ || echo "HWCASE exit $?"
  [ -f $T/cases/ubench/cycles.expected.bin ] && cp $T/cases/ubench/cycles.expected.bin "$LOGS/cycles-ubench-run$r.bin"
  python3 -c "
import struct,json
c=json.load(open('$T/cases/ubench/case.json'))
b=open('$T/cases/ubench/cycles.expected.bin','rb').read()
for l,x in zip(c['launches'], struct.unpack('<%dq'%(len(b)//8), b)): print('run $r', l['kernel'], x)
" || true
done
rm -f $T/cases/ubench/hw.json
step "pack"
tar czf "$OUT/tc-timing.tar.gz" $T/cases/ubench $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
