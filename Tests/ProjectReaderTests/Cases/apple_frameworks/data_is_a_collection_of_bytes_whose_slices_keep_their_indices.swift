// `Data` is a collection of `UInt8` indexed by `Int`: `data[data.startIndex]` is its first byte,
// `index(_:offsetBy:)` moves an index, and `dropFirst(3)` is a `Data` slice that keeps its base's
// indices (its `startIndex` is 3), which `String(decoding:as:)` reads.
// source: Apple docs, "Data" (RandomAccessCollection of UInt8, SubSequence is Data); U+FEFF in
// source: UTF-8 is EF BB BF (Unicode 15, 3.9): 0xEF = 14 × 16 + 15 = 239, 0xBB = 11 × 16 + 11 = 187;
// source: "ab" leaves 2 bytes; swiftc 6 with corelibs Foundation on Linux prints "239 187 3 2 ab".
// expect: no warning
// expect: Text.text == "239 187 3 2 ab"
import SwiftUI

func bomReport() -> String {
    let data = "\u{FEFF}ab".data(using: .utf8)!
    let rest = data.dropFirst(3)
    return "\(data[data.startIndex]) \(data[data.index(data.startIndex, offsetBy: 1)]) \(rest.startIndex) \(rest.count) \(String(decoding: rest, as: UTF8.self))"
}

#Preview { Text(bomReport()) }
