/// `@dynamicMemberLookup`: a member the type does not declare, read on a value of a type with a
/// `subscript(dynamicMember:)`, is that subscript's result (The Swift Programming Language,
/// "Attributes", "dynamicMemberLookup": "the member expression … is understood as a call to the
/// subscript"). The subscript's parameter is a `String` (SE-0195: the member's name) or a key path
/// (SE-0252: `\Value.member`, applied by the subscript's `value[keyPath: keyPath]`). A generic
/// wrapper like `enum Loadable<Value> { subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) ->
/// Loadable<T> }` forwards `loadable.amount` to its payload this way.
extension Interpreter {
    /// `base.name` through `base`'s type's `subscript(dynamicMember:)`, or nil when the type has
    /// none. A subscript that stops on the name (a member of another file's extension the
    /// subscript's root does not have) leaves the member to the rules for names no file declares.
    func dynamicMemberValue(_ base: Value, _ name: String, in type: TypeInfo) -> Value? {
        guard type.native == nil, let subscriptFunction = findMethod("subscript", in: type, labels: ["dynamicMember"]) else { return nil }
        let argument: Value
        if case let .interpreted(body) = subscriptFunction.body, body.parameters.first?.hint == .named("String") {
            argument = .string(name)
        } else {
            argument = .keyPath(KeyPathValue(rootTypeName: nil, components: [.member(name)]))
        }
        var selfValue = base
        return try? call(subscriptFunction, [CallArgument("dynamicMember", argument)], self: &selfValue)
    }
}
