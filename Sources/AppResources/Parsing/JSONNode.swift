/// A JSON value with the byte offset where it starts, so a problem found later (a colour
/// component of "NaN") can still be reported at its `file:line:col`.
struct JSONNode: Sendable {
    enum Value: Sendable {
        /// Members in file order; a repeated key keeps every occurrence (lookups take the last,
        /// as `JSONSerialization` does).
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number as written, so "0.502" and "128" stay distinguishable.
        case number(String)
        case bool(Bool)
        case null
    }

    var offset: Int
    var value: Value

    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.node
    }

    var members: [JSONMember] {
        if case .object(let members) = value { return members }
        return []
    }

    var elements: [JSONNode] {
        if case .array(let elements) = value { return elements }
        return []
    }

    /// The text of a string, or the digits of a number (component values are written both ways).
    var text: String? {
        switch value {
        case .string(let text), .number(let text): return text
        default: return nil
        }
    }

    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
}

struct JSONMember: Sendable {
    var key: String
    var node: JSONNode
}
