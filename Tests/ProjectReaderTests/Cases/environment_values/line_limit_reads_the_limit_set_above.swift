// `@Environment(\.lineLimit)` is an `Int?`: nil where no `.lineLimit(_:)` is set above, the limit
// where one is (`.lineLimit(3)`; a range's upper bound, `.lineLimit(1...2)`). The bar is
// `limit × 10 + 5` wide (0 for nil): 5, 3 × 10 + 5 = 35, 2 × 10 + 5 = 25 and 1 × 10 + 5 = 15; a
// title limited by the value read shows one line of its two, truncated at its tail ("Title…").
// source: Apple docs, EnvironmentValues.lineLimit: "The maximum number of lines that text can
// occupy in a view"; its type is `Int?` and its default nil (no limit); Text.TruncationMode.tail
// is the default truncation ("…" at the end of the last line shown).
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Color[*].width == [5, 35, 25, 15]
// expect: Text.text == "Title…"
import SwiftUI

struct Bar: View {
    @Environment(\.lineLimit) private var lineLimit
    var body: some View { Color.red.frame(width: CGFloat((lineLimit ?? 0) * 10 + 5), height: 5) }
}

struct Titled: View {
    @Environment(\.lineLimit) private var lineLimit
    var compact = false
    var titleLineLimit: Int? { compact ? 1 : lineLimit }
    var body: some View {
        VStack {
            Bar()
            Text("Title\nSecond").lineLimit(titleLineLimit)
        }
    }
}

#Preview {
    VStack {
        Bar()
        Bar().lineLimit(3)
        Bar().lineLimit(1...2)
        Titled(compact: true).lineLimit(1)
    }
}
