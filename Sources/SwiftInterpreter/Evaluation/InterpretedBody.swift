import SwiftFrontEnd

/// One parameter of a user function, initializer or closure, prepared for argument binding.
struct ParameterInfo {
    var label: String?
    var localName: String?
    var hint: TypeHint?
    var defaultValue: Expr?
    var isInout: Bool
    var isVariadic: Bool
    /// `@ViewBuilder content: () -> Content`: closures passed here are built with this builder.
    var builderName: String?
    /// How many parameters its function type declares (`(CGSize) -> Content` has 1), nil when
    /// it is not a function type.
    var functionArity: Int?
    /// `@autoclosure () -> T`: the argument (or default) is an expression of type `T` that Swift
    /// wraps in a closure, evaluated when the function calls it (The Swift Programming
    /// Language, "Closures": "Autoclosures").
    var isAutoclosure = false
    /// The parameter types its function type declares (`(CGSize) -> Content` has `CGSize`), nil
    /// when it is not a function type.
    var functionParameterHints: [TypeHint?]?
    /// Whether it is declared as a metatype (`entity: T.Type`), which only a type (`Item.self`)
    /// is given to.
    var declaresMetatype = false
    /// The protocol an existential or opaque parameter names (`_ c: (any Palette)?`,
    /// `some Palette`), nil otherwise: only a value whose type conforms to it is given here.
    var existentialProtocol: String?
    /// The function's generic parameter this parameter's argument binds (`GenericParametersBound
    /// ByArguments`): `T` for `_ value: T` and for `_ type: T.Type`.
    var bindsGenericParameter: GenericParameterBinding?
    /// The protocol its type is constrained to when that type is a generic parameter of the
    /// declaring type (`in shape: S` of `Surface<S: Shape>` has `Shape`), as a hint
    /// (`GenericParameterConformance`).
    var conformanceHint: TypeHint?

    init(_ parameter: Parameter, isClosure: Bool = false) {
        label = isClosure ? nil : parameter.label
        localName = parameter.localName
        hint = TypeHint(parameter.type)
        defaultValue = parameter.defaultValue
        isVariadic = parameter.isVariadic
        isInout = false
        // Any other attribute may name a result builder; the call checks that it is one.
        let notBuilders: Set<String> = ["escaping", "Sendable", "MainActor", "autoclosure", "noescape", "_implicitSelfCapture"]
        builderName = parameter.attributes.first { !notBuilders.contains($0.name.name) }?.name.name
        var type = parameter.type
        if parameter.attributes.contains(where: { $0.name.name == "autoclosure" }) { isAutoclosure = true }
        while case let .attributed(specifiers, attributes, inner)? = type?.kind {
            if specifiers.contains("inout") { isInout = true }
            if attributes.contains(where: { $0.name.name == "autoclosure" }) { isAutoclosure = true }
            if let builder = attributes.first(where: { !notBuilders.contains($0.name.name) }) { builderName = builder.name.name }
            type = inner
        }
        if isInout { hint = TypeHint(type) }
        while let kind = type?.kind {
            if case let .optional(wrapped) = kind { type = wrapped; continue }
            if case let .attributed(_, _, inner) = kind { type = inner; continue }
            // `(any Palette)?`: the parentheses only group.
            if case let .tuple(elements) = kind, elements.count == 1, elements[0].label == nil { type = elements[0].type; continue }
            if case let .any(inner) = kind, case let .identifier(name, arguments) = inner.kind, arguments.isEmpty { existentialProtocol = name.name }
            if case let .some(inner) = kind, case let .identifier(name, arguments) = inner.kind, arguments.isEmpty { existentialProtocol = name.name }
            if case let .function(function) = kind {
                functionArity = function.parameters.count
                functionParameterHints = function.parameters.map { TypeHint($0.type) }
            }
            if case .metatype = kind { declaresMetatype = true }
            break
        }
    }

    init(name: String) {
        localName = name
        isInout = false
        isVariadic = false
    }

    /// An enum case's associated value as a parameter (label and type only).
    init(label: String?, hint: TypeHint?) {
        self.label = label
        localName = label
        self.hint = hint
        isInout = false
        isVariadic = false
    }
}

/// A user function, method, initializer, accessor or closure: its code, parameters, the scope it
/// captured and the type it belongs to.
public final class InterpretedBody {
    enum Kind {
        case function
        case method
        case initializer(failable: Bool)
        case closure
    }

    let kind: Kind

