#!/bin/bash
# Hopper ground truth, round 4 (issue #10, isa-hopper): tensor stores and
# reductions one case each, all in bounds (round 3's tma_store faulted as a
# whole on its store past the end). Run from the repository root on the
# device; writes $OUT/isa-hopper.tar.gz (expected outputs, logs under
# benchmarks/hardware/hopper/logs4/). Seconds.
set -u
OUT=${OUT:-/tmp/hopper-out}
mkdir -p "$OUT"
H=benchmarks/hardware/hopper
LOGS=$H/logs4
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
dirs="testdata/hopper/cases/tma_st_2d/ testdata/hopper/cases/tma_st_3d/ testdata/hopper/cases/tma_red_add/ testdata/hopper/cases/tma_red_max/"
timeout 200 python3 benchmarks/hardware/hwcase.py run --timeout 15 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"
{ for d in $dirs; do find $d -name '*.expected.bin' -o -name hw.json; done; echo "$LOGS"; } > /tmp/hopper-files4.txt
tar czf "$OUT/isa-hopper.tar.gz" -T /tmp/hopper-files4.txt || echo "TAR FAIL"
ls -la "$OUT"
