// A generic property wrapper's parameter is the wrapped property's declared type (`@Inject var
// clock: Clock` makes an `Inject<Clock>`), so `Value.self` in its `init()` and in its later reads
// is `Clock` even while its stored `Value!` is still nil; a class keeps the arguments it was made
// with (`Box<Double>()`, `let box: Box<String> = Box()`), as Swift's metadata does.
// source: SE-0258 "Property Wrappers" (the property's type is the wrapper's `wrappedValue` type);
// source: swiftc 6.3 compiles and runs the same types without SwiftUI, printing "wall", "Clock",
// source: "Double" and "String".
// source: texts: the registered clock's name, the wrapper's parameter, then each box's parameter.
// expect: no diagnostic
// expect: Text[*].text == ["wall", "Clock", "Double", "String"]
import SwiftUI

protocol Clock { var name: String { get } }

struct WallClock: Clock { var name: String { "wall" } }

final class Registry {
    static let shared = Registry()
    var made: [String: Any] = [:]
    func register<T>(_ type: T.Type, _ value: Any) { made[String(describing: type)] = value }
    func resolve<T>(_ type: T.Type) -> T? { made[String(describing: type)] as? T }
}

@propertyWrapper final class Inject<Value> {
    private var resolved: Value!
    init() { resolved = Registry.shared.resolve(Value.self) }
    var wrappedValue: Value { resolved }
    var typeName: String { String(describing: Value.self) }
}

final class Box<Item> {
    var label: String { String(describing: Item.self) }
}

struct ClockFace: View {
    @Inject var clock: Clock

    var body: some View {
        let hinted: Box<String> = Box()
        VStack {
            Text(clock.name)
            Text(_clock.typeName)
            Text(Box<Double>().label)
            Text(hinted.label)
        }
    }
}

#Preview {
    Registry.shared.register(Clock.self, WallClock())
    return ClockFace()
}
