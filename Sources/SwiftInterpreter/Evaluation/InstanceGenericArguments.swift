import SwiftFrontEnd

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
/// A class instance keeps them (`ObjectInstance.genericArguments`), and so does a struct or enum
/// value (`StructInstance.genericArguments`, `EnumInstance.genericArguments`: Swift knows a
/// value's generic arguments from its static type, so `Box<User>.empty.first` runs `first` with
/// `T` as `User` even when no stored property holds a `User`); while its initializer runs they are
/// `initialisingGenericArguments`. Without them, a stored property of the parameter's type still
/// tells it (`genericParameterBinding`).
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

    /// Runs `body` with `bindings` as the generic arguments of `type` being made: a default
    /// argument of its initializer or static method, evaluated in the declaration's context
    /// (`DefaultArgumentScope`), reads the type the call names (`Chips<Size>(selected: $size)`
    /// running `options: [Option] = Array(Option.allCases)` reads `Size.allCases`: the default is
    /// type-checked with the parameter bound by the call, The Swift Programming Language,
    /// "Generics"; checked with swiftc 6.3).
    func withGenericArguments<Result>(_ bindings: [String: TypeHint], of type: TypeInfo?, _ body: () throws -> Result) rethrows -> Result {
        guard let type, !bindings.isEmpty, !type.genericParameterNames.isEmpty else { return try body() }
        initialisingGenericArguments.append((type, bindings))
        defer { initialisingGenericArguments.removeLast() }
        return try body()
    }

    /// The binding of `name`, a generic parameter of the type whose code runs in `scope`, that
    /// the instance was made with: kept by a class instance, or by the struct being initialised.
    func madeWithGenericArgument(_ name: String, _ scope: Scope) -> TypeHint? {
        guard let type = scope.selfType else { return nil }
        switch scope.selfValue {
        case let .object(object)?: if let bound = object.genericArguments[name] { return bound }
        case let .structValue(value)? where value.type === type: if let bound = value.genericArguments[name] { return bound }
        case let .enumValue(value)? where value.type === type: if let bound = value.genericArguments[name] { return bound }
        default: break
        }
        return initialisingGenericArguments.last { $0.type === type }?.arguments[name]
    }

    /// `value` (an instance of `type` just made) keeping the generic arguments it was made with.
    func keepingGenericArguments(_ arguments: [String: TypeHint], of type: TypeInfo, in value: Value) -> Value {
        guard !arguments.isEmpty else { return value }
        switch value {
        case var .structValue(instance) where instance.type === type && instance.genericArguments.isEmpty:
            instance.genericArguments = arguments
            return .structValue(instance)
        case var .enumValue(instance) where instance.type === type && instance.genericArguments.isEmpty:
            instance.genericArguments = arguments
            return .enumValue(instance)
        default: return value
        }
    }

    /// The generic arguments written on a static member's base (`Box<User>` in `Box<User>.empty`,
    /// `Loadable<User>.loading`, `Box<User>.filled()`), for a program type with generic parameters.
    func writtenStaticGenericArguments(_ base: Expr?, _ scope: Scope) -> (type: TypeInfo, arguments: [String: TypeHint])? {
        guard let base, case let .specialize(name, written) = base.kind, case let .identifier(identifier) = name.kind,
              let type = nestedTypeInScope(identifier.name, from: scope.selfType) ?? type(named: identifier.name),
              type.kind == .structType || type.kind == .enumType || type.kind == .classType,
              type.genericParameterNames.count == written.count else { return nil }
        var arguments: [String: TypeHint] = [:]
        for (parameter, syntax) in zip(type.genericParameterNames, written) {
            if let hint = TypeHint(syntax), hint != .opaque { arguments[parameter] = hint }
        }
        arguments = resolvingOwnGenericParameters(arguments, scope)
        return arguments.isEmpty ? nil : (type, arguments)
    }

    /// A static member read on a type written with its generic arguments: its code runs with them
    /// bound (`T.placeholder` in `static var empty`), and the value of that type it gives keeps them
    /// (The Swift Programming Language, "Generics": "Extending a Generic Type" — the type's
    /// parameters are its arguments in its static members too; checked with swiftc 6.3).
    func withWrittenStaticArguments(_ written: (type: TypeInfo, arguments: [String: TypeHint]), _ body: () throws -> Value) throws -> Value {
        let value = try withGenericArguments(written.arguments, of: written.type, body)
        return keepingGenericArguments(written.arguments, of: written.type, in: value)
    }

    /// `bindings` with each generic parameter of the running code's own type replaced by what it
    /// is bound to there: `Box(items: [])` under `-> Box<T>` in `Box<User>.empty` is a `Box<User>`.
    func resolvingOwnGenericParameters(_ bindings: [String: TypeHint], _ scope: Scope) -> [String: TypeHint] {
        guard let owner = scope.selfType, !owner.genericParameterNames.isEmpty, !bindings.isEmpty else { return bindings }
        var known: [String: TypeHint] = [:]
        for name in owner.genericParameterNames {
            if let bound = madeWithGenericArgument(name, scope) { known[name] = bound }
        }
        return known.isEmpty ? bindings : bindings.mapValues { $0.substituting(known) }
    }
}
