/// An implicit-member chain evaluated before its contextual type was known, run once it is.
///
/// Swift looks a chain's first member up in the type the whole chain must have and applies the
/// rest to what it gives (SE-0287, "Extend implicit member syntax to cover chains of member
/// references"): `let tags: [Tag] = sizes.map { .make($0).doubled.plus(1) }` calls `Tag.make`,
/// then `doubled`, then `plus(1)`. The interpreter meets such a chain where it does not see the
/// type yet (a closure's result, an `Optional.map`'s), keeps each member with its arguments
/// (`UnresolvedMember.steps`) and runs them here when the value reaches its typed place.
extension Interpreter {
    /// `member`'s chain run from its first member in `hint`'s type; nil for a single member, for
    /// a type the host models (its types resolve chains as they are read) and when the first
    /// member is not found there.
    func replayedImplicitChain(_ member: UnresolvedMember, _ hint: TypeHint) throws -> Value? {
        guard member.steps.count > 1, let name = hint.nominalName, let type = type(named: name), type.native == nil else { return nil }
        let root = member.steps[0]
        var value = try implicitMember(root.name, hint.lookingThroughOptional.naming(type.qualifiedName), arguments: root.arguments)
        if case .unresolvedMember = value { return nil }
        for step in member.steps.dropFirst() {
            if let arguments = step.arguments {
                value = try callMethod(step.name, on: &value, arguments)
            } else {
                value = try self.member(of: value, named: step.name)
            }
        }
        if case .optional = hint { return .some(value) }
        return value
    }
}
