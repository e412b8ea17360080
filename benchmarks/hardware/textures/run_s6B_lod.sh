#!/usr/bin/env bash
# Session 6 device round B (helper tex-lod-6, ptxsim issue 11: level-of-detail
# precision, cube edges): run_s6.sh on lod_rand. Writes
# $OUT/tex-lod-6.rB.tar.gz; the log goes to results6-lod/.
cd "$(dirname "$0")/../../.." || exit 1
NAME=tex-lod-6 RES=benchmarks/hardware/textures/results6-lod TAG=${TAG:-rB} CASES=${CASES:-lod_rand} \
    SECS=120 TO=60 exec benchmarks/hardware/textures/run_s6.sh
