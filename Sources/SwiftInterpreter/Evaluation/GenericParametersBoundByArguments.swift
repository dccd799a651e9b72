import SwiftFrontEnd

/// How a parameter of a generic function binds one of its generic parameters: `_ value: T` by
/// the argument's type, `_ type: T.Type` by the type given (`make(Theme.self)`).
struct GenericParameterBinding {
    var name: String
    var isMetatype: Bool
}

/// A generic function's parameter `T` used as a value in its body (`T.defaultValue`,
/// `T.allCases`, `T()`, `T.self`) is the type the call binds it to (The Swift Programming
/// Language, "Generics", "Type Parameters": the placeholder "is replaced with an actual type
/// whenever the function is called"). Values are dynamically typed here, so the binding is read
/// from the arguments: a metatype argument for `T.Type` is that type; an instance for `T` is
/// its own type. Checked with swiftc 6.3: the differential case
/// `genericParameterBoundByItsArgumentAsAValue`.
///
/// A parameter no argument binds is bound by the call's contextual type through the result
/// (`func decode<T: Decodable>() -> T` called as `let item: Item = decode()`: T is `Item`), as
/// Swift's type inference solves it from the result's type (The Swift Programming Language,
/// "Generics": "the type to use for T is inferred from the types of values passed to the
/// function" — and from the context its result is used in, "Type Inference" under "Types").
/// Only a written type name binds it here (`Item`, `Item?` against `T?`); an array or
/// dictionary type would lose its element type (`[Item].self` is a plain array's metatype).
extension Interpreter {
    /// Marks the parameters written as a bare generic parameter of `function` (or its metatype).
    static func markGenericParameterBindings(_ parameters: inout [ParameterInfo], _ function: FunctionDecl) {
        let names = Set(function.genericParameters.map(\.name.name))
        for (index, parameter) in function.parameters.enumerated() where parameters.indices.contains(index) {
            guard let kind = parameter.type?.kind else { continue }
            switch kind {
            case let .identifier(name, arguments) where arguments.isEmpty && names.contains(name.name):
                parameters[index].bindsGenericParameter = GenericParameterBinding(name: name.name, isMetatype: false)
            case let .metatype(inner, _):
                if case let .identifier(name, arguments) = inner.kind, arguments.isEmpty, names.contains(name.name) {
                    parameters[index].bindsGenericParameter = GenericParameterBinding(name: name.name, isMetatype: true)
                }
            default: break
            }
        }
    }

    /// The generic parameters of `function` that none of its parameters binds and its result
    /// type names (`T` of `func decode<T: Decodable>() -> T`).
    static func resultBoundGenericParameters(_ parameters: [ParameterInfo], _ function: FunctionDecl) -> Set<String> {
        guard let result = TypeHint(function.returnType) else { return [] }
        let bound = Set(parameters.compactMap { $0.bindsGenericParameter?.name })
        var named: [String: TypeHint] = [:]
        let free = Set(function.genericParameters.map(\.name.name)).subtracting(bound)
        bind(result, to: result, parameters: free, into: &named)
        return Set(named.keys)
    }

    /// Runs `call` with `hint` (the call's contextual type) waiting for `function` when only its
    /// result binds some of its generic parameters: a method as well as a global function
    /// (`let repo: Repository = container.resolve()`, `container.resolve() as Repository`, a
    /// parameter's default value `repo: Repository = Container.shared.resolve()`), as Swift's
    /// type inference binds `T` of `func resolve<T>() -> T` from the result's type wherever the
    /// function is declared (checked with swiftc 6.3: `String(describing: T.self)` in such a
    /// method prints the contextual type's name).
    func withContextualResult<Result>(for function: Function?, _ hint: TypeHint?, _ call: () throws -> Result) rethrows -> Result {
        guard let hint, let function, case let .interpreted(body) = function.body, !body.resultBoundGenericParameters.isEmpty else {
            return try call()
        }
        contextualResultHint = hint
        defer { contextualResultHint = nil }
        return try call()
    }

    /// Declares each of `body`'s result-bound generic parameters that the arguments left
    /// unbound as the type `expected` (the call's contextual type) gives it through the result.
    func bindGenericParameters(byResult expected: TypeHint, _ body: InterpretedBody, _ scope: Scope) {
        guard let declared = body.returnHint else { return }
        var bindings: [String: TypeHint] = [:]
        Self.bind(declared, to: expected, parameters: body.resultBoundGenericParameters, into: &bindings)
        for (name, hint) in bindings where scope.localBox(name) == nil {
            guard case let .named(typeName) = hint, let type = type(named: typeName) else { continue }
            scope.declare(name, .metatype(type), isLet: true, hint: nil)
        }
    }

    /// Declares the generic parameter `binding` names in the call's scope as the type `value`
    /// gives it; nothing when the value says no type (nil, a stand-in) or an earlier argument
    /// bound it already.
    func bindGenericParameter(_ binding: GenericParameterBinding, to value: Value, _ scope: Scope) {
        guard scope.localBox(binding.name) == nil else { return }
        let type: TypeInfo
        if binding.isMetatype {
            // `[Item].self`, `[String: [String: String]].self`: a collection type is a literal of
            // its element types here (`DecodedType(typeValue:)` reads them); `T` is that type,
            // so `decoder.decode(T.self, from: data)` in the body decodes the elements' types.
            if Self.isCollectionTypeLiteral(value) {
                scope.declare(binding.name, value, isLet: true, hint: nil)
                return
            }
            guard case let .metatype(given) = value else { return }
            type = given
        } else {
            guard Self.isInstance(value), !isUnseen(value) else { return }
            type = typeInfo(of: value)
        }
        scope.declare(binding.name, .metatype(type), isLet: true, hint: nil)
    }

    /// Whether `value` is a collection type written as a value: an array of one type
    /// (`[Item].self`) or a dictionary of one entry of types (`[String: Item].self`), nested.
    static func isCollectionTypeLiteral(_ value: Value) -> Bool {
        func isType(_ value: Value) -> Bool {
            if case .metatype = value { return true }
            return isCollectionTypeLiteral(value)
        }
        switch value {
        case let .array(elements): return elements.count == 1 && isType(elements[0])
        case let .dictionary(entries): return entries.count == 1 && isType(entries.keys[0]) && isType(entries.values[0])
        default: return false
        }
    }
}
