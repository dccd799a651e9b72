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
