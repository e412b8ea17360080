#!/bin/bash
# Builds the two x86-64 benchmark binaries run-tm-a.sh / run-tm-b.sh run
# (no Go on the device machine), xz-compressed: bin/tm.test from this
# worktree and bin/main.test from the commit MAIN (default 0684897, the
# main speed-tm started from), and records their commits. Run from the
# repository root; carry benchmarks/hardware/parallel/bin.
set -eu
DIR=benchmarks/hardware/parallel
MAIN=${MAIN:-0684897}
rm -rf $DIR/bin
mkdir -p $DIR/bin
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/tm.test ./benchmarks
TMP=$(mktemp -d)
git archive "$MAIN" | tar -x -C "$TMP"
(cd "$TMP" && GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o "$OLDPWD/$DIR/bin/main.test" ./benchmarks)
rm -rf "$TMP"
xz -T1 -9 -f $DIR/bin/tm.test $DIR/bin/main.test
{
	echo "tm.test: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')"
	echo "main.test: $(git rev-parse "$MAIN")"
} > $DIR/bin/commit.txt
ls -l $DIR/bin
