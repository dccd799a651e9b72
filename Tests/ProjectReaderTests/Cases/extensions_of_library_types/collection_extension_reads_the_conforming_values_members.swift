// Inside `extension Collection`, a bare `isEmpty` or `count` is the member of the value the
// property is read on (a `String`, an `Array`), as Swift finds it through the conformance.
// source: Swift standard library, "Collection.isEmpty", "Collection.count". "abc".isNotEmpty is
// source: true and [1, 2, 3].lastIndex is 3 - 1 = 2: width = 10 + 2 × 10 = 30.
// expect: no error
// expect: no warning
// expect: Color.width == 30
import SwiftUI

extension Collection {
    var isNotEmpty: Bool { isEmpty == false }
    var lastIndex: Int { count - 1 }
}

struct Badge: View {
    var body: some View {
        Color.red.frame(width: ("abc".isNotEmpty ? 10 : 0) + CGFloat([1, 2, 3].lastIndex * 10), height: 10)
    }
}

#Preview { Badge() }
