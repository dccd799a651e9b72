// A `View` modifier called on an optional view that is nil (`icon.foregroundColor(.red)` with
// `var icon: Icon?`): `Optional` is a `View` when its wrapped type is, a nil one is no view, and a
// modifier of no view is no view, so the first row holds only its 10-wide bar; the second row's
// icon is there and framed, 20 + 10 = 30 wide.
// source: Apple docs, "Optional": conforms to View "when Wrapped conforms to View".
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: HStack[*].width == [10, 30]
import SwiftUI

struct Row<Icon: View>: View {
    var icon: Icon?
    var body: some View {
        HStack(spacing: 0) {
            icon
                .foregroundColor(.red)
                .frame(width: 20, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }
    }
}

#Preview {
    VStack(spacing: 0) {
        Row<Color>(icon: nil)
        Row(icon: Color.green)
    }
}
