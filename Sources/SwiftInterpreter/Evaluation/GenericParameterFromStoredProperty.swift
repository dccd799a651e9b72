extension Interpreter {
    /// A generic parameter of the type whose code is running, used as a value (`Trailing.self ==
    /// EmptyView.self` in `struct TagView<Trailing: View>`): the type the instance was made with.
    /// Swift knows it statically; here it is the type of the value of a stored property declared
    /// with that parameter as its type (`var trailing: Trailing`), which is exactly that type.
    /// An optional or array property of the parameter (`var value: T?`, `var items: [T]`) gives
    /// it by its wrapped value or first element: `Box(3)` of `struct Box<T> { var value: T? }`
    /// is a `Box<Int>` (swiftc 6.3: `"\(T.self)"` in its method prints `Int`).
    /// Nil when no such property holds a value (a static context, a `nil` or empty one, or the
    /// parameter only appears inside another type such as `() -> Content`) and the instance was
    /// made with no written or contextual binding of it (`InstanceGenericArguments`).
    func genericParameterBinding(_ name: String, _ scope: Scope) -> TypeInfo? {
        guard let type = scope.selfType, type.genericParameterNames.contains(name) else { return nil }
        // The arguments the instance was made with come first (`InstanceGenericArguments`).
        if let bound = madeWithGenericArgument(name, scope), let boundType = implicitMemberType(bound) { return boundType }
        guard let instance = scope.selfValue else { return nil }
        func isParameter(_ hint: TypeHint) -> Bool { hint == .genericParameter(name) || hint == .named(name) }
        for property in type.storedProperties where property.wrapper == nil {
            let container: TypeHint?
            switch property.hint {
            case let hint? where isParameter(hint): container = nil
            case let .optional(wrapped)? where isParameter(wrapped): container = property.hint
            case let .array(element)? where isParameter(element): container = property.hint
            default: continue
            }
            let stored: Value
            switch instance {
            case let .structValue(value) where value.type === type && value.fields.indices.contains(property.slot):
                stored = value.fields[property.slot]
            case let .object(object) where object.type === type && object.fields.indices.contains(property.slot):
                stored = object.fields[property.slot]
            default: return nil
            }
            switch (container, stored) {
            case (nil, .void): return nil
            case (nil, _): return typeInfo(of: stored)
            case let (.optional?, .optional(wrapped?)): return typeInfo(of: wrapped)
            case let (.array?, .array(elements)) where !elements.isEmpty: return typeInfo(of: elements[0])
            default: continue
            }
        }
        return nil
    }
}
