import SwiftFrontEnd

/// `Optional<Int>` is `Int?`, `Array<Int>` is `[Int]`, `Dictionary<K, V>` is `[K: V]`: the sugar
/// is only a spelling (The Swift Programming Language, "Types": "The type `Int?` … is shorthand
/// for `Optional<Int>`"; "Array Type": "`[Int]` … is shorthand for `Array<Int>`"). Type checks and
/// casts read the sugared form, so the long spelling is turned into it first.
extension TypeSyntax {
    /// The same type written with sugar where the standard library defines one.
    var sugared: TypeSyntax {
        guard case let .identifier(identifier, arguments) = kind else { return self }
        switch (identifier.name, arguments.count) {
        case ("Optional", 1): return TypeSyntax(.optional(arguments[0].sugared), span: span)
        case ("Array", 1): return TypeSyntax(.array(arguments[0].sugared), span: span)
        case ("Dictionary", 2): return TypeSyntax(.dictionary(key: arguments[0].sugared, value: arguments[1].sugared), span: span)
        default: return self
        }
    }

    /// Whether the type is an optional, in either spelling.
    var isOptionalType: Bool {
        switch sugared.kind {
        case .optional, .implicitlyUnwrappedOptional: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// `Optional<Int>.none` and `Optional<Int>.some(2)`: the two cases as members of the spelled
    /// type (`Optional` is an enum with these cases; Apple docs, "Optional").
    func registerOptionalCases() {
        builtins.optional.staticValues["none"] = .nil
        builtins.optional.staticMethods["some"] = [.native("some") { _, _, arguments in
            .some(try arguments.value(0))
        }]
        // `Optional` is `CustomDebugStringConvertible`: `Optional(4)`, `Optional("a")`, `nil`
        // (Apple docs, "Optional.debugDescription"), as `print` shows an optional.
        builtins.optional.computedProperties["debugDescription"] = ComputedProperty(getter: .native("debugDescription") { interpreter, selfValue, _ in
            .string(try interpreter.describe(selfValue, debug: true))
        })
    }
}
