#!/bin/bash
# Register ground truth from CUDA 13's ptxas (the compiler inside the H200's
# driver JIT): ptxas -v -arch=sm_90 (sm_90a where the module targets it)
# over every PTX module listed in benchmarks/hardware/regs/modules.txt.
# Run from the repository root on the device machine; CPU only, < 1 min.
# Writes $OUT/regs.tar.gz holding testdata/regs/ptxas-cuda13.txt.gz
# (lines "module kernel registers stack_bytes spill_stores spill_loads")
# and benchmarks/hardware/regs/run.log.
set -u
OUT=${OUT:-/tmp/regs-out}
mkdir -p "$OUT" testdata/regs
log=benchmarks/hardware/regs/run.log
: > "$log"
PTXAS=$(command -v ptxas || true)
[ -z "$PTXAS" ] && [ -x /usr/local/cuda/bin/ptxas ] && PTXAS=/usr/local/cuda/bin/ptxas
if [ -z "$PTXAS" ]; then echo "no ptxas" | tee -a "$log"; fi
echo "ptxas: $PTXAS" >> "$log"
${PTXAS:-false} --version >> "$log" 2>&1
res=testdata/regs/ptxas-cuda13.txt
{
  echo "# ptxas -v register counts, $(${PTXAS:-false} --version 2>&1 | tail -1)"
  echo "# module kernel registers stack_bytes spill_stores spill_loads"
} > "$res"
tmp=$(mktemp -d)
while read -r f; do
  [ -z "$f" ] && continue
  [ -f "$f" ] || { echo "MISSING $f" >> "$log"; continue; }
  arch=sm_90
  grep -q '^[[:space:]]*\.target[[:space:]].*sm_90a' "$f" && arch=sm_90a
  if ! timeout 60 "$PTXAS" -arch=$arch -v "$f" -o "$tmp/o.cubin" > "$tmp/v.txt" 2>&1; then
    echo "FAIL $f: $(grep -m2 -i 'error\|fatal' "$tmp/v.txt" | tr '\n' ' ' | cut -c1-300)" >> "$log"
    continue
  fi
  awk -v f="$f" '
    /Compiling entry function/ { match($0, /'"'"'[^'"'"']+'"'"'/); k = substr($0, RSTART+1, RLENGTH-2); st = 0; ss = 0; sl = 0 }
    /bytes stack frame/ { st = $1; ss = $5; sl = $9 }
    /Used [0-9]+ registers/ && k != "" { for (i = 1; i <= NF; i++) if ($i == "Used") print f, k, $(i+1), st, ss, sl; k = "" }
  ' "$tmp/v.txt" >> "$res"
done < benchmarks/hardware/regs/modules.txt
rm -rf "$tmp"
echo "kernels: $(grep -vc '^#' "$res")" >> "$log"
gzip -9nf "$res"
tar czf "$OUT/regs.tar.gz" "$res.gz" "$log"
cat "$log" | tail -20
