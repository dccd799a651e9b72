// A `ShapeStyle` extension constrained to `Color` forwards a static to `Color`'s own static of the
// same name (`static var brand: Color { .brand }`). Where `Color` is expected, `.brand` is
// `Color`'s own member: Swift prefers the concrete type's member to the protocol extension's, so
// the forwarding body returns red instead of calling itself until the stack runs out. The order
// the two extensions are read in does not matter (`accent` is forwarded before it is declared).
// source: swiftc 6 compiles and runs `struct S: P {}; extension S { static var brand: S { S(tag:
// source: "concrete") } }; extension P where Self == S { static var brand: S { .brand } }` and
// source: prints the concrete member's value for `.brand` passed as `some P` and as `S`.
// source: Swift Evolution SE-0299, "Extending Static Member Lookup in Generic Contexts".
// expect: no error
// expect: no warning
// expect: Color[0].label == "Color(rgb(1, 0, 0, 1))"
// expect: Color[1].label == "Color(rgb(0, 0, 1, 1))"
import SwiftUI

extension Color {
    static var brand: Color { Color(red: 1, green: 0, blue: 0) }
}

extension ShapeStyle where Self == Color {
    static var brand: Color { .brand }
    static var accent: Color { .accent }
}

extension Color {
    static var accent: Color { Color(red: 0, green: 0, blue: 1) }
}

struct Badge: View {
    var body: some View {
        VStack {
            Text("Hi").padding().background(.brand)
            Text("Ho").padding().background(.accent)
        }
    }
}

#Preview { Badge() }
