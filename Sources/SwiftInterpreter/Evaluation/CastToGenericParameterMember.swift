import SwiftFrontEnd

extension Interpreter {
    /// `value as! T.RawValue` in `struct Stored<T: RawRepresentable>` (or `as?`, and any other
    /// member type of a generic parameter: `T.Element`, `Wrapped.ID`): the member is an associated
    /// type of the parameter, which Swift knows from the argument the instance or call was made
    /// with (swiftc 6: `UserDefaults.standard.object(forKey: key) as! T.RawValue` in a property
    /// wrapper's getter of `T = Mode`, `enum Mode: Int`, gives the registered `Int`). The
    /// interpreter does not bind a struct's or function's generic parameters, so the cast cannot
    /// be checked here: it succeeds with the value as it is, as `castsToUnboundGenericParameter`
    /// does for the parameter itself (an approximation for `as?`, which would give nil for a value
    /// of another type; for `as!` of a program that runs, the only outcome). Only a base no type
    /// is named, that the running type declares as a generic parameter or the enclosing
    /// function's declared result names, is taken for one.
    func castsToGenericParameterMember(_ type: TypeSyntax, _ scope: Scope) -> Bool {
        guard case let .member(base, _, _) = type.sugared.kind,
              case let .identifier(parameter, arguments) = base.sugared.kind, arguments.isEmpty,
              self.type(named: parameter.name) == nil else { return false }
        if let owner = scope.selfType, owner.genericParameterNames.contains(parameter.name) { return true }
        return castsToUnboundGenericParameter(base, scope)
    }
}
