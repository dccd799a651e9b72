import SwiftFrontEnd

extension Interpreter {
    /// `seen[year, default: []].insert(id)` with `var seen: [Int: Set<UUID>]`: the dictionary's
    /// `subscript(key:default:)` takes `default defaultValue: @autoclosure () -> Value`, so the
    /// literal is typed as the dictionary's value type (a `Set`, whose `insert` gives back
    /// `(inserted:memberAfterInsert:)`), not as an array (Swift standard library,
    /// `Dictionary.subscript(_:default:)`; swiftc 6 checked). The value type is read from the
    /// base's declared type; the argument is left as it is when that is unknown. Reading the
    /// subscript (which finds the method `insert` is) and modifying it through it both type it.
    /// Likewise the key: `labels[.large]` with `let labels: [Size: String]` is `Size.large`, as
    /// `Dictionary.subscript(_ key: Key)` takes the key type (an implicit member expression's
    /// type is inferred from context, The Swift Programming Language, "Implicit Member
    /// Expression"; checked with swiftc 6.3, `ImplicitMemberSubscriptArgumentTests`).
    func typingDictionaryArguments(_ arguments: [CallArgument], of base: Expr, _ scope: Scope) throws -> [CallArgument] {
        guard let first = arguments.first, first.label == nil, arguments.count <= 2 else { return arguments }
        let keyIsUntyped = first.value.isUnresolvedMember
        guard keyIsUntyped || arguments.contains(where: { $0.label == "default" }),
              case let .dictionary(keyType, valueType)? = try placeHint(base, scope) else { return arguments }
        var typed = arguments
        if keyIsUntyped { typed[0].value = try coerce(first.value, to: keyType) }
        if let index = arguments.firstIndex(where: { $0.label == "default" }) {
            typed[index].value = try coerce(arguments[index].value, to: valueType)
        }
        return typed
    }
}
