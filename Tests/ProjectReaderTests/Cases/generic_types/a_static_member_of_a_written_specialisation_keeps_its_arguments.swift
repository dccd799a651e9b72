// A static member read on a generic type written with its arguments (`Box<User>.empty`,
// `Loadable<User>.loading`) runs with the parameters bound to them, and the value it gives is of
// that specialisation: `Box<User>.empty.first` reads `T.placeholder` as `User.placeholder` though
// no stored property holds a `User`, as `Loadable<User>.loading.value` reads `Value.placeholder`.
// source: The Swift Programming Language, "Generics" (a generic type's parameters are replaced by its arguments);
// source: swiftc 6.3 prints "Ann 2 Ann Box<User>" for `Box<User>.empty.first.name`,
// source: `Box<User>.filled().items.count`, `Loadable<User>.loading.value.name` and `type(of: Box<User>.empty)`.
// source: "Ann" is 3 characters: the bar is 3 × 10 = 30 wide; two placeholders: 2 × 10 = 20.
// expect: no warning [assumedValue]
// expect: no error
// expect: Color[*].width == [30, 20, 30]
import SwiftUI

protocol Placeholder {
    static var placeholder: Self { get }
}

struct User: Placeholder {
    var name: String
    static var placeholder: User { User(name: "Ann") }
}

struct Box<T: Placeholder> {
    var items: [T]
    static var empty: Box<T> { Box(items: []) }
    static func filled() -> Box<T> { Box(items: [T.placeholder, T.placeholder]) }
    var first: T { items.first ?? T.placeholder }
}

enum Loadable<Value: Placeholder> {
    case loading
    case loaded(Value)

    var value: Value {
        if case let .loaded(value) = self { return value }
        return Value.placeholder
    }
}

struct ProfileBars: View {
    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat(Box<User>.empty.first.name.count * 10), height: 4)
            Color.green.frame(width: CGFloat(Box<User>.filled().items.count * 10), height: 4)
            Color.blue.frame(width: CGFloat(Loadable<User>.loading.value.name.count * 10), height: 4)
        }
    }
}

#Preview {
    ProfileBars()
}
