// A type with two static subscripts, one taking a key type (a metatype) and one a key path, is
// read through the one the argument fits, as Swift chooses an overload by the argument's type;
// a static subscript's setter writes through the same choice.
// source: The Swift Programming Language, "Subscripts", "Subscript Options" ("the appropriate
// subscript to be used will be inferred based on the types of the value or values") and "Type
// Subscripts"; checked with swiftc 6: the program below printed "Menu Ada Ada", then after
// `Registry[\.title] = "Orders"` and `Registry[NameKey.self] = "Grace"`, "Orders Grace".
// expect: no error
// expect: Text[*].text == ["Menu", "Ada", "Orders", "Grace"]
import SwiftUI

protocol RegistryKey {
    associatedtype Value
    static var current: Value { get set }
}

struct NameKey: RegistryKey {
    static var current = "Ada"
}

struct Registry {
    private static var shared = Registry()
    var title = "Menu"
    var name: String {
        get { Self[NameKey.self] }
        set { Self[NameKey.self] = newValue }
    }

    static subscript<K: RegistryKey>(key: K.Type) -> K.Value {
        get { key.current }
        set { key.current = newValue }
    }

    static subscript<T>(_ path: WritableKeyPath<Registry, T>) -> T {
        get { shared[keyPath: path] }
        set { shared[keyPath: path] = newValue }
    }
}

struct RegistryBoard: View {
    let before = (Registry[\.title], Registry[\.name])
    let after: (String, String) = {
        Registry[\.title] = "Orders"
        Registry[NameKey.self] = "Grace"
        return (Registry[\.title], Registry[\.name])
    }()

    var body: some View {
        VStack {
            Text(before.0)
            Text(before.1)
            Text(after.0)
            Text(after.1)
        }
    }
}

#Preview {
    RegistryBoard()
}
