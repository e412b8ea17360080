#!/usr/bin/env bash
# Device rounds of holdout-8 (session 7): H200 ground truth for the
# programs added to testdata/cuda in the style of suites ptxsim had not run
# (Rodinia srad/backprop/b+tree, Parboil tpacf/lbm, CUDA samples
# threadFenceReduction/shfl_scan/reductionMultiBlockCG/conjugateGradient
# and more; the list is $all below):
#   benchmarks/hardware/holdout8/run-holdout-8.sh [PROGRAM...]   (default: $all,
#   the round B list; round A ran srad backprop btree tpacf
#   threadfence_reduction shfl_scan multiblock_cg lbm printf_formats
#   launch_errors cpp11_lambda dct_boxfilter cutcp)
# Started from the repository root on the device machine (CUDA 13, one
# H200). Writes $OUT/holdout-8.tar.gz holding, at their repository paths:
#   testdata/cuda/bin/cuda13/PROGRAM                   built by nvcc 13 (build.sh)
#   testdata/cuda/expected/h200/PROGRAM.{out,err,rc}   their runs on the H200
#   testdata/cuda/expected/h200-cuda11.8/PROGRAM.{out,err,rc}
#       the CUDA 11.8 builds (testdata/cuda/bin/cuda11.8, made here) run on
#       the H200 under CUDA 11.8's runtime:
#       benchmarks/hardware/cudart/lib11/libcudart.so.11.0 (Debian's
#       11.8.89, carried by the lead; not in the repository) or else a
#       libcudart.so.11.0 found on the machine (ptxsim's own excluded);
#       otherwise that part is skipped and the log says so
#   benchmarks/hardware/holdout8/results-rB/run.log, glibc.txt (round A: results/)
# Every step has a timeout; a failure is logged, not fatal; the tarball is
# written even after a failure. Expected time: about 2 minutes.
set -u
cd "$(dirname "$0")/../../.." || exit 1
OUT=${OUT:-/tmp/holdout8-out}
mkdir -p "$OUT"
all="graph_nodes shoc_md aw_barrier fault_trap printf_formats shoc_fft radix_sort fault_nullcall"
progs=${*:-$all}
stage=$(mktemp -d)
res=$stage/benchmarks/hardware/holdout8/results-rB # round A: results/
exp=$stage/testdata/cuda/expected/h200
exp11=$stage/testdata/cuda/expected/h200-cuda11.8
bin=$stage/testdata/cuda/bin/cuda13
mkdir -p "$res" "$exp" "$exp11" "$bin"
log=$res/run.log
t0=$(date +%s)
say() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$log"; }
finish() {
  rm -f "$bin"/*.buildlog
  tar -C "$stage" -czf "$OUT/holdout-8.tar.gz" . && say "tarball: $(du -h "$OUT/holdout-8.tar.gz" | cut -f1)"
  cp "$log" "$OUT/holdout-8.log" 2>/dev/null
}
trap finish EXIT

NVCC=$(command -v nvcc || true)
[ -z "$NVCC" ] && [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc
say "nvcc: ${NVCC:-none} $(${NVCC:-nvcc} --version 2>/dev/null | tail -1)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >>"$log" 2>&1

# 1. Build with CUDA 13 (8 at a time).
ONLY="$progs" NVCC="${NVCC:-nvcc}" JOBS=8 timeout 240 testdata/cuda/build.sh "$bin" >>"$log" 2>&1 || say "FAILED build (exit $?)"
for f in "$bin"/*.buildlog; do [ -f "$f" ] && { say "build log $(basename "$f"):"; head -c 4000 "$f" >>"$log"; }; done
{
  for f in "$bin"/*; do
    [ -x "$f" ] || continue
    echo "== $(basename "$f")"
    objdump -T "$f" | grep -o 'GLIBC[XX]*_[0-9.]*' | sort -u
  done
} >"$res/glibc.txt" 2>&1

# 2. Run them on the H200.
for n in $progs; do
  [ -x "$bin/$n" ] || { say "no CUDA 13 build of $n"; continue; }
  ( cd "$bin" && timeout 30 "./$n" >"$exp/$n.out" 2>"$exp/$n.err" </dev/null )
  rc=$?
  echo $rc >"$exp/$n.rc"
  say "ran $n: exit $rc, $(tail -1 "$exp/$n.out" 2>/dev/null)"
done

# 3. The CUDA 11.8 builds, if some libcudart.so.11.0 is on the machine.
# The lead may carry Debian's libcudart.so.11.8.89 there, as for runsome.sh.
lib11=benchmarks/hardware/cudart/lib11/libcudart.so.11.0
[ -f "$lib11" ] || lib11=$(timeout 30 find / -xdev -name 'libcudart.so.11.0' 2>/dev/null | grep -v ptxsim | head -1)
[ -f "$lib11" ] || lib11=
if [ -n "$lib11" ]; then
  lib11dir=$(cd "$(dirname "$lib11")" && pwd)
  say "CUDA 11 runtime: $lib11"
  for n in $progs; do
    [ -x "testdata/cuda/bin/cuda11.8/$n" ] || { say "no CUDA 11.8 build of $n"; continue; }
    ( cd testdata/cuda/bin/cuda11.8 && LD_LIBRARY_PATH=$lib11dir timeout 30 "./$n" >"$exp11/$n.out" 2>"$exp11/$n.err" </dev/null )
    rc=$?
    echo $rc >"$exp11/$n.rc"
    say "ran 11.8 $n: exit $rc, $(tail -1 "$exp11/$n.out" 2>/dev/null)"
  done
else
  say "no libcudart.so.11.0 on this machine: the CUDA 11.8 builds are not run"
  rmdir "$exp11" 2>/dev/null
fi
say "done"
exit 0
