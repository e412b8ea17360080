#!/bin/bash
# Builds the x86-64 benchmark binaries run-par-step-8.sh runs (no Go on
# the device machine), xz-compressed: $BIN/ps8.test from this worktree
# and (MAIN set, default e5140cd, the main par-step-8 started from;
# MAIN=none skips it) $BIN/main.test; records their commits in
# $BIN/commit.txt. BIN is bin-par-step-8 (round A) unless set.
# Run from the repository root; carry benchmarks/hardware/parallel/$BIN.
set -eu
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-e5140cd}
B=$DIR/${BIN:-bin-par-step-8}
rm -rf $B
mkdir -p $B
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $B/ps8.test ./benchmarks
echo "ps8.test: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')" > $B/commit.txt
if [ "$MAIN" != none ]; then
	TMP=$(mktemp -d)
	git archive "$MAIN" | tar -x -C "$TMP"
	(cd "$TMP" && GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o "$OLDPWD/$B/main.test" ./benchmarks)
	rm -rf "$TMP"
	echo "main.test: $(git rev-parse "$MAIN")" >> $B/commit.txt
fi
xz -T1 -9 -f $B/*.test
ls -l $B
