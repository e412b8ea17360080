#!/bin/bash
# isa-hw device round A (issue #10, session 4). Run from the repository root
# on the device machine; writes $OUT/isa-hw.tar.gz (untar at the repo root):
#  1. wgmma.mma_async.sp cases (testdata/hopper/cases/wgmma_sp_*): expected
#     outputs from the H200 (hwcase.py run); ptxas 13 -arch=sm_90a log and
#     SASS of each sparse module (so a refused form names itself).
#  2. 4D/5D interleaved tensor-map loads (tma_il4_*, tma_il5_*) + the
#     driver's encodings of their maps (logs: tmaps.jsonl).
#  3. tensormap.cp_fenceproxy (tma_cpfence); mma.sp and mma.sp::ordered_metadata
#     (mma_sp, mma_sp_ordered).
#  4. SASS (ptxas 13, sm_90) of the emulated mma.sync fp8 and m8n8k4
#     modules: how ptxas lowers them on Hopper.
# Every step is under timeout and the script goes on past failures. ~1 minute.
set -u
OUT=${OUT:-/tmp/isahw-out}
mkdir -p "$OUT"
LOGS=benchmarks/hardware/isahw/logsA
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
date
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
nvcc --version | tail -2 || true
T=$(mktemp -d)
for p in testdata/hopper/ptx/wgmma_sp_*.ptx testdata/hopper/ptx/tensor_cpfence.ptx testdata/hopper/ptx/mma_sp_ordered.ptx; do
  b=$(basename "$p" .ptx)
  timeout 60 ptxas -arch=sm_90a -o "$T/$b.cubin" "$p" > "$LOGS/ptxas-$b.log" 2>&1 && echo "PTXAS OK $b" || echo "PTXAS FAIL $b (see $LOGS/ptxas-$b.log)"
  [ -f "$T/$b.cubin" ] && timeout 60 cuobjdump -sass "$T/$b.cubin" | gzip -9 > "$LOGS/$b.sass.gz"
done
for b in mma_fp8 mma_fp8_new mma_m8n8k4; do
  timeout 60 ptxas -arch=sm_90 -o "$T/$b.cubin" "testdata/hopper/ptx/$b.ptx" > "$LOGS/ptxas-$b.log" 2>&1 && echo "PTXAS OK $b" || echo "PTXAS FAIL $b"
  [ -f "$T/$b.cubin" ] && timeout 60 cuobjdump -sass "$T/$b.cubin" | gzip -9 > "$LOGS/$b.sass.gz"
done
dirs=$(ls -d testdata/hopper/cases/wgmma_sp_* testdata/hopper/cases/tma_il4_* testdata/hopper/cases/tma_il5_* testdata/hopper/cases/tma_cpfence testdata/hopper/cases/mma_sp testdata/hopper/cases/mma_sp_ordered)
rm -f "$LOGS/tmaps.jsonl"
HWCASE_TMAP_DUMP=$PWD/$LOGS/tmaps.jsonl timeout 200 python3 benchmarks/hardware/hwcase.py run --timeout 20 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"
{ for d in $dirs; do find $d -name '*.expected.bin' -o -name hw.json; done; echo "$LOGS"; } > "$T/files.txt"
tar czf "$OUT/isa-hw.tar.gz" -T "$T/files.txt" || echo "TAR FAIL"
ls -la "$OUT"
date
