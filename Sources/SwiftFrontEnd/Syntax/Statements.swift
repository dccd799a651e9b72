/// A statement with its exact span. Declarations inside code blocks and at the top level are
/// `.declaration` statements; expressions (including assignments, which are `=` expressions) are
/// `.expression` statements.
public struct Stmt: Sendable {
    public var kind: StmtKind
    public var span: SourceSpan

    public init(_ kind: StmtKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum StmtKind: Sendable {
    case expression(Expr)
    case declaration(Decl)
    /// `if conditions { } else if … { } else { }` in statement position.
    case `if`(IfStmt)
    /// `guard conditions else { }`
    case `guard`(GuardStmt)
    /// `switch subject { case …: … }` in statement position.
    case `switch`(SwitchStmt)
    /// `for try await case let pattern: T in sequence where condition { }`
    case forIn(ForInStmt)
    /// `while conditions { }`
    case `while`(WhileStmt)
    /// `repeat { } while condition`
    case `repeat`(RepeatStmt)
    /// `do { } catch pattern where c { } catch { }`
    case `do`(DoStmt)
    /// `defer { }`
    case `defer`(CodeBlock)
    case `return`(Expr?)
    case `throw`(Expr)
    /// `break` / `break label`
    case `break`(Identifier?)
    /// `continue` / `continue label`
    case `continue`(Identifier?)
    case `fallthrough`
    /// `yield value` / `yield &value` inside `_read`/`_modify`.
    case yield(Expr)
    /// `discard self` in a consuming method.
    case discard(Expr)
    /// `label: while …` (any statement may carry a label; loops, `if`, `do` and `switch` use it).
    case labeled(Identifier, Stmt)
    /// `#if cond … #elseif cond … #else … #endif` among statements: every clause is kept.
    case ifConfig([IfConfigClause<Stmt>])
    /// Inserted by error recovery for input that could not be parsed (its span covers the
    /// skipped tokens).
    case missing
}

/// `{ statements }` with the span of the braces.
public struct CodeBlock: Sendable {
    public var statements: [Stmt]
    public var span: SourceSpan

    public init(statements: [Stmt], span: SourceSpan) {
        self.statements = statements
        self.span = span
    }
}

/// One clause of a condition list (`if`, `guard`, `while`), separated by commas.
public struct Condition: Sendable {
    public enum Kind: Sendable {
        /// A Boolean expression.
        case expression(Expr)
        /// `let x = value`, `var x: T = value`, or the shorthand `let x` (value nil: the same name).
        case optionalBinding(BindingKind, Pattern, type: TypeSyntax?, value: Expr?)
        /// `case pattern = value` (`case .a(let y) = e`, `case let x? = e`).
        case matchingPattern(Pattern, type: TypeSyntax?, value: Expr)
        /// `#available(iOS 17, *)` / `#unavailable(…)`: platform specs as written (`iOS 17`, `*`).
        case availability(isUnavailable: Bool, specs: [String])
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public struct IfStmt: Sendable {
    public var conditions: [Condition]
    public var body: CodeBlock
    public var elseBranch: ElseBranch?
    public var span: SourceSpan

    public init(conditions: [Condition], body: CodeBlock, elseBranch: ElseBranch?, span: SourceSpan) {
        self.conditions = conditions
        self.body = body
        self.elseBranch = elseBranch
        self.span = span
    }
}

/// What follows `else`: a block or another `if`.
public indirect enum ElseBranch: Sendable {
    case block(CodeBlock)
    case `if`(IfStmt)
}

public struct GuardStmt: Sendable {
    public var conditions: [Condition]
    public var elseBody: CodeBlock

    public init(conditions: [Condition], elseBody: CodeBlock) {
        self.conditions = conditions
        self.elseBody = elseBody
    }
}

public struct SwitchStmt: Sendable {
    public var subject: Expr
    /// Cases in order; `#if` around cases is kept as `.ifConfig` entries.
    public var cases: [SwitchCaseEntry]
    public var span: SourceSpan

    public init(subject: Expr, cases: [SwitchCaseEntry], span: SourceSpan) {
        self.subject = subject
        self.cases = cases
        self.span = span
    }
}

/// A case of a switch, or a `#if` block of cases.
public indirect enum SwitchCaseEntry: Sendable {
    case `case`(SwitchCase)
    case ifConfig([IfConfigClause<SwitchCaseEntry>])
}

/// `case p1, p2 where c:` or `default:` followed by its statements.
public struct SwitchCase: Sendable {
    public enum Label: Sendable {
        case `default`
        case `case`([CaseItem])
    }

    /// `@unknown` on `@unknown default:`.
    public var attributes: [Attribute]
    public var label: Label
    public var statements: [Stmt]
    public var span: SourceSpan

    public init(attributes: [Attribute] = [], label: Label, statements: [Stmt], span: SourceSpan) {
        self.attributes = attributes
        self.label = label
        self.statements = statements
        self.span = span
    }
}

/// One pattern of a `case` label with its optional `where` guard.
public struct CaseItem: Sendable {
    public var pattern: Pattern
    public var whereClause: Expr?

    public init(pattern: Pattern, whereClause: Expr?) {
        self.pattern = pattern
        self.whereClause = whereClause
    }
}

public struct ForInStmt: Sendable {
    public var isTry: Bool
    public var isAwait: Bool
    /// `for case pattern in …` (the pattern is matched, not just bound).
    public var isCase: Bool
    public var pattern: Pattern
    public var type: TypeSyntax?
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: CodeBlock

    public init(isTry: Bool = false, isAwait: Bool = false, isCase: Bool = false, pattern: Pattern, type: TypeSyntax?,
                sequence: Expr, whereClause: Expr?, body: CodeBlock) {
        self.isTry = isTry
        self.isAwait = isAwait
        self.isCase = isCase
        self.pattern = pattern
        self.type = type
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

public struct WhileStmt: Sendable {
    public var conditions: [Condition]
    public var body: CodeBlock

    public init(conditions: [Condition], body: CodeBlock) {
        self.conditions = conditions
        self.body = body
    }
}

public struct RepeatStmt: Sendable {
    public var body: CodeBlock
    public var condition: Expr

    public init(body: CodeBlock, condition: Expr) {
        self.body = body
        self.condition = condition
    }
}

public struct DoStmt: Sendable {
    /// `do throws(E) { }` typed throws, if written.
    public var thrownType: TypeSyntax?
    public var body: CodeBlock
    public var catchClauses: [CatchClause]

    public init(thrownType: TypeSyntax? = nil, body: CodeBlock, catchClauses: [CatchClause]) {
        self.thrownType = thrownType
        self.body = body
        self.catchClauses = catchClauses
    }
}

/// `catch p1 where c, p2 { }`; no items means `catch { }` (binding `error`).
public struct CatchClause: Sendable {
    public var items: [CaseItem]
    public var body: CodeBlock
    public var span: SourceSpan

    public init(items: [CaseItem], body: CodeBlock, span: SourceSpan) {
        self.items = items
        self.body = body
        self.span = span
    }
}

/// One clause of a `#if` / `#elseif` / `#else` block.
public struct IfConfigClause<Element: Sendable>: Sendable {
    public enum Keyword: String, Sendable {
        case `if` = "#if"
        case elseif = "#elseif"
        case `else` = "#else"
    }

    public var keyword: Keyword
    /// The compilation condition (`os(iOS)`, `DEBUG && !targetEnvironment(simulator)`); nil for `#else`.
    public var condition: Expr?
    public var elements: [Element]
    public var span: SourceSpan

    public init(keyword: Keyword, condition: Expr?, elements: [Element], span: SourceSpan) {
        self.keyword = keyword
        self.condition = condition
        self.elements = elements
        self.span = span
    }
}
