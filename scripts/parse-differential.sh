#!/bin/sh
# Differential test of the Swift front end against the toolchain's own parser:
# COUNT generated and mutated Swift files (seeds SEED, SEED+1, …) are parsed by SwiftFrontEnd and
# by `swiftc -frontend -parse`; prints the verdict and first-error-line agreement figures.
#
#     scripts/parse-differential.sh [COUNT] [SEED]      (defaults: 20000 1)
set -eu
COUNT=${1:-20000}
SEED=${2:-1}
cd "$(dirname "$0")/.."
swift build -c release --product swift-parse-check >/dev/null
exec "$(swift build -c release --show-bin-path)/swift-parse-check" --differential "$COUNT" "$SEED"
