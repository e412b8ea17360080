#!/bin/bash
# Tensor-core timing ground truth, session 5 round B (issue #12, tensor):
# tri_mma's kernel with one block on every SM (132 blocks) and two (264),
# under hwcase.py ncu (its 2-block SMs are 16% slower on the H200 than in
# the model: sm__cycles_active avg/max of each), and tmabench under ncu
# (caches flushed: every cold slot reads DRAM) after a run-mode pass (the
# warm file). Run from the repository root on the device machine; writes
# $OUT/tensor.tar.gz (untar at the repository root). About 1.5 minutes.
set -u
OUT=${OUT:-/tmp/tensor-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
T=testdata/tensor-timing
LOGS=$H/logs5B
mkdir -p "$LOGS" "$T/ptx"
LOG="$LOGS/run.log"
: > "$LOG"
exec 3>&1             # the original stdout, for the log at the end
exec >> "$LOG" 2>&1   # no process substitution: a bare wait would wait for it
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }
pack() {
  step "pack"
  tar czf "$OUT/tensor.tar.gz" $(ls -d $T/ptx/tri_mm_mma_132.ptx $T/ptx/tri_mm_mma_264.ptx $T/cases/tri_mm_mma_132 $T/cases/tri_mm_mma_264 $T/cases/tmabench_cold 2>/dev/null) $LOGS || echo "TAR FAIL"
  ls -la "$OUT"
  cat "$LOG" >&3
}
trap pack EXIT

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader || true

step "Triton modules (in parallel)"
TRI="tri_mm_mma_132 tri_mm_mma_264"
pids=""
for k in $TRI; do
  timeout -k 5 80 python3 $H/gen_r5.py $k > "$LOGS/gen-$k.txt" 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait "$p" || echo "GEN exit $? (pid $p)"; done
for k in $TRI; do tail -2 "$LOGS/gen-$k.txt"; done

step "tmabench_cold: run (warm file), then ncu (cold file, metrics)"
rm -f $T/cases/tmabench_cold/cycles.expected*.bin $T/cases/tmabench_cold/hw.json
timeout -k 3 30 python3 benchmarks/hardware/hwcase.py run --timeout 40 --summary "$LOGS/hwcase-summary-tmab-run.json" $T/cases/tmabench_cold/ || echo "HWCASE exit $?"
timeout -k 3 40 python3 benchmarks/hardware/hwcase.py ncu --timeout 60 --summary "$LOGS/hwcase-summary-tmab-ncu.json" $T/cases/tmabench_cold/ || echo "HWCASE exit $?"
for f in cycles.expected.bin cycles.expected-cold.bin; do
  python3 -c "
import struct
b=open('$T/cases/tmabench_cold/$f','rb').read()
print('$f', struct.unpack('<%dq'%(len(b)//8), b))
" || true
done

step "hwcase ncu: tri_mm_mma_132/264"
dirs=""
for c in $TRI; do [ -f $T/cases/$c/case.json ] && [ -f $T/ptx/$c.ptx ] && dirs="$dirs $T/cases/$c/"; done
echo "cases:$dirs"
[ -n "$dirs" ] && { timeout -k 3 50 python3 benchmarks/hardware/hwcase.py ncu --timeout 60 --summary "$LOGS/hwcase-summary-tri.json" $dirs || echo "HWCASE exit $?"; }
for c in $TRI; do
  python3 -c "
import json
d=json.load(open('$T/cases/$c/hw.json'))
n=d['launches'][2]['ncu']
print('$c', {k: n.get(k) for k in ['gpc__cycles_elapsed.max','sm__cycles_active.avg','sm__cycles_active.max','sm__cycles_active.min']})
" || true
done
cat "$LOGS"/hwcase-summary-*.json 2>/dev/null | grep -E '"case"|"ok"|error' | head -20

step "done"
