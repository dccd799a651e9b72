#!/bin/sh
# Writes N small SwiftUI fixtures (default 1 000) into a folder, for timing `layoutlens render`
# and `check` end to end (docs/performance.md). Each file has one #Preview: a padded
# HStack { Text; Spacer; fixed frame } over a coloured bar; the text, the frame's width and the
# colours vary with the file's number so no two files are alike.
#
#   scripts/make-small-fixtures.sh /tmp/small-fixtures        # 1 000 files f1.swift … f1000.swift
#   COUNT=100 scripts/make-small-fixtures.sh /tmp/small-100
set -eu
out=${1:?usage: make-small-fixtures.sh <folder>}
count=${COUNT:-1000}
mkdir -p "$out"
colors="blue green orange red purple teal indigo pink mint yellow"
i=1
while [ "$i" -le "$count" ]; do
    set -- $colors
    shift $(( i % 10 )) 2>/dev/null || true
    bar=${1:-blue}
    width=$(( 20 + i % 40 ))
    cat > "$out/f$i.swift" <<SWIFT
import SwiftUI

#Preview("Row $i") {
    VStack(spacing: 0) {
        HStack {
            Text("Item number $i")
            Spacer()
            Color.gray.frame(width: $width, height: 16)
        }
        .padding()
        Color.$bar.frame(height: 4)
    }
}
SWIFT
    i=$(( i + 1 ))
done
