import SwiftFrontEnd

/// An implicit member whose contextual type is a generic parameter of the program's own generic
/// type: `Surface(in: .capsule)` for `struct Surface<S: Shape>` with `init(in shape: S)`,
/// `Outline(edge: .rect(cornerRadius: 4))` for a memberwise `let edge: Edge` where `Edge: Shape`.
///
/// SE-0299 ("Extending Static Member Lookup in Generic Contexts") looks such a member up on the
/// protocol the parameter is constrained to (`<S: Shape>` or `where S: Shape`), through that
/// protocol's constrained extensions (`extension Shape where Self == Capsule { static var
/// capsule }`, Apple docs of each): the argument is a `Capsule`, and it fixes `S`. The parameter
/// names no type of its own, so the member is read as the protocol's, exactly as a function's
/// constrained parameter (`func card<S: Shape>(in shape: S)`) already is: a program protocol's
/// constrained static is found on it, and a library protocol's member stays deferred to the
/// library call the value reaches (`LibraryProtocolImplicitMembers`). A value already deferred
/// (a `some Shape = .rect` default handed on) is read the same way where it is passed or stored.
extension Interpreter {
    /// The protocol `hint` is constrained to when it is a generic parameter of `owner` or of a
    /// type around it (optional or not), as the hint an implicit member is read under:
    /// `.named("Shape")` for `S` of `Surface<S: Shape>`; nil otherwise.
    public func conformanceHint(of hint: TypeHint?, in owner: TypeInfo?) -> TypeHint? {
        guard let hint, let owner else { return nil }
        switch hint {
        case let .optional(wrapped): return conformanceHint(of: wrapped, in: owner).map { .optional($0) }
        case let .genericParameter(name), let .named(name):
            guard let constraint = typeDeclaring(genericParameter: name, from: owner)?.genericParameterConstraints[name] else { return nil }
            return .named(constraint)
        default: return nil
        }
    }

    /// The type a member still deferred is converted to where a place of type `hint` (a stored
    /// property of `owner`) receives it: the constraint when `hint` is `owner`'s generic parameter,
    /// else `hint` itself.
    /// A stored property's type is written as the parameter's bare name, which shadows a type of
    /// that name (`Edge` of `Outline<Edge: Shape>` is not SwiftUI's `Edge`).
    func deferredMemberHint(_ hint: TypeHint?, in owner: TypeInfo?) -> TypeHint? {
        conformanceHint(of: hint, in: owner) ?? hint
    }

    /// Whether an assignment's target is a property of `self` (`self.shape`, or `shape` alone).
    static func namesOwnProperty(_ target: Expr) -> Bool {
        switch target.kind {
        case .identifier: return true
        case let .memberAccess(access): if case .selfExpr? = access.base?.kind { return true }
        default: break
        }
        return false
    }

    /// Whether `expression` is read as an implicit member, possibly through parentheses.
    static func isImplicitMemberArgument(_ expression: Expr?) -> Bool {
        guard let expression else { return false }
        if case let .parenthesized(inner) = expression.kind { return isImplicitMemberArgument(inner) }
        return isImplicitMember(expression)
    }
}

extension ParameterInfo {
    /// The hint an argument is evaluated under: the parameter's constraint where the parameter is
    /// still an unbound generic parameter and the argument an implicit member.
    func argumentHint(for expression: Expr?) -> TypeHint? {
        guard let conformanceHint, hint?.lookingThroughOptional.isGenericParameter == true,
              Interpreter.isImplicitMemberArgument(expression) else { return hint }
        return conformanceHint
    }

    /// The hint a value bound to this parameter is converted to: the constraint for a member
    /// still deferred (`.unresolvedMember`), else the declared type.
    func coercionHint(for value: Value) -> TypeHint? {
        guard let conformanceHint, value.isUnresolvedMember, hint?.lookingThroughOptional.isGenericParameter == true else { return hint }
        return conformanceHint
    }
}

extension TypeHint {
    /// Whether this is a generic parameter not yet bound.
    var isGenericParameter: Bool {
        if case .genericParameter = self { return true }
        return false
    }
}
