#!/usr/bin/env bash
# Device script of the cudart helper (issue #9): CUDA 13 ground truth for
# ptxsim's libcudart. Started from the repository root on the device
# machine (CUDA 13, one H200); writes $OUT/cudart.tar.gz holding, at their
# repository paths:
#   testdata/cuda/bin/cuda13/*           the test programs built by nvcc 13
#                                        (testdata/cuda/build.sh)
#   testdata/cuda/expected/h200/N.out    each program's stdout on the H200
#   testdata/cuda/expected/h200/N.err    its stderr
#   testdata/cuda/expected/h200/N.rc     its exit status
#   testdata/cuda/expected/h200-cuda11.8/  the same for the CUDA 11.8 builds
#                                        run with the real CUDA 11.8 runtime
#                                        (when lib11/ was carried along)
#   cmd/libcudart/gen/api/cuda13.json    apiinfo.py of libcudart.so.13 and
#                                        its headers (cuda12.json too when a
#                                        libcudart.so.12 is installed, e.g.
#                                        by the torch wheels)
#   benchmarks/hardware/cudart/results/  environment, logs, glibc needs,
#                                        compute-sanitizer output
#   benchmarks/hardware/cudart/raw/      the headers and nm output the JSON
#                                        came from (for checking; not committed)
#   testdata/cuda/ii/cuda13/N.ii.gz      only if the binaries need a newer
#                                        glibc than Debian 12's 2.36: the
#                                        host code from nvcc -cuda, to be
#                                        compiled and linked elsewhere
# Every step has a timeout and a failure is logged, not fatal. Expected
# time: about 2 minutes.
set -u
cd "$(dirname "$0")/../../.." || exit 1
OUT=${OUT:-/tmp/cudart-out}
mkdir -p "$OUT"
stage=$(mktemp -d)
res=$stage/benchmarks/hardware/cudart/results
raw=$stage/benchmarks/hardware/cudart/raw
mkdir -p "$res" "$raw" "$stage/testdata/cuda/expected/h200" "$stage/cmd/libcudart/gen/api" "$stage/testdata/cuda/bin"
log=$res/run.log
t0=$(date +%s)
say() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$log"; }
step() { # step NAME SECONDS CMD...
  local name=$1 secs=$2
  shift 2
  say "== $name"
  timeout "$secs" "$@" >>"$log" 2>&1
  local rc=$?
  [ $rc -ne 0 ] && say "FAILED $name (exit $rc)"
  return $rc
}

