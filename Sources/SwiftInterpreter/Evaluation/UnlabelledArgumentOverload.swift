/// Swift lets only a trailing closure leave out its parameter's label: an unlabelled argument
/// written inside the parentheses goes to a `_` parameter (The Swift Programming Language,
/// Functions, "Argument Labels and Parameter Names"; swiftc picks a protocol extension's
/// `modifier(_ m: Int)` for `c.modifier(5)` beside another extension's `modifier(body:)`, and
/// the latter for `c.modifier { … }`).
extension Interpreter {
    /// `found`, unless it is the program's method and the call has more unlabelled arguments
    /// inside its parentheses than `found` has `_` parameters (`view.modifier(Boxed())` for the
    /// program's `modifier(body:)`): then the library's own method of that name, which takes any
    /// labels (SwiftUI's `modifier(_:)`), when there is one.
    func overloadTakingUnlabelledArguments(_ found: Function, name: String, in type: TypeInfo,
                                           _ arguments: [PendingArgument]) -> Function {
        guard case let .interpreted(body) = found.body else { return found }
        let unlabelled = arguments.count { $0.label == nil && !$0.isTrailing }
        let positional = body.parameters.filter { $0.label == nil }
        guard unlabelled > positional.count, !positional.contains(where: \.isVariadic) else { return found }
        return methodOverloads(name, in: type)?.first { !$0.isInterpreted && $0.labels == nil } ?? found
    }
}
