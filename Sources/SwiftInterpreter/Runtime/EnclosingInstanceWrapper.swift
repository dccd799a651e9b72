/// A property wrapper that reads its class's instance: a wrapper type declaring
/// `static subscript(_enclosingInstance:wrapped:storage:)`, applied to a property of a class, is
/// read through that subscript, never through its `wrappedValue` (SE-0258, "Referencing the
/// enclosing 'self' in a wrapper type", the form Combine's `@Published` uses; swiftc compiles
/// `instance.property` into `Wrapper[_enclosingInstance: instance, wrapped: \.property,
/// storage: \._property]`). A wrapper whose `wrappedValue` only traps (`fatalError("…should not
/// be used")`) reads its value from the instance so (a `UserDefault` keyed by a property of the
/// class's settings object).
extension Interpreter {
    /// The value of the wrapped `property` of the class instance `base` through its wrapper's
    /// enclosing-instance subscript; nil when the wrapper declares none (or is the host's).
    func enclosingInstanceWrappedValue(_ wrapperName: String, property: String, of base: Value) throws -> Value? {
        guard propertyWrappers[wrapperName] == nil, case let .object(object) = base,
              let wrapper = type(named: wrapperName),
              let getter = wrapper.staticMethods["subscript"]?.first(where: { $0.labels == Self.enclosingInstanceLabels }) else {
            return nil
        }
        let root = object.type.name
        let arguments = [
            CallArgument("_enclosingInstance", base),
            CallArgument("wrapped", .keyPath(KeyPathValue(rootTypeName: root, components: [.member(property)]))),
            CallArgument("storage", .keyPath(KeyPathValue(rootTypeName: root, components: [.member("_" + property)]))),
        ]
        var metatype = Value.metatype(wrapper)
        return try call(getter, arguments, self: &metatype)
    }

    static let enclosingInstanceLabels: [String?] = ["_enclosingInstance", "wrapped", "storage"]
}
