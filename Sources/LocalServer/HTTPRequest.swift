/// One parsed HTTP/1.x request head: the server reads no request bodies.
public struct HTTPRequest: Sendable, Equatable {
    /// The method token as sent (`GET`, `HEAD`, …); methods are case-sensitive (RFC 9110 §9.1).
    public var method: String
    /// The request target as sent, e.g. `/site/a/index.html?x=1`.
    public var target: String
    /// The target's path, percent-decoded (RFC 3986 §2.1); never holds a NUL.
    public var path: String
    /// The query's `name=value` pairs, percent-decoded, `+` read as a space (HTML form encoding).
    public var query: [String: String]
    /// Header fields in the order sent, names lowercased (field names are case-insensitive, RFC 9110 §5.1).
    public var headers: [Header]

    public struct Header: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public init(method: String, target: String, path: String, query: [String: String] = [:], headers: [Header] = []) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.headers = headers
    }

    /// The first value of the header field `name` (any case).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name == lowered }?.value
    }
}
