#!/bin/bash
# Round 6: timing mode only (the gang changes of the second session), into
# results-r6 so that round 5's results stay. Same carry and OUT as run.sh;
# about 3 minutes.
RESULTS=results-r6 MODES=timing exec bash "$(dirname "$0")/run.sh"
