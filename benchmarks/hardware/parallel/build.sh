#!/bin/bash
# Builds the x86-64 benchmark binary the device scripts run (no Go on the
# device machine), xz-compressed (run7.sh unpacks it), with the corpus cases
# BenchmarkParallel times (testdata/conformance is moved aside during device
# calls), and records the commit it was built from. Run from the
# repository root; carry benchmarks/hardware/parallel/bin.
set -eu
DIR=benchmarks/hardware/parallel
rm -rf $DIR/bin
mkdir -p $DIR/bin
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/benchmarks.test ./benchmarks
xz -T1 -9 -f $DIR/bin/benchmarks.test
C=testdata/conformance
tar cJf $DIR/bin/corpus.tar.xz $C/cases/matmul_shared_256 $C/cases/matmul_naive_256 $C/cases/transpose_naive_256 \
	$C/cases/copy_64mb $C/ptx/memory.sm_90.ptx $C/ptx/scaling.sm_90.ptx
echo "$(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')" > $DIR/bin/commit.txt
ls -l $DIR/bin
