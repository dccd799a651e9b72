/// Which of the program's global prefix operator functions an operand calls. Swift picks an
/// operator overload by its operand's type like any call (The Swift Programming Language,
/// "Advanced Operators", "Prefix and Postfix Operators"): a program that declares
/// `prefix func ! <Root>(rhs: KeyPath<Root, Bool>) -> (Root) -> Bool` still negates a `Bool`
/// with the standard library's `!` (swiftc 6 prints `false [2]` for `!flag`, `flag = true`, and
/// `[1, 2].filter(!\.isOdd)` with `isOdd` on `Int`, beside that declaration), so a declared
/// parameter type the operand cannot be is no candidate.
extension Interpreter {

    /// The first global prefix `op` whose parameter can take `operand`, or nil for the library's.
    func globalPrefixOperator(_ op: String, for operand: Value) -> Function? {
        operatorFunctions["prefix" + op]?.first { Self.prefixParameter(of: $0, takes: operand) }
    }

    private static func prefixParameter(of function: Function, takes operand: Value) -> Bool {
        guard case let .interpreted(body) = function.body, let hint = body.parameters.first?.hint else { return true }
        let isKeyPath: Bool
        let isFunction: Bool
        switch operand {
        case .keyPath: (isKeyPath, isFunction) = (true, false)
        case .function: (isKeyPath, isFunction) = (false, true)
        default: (isKeyPath, isFunction) = (false, false)
        }
        if case .function = hint { return isFunction }
        if let name = hint.typeName, keyPathTypeNames.contains(name) { return isKeyPath }
        if let name = hint.typeName, PlainValueKind(typeName: name) != nil {
            return !isKeyPath && !isFunction && !PlainValueKind.contradicts(name, operand)
        }
        return true
    }
}
