// `.lineSpacing(-.small3)` with `extension CGFloat { static let small3: Self = 4 }`: a library
// modifier's argument gives the interpreter no contextual type, so `-.small3` is the member of
// the number type that declares it (`CGFloat`), as `.small3 * 2` is; swiftc types it from
// `lineSpacing(_: CGFloat)`.
// source: The Swift Programming Language, "Prefix Operators" and "Implicit Member Expression";
// source: Apple, View.lineSpacing(_:) takes a CGFloat.
// expect: no error
// expect: no diagnostic
// expect: Text.count == 1
import SwiftUI

extension CGFloat {
    static let small3: Self = 4
}

struct Caption: View {
    var body: some View {
        Text("One\nTwo")
            .lineSpacing(-.small3)
    }
}

#Preview { Caption() }
