/// The generic arguments an instance was made with.
///
/// Swift keeps a generic type's arguments in the instance's metadata: inside `final class
/// Inject<Value>`, `Value.self` is the type the instance was made with, whatever its stored
/// properties hold (an implicitly unwrapped `_resolved: Value!` still `nil` says nothing). The
/// call gives them: written (`Box<Int>()`), from the contextual type (`let box: Box<Int> =
/// Box()`), or, for a property wrapper, from the wrapped property's declared type — SE-0258:
/// `@Inject var thread: Thread` makes an `Inject<Thread>`, the property's type being the
/// wrapper's `wrappedValue` type (checked with swiftc 6.3: `String(describing: Value.self)` in
/// such a wrapper's `init()` prints the property's type).
///
/// A class instance keeps them (`ObjectInstance.genericArguments`); a struct value keeps no
/// metadata in this interpreter, so they are seen while its initializer runs
/// (`initialisingGenericArguments`) and, after that, only through a stored property of the
/// parameter's type (`genericParameterBinding`).
extension Interpreter {
    /// The bindings of `wrapper`'s generic parameters that a property of type `hint` gives:
    /// its `wrappedValue`'s declared type matched against `hint` (`Value` for `var
    /// wrappedValue: Value`, also `Value?` against an optional property type).
    func wrapperGenericArguments(_ wrapper: TypeInfo, wrapping hint: TypeHint?) -> [String: TypeHint] {
        guard let hint, !wrapper.genericParameterNames.isEmpty else { return [:] }
        let declared = wrapper.storedProperties.first { $0.name == "wrappedValue" }?.hint
            ?? wrapper.computedProperties["wrappedValue"]?.hint
        guard let declared else { return [:] }
        var bindings: [String: TypeHint] = [:]
        Self.bind(declared, to: hint, parameters: Set(wrapper.genericParameterNames), into: &bindings)
        return bindings
    }

    /// Each generic parameter in `declared` bound to what stands in its place in `actual`.
    static func bind(_ declared: TypeHint, to actual: TypeHint, parameters: Set<String>, into bindings: inout [String: TypeHint]) {
        switch (declared, actual) {
        case let (.named(name), _) where parameters.contains(name), let (.genericParameter(name), _) where parameters.contains(name):
            if actual != .opaque, bindings[name] == nil { bindings[name] = actual }
        case let (.optional(declaredWrapped), .optional(actualWrapped)),
             let (.array(declaredWrapped), .array(actualWrapped)),
             let (.set(declaredWrapped), .set(actualWrapped)):
            bind(declaredWrapped, to: actualWrapped, parameters: parameters, into: &bindings)
        case let (.dictionary(declaredKey, declaredValue), .dictionary(actualKey, actualValue)):
            bind(declaredKey, to: actualKey, parameters: parameters, into: &bindings)
            bind(declaredValue, to: actualValue, parameters: parameters, into: &bindings)
        case let (.generic(declaredName, declaredArguments), .generic(actualName, actualArguments))
            where declaredName == actualName && declaredArguments.count == actualArguments.count:
            for (declaredArgument, actualArgument) in zip(declaredArguments, actualArguments) {
                bind(declaredArgument, to: actualArgument, parameters: parameters, into: &bindings)
            }
        default: break
        }
    }

    /// The binding of `name`, a generic parameter of the type whose code runs in `scope`, that
    /// the instance was made with: kept by a class instance, or by the struct being initialised.
    func madeWithGenericArgument(_ name: String, _ scope: Scope) -> TypeHint? {
        guard let type = scope.selfType else { return nil }
        if case let .object(object)? = scope.selfValue, let bound = object.genericArguments[name] { return bound }
        return initialisingGenericArguments.last { $0.type === type }?.arguments[name]
    }
}
