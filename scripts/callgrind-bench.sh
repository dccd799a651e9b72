#!/usr/bin/env bash
# Instructions per view for one layout of each benchmark tree (issue 18), counted by callgrind.
#
# For each tree, runs `layoutlens-bench --tree T --layouts K` under `valgrind --tool=callgrind`
# with K = 1 and K = 3; half the difference of the two totals is one layout's instructions
# (building the tree, the untimed first layout and start-up cancel out). Counts do not drift
# with machine load, unlike wall time.
#
# Usage: scripts/callgrind-bench.sh [tree …]      (default: every tree)
# Environment: BENCH=path/to/layoutlens-bench     (default: the release build, built if missing)
#              VIEWS=N                            (passed as --views N; default each tree's own)
#              FLAGS="--read-views"               (more bench flags: --compile-each, --read-views, --font-measurer)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# Swift seeds its hashing per process; a fixed seed keeps dictionary probing, and so the
# counts, the same from run to run.
export SWIFT_DETERMINISTIC_HASHING=1

bench="${BENCH:-.build/release/layoutlens-bench}"
if [[ ! -x "$bench" ]]; then
    swift build -c release --product layoutlens-bench >&2
fi
command -v valgrind >/dev/null || { echo "callgrind-bench: valgrind is not installed" >&2; exit 1; }

trees=("$@")
[[ ${#trees[@]} -gt 0 ]] || trees=(wide deep grid text list deep-binary)
views_flag=()
[[ -n "${VIEWS:-}" ]] && views_flag=(--views "$VIEWS")
# shellcheck disable=SC2206
[[ -n "${FLAGS:-}" ]] && views_flag+=(${FLAGS})

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Total instructions of one run (callgrind's "summary:" line).
instructions() {
    local tree="$1" layouts="$2" out="$work/$1.$2"
    valgrind --tool=callgrind --callgrind-out-file="$out.cg" "$bench" --tree "$tree" "${views_flag[@]}" \
        --layouts "$layouts" >"$out.txt" 2>"$out.err"
    awk '/^summary:/ { print $2 }' "$out.cg"
}

printf '%-12s %8s %14s %16s  %s\n' tree views "instr/layout" "instr/view" "measure calls/text leaf"
for tree in "${trees[@]}"; do
    one=$(instructions "$tree" 1)
    three=$(instructions "$tree" 3)
    views=$(sed -n 's/^tree [^:]*: \([0-9]*\) views.*/\1/p' "$work/$tree.1.txt")
    calls=$(sed -n 's/^measure calls per text leaf per layout: //p' "$work/$tree.3.txt")
    per_layout=$(( (three - one) / 2 ))
    printf '%-12s %8d %14d %16d  %s\n' "$tree" "$views" "$per_layout" $(( per_layout / views )) "${calls:--}"
done
