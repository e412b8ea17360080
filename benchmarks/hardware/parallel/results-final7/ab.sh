#!/bin/bash
# Interleaved A/B of PTXSIM_PHYSICAL_REGS (1 = default, 0 = off) on the final binary.
mkdir -p $OUT/ab; L=$OUT/ab/ab.txt
[ -x /tmp/bench.test ] || { xz -dc bench.test.xz > /tmp/bench.test && chmod +x /tmp/bench.test; }
cd benchmarks
for i in 1 2 3 4; do
  for v in 1 0; do
    echo "== round $i regs=$v" >> $L
    PTXSIM_PHYSICAL_REGS=$v timeout 40 /tmp/bench.test -test.run XXX -test.benchtime 1x -test.bench 'Parallel/functional/(sgemm|stream)/' -threads=16 -sgemm=2048 -stream=67108864 2>&1 | grep ^Benchmark >> $L
    PTXSIM_PHYSICAL_REGS=$v timeout 40 /tmp/bench.test -test.run XXX -test.benchtime 1x -test.bench 'Parallel/timing/sgemm/' -threads=16 -sgemm=2048 -sgemm-timing-rows=128 2>&1 | grep ^Benchmark >> $L
  done
done
for i in 1 2; do
  for v in 1 0; do
    echo "== one-thread round $i regs=$v" >> $L
    PTXSIM_PHYSICAL_REGS=$v timeout 40 /tmp/bench.test -test.run XXX -test.benchtime 1x -test.bench 'Parallel/functional/sgemm/' -threads=1 -sgemm=1024 2>&1 | grep ^Benchmark >> $L
    PTXSIM_PHYSICAL_REGS=$v timeout 60 /tmp/bench.test -test.run XXX -test.benchtime 1x -test.bench 'Parallel/timing/sgemm/' -threads=1 -sgemm=2048 -sgemm-timing-rows=32 2>&1 | grep ^Benchmark >> $L
  done
done
cat $L
