import SwiftFrontEnd

/// The type an implicit member expression (`.init(…)`, `.zero`, `.now`) is looked up in.
///
/// Swift resolves `.name` against the contextual type, and the contextual type may be a
/// collection spelled with sugar: `var cells: [Int] = .init(repeating: 0, count: 3)` calls
/// `Array<Int>.init(repeating:count:)`, and `var seen: Set<String> = .init()` calls `Set.init()`
/// (The Swift Programming Language, "Implicit Member Expression": "the type is inferred from the
/// context"; checked against swiftc 6.3 by `ContextualTypeCases`).
extension Interpreter {
    /// The type that `.name` means under `hint`: a named type of the file or the library, or the
    /// standard collection a sugared hint spells (`[T]`, `Set<T>`, `[K: V]`), looking through
    /// optionals.
    func implicitMemberType(_ hint: TypeHint?) -> TypeInfo? {
        switch hint {
        case let .named(name)?, let .generic(name, _)?: return type(named: name)
        case let .optional(wrapped)?: return implicitMemberType(wrapped)
        case .array?: return builtins.array
        case .set?: return builtins.set
        case .dictionary?: return builtins.dictionary
        default: return nil
        }
    }

    /// `.init(…)` of a collection hint: the collection's initializer, with a `repeating:` element
    /// resolved against the element type (`.init(repeating: .init(repeating: 0, count: 2), count: 2)`
    /// makes a `[[Int]]`).
    func constructCollection(_ type: TypeInfo, hint: TypeHint, _ arguments: [CallArgument]) throws -> Value {
        var arguments = arguments
        if case let .array(element) = hint.lookingThroughOptional,
           let index = arguments.firstIndex(where: { $0.label == "repeating" }) {
            arguments[index].value = try coerce(arguments[index].value, to: element)
        }
        let value = try construct(type, arguments)
        return try coerce(value, to: hint.lookingThroughOptional)
    }
}

extension TypeHint {
    /// The hint with one level of `Optional` removed.
    var lookingThroughOptional: TypeHint {
        if case let .optional(wrapped) = self { return wrapped }
        return self
    }

    /// A sugared standard collection (`[T]`, `Set<T>`, `[K: V]`), looking through optionals.
    var isCollection: Bool {
        switch lookingThroughOptional {
        case .array, .set, .dictionary: return true
        default: return false
        }
    }
}
