#!/bin/bash
# Tensor-core timing ground truth, session 5 round A (issue #12, tensor):
# held-out-style tensor kernels at realistic sizes under hwcase.py ncu
# (Triton matmuls f16/fp8 on the mma.sync and wgmma paths, Triton flash
# attention, a hand-written cp.async+ldmatrix+mma.sync GEMM at 2 sizes, the
# TMA+wgmma GEMM at 3 more sizes, the one-block Triton cases of
# testdata/compilers), plus mma.sync microbenchmarks (ubench2: f16, fp8,
# m8n8k4) in hwcase run mode x3. Run from the repository root on the device
# machine; writes $OUT/tensor.tar.gz (untar at the repository root).
# About 3 minutes.
set -u
OUT=${OUT:-/tmp/tensor-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logs5A
mkdir -p "$LOGS" "$T/ptx"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true

step "Triton modules (in parallel)"
TRI="tri_mm_mma_b tri_mm_wgmma_b tri_mm_fp8 tri_attn tri_attn_mma"
for k in $TRI; do
  (timeout 150 python3 $H/gen_r5.py $k > "$LOGS/gen-$k.txt" 2>&1 || echo "GEN FAIL $k") &
done

step "tma_gemm sizes (nvcc -arch=sm_90a)"
for s in "tma_gemm_s1 1024 1024 1024" "tma_gemm_s2 2048 2048 512" "tma_gemm_s3 512 1024 4096"; do
  set -- $s
  timeout 120 nvcc -arch=sm_90a -ptx -O3 -DMDIM=$2 -DNDIM=$3 -DKDIM=$4 -o $T/ptx/$1.ptx $H/tma_gemm_big.cu || echo "NVCC FAIL $1"
done

step "compilers cases: unpack their PTX and inputs (not packed back)"
CMP="triton_mm_f16 triton_mm_f16_mma triton_mm_fp8 triton_mm_bf16 triton_mm_tf32 triton_mm_f16acc triton_attention"
for n in $CMP; do
  zcat testdata/compilers/ptx/$n.ptx.gz > testdata/compilers/ptx/$n.ptx || echo "UNZIP FAIL $n"
  for f in testdata/compilers/cases/$n/*.in.bin.gz; do zcat "$f" > "${f%.gz}" || echo "UNZIP FAIL $f"; done
done
wait
for k in $TRI; do tail -2 "$LOGS/gen-$k.txt"; done

step "ptxas + SASS summaries"
for f in $TRI tma_gemm_s1 mma_gemm_a ubench2; do
  [ -f $T/ptx/$f.ptx ] || continue
  timeout 60 ptxas -arch=sm_90a -v $T/ptx/$f.ptx -o /tmp/$f.cubin > "$LOGS/ptxas-$f.txt" 2>&1 || echo "PTXAS FAIL $f"
  timeout 60 cuobjdump -sass /tmp/$f.cubin > /tmp/$f.sass 2>/dev/null || echo "CUOBJDUMP FAIL $f"
  awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/$f.sass | sort > "$LOGS/sass-ops-$f.txt"
done
gzip -c /tmp/ubench2.sass > "$LOGS/ubench2.sass.gz" 2>/dev/null || true

step "hwcase run x3: ubench2"
for r in 1 2 3; do
  rm -f $T/cases/ubench2/cycles.expected.bin
  timeout 60 python3 benchmarks/hardware/hwcase.py run --timeout 40 --summary "$LOGS/hwcase-summary-ubench2-$r.json" $T/cases/ubench2/ || echo "HWCASE exit $?"
  [ -f $T/cases/ubench2/cycles.expected.bin ] && cp $T/cases/ubench2/cycles.expected.bin "$LOGS/cycles-ubench2-run$r.bin"
done
python3 -c "
import struct,json
c=json.load(open('$T/cases/ubench2/case.json'))
b=open('$T/cases/ubench2/cycles.expected.bin','rb').read()
for l,x in zip(c['launches'], struct.unpack('<%dq'%(len(b)//8), b)): print('ubench2', l['kernel'], x)
" || true
rm -f $T/cases/ubench2/hw.json

step "hwcase ncu: at-scale cases"
dirs=""
for c in mma_gemm_a mma_gemm_b $TRI tma_gemm_s1 tma_gemm_s2 tma_gemm_s3; do
  [ -f $T/cases/$c/case.json ] && [ -f $T/ptx/$c.ptx ] && dirs="$dirs $T/cases/$c/"
done
echo "cases:$dirs"
[ -n "$dirs" ] && { timeout 150 python3 benchmarks/hardware/hwcase.py ncu --timeout 60 --summary "$LOGS/hwcase-summary-scale.json" $dirs || echo "HWCASE exit $?"; }

step "hwcase ncu: one-block compilers cases"
dirs=""
for n in $CMP; do dirs="$dirs $T/cases/cmp_$n/"; done
timeout 60 python3 benchmarks/hardware/hwcase.py ncu --timeout 20 --summary "$LOGS/hwcase-summary-cmp.json" $dirs || echo "HWCASE exit $?"
cat "$LOGS"/hwcase-summary-*.json 2>/dev/null | grep -E '"case"|"ok"|error' | head -60

step "pack"
tar czf "$OUT/tensor.tar.gz" $T/ptx $T/cases $LOGS || echo "TAR FAIL"
ls -la "$OUT"
step "done"
