/// Why image bytes could not be decoded: the format's part and what was wrong, in plain words
/// (`PNG chunk 'IHDR': bit depth 3 is not allowed for colour type 2`). Decoders throw it for
/// every malformed, truncated or oversized input; they never trap.
public struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem was found: "zlib", "deflate", "PNG", "PNG chunk 'IDAT'"…
    public var part: String
    public var reason: String

    public init(_ part: String, _ reason: String) {
        self.part = part
        self.reason = reason
    }

    public var description: String { "\(part): \(reason)" }
}
