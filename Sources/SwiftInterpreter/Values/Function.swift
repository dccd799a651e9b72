/// A native body: receives the interpreter, `self` (inout so `mutating` natives such as `append`
/// change the caller's value; `.void` for free functions) and the arguments.
public typealias NativeBody = (Interpreter, inout Value, [CallArgument]) throws -> Value

/// Anything callable: a user function, method, initializer or closure (with its captured scope),
/// or a native function the interpreter or the host provides. Compared by identity.
public final class Function {
    public enum Body {
        case native(NativeBody)
        case interpreted(InterpretedBody)
    }

    public let name: String
    public let body: Body
    /// CallArgument labels the function declares (`_` is nil); nil when any labels are accepted.
    public let labels: [String?]?
    /// `self` bound when a method is taken as a value (`items.map(format)` inside a type).
    public let boundSelf: Value?
    public let isMutating: Bool
    public let isStatic: Bool

    public init(name: String, labels: [String?]? = nil, isMutating: Bool = false, isStatic: Bool = false,
                boundSelf: Value? = nil, body: Body) {
        self.name = name
        self.labels = labels
        self.isMutating = isMutating
        self.isStatic = isStatic
        self.boundSelf = boundSelf
        self.body = body
    }

    /// A native function with any labels.
    public static func native(_ name: String, labels: [String?]? = nil, mutating: Bool = false,
                              _ body: @escaping NativeBody) -> Function {
        Function(name: name, labels: labels, isMutating: mutating, body: .native(body))
    }

    /// How many parameters an interpreted closure declares (`{ context in … }`: 1); nil for a
    /// native function or a closure that uses `$0`, whose count the call decides.
    public var declaredParameterCount: Int? {
        guard case let .interpreted(body) = body, !body.usesShorthand else { return nil }
        return body.parameters.count
    }

    /// The same function with `self` bound.
    public func binding(_ value: Value) -> Function {
        Function(name: name, labels: labels, isMutating: isMutating, isStatic: isStatic, boundSelf: value, body: body)
    }
}
