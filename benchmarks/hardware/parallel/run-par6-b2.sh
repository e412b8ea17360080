#!/bin/bash
# Session 6, device round B2 (speed-par-6, issue #13): run-par6-b.sh's
# table for the binary in bin-b2 (BIN=bin-b2 MAIN=none build-par6.sh;
# carry benchmarks/hardware/parallel/bin-b2), results in
# benchmarks/hardware/parallel/results-par6-b2; no functional rows, a CPU
# profile of the 16-thread timing stream instead. About 3 minutes.
exec env RESULTS=results-par6-b2 BINDIR=bin-b2 FUNCTIONAL=0 PROFILE=1 bash "$(dirname "$0")/run-par6-b.sh"
