#!/usr/bin/env bash
# What a PNG costs beyond its SVG (issue 37), counted by callgrind: `render FILE --no-steps` and
# the same with `--format png --scale 2` (which writes the SVG too), each run on a copy of FILE
# alone in a fresh folder (so walking the folder for a project costs the same in both runs).
# Prints both totals and their difference.
#
# Usage: scripts/callgrind-png.sh [file.swift …]   (default: two small Fixtures diagrams)
# Environment: LAYOUTLENS=path/to/layoutlens        (default: the release build, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export SWIFT_DETERMINISTIC_HASHING=1
tool="${LAYOUTLENS:-.build/release/layoutlens}"
[[ -x "$tool" ]] || swift build -c release --product layoutlens >&2
command -v valgrind >/dev/null || { echo "callgrind-png: valgrind is not installed" >&2; exit 1; }
files=("$@")
[[ ${#files[@]} -gt 0 ]] || files=(Fixtures/seed-003-hello-world.swift Fixtures/seed-002-hstack-flexibility.swift)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

instructions() { # output folder, extra flags…
    local out="$1"; shift
    valgrind --tool=callgrind --callgrind-out-file="$out.cg" "$tool" render "$work/in/$name" --out "$out" --no-steps "$@" \
        >/dev/null 2>"$out.err"
    grep -m1 '^summary:' "$out.cg" | awk '{print $2}'
}
printf '%-48s %14s %14s %14s\n' file svg png "png - svg"
for file in "${files[@]}"; do
    name="$(basename "$file")"
    rm -rf "$work/in" && mkdir -p "$work/in" && cp "$file" "$work/in/$name"
    svg=$(instructions "$work/svg-$name")
    png=$(instructions "$work/png-$name" --format png --scale 2)
    printf '%-48s %14d %14d %14d\n' "$name" "$svg" "$png" $((png - svg))
done
