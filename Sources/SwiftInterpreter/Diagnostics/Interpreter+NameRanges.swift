import Diagnostics
import SwiftFrontEnd

extension Interpreter {
    /// Where `name` is written inside `span` (default: the expression being evaluated): its first
    /// occurrence as a whole identifier at the span's start or right after a `.`. swiftc points a
    /// name's error at the name alone ("cannot find 'HStak' in scope" underlines `HStak`, "value of
    /// type 'Color' has no member 'fram'" underlines `fram`, not the call's arguments).
    public func nameSpan(_ name: String, in span: SourceSpan? = nil) -> SourceSpan? {
        guard let file = currentFile, !name.isEmpty else { return nil }
        let bytes = file.lineTable.bytes
        let span = span ?? currentSpan
        let needle = Array(name.utf8)
        let end = min(span.end, bytes.count)
        var start = max(span.start, 0)
        while start + needle.count <= end {
            let atBoundary = start == span.start || bytes[start - 1] == UInt8(ascii: ".")
            let after = start + needle.count
            if atBoundary, bytes[start..<after].elementsEqual(needle), after == bytes.count || !Self.isIdentifierByte(bytes[after]) {
                return SourceSpan(start: start, end: after)
            }
            start += 1
        }
        return nil
    }

    /// A catalogued error at `name` inside the expression being evaluated, or right after it when
    /// that expression is the base of `base.name` (an assignment's target); else at the expression.
    func error(_ message: DiagnosticMessage, naming name: String) -> RuntimeError {
        let following = SourceSpan(start: currentSpan.end + 1, end: currentSpan.end + 1 + name.utf8.count)
        let isMemberOfIt = currentFile.map { currentSpan.end < $0.lineTable.bytes.count && $0.lineTable.bytes[currentSpan.end] == UInt8(ascii: ".") } ?? false
        let span = nameSpan(name) ?? (isMemberOfIt ? nameSpan(name, in: following) : nil)
        return RuntimeError(message, at: span.flatMap { currentFile?.range(of: $0) } ?? currentRange)
    }

    /// The closing `)` of the call being evaluated, where swiftc points "missing argument for
    /// parameter 'cornerRadius' in call" (`RoundedRectangle()` → the `)`); nil when the call
    /// does not end with one (a trailing closure).
    public func closingParenthesisRange() -> SourceRange? {
        guard let file = currentFile else { return nil }
        let end = min(currentSpan.end, file.lineTable.bytes.count)
        guard end > currentSpan.start, file.lineTable.bytes[end - 1] == UInt8(ascii: ")") else { return nil }
        return file.range(of: SourceSpan(start: end - 1, end: end))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte >= 0x80
    }
}
