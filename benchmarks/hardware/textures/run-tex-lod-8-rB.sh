#!/usr/bin/env bash
# Session 7 device round B of helper tex-lod-8 (ptxsim issue 11): lod_tie
# (the anisotropic level of detail near equal gradient lengths). Writes
# $OUT/tex-lod-8.rB.tar.gz; the log goes to results-tex-lod-8/.
cd "$(dirname "$0")/../../.." || exit 1
TAG=rB CASES="lod_tie" exec benchmarks/hardware/textures/run-tex-lod-8.sh
