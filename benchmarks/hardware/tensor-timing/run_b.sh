#!/bin/bash
# Tensor-core timing ground truth, round B (issue #12, tc-timing): the
# microbenchmarks of testdata/tensor-timing/cases/ubench (tensor pipes) and
# tmabench (TMA latency) whose output is the H200's %clock64 cycles, run
# through hwcase.py (run mode, 3 times), SASS summaries, and run mode for
# round A's tri_mma, tri_wgmma and tma_gemm_big (their rows.expected.bin). Run from the repository root on the
# device machine; writes $OUT/tc-timing.tar.gz (untar at the repository
# root). About 2 minutes.
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

step "ptxas + SASS summaries"
for f in ubench tmabench; do
  timeout 120 ptxas -arch=sm_90a -v $T/ptx/$f.ptx -o /tmp/$f.cubin > "$LOGS/ptxas-$f.txt" 2>&1 || echo "PTXAS FAIL $f"
  grep -v Advisory "$LOGS/ptxas-$f.txt" | grep -i -B2 'error\|warn\|serializ' | head -20
  timeout 60 cuobjdump -sass /tmp/$f.cubin > /tmp/$f.sass 2>/dev/null || echo "CUOBJDUMP FAIL $f"
  awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/$f.sass | sort > "$LOGS/sass-ops-$f.txt"
  gzip -c /tmp/$f.sass > "$LOGS/$f.sass.gz"
done

step "hwcase run: microbenchmarks (3 repeats, kept apart)"
for c in ubench tmabench; do
  for r in 1 2 3; do
    rm -f $T/cases/$c/cycles.expected.bin
    timeout 120 python3 benchmarks/hardware/hwcase.py run --timeout 60 --summary "$LOGS/hwcase-summary-$c-$r.json" $T/cases/$c/ || echo "HWCASE exit $? ($c)"
    [ -f $T/cases/$c/cycles.expected.bin ] && cp $T/cases/$c/cycles.expected.bin "$LOGS/cycles-$c-run$r.bin"
    python3 -c "
import struct,json,sys
c=json.load(open('$T/cases/$c/case.json'))
b=open('$T/cases/$c/cycles.expected.bin','rb').read()
v=struct.unpack('<%dq'%(len(b)//8), b)
names=[l['kernel'] for l in c['launches']]
for i,x in enumerate(v): print('run $r $c', names[i] if len(names)==len(v) else 'slot%d'%i, x)
" || true
  done
done

step "hwcase run: round A cases (row sums)"
timeout 150 python3 benchmarks/hardware/hwcase.py run --timeout 60 --summary "$LOGS/hwcase-summary-A.json" $T/cases/tri_mma/ $T/cases/tri_wgmma/ $T/cases/tma_gemm_big/ || echo "HWCASE exit $? (A)"
cat "$LOGS/hwcase-summary-A.json" 2>/dev/null

step "pack"
tar czf "$OUT/tc-timing.tar.gz" $T/cases/ubench $T/cases/tmabench $T/cases/tri_mma $T/cases/tri_wgmma $T/cases/tma_gemm_big $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
