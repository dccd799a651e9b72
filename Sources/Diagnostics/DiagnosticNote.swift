/// Extra information attached to a diagnostic (`note: did you mean 'frame'?`), optionally pointing
/// at another place in the source (`note: 'Card' uses 'Row' here`).
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}
