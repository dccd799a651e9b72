// `(1...60).random(7)`: `ClosedRange` has no `random(_:)`, so a package's `extension ClosedRange`
// (the file imports one LayoutLens did not read) declares it; the value is a stand-in with a
// warning, as a member of an array another module adds is, not "value of type 'ClosedRange' has
// no member 'random'".
// source: The Swift Programming Language, "Extensions" (an extension adds methods to an existing
// source: type, including one from another module).
// expect: no error
// expect: Text.count == 1
import SwiftUI
import LottoKit
struct Draw: View {
    let possible = 1...60
    var body: some View { Text(possible.random(7).sorted().map(String.init).joined(separator: ", ")) }
}
#Preview { Draw() }
