#!/bin/sh
# The realistic view corpus (Tests/ProjectReaderTests/RealWorldCorpus): each file is checked by
# `swiftc -frontend -parse` (syntax only; `import SwiftUI` needs no SDK) and laid out by
# `layoutlens frames`; prints one line per file and the figure "N of M lay out".
#
#     scripts/corpus-check.sh [FOLDER]      (default: the corpus above)
set -u
cd "$(dirname "$0")/.."
FOLDER=${1:-Tests/ProjectReaderTests/RealWorldCorpus}
SWIFTC=$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)
swift build --product layoutlens >/dev/null || exit 2
LAYOUTLENS="$(swift build --show-bin-path)/layoutlens"
total=0; parsed=0; laid=0
for file in "$FOLDER"/*.swift; do
    total=$((total + 1))
    if "$SWIFTC" -frontend -parse "$file" >/dev/null 2>&1; then parsed=$((parsed + 1)); p=ok; else p=REJECTED; fi
    if out=$("$LAYOUTLENS" frames "$file" --format text 2>&1) && ! printf '%s' "$out" | grep -q 'error:'; then
        laid=$((laid + 1)); l=ok
    else
        l="FAILS: $(printf '%s' "$out" | grep -m1 'error:')"
    fi
    echo "$(basename "$file"): swiftc -parse $p; layout $l"
done
echo "swiftc -parse accepts $parsed of $total; $laid of $total lay out with no error"
