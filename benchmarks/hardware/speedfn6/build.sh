#!/bin/bash
# Builds what run.sh carries to the device machine (benchmarks/hardware/speedfn6/bin,
# ignored by git): the benchmarks test binary of BASE (default main b0b5071, the
# interpreter before speed-fn-6) as base.test.xz, of the working tree as
# new.test.xz, and the corpus cases BenchmarkExec times as corpus.tar.xz.
# Run from the repository root.
set -eu
BASE=${BASE:-b0b5071}
DIR=benchmarks/hardware/speedfn6
mkdir -p $DIR/bin
tmp=$(mktemp -d)
git archive "$BASE" | tar -x -C "$tmp"
(cd "$tmp" && go test -c -ldflags='-s -w' -o base.test ./benchmarks)
xz -T2 -c "$tmp/base.test" > $DIR/bin/base.test.xz
rm -rf "$tmp"
go test -c -ldflags='-s -w' -o $DIR/bin/new.test ./benchmarks
xz -T2 -c $DIR/bin/new.test > $DIR/bin/new.test.xz && rm $DIR/bin/new.test
tar cJf $DIR/bin/corpus.tar.xz testdata/conformance/cases/{matmul_shared_256,matmul_naive_256,reduce_sequential,reduce_interleaved,reduce_shuffle} \
	testdata/conformance/ptx/{memory,sync,warp}.sm_90.ptx
echo "base $BASE new $(git rev-parse HEAD)$(git diff --quiet || echo ' +dirty')" > $DIR/bin/commit.txt
ls -l $DIR/bin
