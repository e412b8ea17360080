#!/bin/bash
# Builds the x86-64 benchmark binaries run-serve-8.sh runs (no Go on the
# device machine), xz-compressed: $BIN/serve8.test from this worktree and
# (MAIN set, default e5140cd, the main serve-8 started from; MAIN=none
# skips it) $BIN/main.test, and records their commits in $BIN/commit.txt.
# BIN is bin-serve-8 unless set. Run from the repository root; carry
# benchmarks/hardware/parallel/$BIN (git-ignored: bin*/).
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-e5140cd}
B=$DIR/${BIN:-bin-serve-8}
rm -rf $B
mkdir -p $B
dr_gotest $B/serve8.test
echo "serve8.test: $(dr_head)" > $B/commit.txt
if [ "$MAIN" != none ]; then
	dr_gotest_at "$MAIN" $B/main.test
	echo "main.test: $(git rev-parse "$MAIN")" >> $B/commit.txt
fi
xz -T1 -9 -f $B/*.test
ls -l $B
