#!/usr/bin/env bash
# Session 6 device round B (helper tex-aniso-6): run_s6.sh on the round-B
# cases (aniso_probe4: probe spacing under the trilinear optimization;
# aniso_rand2: fresh random data). Writes $OUT/tex-aniso-6.rB.tar.gz.
cd "$(dirname "$0")/../../.." || exit 1
TAG=rB CASES="aniso_probe4 aniso_rand2" exec benchmarks/hardware/textures/run_s6.sh
