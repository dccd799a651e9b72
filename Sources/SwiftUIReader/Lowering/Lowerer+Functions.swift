import Diagnostics
import LayoutEngine

/// Helper functions (`func row(_ title: String) -> some View`): called by name, their parameters
/// bound like a call in Swift, their body lowered (views) or evaluated (a single expression).
extension Lowerer {
    /// The function `name` visible from `scope`: the current struct's, else a top-level one.
    func function(named name: String, scope: Scope) -> FunctionDecl? {
        if let structName = scope.structName, let function = structs[structName]?.functions.first(where: { $0.name == name }) {
            return function
        }
        return functions[name]
    }

    /// Binds the call's arguments to the function's parameters; nil after reporting a mismatch.
    private mutating func bindParameters(_ function: FunctionDecl, arguments: [Argument], calleeRange: SourceRange,
                                         scope: Scope) -> Scope? {
        let parameters = function.parameters.map { parameter in
            Parameter(label: parameter.label, key: parameter.name, isOptional: parameter.defaultValue != nil,
                      isClosure: parameter.typeText?.contains("->") ?? false)
        }
        guard let bound = ArgumentMatcher.match(arguments, callee: function.name, calleeRange: calleeRange,
                                                signatures: [Signature(parameters)], sink: &sink) else { return nil }
        var inner = scope
        for parameter in function.parameters {
            guard let expr = bound[parameter.name]?.value ?? parameter.defaultValue,
                  let value = evaluate(expr, scope: scope) else { return nil }
            inner = inner.binding(parameter.name, to: Self.typed(value, as: parameter.typeText))
        }
        return inner
    }

    /// A call of a view-building function.
    mutating func callViewFunction(_ function: FunctionDecl, arguments: [Argument], calleeRange: SourceRange,
                                   scope: Scope) -> ViewNode? {
        guard let inner = bindParameters(function, arguments: arguments, calleeRange: calleeRange, scope: scope) else { return nil }
        return expanding("\(function.name)()", at: calleeRange) { lowerer in
            lowerer.single(lowerer.lowerBody(function.body, scope: inner), name: function.name, at: calleeRange)
        }
    }

    /// A call of a value function whose body is one expression (`func width(_ i: Int) -> CGFloat { CGFloat(i) * 10 }`).
    mutating func callValueFunction(_ function: FunctionDecl, arguments: [Argument], calleeRange: SourceRange,
                                    scope: Scope) -> Value? {
        if function.returnTypeText?.contains("View") ?? false {
            return callViewFunction(function, arguments: arguments, calleeRange: calleeRange, scope: scope).map { .views([$0]) }
        }
        guard let body = function.body.singleExpression else {
            sink.add(.unsupportedExpression("a function whose body is not a single expression"), at: calleeRange)
            return nil
        }
        guard let inner = bindParameters(function, arguments: arguments, calleeRange: calleeRange, scope: scope) else { return nil }
        return expanding("\(function.name)()", at: calleeRange) { lowerer in
            lowerer.evaluate(body, scope: inner).map { Self.typed($0, as: function.returnTypeText) }
        }
    }
}
