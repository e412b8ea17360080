#!/usr/bin/env bash
# Session 7 device rounds of helper tex-lod-8 (ptxsim issue 11: the level of
# detail's arithmetic, cube gradients behind the plane): run_s6.sh on this
# round's cases. Round A (TAG=rA, the default): lod_split, cube_behind.
# Writes $OUT/tex-lod-8.$TAG.tar.gz; the log goes to results-tex-lod-8/.
cd "$(dirname "$0")/../../.." || exit 1
NAME=tex-lod-8 RES=benchmarks/hardware/textures/results-tex-lod-8 TAG=${TAG:-rA} \
    CASES=${CASES:-lod_split cube_behind} SECS=${SECS:-120} TO=${TO:-60} exec benchmarks/hardware/textures/run_s6.sh
