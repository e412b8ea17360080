#!/bin/bash
# Hopper ground truth, round 3 (issue #10, isa-hopper): round 2's tma_swizzle
# and tma_oob_nan faulted (illegal instruction) as whole cases, so every
# launch is now a case of its own (tma_swz_*, tma_oob_*; module
# tensor_tile2.ptx, with the L2 hint and the two prefetches in separate
# kernels), and tma_store's 3D kernel takes its map through cvta.param.
# Run from the repository root on the device; writes $OUT/isa-hopper.tar.gz
# (expected outputs and logs under benchmarks/hardware/hopper/logs3/).
# Under a minute.
set -u
OUT=${OUT:-/tmp/hopper-out}
mkdir -p "$OUT"
H=benchmarks/hardware/hopper
LOGS=$H/logs3
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }
step "ptxas -arch=sm_90a"
for f in tensor_tile2 tensor_store; do
  timeout 120 ptxas -arch=sm_90a testdata/hopper/ptx/$f.ptx -o /dev/null > "$LOGS/ptxas-$f.txt" 2>&1 || echo "PTXAS FAIL $f"
done
cat "$LOGS"/ptxas-*.txt | grep -v Advisory | head -40
step "hwcase run (one case per launch)"
dirs="testdata/hopper/cases/tma_store/ $(ls -d testdata/hopper/cases/tma_swz_*/ testdata/hopper/cases/tma_oob_*/)"
timeout 400 python3 benchmarks/hardware/hwcase.py run --timeout 15 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"
step "pack"
{ for d in $dirs; do find $d -name '*.expected.bin' -o -name hw.json; done; echo "$LOGS"; } > /tmp/hopper-files3.txt
tar czf "$OUT/isa-hopper.tar.gz" -T /tmp/hopper-files3.txt || echo "TAR FAIL"
ls -la "$OUT"
step "done"
