#!/bin/bash
# Builds the x86-64 benchmark binaries run-par6-a.sh / run-par6-b.sh run
# (no Go on the device machine), xz-compressed: $BIN/par6.test from this
# worktree and (MAIN set, default b0b5071, the main speed-par-6 started
# from; MAIN=none skips it) $BIN/main.test, and records their commits in
# $BIN/commit.txt. BIN is bin (round A) unless set (round B: bin-b).
# Run from the repository root; carry benchmarks/hardware/parallel/$BIN.
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-b0b5071}
B=$DIR/${BIN:-bin}
rm -rf $B
mkdir -p $B
dr_gotest $B/par6.test
echo "par6.test: $(dr_head)" > $B/commit.txt
if [ "$MAIN" != none ]; then
	dr_gotest_at "$MAIN" $B/main.test
	echo "main.test: $(git rev-parse "$MAIN")" >> $B/commit.txt
fi
xz -T1 -9 -f $B/*.test
ls -l $B
