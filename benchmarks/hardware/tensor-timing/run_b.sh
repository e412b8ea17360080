#!/bin/bash
# Tensor-core timing ground truth, round B (issue #12, tc-timing): the
# tensor-pipe microbenchmarks of testdata/tensor-timing/cases/ubench (their
# output is the H200's %clock64 cycles per kernel), run through hwcase.py
# (run mode), plus SASS summaries. Run from the repository root on the
# device machine; writes $OUT/tc-timing.tar.gz (untar at the repository
# root). About 1 minute.
set -u
OUT=${OUT:-/tmp/tc-timing-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logsB
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true

step "ptxas + SASS summary"
timeout 120 ptxas -arch=sm_90a -v $T/ptx/ubench.ptx -o /tmp/ubench.cubin > "$LOGS/ptxas-ubench.txt" 2>&1 || echo "PTXAS FAIL ubench"
grep -v Advisory "$LOGS/ptxas-ubench.txt" | grep -i -B2 'error\|warn\|serializ' | head -40
timeout 60 cuobjdump -sass /tmp/ubench.cubin > /tmp/ubench.sass 2>/dev/null || echo "CUOBJDUMP FAIL"
awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/ubench.sass | sort > "$LOGS/sass-ops-ubench.txt"
gzip -c /tmp/ubench.sass > "$LOGS/ubench.sass.gz"

step "hwcase run (3 repeats, kept apart)"
for r in 1 2 3; do
  rm -f $T/cases/ubench/cycles.expected.bin
  timeout 120 python3 benchmarks/hardware/hwcase.py run --timeout 60 --summary "$LOGS/hwcase-summary-$r.json" $T/cases/ubench/ || echo "HWCASE exit $?"
  [ -f $T/cases/ubench/cycles.expected.bin ] && cp $T/cases/ubench/cycles.expected.bin "$LOGS/cycles-run$r.bin"
  python3 -c "
import struct,json,sys
c=json.load(open('$T/cases/ubench/case.json'))
b=open('$T/cases/ubench/cycles.expected.bin','rb').read()
v=struct.unpack('<%dq'%(len(b)//8), b)
for l,x in zip(c['launches'],v): print('run $r', l['kernel'], x)
" || true
done

step "pack"
tar czf "$OUT/tc-timing.tar.gz" $T/cases/ubench $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
