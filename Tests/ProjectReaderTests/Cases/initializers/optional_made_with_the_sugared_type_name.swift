// `Remote?(nil)` and `Int?(5)`: `Optional`'s initializers spelled with the sugared type, the
// first `nil`, the second `5` wrapped (swiftc accepts both; `.tag(Remote?(nil))` is common).
// source: Swift standard library, `Optional.init(_ some:)` and `init(nilLiteral:)`; checked
// source: with swiftc 6: `Int?(5)` prints Optional(5). Width 5, height 10 (the `??` fallback).
// expect: no error
// expect: Color.size == 5×10
import SwiftUI

struct Remote: Hashable { let name: String }

#Preview {
    let none = Remote?(nil)
    let five = Int?(5)
    return Color.red.frame(width: CGFloat(five ?? 0), height: none == nil ? 10 : 1)
}
