/// A function named alone by its full name (`widthFor(count:)`, `select(_:)`), as an argument
/// (`.onChange(of: text, perform: validate(_:))`) or a value (`let f = widthFor(count:)`): the
/// parser keeps the name whole; here it is the function the base name finds with those argument
/// labels — `self`'s method, a static method in a static context, a global function — and
/// calling the value gives its arguments those labels. Swift looks a compound name up as the
/// base name and then filters by the labels (The Swift Programming Language, "Expressions",
/// "Explicit Member Expression": "you can include the names of the arguments … in parentheses
/// after the function name"; "Functions": a method named inside its type needs no `self.`);
/// swiftc 6 compiles and runs `let f = widthFor(count:); f(3)` inside a view's `body`.
extension Interpreter {
    /// The function `name` (`base(label:…)`) names, or nil when `name` is not a compound name.
    func compoundNameReference(_ name: String, _ scope: Scope) throws -> Value? {
        guard name.utf8.last == UInt8(ascii: ")"), let open = name.firstIndex(of: "("), open != name.startIndex else { return nil }
        let base = String(name[..<open])
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels: [String?] = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
        let value = try chosenByLabels(base, labels, scope) ?? lookupName(base, scope)
        guard case let .function(function) = value else { return value }
        return .function(.native(base) { interpreter, _, arguments in
            try interpreter.call(function, arguments: Self.labelled(arguments, labels) ?? arguments)
        })
    }

    /// The overload of `base` taking exactly `labels`: `self`'s method, else a global function.
    private func chosenByLabels(_ base: String, _ labels: [String?], _ scope: Scope) throws -> Value? {
        if let type = scope.selfType, !scope.isStaticContext, scope.hasSelf, let selfValue = scope.selfValue,
           let method = findMethod(base, in: type, labels: labels), method.canTake(labels) {
            return .function(method.binding(selfValue))
        }
        if scope.boxBelowGlobals(base) == nil, let functions = globalFunctions[base],
           let function = visibleFromCurrentFile(functions).first(where: { $0.canTake(labels) }) {
            return .function(function)
        }
        return nil
    }
}
