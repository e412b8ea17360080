#!/usr/bin/env bash
# Device round 2 (ptxsim issue 11): the cases round 1 could not run, split
# so that what the H200 refuses is isolated: gather without layered+gather
# arrays (gather, gather_layered, gather_cube), independent texturing and
# legacy references apart from their txq/suq queries, and one case per
# txq/suq query (round 1's modules with all of them failed to load with
# CUDA_ERROR_NOT_SUPPORTED), and timing_lat (dependent-fetch chains under
# ncu: the latency of tex, linear tex, suld and ld.global). Writes
# $OUT/textures2.tar.gz, results under
# benchmarks/hardware/textures/results2. Run from the repository root.
# Expected time: about 2 minutes (ncu on timing_lat: 4 short launches).
ONLY="gather gather_layered gather_cube independent independent_txq legacy_unified legacy_txq q_* timing_lat" \
TARNAME=textures2 RESULTS=benchmarks/hardware/textures/results2 \
    exec "$(dirname "$0")/run.sh"
