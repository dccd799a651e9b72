/// A pattern: what `let`/`var`, `case`, `for … in`, `catch` and `if case` bind or match.
public struct Pattern: Sendable {
    public var kind: PatternKind
    public var span: SourceSpan

    public init(_ kind: PatternKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum PatternKind: Sendable {
    /// `_`
    case wildcard
    /// A name that binds the matched value (`x` in `let x`, `case .some(let x)`).
    case identifier(Identifier)
    /// `let p` / `var p` inside a larger pattern (`case .pair(let a, var b)`), or around a whole
    /// pattern (`case let .pair(a, b)`).
    case binding(BindingKind, Pattern)
    /// `(a, b)`, `(x: a, y: _)`; a single unlabeled element is a parenthesised pattern.
    case tuple([TuplePatternElement])
    /// `.some(let x)`, `Foo.bar(_, let y)`, `.none`: an enum case, optionally qualified by a type
    /// (`parent`), with its associated-value sub-patterns (nil when no parentheses are written).
    case enumCase(parent: TypeSyntax?, name: Identifier, arguments: [TuplePatternElement]?)
    /// `x?` (matches a non-nil optional and binds the wrapped value).
    case optional(Pattern)
    /// `is T`
    case isType(TypeSyntax)
    /// `p as T` (`case let n as Int`).
    case cast(Pattern, TypeSyntax)
    /// Any other expression, matched with `~=` (`case 1...5`, `case "a"`, `case someValue`).
    case expression(Expr)
    /// `x: Int` in a `for` or `catch` pattern or a tuple binding (`let (a, b): (Int, Int)` keeps
    /// the annotation on the binding instead).
    case typed(Pattern, TypeSyntax)
}

/// `let` or `var` (and `inout`/`borrowing` bindings where the language allows them).
public enum BindingKind: String, Sendable {
    case `let`
    case `var`
    case `inout`
}

/// One element of a tuple pattern or enum-case argument list: `let x`, `label: _`.
public struct TuplePatternElement: Sendable {
    public var label: Identifier?
    public var pattern: Pattern
    public var span: SourceSpan

    public init(label: Identifier?, pattern: Pattern, span: SourceSpan) {
        self.label = label
        self.pattern = pattern
        self.span = span
    }
}
