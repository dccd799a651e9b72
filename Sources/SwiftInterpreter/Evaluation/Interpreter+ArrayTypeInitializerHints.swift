import SwiftFrontEnd

extension Interpreter {
    /// Evaluates the arguments of an array type's initializer called as `[T](…)`, each with the
    /// type Swift gives it from `T`: an unlabelled argument is a sequence of `T`
    /// (`init<S: Sequence>(_ elements: S) where S.Element == Element`), so an array literal there
    /// is a `[T]` and its implicit members are `T`'s (`[Tag]([.init(id: 1)])`);
    /// `init(repeating: Element, count: Int)` gives `repeating:` the type `T` (Apple's
    /// documentation of `Array`, "Creating an Array"). An element written as another file's
    /// stand-in gives no hint.
    func evaluateArrayTypeInitializerArguments(element: Value, _ arguments: [PendingArgument], _ scope: Scope,
                                               span: SourceSpan) throws -> EvaluatedArguments {
        let elementHint = Self.typeHint(writtenAs: element)
        let parameters = arguments.map { argument -> ParameterInfo in
            switch argument.label {
            case nil: return ParameterInfo(label: nil, hint: elementHint.map { .array($0) })
            case "repeating"?: return ParameterInfo(label: "repeating", hint: elementHint)
            case "count"?: return ParameterInfo(label: "count", hint: .named("Int"))
            case let label: return ParameterInfo(label: label, hint: nil)
            }
        }
        return try evaluate(arguments, scope, parameters: parameters, defaultsScope: globals, span: span)
    }

    /// The type hint of a type written as a value (`Tag` in `[Tag]()`, `[String]` in
    /// `[[String]]()`), nil when the type is not one the interpreter knows by name.
    static func typeHint(writtenAs value: Value) -> TypeHint? {
        switch value {
        case let .metatype(type): return .named(type.qualifiedName)
        case let .array(elements) where elements.count == 1: return typeHint(writtenAs: elements[0]).map { .array($0) }
        default: return nil
        }
    }
}
