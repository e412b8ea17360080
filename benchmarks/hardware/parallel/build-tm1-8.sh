#!/bin/bash
# Session 7 (tm1-8, issue #13): builds the two x86-64 benchmark binaries
# run-tm1-8.sh runs (no Go on the device machine), xz-compressed:
# bin-tm1-8/br.test from this worktree's HEAD and bin-tm1-8/main.test from
# the commit MAIN (default e5140cd, the main tm1-8 started from), and
# records their commits in bin-tm1-8/commits.txt. Run from the repository
# root; carry benchmarks/hardware/parallel/bin-tm1-8.
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/devround.sh"
DIR=benchmarks/hardware/parallel
BIN=$DIR/bin-tm1-8
MAIN=${MAIN:-e5140cd}
mkdir -p $BIN
rm -f $BIN/*.test $BIN/*.test.xz
for pair in "br:HEAD" "main:$MAIN"; do
	name=${pair%%:*} rev=${pair#*:}
	dr_gotest_at "$rev" "$BIN/$name.test"
done
xz -T1 -9 -f $BIN/br.test $BIN/main.test
{
	echo "br.test: $(git rev-parse HEAD)"
	echo "main.test: $(git rev-parse "$MAIN")"
} > $BIN/commits.txt
ls -l $BIN
