// `.lineLimit(limit)` with `limit: Int?`: nil is no limit, and an optional holding a number limits
// to that number (`lineLimit(_ number: Int?)` takes the optional itself).
// source: Apple, "lineLimit(_:)": "The line limit. If nil, no line limit applies."
// source: one line of the monospaced test measurer is the same height as the one-line text above.
// expect: no error
// expect: Text[1].height == Text[0].height
import SwiftUI

struct Caption: View {
    let limit: Int? = 1
    var body: some View {
        VStack {
            Text("Short")
            Text("A caption long enough to wrap onto several lines when nothing limits it to one line of text")
                .lineLimit(limit)
        }
        .frame(width: 120)
    }
}

#Preview { Caption() }
