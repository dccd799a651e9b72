// A file without a preview: LayoutLens invents its view's arguments (an empty array for
// `accounts`), and `accounts[0]` traps on it. The app never shows the view with them, so the
// trap is not the view's fault: the view is drawn as a stand-in of its name with a warning, and
// nothing is reported as an error.
// source: Swift's `Array` subscript traps out of range ("Fatal error: Index out of range",
// source: The Swift Programming Language, "Collection Types"); the stand-in is LayoutLens's rule.
// expect: no error
// expect: 1 × warning [implicitPreviewTrapped] line 12 "Index out of range"
// expect: root.label == "AccountRow"
import SwiftUI

struct AccountRow: View {
    let accounts: [String]
    var body: some View {
        Text(accounts[0])
    }
}
