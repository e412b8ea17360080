#!/bin/bash
# Builds the x86-64 benchmark binaries run-par-step-8.sh runs (no Go on
# the device machine), xz-compressed: $BIN/ps8.test from this worktree
# and (MAIN set, default e5140cd, the main par-step-8 started from;
# MAIN=none skips it) $BIN/main.test; records their commits in
# $BIN/commit.txt. BIN is bin-par-step-8 (round A) unless set.
# Run from the repository root; carry benchmarks/hardware/parallel/$BIN.
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-e5140cd}
B=$DIR/${BIN:-bin-par-step-8}
rm -rf $B
mkdir -p $B
dr_gotest $B/ps8.test
echo "ps8.test: $(dr_head)" > $B/commit.txt
if [ "$MAIN" != none ]; then
	dr_gotest_at "$MAIN" $B/main.test
	echo "main.test: $(git rev-parse "$MAIN")" >> $B/commit.txt
fi
xz -T1 -9 -f $B/*.test
ls -l $B
