#!/bin/bash
# Round B: the timing effect of the new register estimate on the scale
# corpus, which is too slow to validate on the 2-core dev machine. Runs
# `ptxsim validate --json` (CPU only, no GPU) case by case over
# testdata/scale with two ptxsim binaries built on the dev machine: main
# before the change (benchmarks/hardware/regs/bin/ptxsim-main.xz) and
# branch regs (benchmarks/hardware/regs/bin/ptxsim-regs.xz), 16 at a time,
# each bounded by timeout so that a slow case loses only itself. Writes
# $OUT/regs.tar.gz holding benchmarks/hardware/regs/results/ (one JSON per
# case and binary, and run-b.log).
set -u
OUT=${OUT:-/tmp/regs-out}
d=benchmarks/hardware/regs
mkdir -p "$OUT" $d/results
log=$d/results/run-b.log
: > "$log"
bin=$(mktemp -d)
for b in main regs; do
  if xz -dc $d/bin/ptxsim-$b.xz > $bin/ptxsim-$b 2>>"$log"; then chmod +x $bin/ptxsim-$b; else echo "FAIL unpack $b" >> "$log"; fi
done
export bin d log
one() { # binary case
  local t0=$(date +%s)
  timeout 150 $bin/ptxsim-$1 validate -q --json --threads 1 --run "$2" testdata/scale > $d/results/scale-$1-$2.json 2>> $d/results/err-$1-$2.txt
  echo "$1 $2: rc $? in $(( $(date +%s) - t0 )) s" >> "$log"
}
export -f one
for c in ${CASES:-$(ls testdata/scale/cases)}; do for b in regs main; do echo "$b $c"; done; done |
  timeout 170 xargs -P 16 -n 2 bash -c 'one "$0" "$1"'
find $d/results -name 'err-*' -empty -delete
gzip -9nf $d/results/*.json
tar czf "$OUT/regs.tar.gz" $d/results
sort "$log"
rm -rf "$bin"
