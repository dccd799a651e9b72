/// A function named by its full name without a base — `words.map(label(for:))` inside a type
/// (`self.label(for:)`), `map(shout(of:))` for a global function, a local function — is that
/// function as a value (The Swift Programming Language, "Expressions", "Explicit Member
/// Expression" and "Identifier" grammar: a name may carry its argument labels, `f(x:y:)`, to
/// pick one of several functions of the base name). Called as a value it takes its arguments
/// unlabelled and passes them with the labels its name spells, as a member named so does
/// (`evalMember`).
extension Interpreter {
    /// The function `name` (`label(for:)`) names in `scope`, or nil when `name` is no compound
    /// name or names nothing here: a local function, then `self`'s method (a static one in a
    /// static context), then a global function.
    func compoundNameReference(_ name: String, _ scope: Scope) throws -> Value? {
        guard name.utf8.last == UInt8(ascii: ")"), let open = name.firstIndex(of: "(") else { return nil }
        let base = String(name[..<open])
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels: [String?] = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
        func labelled(_ value: Value) -> Value? {
            guard case let .function(function) = value else { return nil }
            return .function(.native(base) { interpreter, _, arguments in
                try interpreter.call(function, arguments: Self.labelled(arguments, labels) ?? arguments)
            })
        }
        if let box = scope.boxBelowGlobals(base) { return labelled(box.value) }
        if let type = scope.selfType {
            // The method the labels pick, bound to `self` (a struct's copy, as Swift's method
            // reference captures it).
            if !scope.isStaticContext, scope.hasSelf, let selfValue = scope.selfValue,
               let method = findMethod(base, in: typeInfo(of: selfValue), labels: labels) {
                return .function(.native(base) { interpreter, _, arguments in
                    var receiver = selfValue
                    return try interpreter.call(method, Self.labelled(arguments, labels) ?? arguments, self: &receiver)
                })
            }
            if let overloads = type.staticMethods[base], let function = choose(overloads, labels: labels) {
                return labelled(.function(function))
            }
        }
        if let functions = globalFunctions[base], let function = choose(visibleFromCurrentFile(functions), labels: labels) {
            return labelled(.function(function))
        }
        return nil
    }
}
