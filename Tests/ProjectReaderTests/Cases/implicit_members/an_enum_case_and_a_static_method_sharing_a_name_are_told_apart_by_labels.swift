// `case field(text: String, width: CGFloat?)` beside `static func field(text: String) -> Self`:
// Swift names them `field(text:width:)` and `field(text:)`, so `.field(text: "a", width: 40)` makes
// the case and `.field(text: "b")` calls the method (which makes the case with no width, drawn 10
// wide here).
// source: The Swift Programming Language, "Enumerations" and "Functions" (a function is named by
// source: its base name and argument labels); checked with swiftc 6.3.
// expect: no error
// expect: Color[*].width == [40, 10]
import SwiftUI

enum Kind {
    case label
    case field(text: String, width: CGFloat?)

    static func field(text: String) -> Self {
        .field(text: text, width: nil)
    }
}

struct Row: View {
    let kind: Kind
    var body: some View {
        switch kind {
        case .label: Color.blue.frame(width: 1, height: 1)
        case let .field(_, width): Color.red.frame(width: width ?? 10, height: 1)
        }
    }
}

struct Rows: View {
    var body: some View {
        VStack(spacing: 0) {
            Row(kind: .field(text: "a", width: 40))
            Row(kind: .field(text: "b"))
        }
    }
}

#Preview { Rows() }
