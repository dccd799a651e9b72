import Diagnostics

/// Collects the diagnostics of one file, capped at `errorLimit` errors: after that one
/// "too many errors" error is added and everything else is dropped, so a garbage file cannot
/// produce megabytes of output. Warnings do not count towards the cap.
public struct DiagnosticSink: Sendable {
    public static let defaultErrorLimit = 50

    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var errorCount = 0
    public let errorLimit: Int

    public init(errorLimit: Int = DiagnosticSink.defaultErrorLimit) {
        self.errorLimit = errorLimit
    }

    /// True once the error cap has been reached; the parser then stops.
    public var isFull: Bool { errorCount >= errorLimit }

    public mutating func add(_ diagnostic: Diagnostic) {
        guard !isFull else { return }
        if diagnostic.severity == .error {
            errorCount += 1
            if isFull {
                diagnostics.append(diagnostic)
                diagnostics.append(Diagnostic(.tooManyErrors(errorLimit), at: diagnostic.range))
                return
            }
        }
        diagnostics.append(diagnostic)
    }

    public mutating func add(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [],
                             fixIt: FixIt? = nil) {
        add(Diagnostic(message, at: range, notes: notes, fixIt: fixIt))
    }

    public mutating func add(contentsOf other: [Diagnostic]) {
        for diagnostic in other { add(diagnostic) }
    }
}
