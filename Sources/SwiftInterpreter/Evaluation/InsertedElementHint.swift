import SwiftFrontEnd

extension Interpreter {
    /// The type of the element `append(_:)` or `insert(_:at:)` adds to an array: Swift types the
    /// argument as the array's `Element`, so an implicit member names a member of it
    /// (`var parts: [Part] = []; parts.append(.text(s))` appends the case `Part.text`; checked with
    /// swiftc). The array's declared type (a variable or stored property written with one), else
    /// its first element's; nil for another receiver or method.
    func insertedElementHint(_ method: String, into base: Value, _ baseExpression: Expr, _ scope: Scope) throws -> TypeHint? {
        guard method == "append" || method == "insert", case let .array(elements) = base else { return nil }
        // Only a name or a property of `self`: reading its declared type runs nothing else.
        switch baseExpression.kind {
        case .identifier: break
        case let .memberAccess(property):
            guard let owner = property.base, case .selfExpr = owner.kind else { return nil }
        default: return nil
        }
        if let declared = try placeHint(baseExpression, scope)?.element { return declared }
        return elements.first.flatMap(hintOfValue)
    }
}
