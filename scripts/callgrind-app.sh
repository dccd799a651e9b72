#!/usr/bin/env bash
# Instructions per file of `layoutlens frames` on a whole app (issues 30 and 37), counted by
# callgrind: the whole-app bench's generated module (`layoutlens-bench --write-app N`) of SMALL
# and LARGE files, each read by `frames` as one plain-folder module; the difference of the two
# totals over the difference of the file counts is the cost of one more file (start-up, font
# decoding and registering SwiftUI cancel out). Counts do not drift with machine load.
#
# Usage: scripts/callgrind-app.sh                 (SMALL=20 LARGE=200)
# Environment: LAYOUTLENS=path/to/layoutlens      (default: the release build, built if missing)
#              BENCH=path/to/layoutlens-bench     (default: the release build, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# A fixed hashing seed keeps dictionary probing, and so the counts, the same from run to run.
export SWIFT_DETERMINISTIC_HASHING=1

layoutlens="${LAYOUTLENS:-.build/release/layoutlens}"
bench="${BENCH:-.build/release/layoutlens-bench}"
[[ -x "$layoutlens" ]] || swift build -c release --product layoutlens >&2
[[ -x "$bench" ]] || swift build -c release --product layoutlens-bench >&2
command -v valgrind >/dev/null || { echo "callgrind-app: valgrind is not installed" >&2; exit 1; }
small="${SMALL:-20}" large="${LARGE:-200}"

work="$(mktemp -d)"
folders=()
trap 'rm -rf "$work" "${folders[@]}"' EXIT

# Total instructions of `frames` on the generated app of $1 files.
instructions() {
    local folder
    folder="$("$bench" --write-app "$1")"
    folders+=("$folder")
    valgrind --tool=callgrind --callgrind-out-file="$work/$1.cg" "$layoutlens" frames "$folder" >/dev/null 2>"$work/$1.err"
    awk '/^summary:/ { print $2 }' "$work/$1.cg"
}

one=$(instructions "$small")
two=$(instructions "$large")
printf 'frames of %d files: %d instructions\n' "$small" "$one"
printf 'frames of %d files: %d instructions\n' "$large" "$two"
printf 'per file beyond the first %d: %d instructions\n' "$small" $(( (two - one) / (large - small) ))
