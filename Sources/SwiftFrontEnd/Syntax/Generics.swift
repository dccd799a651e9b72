/// `<T: Equatable, each U>` on a type, function, initializer, subscript or typealias.
public struct GenericParameter: Sendable {
    public var name: Identifier
    /// The constraint after `:` (`Equatable`, `A & B`), if any.
    public var inheritedType: TypeSyntax?
    /// `each T` (a parameter pack).
    public var isPack: Bool
    public var attributes: [Attribute]
    public var span: SourceSpan

    public init(name: Identifier, inheritedType: TypeSyntax?, isPack: Bool = false, attributes: [Attribute] = [], span: SourceSpan) {
        self.name = name
        self.inheritedType = inheritedType
        self.isPack = isPack
        self.attributes = attributes
        self.span = span
    }
}

/// One requirement of a `where` clause (or of a protocol's primary associated type list).
public struct GenericRequirement: Sendable {
    public enum Kind: Sendable {
        /// `T: Protocol` (also `T: AnyObject`, `T: Comparable & Hashable`).
        case conformance(TypeSyntax, TypeSyntax)
        /// `T == Int`, `Element == (Int, String)`.
        case sameType(TypeSyntax, TypeSyntax)
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}
