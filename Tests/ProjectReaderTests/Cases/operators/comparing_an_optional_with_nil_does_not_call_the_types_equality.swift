// `shared == nil` with `shared: Counter?` compares with the standard library's `Optional` `==`,
// not with `Counter`'s own `static func == (lhs: Counter, rhs: Counter)`: nil cannot be passed to
// a parameter of the non-optional type, so that `==` is never called with it (it would read a
// member of nil). The lazily made instance then compares equal to itself.
// source: The Swift Programming Language, "Optionals" ("nil can't be used with non-optional
// source: constants and variables"); swiftc 6 on Linux prints "same" for the same program with
// source: a stand-in View type.
// expect: no error
// expect: Text.text == "same"
import SwiftUI

final class Counter {
    var value = 0
    private static var shared: Counter?

    static func instance() -> Counter {
        if shared == nil { shared = Counter() }
        return shared!
    }
}

extension Counter: Equatable {
    static func == (lhs: Counter, rhs: Counter) -> Bool {
        lhs.value == rhs.value
    }
}

struct CounterView: View {
    var body: some View {
        Text(Counter.instance() == Counter.instance() ? "same" : "different")
    }
}

#Preview { CounterView() }
