#!/usr/bin/env bash
# Device round 6 of the textures helper: H200 expectations for the texture
# programs of testdata/cuda (guide_texture, guide_surface, texture_filter;
# texture_refs needs CUDA 11's references and is not built). Started from
# the repository root on the device machine (CUDA 13, one H200); writes
# $OUT/textures.tar.gz holding, at their repository paths:
#   testdata/cuda/bin/cuda13/N              built by nvcc 13 with build.sh's
#                                           flags (PTX for compute_75)
#   testdata/cuda/expected/h200/N.{out,err,rc}   stdout, stderr, exit status
#   benchmarks/hardware/textures/results/run_cuda.log
# Every step has a timeout; a failure is logged, not fatal. About 1 minute.
set -u
cd "$(dirname "$0")/../../.." || exit 1
OUT=${OUT:-/tmp/textures-out}
mkdir -p "$OUT"
stage=$(mktemp -d)
res=$stage/benchmarks/hardware/textures/results
bin=$stage/testdata/cuda/bin/cuda13
exp=$stage/testdata/cuda/expected/h200
mkdir -p "$res" "$bin" "$exp"
log=$res/run_cuda.log
t0=$(date +%s)
say() { echo "[$(($(date +%s) - t0))s] $*" | tee -a "$log"; }

NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
ARCH=${ARCH:-75}
{ "$NVCC" --version; nvidia-smi --query-gpu=name,driver_version --format=csv; } >>"$log" 2>&1
PROGS=${PROGS:-guide_texture guide_surface texture_filter}
for n in $PROGS; do
  if timeout 300 "$NVCC" -cudart shared -cudadevrt none -O2 -Xlinker -s -Itestdata/cuda/src \
    -gencode "arch=compute_$ARCH,code=compute_$ARCH" -o "$bin/$n" "testdata/cuda/src/$n.cu" >>"$log" 2>&1; then
    say "built $n"
  else
    say "FAILED to build $n"
    continue
  fi
  (cd "$bin" && timeout 60 "./$n" >"$exp/$n.out" 2>"$exp/$n.err" </dev/null)
  rc=$?
  echo $rc >"$exp/$n.rc"
  say "ran $n: exit $rc, $(tail -1 "$exp/$n.out" 2>/dev/null)"
done
say "done"
tar -C "$stage" -czf "$OUT/textures.tar.gz" . && say "tarball: $(du -h "$OUT/textures.tar.gz" | cut -f1)"
cp "$log" "$OUT/textures.log" 2>/dev/null
exit 0
