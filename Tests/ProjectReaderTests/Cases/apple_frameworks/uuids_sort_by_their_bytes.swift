// `UUID` is `Comparable` (iOS 17, macOS 14): `sorted()` orders by the 16 bytes, so "…0001"
// comes before "…0002" whatever order they were given in.
// source: swift-foundation `FoundationEssentials/UUID.swift` (`<` compares the bytes in order);
// source: swiftc 6 on Linux prints `true false true` for `a < b`, `b < a`, `[b, a].sorted() == [a, b]`
// source: with those two ids (a planner sorting items by id had this shape).
// expect: no error
// expect: Text[*].text == ["00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000002"]
import SwiftUI

struct SortedIDs: View {
    let ids = [
        UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
    ]

    var body: some View {
        VStack {
            ForEach(ids.sorted(), id: \.self) { Text($0.uuidString) }
        }
    }
}

#Preview { SortedIDs() }
