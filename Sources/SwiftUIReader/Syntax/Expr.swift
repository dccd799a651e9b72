import Diagnostics

/// An expression as written, with the range it spans. The reader keeps expressions close to the
/// source (a call is a callee plus arguments) and gives them meaning only when lowering.
public struct Expr: Sendable {
    public indirect enum Kind: Sendable {
        /// `HStack`, `title`, `d`, `self`.
        case identifier(String)
        /// `$0`, `$1`.
        case shorthandParameter(Int)
        /// `.center`, `.blue`, `.fixed` (type inferred from context).
        case implicitMember(String)
        /// `Color.red`, `d.width`, `view.padding` (before a call).
        case member(Expr, name: String, nameRange: SourceRange)
        /// `f(a, b: c) { … }`: trailing closures are arguments marked `isTrailing`.
        case call(Expr, [Argument])
        /// `d[.leading]`.
        case subscripted(Expr, [Argument])
        case integer(Double, text: String)
        case float(Double, text: String)
        case string([StringPart])
        case bool(Bool)
        case `nil`
        case array([Expr])
        case closure(Closure)
        /// `a + b`, `0..<n`, `x == .large`.
        case binary(String, Expr, Expr)
        /// `-x`, `!flag`.
        case prefix(String, Expr)
        /// `c ? a : b`.
        case ternary(Expr, Expr, Expr)
        /// `\.self`, `\.id`.
        case keyPath([String])
        /// `(a, b)` or `(a)` (a parenthesised expression is a one-element tuple).
        case tuple([Argument])
        /// Something the parser could not read; already diagnosed.
        case error
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// `Name` for an identifier, or `Color.red` for a chain of members on an identifier.
    public var dottedName: String? {
        switch kind {
        case .identifier(let name): return name
        case .member(let base, let name, _): return base.dottedName.map { "\($0).\(name)" }
        default: return nil
        }
    }
}

/// A call or subscript argument: `width: 80`, or an unlabelled `Color.red`, or a trailing closure.
public struct Argument: Sendable {
    public var label: String?
    public var labelRange: SourceRange?
    public var value: Expr
    public var isTrailing: Bool
    /// The parameter this argument was bound to (`value` for `opacity(0.5)`), once matched; used
    /// to name it in diagnostics.
    public var parameter: String?

    public init(label: String?, labelRange: SourceRange?, value: Expr, isTrailing: Bool = false) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
        self.isTrailing = isTrailing
    }
}

/// A piece of a string literal: text, or an interpolated expression.
public enum StringPart: Sendable {
    case text(String)
    case interpolation(Expr)
}

/// `{ d in d[.leading] + 10 }` or a view-builder closure `{ Text("a"); Text("b") }`.
public struct Closure: Sendable {
    public var parameters: [String]
    public var body: [Statement]
    public var range: SourceRange

    public init(parameters: [String], body: [Statement], range: SourceRange) {
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}
