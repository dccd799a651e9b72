import SwiftFrontEnd

/// A class that inherits from a generic class binds the superclass's generic parameters
/// (`class Counter: Store<CounterState, CounterAction>`, or through `typealias CounterType =
/// Store<CounterState, CounterAction>`; The Swift Programming Language, "Generics": "Extending a
/// Generic Type", and "Inheritance"). In the superclass's methods called for such a class, a
/// parameter of type `State` is a `CounterState`, so an implicit member argument
/// (`super.init(initialViewState: .init(count: 3))`) is `CounterState.init(count:)`, as swiftc
/// resolves it, not a member of another type that happens to be named `State` (SwiftUI's
/// property wrapper).
extension Interpreter {
    /// The superclass's generic parameters bound by `inherited` (the inheritance clause's type as
    /// written), through one `typealias` when the clause names one.
    func genericArguments(of inherited: TypeSyntax, boundTo superclass: TypeInfo) -> [String: TypeHint] {
        guard !superclass.genericParameterNames.isEmpty else { return [:] }
        var written = inherited
        if case let .identifier(identifier, arguments) = written.kind, arguments.isEmpty,
           let alias = typeAliasTarget(identifier.name) {
            written = alias
        }
        guard case let .identifier(_, arguments) = written.kind, arguments.count == superclass.genericParameterNames.count else { return [:] }
        var bindings: [String: TypeHint] = [:]
        for (name, argument) in zip(superclass.genericParameterNames, arguments) {
            if let hint = TypeHint(argument) { bindings[name] = hint }
        }
        return bindings
    }

    /// The bindings of `owner`'s generic parameters for the class whose code is running (`self`'s
    /// type in `scope`, or a class below it): those its inheritance clause (or its superclass's)
    /// gave `owner`.
    func genericArguments(of owner: TypeInfo, for scope: Scope) -> [String: TypeHint]? {
        var current = scope.selfType
        while let type = current {
            if type.superclass === owner { return type.superclassGenericArguments.isEmpty ? nil : type.superclassGenericArguments }
            current = type.superclass
        }
        return nil
    }

    /// `parameters` with each generic parameter in their types replaced by its binding.
    static func specialised(_ parameters: [ParameterInfo], _ bindings: [String: TypeHint]) -> [ParameterInfo] {
        parameters.map { parameter in
            var specialised = parameter
            specialised.hint = parameter.hint.map { $0.substituting(bindings) }
            return specialised
        }
    }
}

extension TypeHint {
    /// The hint with each generic parameter named in `bindings` replaced by its binding.
    public func substituting(_ bindings: [String: TypeHint]) -> TypeHint {
        switch self {
        case let .named(name), let .genericParameter(name): return bindings[name] ?? self
        case let .generic(name, arguments): return .generic(name, arguments: arguments.map { $0.substituting(bindings) })
        case let .optional(wrapped): return .optional(wrapped.substituting(bindings))
        case let .array(element): return .array(element.substituting(bindings))
        case let .set(element): return .set(element.substituting(bindings))
        case let .dictionary(key, value): return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case let .tuple(elements, labels): return .tuple(elements.map { $0?.substituting(bindings) }, labels: labels)
        case .function, .opaque: return self
        }
    }
}
