import SwiftFrontEnd

/// `#keyPath(Recipe.saved)`: a key-path string expression, which the compiler replaces by the
/// string literal of the property path, `"saved"`, written without the class name (The Swift
/// Programming Language, Expressions, "Key-Path String Expression": `#keyPath(SomeClass.someProperty)`
/// gives "someProperty"; within a class a property is named alone, `#keyPath(someProperty)`).
/// Core Data's `NSPredicate(format: "%K = %d", #keyPath(Recipe.saved), true)` takes it as `%K`.
///
/// Swift resolves the first name as an unqualified name: a property of the enclosing type (or a
/// local) starts the path; otherwise, with more names after it, it is the class the path is
/// written from and is not part of the string.
extension Interpreter {
    /// The string of `#keyPath(…)`; nil for another macro or an argument that is not a dotted name.
    func keyPathStringMacro(_ macro: MacroExpansion, _ scope: Scope) -> Value? {
        guard macro.name.name == "keyPath", macro.arguments.count == 1,
              var names = Self.dottedNames(macro.arguments[0].value), !names.isEmpty else { return nil }
        if names.count > 1, !namesValueHere(names[0], scope) { names.removeFirst() }
        return .string(names.joined(separator: "."))
    }

    /// `a.b.c` as `["a", "b", "c"]`; nil for anything but names joined by dots.
    private static func dottedNames(_ expression: Expr) -> [String]? {
        switch expression.kind {
        case let .identifier(identifier): return [identifier.name]
        case let .memberAccess(access):
            guard let base = access.base, let names = dottedNames(base) else { return nil }
            return names + [access.member.name]
        default: return nil
        }
    }

    /// Whether `name` is a local or a property of the enclosing type, which shadows a type name.
    private func namesValueHere(_ name: String, _ scope: Scope) -> Bool {
        if scope.lookupBelowGlobals(name) != nil { return true }
        guard let type = scope.selfType else { return false }
        return type.slot(of: name) != nil || type.computedProperties[name] != nil
    }
}
