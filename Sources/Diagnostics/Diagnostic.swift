/// One problem found in the input: what (`message`), where (`range`), how bad (`severity`), with
/// optional notes and a fix-it. A plain value: reporting never prints, formatting never reads files.
public struct Diagnostic: Hashable, Sendable {
    public var message: DiagnosticMessage
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    public var fixIt: FixIt?

    public init(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [],
                fixIt: FixIt? = nil) {
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    public var severity: Severity { message.severity }
    public var id: String { message.id }
    public var text: String { message.text }
    public var file: String { range.file }
    public var line: Int { range.start.line }
    public var column: Int { range.start.column }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error (the `frames` command then exits with 1).
    public var containsError: Bool { contains { $0.severity == .error } }

    /// The diagnostics in order, each problem once: a later one printed the same (id, place and
    /// text) as an earlier one is left out, as when two readers meet the same missing file.
    public func removingRepeats() -> [Diagnostic] {
        var seen: Set<PrintedDiagnostic> = []
        return filter { seen.insert(PrintedDiagnostic($0)).inserted }
    }
}

/// What a diagnostic prints as its first line: its id, place and text.
struct PrintedDiagnostic: Hashable {
    var id: String, file: String, line: Int, column: Int, text: String

    init(_ diagnostic: Diagnostic) {
        (id, file, line, column, text) = (diagnostic.id, diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.text)
    }
}
