#!/bin/bash
# Session 5 round D (issue #12, tensor): no GPU work. Runs ptxsim validate
# over testdata/tensor-timing (and testdata/scale's tcgemm) with main's
# model (bin/ptxsim-main.xz, built from main 0684897) and this branch's
# (bin/ptxsim-tensor.xz), on the device machine's 16 cores: the before /
# after figures per case. Writes $OUT/tensor.tar.gz (logs5D/) at exit.
# < 170 s.
set -u
OUT=${OUT:-/tmp/tensor-out}
mkdir -p "$OUT"
H=benchmarks/hardware/tensor-timing
LOGS=$H/logs5D
mkdir -p "$LOGS"
t0=$(date +%s)
pack() { tar czf "$OUT/tensor.tar.gz" $LOGS; ls -la "$OUT"; tail -5 $LOGS/*.txt; }
trap pack EXIT
for b in tensor main; do
  xz -dc $H/bin/ptxsim-$b.xz > /tmp/ptxsim-$b && chmod +x /tmp/ptxsim-$b || echo "UNXZ FAIL $b"
done
# Case files are gzipped in places; ptxsim reads PATH.gz itself.
for b in tensor main; do
  echo "== $(($(date +%s) - t0))s: validate testdata/tensor-timing with $b"
  timeout -k 3 70 /tmp/ptxsim-$b validate -q --worst 300 testdata/tensor-timing > $LOGS/validate-$b.txt 2>&1 || echo "VALIDATE exit $? ($b)"
done
for b in tensor main; do
  echo "== $(($(date +%s) - t0))s: validate testdata/scale --run tcgemm with $b"
  timeout -k 3 10 /tmp/ptxsim-$b validate -q --worst 50 testdata/scale --run tcgemm > $LOGS/validate-tcgemm-$b.txt 2>&1 || echo "VALIDATE exit $? ($b)"
done
echo "== $(($(date +%s) - t0))s: done"
