#!/bin/bash
# isa-hw device round B (issue #10, session 4). Run from the repository root
# on the device machine; writes $OUT/isa-hw.tar.gz (untar at the repo root):
# mma.sp and mma.sp::ordered_metadata cases (testdata/hopper/cases/mma_sp,
# mma_sp_ordered: f16, bf16, tf32, s8/u8, s4/u4, e4m3/e5m2; round A ran
# without them) and interleaved im2col loads (tma_il_im2col) through
# hwcase.py, and the SASS (ptxas 13) of the two mma.sp modules.
# Every step is under timeout and the script goes on past failures. ~30 s.
set -u
OUT=${OUT:-/tmp/isahw-out}
mkdir -p "$OUT"
LOGS=benchmarks/hardware/isahw/logsB
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
date
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
nvcc --version | tail -2 || true
T=$(mktemp -d)
for p in testdata/hopper/ptx/mma_sp.ptx testdata/hopper/ptx/mma_sp_ordered.ptx; do
  b=$(basename "$p" .ptx)
  timeout 60 ptxas -arch=sm_90a -o "$T/$b.cubin" "$p" > "$LOGS/ptxas-$b.log" 2>&1 && echo "PTXAS OK $b" || echo "PTXAS FAIL $b (see $LOGS/ptxas-$b.log)"
  [ -f "$T/$b.cubin" ] && timeout 60 cuobjdump -sass "$T/$b.cubin" | gzip -9 > "$LOGS/$b.sass.gz"
done
dirs=$(ls -d testdata/hopper/cases/mma_sp testdata/hopper/cases/mma_sp_ordered testdata/hopper/cases/tma_il_im2col)
rm -f "$LOGS/tmaps.jsonl"
HWCASE_TMAP_DUMP=$PWD/$LOGS/tmaps.jsonl timeout 200 python3 benchmarks/hardware/hwcase.py run --timeout 20 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"
{ for d in $dirs; do find $d -name '*.expected.bin' -o -name hw.json; done; echo "$LOGS"; } > "$T/files.txt"
tar czf "$OUT/isa-hw.tar.gz" -T "$T/files.txt" || echo "TAR FAIL"
ls -la "$OUT"
date
