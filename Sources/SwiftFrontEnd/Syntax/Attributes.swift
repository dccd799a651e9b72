/// `@Name`, `@Name(arguments)` or `@Name<Generic>(…)` before a declaration, a type or a closure:
/// property wrappers (`@State`, `@Environment(\.colorScheme)`), result builders (`@ViewBuilder`),
/// macros (`@Observable`), and compiler attributes (`@MainActor`, `@available(iOS 17, *)`).
public struct Attribute: Sendable {
    /// The attribute's name (for `@Foo.Bar` the dotted name `Foo.Bar`).
    public var name: Identifier
    /// Generic arguments written after the name (`@Wrapper<Int>`), else empty.
    public var genericArguments: [TypeSyntax]
    /// The parenthesised arguments, if any.
    public var arguments: AttributeArguments?
    public var span: SourceSpan

    public init(name: Identifier, genericArguments: [TypeSyntax] = [], arguments: AttributeArguments?, span: SourceSpan) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.span = span
    }
}

/// What is inside an attribute's parentheses.
public enum AttributeArguments: Sendable {
    /// Arguments that parse as a call's argument list (property wrappers, macros, `@Environment(\.x)`).
    case arguments([Argument])
    /// Anything else (`@available(iOS 17, *)`, `@_silgen_name(…)`): balanced tokens kept as a span
    /// of source text, inside the parentheses.
    case tokens(SourceSpan)
}

/// A declaration modifier: `static`, `private`, `private(set)`, `mutating`, `override`, `final`,
/// `lazy`, `weak`, `unowned(unsafe)`, `nonisolated`, `indirect`, `prefix`/`postfix`/`infix`, …
public struct Modifier: Sendable {
    /// The keyword (`private`).
    public var name: String
    /// The parenthesised detail (`set` in `private(set)`, `unsafe` in `unowned(unsafe)`), if any.
    public var detail: String?
    public var span: SourceSpan

    public init(name: String, detail: String? = nil, span: SourceSpan) {
        self.name = name
        self.detail = detail
        self.span = span
    }
}

extension Array where Element == Modifier {
    /// True when a modifier with this keyword is present (`modifiers.contains("static")`).
    public func contains(_ name: String) -> Bool { contains { $0.name == name } }
}

extension Array where Element == Attribute {
    /// The first attribute with this name (`attributes.named("State")`).
    public func named(_ name: String) -> Attribute? { first { $0.name.name == name } }
}
