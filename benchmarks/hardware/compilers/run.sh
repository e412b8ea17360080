#!/bin/bash
# Device round for the compilers suite (issue 10: PTX from other compilers).
# Run from the repository root on the device machine (H200, CUDA 13, Triton).
#  1. triton_cases.py compiles and runs Triton kernels (vector add, softmax,
#     layernorm, tl.dot in f16/bf16/tf32/fp8 with wgmma and mma, reductions,
#     atomics, math) and writes their PTX and cases to testdata/compilers.
#  2. hwcase.py runs every case of testdata/compilers (the LLVM cases made
#     here by gen.py and the Triton ones) through the CUDA driver and writes
#     the expected outputs.
#  3. Checks that hwcase's outputs of the Triton cases equal Triton's own
#     (the case launches the kernel as Triton did), and saves the SASS ptxas
#     makes of each module (gzipped, for reading contraction and unrolling).
# Writes $OUT/isa-compilers.tar.gz (paths relative to the repository root).
# Later rounds narrow it: TRITON_ONLY (job names of triton_cases.py, or
# "none"), CASES (case names), SASS (module names); run_b.sh sets them.
# Expected time: 3 minutes (Triton compiles ~12 kernels; ~70 cases).
set -u
OUT=${OUT:-/tmp/isa-compilers-out}
mkdir -p "$OUT"
HERE=benchmarks/hardware/compilers
LOG=$HERE/logs
rm -rf "$LOG"
mkdir -p "$LOG/triton" "$HERE/sass"
exec > >(tee "$LOG/run.log") 2>&1
T0=$(date +%s)
step() { echo "== $(($(date +%s) - T0))s: $*"; }

step "environment"
timeout 20 nvidia-smi --query-gpu=name,driver_version --format=csv || echo "nvidia-smi failed"
timeout 20 ptxas --version | tail -1 || echo "no ptxas"
timeout 60 python3 -c "import triton, torch; print('triton', triton.__version__, 'torch', torch.__version__)" || echo "no triton"

step "unpack the suite's gzipped modules for the driver"
for g in testdata/compilers/ptx/*.ptx.gz; do gunzip -kf "$g" || echo "gunzip failed: $g"; done

step "Triton kernels -> testdata/compilers"
if [ "${TRITON_ONLY-}" != none ]; then
  TRITON_CACHE_DIR=$(mktemp -d) timeout 240 python3 $HERE/triton_cases.py "$LOG/triton" || echo "triton_cases.py failed (rc $?)"
fi

DIRS=testdata/compilers/cases/*
if [ -n "${CASES-}" ]; then DIRS=""; for c in $CASES; do DIRS="$DIRS testdata/compilers/cases/$c"; done; fi
step "hwcase run: $DIRS"
timeout 270 python3 benchmarks/hardware/hwcase.py run --summary "$LOG/summary.json" --timeout 60 $DIRS \
  || echo "hwcase reported failures (see above and $LOG/summary.json)"

step "Triton's outputs vs hwcase's"
timeout 60 python3 - "$LOG/triton" <<'PY' || echo "comparison failed"
import glob, os, sys
bad = 0
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.triton.bin"))):
    case, buf = os.path.basename(f).split(".")[:2]
    e = "testdata/compilers/cases/%s/%s.expected.bin" % (case, buf)
    if not os.path.exists(e):
        print("MISSING", e); bad += 1; continue
    same = open(f, "rb").read() == open(e, "rb").read()
    print("same" if same else "DIFFERENT", case, buf)
    bad += not same
print("triton vs hwcase: %d problems" % bad)
PY

step "SASS of each module (ptxas -arch=sm_90 or sm_90a; not the -O0 and -G builds), in parallel"
TMP=$(mktemp -d)
PIDS=""
for p in testdata/compilers/ptx/*.ptx; do
  n=$(basename "$p" .ptx)
  case $n in *_O0|*_G) continue;; esac
  if [ -n "${SASS-}" ]; then case " $SASS " in *" $n "*) ;; *) continue;; esac; fi
  (
    ARCH=sm_90
    grep -q '^\.target sm_90a' "$p" && ARCH=sm_90a
    if timeout 120 ptxas -arch=$ARCH "$p" -o "$TMP/$n.cubin" > "$LOG/ptxas.$n.txt" 2>&1; then
      (timeout 60 cuobjdump -sass "$TMP/$n.cubin" | gzip -9 -n > "$HERE/sass/$n.sm_90.sass.gz") || echo "cuobjdump failed: $n"
    else
      echo "ptxas failed on $n:"; head -5 "$LOG/ptxas.$n.txt"
    fi
  ) &
  PIDS="$PIDS $!"
done
# (a bare wait would also wait for the tee of the log)
for pid in $PIDS; do wait "$pid"; done

step "pack"
# the unpacked copies of gzipped modules stay out (the Triton modules are new: kept)
for g in testdata/compilers/ptx/*.ptx.gz; do rm -f "${g%.gz}"; done
tar czf "$OUT/isa-compilers.tar.gz" testdata/compilers "$HERE/sass" "$LOG"
ls -l "$OUT"
step "done"
