// `.lineLimit(.none)`: the parameter is an `Int?`, so `.none` is `Optional.none`, no limit.
// source: Apple, "lineLimit(_:)" is `func lineLimit(_ number: Int?) -> some View`; Swift resolves
// `.none` against `Optional<Int>` (The Swift Programming Language, "Optionals": `nil` is `.none`).
// source: the text wraps as it does under `.lineLimit(nil)`, so both are as tall.
// expect: no error
// expect: Text[0].height == Text[1].height
import SwiftUI

#Preview {
    VStack {
        Text("A sentence long enough to wrap onto several lines in a narrow column").lineLimit(.none)
        Text("A sentence long enough to wrap onto several lines in a narrow column").lineLimit(nil)
    }
    .frame(width: 100)
}
