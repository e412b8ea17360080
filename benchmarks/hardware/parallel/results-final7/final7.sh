#!/bin/bash
# Final device round, session 7. Run from .devstage/final (mini root) with OUT set.
# PART=scale: ptxsim validate over testdata/scale and testdata/tensor-timing (16 CPUs).
# PART=speed: BenchmarkParallel (functional, timing; sgemm 2048, stream 64M) at 1..16 threads,
#             BenchmarkExec one core on the corpus's matmul/reduction cases.
set -u
R=$PWD; mkdir -p $OUT/final; L=$OUT/final/run-$PART.log
say() { echo "$(date +%T) $*" | tee -a $L; }
say "part $PART commit $(cat commit.txt) nproc $(nproc)"
uptime >> $L
if [ "$PART" = scale ]; then
  xz -dc ptxsim.xz > /tmp/ptxsim && chmod +x /tmp/ptxsim
  ( time timeout 300 /tmp/ptxsim validate -q --worst 30 testdata/scale > $OUT/final/scale.txt 2> $OUT/final/scale.err ) 2> $OUT/final/scale.time
  say "scale rc=$? $(tail -4 $OUT/final/scale.txt | tr '\n' ' ')"
  ( time timeout 200 /tmp/ptxsim validate -q --worst 30 testdata/tensor-timing > $OUT/final/tensor.txt 2> $OUT/final/tensor.err ) 2> $OUT/final/tensor.time
  say "tensor rc=$? $(tail -4 $OUT/final/tensor.txt | tr '\n' ' ')"
fi
if [ "$PART" = speed1 ] || [ "$PART" = speed2 ]; then
  xz -dc bench.test.xz > /tmp/bench.test && chmod +x /tmp/bench.test
  b() { local name=$1 secs=$2; shift 2; say "bench $name"; ( cd benchmarks && timeout --signal=INT --kill-after=10 $secs /tmp/bench.test -test.run XXX "$@" ) > $OUT/final/$name.txt 2>&1; say "bench $name rc=$? $(grep -c ^Benchmark $OUT/final/$name.txt)"; }
fi
if [ "$PART" = speed1 ]; then
  b exec-onecore 60 -test.bench 'BenchmarkExec$/(matmul_shared_256|matmul_naive_256|reduce_sequential|reduce_interleaved|reduce_shuffle)$' -test.benchtime 2s -test.count 3 -test.cpu 1
  b timing 280 -test.benchtime 1x -test.bench 'Parallel/timing/(sgemm|stream)/' -threads=1,2,4,8,16 -sgemm=2048 -sgemm-timing-rows=128 -stream=67108864
fi
if [ "$PART" = speed2 ]; then
  b functional 150 -test.benchtime 1x -test.bench 'Parallel/functional/(sgemm|stream)/' -threads=1,2,4,8,16 -sgemm=2048 -stream=67108864
  b functional16-repeat 60 -test.benchtime 1x -test.count 3 -test.bench 'Parallel/functional/(sgemm|stream)/' -threads=16 -sgemm=2048 -stream=67108864
  export PTXSIM_PHYSICAL_REGS=0; b functional-regs0 80 -test.benchtime 1x -test.bench 'Parallel/functional/(sgemm|stream)/' -threads=1,16 -sgemm=2048 -stream=67108864; unset PTXSIM_PHYSICAL_REGS
  b timing-pairs 150 -test.benchtime 1x -test.count 3 -test.bench 'Parallel/timing/(sgemm|stream)/' -threads=1,16 -sgemm=2048 -sgemm-timing-rows=128 -stream=67108864
fi
cd $OUT && tar czf final-$PART.tar.gz final && rm -rf final
