import SwiftFrontEnd

/// A `typealias` of an array, set, dictionary or optional type written as a declared type
/// (`typealias Grid = [[Cell]]`, then `var rows: Grid = Array(repeating: …)` and
/// `rows[4][4] = .selected(6)`): a type alias "doesn't declare a new type", it is another name
/// for the existing one (The Swift Programming Language, "Declarations", "Type Alias
/// Declaration"), so the variable is a `[[Cell]]` and what is written for it is typed as for
/// one: its elements' implicit members are `Cell`'s cases, and a payload declared `Int?` takes
/// `6` as `Optional(6)` (swiftc 6: `case .selected(.some(let d))` then matches). Read through the
/// alias's name only, such a hint names no type, and its literals and elements stay untyped.
extension Interpreter {
    /// `hint` with an alias of a collection or optional type (top-level, or nested in a type and
    /// written by its bare or qualified name) replaced by the type it names, inside optionals and
    /// collections too; any other hint as it is. Aliases of aliases are followed a few levels.
    func expandingCollectionAliases(_ hint: TypeHint?) -> TypeHint? {
        guard let hint, !typeAliases.topLevel.isEmpty || !typeAliases.nestedCollections.isEmpty else { return hint }
        return expandingCollectionAliases(hint, depth: 0)
    }

    private func expandingCollectionAliases(_ hint: TypeHint, depth: Int) -> TypeHint {
        guard depth < 8 else { return hint }
        switch hint {
        case let .named(name):
            guard let target = collectionTypeAliased(by: name) else { return hint }
            return expandingCollectionAliases(target, depth: depth + 1)
        case let .optional(wrapped): return .optional(expandingCollectionAliases(wrapped, depth: depth + 1))
        case let .array(element): return .array(expandingCollectionAliases(element, depth: depth + 1))
        case let .set(element): return .set(expandingCollectionAliases(element, depth: depth + 1))
        case let .dictionary(key, value):
            return .dictionary(expandingCollectionAliases(key, depth: depth + 1), expandingCollectionAliases(value, depth: depth + 1))
        default: return hint
        }
    }

    /// The collection or optional type the alias `name` names; nil when `name` is no such alias
    /// (a type of the program answering the bare name of a nested alias keeps it; a library type
    /// does not: `typealias Grid = [[Cell]]` inside a view is not SwiftUI's `Grid` there).
    private func collectionTypeAliased(by name: String) -> TypeHint? {
        if let target = typeAliasTarget(name) {
            guard let hint = TypeHint(target), hint.isCollectionOrOptional else { return nil }
            return hint
        }
        guard let nested = typeAliases.nestedCollection(name) else { return nil }
        if let known = type(named: name), !known.isLibraryType { return nil }
        return nested
    }
}

extension TypeHint {
    /// An array, set, dictionary or optional type.
    var isCollectionOrOptional: Bool {
        switch self {
        case .array, .set, .dictionary, .optional: return true
        default: return false
        }
    }
}
