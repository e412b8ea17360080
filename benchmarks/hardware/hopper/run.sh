#!/bin/bash
# Hopper ground truth for issue #10 (isa-hopper). Run from the repository
# root on the device machine (H200, CUDA 13, Triton 3.6). Writes
# $OUT/isa-hopper.tar.gz holding, at their repository paths, every
# expected output of testdata/hopper/cases, the PTX made on the device
# (Triton matmul, CUTLASS-style tma_gemm) with their completed case.json,
# and the logs under benchmarks/hardware/hopper/logs/. Every step is
# time-limited and a failing step does not stop the rest.
set -u
OUT=${OUT:-/tmp/hopper-out}
mkdir -p "$OUT"
H=benchmarks/hardware/hopper
LOGS=$H/logs
mkdir -p "$LOGS"
exec > >(tee "$LOGS/run.log") 2>&1
t0=$(date +%s)
step() { echo "== $(($(date +%s) - t0))s: $*"; }

step "device"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader || true
nvcc --version | tail -1 || true
python3 -c "import triton, torch; print('triton', triton.__version__, 'torch', torch.__version__)" || true

step "ptxas -arch=sm_90a on every module (errors name the line)"
ls testdata/hopper/ptx/*.ptx | xargs -P 12 -I{} sh -c 'timeout 120 ptxas -arch=sm_90a "{}" -o /dev/null > "$0/ptxas-$(basename {}).txt" 2>&1 || echo "PTXAS FAIL {}"' "$LOGS"
cat "$LOGS"/ptxas-*.txt 2>/dev/null | head -100

step "CUTLASS-style tma_gemm.cu -> PTX (nvcc -arch=sm_90a)"
timeout 120 nvcc -arch=sm_90a -ptx $H/tma_gemm.cu -o testdata/hopper/ptx/tma_gemm.ptx || echo "NVCC FAIL tma_gemm.cu"
timeout 60 nvcc -arch=sm_90a -cubin $H/tma_gemm.cu -o /tmp/tma_gemm.cubin --resource-usage 2>&1 | tail -3 || true

step "Triton matmul -> PTX"
timeout 150 python3 $H/triton_matmul.py || echo "TRITON FAIL"

step "hwcase run (all cases)"
cases=$(ls -d testdata/hopper/cases/*/)
timeout 420 python3 benchmarks/hardware/hwcase.py run --timeout 30 --summary "$LOGS/hwcase-summary.json" $cases || echo "HWCASE exit $?"

step "compare Triton's own output with the driver run"
python3 - <<'PY' || true
import os
d = "testdata/hopper/cases/triton_matmul"
a, b = os.path.join(d, "triton_out.bin"), os.path.join(d, "C.expected.bin")
if os.path.exists(a) and os.path.exists(b):
    print("triton output == hwcase output:", open(a, "rb").read() == open(b, "rb").read())
PY

step "pack"
{ find testdata/hopper -name '*.expected.bin' -o -name hw.json -o -name triton_out.bin; \
  ls testdata/hopper/ptx/triton_matmul.ptx testdata/hopper/ptx/tma_gemm.ptx testdata/hopper/cases/triton_matmul/case.json 2>/dev/null; \
  echo "$LOGS"; } > /tmp/hopper-files.txt
tar czf "$OUT/isa-hopper.tar.gz" -T /tmp/hopper-files.txt || echo "TAR FAIL"
ls -la "$OUT"
step "done"
