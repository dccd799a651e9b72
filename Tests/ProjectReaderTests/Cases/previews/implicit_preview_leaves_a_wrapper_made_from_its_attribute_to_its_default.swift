// A view with no preview of its own is laid out as its memberwise `init` would make it; a property
// whose wrapper is made from the attribute's arguments (`@Doubled(15) var side`) has that wrapper as
// the memberwise parameter's default, so nothing is passed for it.
// source: SE-0258 "Property Wrappers", memberwise initializers; swiftc accepts `Tile(name: "a")` for
// source: `struct Tile { @Doubled(15) var side; var name: String }` and `side` is 2 × 15 = 30.
// expect: no error
// expect: Color.width == 30
import SwiftUI

@propertyWrapper
struct Doubled: DynamicProperty {
    let base: CGFloat
    init(_ base: CGFloat) { self.base = base }
    var wrappedValue: CGFloat { base * 2 }
}

struct Tile: View {
    @Doubled(15) var side
    var name: String
    var body: some View { Color.red.frame(width: side, height: 10) }
}
