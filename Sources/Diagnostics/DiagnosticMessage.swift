/// The text of a diagnostic with a stable identifier (the catalogue entry that made it) and the
/// severity the catalogue gives it. Tests and tools match on `id`; people read `text`.
public struct DiagnosticMessage: Hashable, Sendable {
    public var id: String
    public var severity: Severity
    public var text: String

    public init(id: String, severity: Severity, text: String) {
        self.id = id
        self.severity = severity
        self.text = text
    }
}

extension DiagnosticMessage {
    /// A catalogue entry that is an error. Every module's catalogue (`DiagnosticCatalogue.swift`,
    /// `ProjectDiagnosticCatalogue.swift`, `ResourceMessages.swift`, …) makes its messages with
    /// these two, the id a string literal at the call: docs/diagnostics.md lists every id once,
    /// and `DiagnosticIdentifierListTests` finds each call and checks it is listed.
    public static func error(_ id: String, _ text: String) -> Self { Self(id: id, severity: .error, text: text) }
    /// A catalogue entry that is a warning (see `error(_:_:)`).
    public static func warning(_ id: String, _ text: String) -> Self { Self(id: id, severity: .warning, text: text) }
}
