#!/bin/bash
# Builds the x86-64 benchmark binaries run-par-fn-8.sh runs (no Go on the
# device machine), xz-compressed, into $BIN (default
# benchmarks/hardware/parallel/bin-par-fn-8, git-ignored): fn8.test from
# this worktree, and for each commit in OLD (default "e5140cd 0f6f4e4":
# main at the start of session 7, and main before the register clearing
# and the racing-store rule) old-<commit>.test; commit.txt names them.
# Run from the repository root.
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
DIR=benchmarks/hardware/parallel
OLD=${OLD-e5140cd 0f6f4e4}
B=${BIN:-$DIR/bin-par-fn-8}
rm -rf "$B"
mkdir -p "$B"
dr_gotest "$B/fn8.test"
echo "fn8.test: $(dr_head)" > "$B/commit.txt"
for c in $OLD; do
	dr_gotest_at "$c" "$B/old-$c.test"
	echo "old-$c.test: $(git rev-parse "$c")" >> "$B/commit.txt"
done
xz -T1 -9 -f "$B"/*.test
ls -l "$B"
