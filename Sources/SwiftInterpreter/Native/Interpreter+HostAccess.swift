import SwiftFrontEnd

/// Calling a closure as a result-builder body from the host.
///
/// A native initializer cannot declare `@ViewBuilder` on its parameters the way Swift source does,
/// so the host says it at the call: `HStack { Text("a"); Text("b") }` hands the runtime a closure
/// that it calls *building* with `ViewBuilder`, as Swift would have transformed it.
extension Interpreter {
    /// Calls `function` with `arguments`; an interpreted body that has no builder of its own is
    /// run through the builder named `builderName` (a closure that already has one keeps it).
    public func call(_ function: Function, _ arguments: [Value], building builderName: String) throws -> Value {
        guard case let .interpreted(body) = function.body, body.builderName == nil, resultBuilders[builderName] != nil else {
            return try call(function, arguments)
        }
        let built = InterpretedBody(kind: body.kind, statements: body.statements, parameters: body.parameters,
                                    usesShorthand: body.usesShorthand, returnHint: body.returnHint, captured: body.captured,
                                    owner: body.owner, isStatic: body.isStatic, builderName: builderName, file: body.file,
                                    span: body.span)
        built.shorthandHints = body.shorthandHints
        let function = Function(name: function.name, labels: function.labels, isMutating: function.isMutating,
                                isStatic: function.isStatic, boundSelf: function.boundSelf, body: .interpreted(built))
        return try call(function, arguments)
    }
}

/// Entry points for a host that runs pieces of a loaded file itself (a `#Preview`'s closure and
/// arguments are not declarations the interpreter runs on its own).
extension Interpreter {
    /// A closure written at the top level of the file, capturing the file's globals.
    public func topLevelClosure(_ closure: ClosureExpr) -> Function {
        makeClosure(closure, globals, hint: nil, builderName: nil)
    }

    /// Evaluates an expression written at the top level of the file (a preview's argument).
    public func evaluateTopLevel(_ expression: Expr) throws -> Value {
        currentSpan = expression.span
        return try eval(expression, globals, nil)
    }
}

/// What a host needs of the interpreter's internals, kept to a few calls.
extension Interpreter {
    /// Counts a nesting level the host enters on the program's behalf (resolving a user view's
    /// `body` inside another's), so a view that contains itself hits the call-depth limit.
    public func enterHostCall(named name: String) throws { try enterCall() }

    public func leaveHostCall() { leaveCall() }

    /// Every protocol `type` conforms to, inherited ones included.
    public func conformances(of type: TypeInfo) -> [String] { allConformances(of: type) }

    /// An `inout` argument for a host call: the callee's parameter aliases `box`, so what the
    /// callee writes is in `box` afterwards (a `Layout`'s `inout cache`).
    public func inoutArgument(_ box: Box) -> Value {
        .native(NativeValue(type: builtins.void, payload: InoutReference(box: box)))
    }

    /// The type written for the first parameter of an interpreted function (`HorizontalAlignment`
    /// in `explicitAlignment(of guide: HorizontalAlignment, …)`), to choose between overloads
    /// that differ only by parameter type.
    public func firstParameterTypeName(of function: Function) -> String? {
        guard case let .interpreted(body) = function.body, let name = body.parameters.first?.hint?.typeName else { return nil }
        return name
    }
}

/// A parameter of an interpreted function as the host sees it: its label, its declared type and
/// whether it has a default value.
public struct ParameterSlot {
    public var label: String?
    public var name: String
    public var hint: TypeHint?
    public var hasDefault: Bool
}

extension Interpreter {
    /// The statements of an interpreted function or closure (the host reads what a closure does
    /// before deciding to run it); nil for a native one.
    public func bodyStatements(of function: Function) -> [Stmt]? {
        guard case let .interpreted(body) = function.body else { return nil }
        return body.statements
    }

    /// The parameters of an interpreted function (an initializer the host calls with values it
    /// makes itself); nil for a native one.
    public func parameterSlots(of function: Function) -> [ParameterSlot]? {
        guard case let .interpreted(body) = function.body else { return nil }
        return body.parameters.map { ParameterSlot(label: $0.label, name: $0.localName ?? $0.label ?? "_", hint: $0.hint,
                                                   hasDefault: $0.defaultValue != nil || $0.isVariadic) }
    }
}
