// A file without a preview: LayoutLens invents its view's arguments. For `kind: Kind`, an enum
// whose cases all carry values, it passes the first case with a placeholder for each value (an
// empty array, nil), as a memberwise argument would be written; the view's `switch` then reads a
// real case, and no name is left unknown.
// source: The Swift Programming Language, "Enumerations", "Associated Values"; the choice of the
// source: first case is LayoutLens's rule for implicit previews (docs/diagnostics.md, implicitPreview).
// source: `.task(steps: [])` has 0 steps, so the label reads "0 steps".
// expect: no error
// expect: 0 × warning [assumedValue]
// expect: Text.text == "0 steps"
import SwiftUI

enum Kind {
    case task(steps: [String], minimum: Int?)
    case timer(seconds: Double)

    var summary: String {
        switch self {
        case let .task(steps, _): return "\(steps.count) steps"
        case let .timer(seconds): return "\(Int(seconds)) s"
        }
    }
}

struct KindRow: View {
    let kind: Kind
    var body: some View {
        Text(kind.summary)
    }
}
