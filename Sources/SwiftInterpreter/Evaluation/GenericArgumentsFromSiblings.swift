import SwiftFrontEnd

/// A generic type's parameter fixed by one argument of its initializer types another argument's
/// implicit members: `Segments(selection: $size, options: [.small, .large])` with `init(selection:
/// Binding<Option>, options: [Option])` is a `Segments<Size>`, so `.small` is `Size.small` (The
/// Swift Programming Language, "Generics": the type to use for a parameter "is inferred from the
/// types of values passed to the function"; swiftc 6.3 compiles the call and prints `Small` for
/// `options[0].title`, through a declared or a memberwise initializer). Swift solves the whole
/// call at once; here the arguments that give their own type (a name, `$binding`, `model.value`)
/// are evaluated first, each binding the parameters its declared type names (`T`, `T?`, `[T]`,
/// `Binding<T>`) from the value it holds (a binding holding nil binds nothing), and the rest are
/// then typed by the specialised parameters, and a default left out reads them. Only done when an
/// argument waits for such a type (an implicit member or an array of them) or a default of such a
/// type is left out, so every other call is evaluated as before.
extension Interpreter {
    /// The arguments with the self-typed ones already evaluated, and the bindings they give; nil
    /// when no argument waits for a generic parameter's type or none binds one.
    func genericArgumentsFromSiblings(_ arguments: [PendingArgument], _ scope: Scope, parameters: [ParameterInfo],
                                      owner: TypeInfo) throws -> (arguments: [PendingArgument], bindings: [String: TypeHint])? {
        let names = owner.genericParameterNames
        guard !names.isEmpty, !arguments.isEmpty else { return nil }
        let marker = Dictionary(uniqueKeysWithValues: names.map { ($0, TypeHint.opaque) })
        func mentionsParameter(_ hint: TypeHint?) -> Bool { hint.map { $0.substituting(marker) != $0 } ?? false }
        // Each argument's parameter, by its label in order (the matcher's own rule, without defaults' gaps).
        var matched: [ParameterInfo?] = []
        var position = 0
        for argument in arguments {
            let found = parameters.indices.dropFirst(position).first { parameters[$0].label == argument.label }
            if let found { position = found + 1 }
            matched.append(found.map { parameters[$0] })
        }
        let waits = zip(arguments, matched).contains { argument, parameter in
            guard mentionsParameter(parameter?.hint), let expression = argument.expression else { return false }
            if case let .arrayLiteral(elements) = expression.kind { return elements.contains(where: Self.startsWithImplicitMember) }
            return Self.startsWithImplicitMember(expression)
        }
        // A default left to fill a parameter of the generic type reads it too (`options: [Option] =
        // Array(Option.allCases)` in `Chips(selected: Size.large)`).
        let given = Set(arguments.map(\.label))
        let defaultWaits = parameters.contains { $0.defaultValue != nil && !given.contains($0.label) && mentionsParameter($0.hint) }
        guard waits || defaultWaits else { return nil }
        var prepared = arguments
        var bindings: [String: TypeHint] = [:]
        for index in arguments.indices {
            guard let declared = matched[index]?.hint, mentionsParameter(declared), arguments[index].value == nil,
                  let expression = arguments[index].expression, Self.givesItsOwnType(expression) else { continue }
            let value = try eval(expression, scope, nil)
            prepared[index].value = value
            try bind(declared, toTypeOf: value, parameters: Set(names), into: &bindings)
        }
        return bindings.isEmpty ? nil : (prepared, bindings)
    }

    /// The parameters of `type`'s memberwise initializer as the inference reads them: a
    /// `@Binding var selection: Option` takes a `Binding<Option>`.
    func memberwiseParameters(of type: TypeInfo) -> [ParameterInfo] {
        let properties = type.storedProperties
        return properties.indices.filter { Self.isMemberwiseParameter(properties, $0) }.map { index in
            let hint = properties[index].hint
            let wrapped = properties[index].wrapper?.typeName == "Binding" ? hint.map { TypeHint.generic("Binding", arguments: [$0]) } : hint
            return ParameterInfo(label: Self.memberwiseLabel(properties, index), hint: wrapped)
        }
    }

    /// A name, `$name`, or a member read from one (`model.size`): its value has its own type.
    private static func givesItsOwnType(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case let .memberAccess(access): return access.base != nil && !startsWithImplicitMember(expression)
        default: return false
        }
    }

    /// The bindings of the generic parameters `declared` names that `value`'s type gives.
    private func bind(_ declared: TypeHint, toTypeOf value: Value, parameters: Set<String>, into bindings: inout [String: TypeHint]) throws {
        switch (declared, value) {
        case let (.named(name), _) where parameters.contains(name), let (.genericParameter(name), _) where parameters.contains(name):
            guard bindings[name] == nil, Self.isInstance(value), !isUnseen(value), let hint = hintOfValue(value) else { return }
            bindings[name] = hint
        case let (.optional(wrapped), .optional(inner?)): try bind(wrapped, toTypeOf: inner, parameters: parameters, into: &bindings)
        case (.optional, .optional(nil)): return
        case let (.optional(wrapped), _): try bind(wrapped, toTypeOf: value, parameters: parameters, into: &bindings)
        case let (.array(element), .array(elements)):
            if let first = elements.first { try bind(element, toTypeOf: first, parameters: parameters, into: &bindings) }
        case let (.generic("Binding", arguments), .native) where arguments.count == 1:
            try bind(arguments[0], toTypeOf: try member(of: value, named: "wrappedValue"), parameters: parameters, into: &bindings)
        default: return
        }
    }
}
