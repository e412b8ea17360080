#!/bin/bash
# Builds the x86-64 benchmark binary run-par6-a.sh / run-par6-b.sh run
# (no Go on the device machine), xz-compressed, from this worktree:
# bin/par6.test, and records its commit in bin/commit.txt. Run from the
# repository root; carry benchmarks/hardware/parallel/bin.
set -eu
DIR=benchmarks/hardware/parallel
rm -rf $DIR/bin
mkdir -p $DIR/bin
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/par6.test ./benchmarks
xz -T1 -9 -f $DIR/bin/par6.test
echo "par6.test: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')" > $DIR/bin/commit.txt
ls -l $DIR/bin
