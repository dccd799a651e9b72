import SwiftFrontEnd

/// A generic type's parameters bound by the arguments its contextual type is written with.
///
/// Swift infers a generic type's arguments from the context of an implicit member expression:
/// under `PagingViewModel<CultureLibrary>` (a property's declared type, a parameter's), `.init(
/// library: .init())` is `PagingViewModel<CultureLibrary>.init(library:)`, whose `library:
/// Library` is then a `CultureLibrary`, so the inner `.init()` is `CultureLibrary.init()` (The
/// Swift Programming Language, "Implicit Member Expression": "the type is inferred from the
/// context", and "Generics": a generic type's parameters are replaced by its arguments wherever
/// they appear; checked with swiftc 6.3 by `generic_arguments_of_the_contextual_type_type_an_
/// implicit_initializers_arguments.swift`).
extension Interpreter {
    /// The bindings of `type`'s generic parameters that `hint` (looking through optionals)
    /// writes, one argument for each parameter; empty when it writes none or another count.
    func genericBindings(of type: TypeInfo, from hint: TypeHint?) -> [String: TypeHint] {
        guard let arguments = hint?.genericArguments, !arguments.isEmpty,
              arguments.count == type.genericParameterNames.count else { return [:] }
        var bindings: [String: TypeHint] = [:]
        for (name, argument) in zip(type.genericParameterNames, arguments) where argument != .opaque { bindings[name] = argument }
        return bindings
    }

    /// Runs `body` (a static call of `type` made under the contextual type `hint`) with the
    /// hint's generic arguments as the written ones when `type` is the library's: `.constant(
    /// .show)` under `Binding<Kind>` reads `Kind` as `Binding.constant`'s `Value`, as a library
    /// initializer reads `FetchDescriptor<Bookmark>`'s.
    func withContextualTypeArguments<Result>(of type: TypeInfo, _ hint: TypeHint?, _ body: () throws -> Result) rethrows -> Result {
        guard type.native != nil, let written = hint?.genericArguments, !written.isEmpty else { return try body() }
        let saved = writtenTypeArguments
        writtenTypeArguments = written
        defer { writtenTypeArguments = saved }
        return try body()
    }

    /// `arguments` already evaluated without a contextual type (a deferred `.init(library:
    /// .init())` inside a library wrapper's `wrappedValue:`), with each implicit member among
    /// them resolved against its parameter of `name` on `type` as `bindings` specialise it.
    func resolvingDeferred(_ arguments: [CallArgument], of name: String, in type: TypeInfo,
                           _ bindings: [String: TypeHint]) throws -> [CallArgument] {
        let labels = arguments.map(\.label)
        let function = name == "init" ? findInitializer(type, labels: labels) : type.staticMethods[name].flatMap { choose($0, labels: labels) }
        guard case let .interpreted(body)? = function?.body else { return arguments }
        var resolved = arguments
        for index in resolved.indices {
            guard case .unresolvedMember = resolved[index].value,
                  let hint = Self.parameter(for: resolved[index].label, at: index, in: body)?.hint else { continue }
            resolved[index].value = try coerce(resolved[index].value, to: hint.substituting(bindings))
        }
        return resolved
    }
}

extension TypeHint {
    /// The hint with its type's name replaced by `name` (a qualified spelling of the same type),
    /// keeping the generic arguments written with it.
    func naming(_ name: String) -> TypeHint {
        if case let .generic(_, arguments) = self { return .generic(name, arguments: arguments) }
        return .named(name)
    }
}
