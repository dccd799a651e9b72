import SwiftFrontEnd

/// `totals[id] ?? (0, 0)` with `var totals: [UUID: (finished: Int, timeMs: Int64)]`: `??` takes
/// `(T?, @autoclosure () -> T)`, and a dictionary's subscript by key gives `Value?`, so the right
/// side is typed as the dictionary's value type. The tuple literal takes that type's labels and
/// `.finished` reads its first element (swiftc 6: `(totals[id] ?? (0, 0)).finished` compiles and
/// gives 0 for a missing key; The Swift Programming Language, "Tuple Type": a tuple converts to a
/// type with the same element types and labels added). LayoutLens left the literal unlabelled,
/// and `.finished` stopped the module when the key was missing.
extension Interpreter {
    /// The value type of a dictionary read by key (`name[key]`, `self.name[key]`), read from the
    /// dictionary's declaration (reading it runs nothing else); nil for anything else.
    func valueHint(ofDictionaryLookup expression: Expr, _ scope: Scope) throws -> TypeHint? {
        guard case let .subscript(lookup) = expression.kind, lookup.arguments.count == 1, lookup.arguments[0].label == nil,
              lookup.trailingClosures.isEmpty, Self.readsWithoutRunning(lookup.base),
              case let .dictionary(_, value)? = try placeHint(lookup.base, scope) else { return nil }
        return value
    }
}
