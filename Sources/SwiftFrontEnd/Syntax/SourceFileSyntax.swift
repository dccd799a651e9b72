import Diagnostics

/// One parsed file: its top-level items in order (declarations appear as `.declaration`
/// statements, as Swift's top-level code allows both), and what is needed to turn node spans into
/// `file:line:col` positions.
///
/// A parsed file never changes, and an interpreter hands it to every function and closure it
/// makes (for diagnostics), so its parts live in one shared, immutable storage: a copy is one
/// reference, not a copy of the name, the statements and the line table.
public struct SourceFileSyntax: Sendable {
    private final class Storage: Sendable {
        let fileName: String
        let statements: [Stmt]
        let lineTable: SourceLineTable
        let parseWarnings: [Diagnostic]
        init(fileName: String, statements: [Stmt], lineTable: SourceLineTable, parseWarnings: [Diagnostic]) {
            self.fileName = fileName
            self.statements = statements
            self.lineTable = lineTable
            self.parseWarnings = parseWarnings
        }
    }
    private let storage: Storage

    /// The file name used in diagnostics.
    public var fileName: String { storage.fileName }
    /// True when `other` is this same parsed file (its copy), told without comparing contents.
    public func isSameFile(as other: SourceFileSyntax) -> Bool { storage === other.storage }
    /// Top-level statements and declarations in source order.
    public var statements: [Stmt] { storage.statements }
    /// Line starts of the file's bytes, for `line:col` lookups and caret excerpts.
    public var lineTable: SourceLineTable { storage.lineTable }

    /// The warnings swiftc gives for source it reads anyway (`@available (iOS 14, *)`, a U+00A0
    /// between tokens), for the file's reading to report.
    public var parseWarnings: [Diagnostic] { storage.parseWarnings }

    public init(fileName: String, statements: [Stmt], lineTable: SourceLineTable, parseWarnings: [Diagnostic] = []) {
        storage = Storage(fileName: fileName, statements: statements, lineTable: lineTable, parseWarnings: parseWarnings)
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
