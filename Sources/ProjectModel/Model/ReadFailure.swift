import Diagnostics

/// A file of the project that could not be read, as the diagnostic that says why.
public struct ReadFailure: Error, Sendable, Equatable {
    public var diagnostic: Diagnostic
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
