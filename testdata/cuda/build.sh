#!/usr/bin/env bash
# Builds the CUDA test programs of testdata/cuda/src with the nvcc on PATH
# into bin/<toolkit>/ (bin/cuda11.8 with Debian's CUDA 11.8; the device
# script runs it with CUDA 13 to make bin/cuda13). Every program links the
# runtime as a shared library (-cudart shared) and embeds PTX, so ptxsim's
# libcudart can run it; a few variants embed SASS too, or SASS only (to test
# the "rebuild with PTX" error), or compress every image.
#
#   testdata/cuda/build.sh [OUTDIR]        (default: bin/cuda<version>)
#
# Environment: NVCC (default nvcc), ARCH (the PTX architecture, default 70
# for CUDA 11.8 and 75 for CUDA 12+ which dropped sm_70), JOBS (parallel
# builds, default 2), ONLY (space-separated program names: build only those).
set -uo pipefail
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
ver=$($NVCC --version | sed -n 's/.*release \([0-9]*\.[0-9]*\).*/\1/p')
major=${ver%%.*}
if [ -z "$ver" ]; then echo "build.sh: cannot run $NVCC" >&2; exit 1; fi
if [ "$major" -ge 12 ]; then ARCH=${ARCH:-75}; else ARCH=${ARCH:-70}; fi
out=${1:-bin/cuda$major}
[ "$major" = 11 ] && out=${1:-bin/cuda$ver}
mkdir -p "$out"
JOBS=${JOBS:-2}

common=(-cudart shared -cudadevrt none -O2 -Xlinker -s -Isrc)
ptx=(-gencode "arch=compute_$ARCH,code=compute_$ARCH")

# name | source | extra flags (default: PTX for $ARCH only)
targets=()
for f in src/*.cu; do
  n=$(basename "$f" .cu)
  case $n in
    cluster_dsmem | cluster_occupancy) targets+=("$n|$f|-gencode arch=compute_90,code=compute_90") ;;
    half_bf16 | async_pipeline | wmma_variants | inline_ptx) targets+=("$n|$f|-gencode arch=compute_80,code=compute_80") ;; # bf16, cp.async, mbarrier, redux.sync, tf32/bf16/f64 mma
    host_threads) targets+=("$n|$f|--default-stream per-thread -lpthread") ;;
    cpp11_lambda) targets+=("$n|$f|--extended-lambda --expt-relaxed-constexpr -std=c++17") ;;
    texture_refs) [ "$major" -lt 12 ] && targets+=("$n|$f|") ;; # texture<>/surface<> references: gone in CUDA 12
    *) targets+=("$n|$f|") ;;
  esac
done
# Variants of one program that exercise the fat-binary reader.
targets+=("vecadd_sass_ptx|src/guide_vecadd.cu|-gencode arch=compute_$ARCH,code=[sm_$ARCH,compute_$ARCH]")
targets+=("vecadd_compress_all|src/guide_vecadd.cu|-gencode arch=compute_$ARCH,code=[sm_$ARCH,compute_$ARCH] -Xfatbin -compress-all")
targets+=("vecadd_uncompressed|src/guide_vecadd.cu|-Xfatbin -compress=false")
targets+=("vecadd_two_ptx|src/guide_vecadd.cu|-gencode arch=compute_$ARCH,code=compute_$ARCH -gencode arch=compute_80,code=compute_80")
targets+=("vecadd_sass_only|src/guide_vecadd.cu|-gencode arch=compute_$ARCH,code=sm_$ARCH")
targets+=("vecadd_rdc|src/guide_vecadd.cu|-rdc=true")
if [ "$major" -ge 13 ]; then
  # CUDA 12.8+ chooses the compression; build one with each mode it offers.
  targets+=("vecadd_compress_size|src/guide_vecadd.cu|-compress-mode=size")
  targets+=("vecadd_compress_speed|src/guide_vecadd.cu|-compress-mode=speed")
  targets+=("vecadd_compress_balance|src/guide_vecadd.cu|-compress-mode=balance")
  targets+=("vecadd_compress_none|src/guide_vecadd.cu|-compress-mode=none")
  # An arch-specific PTX image (compute_90a): how the fat binary marks it.
  targets+=("vecadd_arch_specific|src/guide_vecadd.cu|-gencode arch=compute_90a,code=compute_90a")
fi

# ONLY="name ..." builds just those targets (a device round for new programs).
if [ -n "${ONLY:-}" ]; then
  keep=()
  for t in "${targets[@]}"; do
    case " $ONLY " in *" ${t%%|*} "*) keep+=("$t") ;; esac
  done
  targets=("${keep[@]}")
fi

build() {
  IFS='|' read -r name src extra <<<"$1"
  local flags=("${common[@]}")
  # shellcheck disable=SC2206
  local ex=($extra)
  case " $extra " in
    *" -gencode "*) ;;
    *) flags+=("${ptx[@]}") ;;
  esac
  if timeout 300 "$NVCC" "${flags[@]}" "${ex[@]}" -o "$out/$name" "$src" >"$out/$name.buildlog" 2>&1; then
    rm -f "$out/$name.buildlog"
    echo "built $name"
  else
    echo "FAILED $name (see $out/$name.buildlog)"
  fi
}
fail=0
running=0
for t in "${targets[@]}"; do
  build "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait
ls "$out"/*.buildlog >/dev/null 2>&1 && fail=1
exit $fail
