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
        libraryOverload(for: found, name: name, in: type, unlabelled: arguments.count { $0.label == nil && !$0.isTrailing })
    }

    /// The same for arguments already evaluated (the host calling `modifier(_:)` with a
    /// modifier value): an unlabelled value that is no closure was written inside the parentheses.
    func overloadTakingUnlabelledValues(_ found: Function, name: String, in type: TypeInfo, _ arguments: [CallArgument]) -> Function {
        libraryOverload(for: found, name: name, in: type, unlabelled: arguments.count { argument in
            guard argument.label == nil else { return false }
            if case .function = argument.value { return false }
            return true
        })
    }

    private func libraryOverload(for found: Function, name: String, in type: TypeInfo, unlabelled: Int) -> Function {
        guard case let .interpreted(body) = found.body else { return found }
        let positional = body.parameters.filter { $0.label == nil }
        guard unlabelled > positional.count, !positional.contains(where: \.isVariadic) else { return found }
        return methodOverloads(name, in: type)?.first { !$0.isInterpreted && $0.labels == nil } ?? found
    }
}
