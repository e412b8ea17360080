#!/bin/bash
# Tensor-core timing ground truth, session 5 (issue #12, tensor): held-out-
# style tensor kernels at realistic sizes under hwcase.py ncu (Triton
# matmuls f16/fp8 on the mma.sync and wgmma paths, Triton flash attention,
# a hand-written cp.async+ldmatrix+mma.sync GEMM at 2 sizes, the TMA+wgmma
# GEMM at 3 more sizes, the one-block Triton cases of testdata/compilers),
# plus mma.sync microbenchmarks (ubench2: f16, fp8, m8n8k4) in hwcase run
# mode. Run from the repository root on the device machine; writes
# $OUT/tensor.tar.gz (untar at the repository root) at exit, whatever
# finished. Every step has a time limit; the whole run stays under 150 s
# (cases that do not finish in time are left without hw.json).
set -u
OUT=${OUT:-/tmp/tensor-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logs5A
mkdir -p "$LOGS" "$T/ptx"
LOG="$LOGS/run.log"
: > "$LOG"
t0=$(date +%s)
BUDGET=145
step() { echo "== $(($(date +%s) - t0))s: $*" | tee -a "$LOG"; }
left() { echo $((BUDGET - ($(date +%s) - t0))); }
# lim N: N seconds or what is left of the budget, whichever is less (>= 1)
lim() { local l; l=$(left); [ "$l" -lt "$1" ] && echo $((l > 1 ? l : 1)) || echo "$1"; }
pack() {
  step "pack"
  tar czf "$OUT/tensor.tar.gz" $T/ptx $T/cases $LOGS 2>>"$LOG" || echo "TAR FAIL" >> "$LOG"
  ls -la "$OUT" >> "$LOG"
  cat "$LOG"
}
trap pack EXIT

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader >> "$LOG" 2>&1 || true

step "Triton modules (background)"
TRI="tri_mm_mma_b tri_mm_wgmma_b tri_mm_fp8 tri_attn tri_attn_mma"
pids=""
for k in $TRI; do
  timeout -k 5 80 python3 $H/gen_r5.py $k > "$LOGS/gen-$k.txt" 2>&1 &
  pids="$pids $!"
done

step "tma_gemm sizes (nvcc -arch=sm_90a)"
for s in "tma_gemm_s1 1024 1024 1024" "tma_gemm_s2 2048 2048 512" "tma_gemm_s3 512 1024 4096"; do
  set -- $s
  timeout -k 2 30 nvcc -arch=sm_90a -ptx -O3 -DMDIM=$2 -DNDIM=$3 -DKDIM=$4 -o $T/ptx/$1.ptx $H/tma_gemm_big.cu >> "$LOG" 2>&1 || echo "NVCC FAIL $1" >> "$LOG"
done

step "compilers cases: unpack their PTX and inputs (not packed back)"
CMP="triton_mm_f16 triton_mm_f16_mma triton_mm_fp8 triton_mm_bf16 triton_mm_tf32 triton_mm_f16acc triton_attention"
for n in $CMP; do
  zcat testdata/compilers/ptx/$n.ptx.gz > testdata/compilers/ptx/$n.ptx 2>>"$LOG" || echo "UNZIP FAIL $n" >> "$LOG"
  for f in testdata/compilers/cases/$n/*.in.bin.gz; do zcat "$f" > "${f%.gz}" 2>>"$LOG" || echo "UNZIP FAIL $f" >> "$LOG"; done
done

step "hwcase ncu: non-Triton at-scale cases (while Triton compiles)"
dirs=""
for c in mma_gemm_a tma_gemm_s1 tma_gemm_s3 mma_gemm_b tma_gemm_s2; do
  [ -f $T/cases/$c/case.json ] && [ -f $T/ptx/$c.ptx ] && dirs="$dirs $T/cases/$c/"
done
echo "cases:$dirs" >> "$LOG"
timeout -k 5 $(lim 55) python3 benchmarks/hardware/hwcase.py ncu --timeout 30 --summary "$LOGS/hwcase-summary-a.json" $dirs >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"

step "wait for Triton"
for p in $pids; do wait "$p" || echo "GEN exit $? (pid $p)" >> "$LOG"; done
for k in $TRI; do tail -2 "$LOGS/gen-$k.txt" >> "$LOG"; done

step "hwcase ncu: Triton cases"
dirs=""
for c in tri_mm_mma_b tri_mm_wgmma_b tri_attn tri_mm_fp8 tri_attn_mma; do
  [ -f $T/cases/$c/case.json ] && [ -f $T/ptx/$c.ptx ] && dirs="$dirs $T/cases/$c/"
done
echo "cases:$dirs" >> "$LOG"
[ -n "$dirs" ] && { timeout -k 5 $(lim 45) python3 benchmarks/hardware/hwcase.py ncu --timeout 25 --summary "$LOGS/hwcase-summary-b.json" $dirs >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"; }

step "hwcase run x2: ubench2"
for r in 1 2; do
  rm -f $T/cases/ubench2/cycles.expected.bin
  timeout -k 2 $(lim 12) python3 benchmarks/hardware/hwcase.py run --timeout 10 --summary "$LOGS/hwcase-summary-ubench2-$r.json" $T/cases/ubench2/ >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"
  [ -f $T/cases/ubench2/cycles.expected.bin ] && cp $T/cases/ubench2/cycles.expected.bin "$LOGS/cycles-ubench2-run$r.bin"
done
rm -f $T/cases/ubench2/hw.json
timeout 10 python3 -c "
import struct,json
c=json.load(open('$T/cases/ubench2/case.json'))
b=open('$T/cases/ubench2/cycles.expected.bin','rb').read()
for l,x in zip(c['launches'], struct.unpack('<%dq'%(len(b)//8), b)): print('ubench2', l['kernel'], x)
" >> "$LOG" 2>&1 || true

step "ptxas + SASS summaries"
for f in ubench2 tri_mm_fp8 tri_attn; do
  [ -f $T/ptx/$f.ptx ] || continue
  [ "$(left)" -gt 12 ] || break
  timeout 8 ptxas -arch=sm_90a -v $T/ptx/$f.ptx -o /tmp/$f.cubin > "$LOGS/ptxas-$f.txt" 2>&1 || echo "PTXAS FAIL $f" >> "$LOG"
  timeout 4 cuobjdump -sass /tmp/$f.cubin > /tmp/$f.sass 2>/dev/null || echo "CUOBJDUMP FAIL $f" >> "$LOG"
  awk '/Function :/{fn=$3} /^ +\/\*[0-9a-f]+\*\//{op=$2; if (op ~ /^@/) op=$3; sub(/;$/,"",op); split(op,p,"."); c[fn" "p[1]]++} END{for (k in c) print k, c[k]}' /tmp/$f.sass | sort > "$LOGS/sass-ops-$f.txt"
done
gzip -c /tmp/ubench2.sass > "$LOGS/ubench2.sass.gz" 2>/dev/null || true

step "hwcase ncu: one-block compilers cases"
dirs=""
for n in $CMP; do dirs="$dirs $T/cases/cmp_$n/"; done
[ "$(left)" -gt 8 ] && { timeout -k 3 $(lim 25) python3 benchmarks/hardware/hwcase.py ncu --timeout 8 --summary "$LOGS/hwcase-summary-cmp.json" $dirs >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"; }
cat "$LOGS"/hwcase-summary-*.json 2>/dev/null | grep -E '"case"|"ok"|error' | head -60 >> "$LOG"
step "done"
