#!/bin/bash
# Regenerates ptx/NAME.sm_90.ptx from src/NAME.cu with the local nvcc
# (CUDA 11.8: PTX ISA 7.8, .target sm_90), then the cases (gen.py).
# The SASS and ptxas -v files under sass/ come from the device machine
# (benchmarks/hardware/scale/run.sh), as the hardware's own compiler made them.
set -euo pipefail
cd "$(dirname "$0")"
for f in src/*.cu; do
    m=$(basename "$f" .cu)
    nvcc -arch=sm_90 -ptx -O3 -lineinfo -o "ptx/$m.sm_90.ptx" "$f"
    # The PTX records the absolute source path: keep it repository-relative.
    sed -i "s|\.file\t\([0-9]*\) \"[^\"]*/testdata/scale/src/|.file\t\1 \"testdata/scale/src/|" "ptx/$m.sm_90.ptx"
done
python3 gen.py
