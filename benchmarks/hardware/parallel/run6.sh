#!/bin/bash
# Round 6: both modes again with the second session's code (timing gang,
# load/store fast paths), into results-r6 so that round 5's results stay.
# Same carry and OUT as run.sh; about 5 minutes.
RESULTS=results-r6 exec bash "$(dirname "$0")/run.sh"
