#!/bin/bash
# Session 6 (speed-tm1-6, issue #13): builds the two x86-64 benchmark
# binaries run-tm6.sh runs (no Go on the device machine), xz-compressed:
# bin/tm6.test from this worktree and bin/main6.test from the commit MAIN
# (default b0b5071, the main speed-tm1-6 started from), and records their
# commits in bin/commit6.txt. Run from the repository root; carry
# benchmarks/hardware/parallel/bin.
set -eu
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-b0b5071}
mkdir -p $DIR/bin
rm -f $DIR/bin/tm6.test* $DIR/bin/main6.test*
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/tm6.test ./benchmarks
TMP=$(mktemp -d)
git archive "$MAIN" | tar -x -C "$TMP"
(cd "$TMP" && GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o "$OLDPWD/$DIR/bin/main6.test" ./benchmarks)
rm -rf "$TMP"
xz -T1 -9 -f $DIR/bin/tm6.test $DIR/bin/main6.test
{
	echo "tm6.test: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')"
	echo "main6.test: $(git rev-parse "$MAIN")"
} > $DIR/bin/commit6.txt
ls -l $DIR/bin
