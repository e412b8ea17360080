#!/bin/bash
# Builds the x86-64 benchmark binaries run-par6-a.sh / run-par6-b.sh run
# (no Go on the device machine), xz-compressed: bin/par6.test from this
# worktree and (MAIN set, default b0b5071, the main speed-par-6 started
# from; MAIN=none skips it) bin/main.test, and records their commits in
# bin/commit.txt. Run from the repository root; carry
# benchmarks/hardware/parallel/bin.
set -eu
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-b0b5071}
rm -rf $DIR/bin
mkdir -p $DIR/bin
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/par6.test ./benchmarks
echo "par6.test: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')" > $DIR/bin/commit.txt
if [ "$MAIN" != none ]; then
	TMP=$(mktemp -d)
	git archive "$MAIN" | tar -x -C "$TMP"
	(cd "$TMP" && GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o "$OLDPWD/$DIR/bin/main.test" ./benchmarks)
	rm -rf "$TMP"
	echo "main.test: $(git rev-parse "$MAIN")" >> $DIR/bin/commit.txt
fi
xz -T1 -9 -f $DIR/bin/*.test
ls -l $DIR/bin
