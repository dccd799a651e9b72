import Diagnostics

/// Why a JSON text was refused, and where: the byte offset and its 1-based line and column (the
/// column counts UTF-8 bytes, as swiftc's do), so a reader can print `file:line:col: error: …`.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String

    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// The failure located in `bytes`.
    init(_ failure: ScanFailure, in bytes: [UInt8]) {
        let position = SourceLineTable(bytes: bytes).position(at: failure.offset)
        self.init(offset: position.offset, line: position.line, column: position.column, message: failure.message)
    }

    /// `line:col: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
