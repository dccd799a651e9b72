/// A mechanical edit that would fix a diagnostic: replace the text of `range` by `replacement`.
/// Printed by swiftc (and by ``DiagnosticFormatter``) as the replacement text under the caret.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
