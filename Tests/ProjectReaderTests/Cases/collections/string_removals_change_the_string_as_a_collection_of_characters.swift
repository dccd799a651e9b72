// A `String` is a `RangeReplaceableCollection` of characters: `removeFirst()` drops a hex code's
// "#" and returns it, `removeLast(_:)` drops the last characters, `popLast()` returns the last or
// nil, `removeAll(where:)` keeps the others. A colour helper written this way (`var code = hex;
// if code.hasPrefix("#") { _ = code.removeFirst() }`) runs, so the module around it does too.
// source: Swift standard library, `RangeReplaceableCollection.removeFirst()`, `removeLast(_:)`,
// source: `removeAll(where:)`, `BidirectionalCollection.popLast()`; swiftc 6 prints
// source: "# ab12", "hel", "Optional(\"l\")" for the same calls (the `stringMutations` differential case).
// source: "#ff8800" without "#" has 6 characters: width 6 × 10 = 60; "hello" less 2 is "hel": 3 × 10 = 30;
// source: "hel" popped is "he": 2 × 10 = 20; "a b c" without spaces is "abc": 3 × 10 = 30.
// expect: no diagnostic
// expect: Color[*].width == [60, 30, 20, 30]
import SwiftUI

enum HexCode {
    static func digits(_ hex: String) -> String {
        var code = hex
        if code.hasPrefix("#") {
            _ = code.removeFirst()
        }
        return code
    }

    static func lengths() -> [Int] {
        var word = "hello"
        word.removeLast(2)
        let kept = word.count
        _ = word.popLast()
        var spaced = "a b c"
        spaced.removeAll { $0 == " " }
        return [digits("#ff8800").count, kept, word.count, spaced.count]
    }
}

struct HexLengthBars: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(HexCode.lengths().enumerated()), id: \.offset) { _, length in
                Color.orange.frame(width: CGFloat(length * 10), height: 4)
            }
        }
    }
}
#Preview { HexLengthBars() }
