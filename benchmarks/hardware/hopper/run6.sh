#!/bin/bash
# Hopper ground truth, round 6 (issue #10, isa-hopper): interleaved tensor
# maps (tma_il16_*, tma_il32_*: which box the H200 moves; the driver's
# 128-byte encodings are dumped to logs6/tmaps.jsonl) and the 16-byte rule
# for the dimension-0 tensor coordinate (tma_al_*: two unaligned loads
# expected to fault, aligned boxes past the end, an aligned 3D store and f32
# add reduction expected to run). Run from the repository root on the
# device; writes $OUT/isa-hopper.tar.gz. About 30 seconds.
set -u
OUT=${OUT:-/tmp/hopper-out}
mkdir -p "$OUT"
H=benchmarks/hardware/hopper
LOGS=$H/logs6
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
dirs=$(ls -d testdata/hopper/cases/tma_il16_* testdata/hopper/cases/tma_il32_* testdata/hopper/cases/tma_al_* testdata/hopper/cases/tma_interleave16 testdata/hopper/cases/tma_interleave32)
rm -f "$LOGS/tmaps.jsonl"
HWCASE_TMAP_DUMP=$PWD/$LOGS/tmaps.jsonl timeout 240 python3 benchmarks/hardware/hwcase.py run --timeout 15 --summary "$LOGS/hwcase-summary.json" $dirs || echo "HWCASE exit $?"
{ for d in $dirs; do find $d -name '*.expected.bin' -o -name hw.json; done; echo "$LOGS"; } > /tmp/hopper-files6.txt
tar czf "$OUT/isa-hopper.tar.gz" -T /tmp/hopper-files6.txt || echo "TAR FAIL"
ls -la "$OUT"
