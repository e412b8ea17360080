#!/usr/bin/env bash
# Session 5 device round B (ptxsim issue 11): run_s5A.sh on round B's cases.
# Writes $OUT/tex.rB.tar.gz. Expected time: under a minute.
TAG=rB CASES="aniso_rand" exec bash "$(dirname "$0")/run_s5A.sh"
