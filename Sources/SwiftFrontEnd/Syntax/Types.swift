/// A type as written: in annotations, inheritance clauses, generic arguments, casts, `is`
/// patterns, and type expressions used as values (`[String].self`).
public struct TypeSyntax: Sendable {
    public var kind: TypeKind
    public var span: SourceSpan

    public init(_ kind: TypeKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum TypeKind: Sendable {
    /// `Int`, `Array<Int>`, `Self`, `Any` (generic arguments empty when none are written).
    case identifier(Identifier, genericArguments: [TypeSyntax])
    /// `Foo<Bar>.Baz<Int>`: a nested type `name` of `base`.
    case member(base: TypeSyntax, name: Identifier, genericArguments: [TypeSyntax])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrappedOptional(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(Int, label: String)`, `()` (Void); a single unlabeled element is a parenthesised type.
    case tuple([TupleTypeElement])
    /// `(Int, String) async throws -> Bool`
    case function(FunctionType)
    /// `some View` (opaque result type).
    case some(TypeSyntax)
    /// `any Shape` (existential).
    case any(TypeSyntax)
    /// `A & B & C`
    case composition([TypeSyntax])
    /// `T.Type` or `P.Protocol`.
    case metatype(TypeSyntax, MetatypeKind)
    /// `inout T`, `borrowing T`, `consuming T`, `__owned T`, `@escaping T`, `@Sendable T`,
    /// `@MainActor T`: specifiers (keywords) and attributes applied to a type.
    case attributed(specifiers: [String], attributes: [Attribute], TypeSyntax)
    /// `T...` where a variadic type appears inside a tuple or function type.
    case variadic(TypeSyntax)
    /// `repeat each T` / `each T` (parameter packs).
    case packExpansion(TypeSyntax)
    case packElement(TypeSyntax)
    /// `~Copyable`, `~Escapable`: the suppression of a default conformance.
    case inverse(TypeSyntax)
    /// An integer where a generic argument may be a value: `InlineArray<3, Int>`, `A<-1>`.
    case integerValue(String)
    /// `[3 of Int]`: an inline array of `count` elements.
    case inlineArray(count: TypeSyntax, element: TypeSyntax)
    /// `_` used as a type placeholder (`Array<_>`).
    case placeholder
    /// Inserted by error recovery where a type was expected but missing.
    case missing
}

/// Whether `.Type` or `.Protocol` was written.
public enum MetatypeKind: String, Sendable {
    case type = "Type"
    case `protocol` = "Protocol"
}

/// One element of a tuple type or of a function type's parameter list: `Int`, `x: Int`,
/// `_ x: Int`.
public struct TupleTypeElement: Sendable {
    /// The label (`x` in `(x: Int)`); in a function type both names may be written (`_ x: Int`).
    public var label: Identifier?
    public var secondName: Identifier?
    public var type: TypeSyntax
    public var span: SourceSpan

    public init(label: Identifier?, secondName: Identifier? = nil, type: TypeSyntax, span: SourceSpan) {
        self.label = label
        self.secondName = secondName
        self.type = type
        self.span = span
    }
}

/// `(Parameters) async throws(E) -> Result`
public struct FunctionType: Sendable {
    public var parameters: [TupleTypeElement]
    public var effects: EffectSpecifiers
    public var result: TypeSyntax

    public init(parameters: [TupleTypeElement], effects: EffectSpecifiers, result: TypeSyntax) {
        self.parameters = parameters
        self.effects = effects
        self.result = result
    }
}

/// `async`, `throws`, `rethrows`, `throws(SomeError)` on a function, initializer, accessor,
/// closure or function type.
public struct EffectSpecifiers: Sendable {
    public enum Throwing: Sendable, Equatable {
        case none
        case `throws`
        case `rethrows`
    }

    public var isAsync: Bool
    public var throwing: Throwing
    /// The error type of typed throws (`throws(ParseError)`), if written.
    public var thrownType: TypeSyntax?

    public init(isAsync: Bool = false, throwing: Throwing = .none, thrownType: TypeSyntax? = nil) {
        self.isAsync = isAsync
        self.throwing = throwing
        self.thrownType = thrownType
    }

    public static let none = EffectSpecifiers()
}
