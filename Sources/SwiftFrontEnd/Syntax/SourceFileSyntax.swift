import Diagnostics

/// One parsed file: its top-level items in order (declarations appear as `.declaration`
/// statements, as Swift's top-level code allows both), and what is needed to turn node spans into
/// `file:line:col` positions.
public struct SourceFileSyntax: Sendable {
    /// The file name used in diagnostics.
    public var fileName: String
    /// Top-level statements and declarations in source order.
    public var statements: [Stmt]
    /// Line starts of the file's bytes, for `line:col` lookups and caret excerpts.
    public var lineTable: SourceLineTable

    public init(fileName: String, statements: [Stmt], lineTable: SourceLineTable) {
        self.fileName = fileName
        self.statements = statements
        self.lineTable = lineTable
    }

    /// The `Diagnostics` range (file, line, column) of a node's span.
    public func range(of span: SourceSpan) -> SourceRange {
        SourceRange(file: fileName, start: lineTable.position(at: span.start), end: lineTable.position(at: span.end))
    }

    /// The exact source text of a span (invalid UTF-8 repaired).
    public func text(of span: SourceSpan) -> String {
        let bytes = lineTable.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The top-level declarations (statements that are declarations), in order.
    public var declarations: [Decl] {
        statements.compactMap { if case .declaration(let decl) = $0.kind { decl } else { nil } }
    }
}
