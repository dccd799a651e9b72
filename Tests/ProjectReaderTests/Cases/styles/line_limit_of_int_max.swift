// `.lineLimit(.max)`: `Int.max` lines, a limit no text reaches — the same as no limit.
// source: Apple, "lineLimit(_:)" takes `Int?`; Swift's `Int.max` is 9 223 372 036 854 775 807.
// source: the text wraps as it does under `.lineLimit(nil)`, so both are as tall.
// expect: no error
// expect: Text[0].height == Text[1].height
import SwiftUI

#Preview {
    VStack {
        Text("A sentence long enough to wrap onto several lines in a narrow column").lineLimit(.max)
        Text("A sentence long enough to wrap onto several lines in a narrow column").lineLimit(nil)
    }
    .frame(width: 100)
}
