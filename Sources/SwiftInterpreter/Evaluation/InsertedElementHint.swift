import SwiftFrontEnd

extension Interpreter {
    /// The type of the element `append(_:)` or `insert(_:at:)` adds to an array: Swift types the
    /// argument as the array's `Element`, so an implicit member names a member of it
    /// (`var parts: [Part] = []; parts.append(.text(s))` appends the case `Part.text`; checked with
    /// swiftc). The array's declared type (a variable or stored property written with one), else
    /// its first element's; nil for another receiver or method.
    func insertedElementHint(_ method: String, into base: Value, _ baseExpression: Expr, _ scope: Scope) throws -> TypeHint? {
        guard method == "append" || method == "insert", case let .array(elements) = base else { return nil }
        // `package.targets.append(.target(…))` in a manifest: a property of a name.
        guard Self.readsWithoutRunning(baseExpression) else { return nil }
        if let declared = try placeHint(baseExpression, scope)?.element { return declared }
        return elements.first.flatMap(hintOfValue)
    }

    /// The declared array type of the left side of `+=` (`package.targets += [.testTarget(…)]`):
    /// Swift types the right side as the same array (`static func += (lhs: inout [Element], rhs:
    /// [Element])`), so its implicit members are the element type's. Only for a name or a
    /// property of `self` or of a name, whose declared type reading runs nothing else; nil when
    /// the declared type is not an array.
    func declaredArrayHint(of target: Expr, _ scope: Scope) throws -> TypeHint? {
        guard Self.readsWithoutRunning(target), let declared = try placeHint(target, scope), declared.element != nil else { return nil }
        return declared
    }

    /// Whether `expression` is a name, or a property of `self` or of a name: reading its declared
    /// type runs nothing else, so a hint can be taken from it before the value is made.
    static func readsWithoutRunning(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case let .memberAccess(property):
            guard let owner = property.base else { return false }
            switch owner.kind {
            case .selfExpr, .identifier: return true
            default: return false
            }
        default: return false
        }
    }
}
