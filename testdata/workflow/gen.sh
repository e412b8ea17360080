#!/usr/bin/env bash
# Regenerates the -lineinfo PTX of this folder from the corpus's CUDA
# sources with the local nvcc (11.8 here), and makes each .file path
# relative to this folder so that source-level profiles find the .cu
# files in any checkout (nvcc writes the absolute path it was given).
set -euo pipefail
cd "$(dirname "$0")"
for f in memory control; do
  nvcc -lineinfo -arch=sm_90 -ptx "../conformance/src/$f.cu" -o "$f.lineinfo.sm_90.ptx"
  sed -i -E "s|^(\s*\.file\s+[0-9]+ )\"[^\"]*/conformance/src/$f\.cu\"|\1\"../conformance/src/$f.cu\"|" "$f.lineinfo.sm_90.ptx"
done
