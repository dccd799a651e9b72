import Diagnostics

/// A failure while running user code: a trap Swift would also stop at (overflow, division by zero,
/// index out of range, `nil` unwrapped, `fatalError`), a limit reached, or something the interpreter
/// does not support. Always a value with the source range being evaluated; the host never crashes.
public struct RuntimeError: Error, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Swift would trap here at run time too.
        case trap
        /// A step, depth or allocation limit was reached.
        case limit
        /// Valid Swift the interpreter does not run (yet).
        case unsupported
        /// Code that would not compile (unknown name, wrong arguments, type mismatch).
        case invalid

        /// The kind a catalogue id names by its prefix (`trap.`, `limit.`, `unsupported.`);
        /// everything else is code swiftc would reject.
        public init(id: String) {
            if id.hasPrefix("trap.") { self = .trap }
            else if id.hasPrefix("limit.") { self = .limit }
            else if id.hasPrefix("unsupported.") { self = .unsupported }
            else { self = .invalid }
        }
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange?
    /// The catalogue's identifier when the host raises one of its diagnostics (`previewWithoutBody`);
    /// nil for the interpreter's own (`interpreter-<kind>`).
    public var id: String?
    /// Set by the host when none of its overloads takes these arguments (a label SwiftUI never
    /// takes): the file compiles in its app, so another file may declare the overload. A typo or
    /// a label given twice stays a plain error.
    public var mayBeAnotherFilesOverload = false
    /// Notes and a fix-it, as swiftc gives them (`did you mean 'frame'?`, the label to write).
    public var notes: [DiagnosticNote] = []
    public var fixIt: FixIt?

    public init(_ kind: Kind, _ message: String, at range: SourceRange? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
    }

    /// One of the catalogue's errors (`DiagnosticCatalogue`, `InterpreterDiagnostics`), of the kind
    /// its id names (`trap.indexOutOfRange` is a trap).
    public init(_ catalogued: DiagnosticMessage, at range: SourceRange?) {
        self.init(Kind(id: catalogued.id), catalogued.text, at: range)
        id = catalogued.id
    }

    public var description: String {
        if let range { return "\(range): error: \(message)" }
        return "error: \(message)"
    }

    /// The error as a diagnostic, for `DiagnosticFormatter` (`file:line:col: error: …` with a caret).
    public func diagnostic(fallback: SourceRange) -> Diagnostic {
        Diagnostic(DiagnosticMessage(id: id ?? "interpreter-\(kind.rawValue)", severity: .error, text: message),
                   at: range ?? fallback, notes: notes, fixIt: fixIt)
    }

    static func trap(_ message: String) -> RuntimeError { RuntimeError(.trap, message) }
    static func invalid(_ message: String) -> RuntimeError { RuntimeError(.invalid, message) }
    static func unsupported(_ message: String) -> RuntimeError { RuntimeError(.unsupported, message) }
}

/// A Swift `Error` thrown by user code (`throw MyError.bad`), travelling to the nearest `catch`.
public struct ThrownError: Error {
    public var value: Value
    public var range: SourceRange?
}
