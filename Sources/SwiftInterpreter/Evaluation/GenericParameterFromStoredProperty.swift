extension Interpreter {
    /// A generic parameter of the type whose code is running, used as a value (`Trailing.self ==
    /// EmptyView.self` in `struct TagView<Trailing: View>`): the type the instance was made with.
    /// Swift knows it statically; here it is the type of the value of a stored property declared
    /// with that parameter as its type (`var trailing: Trailing`), which is exactly that type.
    /// Nil when no such property holds a value (a static context, or the parameter only appears
    /// inside another type such as `[Item]` or `() -> Content`) and the instance was made with no
    /// written or contextual binding of it (`InstanceGenericArguments`).
    func genericParameterBinding(_ name: String, _ scope: Scope) -> TypeInfo? {
        guard let type = scope.selfType, type.genericParameterNames.contains(name) else { return nil }
        // The arguments the instance was made with come first (`InstanceGenericArguments`).
        if let bound = madeWithGenericArgument(name, scope), let boundType = implicitMemberType(bound) { return boundType }
        guard let instance = scope.selfValue else { return nil }
        for property in type.storedProperties where property.wrapper == nil {
            guard property.hint == .genericParameter(name) || property.hint == .named(name) else { continue }
            let stored: Value
            switch instance {
            case let .structValue(value) where value.type === type && value.fields.indices.contains(property.slot):
                stored = value.fields[property.slot]
            case let .object(object) where object.type === type && object.fields.indices.contains(property.slot):
                stored = object.fields[property.slot]
            default: return nil
            }
            if case .void = stored { return nil }
            return typeInfo(of: stored)
        }
        return nil
    }
}
