/// A JSON value with the byte offset where it starts, so a problem found later (a colour
/// component of "NaN") can still be reported at its `file:line:col`.
///
/// Repeated keys: an object keeps every member in file order, repeats included (RFC 8259 §4 says
/// names "SHOULD be unique" and leaves repeats to the reader). A lookup by key takes the last
/// occurrence, as Foundation's `JSONSerialization` does (each member is stored in turn, so the
/// last one wins); code that walks `members` sees them all.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        /// Members in file order, a repeated key once per occurrence.
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written, so "0.502" and "128" stay distinguishable and nothing is lost
        /// to rounding before a reader decides what the number means.
        case number(String)
        case bool(Bool)
        case null
    }

    public var offset: Int
    public var value: Value

    public init(offset: Int, value: Value) {
        self.offset = offset
        self.value = value
    }

    /// The value of the last member named `key`; nil for a missing key or a non-object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.node
    }

    public var members: [JSONMember] {
        if case .object(let members) = value { return members }
        return []
    }

    public var elements: [JSONNode] {
        if case .array(let elements) = value { return elements }
        return []
    }

    /// The text of a string, or the digits of a number (component values are written both ways).
    public var text: String? {
        switch value {
        case .string(let text), .number(let text): return text
        default: return nil
        }
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A number's value as `Double(_:)` reads its text: the nearest double, ±infinity beyond
    /// the largest finite one.
    public var number: Double? {
        if case .number(let text) = value { return Double(text) }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
}

public struct JSONMember: Sendable {
    public var key: String
    public var node: JSONNode

    public init(key: String, node: JSONNode) {
        self.key = key
        self.node = node
    }
}
