// A `var` whose type is a tuple of optionals has an implicit initial value, a tuple of nils, as
// a `var` of optional type starts as nil; so the memberwise initializer does not ask for it and
// `CompletedBanner()` is made without it. Its `span.0` is then nil.
// source: swiftlang/swift test/SILGen/implicit_property_initializers.swift (`HasDefaultTupleOfNils`:
// source: `init(x: (Int?, Int?) = (nil, nil), …)`); test/decl/var/default_init.swift.
// source: swiftc 6 compiles and runs `struct S { var t: (Date?, Date?) }; S().t.0 == nil` (true).
// source: the shape of Rouzzle's routine-complete screen (`var takeTime: (Date?, Date?)`).
// source: the colour's frame: width 40 (the nil branch) × height 10 (a literal).
// expect: no error
// expect: Color.size == 40×10
import SwiftUI

struct CompletedBanner: View {
    var takeTime: (Date?, Date?)
    var title = "Done"

    var body: some View {
        Color.green.frame(width: takeTime.0 == nil ? 40 : 10, height: 10)
    }
}

#Preview {
    CompletedBanner()
}