NVCC=$(command -v nvcc || true)
[ -z "$NVCC" ] && [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc
export PATH=$(dirname "${NVCC:-/usr/local/cuda/bin/nvcc}"):$PATH
cuda=$(dirname "$(dirname "${NVCC:-/usr/local/cuda/bin/nvcc}")")
{
  echo "nvcc: $NVCC"
  $NVCC --version
  nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv
  cat /etc/os-release
  ldd --version | head -1
  gcc --version | head -1
  uname -a
} >"$res/env.txt" 2>&1
say "environment: $(head -1 "$res/env.txt")"

# 1. The runtime libraries and their headers.
find / -xdev \( -name 'libcudart.so.1[0-9]*' -o -name 'libcudart.so.1[0-9]' \) -not -path '*/proc/*' 2>/dev/null | sort >"$res/libs.txt"
say "libcudart copies: $(wc -l <"$res/libs.txt")"
inc13=$cuda/include
[ -f "$inc13/cuda_runtime_api.h" ] || inc13=$(dirname "$(find / -xdev -name cuda_runtime_api.h -path '*13*' 2>/dev/null | head -1)")
lib13=$(grep -m1 'libcudart\.so\.13$' "$res/libs.txt")
[ -z "$lib13" ] && lib13=$(grep -m1 'libcudart\.so\.13' "$res/libs.txt")
if [ -n "$lib13" ]; then
  step "apiinfo cuda13 ($lib13, $inc13)" 120 python3 benchmarks/hardware/cudart/apiinfo.py --include "$inc13" --lib "$lib13" --out "$stage/cmd/libcudart/gen/api/cuda13.json"
  mkdir -p "$raw/cuda13"
  nm -D --defined-only "$lib13" >"$raw/cuda13/libcudart.nm" 2>&1
  readelf -V "$lib13" >"$raw/cuda13/readelf-V.txt" 2>&1
  for h in cuda_runtime_api.h driver_types.h vector_types.h cuda_runtime.h; do
    [ -f "$inc13/$h" ] && gzip -9 -c "$inc13/$h" >"$raw/cuda13/$h.gz"
  done
else
  say "no libcudart.so.13 found"
fi
lib12=$(grep -m1 'libcudart\.so\.12$' "$res/libs.txt")
[ -z "$lib12" ] && lib12=$(grep -m1 'libcudart\.so\.12' "$res/libs.txt")
if [ -n "$lib12" ]; then
  mkdir -p "$raw/cuda12"
  nm -D --defined-only "$lib12" >"$raw/cuda12/libcudart.nm" 2>&1
  readelf -V "$lib12" >"$raw/cuda12/readelf-V.txt" 2>&1
  # The wheels keep headers beside the library (nvidia/cuda_runtime/include).
  inc12=$(dirname "$(dirname "$lib12")")/include
  if [ -f "$inc12/cuda_runtime_api.h" ] && [ -f "$inc12/driver_types.h" ]; then
    step "apiinfo cuda12 ($lib12)" 120 python3 benchmarks/hardware/cudart/apiinfo.py --include "$inc12" --lib "$lib12" --out "$stage/cmd/libcudart/gen/api/cuda12.json"
    for h in cuda_runtime_api.h driver_types.h; do gzip -9 -c "$inc12/$h" >"$raw/cuda12/$h.gz"; done
  else
    say "libcudart.so.12 at $lib12 has no headers beside it; nm only"
  fi
fi

# 2. Build the test programs with CUDA 13.
bin=$stage/testdata/cuda/bin/cuda13
step "build" 400 env NVCC="$NVCC" JOBS=16 testdata/cuda/build.sh "$bin"
ls -la "$bin" >"$res/bin-ls.txt" 2>&1

# 3. What the binaries need from the C library.
{
  for f in "$bin"/*; do
    [ -x "$f" ] || continue
    echo "== $(basename "$f")"
    objdump -T "$f" | grep -o 'GLIBC[XX]*_[0-9.]*' | sort -u
  done
} >"$res/glibc.txt" 2>&1
need=$(grep -o 'GLIBC_[0-9.]*' "$res/glibc.txt" | sort -t. -k2,2n -u | tail -1)
needxx=$(grep -o 'GLIBCXX_[0-9.]*' "$res/glibc.txt" | sort -V -u | tail -1)
say "binaries need up to $need ${needxx:-}"
newer=0
case $need in GLIBC_2.3[7-9]*|GLIBC_2.[4-9]*) newer=1 ;; esac
case ${needxx:-} in GLIBCXX_3.4.3[1-9]*) newer=1 ;; esac
if [ $newer = 1 ]; then
  say "newer than Debian 12: also writing nvcc -cuda host code"
  mkdir -p "$stage/testdata/cuda/ii/cuda13"
  for f in testdata/cuda/src/*.cu; do
    n=$(basename "$f" .cu)
    arch=75
    extra=()
    [ "$n" = cluster_dsmem ] && arch=90
    [ "$n" = host_threads ] && extra=(--default-stream per-thread)
    timeout 120 "$NVCC" -cuda -Itestdata/cuda/src -gencode "arch=compute_$arch,code=compute_$arch" "${extra[@]}" -o "$stage/$n.ii" "$f" >>"$log" 2>&1 &&
      gzip -9 -c "$stage/$n.ii" >"$stage/testdata/cuda/ii/cuda13/$n.ii.gz"
    rm -f "$stage/$n.ii"
  done
fi

# 4. Run every program on the H200.
exp=$stage/testdata/cuda/expected/h200
for f in "$bin"/*; do
  [ -x "$f" ] || continue
  n=$(basename "$f")
  ( cd "$bin" && timeout 60 "./$n" >"$exp/$n.out" 2>"$exp/$n.err" </dev/null )
  rc=$?
  echo $rc >"$exp/$n.rc"
  say "ran $n: exit $rc, $(tail -1 "$exp/$n.out" 2>/dev/null)"
done

# 4b. The CUDA 11.8 builds (testdata/cuda/bin/cuda11.8) under the real CUDA
# 11.8 runtime, when a copy of it was carried along (Debian's
# libcudart.so.11.8.89 as benchmarks/hardware/cudart/lib11/libcudart.so.11.0;
# not in the repository): the 11.8 ABI's ground truth.
lib11=benchmarks/hardware/cudart/lib11
if [ -f "$lib11/libcudart.so.11.0" ]; then
  exp11=$stage/testdata/cuda/expected/h200-cuda11.8
  mkdir -p "$exp11"
  for f in testdata/cuda/bin/cuda11.8/*; do
    [ -x "$f" ] || continue
    n=$(basename "$f")
    ( cd testdata/cuda/bin/cuda11.8 && LD_LIBRARY_PATH=$(cd ../../../../$lib11 && pwd) timeout 60 "./$n" >"$exp11/$n.out" 2>"$exp11/$n.err" </dev/null )
    rc=$?
    echo $rc >"$exp11/$n.rc"
    say "ran 11.8 $n: exit $rc, $(tail -1 "$exp11/$n.out" 2>/dev/null)"
  done
else
  say "no $lib11/libcudart.so.11.0: the CUDA 11.8 builds are not run"
fi

# 5. What compute-sanitizer says about the faulting programs.
san=$(command -v compute-sanitizer || echo "$cuda/bin/compute-sanitizer")
for n in fault_sticky fault_assert; do
  [ -x "$bin/$n" ] && ( cd "$bin" && timeout 120 "$san" --print-limit 10 "./$n" >"$res/sanitizer-$n.txt" 2>&1 )
  say "compute-sanitizer $n: exit $?"
done

say "done"
tar -C "$stage" -czf "$OUT/cudart.tar.gz" . && say "tarball: $(du -h "$OUT/cudart.tar.gz" | cut -f1)"
cp "$log" "$OUT/cudart.log" 2>/dev/null
exit 0
