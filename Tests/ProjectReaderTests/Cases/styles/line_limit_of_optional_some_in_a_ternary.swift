// An expandable text as apps write it: `.lineLimit(isExpanded ? .none : .some(lineLimit))`. The
// parameter is an `Int?`, so `.some(lineLimit)` is `Optional.some`, a limit of that many lines.
// source: Apple, "lineLimit(_:)" is `func lineLimit(_ number: Int?) -> some View`; an implicit
// member against `Optional<Int>` finds Optional's cases (TSPL, "Implicit Member Expression").
// source: collapsed, the text is 2 lines tall, as `.lineLimit(2)` makes it.
// expect: no error
// expect: Text[0].height == Text[1].height
// expect: Text[0].height < Text[2].height
import SwiftUI

struct ExpandableText: View {
    let text: String
    var lineLimit = 2
    var isExpanded = false

    var body: some View {
        Text(text).lineLimit(isExpanded ? .none : .some(lineLimit))
    }
}

#Preview {
    VStack {
        ExpandableText(text: "A sentence long enough to wrap onto several lines in a narrow column")
        Text("A sentence long enough to wrap onto several lines in a narrow column").lineLimit(2)
        ExpandableText(text: "A sentence long enough to wrap onto several lines in a narrow column", isExpanded: true)
    }
    .frame(width: 100)
}
