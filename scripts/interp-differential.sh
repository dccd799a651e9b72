#!/bin/sh
# Differential test of the Swift interpreter against the real compiler: COUNT generated programs
# (seed SEED) are run by SwiftInterpreter and compiled and run with swiftc (100 per compilation);
# prints how many print exactly the same output, with the first mismatches.
#
#     scripts/interp-differential.sh [COUNT] [SEED]      (defaults: 1000 1)
set -eu
COUNT=${1:-1000}
SEED=${2:-1}
cd "$(dirname "$0")/.."
INTERP_DIFF_COUNT="$COUNT" INTERP_DIFF_SEED="$SEED" \
    swift test --filter 'InterpreterDifferentialTests/longRun' 2>&1 | grep -v '^\(◇\|↳\|\[\)' 
