// A class's `static` and `class` methods, declared in its body or in an extension, are a
// subclass's too: `Sub.hello()` runs `Base`'s with `Self` the subclass it was called on, an
// override in a subclass (`Leaf.hello()`) replaces it, and a generic parameter bound to a
// subclass (`E.named()` with `E` = `Leaf`) finds the inherited method as well. Type properties
// are inherited alike: a stored one is the superclass's one value, a `class var` runs with `Self`
// the subclass.
// source: The Swift Programming Language, "Inheritance" (a subclass inherits its superclass's
// source: methods and may override them) and "Methods": "Type Methods"; checked with swiftc 6.3,
// source: which prints "hello Sub plain named Sub leaf named Leaf" and "shared kind Sub".
// expect: no error
// expect: no warning
// expect: Text[*].text == ["hello Sub plain named Sub", "leaf named Leaf", "shared kind Sub"]
import SwiftUI

class Base {
    class func hello() -> String { "hello \(Self.self)" }
    static func plain() -> String { "plain" }
    static let shared = "shared"
    class var kind: String { "kind \(Self.self)" }
}

extension Base {
    class func named() -> String { "named \(Self.self)" }
}

class Sub: Base {}

class Leaf: Sub {
    override class func hello() -> String { "leaf" }
}

func name<E: Base>(of type: E.Type) -> String { E.named() }

struct TypeMethods: View {
    var body: some View {
        VStack {
            Text(Sub.hello() + " " + Sub.plain() + " " + Sub.named())
            Text(Leaf.hello() + " " + name(of: Leaf.self))
            Text(Sub.shared + " " + Sub.kind)
        }
    }
}

#Preview { TypeMethods() }
