#!/usr/bin/env bash
# Session 7 device rounds of helper tex-probe-8 (ptxsim issue 11: where the
# anisotropic probes sit): run_s6.sh on this helper's cases.
#     benchmarks/hardware/textures/run-tex-probe-8.sh [rA|rB]
# Round A: aniso_probe5 (probe direction at 257 angles, spacing under and
# without the trilinear optimization, cube footprints across an edge).
# Writes $OUT/tex-probe-8.$TAG.tar.gz (the case's *.expected.bin and
# hw.json, and the log under results-tex-probe-8/). Under a minute.
# Round B: aniso_rand3 (fresh random data at every angle, cube edges).
cd "$(dirname "$0")/../../.." || exit 1
TAG=${1:-rA}
case $TAG in
rA) CASES=aniso_probe5 ;;
rB) CASES="aniso_rand3" ;;
*) echo "unknown round $TAG" >&2; exit 2 ;;
esac
NAME=tex-probe-8 RES=benchmarks/hardware/textures/results-tex-probe-8 TAG=$TAG CASES="$CASES" SECS=150 TO=100 \
    exec benchmarks/hardware/textures/run_s6.sh