    /// Whether it is a closure's body (no declared result type may say what it gives).
    var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }
    let statements: [Stmt]
    let parameters: [ParameterInfo]
    /// Closures without a signature use `$0`, `$1`, …
    let usesShorthand: Bool
    /// The types of `$0`, `$1`, … when the closure was written where a function type declares
    /// them (`let format: (Double) -> String = { … $0 … }`); empty otherwise.
    var shorthandHints: [TypeHint?] = []
    let returnHint: TypeHint?
    public let captured: Scope
    /// The type whose member this is (for `super` and unqualified member names).
    let owner: TypeInfo?
    let isStatic: Bool
    /// The result builder applied to the body (`@ViewBuilder func`, a closure passed to a builder
    /// parameter), by name.
    var builderName: String?
    let file: SourceFileSyntax?
    let span: SourceSpan
    /// The expression and its statement's span when the body is one expression statement (a
    /// computed property's `item.title`), found once instead of at every call.
    let singleExpression: (expression: Expr, span: SourceSpan)?
    /// The scope of this method's last call, emptied, when nothing kept it (no closure captured
    /// it): the next call takes it instead of making one (`Scope.reuse(forCallWithSelf:type:)`).
    /// A body belongs to one interpreter (it captures that interpreter's scope), so one thread.
    @exclusivity(unchecked) var spareCallScope: Scope?
    /// The scope its parameters' default values are evaluated in, made at the first default used
    /// (`InterpretedBody.defaultArgumentScope`).
    @exclusivity(unchecked) var madeDefaultArgumentScope: Scope?
    /// The function's generic parameters that only its result binds (`T` of `func decode<T:
    /// Decodable>() -> T`): the call's contextual type binds them (`GenericParametersBoundByArguments`).
    var resultBoundGenericParameters: Set<String> = []
    /// The generic parameters in scope in the body: a generic function's own (`T` of `func
    /// fetch<T>(completion: (T) -> Void)`), and for a closure those of the code it is written in.
    var genericParameterNames: Set<String> = []
    /// An `init?` (not an `init!`): what a call of it makes is an optional (`FailableInitializerResult`).
    var makesOptional = false

    init(kind: Kind, statements: [Stmt], parameters: [ParameterInfo], usesShorthand: Bool = false, returnHint: TypeHint?,
         captured: Scope, owner: TypeInfo?, isStatic: Bool, builderName: String? = nil, file: SourceFileSyntax?, span: SourceSpan) {
        self.kind = kind
        self.statements = statements
        self.parameters = parameters
        self.usesShorthand = usesShorthand
        self.returnHint = returnHint
        self.captured = captured
        self.owner = owner
        self.isStatic = isStatic
        self.builderName = builderName
        self.file = file
        self.span = span
        if statements.count == 1, case let .expression(expression) = statements[0].kind {
            singleExpression = (expression, statements[0].span)
        } else {
            singleExpression = nil
        }
    }
}

extension Function {
    /// Whether the file's code defines it (not the host).
    var isInterpreted: Bool {
        if case .interpreted = body { return true }
        return false
    }

    /// Whether a call with these argument labels can bind to this function's parameters: each
    /// parameter takes the next argument with its label, or keeps its default value; an unlabelled
    /// argument may be a trailing closure given to a parameter of function type. A host function
    /// takes any labels.
    func canTake(_ labels: [String?]) -> Bool {
        guard case let .interpreted(body) = body else { return true }
        if Self.takes(labels, body.parameters) { return true }
        return takesLastAsTrailingClosure(labels)
    }

    /// Whether the last, unlabelled argument can be a trailing closure given to a parameter of
    /// function type, the others binding before it: it may skip a defaulted `_` parameter taking
    /// no function (`section { … }` for `section(_ title: String? = nil, content:)`, SE-0286's
    /// forward scan) — the call without it, then the closure. False for a host function.
    func takesLastAsTrailingClosure(_ labels: [String?]) -> Bool {
        guard case let .interpreted(body) = body, labels.last == .some(nil) else { return false }
        return body.parameters.indices.contains { position in
            let parameter = body.parameters[position]
            guard parameter.takesAClosure else { return false }
            let before = Array(body.parameters[..<position]), after = Array(body.parameters[(position + 1)...])
            return Self.takes(Array(labels.dropLast()), before) && Self.takes([], after)
        }
    }

    /// `canTake` by label and position alone (an unlabelled argument goes to the next `_`
    /// parameter, or to a function-typed one as a trailing closure).
    private static func takes(_ labels: [String?], _ parameters: [ParameterInfo]) -> Bool {
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if next < labels.count, labels[next] == parameter.label || labels[next] == nil && parameter.takesAClosure {
                next += 1
                if parameter.isVariadic {
                    // The last unlabelled argument may be the trailing closure of a later parameter.
                    let closureFollows = parameters[(position + 1)...].contains { $0.takesAClosure }
                    while next < labels.count - (closureFollows ? 1 : 0), labels[next] == nil { next += 1 }
                }
            } else if parameter.defaultValue == nil && !parameter.isVariadic {
                return false
            }
        }
        return next == labels.count
    }
}

extension ParameterInfo {
    /// Whether the parameter is of function type (a trailing closure may be given to it unlabelled).
    var takesAClosure: Bool {
        var type = hint
        while case let .optional(wrapped)? = type { type = wrapped }
        if case .function? = type { return true }
        return false
    }
}
