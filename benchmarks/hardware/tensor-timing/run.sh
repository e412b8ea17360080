#!/bin/bash
# Tensor-core timing ground truth, round A (issue #12, tc-timing). Run from
# the repository root on the device machine; writes $OUT/tc-timing.tar.gz
# (untar at the repository root): testdata/tensor-timing/{ptx,cases} with
# the Triton modules made here, the expected outputs and hw.json (ncu
# metrics), plus logs and SASS summaries under
# benchmarks/hardware/tensor-timing/logsA/. About 3-4 minutes.
set -u
OUT=${OUT:-/tmp/tc-timing-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logsA
mkdir -p "$LOGS" "$T/ptx"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true

step "tma_gemm_big.ptx (nvcc -arch=sm_90a)"
timeout 120 nvcc -arch=sm_90a -ptx -O3 -o $T/ptx/tma_gemm_big.ptx $H/tma_gemm_big.cu || echo "NVCC FAIL tma_gemm_big"

step "Triton modules"
for k in mma wgmma; do
  timeout 150 python3 $H/gen_cases.py $k > "$LOGS/gen-$k.txt" 2>&1 || echo "GEN FAIL $k"
  tail -3 "$LOGS/gen-$k.txt"
done

step "ptxas + SASS summaries"
for f in tri_mma tri_wgmma tma_gemm_big; do
  [ -f $T/ptx/$f.ptx ] || continue
  timeout 120 ptxas -arch=sm_90a -v $T/ptx/$f.ptx -o /tmp/$f.cubin > "$LOGS/ptxas-$f.txt" 2>&1 || echo "PTXAS FAIL $f"
  timeout 60 cuobjdump -sass /tmp/$f.cubin > /tmp/$f.sass 2>/dev/null || echo "CUOBJDUMP FAIL $f"
  # Opcode histogram per kernel, and the gemm kernel's SASS (gzipped).
  awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/$f.sass | sort > "$LOGS/sass-ops-$f.txt"
  gzip -c /tmp/$f.sass > "$LOGS/$f.sass.gz"
done

step "hwcase ncu"
dirs=""
for c in tri_mma tri_wgmma tma_gemm_big; do [ -f $T/cases/$c/case.json ] && [ -f $T/ptx/$c.ptx ] && dirs="$dirs $T/cases/$c/"; done
echo "cases:$dirs"
[ -n "$dirs" ] && { timeout 330 python3 benchmarks/hardware/hwcase.py ncu --timeout 150 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"; }
cat "$LOGS/hwcase-summary.json" 2>/dev/null | head -40

step "pack"
tar czf "$OUT/tc-timing.tar.gz" $T/ptx $T/cases $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
