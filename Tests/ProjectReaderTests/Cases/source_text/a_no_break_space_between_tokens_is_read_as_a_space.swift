// A no-break space (U+00A0) pasted between tokens is read as a space (swiftc only warns), so
// the file still compiles and its preview shows the label. The space sits after `else {` below.
// source: swiftc 6.3 (-parse): "warning: non-breaking space (U+00A0) used instead of regular space"
// source: and no error for `guard … else {\u{A0}return … }`.
// expect: no error
// expect: Text.text == "7"
import SwiftUI

struct CountLabel: View {
    let typed: String = "7"

    var count: Int {
        guard let value = Int(typed) else { return 0 }
        return value
    }

    var body: some View {
        Text("\(count)")
    }
}

#Preview {
    CountLabel()
}
