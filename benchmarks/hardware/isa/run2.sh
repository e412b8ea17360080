#!/bin/bash
# Later device rounds of the isa suite: only the cases added or changed
# after round 1 (run.sh did the rest). CASES and MODULES default to those
# still without ground truth (device round 4 ran exec_misc; its exec_ptx83
# used scalar half min/max atomics, which ptxas refuses); round 3 ran half_set16,
# half_set16_bf16, cvt_tf32_satfinite and fma_contract2 (modules
# half_set16, cvt_tf32_satfinite, contract2). Run from the repository root on the
# device machine; writes $OUT/isa-core-2.tar.gz (paths relative to the
# repository root) with the expected outputs, the device ptxas's SASS of
# the new modules and the logs. Expected time: under a minute.
#   half_set16, half_set16_bf16: set on f16/bf16 scalars, 16-bit results
#   cvt_tf32_satfinite: .rna.satfinite only (the driver refused .rn/.rz)
#   fma_contract2: more contraction patterns (calls, barriers, loops)
#   exec_misc: cnot, ldu, isspacep, brx.idx, bar.warp.sync, fence, red,
#              movmatrix, exit (no other case uses them)
#   exec_ptx83: .b128 ld/st/mov/atom, vector atomics, half min/max atomics, mmio
#   int16, int16_wide, int64: integer instructions on 16 and 64 bits
#   float_edge_f32, float_edge_f64: IEEE arithmetic in every rounding mode on
#              edge values (NaN payloads, denormals, overflow)
# Round 5 ran exec_ptx83 (the H200 failed it: a misaligned red.v8.f16, kept
# as errors/exec_ptx83_misaligned), int16, int16_wide, int64, float_edge_f32,
# float_edge_f64. Round 6 ran exec_ptx83 and fma_nan_f64 (both match).
# Round 7 (the defaults now): exec_ldsm, exec_setmaxnreg. Round 6's list:
#   exec_ptx83: the same forms with the v8.f16 reduction 16-byte aligned
#   fma_nan_f64: which NaN fma.f64 (and contracted mul+add/sub.f64) returns
#   exec_ldsm, exec_setmaxnreg: ldmatrix/stmatrix, cp.async.wait_all,
#              setmaxnreg (module misc4, .target sm_90a)
set -u
OUT=${OUT:-/tmp/isa-core-out}
mkdir -p "$OUT"
LOG=benchmarks/hardware/isa/logs2
rm -rf "$LOG"
mkdir -p "$LOG" testdata/isa/sass
exec > >(tee "$LOG/run.log") 2>&1
T0=$(date +%s)
step() { echo "== $(($(date +%s) - T0))s: $*"; }
CASES="${CASES:-exec_ldsm exec_setmaxnreg}"
MODULES="${MODULES:-misc4}"

step "environment"
timeout 20 nvidia-smi --query-gpu=name,driver_version --format=csv || echo "nvidia-smi failed"
timeout 20 ptxas --version || echo "no ptxas"

step "ptxas -arch=sm_90 (sm_90a for .target sm_90a): $MODULES"
TMP=$(mktemp -d)
for n in $MODULES; do
  ARCH=sm_90
  grep -q '^\.target sm_90a' "testdata/isa/ptx/$n.ptx" && ARCH=sm_90a
  if timeout 120 ptxas -arch=$ARCH "testdata/isa/ptx/$n.ptx" -o "$TMP/$n.cubin" > "$LOG/ptxas.$n.txt" 2>&1; then
    (timeout 60 cuobjdump -sass "$TMP/$n.cubin" | gzip -9 -n > "testdata/isa/sass/$n.sm_90.sass.gz") 2>> "$LOG/ptxas.$n.txt" || echo "cuobjdump failed: $n"
  else
    echo "ptxas failed on $n:"; head -20 "$LOG/ptxas.$n.txt"
  fi
done

step "hwcase run: $CASES"
DIRS=""
for c in $CASES; do DIRS="$DIRS testdata/isa/cases/$c"; done
timeout 240 python3 benchmarks/hardware/hwcase.py run --summary "$LOG/summary.json" --timeout 60 $DIRS \
  || echo "hwcase reported failures (see above and $LOG/summary.json)"

step "pack"
FILES="$LOG"
for c in $CASES; do FILES="$FILES testdata/isa/cases/$c"; done
for n in $MODULES; do [ -f "testdata/isa/sass/$n.sm_90.sass.gz" ] && FILES="$FILES testdata/isa/sass/$n.sm_90.sass.gz"; done
tar czf "$OUT/isa-core-2.tar.gz" $FILES && ls -l "$OUT/isa-core-2.tar.gz"
step "done"
