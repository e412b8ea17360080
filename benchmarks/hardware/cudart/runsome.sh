#!/usr/bin/env bash
# Device rounds 6 and 7 of the cudart helper (issue #9): H200 ground truth
# for a few programs of testdata/cuda, in both toolkits, without rebuilding
# and rerunning the whole set (run.sh does that):
#   benchmarks/hardware/cudart/runsome.sh [PROGRAM...]
# (default: the programs added after round 6, graph_update and mempool;
# round 6 ran graphs and vecadd_rdc).
# Started from the repository root on the device machine (CUDA 13, one
# H200); writes $OUT/cudart.tar.gz holding, at their repository paths:
#   testdata/cuda/bin/cuda13/PROGRAM              built by nvcc 13
#   testdata/cuda/expected/h200/N.{out,err,rc}       their runs on the H200
#   testdata/cuda/expected/h200-cuda11.8/N.{out,err,rc}
#                         the CUDA 11.8 builds run with the real CUDA 11.8
#                         runtime, when lib11/ was carried along (Debian's
#                         libcudart.so.11.8.89 as
#                         benchmarks/hardware/cudart/lib11/libcudart.so.11.0;
#                         not in the repository)
#   benchmarks/hardware/cudart/results/runsome.log, glibc-some.txt
# Every step has a timeout; a failure is logged, not fatal. Expected time:
# under a minute.
set -u
cd "$(dirname "$0")/../../.." || exit 1
OUT=${OUT:-/tmp/cudart-out}
mkdir -p "$OUT"
progs=${*:-graph_update mempool}
stage=$(mktemp -d)
res=$stage/benchmarks/hardware/cudart/results
exp=$stage/testdata/cuda/expected/h200
exp11=$stage/testdata/cuda/expected/h200-cuda11.8
bin=$stage/testdata/cuda/bin/cuda13
mkdir -p "$res" "$exp" "$exp11" "$bin"
log=$res/runsome.log
t0=$(date +%s)
say() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$log"; }

NVCC=$(command -v nvcc || true)
[ -z "$NVCC" ] && [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc
say "nvcc: ${NVCC:-none}"

# 1. Build with CUDA 13.
ONLY="$progs" NVCC="${NVCC:-nvcc}" JOBS=4 timeout 300 testdata/cuda/build.sh "$bin" >>"$log" 2>&1 || say "FAILED build (exit $?)"
for f in "$bin"/*.buildlog; do [ -f "$f" ] && { say "build log $(basename "$f"):"; cat "$f" >>"$log"; }; done
{
  for f in "$bin"/*; do
    [ -x "$f" ] || continue
    echo "== $(basename "$f")"
    objdump -T "$f" | grep -o 'GLIBC[XX]*_[0-9.]*' | sort -u
  done
} >"$res/glibc-some.txt" 2>&1

# 2. Run them on the H200.
for n in $progs; do
  [ -x "$bin/$n" ] || { say "no CUDA 13 build of $n"; continue; }
  ( cd "$bin" && timeout 60 "./$n" >"$exp/$n.out" 2>"$exp/$n.err" </dev/null )
  rc=$?
  echo $rc >"$exp/$n.rc"
  say "ran $n: exit $rc, $(tail -1 "$exp/$n.out" 2>/dev/null)"
done

# 3. The CUDA 11.8 builds under the real CUDA 11.8 runtime.
lib11=benchmarks/hardware/cudart/lib11
if [ -f "$lib11/libcudart.so.11.0" ]; then
  lib11abs=$(cd "$lib11" && pwd)
  for n in $progs; do
    ( cd testdata/cuda/bin/cuda11.8 && LD_LIBRARY_PATH=$lib11abs timeout 60 "./$n" >"$exp11/$n.out" 2>"$exp11/$n.err" </dev/null )
    rc=$?
    echo $rc >"$exp11/$n.rc"
    say "ran 11.8 $n: exit $rc, $(tail -1 "$exp11/$n.out" 2>/dev/null)"
  done
else
  say "no $lib11/libcudart.so.11.0: the CUDA 11.8 builds are not run"
fi

say "done"
rm -f "$bin"/*.buildlog
tar -C "$stage" -czf "$OUT/cudart.tar.gz" . && say "tarball: $(du -h "$OUT/cudart.tar.gz" | cut -f1)"
cp "$log" "$OUT/cudart.log" 2>/dev/null
exit 0
