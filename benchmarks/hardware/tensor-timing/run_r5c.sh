#!/bin/bash
# Tensor-core ground truth, session 5 round C (issue #12, tensor):
#  1. hwcase.py run on the at-scale cases measured under ncu in round B, for
#     their row sums (ncu mode writes only cycle expectations) and event times;
#  2. cmp_triton_attention under ncu (did not finish in round B);
#  3. run_r5b.sh: tri_mma's kernel at 132 and 264 blocks under ncu, tmabench
#     under ncu with caches flushed.
# Run from the repository root on the device machine; writes
# $OUT/tensor.tar.gz (untar at the repository root) at exit. < 170 s.
set -u
OUT=${OUT:-/tmp/tensor-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logs5C
mkdir -p "$LOGS"
LOG="$LOGS/run.log"
: > "$LOG"
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*" | tee -a "$LOG"; }
SCALE="mma_gemm_a mma_gemm_b tma_gemm_s1 tma_gemm_s2 tma_gemm_s3 tri_mm_mma_b tri_mm_wgmma_b tri_mm_fp8 tri_attn tri_attn_mma"
pack() {
  step "pack"
  files=""
  for c in $SCALE; do files="$files $(ls $T/cases/$c/rows.expected.bin $T/cases/$c/hw.json 2>/dev/null)"; done
  files="$files $(ls -d $T/cases/cmp_triton_attention $T/ptx/tri_mm_mma_132.ptx $T/ptx/tri_mm_mma_264.ptx $T/cases/tri_mm_mma_132 $T/cases/tri_mm_mma_264 $T/cases/tmabench_cold $H/logs5B 2>/dev/null)"
  tar czf "$OUT/tensor.tar.gz" $files $LOGS 2>>"$LOG" || echo "TAR FAIL" >> "$LOG"
  ls -la "$OUT" >> "$LOG"
  cat "$LOG"
}
trap pack EXIT

step "unpack PTX (gzipped in the repository: hwcase reads plain files)"
for c in $SCALE; do
  [ -f $T/ptx/$c.ptx.gz ] && zcat $T/ptx/$c.ptx.gz > $T/ptx/$c.ptx
done
zcat testdata/compilers/ptx/triton_attention.ptx.gz > testdata/compilers/ptx/triton_attention.ptx 2>>"$LOG"
for f in testdata/compilers/cases/triton_attention/*.in.bin.gz; do zcat "$f" > "${f%.gz}"; done 2>>"$LOG"

step "hwcase run: at-scale cases (row sums)"
dirs=""
for c in $SCALE; do dirs="$dirs $T/cases/$c/"; done
timeout -k 3 45 python3 benchmarks/hardware/hwcase.py run --timeout 20 --summary "$LOGS/hwcase-summary-run.json" $dirs >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"

step "hwcase ncu: cmp_triton_attention"
timeout -k 3 20 python3 benchmarks/hardware/hwcase.py ncu --timeout 18 --summary "$LOGS/hwcase-summary-cmp.json" $T/cases/cmp_triton_attention/ >> "$LOG" 2>&1 || echo "HWCASE exit $?" >> "$LOG"

step "run_r5b.sh (its own tarball is folded into this one)"
trap - EXIT
OUT=/tmp/tensor-r5b timeout -k 5 95 bash $H/run_r5b.sh > "$LOGS/r5b.out" 2>&1 || echo "R5B exit $?" >> "$LOG"
trap pack EXIT
[ -f /tmp/tensor-r5b/tensor.tar.gz ] && tar xzf /tmp/tensor-r5b/tensor.tar.gz 2>>"$LOG"
step "done"
