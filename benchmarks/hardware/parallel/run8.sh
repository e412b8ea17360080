#!/bin/bash
# Session 4, device round B (speed, issue #13): run7.sh's timing table again
# with the final code (results-r8), without the profiles; about 2.5
# minutes. Same carry and OUT as run7.sh; writes $OUT/speed.tar.gz.
RESULTS=results-r8 PROFILES=0 exec bash "$(dirname "$0")/run7.sh"
