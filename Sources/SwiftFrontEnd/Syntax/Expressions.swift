/// An expression with its exact span.
///
/// Operators: the parser keeps each run of binary operators as written (`.sequence`, whose
/// `elements` alternate operands and operators) together with the tree folded by precedence
/// (`folded`, built from `.infix`, `.assignment`, `.ternary`, `.cast`, `.typeCheck` nodes).
/// Evaluate `folded`; look at `elements` for source-faithful tooling.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var span: SourceSpan

    public init(_ kind: ExprKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum ExprKind: Sendable {
    // MARK: Literals
    /// An integer literal as written (`42`, `0x1F`, `0b1010`, `0o17`, `1_000`, `-` not included).
    case integerLiteral(String)
    /// A floating-point literal as written (`1.5`, `1e-3`, `0x1p4`, `1_000.25`).
    case floatLiteral(String)
    case stringLiteral(StringLiteral)
    /// `/regex/` or `#/regex/#`: kept opaque, the text as written.
    case regexLiteral(String)
    case booleanLiteral(Bool)
    case nilLiteral
    /// `[a, b]`
    case arrayLiteral([Expr])
    /// `[k: v, …]`; `[:]` is an empty dictionary literal.
    case dictionaryLiteral([DictionaryElement])

    // MARK: Names
    /// A name: `count`, `` `default` ``, `$0` (closure shorthand), `$isOn` (projected value),
    /// `Self`, `Int` (a type name used as a value), an operator name in an argument (`+`).
    case identifier(Identifier)
    /// `Foo<Int>`: explicit generic arguments on a name (`Foo<Int>(…)`, `Array<String>.self`).
    case specialize(Expr, genericArguments: [TypeSyntax])
    /// `self`
    case selfExpr
    /// `super` (only as the base of a member access, call or subscript).
    case superExpr
    /// `_` (the discard target in `_ = f()`; also a wildcard in patterns).
    case discard
    /// A type written in value position that is not a plain name (`[String].self`, `(Int)?.none`).
    case type(TypeSyntax)

    // MARK: Postfix forms
    /// `base.member` (`member` may be `init`, `self`, `Type`, a tuple index `0`), or an implicit
    /// member `.member` when `base` is nil. `argumentLabels` holds `f(x:y:)`-style compound names.
    case memberAccess(MemberAccessExpr)
    /// `f(a, label: b) { trailing } label2: { … }`
    case call(CallExpr)
    /// `base[i, label: j]`
    case `subscript`(SubscriptExpr)
    /// `x?` inside an optional chain (`x?.count`). The whole chain is wrapped in one
    /// `.optionalChain` node; evaluation of the chain stops with `nil` at the first nil `bindOptional`.
    case bindOptional(Expr)
    /// The extent of an optional chain: `a?.b.c` is `optionalChain(member(member(bindOptional(a), b), c))`.
    case optionalChain(Expr)
    /// `x!`
    case forceUnwrap(Expr)
    /// A postfix operator: `x++`-style custom operators, `x...` (a one-sided range).
    case postfixOperator(String, Expr)

    // MARK: Prefix forms
    /// `-x`, `!flag`, `..<5`, `~bits`, custom prefix operators.
    case prefixOperator(String, Expr)
    /// `&value` (an `inout` argument).
    case inOut(Expr)
    /// `try`, `try?`, `try!` covering everything to their right in the operator sequence.
    case `try`(TryKind, Expr)
    /// `await` covering everything to its right in the operator sequence.
    case await(Expr)
    /// `consume x`, `copy x`, `each x`, `repeat …` and other contextual prefix keywords.
    case prefixKeyword(String, Expr)

    // MARK: Operators
    /// A run of operands and binary operators as parsed, with its folded tree.
    case sequence(SequenceExpr)
    /// `lhs op rhs` for every binary operator except `=`, casts and the ternary (`a + b`, `x += 1`,
    /// `a ?? b`, `0..<n`, `a == b && c`).
    case infix(InfixExpr)
    /// `target = value` (`x = 1`, `(a, b) = (b, a)`, `_ = f()`).
    case assignment(target: Expr, value: Expr)
    /// `condition ? then : else`
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `x as T`, `x as? T`, `x as! T`
    case cast(Expr, CastKind, TypeSyntax)
    /// `x is T`
    case typeCheck(Expr, TypeSyntax)
    /// An operator used as a value (`reduce(0, +)`, `sorted(by: <)`).
    case operatorReference(String)

    // MARK: Compound
    /// `(a)` (a single unlabeled element in parentheses).
    case parenthesized(Expr)
    /// `(a, b)`, `(x: 1, y: 2)`, `()`.
    case tuple([TupleElement])
    case closure(ClosureExpr)
    /// `\Type.a.b`, `\.self`, `\.[0]`, `\.a?.b!`
    case keyPath(KeyPathExpr)
    /// `if` used as a value (`let x = if c { 1 } else { 2 }`); branches are code blocks.
    case ifExpr(IfStmt)
    /// `switch` used as a value.
    case switchExpr(SwitchStmt)
    /// `#file`, `#line`, `#selector(f)`, `#colorLiteral(…)`, `#Preview { … }`, any macro.
    case macroExpansion(MacroExpansion)
    /// A pattern written inside an expression where patterns are allowed (`let x` in
    /// `case .a(let x)` before it is resolved). Not found in finished trees except inside
    /// `PatternKind.expression`.
    case unresolvedPattern(Pattern)
    /// A postfix `#if` (SE-0308) in a member chain: `Text("a")` then `#if os(iOS)`
    /// `.padding()` `#endif`. Each clause holds the members it adds as one chain (none when the
    /// clause is empty) whose innermost base is `postfixIfConfigBase`, standing for the expression.
    case postfixIfConfig(Expr, [IfConfigClause<Expr>])
    /// The expression a postfix `#if` clause's members apply to.
    case postfixIfConfigBase
    /// Inserted by error recovery where an expression was expected but missing.
    case missing
}

/// The kind of `try`.
public enum TryKind: String, Sendable {
    case plain = "try"
    case optional = "try?"
    case forced = "try!"
}

/// The kind of `as`.
public enum CastKind: String, Sendable {
    case coerce = "as"
    case conditional = "as?"
    case forced = "as!"
}

/// A string literal: `"a\(b)c"`, `"""…"""`, `#"raw \(notInterpolated)"#`, `#"a\#(b)"#`.
public struct StringLiteral: Sendable {
    /// Text runs (escapes decoded; multi-line indentation removed) and interpolations in order.
    public var segments: [StringSegment]
    public var isMultiline: Bool
    /// The number of `#` around a raw string (0 for a plain string).
    public var rawDelimiterCount: Int

    public init(segments: [StringSegment], isMultiline: Bool, rawDelimiterCount: Int) {
        self.segments = segments
        self.isMultiline = isMultiline
        self.rawDelimiterCount = rawDelimiterCount
    }

    /// The literal's value when it has no interpolations.
    public var staticValue: String? {
        var value = ""
        for segment in segments {
            guard case .text(let text, _) = segment else { return nil }
            value += text
        }
        return value
    }
}

public enum StringSegment: Sendable {
    /// Literal text with escapes decoded, and the span of its source.
    case text(String, SourceSpan)
    /// `\(expr)` or `\(expr, format: …)`: the arguments as in a call, and the span from `\` to `)`.
    case interpolation([Argument], SourceSpan)
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// One element of a tuple expression.
public struct TupleElement: Sendable {
    public var label: Identifier?
    public var value: Expr

    public init(label: Identifier?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// One argument of a call, subscript, attribute, macro or interpolation: `x`, `label: x`.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var span: SourceSpan

    public init(label: Identifier?, value: Expr, span: SourceSpan) {
        self.label = label
        self.value = value
        self.span = span
    }
}

/// A trailing closure: the first is unlabeled, later ones carry labels (`label: { … }`).
public struct TrailingClosure: Sendable {
    public var label: Identifier?
    public var closure: ClosureExpr
    public var span: SourceSpan

    public init(label: Identifier?, closure: ClosureExpr, span: SourceSpan) {
        self.label = label
        self.closure = closure
        self.span = span
    }
}

/// A member access. Its fields live in one immutable object, so copying the expression (as
/// `switch`ing over an `ExprKind` does, once per evaluation) retains one reference instead of each
/// field's; setting a field makes a new object, which keeps value semantics.
public struct MemberAccessExpr: Sendable {
    @usableFromInline final class Fields: Sendable {
        @usableFromInline let base: Expr?
        @usableFromInline let member: Identifier
        @usableFromInline let genericArguments: [TypeSyntax]
        @usableFromInline let argumentLabels: [String]?

        @usableFromInline init(base: Expr?, member: Identifier, genericArguments: [TypeSyntax], argumentLabels: [String]?) {
            self.base = base
            self.member = member
            self.genericArguments = genericArguments
            self.argumentLabels = argumentLabels
        }
    }

    @usableFromInline var fields: Fields

    /// nil for an implicit member (`.red`, `.init(…)`).
    public var base: Expr? {
        @inlinable get { fields.base }
        set { fields = Fields(base: newValue, member: member, genericArguments: genericArguments, argumentLabels: argumentLabels) }
    }
    /// `count`, `init`, `self`, `Type`, `0` (tuple index), `` `default` ``.
    public var member: Identifier {
        @inlinable get { fields.member }
        set { fields = Fields(base: base, member: newValue, genericArguments: genericArguments, argumentLabels: argumentLabels) }
    }
    /// Explicit generic arguments on the member (`.map<Int>` is not Swift, but `Foo.Bar<Int>` is).
    public var genericArguments: [TypeSyntax] {
        @inlinable get { fields.genericArguments }
        set { fields = Fields(base: base, member: member, genericArguments: newValue, argumentLabels: argumentLabels) }
    }
    /// `f(x:y:)`-style argument labels written after the member (`_` as an empty string), or nil.
    public var argumentLabels: [String]? {
        @inlinable get { fields.argumentLabels }
        set { fields = Fields(base: base, member: member, genericArguments: genericArguments, argumentLabels: newValue) }
    }

    public init(base: Expr?, member: Identifier, genericArguments: [TypeSyntax] = [], argumentLabels: [String]? = nil) {
        fields = Fields(base: base, member: member, genericArguments: genericArguments, argumentLabels: argumentLabels)
    }
}

public struct CallExpr: Sendable {
    public var callee: Expr
    /// The parenthesised arguments (empty when only trailing closures are written).
    public var arguments: [Argument]
    /// Whether parentheses were written (`f()` vs `f { }`).
    public var hasParentheses: Bool
    public var trailingClosures: [TrailingClosure]

    public init(callee: Expr, arguments: [Argument], hasParentheses: Bool, trailingClosures: [TrailingClosure]) {
        self.callee = callee
        self.arguments = arguments
        self.hasParentheses = hasParentheses
        self.trailingClosures = trailingClosures
    }
}

public struct SubscriptExpr: Sendable {
    public var base: Expr
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]

    public init(base: Expr, arguments: [Argument], trailingClosures: [TrailingClosure]) {
        self.base = base
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

/// `{ [weak self, x = y] (a: Int, b) async throws -> Int in statements }` or `{ $0 + 1 }`.
public struct ClosureExpr: Sendable {
    /// `@MainActor`, `@Sendable` written before the signature.
    public var attributes: [Attribute]
    public var captures: [CaptureItem]
    /// nil when the closure has no signature (`{ $0 }`, `{ print("x") }`).
    public var parameters: ClosureParameters?
    public var effects: EffectSpecifiers
    public var returnType: TypeSyntax?
    public var statements: [Stmt]
    public var span: SourceSpan

    public init(attributes: [Attribute] = [], captures: [CaptureItem] = [], parameters: ClosureParameters?,
                effects: EffectSpecifiers = .none, returnType: TypeSyntax? = nil, statements: [Stmt], span: SourceSpan) {
        self.attributes = attributes
        self.captures = captures
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.statements = statements
        self.span = span
    }
}

/// How a closure names its parameters.
public enum ClosureParameters: Sendable {
    /// `a, b in` (names only, no parentheses).
    case names([Identifier])
    /// `(a: Int, b) in`, `(_ a: Int) in`, `() in`.
    case list([Parameter])
}

/// `weak self`, `unowned(unsafe) x`, `y = expr`, `self`.
public struct CaptureItem: Sendable {
    /// `weak`, `unowned`, `unowned(safe)`, `unowned(unsafe)`, or nil for a strong capture.
    public var specifier: String?
    public var name: Identifier
    /// `x = expr` captures `expr` under the name `x`.
    public var initializer: Expr?
    public var span: SourceSpan

    public init(specifier: String?, name: Identifier, initializer: Expr?, span: SourceSpan) {
        self.specifier = specifier
        self.name = name
        self.initializer = initializer
        self.span = span
    }
}

/// `a + b ?? c` as parsed (`elements`) and as folded by precedence (`folded`).
public struct SequenceExpr: Sendable {
    public var elements: [SequenceElement]
    /// The tree built with Swift's standard precedence groups and the operator and
    /// `precedencegroup` declarations of the file (unknown operators: `DefaultPrecedence`).
    public var folded: Expr

    public init(elements: [SequenceElement], folded: Expr) {
        self.elements = elements
        self.folded = folded
    }
}

/// One element of an operator sequence.
public enum SequenceElement: Sendable {
    case operand(Expr)
    /// A binary operator (`+`, `==`, `+=`, `??`, `..<`, `=` …) with its span.
    case binaryOperator(Identifier)
    /// `? then :` of a ternary, with the span from `?` to `:`.
    case ternary(then: Expr, span: SourceSpan)
    /// `as T`, `as? T`, `as! T` with the span of the whole `as … T`.
    case cast(CastKind, TypeSyntax, span: SourceSpan)
    /// `is T`
    case typeCheck(TypeSyntax, span: SourceSpan)
}

/// `lhs op rhs`
/// An infix operator applied to two operands; its fields live in one immutable object like
/// `MemberAccessExpr`'s, so a copy retains one reference.
public struct InfixExpr: Sendable {
    @usableFromInline final class Fields: Sendable {
        @usableFromInline let `operator`: Identifier
        @usableFromInline let lhs: Expr
        @usableFromInline let rhs: Expr

        @usableFromInline init(operator: Identifier, lhs: Expr, rhs: Expr) {
            self.operator = `operator`
            self.lhs = lhs
            self.rhs = rhs
        }
    }

    @usableFromInline var fields: Fields

    public var `operator`: Identifier {
        @inlinable get { fields.operator }
        set { fields = Fields(operator: newValue, lhs: lhs, rhs: rhs) }
    }
    public var lhs: Expr {
        @inlinable get { fields.lhs }
        set { fields = Fields(operator: `operator`, lhs: newValue, rhs: rhs) }
    }
    public var rhs: Expr {
        @inlinable get { fields.rhs }
        set { fields = Fields(operator: `operator`, lhs: lhs, rhs: newValue) }
    }

    public init(operator: Identifier, lhs: Expr, rhs: Expr) {
        fields = Fields(operator: `operator`, lhs: lhs, rhs: rhs)
    }
}

/// `\Root.component.component`
public struct KeyPathExpr: Sendable {
    /// The root type, nil for `\.name` (inferred).
    public var root: TypeSyntax?
    public var components: [KeyPathComponent]

    public init(root: TypeSyntax?, components: [KeyPathComponent]) {
        self.root = root
        self.components = components
    }
}

public struct KeyPathComponent: Sendable {
    public enum Kind: Sendable {
        /// `.name` (also `.self` as the property `self`, and tuple indexes `.0`).
        case property(Identifier)
        /// `[args]`
        case `subscript`([Argument])
        /// `?`
        case optionalChain
        /// `!`
        case forceUnwrap
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// `#name<Generic>(arguments) { trailing }`: a freestanding macro expansion or a pound literal
/// (`#file`, `#line`, `#column`, `#function`, `#selector(…)`, `#Preview("x") { … }`).
public struct MacroExpansion: Sendable {
    /// The name without `#`.
    public var name: Identifier
    public var genericArguments: [TypeSyntax]
    public var arguments: [Argument]
    public var hasParentheses: Bool
    public var trailingClosures: [TrailingClosure]

    public init(name: Identifier, genericArguments: [TypeSyntax] = [], arguments: [Argument], hasParentheses: Bool,
                trailingClosures: [TrailingClosure]) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.hasParentheses = hasParentheses
        self.trailingClosures = trailingClosures
    }
}
