/// An implicit member given where a type's generic parameter is expected.
///
/// `struct Fill<S: Shape> { init(in shape: S) }` called as `Fill(in: .rect)`: Swift infers `S`
/// from the argument, and `.rect` is looked up on the constraint, `Shape`, whose static members
/// constrained to `Self == Rectangle` it finds (SE-0299, "Extending Static Member Lookup in Generic
/// Contexts", where the contextual type is a generic parameter conforming to the protocol;
/// swiftc 6 compiles `Fill(in: .rect)` with only `Shape`'s statics in scope). A generic function's parameters are typed by their constraint
/// where they are declared (`makeFunction`); a generic type's initializers and methods keep the
/// parameter, so the member is resolved against its constraint here, as the value is bound.
extension Interpreter {
    /// The constraint of the generic parameter `hint` names, when `owner` declares one for it.
    func implicitMemberConstraint(_ hint: TypeHint?, of owner: TypeInfo?) -> TypeHint? {
        guard let owner, !owner.genericParameterConstraints.isEmpty else { return nil }
        switch hint {
        case let .genericParameter(name)?, let .named(name)?:
            return owner.genericParameterConstraints[name].map(TypeHint.named)
        default: return nil
        }
    }
}
