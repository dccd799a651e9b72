import SwiftFrontEnd

/// `static func palette(for palette: Shade) -> … { palette(for: palette) }`: Swift's unqualified
/// lookup stops at the innermost scope that declares the name (The Swift Programming Language,
/// "Declarations": a local or parameter hides an outer declaration of the same name), so the
/// callee is the parameter, a value that is not a function, and swiftc rejects the call: "cannot
/// call value of non-function type 'Shade'" (checked with swiftc 6.3.1 on a minimal program).
///
/// The program does not build, so the error is reported at the call, worded as swiftc words it.
/// Every other declaration of the module is still well defined, and the call's only reading that
/// compiles is the function of that name the local hides (the method, static method or global
/// function that takes the call's labels): the run calls it and goes on, rather than stopping
/// every preview that reaches the call (docs/interpreter.md, "A callee hidden by a value").
extension Interpreter {
    /// Whether calling the local `value` under `name` is the error above with an outer function of
    /// that name taking `labels`: then the error is reported and the caller looks past the local.
    func reportsCalleeHiddenByValue(_ value: Value, _ name: String, labels: [String?], _ scope: Scope, span: SourceSpan) -> Bool {
        guard Self.isPlainData(value), findMethod("callAsFunction", in: typeInfo(of: value), labels: labels) == nil,
              hiddenFunction(name, labels: labels, scope) != nil else { return false }
        currentSpan = span
        warn(.calleeHiddenByValue(typeName(of: value), name: name))
        return true
    }

    /// A value no call syntax applies to: not a function, a type, a key path, an implicit member
    /// chain, a type written as a value (`[Int]`) or a library value LayoutLens stands in for.
    private static func isPlainData(_ value: Value) -> Bool {
        switch value {
        case .int, .uint64, .double, .cgFloat, .bool, .string, .character, .optional, .set, .tuple, .range,
             .structValue, .enumValue, .object: return true
        default: return false
        }
    }

    /// The function named `name` the scope's locals hide, taking `labels`: a method of `self`'s
    /// type (outside a static context), one of its static methods, or a global function.
    private func hiddenFunction(_ name: String, labels: [String?], _ scope: Scope) -> Function? {
        if let type = scope.selfType {
            if !scope.isStaticContext, scope.hasSelf, let method = findMethod(name, in: type, labels: labels), method.canTake(labels) {
                return method
            }
            if let statics = type.staticMethods[name], let function = choose(statics, labels: labels), function.canTake(labels) {
                return function
            }
        }
        if let overloads = globalFunctionOverloads(name), let function = choose(overloads, labels: labels), function.canTake(labels) {
            return function
        }
        return nil
    }
}
