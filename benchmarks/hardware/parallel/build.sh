#!/bin/bash
# Builds the x86-64 benchmark binary run.sh runs on the device machine and
# records the commit it was built from. Run from the repository root.
set -eu
DIR=benchmarks/hardware/parallel
mkdir -p $DIR/bin
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go test -c -ldflags="-s -w" -o $DIR/bin/benchmarks.test ./benchmarks
echo "$(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')" > $DIR/bin/commit.txt
ls -l $DIR/bin
