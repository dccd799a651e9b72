import SwiftFrontEnd

/// A closure given where several overloads with the same labels differ in the parameter's type
/// (a generic `Publisher<Element>`'s `init(_ data: Element...)`, `init(_ data: Element)`,
/// `init(_ data: () -> [Element])` and `init(_ data: () -> Element)`). Swift ranks the viable
/// overloads and calls the most specialised one: a parameter of function type is more specialised
/// than a bare generic parameter, which any type (a closure's too) could bind (The Swift
/// Programming Language, "Generics"; swift/docs/TypeChecker.md, "Comparing Solutions": the
/// solution whose declaration is more specialised wins). A closure whose body is an array
/// literal has an array result, so of `() -> [Element]` and `() -> Element` it takes the first;
/// one whose body makes an instance of the program's struct, enum or class (`{ Item(name: "c") }`)
/// has no array result and takes the second. A single argument fits a non-variadic parameter
/// before a variadic one (`init(_ data: Element)` over `init(_ data: Element...)`; the same
/// "Comparing Solutions" ranks a variadic match lower). Checked with swiftc 6
/// (`genericClassConvenienceInits` in the differential cases).
extension Interpreter {
    /// Of `candidates` (all taking the call's labels), those that take each closure argument as a
    /// function (when any does), and of those the ones whose function returns an array for a
    /// closure returning an array literal, or none for one making the program's instance (when
    /// any does); then, for a single argument, the non-variadic ones (when any is).
    func fittingClosureArgumentTypes(_ candidates: [Function], _ values: [CallArgument]) -> [Function] {
        var kept = candidates
        for (index, argument) in values.enumerated() {
            guard case let .function(closure) = argument.value else { continue }
            let taking = kept.filter { Self.declaredParameter($0, argument.label, index)?.takesAClosure ?? false }
            guard !taking.isEmpty else { continue }
            kept = taking
            guard case let .interpreted(closureBody) = closure.body, closureBody.isClosure,
                  let result = closureBody.singleExpression?.expression else { continue }
            let wantsArray: Bool
            switch result.kind {
            case .arrayLiteral: wantsArray = true
            case let .call(call) where makesProgramInstance(call.callee): wantsArray = false
            default: continue
            }
            let matching = kept.filter { Self.returnsArray(Self.declaredParameter($0, argument.label, index)?.hint) == wantsArray }
            if !matching.isEmpty { kept = matching }
        }
        if values.count == 1, kept.count > 1 {
            let plain = kept.filter { !(Self.declaredParameter($0, values[0].label, 0)?.isVariadic ?? true) }
            if !plain.isEmpty { kept = plain }
        }
        return kept
    }

    /// Whether `callee` names a struct, enum or class the program declares (`Item` in
    /// `Item(name: "c")`), whose instance is no array.
    private func makesProgramInstance(_ callee: Expr) -> Bool {
        guard case let .identifier(name) = callee.kind, let type = type(named: name.name), !type.isLibraryType, type.native == nil else { return false }
        return type.kind == .structType || type.kind == .enumType || type.kind == .classType
    }

    private static func declaredParameter(_ function: Function, _ label: String?, _ index: Int) -> ParameterInfo? {
        guard case let .interpreted(body) = function.body else { return nil }
        return parameter(for: label, at: index, in: body)
    }

    private static func returnsArray(_ hint: TypeHint?) -> Bool {
        var type = hint
        while case let .optional(wrapped)? = type { type = wrapped }
        guard case let .function(_, result)? = type else { return false }
        if case .array? = result { return true }
        return false
    }
}
